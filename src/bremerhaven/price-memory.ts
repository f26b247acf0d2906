/**
 * What the players know of the order of the Price stack (ruling B17).
 *
 * The Price cards lie in a face-up stack, like the Building cards: everyone sees the top
 * card, nobody the cards below it. Two things let players know more:
 *
 * - every change to the stack is public: a card moved to the bottom (no bid on 1.4) was
 *   the top card, so everyone knows the cards at the bottom in the order they went there;
 *   a card put on top by the chooser pushes the old top card, which everyone saw, to
 *   second place;
 * - the winner of 1.4, or the owner of a built Commodity Exchange when nobody bid on it,
 *   goes through the stack while choosing, and knows its whole order from then on (every
 *   later change moves a card whose place that seat knows, in a way it sees).
 *
 * So what a seat knows is either the whole stack (it went through it) or what everyone
 * knows: its top cards and its bottom cards, each in order, with the cards between them in
 * an unknown order. Two counts and a list of seats say it all.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, natural } from '../core/codecs.js';
import type { Draft } from '../core/draft.js';
import type { Seat, Viewer } from '../core/game.js';

/**
 * What the players know of the order of the Price stack (ruling B17).
 *
 * @group State
 */
export interface PriceMemory {
  /** How many cards from the top of the Price stack everyone knows, in order (at least the face-up top card; the whole stack when every place is known). */
  readonly top: number;
  /** How many cards at the bottom of the Price stack everyone knows, in order (cards moved there from the top since the last time the stack was fully known). */
  readonly bottom: number;
  /** The seats that went through the stack (as winner of 1.4 or owner of the Commodity Exchange) and so know its whole order, ascending. */
  readonly seen: readonly Seat[];
}

/**
 * Codec for {@link PriceMemory}.
 *
 * @group Codecs
 */
export const PriceMemoryCodec = codecFor<PriceMemory>()(closed('PriceMemory', { top: natural, bottom: natural, seen: t.readonlyArray(natural) }));

/**
 * What everyone knows of a freshly shuffled stack of `size` cards: its top card.
 *
 * @group Rules
 */
export function freshPriceMemory(size: number): Draft<PriceMemory> {
  return known(Math.min(1, size), 0, [], size);
}

/** The memory with counts put in their one form: when they cover the stack, all of it is "top". */
function known(top: number, bottom: number, seen: readonly Seat[], size: number): Draft<PriceMemory> {
  return top + bottom >= size ? { top: size, bottom: 0, seen: seen.slice() } : { top, bottom, seen: seen.slice() };
}

/**
 * After `seat` went through the stack: it knows the whole order.
 *
 * @group Rules
 */
export function pricesSeenBy(memory: PriceMemory, seat: Seat): Draft<PriceMemory> {
  const seen = memory.seen.includes(seat) ? memory.seen.slice() : [...memory.seen, seat].sort((a, b) => a - b);
  return { top: memory.top, bottom: memory.bottom, seen };
}

/**
 * After the card at place `index` (0 = top) was put on top, in a stack of `size` cards:
 * everyone sees it there, and the cards that were above it move down one place in order.
 *
 * @group Rules
 */
export function afterPutOnTop(memory: PriceMemory, index: number, size: number): Draft<PriceMemory> {
  if (index < memory.top) return known(memory.top, memory.bottom, memory.seen, size);
  const fromBottom = index >= size - memory.bottom;
  return known(memory.top + 1, memory.bottom - (fromBottom ? 1 : 0), memory.seen, size);
}

/**
 * After the top card went to the bottom, in a stack of `size` cards: everyone saw it go,
 * and sees the new top card.
 *
 * @group Rules
 */
export function afterTopToBottom(memory: PriceMemory, size: number): Draft<PriceMemory> {
  return known(Math.max(1, memory.top - 1), memory.bottom + 1, memory.seen, size);
}

/**
 * The Price stack as `viewer` knows it, top first: each card id at its place, `null` where
 * the viewer does not know which card lies there.
 *
 * @group View
 */
export function knownPrices(stack: readonly string[], memory: PriceMemory, viewer: Viewer): (string | null)[] {
  if (viewer !== 'spectator' && memory.seen.includes(viewer)) return stack.slice();
  const size = stack.length;
  return stack.map((id, i) => (i < memory.top || i >= size - memory.bottom ? id : null));
}

/**
 * Why `memory` cannot describe a Price stack of `size` cards at a table of `players`
 * seats, or `null`.
 *
 * @group Codecs
 */
export function priceMemoryProblem(memory: PriceMemory, size: number, players: number): string | null {
  const { top, bottom, seen } = memory;
  if (size > 0 && top < 1) return `priceMemory.top: ${top}, but everyone sees the top Price card`;
  if (top + bottom > size) return `priceMemory: ${top} + ${bottom} known places in a stack of ${size}`;
  if (top + bottom === size && bottom > 0) return 'priceMemory.bottom: a fully known stack is counted from the top';
  if (seen.some((s, i) => s >= players || (i > 0 && s <= (seen[i - 1] as number)))) return `priceMemory.seen: ${seen.join(', ')} are not ascending seats of a ${players}-seat table`;
  return null;
}
