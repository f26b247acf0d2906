/**
 * 1. The rest of the Town board, after the Parking lot and Building card (`resolve.ts`), the
 * Building permits (`permits.ts`) and Grow influence (`grow.ts`): Price cards, Career ladder
 * and income, then on to the Sea and Land boards (`boards.ts`).
 *
 * @module
 */
import { rankOf, winnerOf } from '../bids.js';
import { cards, lookup } from '../catalog.js';
import { RANK_NAMES, priceWords, who, type Log } from '../log.js';
import type { AnyState, Participant, WorkingState } from '../state.js';
import { harborsToEdit } from '../working.js';
import { enterShips } from './boards.js';
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
  log?.(`${who(d.chooser ?? 0)} ${i === 0 ? 'keeps' : 'sets'} the prices: ${priceLine(d)}.`);
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
  log?.(`The prices change: ${priceLine(d)}.`);
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
      log?.('The dummy becomes Captain.');
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
  log?.(`${who(d.chooser ?? 0)} swaps ${RANK_NAMES[rank]} and ${RANK_NAMES[rank + 1]}: ${who(d.ranks[rank] as Participant)} is now ${RANK_NAMES[rank]}.`);
  payIncome(d, log);
}

/**
 * The winner of 1.5 leaves the ladder as it is.
 *
 * @group Rules
 */
export function keepRanks(d: WorkingState, log: Log): void {
  log?.(`${who(d.chooser ?? 0)} leaves the Career ladder as it is.`);
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
  log?.(`Income from the Career ladder: ${d.ranks.flatMap((p, r) => (p === 'dummy' ? [] : [`${who(p)} +${RANK_INCOME[r]}`])).join(', ')}.`);
  enterShips(d, 0, log);
}
