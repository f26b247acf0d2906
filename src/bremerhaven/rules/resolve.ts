/**
 * 1. The Town board after the reveal, resolved from left to right: Parking lot and Building
 * card, then the Building permits (`permits.ts`); Grow influence (`grow.ts`), Price cards,
 * Career ladder and income (`town.ts`) follow from there.
 *
 * @module
 */
import { cardsOn, winnerOf } from '../bids.js';
import { cards, lookup } from '../catalog.js';
import { who, type Log } from '../log.js';
import type { WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { appended } from '../../core/edit.js';
import { enterPermits } from './permits.js';
import { intoPile } from './piles.js';

/**
 * Resolves the Town board after the reveal, up to the first decision.
 *
 * @group Rules
 */
export function resolveTown(d: WorkingState, log: Log): void {
  parkingLot(d, log);
  buildingCard(d, log);
  enterPermits(d, log);
}

/**
 * 1 money per card on the Parking lot, whatever its value.
 *
 * @rulebook 1.0 Parking lot.
 */
function parkingLot(d: WorkingState, log: Log): void {
  d.harbors.forEach((_, seat) => {
    const n = cardsOn(d.bids, 'parking', seat);
    if (n === 0) return;
    harborToEdit(d, seat).money += n;
    log?.(`${who(seat)} collects ${n} money from the Parking lot.`);
  });
}

/**
 * The top Building goes to the highest bidder (next to the harbour, not yet built); with
 * no bid, or won by the dummy, it leaves the game.
 *
 * @rulebook 1.1 Building cards; The solo game: « If the dummy player has won a card ... place the card on the discard pile. »
 */
function buildingCard(d: WorkingState, log: Log): void {
  const top = d.buildingStack[0];
  if (top === undefined) return;
  const winner = winnerOf(d, 'building');
  const name = lookup(cards(d).buildings, top)?.name ?? top;
  d.buildingStack = d.buildingStack.slice(1);
  if (winner === null || winner === 'dummy') {
    d.boxedBuildings = intoPile(d.boxedBuildings, top);
    log?.(`The ${name} ${winner === null ? 'had no bid and' : 'was won by the dummy and'} goes back into the box.`);
    return;
  }
  if (d.harbors[winner] !== undefined) {
    const h = harborToEdit(d, winner);
    h.gained = appended(h.gained, top);
  }
  log?.(`${who(winner)} takes the ${name} (not built yet).`);
}
