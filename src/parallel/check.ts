/**
 * The property harness on the worker pool: `checkGameOnPool` splits a check's random
 * games over worker threads (each shard its own fast-check seed), adds up their reports,
 * and rethrows the first shard's violation (in shard order, shrunk in its worker) as one
 * {@link ContractViolation} whose `details.rerun` reruns it in one process.
 *
 * @module
 */
import { dirname, join } from 'node:path';
import type { Coverage } from '../testing/coverage.js';
import type { HarnessReport } from '../testing/harness.js';
import { ContractViolation, type ViolationDetails } from '../testing/violation.js';
import { defaultWorkers, dropThreads, keptThreads, workerFile } from './pool.js';

/** What one worker checks. */
export interface CheckShard {
  readonly game: PoolCheckOptions['game'];
  readonly configs: readonly unknown[];
  readonly runs: number;
  readonly seed: number;
  readonly searchSeconds?: number;
  readonly shrinkSeconds?: number;
}

/** What the pool's shards add up to: the harness's own report, summed. */
export type PoolCheckReport = HarnessReport;

/** What a shard sends back: its report, or the violation it found (shrunk). */
export type ShardResult = { readonly report: PoolCheckReport } | { readonly violation: { readonly message: string; readonly details: ViolationDetails } };

/** Options of {@link checkGameOnPool}. */
export interface PoolCheckOptions {
  /**
   * The game: the id of one of the package's four, or a game of your own as an ES module
   * each worker imports (`module`: its URL or absolute path, `name`: the export).
   */
  readonly game: string | { readonly module: string; readonly name: string };
  /** The tables to play (plain JSON configs). */
  readonly configs: readonly unknown[];
  /** Random games in all (default 20), shared out over the workers. */
  readonly runs?: number;
  /** The first shard's fast-check seed (shard i uses seed + i); default random. */
  readonly seed?: number;
  /** Seconds each shard may spend on random games (they run side by side). */
  readonly searchSeconds?: number;
  /** Seconds shrinking a failure may take in its worker (the harness's `shrinkSeconds`, default 60): a safety cap, past which a rerun may shrink otherwise. */
  readonly shrinkSeconds?: number;
  /** Worker threads (default: the machine's available parallelism). */
  readonly workers?: number;
  /** Called as shards finish, with the games checked so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** `a` and `b` added up, key by key. */
function addCoverage(a: Coverage, b: Coverage): Coverage {
  const out: Coverage = { moveTypes: { ...a.moveTypes }, phases: { ...a.phases } };
  for (const [t, c] of Object.entries(b.moveTypes)) {
    const was = out.moveTypes[t] ?? { listed: 0, applied: 0, refused: 0 };
    out.moveTypes[t] = { listed: was.listed + c.listed, applied: was.applied + c.applied, refused: was.refused + c.refused };
  }
  for (const [p, c] of Object.entries(b.phases)) {
    const was = out.phases[p] ?? { entered: 0, states: 0 };
    out.phases[p] = { entered: was.entered + c.entered, states: was.states + c.states };
  }
  return out;
}

/** The reports of the shards as one. */
export function addReports(reports: readonly PoolCheckReport[]): PoolCheckReport {
  return reports.reduce((a, b) => ({
    games: a.games + b.games,
    steps: a.steps + b.steps,
    movesApplied: a.movesApplied + b.movesApplied,
    mutationsTried: a.mutationsTried + b.mutationsTried,
    longestGame: Math.max(a.longestGame, b.longestGame),
    logTwins: a.logTwins + b.logTwins,
    tampered: { tried: a.tampered.tried + b.tampered.tried, refused: a.tampered.refused + b.tampered.refused },
    coverage: addCoverage(a.coverage, b.coverage),
    stoppedOnTime: a.stoppedOnTime || b.stoppedOnTime,
  }));
}

/**
 * Runs the property harness's random games of `game` on a pool of worker threads (the
 * built package), `runs` games shared out over the workers, and resolves to the added-up
 * report. Rejects with a {@link ContractViolation} (shrunk, replayable with its
 * `details.rerun` in `checkGame` or `nautical-rules check --seed S --path P`) when a
 * shard finds one: the first in shard order, so the same seed gives the same failure.
 */
export async function checkGameOnPool(options: PoolCheckOptions): Promise<PoolCheckReport> {
  const workers = options.workers ?? defaultWorkers();
  if (!Number.isSafeInteger(workers) || workers < 1) throw new RangeError(`checkGameOnPool: workers must be an integer of at least 1, got ${String(workers)}`);
  const runs = options.runs ?? 20;
  const seed = options.seed ?? (Math.random() * 0x7fffffff) | 0;
  const count = Math.max(1, Math.min(workers, runs));
  const shards: CheckShard[] = Array.from({ length: count }, (_, i) => ({
    game: options.game,
    configs: options.configs,
    runs: Math.floor(runs / count) + (i < runs % count ? 1 : 0),
    // Shards' seeds stay in fast-check's 32-bit range.
    seed: ((seed + i) | 0),
    ...(options.searchSeconds === undefined ? {} : { searchSeconds: options.searchSeconds }),
    ...(options.shrinkSeconds === undefined ? {} : { shrinkSeconds: options.shrinkSeconds }),
  }));
  const pool = keptThreads(join(dirname(workerFile()), 'check-worker.js'), count, 1);
  try {
    let done = 0;
    const results = await Promise.all(
      shards.map(async (shard) => {
        const result = (await pool.run(shard)) as ShardResult;
        done += 'report' in result ? result.report.games : shard.runs;
        options.onProgress?.(done, runs);
        return result;
      }),
    );
    const failed = results.find((r) => 'violation' in r);
    if (failed !== undefined && 'violation' in failed) throw new ContractViolation(failed.violation.message, failed.violation.details);
    return addReports(results.map((r) => (r as { report: PoolCheckReport }).report));
  } catch (e) {
    // A shard that failed: the others are not waited for (their threads end).
    if (!(e instanceof ContractViolation)) await dropThreads(pool);
    throw e;
  }
}
