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

/**
 * Rewards by place only, in [0, 1] per seat: 1 for beating every other seat, 0 for
 * losing to all, each seat tied with counting half (so the mean over playouts is the mean
 * rank, scaled). Alone, the score against `soloScale` as in {@link rewardsOf}.
 */
export function rankRewards(result: GameResult, soloScale = 1000): number[] {
  const scores = result.scores;
  const players = scores.length;
  if (players === 1) return rewardsOf(result, soloScale);
  const rewards = new Array<number>(players).fill(0);
  let behind = players;
  for (const place of result.ranking) {
    behind -= place.length;
    for (const seat of place) if (seat >= 0 && seat < players) rewards[seat] = (behind + 0.5 * (place.length - 1)) / (players - 1);
  }
  return rewards;
}
