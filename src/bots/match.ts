/**
 * Playing a game with a bot in every seat: what the CLI's tournaments, the benchmark and
 * the example table use. Each bot receives only its seat's table and view.
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { BaseMove, BaseView, Game, GameResult, Seat } from '../core/game.js';
import type { GameRecord } from '../core/record.js';
import type { Seed } from '../core/seed.js';
import type { Bot } from './bot.js';
import { defaultName } from '../core/words.js';
import { now } from './clock.js';

/** A finished game between bots. */
export interface Match<C, S, M> {
  /** The record that replays it. */
  readonly record: GameRecord<C, M>;
  /** The final state. */
  readonly state: S;
  /** Scores and ranking. */
  readonly result: GameResult;
  /** Milliseconds each seat's bot spent deciding, in all. */
  readonly thinkingMs: readonly number[];
  /** Decisions each seat's bot took. */
  readonly decisions: readonly number[];
}

/** Options of {@link playMatch}. */
export interface MatchOptions<S, M> {
  /** Called after each move with the state before, the move and the state after. */
  readonly onMove?: (before: S, move: M, after: S, seat: Seat) => void;
  /** Stop with an error after this many moves (default 100 000). */
  readonly maxSteps?: number;
}

/**
 * Sets up a game and plays it to the end with `bots[seat]` choosing for each seat, from
 * that seat's table and view only. When several seats may move at once, each bot decides
 * for its own seat from the same state, in seat order.
 */
export function playMatch<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  config: C,
  seed: Seed,
  bots: readonly Bot[],
  options: MatchOptions<S, M> = {},
): Either<RuleError, Match<C, S, M>> {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') return start;
  let state = start.right;
  const players = game.playerCount(state);
  if (bots.length !== players) return left(ruleError('INVALID_CONFIG', `${players} seats need ${players} bots, got ${bots.length}.`));
  const table = game.table(state);
  if (table._tag === 'Left') return table;
  const thinking = new Array<number>(players).fill(0);
  const decisions = new Array<number>(players).fill(0);
  const moves: M[] = [];
  const maxSteps = options.maxSteps ?? 100_000;
  while (!game.isOver(state)) {
    if (moves.length >= maxSteps) return left(ruleError('INTERNAL_ERROR', `${game.id}: no end after ${maxSteps} moves.`));
    const seat = game.activePlayers(state)[0] as Seat;
    const view = game.view(state, seat);
    if (view._tag === 'Left') return view;
    const t0 = now();
    const chosen = (bots[seat] as Bot).choose(game, table.right, view.right, seat);
    thinking[seat]! += now() - t0;
    decisions[seat]! += 1;
    if (chosen._tag === 'Left') return chosen;
    const next = game.apply(state, chosen.right);
    if (next._tag === 'Left') return left(ruleError(next.left.code, `${(bots[seat] as Bot).name} for ${defaultName(seat)}: ${next.left.message}`));
    options.onMove?.(state, chosen.right, next.right, seat);
    moves.push(chosen.right);
    state = next.right;
  }
  return right({ record: { game: game.id, config, seed, moves }, state, result: game.result(state), thinkingMs: thinking, decisions });
}
