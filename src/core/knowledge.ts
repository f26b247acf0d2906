/**
 * What a game may tell a search about playing it well, beyond the rules: how playouts
 * choose their moves, where they stop, how a playout cut short is judged, which root
 * moves are worth searching. A game carries it as {@link Game.knowledge} (given to
 * `defineGame`), typed on its own state and moves, so that the bots of
 * `nautical-rules/bots` read it from the game they are given and import no game; a game
 * of your own brings its own the same way.
 *
 * @module
 */
import type { Random } from './random.js';

/** A seat (as `Seat` of the game contract, which imports this module: no circle). */
type Seat = number;

/**
 * Game-aware knowledge for `searchBot` (the default bot). Every member is optional; every
 * function must be total, deterministic (its randomness from `random` only) and cheap:
 * it runs at every step of every playout, on states the rules produced. Without any, the
 * search plays uniformly random playouts to the end, judged by the final scores.
 *
 * @example
 * ```ts
 * import { weightedPick, type Knowledge } from 'nautical-rules';
 *
 * interface RaceState { readonly round: number; readonly scores: readonly number[] }
 * interface RaceMove { readonly type: 'run' | 'rest'; readonly player: number }
 *
 * const knowledge: Knowledge<RaceState, RaceMove> = {
 *   policy: (_state, _seat, moves, random) => weightedPick(moves, (m) => (m.type === 'run' ? 3 : 1), random),
 *   stop: (from, state) => state.round > from.round, // judge a playout once its round is over
 *   scale: 2, // a lead of 2 points is a clear one
 * };
 * ```
 *
 * @typeParam State - the game's state.
 * @typeParam Move - the game's moves.
 *
 * @group Defining a game
 */
export interface Knowledge<State = unknown, Move = unknown> {
  /**
   * Picks the playout move for `seat` among its legal `moves` (never empty) in `state`,
   * e.g. preferring moves that score or complete something (see {@link weightedPick}).
   * The search plays a quarter of the playout moves uniformly at random on top. Default:
   * every move uniformly at random.
   */
  policy?(state: State, seat: Seat, moves: readonly Move[], random: Random): Move;
  /**
   * Each seat's worth so far, in points: what a playout cut short is judged by, given
   * `tally`, the game's points if it ended now (`game.tally`: the scores plus what the
   * end would score from the state as it is), to add to (e.g. a share of what each seat
   * has under way). Default: the tally itself; an answer of `undefined` (e.g. for a
   * state it cannot read) judges by the scores of `game.result`.
   */
  worth?(state: State, tally: readonly number[]): readonly number[] | undefined;
  /** Moves a playout takes at most before it is cut short and judged by `worth`. Default `Infinity`: to the end. */
  readonly horizon?: number;
  /**
   * Whether a playout that started from `from` stops at `state` and is judged there:
   * e.g. once the round under way and `lookahead` more rounds are scored (`lookahead` is
   * the search's option, default 0). Default: only the horizon and the end stop it.
   */
  stop?(from: State, state: State, lookahead: number): boolean;
  /**
   * The moves of `seat` worth searching at the root, among its legal `moves` (never empty)
   * in a state sampled from its view: a subset, in the same order, e.g. a few bid amounts
   * per space where every amount is legal. Default (or an empty answer): all of them.
   */
  candidates?(state: State, seat: Seat, moves: readonly Move[]): readonly Move[];
  /** Rounds of the search that share one sampled state. Default 1: a fresh sample every round. */
  readonly roundsPerSample?: number;
  /**
   * Visits after which the playouts choose the searching seat's own later decisions by
   * UCB1 on their statistics (see `SearchOptions.ownTree`). Default: never.
   */
  readonly ownTree?: number;
  /** Whether the other seats' later decisions get such statistics too (see `SearchOptions.othersTree`). Default: no. */
  readonly othersTree?: boolean;
  /** The lead in points worth a reward of about 0.73 (a logistic curve: lead / scale = 1). Default 5. */
  readonly scale?: number;
  /**
   * The search's default budget: moves played in playouts per decision (see
   * `SearchOptions.steps`), chosen so that a decision takes well under 100 ms. Default 1500.
   */
  readonly steps?: number;
  /**
   * The tree search's (`ismctsBot`'s) default budget by player count: index = players, a
   * missing count takes the nearest smaller one. Chosen so that a decision takes well under
   * 100 ms. Default: 100 iterations, playouts cut after 100 moves.
   */
  readonly treeBudgets?: readonly (TreeBudget | undefined)[];
}

/**
 * How much one decision of the tree search (`ismctsBot`) may search by default.
 *
 * @group Defining a game
 */
export interface TreeBudget {
  /** Iterations per decision. */
  readonly iterations: number;
  /** Moves a playout may take before it is cut off and judged (`Infinity`: to the end). */
  readonly rolloutDepth: number;
}

/**
 * A move of `moves` (never empty) picked at random in proportion to `weight` (each at
 * least 0, not all 0): the playout policy of games that weigh each move on its own.
 *
 * @group Defining a game
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

/**
 * The playout policy that picks among the legal moves in proportion to `weight(move)`
 * (see {@link weightedPick}), for games whose policy weighs each move on its own.
 *
 * @group Defining a game
 */
export function weightedPolicy<State, Move>(weight: (move: Move) => number): NonNullable<Knowledge<State, Move>['policy']> {
  return (_state, _seat, moves, random) => weightedPick(moves, weight, random);
}
