/**
 * What the search knows about Bremerhaven: playouts run to the end. Its standing before
 * the end (the harbour's worth if the game ended now) swings too much from round to round
 * to judge a playout cut short by: cut at the end of the round, the search won 35% of 20
 * games against the flat baseline, played to the end 75%.
 *
 * @module
 */
import type { Knowledge } from './knowledge.js';

/** Bremerhaven's playout knowledge. */
export const bremerhavenKnowledge: Knowledge = { horizon: Infinity, scale: 25 };
