/**
 * What every searching bot does before it searches, in one place: check that the view is
 * the seat's, seed its generator from the seed and the view, draw a first sample (which
 * lists the seat's moves too), read its options' time budget, and play a seat's only
 * move without searching ({@link searchingBot}).
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { canonicalJson } from '../core/clone.js';
import type { RuleError } from '../core/errors.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';
import { Random } from '../core/random.js';
import { hashText, noMoveNow, wrongView, type Bot } from './bot.js';
import { now, type Clock } from './clock.js';
import { sampleState } from './sample.js';

/** The options every searching bot of `nautical-rules/bots` takes (`searchBot`, `ismctsBot`). */
export interface DecisionOptions {
  /**
   * Think for this many milliseconds per decision, measured with `clock`. More time buys
   * strength, but the move then depends on the machine's speed and load: the same seed
   * and view may then give different moves.
   */
  readonly timeMs?: number;
  /** The clock `timeMs` is measured with (default: the wall clock; `cpuClock` counts CPU time). */
  readonly clock?: Clock;
  /** Seed of the search: the same seed, view and seat give the same move (without `timeMs`). Default 0. */
  readonly seed?: number;
  /** For one seat alone (Bremerhaven solo): the score worth 1/2. Default 1000. */
  readonly soloScale?: number;
}

/** The time budget of one decision. */
export interface Timer {
  /** Whether the decision has a time limit (`timeMs`). */
  readonly timed: boolean;
  /** Milliseconds since the decision began (0 without a time limit: the clock is never read then). */
  elapsed(): number;
  /** Whether the time is up (never without a time limit). */
  up(): boolean;
}

/** A decision under way: its generator, its first sample, the seat's moves and its time. */
export interface Decision<S, M> {
  readonly random: Random;
  /** The first state sampled from the view. */
  readonly first: S;
  /** The seat's legal moves (at least one); with one, there is nothing to search. */
  readonly moves: readonly M[];
  readonly timer: Timer;
  readonly soloScale: number;
  /** Draws another state from the view. */
  sample(): Either<RuleError, S>;
}

/** The timer of `options` (its clock is read now when it has a time limit). */
export function timerOf(options: DecisionOptions): Timer {
  const limit = options.timeMs;
  if (limit === undefined) return { timed: false, elapsed: () => 0, up: () => false };
  const clock = options.clock ?? now;
  const started = clock();
  return { timed: true, elapsed: () => clock() - started, up: () => clock() - started >= limit };
}

/**
 * Begins a decision for `seat` on `view`: `Left` when the view is not the seat's, cannot
 * be sampled, or the seat has no legal move. The seat's legal moves are the same in every
 * state its view allows (what `movesFromView` relies on), so the first sample lists them.
 */
export function beginDecision<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  table: T,
  view: V,
  seat: Seat,
  options: DecisionOptions,
): Either<RuleError, Decision<S, M>> {
  if (view.viewer !== seat) return left(wrongView(view.viewer, seat));
  const timer = timerOf(options);
  const random = Random.quick(((options.seed ?? 0) ^ hashText(canonicalJson(view))) | 0);
  const sample = (): Either<RuleError, S> => sampleState(game, table, view, random.int(-0x7fffffff, 0x7fffffff));
  const first = sample();
  if (first._tag === 'Left') return first;
  const moves = game.legalMoves(first.right, seat);
  if (moves.length === 0) return left(noMoveNow(seat));
  return right({ random, first: first.right, moves, timer, soloScale: options.soloScale ?? 1000, sample });
}

/** What a searching bot does once its decision has begun and its seat has more than one move. */
export type Search = <C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, decision: Decision<S, M>, seat: Seat) => Either<RuleError, M>;

/**
 * The bot named `name` that begins each decision with `options` (see
 * {@link beginDecision}), plays a seat's only move at once, and otherwise asks `search`.
 */
export function searchingBot(name: string, options: DecisionOptions, search: Search): Bot {
  return {
    name,
    choose<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, seat: Seat) {
      const begun = beginDecision(game, table, view, seat, options);
      if (begun._tag === 'Left') return begun;
      if (begun.right.moves.length === 1) return right(begun.right.moves[0] as M);
      return search(game, begun.right, seat);
    },
  };
}
