/**
 * What the search knows about Meuterer: a playout ends once the round under way is
 * scored, and is judged by the score track.
 *
 * @module
 */
import type { MeutererState } from '../../meuterer/state.js';
import type { Knowledge } from './knowledge.js';

/** Meuterer's playout knowledge. */
export const meutererKnowledge: Knowledge = {
  horizon: 80,
  scale: 3,
  stop: (from, state, lookahead) => (state as MeutererState).round > (from as MeutererState).round + lookahead,
};
