/**
 * The final score, the ranking, and Captain Aha's evaluation of a solo game.
 *
 * @module
 */
import type { GameResult } from '../core/game.js';
import { rank } from '../core/ranking.js';
import type { AnyState, Harbor, HarborDraft } from './state.js';

/**
 * Money times prestige. Bank money does not count (ruling B19).
 *
 * @rulebook End of the game: « multiply your leftover money with the prestige value on the
 *   Prestige track of your Harbor board. This is your final score. »
 *
 * @group Rules
 */
export function finalScore(h: Harbor | HarborDraft): number {
  return h.money * h.prestige;
}

/**
 * Scores (money × prestige, the standing so far before the end) and the ranking; ties go
 * to the higher rank on the Career ladder.
 *
 * @rulebook End of the game: « Ties are broken according to the ranks on the Career ladder ».
 *
 * @group Rules
 */
export function result(state: AnyState): GameResult {
  const scores = state.harbors.map(finalScore);
  const byRank = state.harbors.map((_, seat) => state.ranks.length - state.ranks.indexOf(seat));
  return rank(scores, [byRank]);
}

/**
 * Captain Aha's five bands for a solo score.
 *
 * @group Rules
 */
export type SoloRating = 'Landlubber' | 'Cabin Boy' | 'Officer' | "Lonely Ship's Kobold" | 'Captain';

/**
 * Captain Aha's evaluation of a solo score.
 *
 * @rulebook End of game and Captain Aha's evaluation: 0-499 Landlubber, 500-749 Cabin Boy,
 *   750-999 Officer, 1000-1250 Lonely Ship's Kobold, more than 1250 Captain.
 *
 * @group Rules
 */
export function soloRating(score: number): SoloRating {
  if (score <= 499) return 'Landlubber';
  if (score <= 749) return 'Cabin Boy';
  if (score <= 999) return 'Officer';
  if (score <= 1250) return "Lonely Ship's Kobold";
  return 'Captain';
}
