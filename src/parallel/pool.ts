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

/** A pool of `workers` threads that play batches. */
export interface BatchPool {
  run(task: BatchTask, signal?: AbortSignal): Promise<GameOutcome[]>;
  close(): Promise<void>;
}

/** Starts a pool of `workers` threads (started as they are needed, kept until {@link BatchPool.close}); one worker plays in this thread ({@link inProcessPool}). */
export function batchPool(workers: number): BatchPool {
  if (workers === 1) return inProcessPool();
  const pool = new Tinypool({ filename: workerFile(), minThreads: 0, maxThreads: workers, isolateWorkers: false, idleTimeout: 60_000, execArgv: threadFlags() });
  return {
    run: (task, signal) => pool.run(task, signal === undefined ? {} : { signal }) as Promise<GameOutcome[]>,
    close: () => pool.destroy(),
  };
}

/**
 * One worker is this thread: no pool, no thread to start, and the sources run as they are
 * (from a clone without a build, too). Each batch waits for the event loop first, so that
 * Ctrl-C and progress get their turn between batches.
 */
export function inProcessPool(): BatchPool {
  return {
    run: async (task, signal) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (signal?.aborted === true) throw new Error('stopped');
      return playBatch(task);
    },
    close: async () => undefined,
  };
}
