/**
 * The game knowledge of the search, by `game.id`.
 *
 * @module
 */
import { bremerhavenKnowledge } from './bremerhaven.js';
import { NO_KNOWLEDGE, type Knowledge } from './knowledge.js';
import { meutererKnowledge } from './meuterer.js';
import { nauticusKnowledge } from './nauticus.js';
import { shipyardKnowledge } from './shipyard.js';

const KNOWLEDGE: Readonly<Record<string, Knowledge>> = {
  meuterer: meutererKnowledge,
  nauticus: nauticusKnowledge,
  shipyard: shipyardKnowledge,
  bremerhaven: bremerhavenKnowledge,
};

/** The knowledge of the game `id` (none for a game of your own). */
export function knowledgeFor(id: string): Knowledge {
  return Object.prototype.hasOwnProperty.call(KNOWLEDGE, id) ? (KNOWLEDGE[id] as Knowledge) : NO_KNOWLEDGE;
}
