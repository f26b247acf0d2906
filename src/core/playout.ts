/**
 * Random playouts: the engine behind the CLI's `simulate`, the benchmark, the test
 * harness, and Monte-Carlo rollouts for AI search.
 *
 * @module
 */
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import type { BaseMove, BaseView, Game, Seat } from './game.js';
import { Random } from './random.js';
import type { GameRecord } from './record.js';
import type { Seed } from './seed.js';

/**
 * Chooses a move among the legal ones; `random` is a seeded cursor.
 *
 * @group Running games
 */
export type Policy<State, Move> = (state: State, seat: Seat, moves: readonly Move[], random: Random) => Move;

/**
 * Picks uniformly among the legal moves.
 *
 * @group Running games
 */
export function randomPolicy<State, Move>(_state: State, _seat: Seat, moves: readonly Move[], random: Random): Move {
  return random.pick(moves);
}

/**
 * Options of {@link playout}.
 *
 * @group Running games
 */
export interface PlayoutOptions<State, Move> {
  /** Stop with an error after this many moves (default 100 000). */
  readonly maxSteps?: number;
  /** How moves are chosen (default: uniformly at random). */
  readonly policy?: Policy<State, Move>;
  /** Seed of the players' choices (default: derived from the game seed). */
  readonly botSeed?: Seed;
  /** Called after every move, e.g. to print it. */
  readonly onMove?: (before: State, move: Move, after: State) => void;
}

/**
 * A finished playout: the record that replays it and its final state.
 *
 * @group Running games
 */
export interface Playout<Config, State, Move> {
  readonly record: GameRecord<Config, Move>;
  readonly state: State;
}

/**
 * Plays from `state` until the game is over: at each step one active seat (chosen at
 * random when several may move) makes the move the policy picks.
 *
 * @group Running games
 */
export function playFrom<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  options: PlayoutOptions<S, M> & { readonly botSeed: Seed },
): Either<RuleError, { readonly state: S; readonly moves: readonly M[] }> {
  // The players' choices are not secret: the fast generator is enough for them.
  const random = Random.seeded(options.botSeed, 'xoroshiro128+');
  const policy = options.policy ?? randomPolicy;
  const maxSteps = options.maxSteps ?? 100_000;
  const moves: M[] = [];
  let current = state;
  while (!game.isOver(current)) {
    if (moves.length >= maxSteps) {
      return left(ruleError('INTERNAL_ERROR', `${game.id}: no end after ${maxSteps} moves.`));
    }
    const active = game.activePlayers(current);
    if (active.length === 0) return left(ruleError('INTERNAL_ERROR', `${game.id}: nobody may move but the game is not over.`));
    const seat = active.length === 1 ? (active[0] as Seat) : random.pick(active);
    const legal = game.legalMoves(current, seat);
    if (legal.length === 0) return left(ruleError('INTERNAL_ERROR', `${game.id}: active seat ${seat} has no legal move.`));
    const move = policy(current, seat, legal, random);
    const next = game.apply(current, move);
    if (next._tag === 'Left') return next;
    options.onMove?.(current, move, next.right);
    moves.push(move);
    current = next.right;
  }
  return right({ state: current, moves });
}

/**
 * Sets up a game and plays it to the end with `options.policy` (random by default).
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { playout } from 'nautical-rules';
 * import { nauticus } from 'nautical-rules/nauticus';
 *
 * const played = playout(nauticus, { players: 3 }, 'any seed');
 * if (played._tag === 'Right') writeFileSync('game.json', JSON.stringify(played.right.record));
 * ```
 *
 * @group Running games
 */
export function playout<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  config: C,
  seed: Seed,
  options: PlayoutOptions<S, M> = {},
): Either<RuleError, Playout<C, S, M>> {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') return start;
  const botSeed = options.botSeed ?? `bots:${seed}`;
  const played = playFrom(game, start.right, { ...options, botSeed });
  if (played._tag === 'Left') return played;
  return right({ record: { game: game.id, config, seed, moves: played.right.moves }, state: played.right.state });
}
