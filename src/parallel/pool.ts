/**
 * The worker-thread pool (tinypool): threads that play batches of games, loaded from the
 * built package wherever it lives (a clone's `dist/` or an installed copy), found by the
 * package's own name.
 *
 * @module
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Tinypool } from 'tinypool';
import type { BatchTask, GameOutcome } from './outcome.js';
import { playBatch } from './play.js';

/** The machine's available parallelism: how many worker threads a run uses unless told. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/**
 * The built worker entry (`dist/parallel/worker.js`, an ES module either build loads),
 * found beside the package's own package.json by the package's name: the same from a
 * clone, an installed copy, the ES or the CommonJS build, and tests run from the sources.
 */
export function workerFile(): string {
  return join(dirname(createRequire(import.meta.url).resolve('nautical-rules/package.json')), 'dist/parallel/worker.js');
}

/**
 * The Node flags the threads start with: the process's own (memory limits, loaders and the
 * like) that a worker thread takes. A thread refuses some: `--input-type`, which only
 * `node -e` takes, and V8 or process-wide options such as `--max-semi-space-size` (those
 * already hold for every thread of the process). Each flag is tried once on a thread that
 * is stopped at once (Node refuses a flag before the thread starts), so a flag Node adds
 * later is judged by Node itself, not by a list here.
 */
export function threadFlags(): string[] {
  accepted ??= process.execArgv.filter((flag) => !flag.startsWith('--input-type') && threadTakes(flag));
  return [...accepted];
}
let accepted: string[] | undefined;

function threadTakes(flag: string): boolean {
  try {
    void new Worker('', { eval: true, execArgv: [flag], stdout: true, stderr: true }).terminate();
    return true;
  } catch {
    return false;
  }
}

/** How long an idle thread is kept for the next run (it does not keep the process alive). */
export const IDLE_MS = 10_000;

/**
 * The threads of this process, by entry file and number: kept between runs, so that a run
 * after the first finds its threads started and warm (a thread's first few hundred games
 * cost several times what its later ones do, while its copy of the rules is compiled).
 * Idle threads end after {@link IDLE_MS}; they never hold the process open.
 */
const kept = new Map<string, Tinypool>();

/**
 * `count` threads running `filename`, from the threads kept or started now. `perThread`
 * tasks may wait on a thread: with 2, a thread has its next batch when it finishes one,
 * even while this thread is busy (a thread that starts first takes two tasks, so keep 1
 * when there is one task per thread). Stop a run with {@link dropThreads}, not with an
 * `AbortSignal` per task (tinypool never queues a task with a signal on a busy thread).
 */
export function keptThreads(filename: string, count: number, perThread: 1 | 2): Tinypool {
  const key = `${count} ${perThread} ${filename}`;
  let pool = kept.get(key);
  if (pool === undefined) {
    pool = new Tinypool({ filename, minThreads: 0, maxThreads: count, isolateWorkers: false, concurrentTasksPerWorker: perThread, idleTimeout: IDLE_MS, execArgv: threadFlags() });
    kept.set(key, pool);
  }
  return pool;
}

/** Ends `pool`'s threads at once (their tasks reject) and forgets it: the next run starts new ones. */
export async function dropThreads(pool: Tinypool): Promise<void> {
  for (const [key, p] of kept) if (p === pool) kept.delete(key);
  await pool.destroy();
}

/** Batches played somewhere: on threads, in this thread, or both. */
export interface BatchPool {
  /** How many batches to keep in flight so that no thread waits. */
  readonly lanes: number;
  /** Plays one batch; rejects once {@link BatchPool.stop} was called. */
  run(task: BatchTask): Promise<GameOutcome[]>;
  /** Drops the batches in play: their `run` reject, the threads end. */
  stop(): Promise<void>;
  /** Done with the pool (its threads are kept a while for the next run). */
  close(): Promise<void>;
}

/**
 * A pool of `workers` workers. With `thisThreadPlays`, this thread is one of them (it
 * plays a batch between its other work: `workers - 1` threads to start and warm up, the
 * cheapest in CPU per game when batches are short); otherwise `workers` threads play and
 * this thread only hands out batches. One worker that is this thread is {@link inProcessPool}.
 */
export function batchPool(workers: number, thisThreadPlays = false): BatchPool {
  if (workers === 1) return inProcessPool();
  const threadCount = thisThreadPlays ? workers - 1 : workers;
  const threads = keptThreads(workerFile(), threadCount, 2);
  const here = thisThreadPlays ? inProcessPool() : undefined;
  let hereBusy = false;
  let stopped = false;
  return {
    lanes: 2 * threadCount + (here === undefined ? 0 : 1),
    run: async (task) => {
      if (stopped) throw new Error('stopped');
      if (here !== undefined && !hereBusy) {
        hereBusy = true;
        try {
          return await here.run(task);
        } finally {
          hereBusy = false;
        }
      }
      return (await threads.run(task)) as GameOutcome[];
    },
    stop: async () => {
      stopped = true;
      await here?.stop();
      await dropThreads(threads);
    },
    close: async () => undefined,
  };
}

/**
 * One worker is this thread: no pool, no thread to start, and the sources run as they are
 * (from a clone without a build, too). Each batch waits for the event loop first, so that
 * Ctrl-C and progress get their turn between batches.
 */
export function inProcessPool(): BatchPool {
  let stopped = false;
  return {
    lanes: 1,
    run: async (task) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped) throw new Error('stopped');
      return playBatch(task);
    },
    stop: async () => {
      stopped = true;
    },
    close: async () => undefined,
  };
}
