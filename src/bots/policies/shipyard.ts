/**
 * What the search knows about Shipyard.
 *
 * @module
 */
import type { Knowledge } from './knowledge.js';

/** Shipyard's playout knowledge. */
export const shipyardKnowledge: Knowledge = { horizon: Infinity, scale: 5 };
