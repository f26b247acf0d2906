/**
 * What the search knows about Meuterer: a playout ends once the round under way is
 * scored, and is judged by the score track. Playouts prefer moves that score (see
 * `weightOf`).
 *
 * @module
 */
import type { MeutererMove } from '../../meuterer/moves.js';
import type { MeutererState } from '../../meuterer/state.js';
import { weightedPick, type Knowledge } from './knowledge.js';

/**
 * How much a playout prefers a move: selling more cards on an island (most goods sold
 * scores it), adding more conflict cards to one's side of a mutiny, and a captain offering
 * the mate less of his own points; selling nothing least.
 */
function weightOf(move: MeutererMove): number {
  switch (move.type) {
    case 'sell':
      return 2 + move.count;
    case 'noSale':
      return 0.5;
    case 'addConflicts':
      return 1 + move.count;
    case 'offerReward':
      return 4 - move.points;
    default:
      return 1;
  }
}

/** Meuterer's playout knowledge. */
export const meutererKnowledge: Knowledge = {
  horizon: 80,
  scale: 3,
  stop: (from, state, lookahead) => (state as MeutererState).round > (from as MeutererState).round + lookahead,
  policy: (_state, _seat, moves, random) => weightedPick(moves as readonly MeutererMove[], weightOf, random),
};
