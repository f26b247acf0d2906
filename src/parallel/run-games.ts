/**
 * `runGames`: many games of one table on every core, summarised as the command line
 * summarises them.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { botMaker } from './bots.js';
import { gameOf } from './games.js';
import type { BatchTask, GameOutcome } from './outcome.js';
import { batchPool, defaultWorkers, type BatchPool } from './pool.js';
import { summarize, timingOf, type GameSummary, type Timing } from './summary.js';

/** What {@link runGames} plays. */
export interface RunGamesOptions {
  /** The game (one of the package's four), or its id. */
  readonly game: AnyGame | string;
  /** Its config (plain JSON data: it is sent to the worker threads). */
  readonly config: unknown;
  /** The seeds, one game each, summarised in this order. */
  readonly seeds: readonly Seed[];
  /** How the seeds are named in the summary (default: `seeds FIRST..LAST`). */
  readonly seedLabel?: string;
  /** Bot names, one per seat (`random`, `default`/`search`, `ismcts`, `ismcts:N`); without them, uniformly random playouts. */
  readonly bots?: readonly string[];
  /** Worker threads (default: the machine's available parallelism); 1 plays in this thread. The summary does not depend on it. */
  readonly workers?: number;
  /** Games per task sent to a worker (default: enough tasks to keep every worker busy to the end). */
  readonly batchSize?: number;
  /** Called as games finish, with the number finished so far. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the run: games in progress are dropped, the summary covers those finished. */
  readonly signal?: AbortSignal;
}

/** What {@link runGames} returns. */
export interface RunGamesResult {
  /** The summary: the same for the same seeds, whatever the number of workers. */
  readonly summary: GameSummary;
  /** What was measured: time per decision, games per second. */
  readonly timing: Timing;
  /** Whether the run was stopped before every game was played. */
  readonly stopped: boolean;
  /** Every finished game, in seed order. */
  readonly outcomes: readonly GameOutcome[];
}

const seedText = (seed: Seed): string => (typeof seed === 'number' ? String(seed) : JSON.stringify(seed));

/** `seeds FIRST..LAST` (or `seed S` for one). */
export function seedLabel(seeds: readonly Seed[]): string {
  const first = seeds[0];
  const last = seeds.at(-1);
  if (first === undefined || last === undefined) return 'no seeds';
  return seeds.length === 1 ? `seed ${seedText(first)}` : `seeds ${seedText(first)}..${seedText(last)}`;
}

/** A task's batches: `size` seeds each, in order. */
export function batchesOf(seeds: readonly Seed[], size: number): Seed[][] {
  const out: Seed[][] = [];
  for (let i = 0; i < seeds.length; i += size) out.push(seeds.slice(i, i + size));
  return out;
}

/** The batch size that keeps `workers` threads busy to the end: about 8 tasks per worker, at most 50 games each. */
export function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.ceil(games / (workers * 8))));
}

/**
 * Checks what a run is asked to play, before any thread starts; throws a `RangeError`
 * saying what is wrong (unknown game or bot, a bot count that is not the seat count, a
 * config or seed the rules refuse, a bad number of workers).
 */
export function checkRun(options: RunGamesOptions): { readonly game: AnyGame; readonly workers: number } {
  const id = typeof options.game === 'string' ? options.game : options.game.id;
  const game = gameOf(id);
  if (game === undefined) throw new RangeError(`runGames: unknown game ${JSON.stringify(id)}`);
  const workers = options.workers ?? defaultWorkers();
  if (!Number.isSafeInteger(workers) || workers < 1) throw new RangeError(`runGames: workers must be an integer of at least 1, got ${String(workers)}`);
  if (options.batchSize !== undefined && (!Number.isSafeInteger(options.batchSize) || options.batchSize < 1)) throw new RangeError(`runGames: batchSize must be an integer of at least 1`);
  const first = options.seeds[0];
  if (first !== undefined) {
    const start = game.setup(options.config, first);
    if (start._tag === 'Left') throw new RangeError(`runGames: ${start.left.code}: ${start.left.message}`);
    const players = game.playerCount(start.right);
    if (options.bots !== undefined && options.bots.length !== players) throw new RangeError(`runGames: ${options.bots.length} bot(s) for ${players} seats`);
  }
  for (const name of options.bots ?? []) {
    const made = botMaker(name);
    if (made._tag === 'Left') throw new RangeError(`runGames: bots ${made.left}`);
  }
  return { game, workers };
}

/**
 * Plays `seeds` of one table on a pool of worker threads (the built package, loaded in
 * each) and summarises them in seed order. The summary is the same with 1 worker or
 * many; only {@link RunGamesResult.timing} depends on the machine.
 *
 * @example
 * ```ts
 * import { runGames } from 'nautical-rules/parallel';
 *
 * const seeds = Array.from({ length: 1000 }, (_, i) => i + 1);
 * const { summary } = await runGames({ game: 'shipyard', config: { players: 3 }, seeds, bots: ['default', 'random', 'random'] });
 * console.log(summary.seats.map((s) => s.winRate));
 * ```
 */
export async function runGames(options: RunGamesOptions): Promise<RunGamesResult> {
  const { game, workers } = checkRun(options);
  // Random games come in short batches: this thread plays some too, one thread fewer to
  // warm up. A bot game can take seconds, which this thread would not answer Ctrl-C in.
  const pool = batchPool(workers, options.bots === undefined);
  try {
    return await runOnPool(pool, game, workers, options);
  } finally {
    await pool.close();
  }
}

/** {@link runGames} on a pool that is already running (the queue worker keeps one for all its batches). */
export async function runOnPool(pool: BatchPool, game: AnyGame, workers: number, options: RunGamesOptions): Promise<RunGamesResult> {
  const started = Date.now();
  const size = options.batchSize ?? defaultBatchSize(options.seeds.length, workers);
  const batches = batchesOf(options.seeds, size);
  const done: (GameOutcome[] | undefined)[] = new Array(batches.length).fill(undefined);
  let stopped = false;
  let stopping: Promise<void> | undefined;
  const stop = (): void => {
    stopped = true;
    stopping ??= pool.stop();
  };
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted === true) stop();
  let finished = 0;
  let next = 0;
  let failure: unknown;
  const lane = async (): Promise<void> => {
    while (!stopped && next < batches.length) {
      const index = next++;
      const task: BatchTask = { game: game.id, config: options.config, seeds: batches[index] as Seed[], ...(options.bots === undefined ? {} : { bots: options.bots }) };
      try {
        done[index] = await pool.run(task);
      } catch (e) {
        // A batch cut short by the stop is no failure: it is left out of the summary.
        if (stopped) return;
        failure ??= e;
        stop();
        return;
      }
      finished += (done[index] as GameOutcome[]).length;
      options.onProgress?.(finished, options.seeds.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(batches.length, pool.lanes) }, lane));
    await stopping;
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  if (failure !== undefined) throw failure;
  const outcomes = done.flatMap((d) => d ?? []);
  const summary = summarize(game.id, options.config, options.seedLabel ?? seedLabel(options.seeds), options.seeds.length, outcomes, options.bots === undefined ? undefined : botNames(options.bots));
  return { summary, timing: timingOf(outcomes, (Date.now() - started) / 1000), stopped: outcomes.length < options.seeds.length, outcomes };
}

/** The names the bots give themselves (`default` is the bot called `search`). */
export function botNames(names: readonly string[]): string[] {
  return names.map((name) => {
    const made = botMaker(name);
    return made._tag === 'Right' ? made.right(0, 0).name : name;
  });
}
