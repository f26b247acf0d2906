/**
 * Confidence intervals for win rates: how the CLI's tournaments and `npm run bench:bots`
 * report how strong a bot is.
 *
 * @module
 */

/** A proportion and its 95% confidence interval, all in [0, 1]. */
export interface Interval {
  /** Successes over trials. */
  readonly rate: number;
  /** Lower end of the 95% interval. */
  readonly low: number;
  /** Upper end of the 95% interval. */
  readonly high: number;
}

/**
 * The Wilson score interval (95%) for `successes` out of `trials`. Unlike the normal
 * approximation it stays inside [0, 1] and behaves near 0% and 100%, where strong bots
 * live. Half wins (shared places) may be counted as 0.5.
 */
export function wilson(successes: number, trials: number): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const z = 1.959964;
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials))) / (1 + z2n);
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
