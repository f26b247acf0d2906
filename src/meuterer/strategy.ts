/**
 * How Meuterer is played well, for the search of `nautical-rules/bots` (the game's
 * {@link Knowledge}): a playout ends once the round under way is scored and the hands
 * are refilled, and is judged by the score track plus what each hand is worth for the
 * next round. Cards kept in hand are not lost: they stay for the next round's offer, and
 * the Lademeister's whole action is a better hand. Judged by the score track alone,
 * keeping a card, taking the Lademeister or choosing which cards he keeps were worth
 * nothing, so more playouts only sharpened a view blind to them. Playouts sell what they
 * offered and back their side of a mutiny: played at random, half the sales were not
 * made and the cards offered seldom paid. Each seat's later decisions of the round keep
 * statistics in the playouts (`ownTree`, `othersTree`), so more time plays the rest of
 * the round better.
 *
 * @module
 */
import { weightedPolicy, type Knowledge } from '../core/knowledge.js';
import type { Seat } from '../core/game.js';
import type { MeutererMove } from './moves.js';
import type { MeutererState } from './state.js';
import { activeIslands } from './rules/table.js';

/**
 * The rough chance that `count` cards of one good win the most sold on an island (all
 * of it when the count reaches the end of the list): what a hand is worth, times the
 * island's points for a sole majority.
 */
const MAJORITY_CHANCE = [0, 0.2, 0.45, 0.7, 0.85] as const;

/** Worth of a conflict card in hand, in points: strength in a later mutiny, on either side. */
const CONFLICT_WORTH = 0.3;

/** The share of the second active island's worth that counts (a card sells on one island only). */
const SECOND_ISLAND = 0.5;

const chanceOf = (count: number): number => MAJORITY_CHANCE[Math.min(count, MAJORITY_CHANCE.length - 1)] as number;

/**
 * What `seat`'s hand is worth in points for the next sale: on each island active next
 * round (the rules' `activeIslands`: where the ship lies, and where it lay), the points
 * of a sole majority times the chance that its cards sellable there win it (on an island
 * that takes any good, the good it holds most of); the better island counts whole, the
 * other in part. Plus its conflict cards.
 */
function handWorth(state: MeutererState, seat: Seat): number {
  const hand = state.hands[seat];
  if (!Array.isArray(hand)) return 0;
  const counts = new Map<string, number>();
  let conflicts = 0;
  for (const card of hand) {
    if (card === 'conflict') conflicts++;
    else if (card !== 'pirate') counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  let best = 0;
  let other = 0;
  for (const index of activeIslands(state)) {
    const island = state.rules.islands[index];
    if (island === undefined) continue;
    const count = island.sells === 'any' ? Math.max(0, ...counts.values()) : (counts.get(island.sells) ?? 0);
    const worth = island.majority[0] * chanceOf(count);
    if (worth > best) [best, other] = [worth, best];
    else other = Math.max(other, worth);
  }
  return best + SECOND_ISLAND * other + CONFLICT_WORTH * conflicts;
}

/**
 * Each seat's worth where a playout stops: its points (the game's `tally`) plus what its
 * hand is worth for the next round. `undefined` for anything but a Meuterer state with
 * as many seats as `tally`.
 */
export function meutererWorth(state: MeutererState, tally: readonly number[]): readonly number[] | undefined {
  const s = state as MeutererState | null | undefined;
  if (s === null || typeof s !== 'object' || !Array.isArray(s.hands) || !Array.isArray(s.rules?.islands) || tally.length !== s.hands.length) return undefined;
  return tally.map((points, seat) => points + (s.phase === 'over' ? 0 : handWorth(s, seat)));
}

/**
 * How much a playout prefers a move: a sale the more cards it sells (selling nothing
 * least), adding conflict cards to a mutiny the more of them; every other move (and
 * anything that is not a move) alike.
 */
function weightOf(move: MeutererMove): number {
  if (typeof move !== 'object' || move === null) return 1;
  const m = move as Partial<MeutererMove>;
  const count = 'count' in m && typeof m.count === 'number' && m.count > 0 ? m.count : 0;
  switch (m.type) {
    case 'sell':
      return 1 + 4 * count;
    case 'noSale':
      return 0.5;
    case 'addConflicts':
      return 1 + 2 * count;
    default:
      return 1;
  }
}

/** Meuterer's playout policy (see {@link weightOf}). */
export const meutererPolicy = weightedPolicy<MeutererState, MeutererMove>(weightOf);

/** How the default bot plays Meuterer well: the game's `knowledge` (`meuterer.knowledge`), described in docs/bots.md. */
export const meutererStrategy: Knowledge<MeutererState, MeutererMove> = {
  horizon: 80,
  scale: 3,
  steps: 1500,
  // Budgets of the tree search (ismctsBot) by player count: larger tables make every
  // iteration dearer (longer playouts, more to re-deal), so they get fewer.
  treeBudgets: [undefined, undefined, undefined, { iterations: 120, rolloutDepth: Infinity }, { iterations: 80, rolloutDepth: Infinity }],
  stop: (from, state, lookahead) => state.round > from.round + lookahead,
  worth: meutererWorth,
  policy: meutererPolicy,
  // Every seat's later decisions of the round keep statistics once reached 8 times: with
  // playouts that sell and a cut that counts the hands, playing the rest of the round as
  // the seats would is what more time buys (see docs/bots.md).
  ownTree: 8,
  othersTree: true,
};
