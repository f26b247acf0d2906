/**
 * `flatBot`: flat Monte Carlo, the baseline every search of `nautical-rules/bots` is
 * measured against. It uses the public contract only:
 *
 * 1. list the seat's moves with `movesFromView`;
 * 2. each round, sample one state with `fromView` (what the seat cannot see re-dealt) and,
 *    for every move in turn, apply it to that same sample and play the game out with
 *    uniformly random moves;
 * 3. keep the move with the best mean rank over the rounds.
 *
 * Reusing one sample for every move of a round compares the moves on the same deal, and
 * costs one `fromView` per round rather than per playout.
 *
 * @module
 */
import { left, right } from '../core/either.js';
import { canonicalJson } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';
import { Random } from '../core/random.js';
import { hashText, noMoveNow, wrongView, type Bot } from './bot.js';
import { now, type Clock } from './clock.js';
import { rankRewards } from './rewards.js';
import { sampleState } from './sample.js';

/** Options of {@link flatBot}. */
export interface FlatOptions {
  /** Playouts per decision, spread evenly over the moves (whole rounds, at least one). Default 100. */
  readonly playouts?: number;
  /**
   * Think for this many milliseconds per decision, measured with `clock`: rounds go on
   * until the time is up (the first round is always played whole; the time is checked
   * before every later playout). Then no longer deterministic.
   */
  readonly timeMs?: number;
  /** The clock `timeMs` is measured with (default: the wall clock; `cpuClock` for CPU time). */
  readonly clock?: Clock;
  /** For one seat alone (Bremerhaven solo): the score worth 1/2. Default 1000. */
  readonly soloScale?: number;
  /** Seed of the sampling and the playouts: the same seed, view and seat give the same move. Default 0. */
  readonly seed?: number;
  /** Moves a playout may take before it is stopped and the standing so far counts (default: to the end, at most 100 000). */
  readonly rolloutDepth?: number;
}

/** A flat Monte Carlo bot (see the module page). Deterministic for a seed when no `timeMs` is set. */
export function flatBot(options: FlatOptions = {}): Bot {
  const seed = options.seed ?? 0;
  const playouts = options.playouts ?? 100;
  const soloScale = options.soloScale ?? 1000;
  const maxDepth = options.rolloutDepth ?? 100_000;
  const clock = options.clock ?? now;
  return {
    name: options.timeMs !== undefined ? `flat:${options.timeMs}ms` : `flat:${playouts}`,
    choose<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, seat: Seat) {
      if (view.viewer !== seat) return left(wrongView(view.viewer, seat));
      const listed = game.movesFromView(table, view);
      if (listed._tag === 'Left') return listed;
      const moves = listed.right;
      if (moves.length === 0) return left(noMoveNow(seat));
      if (moves.length === 1) return right(moves[0] as M);
      const random = Random.quick((seed ^ hashText(canonicalJson(view))) | 0);
      const started = options.timeMs === undefined ? 0 : clock();
      const totals = new Array<number>(moves.length).fill(0);
      const counts = new Array<number>(moves.length).fill(0);
      const rounds = Math.max(1, Math.floor(playouts / moves.length));
      for (let round = 0; round < rounds || options.timeMs !== undefined; round++) {
        if (options.timeMs !== undefined && round > 0 && clock() - started >= options.timeMs) break;
        const sample = sampleState(game, table, view, random.int(-0x7fffffff, 0x7fffffff));
        if (sample._tag === 'Left') return sample;
        for (let i = 0; i < moves.length; i++) {
          // After the first round, the time is checked before every playout, so that a
          // round of many moves does not overrun the budget by a whole round.
          if (options.timeMs !== undefined && round > 0 && clock() - started >= options.timeMs) break;
          const after = game.apply(sample.right, moves[i] as M);
          if (after._tag === 'Left') continue;
          let state = after.right;
          for (let depth = 0; depth < maxDepth && !game.isOver(state); depth++) {
            const active = game.activePlayers(state);
            if (active.length === 0) break;
            const mover = active.length === 1 ? (active[0] as Seat) : random.pick(active);
            const legal = game.legalMoves(state, mover);
            if (legal.length === 0) break;
            const next = game.apply(state, random.pick(legal));
            if (next._tag === 'Left') break;
            state = next.right;
          }
          totals[i]! += rankRewards(game.result(state), soloScale)[seat] ?? 0;
          counts[i]! += 1;
        }
      }
      let best = 0;
      let bestMean = -Infinity;
      for (let i = 0; i < moves.length; i++) {
        const mean = counts[i]! > 0 ? totals[i]! / counts[i]! : -Infinity;
        if (mean > bestMean) {
          bestMean = mean;
          best = i;
        }
      }
      return right(moves[best] as M);
    },
  };
}
