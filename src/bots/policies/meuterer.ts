/**
 * What the search knows about Meuterer: playouts cut short after about two rounds,
 * judged by the score track.
 *
 * @module
 */
import type { Knowledge } from './knowledge.js';

/** Meuterer's playout knowledge. */
export const meutererKnowledge: Knowledge = { horizon: 40, scale: 3 };
