/**
 * Games past one machine, on a PostgreSQL job queue (pg-boss, an optional peer
 * dependency, loaded only here): a submitter puts a run's seeds on the queue in batches,
 * any number of workers on any machines take batches, play them on their own pool and
 * store the outcomes, and the submitter (or anyone with the job id) merges them, in seed
 * order, into the summary one machine would print.
 *
 * A batch is held by a worker for a lease (`leaseSeconds`): a worker that dies with its
 * batch (killed, unplugged) stores nothing, pg-boss fails the batch when the lease runs
 * out and hands it to another worker. Outcomes are stored once per batch (the first
 * store wins), so a batch played twice still counts once.
 *
 * Tables (beside pg-boss's own schema, in the database of the URL): `nautical_rules_jobs`
 * (what a job plays) and `nautical_rules_batches` (each batch's outcomes, or the error a
 * defect left); each stored batch is announced on the channel `nautical_rules_batch`.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Seed } from '../core/seed.js';
import type { BatchTask, GameOutcome } from './outcome.js';
import type { BatchPool } from './pool.js';
import { batchesOf, botNames } from './run-games.js';
import { summarize, timingOf, type GameSummary, type Timing } from './summary.js';

/** The pg-boss queue every batch goes on. */
export const QUEUE_NAME = 'nautical-rules-batches';

/** Seconds a worker holds a batch before it is handed to another (default): far above what a batch takes. */
export const DEFAULT_LEASE_SECONDS = 600;

/** A queue URL that cannot be reached, a job id that does not exist, a missing pg-boss: bad input, not a defect. */
export class QueueInputError extends Error {}

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

interface Boss {
  start(): Promise<unknown>;
  stop(options?: { graceful?: boolean; wait?: boolean; timeout?: number }): Promise<void>;
  createQueue(name: string): Promise<void>;
  insert(jobs: { name: string; data: object; expireInSeconds: number; retryLimit: number; retryDelay: number }[]): Promise<void>;
  work(name: string, options: { batchSize: number; pollingIntervalSeconds: number }, handler: (jobs: { data: { job: string; batch: number } }[]) => Promise<void>): Promise<string>;
  getDb(): { executeSql: Sql };
  on(event: 'error', listener: (e: Error) => void): void;
}

/** A connection to the queue at a PostgreSQL URL. */
export interface Queue {
  readonly sql: Sql;
  readonly url: string;
  readonly boss: Boss;
  close(): Promise<void>;
}

// One string, so one implicit transaction: the advisory lock keeps two processes starting
// at once from racing on CREATE TABLE (IF NOT EXISTS does not guard against that).
const SCHEMA = `
SELECT pg_advisory_xact_lock(7741034);
CREATE TABLE IF NOT EXISTS nautical_rules_jobs (
  id text PRIMARY KEY, task text NOT NULL, seeds text NOT NULL, label text NOT NULL,
  batch_size integer NOT NULL, batches integer NOT NULL, created timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS nautical_rules_batches (
  job text NOT NULL REFERENCES nautical_rules_jobs(id) ON DELETE CASCADE, batch integer NOT NULL,
  outcomes text, error text, worker text NOT NULL, stored timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, batch));`;

/** Where a URL points, without its password, for messages. */
export function showUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return JSON.stringify(url.slice(0, 80));
  }
}

/**
 * Connects to the queue at `url` (a `postgres://` URL) and makes its tables if needed.
 * `maintenanceSeconds` is how often this connection hands expired batches on (workers
 * run it; pg-boss lets one connection at a time do it).
 */
export async function openQueue(url: string, options: { readonly maintenanceSeconds?: number; readonly supervise?: boolean } = {}): Promise<Queue> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new QueueInputError(`--queue takes a PostgreSQL URL (postgres://user@host:port/database), got ${JSON.stringify(url.slice(0, 80))}`);
  let PgBoss: new (options: object) => Boss;
  try {
    PgBoss = ((await import('pg-boss')) as unknown as { default: new (options: object) => Boss }).default;
  } catch {
    throw new QueueInputError('--queue needs the pg-boss package (and pg): npm install pg-boss');
  }
  const boss = new PgBoss({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    max: 4,
    supervise: options.supervise ?? true,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
  });
  // Without a listener an 'error' event would end the process; a lost connection surfaces from the calls themselves.
  boss.on('error', () => undefined);
  try {
    await boss.start();
    await boss.createQueue(QUEUE_NAME);
  } catch (e) {
    await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
    throw new QueueInputError(`cannot reach the queue at ${showUrl(url)}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const sql = boss.getDb().executeSql;
  await sql.call(boss.getDb(), SCHEMA);
  return { sql: (text, values) => sql.call(boss.getDb(), text, values), url, boss, close: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }) };
}

/** What a job on the queue plays. */
export interface QueueJob {
  readonly id: string;
  readonly task: Omit<BatchTask, 'seeds'>;
  readonly seeds: readonly Seed[];
  readonly label: string;
  readonly batchSize: number;
  readonly batches: number;
}

/** Puts a run on the queue, `batchSize` seeds a batch; returns the job (its id names it to `results`). */
export async function submitJob(
  queue: Queue,
  run: { readonly task: Omit<BatchTask, 'seeds'>; readonly seeds: readonly Seed[]; readonly label: string; readonly batchSize: number; readonly leaseSeconds?: number },
): Promise<QueueJob> {
  const id = randomUUID();
  const batches = batchesOf(run.seeds, run.batchSize);
  // As text, not jsonb: jsonb reorders an object's keys, and the summary repeats the config byte for byte.
  await queue.sql('INSERT INTO nautical_rules_jobs (id, task, seeds, label, batch_size, batches) VALUES ($1, $2, $3, $4, $5, $6)', [id, JSON.stringify(run.task), JSON.stringify(run.seeds), run.label, run.batchSize, batches.length]);
  await queue.boss.insert(batches.map((_, batch) => ({ name: QUEUE_NAME, data: { job: id, batch }, expireInSeconds: run.leaseSeconds ?? DEFAULT_LEASE_SECONDS, retryLimit: 1000, retryDelay: 0 })));
  return { id, task: run.task, seeds: run.seeds, label: run.label, batchSize: run.batchSize, batches: batches.length };
}

/** The job `id`; a {@link QueueInputError} when there is none. */
export async function readJob(queue: Queue, id: string): Promise<QueueJob> {
  const { rows } = await queue.sql('SELECT task, seeds, label, batch_size, batches FROM nautical_rules_jobs WHERE id = $1', [id]);
  const row = rows[0];
  if (row === undefined) throw new QueueInputError(`no job ${JSON.stringify(id.slice(0, 80))} on the queue at ${showUrl(queue.url)}`);
  return { id, task: JSON.parse(row['task'] as string) as QueueJob['task'], seeds: JSON.parse(row['seeds'] as string) as Seed[], label: row['label'] as string, batchSize: row['batch_size'] as number, batches: row['batches'] as number };
}

/**
 * Serves the queue: takes one batch at a time per thread of `pool` (each thread plays
 * one), plays it and stores its outcomes (once: a batch stored already is not stored
 * again). `onBatch` hears of each batch taken and stored. Resolves once the worker is
 * registered; it then runs until the queue closes.
 */
export async function serveQueue(queue: Queue, pool: BatchPool, onBatch: (event: 'took' | 'stored', job: string, batch: number, games: number) => void): Promise<void> {
  const worker = `${hostname()}:${process.pid}`;
  const jobs = new Map<string, QueueJob>();
  const play = async (taken: readonly { readonly data: { readonly job: string; readonly batch: number } }[]): Promise<void> => {
    for (const { data } of taken) {
      const job = jobs.get(data.job) ?? (await readJob(queue, data.job));
      jobs.set(job.id, job);
      const seeds = job.seeds.slice(data.batch * job.batchSize, (data.batch + 1) * job.batchSize);
      onBatch('took', job.id, data.batch, seeds.length);
      let outcomes: GameOutcome[] | undefined;
      let error: string | undefined;
      try {
        outcomes = await pool.run({ ...job.task, seeds });
      } catch (e) {
        // A game the rules refuse is a defect: stored, so that the submitter stops waiting and says so.
        error = e instanceof Error ? e.message : String(e);
      }
      await queue.sql(
        'INSERT INTO nautical_rules_batches (job, batch, outcomes, error, worker) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (job, batch) DO NOTHING',
        [job.id, data.batch, outcomes === undefined ? null : JSON.stringify(outcomes), error ?? null, worker],
      );
      await queue.sql("SELECT pg_notify('nautical_rules_batch', $1)", [job.id]);
      onBatch('stored', job.id, data.batch, seeds.length);
    }
  };
  // One taker per thread (pg-boss 10 serves a queue once per `work` call): a thread never
  // waits while another plays, and a worker holds no more batches than it plays.
  const takers = Math.max(1, Math.floor(pool.lanes / 2));
  for (let i = 0; i < takers; i++) await queue.boss.work(QUEUE_NAME, { batchSize: 1, pollingIntervalSeconds: 0.5 }, play);
}

/** How far a job is: batches stored, and the first error a batch stored. */
async function progressOf(queue: Queue, job: QueueJob): Promise<{ readonly stored: number; readonly games: number; readonly error?: string }> {
  const { rows } = await queue.sql('SELECT count(*)::int AS stored, min(error) AS error FROM nautical_rules_batches WHERE job = $1', [job.id]);
  const stored = (rows[0]?.['stored'] as number | undefined) ?? 0;
  const error = rows[0]?.['error'] as string | null | undefined;
  return { stored, games: Math.min(job.seeds.length, stored * job.batchSize), ...(error == null ? {} : { error }) };
}

/**
 * Waits until every batch of `job` is stored (woken by each stored batch), calling
 * `onProgress` with the games stored; `signal` stops the wait. Throws when a batch
 * stored an error.
 */
export async function waitForJob(queue: Queue, job: QueueJob, onProgress: (games: number) => void, signal?: AbortSignal): Promise<void> {
  const pg = ((await import('pg')) as unknown as { default: { Client: new (options: object) => { connect(): Promise<void>; query(text: string): Promise<unknown>; on(event: string, listener: () => void): void; end(): Promise<void> } } }).default;
  const listener = new pg.Client({ connectionString: queue.url });
  await listener.connect();
  try {
    let wake: () => void = () => undefined;
    listener.on('notification', () => wake());
    signal?.addEventListener('abort', () => wake(), { once: true });
    await listener.query('LISTEN nautical_rules_batch');
    for (;;) {
      const woken = new Promise<void>((resolve) => (wake = resolve));
      const now = await progressOf(queue, job);
      if (now.error !== undefined) throw new Error(`a batch of job ${job.id} failed: ${now.error}`);
      onProgress(now.games);
      if (now.stored >= job.batches || signal?.aborted === true) return;
      await woken;
    }
  } finally {
    await listener.end().catch(() => undefined);
  }
}

/** The summary of the batches of `job` stored so far, merged in seed order (with what was measured). */
export async function jobSummary(queue: Queue, job: QueueJob): Promise<{ readonly summary: GameSummary; readonly timing: Timing; readonly complete: boolean }> {
  const { rows } = await queue.sql('SELECT batch, outcomes, extract(epoch FROM (SELECT max(stored) FROM nautical_rules_batches WHERE job = $1) - (SELECT created FROM nautical_rules_jobs WHERE id = $1))::float8 AS seconds FROM nautical_rules_batches WHERE job = $1 AND outcomes IS NOT NULL ORDER BY batch', [job.id]);
  const outcomes = rows.flatMap((r) => JSON.parse(r['outcomes'] as string) as GameOutcome[]);
  const names = job.task.bots;
  const summary = summarize(job.task.game, job.task.config, job.label, job.seeds.length, outcomes, names === undefined ? undefined : botNames(names));
  return { summary, timing: timingOf(outcomes, (rows[0]?.['seconds'] as number | undefined) ?? 0), complete: rows.length === job.batches };
}
