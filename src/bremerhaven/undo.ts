/**
 * Whether a Bremerhaven move can be taken back (`undoable` of the contract).
 *
 * @module
 */
import type { Viewer } from '../core/game.js';
import { sameGeneratorState } from '../core/random.js';
import type { BremerhavenMove } from './moves.js';
import type { BremerhavenState } from './state.js';
import { seesBid } from './view.js';

/**
 * A move can be taken back unless something face down came into sight: a new round
 * (Ships, Contracts and Newspapers turned up), a card taken from a pile (the next one's
 * back or face shows; the solo dummy's Newspaper), the bids turned face up after the
 * last one, a seat going through the Price stack (ruling B17), or the Price stack moving
 * at all (rotating it turns up the card below its top); or the generator drew
 * (the dummy's shuffles). A face-down bid can be taken back by its bidder, and by the
 * others when it tells them nothing: when they could be sure the bidder still held a
 * card of that value (everyone knows which cards it plays with, not which of them lie
 * face down already).
 *
 * @group View
 */
export function undoable(before: BremerhavenState, move: BremerhavenMove, after: BremerhavenState, viewer: Viewer): boolean {
  if (!sameGeneratorState(before.rng, after.rng)) return false;
  if (before.round !== after.round) return false;
  if (!before.revealed && after.revealed) return false;
  const was = pileSizes(before);
  if (pileSizes(after).some((size, i) => size < (was[i] as number))) return false;
  if (after.priceMemory.seen.length !== before.priceMemory.seen.length) return false;
  if (!samePrices(before.priceStack, after.priceStack)) return false;
  if (move.type !== 'bid' || viewer === move.player) return true;
  return surelyHeld(before, move.player, move.value, viewer);
}

/** Whether the Price stack lies as before, card for card. */
function samePrices(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i]);
}

/** How many cards lie face down in each pile: Ships, Contracts, Buildings, Newspapers. */
function pileSizes(state: BremerhavenState): number[] {
  return [state.shipDeck.length, state.contractDeck.length, state.buildingStack.length, state.newspapers.stack.length];
}

/**
 * Whether `viewer` knows that `seat` holds a card of `value`: of the cards the seat plays
 * with this round and the viewer has not seen on the board, more show `value` than lie
 * face down unseen, so one of them is still in its hand.
 */
function surelyHeld(state: BremerhavenState, seat: number, value: number, viewer: Viewer): boolean {
  const hand = state.harbors[seat]?.influence.hand ?? [];
  const unseen = state.bids.filter((b) => b.by === seat && !seesBid(state, b.by, viewer));
  const candidates = hand.filter((v) => v === value).length + unseen.filter((b) => b.value === value).length;
  return candidates > unseen.length;
}
