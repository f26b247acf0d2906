/**
 * Ranking seats by score with a game's own tie-breakers.
 *
 * @module
 */
import type { GameResult, Seat } from './game.js';

/**
 * Ranks seats by `scores` (higher first), breaking ties by each key of `tiebreaks` in
 * turn (higher first); seats still equal share a place.
 *
 * @example rank([5, 9, 5]) // { scores: [5, 9, 5], ranking: [[1], [0, 2]] }
 *
 * @group Defining a game
 */
export function rank(scores: readonly number[], tiebreaks: readonly (readonly number[])[] = []): GameResult {
  const keyOf = (seat: Seat): number[] => [scores[seat] ?? 0, ...tiebreaks.map((k) => k[seat] ?? 0)];
  const seats = scores.map((_, i) => i);
  const compare = (a: Seat, b: Seat): number => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    for (let i = 0; i < ka.length; i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = seats.slice().sort((a, b) => compare(a, b) || a - b);
  const ranking: Seat[][] = [];
  for (const seat of sorted) {
    const place = ranking[ranking.length - 1];
    if (place !== undefined && compare(place[0] as Seat, seat) === 0) place.push(seat);
    else ranking.push([seat]);
  }
  return { scores: scores.slice(), ranking };
}
