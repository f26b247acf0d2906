/**
 * What the search knows about Meuterer: a playout ends once the round under way is
 * scored, and is judged by the score track, the captain of the next round counting a
 * little more (he brings the ship to an island and scores it).
 *
 * @module
 */
import type { MeutererState } from '../../meuterer/state.js';
import type { Knowledge } from './knowledge.js';

/** What being the captain of the next round is worth, in points (he brings the ship to an island worth 2 to 5). */
const CAPTAIN = 2;

/** Meuterer's playout knowledge. */
export const meutererKnowledge: Knowledge = {
  horizon: 80,
  scale: 3,
  stop: (from, state, lookahead) => (state as MeutererState).round > (from as MeutererState).round + lookahead,
  worth: (state) => {
    const s = state as MeutererState;
    return s.scores.map((score, seat) => (seat === s.captain ? score + CAPTAIN : score));
  },
};
