/**
 * What the search knows about Nauticus: playouts cut short, judged by the score track.
 *
 * @module
 */
import type { Knowledge } from './knowledge.js';

/** Nauticus's playout knowledge. */
export const nauticusKnowledge: Knowledge = { horizon: 40, scale: 4 };
