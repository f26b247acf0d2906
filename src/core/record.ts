/**
 * Game records and their replay.
 *
 * A record `{ game, config, seed, moves }` is all it takes to rebuild a game: setup with
 * the config and seed, then apply the moves in order. Because every random draw comes
 * from the generator stored in the state, a replay gives the same state byte for byte.
 *
 * @module
 */
import * as t from 'io-ts';
import { left, right, type Either } from './either.js';
import { closed, codecFor, decodeWith } from './codecs.js';
import { ruleError, type RuleError } from './errors.js';
import type { AnyGame, BaseMove, BaseView, Game } from './game.js';
import { RECORD_LIMITS } from './plain.js';
import { SeedCodec, type Seed } from './seed.js';

/**
 * A complete, replayable account of one game.
 *
 * @group Records
 */
export interface GameRecord<Config = unknown, Move = unknown> {
  /** The game's `id`, e.g. `'meuterer'`. */
  readonly game: string;
  readonly config: Config;
  /** The seed exactly as given to `setup` (a safe integer or a string). */
  readonly seed: Seed;
  readonly moves: readonly Move[];
}

/**
 * Codec for a {@link GameRecord} whose config and moves are still undecoded.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { GameRecordCodec } from 'nautical-rules';
 *
 * const record = GameRecordCodec.decode(JSON.parse(readFileSync('game.json', 'utf8')));
 * if (record._tag === 'Right') console.log(record.right.game, record.right.seed, record.right.moves.length);
 * ```
 *
 * @group Records
 */
export const GameRecordCodec = codecFor<GameRecord>()(closed('GameRecord', {
  game: t.string,
  config: t.unknown,
  seed: SeedCodec,
  moves: t.readonlyArray(t.unknown),
}));

/**
 * Where and why a replay stopped: `step` is the index of the refused move, or -1 for setup.
 *
 * @group Records
 */
export interface ReplayError extends RuleError {
  readonly step: number;
}

/**
 * Every state a replay passed through (`states[0]` is the setup) and where it stopped, if it did.
 *
 * @group Records
 */
export interface ReplayTrace<State> {
  readonly states: readonly State[];
  readonly error: ReplayError | null;
}

/** Decodes a record for `game` and sets it up: the common start of every replay. */
function openRecord<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  record: GameRecord<unknown, unknown>,
): Either<ReplayError, { readonly moves: readonly unknown[]; readonly start: S }> {
  const decoded = decodeWith(GameRecordCodec, record, 'INVALID_RECORD', 'record', RECORD_LIMITS);
  if (decoded._tag === 'Left') return left({ ...decoded.left, step: -1 });
  const rec = decoded.right;
  if (rec.game !== game.id) {
    return left({ ...ruleError('INVALID_RECORD', `This record is for '${rec.game}', not '${game.id}'.`), step: -1 });
  }
  const start = game.setup(rec.config as C, rec.seed);
  if (start._tag === 'Left') return left({ ...start.left, step: -1 });
  return right({ moves: rec.moves, start: start.right });
}

/**
 * Replays a record step by step, keeping each state, and stops at the first move the
 * rules refuse (the trace then says which step and why).
 *
 * @group Records
 */
export function traceRecord<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  record: GameRecord<unknown, unknown>,
): ReplayTrace<S> {
  const opened = openRecord(game, record);
  if (opened._tag === 'Left') return { states: [], error: opened.left };
  const states: S[] = [opened.right.start];
  let state = opened.right.start;
  for (const [i, move] of opened.right.moves.entries()) {
    const next = game.apply(state, move as M);
    if (next._tag === 'Left') return { states, error: { ...next.left, step: i } };
    state = next.right;
    states.push(state);
  }
  return { states, error: null };
}

/**
 * Replays a record to its final state, or the first refusal with its step.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { replay } from 'nautical-rules';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const replayed = replay(meuterer, JSON.parse(readFileSync('game.json', 'utf8')));
 * if (replayed._tag === 'Left') console.log(`refused at step ${replayed.left.step}: ${replayed.left.message}`);
 * else console.log(meuterer.result(replayed.right));
 * ```
 *
 * @group Records
 */
export function replay<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  record: GameRecord<unknown, unknown>,
): Either<ReplayError, S> {
  const opened = openRecord(game, record);
  if (opened._tag === 'Left') return opened;
  let state = opened.right.start;
  for (const [i, move] of opened.right.moves.entries()) {
    const next = game.apply(state, move as M);
    if (next._tag === 'Left') return left({ ...next.left, step: i });
    state = next.right;
  }
  return right(state);
}

/**
 * Finds the game a record names among `games`.
 *
 * @group Records
 */
export function gameForRecord(games: readonly AnyGame[], record: unknown): Either<RuleError, AnyGame> {
  const decoded = decodeWith(GameRecordCodec, record, 'INVALID_RECORD', 'record', RECORD_LIMITS);
  if (decoded._tag === 'Left') return decoded;
  const found = games.find((g) => g.id === decoded.right.game);
  return found ? right(found) : left(ruleError('INVALID_RECORD', `Unknown game '${decoded.right.game}'.`));
}
