/**
 * What a played-out (or cut-off) game is worth to each seat, between 0 and 1.
 *
 * @module
 */
import type { GameResult } from '../core/game.js';

/**
 * Turns a result into rewards in [0, 1], one per seat.
 *
 * - With several seats: half for the place (a sole first place is worth 1, a first place
 *   shared by k seats 1/k, anything else 0: the tournaments count sole wins) and half for
 *   the score relative to the others (the lowest 0, the highest 1), which gives the
 *   search a gradient long before anyone has won.
 * - Alone (Bremerhaven's solo game against the dummy): the score against `soloScale`,
 *   `s / (s + soloScale)`, which keeps rising with every point.
 *
 * Before the end, `result` is the standing so far (what `game.result` answers): a
 * score-based evaluation for playouts cut off early.
 */
export function rewardsOf(result: GameResult, soloScale = 1000): number[] {
  const scores = result.scores;
  if (scores.length === 1) {
    const s = Math.max(0, scores[0] ?? 0);
    return [s / (s + soloScale)];
  }
  const first = result.ranking[0] ?? [];
  let min = Infinity;
  let max = -Infinity;
  for (const s of scores) {
    if (s < min) min = s;
    if (s > max) max = s;
  }
  const spread = max - min;
  return scores.map((s, seat) => {
    const place = first.includes(seat) ? 1 / first.length : 0;
    const relative = spread > 0 ? (s - min) / spread : 0.5;
    return 0.5 * place + 0.5 * relative;
  });
}
