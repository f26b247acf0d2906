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
   * Each seat's worth so far, in points: what a playout cut short is judged by, given
   * `tally`, the game's points if it ended now (`game.tally`: the scores plus what the
   * end would score from the state as it is), to add to (e.g. a share of what each seat
   * has under way). Default: the tally itself.
   */
  readonly worth?: (state: unknown, tally: readonly number[]) => readonly number[] | undefined;
  /** Moves a playout takes at most before it is cut short and judged by `worth` (`Infinity`: to the end). */
  readonly horizon: number;
  /**
   * Whether a playout that started from `from` stops at `state` and is judged there:
   * e.g. once the round under way and `lookahead` more rounds are scored. Default: only
   * the horizon stops it.
   */
  readonly stop?: (from: unknown, state: unknown, lookahead: number) => boolean;
  /**
   * The moves of `seat` worth searching at the root, among its legal `moves` (never empty):
   * a subset, in the same order, e.g. a few bid amounts per space where every amount is
   * legal. Default (or an empty answer): all of them.
   */
  readonly candidates?: (state: unknown, seat: Seat, moves: readonly unknown[]) => readonly unknown[];
  /** Rounds of the search that share one sampled state (default 1: a fresh sample every round). */
  readonly roundsPerSample?: number;
  /**
   * Visits after which the playouts choose the searching seat's own later decisions by
   * UCB1 on their statistics (see `SearchOptions.ownTree`). Default: never.
   */
  readonly ownTree?: number;
  /** Whether the other seats' later decisions get such statistics too (see `SearchOptions.othersTree`). Default: no. */
  readonly othersTree?: boolean;
  /** The lead in points worth a reward of about 0.73 (a logistic curve: lead / scale = 1). */
  readonly scale: number;
}

/** The knowledge of a game nobody wrote any for: uniform playouts to the end, judged by the scores. */
export const NO_KNOWLEDGE: Knowledge = { horizon: Infinity, scale: 5 };

/**
 * A move of `moves` (never empty) picked at random in proportion to `weight`, the
 * playout policy of games that weigh each move on its own (Meuterer, Nauticus).
 */
export function weightedPick<M>(moves: readonly M[], weight: (move: M) => number, random: Random): M {
  let sum = 0;
  for (const m of moves) sum += weight(m);
  let pick = (random.int(0, 999_999) / 1_000_000) * sum;
  for (const m of moves) {
    pick -= weight(m);
    if (pick < 0) return m;
  }
  return moves[moves.length - 1] as M;
}
