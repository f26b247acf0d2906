/**
 * 1. The Town board, resolved from left to right: Parking lot, Building card, then the
 * Building permits (`permits.ts`) and Grow influence (`grow.ts`), then Price cards, Career
 * ladder and income.
 *
 * @module
 */
import { cardsOn, rankOf, winnerOf } from '../bids.js';
import { cards, lookup } from '../catalog.js';
import { RANK_NAMES, priceWords, who, type Log } from '../log.js';
import type { AnyState, Participant, WorkingState } from '../state.js';
import { harborToEdit, harborsToEdit } from '../working.js';
import { appended } from '../../core/edit.js';
import { enterShips } from './boards.js';
import { enterPermits } from './permits.js';
import { intoPile } from './piles.js';
import { afterPutOnTop, afterTopToBottom, pricesSeenBy } from '../price-memory.js';

/**
 * Income by rank after 1.5, Captain first.
 *
 * @rulebook 1.5 Career ladder: « Captain: 4 money, First Mate: 3 money, Mate: 2 money, Ship's Cook: 1 money ».
 *
 * @group Rules
 */
export const RANK_INCOME: readonly number[] = [4, 3, 2, 1];

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
    log?.(`1.0 ${who(seat)} collects ${n} money from the Parking lot.`);
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
    log?.(`1.1 The ${name} ${winner === null ? 'had no bid and' : 'was won by the dummy and'} goes back into the box.`);
    return;
  }
  if (d.harbors[winner] !== undefined) {
    const h = harborToEdit(d, winner);
    h.gained = appended(h.gained, top);
  }
  log?.(`1.1 ${who(winner)} takes the ${name} (not built yet).`);
}
/**
 * The highest-ranked seat with a built Commodity Exchange, or `null`.
 *
 * @group Rules
 */
export function exchangeOwner(state: AnyState): number | null {
  for (const p of state.ranks) {
    if (p === 'dummy') continue;
    if (state.harbors[p]?.buildings.some((b) => lookup(cards(state).buildings, b)?.commodityExchange === true)) return p;
  }
  return null;
}

/**
 * The Price cards: the highest bidder chooses the top card; with no bid, the owner of the
 * Commodity Exchange may choose (ruling B17); otherwise (and when the dummy wins) the top
 * card goes to the bottom.
 *
 * @rulebook 1.4 Price cards; The solo game: « If the dummy player has won the bid on "Price
 *   cards (1.4)", simply move the topmost Price card to the bottom of the stack ».
 *
 * @group Rules
 */
export function enterPrices(d: WorkingState, log: Log): void {
  const winner = winnerOf(d, 'prices');
  const chooser = winner === null ? exchangeOwner(d) : winner === 'dummy' ? null : winner;
  if (chooser !== null) {
    d.phase = 'prices';
    d.chooser = chooser;
    // The chooser goes through the stack: from now on it knows the whole order (B17).
    d.priceMemory = pricesSeenBy(d.priceMemory, chooser);
    d.priceMode = winner === null ? 'exchange' : 'winner';
    return;
  }
  rotatePrices(d, log);
}

/**
 * Puts `card` on top of the Price stack, the others keeping their order.
 *
 * @group Rules
 */
export function setPrices(d: WorkingState, card: string, log: Log): void {
  const i = d.priceStack.indexOf(card);
  d.priceMemory = afterPutOnTop(d.priceMemory, i, d.priceStack.length);
  d.priceStack = [card, ...d.priceStack.slice(0, i), ...d.priceStack.slice(i + 1)];
  log?.(`1.4 ${who(d.chooser ?? 0)} ${i === 0 ? 'keeps' : 'sets'} the prices: ${priceLine(d)}.`);
  enterCareer(d, log);
}

/**
 * The top Price card goes to the bottom; the next one sets the prices.
 *
 * @group Rules
 */
export function rotatePrices(d: WorkingState, log: Log): void {
  const top = d.priceStack[0];
  if (top !== undefined) d.priceStack = [...d.priceStack.slice(1), top];
  d.priceMemory = afterTopToBottom(d.priceMemory, d.priceStack.length);
  log?.(`1.4 The prices change: ${priceLine(d)}.`);
  enterCareer(d, log);
}

function priceLine(state: AnyState): string {
  return priceWords(lookup(cards(state).prices, state.priceStack[0] ?? ''));
}

/**
 * The Career ladder: the highest bidder may swap two adjacent tokens; the dummy becomes
 * Captain when it wins.
 *
 * @rulebook 1.5 Career ladder; The solo game: « it will become Captain unless it already is Captain ».
 */
function enterCareer(d: WorkingState, log: Log): void {
  d.chooser = null;
  d.priceMode = null;
  const winner = winnerOf(d, 'career');
  if (winner === null || winner === 'dummy') {
    if (winner === 'dummy' && rankOf(d, 'dummy') > 0) {
      d.ranks = ['dummy', ...d.ranks.filter((p) => p !== 'dummy')];
      log?.('1.5 The dummy becomes Captain.');
    }
    payIncome(d, log);
    return;
  }
  d.phase = 'career';
  d.chooser = winner;
}

/**
 * Swaps the tokens on ranks `rank` and `rank + 1`.
 *
 * @group Rules
 */
export function swapRanks(d: WorkingState, rank: number, log: Log): void {
  const ranks = d.ranks.slice();
  ranks[rank] = d.ranks[rank + 1] as Participant;
  ranks[rank + 1] = d.ranks[rank] as Participant;
  d.ranks = ranks;
  log?.(`1.5 ${who(d.chooser ?? 0)} swaps ${RANK_NAMES[rank]} and ${RANK_NAMES[rank + 1]}: ${who(d.ranks[rank] as Participant)} is now ${RANK_NAMES[rank]}.`);
  payIncome(d, log);
}

/**
 * The winner of 1.5 leaves the ladder as it is.
 *
 * @group Rules
 */
export function keepRanks(d: WorkingState, log: Log): void {
  log?.(`1.5 ${who(d.chooser ?? 0)} leaves the Career ladder as it is.`);
  payIncome(d, log);
}

/**
 * Every player's income by rank (the dummy gets none), then the Sea board.
 *
 * @rulebook 1.5: « all players will get income from the general supply as depicted on the Town board ».
 */
function payIncome(d: WorkingState, log: Log): void {
  d.chooser = null;
  const harbors = harborsToEdit(d);
  d.ranks.forEach((p, rank) => {
    if (p === 'dummy') return;
    const h = harbors[p];
    if (h === undefined) return;
    h.money += RANK_INCOME[rank] ?? 0;
  });
  log?.(`1.5 Income: ${d.ranks.flatMap((p, r) => (p === 'dummy' ? [] : [`${who(p)} +${RANK_INCOME[r]}`])).join(', ')}.`);
  enterShips(d, 0, log);
}
