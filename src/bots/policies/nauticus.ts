/**
 * What the search knows about Nauticus: a playout ends once the round under way is
 * over, and is judged by the score track.
 *
 * @module
 */
import type { NauticusState } from '../../nauticus/state.js';
import type { Knowledge } from './knowledge.js';

/** Nauticus's playout knowledge. */
export const nauticusKnowledge: Knowledge = {
  horizon: 80,
  scale: 4,
  stop: (from, state, lookahead) => (state as NauticusState).round > (from as NauticusState).round + lookahead,
};
