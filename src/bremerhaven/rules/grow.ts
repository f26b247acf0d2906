/**
 * 1.3 Grow influence: every bidder may take the next Influence card at once, the highest
 * bidder for free, the others for the difference.
 *
 * @module
 */
import { cardsOn, difference } from '../bids.js';
import { who, type Log } from '../log.js';
import type { AnyState, Harbor, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { appended } from '../../core/edit.js';
import { enterPrices } from './town.js';

/**
 * The seats that decide on Grow influence: bidders who would pay a difference, can pay it,
 * and have a card left in their supply (a bidder with none left only raises the others'
 * price, ruling B29). The highest bidder (and anyone tied with it) grows for free
 * automatically, since a free upgrade can only help (ruling B8).
 *
 * @rulebook 1.3 Grow influence: « the other bidders have to pay the difference ... If a player
 *   does not want to pay or does not have enough money, he simply may not use the action. »
 *
 * @group Rules
 */
export function growDeciders(state: AnyState): number[] {
  const seats: number[] = [];
  state.harbors.forEach((h, seat) => {
    if (
      cardsOn(state.bids, 'grow', seat) > 0 &&
      !h.progress.growDone &&
      h.influence.supply.length > 0 &&
      difference(state, 'grow', seat) <= h.money
    ) {
      seats.push(seat);
    }
  });
  return seats;
}

export function enterGrow(d: WorkingState, log: Log): void {
  d.phase = 'grow';
  for (let seat = 0; seat < d.harbors.length; seat++) {
    const h = d.harbors[seat] as Harbor;
    if (cardsOn(d.bids, 'grow', seat) > 0 && difference(d, 'grow', seat) === 0 && h.influence.supply.length > 0) {
      takeInfluence(d, seat, log);
    }
  }
  afterGrowDecision(d, log);
}

/**
 * Takes the lowest card of the supply into hand, paying the difference to the highest bid.
 * The lowest card in hand goes back into the box at clean-up.
 *
 * @rulebook 1.3: « take the Influence card with the lowest value from that supply into your hand ».
 *
 * @group Rules
 */
export function takeInfluence(d: WorkingState, seat: number, log: Log): void {
  if (d.harbors[seat] === undefined) return;
  const pay = difference(d, 'grow', seat);
  const h = harborToEdit(d, seat);
  h.money -= pay;
  const card = h.influence.supply[0] as number;
  h.influence = { ...h.influence, hand: appended(h.influence.hand, card), supply: h.influence.supply.slice(1) };
  h.progress = { ...h.progress, growDone: true };
  log?.(`${who(seat)} ${pay === 0 ? 'grows for free' : `pays ${pay} to grow`}: takes Influence card ${card} into hand.`);
}

/**
 * A bidder pays the difference and grows.
 *
 * @group Rules
 */
export function grow(d: WorkingState, seat: number, log: Log): void {
  takeInfluence(d, seat, log);
  afterGrowDecision(d, log);
}

/**
 * A bidder declines to pay for Grow influence.
 *
 * @group Rules
 */
export function skipGrow(d: WorkingState, seat: number, log: Log): void {
  if (d.harbors[seat] !== undefined) {
    const h = harborToEdit(d, seat);
    h.progress = { ...h.progress, growDone: true };
  }
  log?.(`${who(seat)} does not pay to grow.`);
  afterGrowDecision(d, log);
}

function afterGrowDecision(d: WorkingState, log: Log): void {
  if (d.phase === 'grow' && growDeciders(d).length === 0) enterPrices(d, log);
}

