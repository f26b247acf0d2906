/**
 * What the search knows about Bremerhaven: playouts cut short, judged by the standing.
 *
 * @module
 */
import type { Knowledge } from './knowledge.js';

/** Bremerhaven's playout knowledge. */
export const bremerhavenKnowledge: Knowledge = { horizon: 40, scale: 25 };
