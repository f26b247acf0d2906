/**
 * What a search may know about one game beyond the `Game` contract: how its playouts
 * choose moves, how far they go, and how a playout cut short is judged. Each game's
 * knowledge lives in `policies/<game>.ts`, reads the game's state and moves through
 * `import type` only, and is found by `game.id`, so the bots never import a game.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Random } from '../../core/random.js';

/**
 * Game-aware knowledge for `searchBot`'s playouts. Every function must be total
 * and cheap: it runs at every step of every playout, on states the rules produced.
 */
export interface Knowledge {
  /**
   * Picks the playout move for `seat` among `moves` (never empty), preferring moves that
   * score or complete something; the search adds its own uniformly random moves on top.
   */
  readonly policy?: (state: unknown, seat: Seat, moves: readonly unknown[], random: Random) => unknown;
  /**
   * Each seat's worth so far, in points (the standing, plus what the game is sure to add
   * at its end, e.g. contracts): what a playout cut short is judged by. Default: the
   * scores of `game.result`.
   */
  readonly worth?: (state: unknown) => readonly number[] | undefined;
  /** Moves a playout takes at most before it is cut short and judged by `worth` (`Infinity`: to the end). */
  readonly horizon: number;
  /**
   * Whether a playout that started from `from` stops at `state` and is judged there:
   * e.g. once the round under way and `lookahead` more rounds are scored. Default: only
   * the horizon stops it.
   */
  readonly stop?: (from: unknown, state: unknown, lookahead: number) => boolean;
  /** Rounds of the search that share one sampled state (default 1: a fresh sample every round). */
  readonly roundsPerSample?: number;
  /** The lead in points worth a reward of about 0.73 (a logistic curve: lead / scale = 1). */
  readonly scale: number;
}

/** The knowledge of a game nobody wrote any for: uniform playouts to the end, judged by the scores. */
export const NO_KNOWLEDGE: Knowledge = { horizon: Infinity, scale: 5 };
