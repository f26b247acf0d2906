/**
 * What the search knows about Meuterer: a playout ends once the round under way is
 * scored, and is judged by the score track. The later decisions of the round in a
 * playout, the searching seat's and the others', are played by their statistics once
 * reached 8 times (see `SearchOptions.ownTree`): with more time, the rest of the round is
 * played better than at random.
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
  ownTree: 8,
  othersTree: true,
};
