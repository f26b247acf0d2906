/**
 * The job queue on the command line: `simulate ... --games N --queue URL` puts the games
 * on it (and waits for the summary unless `--detach`), `worker --queue URL` plays
 * batches from it until stopped, `results --queue URL JOB` waits for a job's batches and
 * prints the summary one machine would print. pg-boss and pg are loaded only here.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { gameOf } from '../parallel/games.js';
import { batchPool, defaultWorkers } from '../parallel/pool.js';
import type * as QueueModule from '../parallel/queue.js';
import { readOptions, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { CliError, quote } from './errors.js';
import type { CliIo } from './io.js';
import { gameProgress, INTERRUPTED, POOL_OPTIONS, printResult } from './pool-run.js';

/** What `--queue` adds to `simulate`. */
export const QUEUE_OPTIONS: readonly [string, OptionSpec][] = [
  ['queue', { kind: 'url', help: 'with --games: put the games on the PostgreSQL job queue at URL (postgres://...; needs pg-boss) for `worker` processes on any machines, then wait for them and print the summary' }],
  ['batch', { kind: 'integer', min: 1, max: 10_000, help: 'with --queue: games per batch a worker takes (default 10)' }],
  ['lease', { kind: 'integer', min: 1, max: 86_400, help: 'with --queue: seconds a worker holds a batch before it goes to another worker (default 600; a worker that dies loses nothing)' }],
  ['detach', { kind: 'flag', help: 'with --queue: print the job id and return at once (`results` prints the summary)' }],
];

const WORKER_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['queue', { kind: 'url', help: 'the PostgreSQL job queue to take batches from (postgres://...)' }],
  ['workers', { kind: 'integer', min: 1, max: 256, help: `worker threads to play each batch on (default ${defaultWorkers()} here)` }],
]);

const RESULTS_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['queue', { kind: 'url', help: 'the PostgreSQL job queue the job was put on' }],
  ['json', { kind: 'output', help: 'write the summary (JSON) to FILE, or to standard output without FILE' }],
  ...POOL_OPTIONS.filter(([name]) => name !== 'workers'),
]);

/** `worker` and `results`: their usage lines and options. */
export const QUEUE_COMMANDS = { worker: WORKER_OPTIONS, results: RESULTS_OPTIONS } as const;

/** The queue module, with its errors as bad input. */
async function queueModule(): Promise<typeof QueueModule> {
  return import('../parallel/queue.js');
}

async function open(url: string, options?: { maintenanceSeconds?: number; supervise?: boolean }): Promise<{ q: typeof QueueModule; queue: QueueModule.Queue }> {
  const q = await queueModule();
  try {
    return { q, queue: await q.openQueue(url, options) };
  } catch (e) {
    throw e instanceof q.QueueInputError ? new CliError(e.message) : e;
  }
}

/** Ctrl-C while waiting: an abort signal, and the handler's removal. */
function onInterrupt(): { readonly signal: AbortSignal; done(): void } {
  const stop = new AbortController();
  const handler = (): void => stop.abort();
  process.once('SIGINT', handler);
  return { signal: stop.signal, done: () => process.removeListener('SIGINT', handler) };
}

/** Waits for `job` and prints its summary as `simulate` does; 130 when Ctrl-C stopped the wait. */
async function awaitSummary(q: typeof QueueModule, queue: QueueModule.Queue, job: QueueModule.QueueJob, game: AnyGame, out: { json?: string | true; report?: string; timing: boolean }, io: CliIo): Promise<number> {
  const bar = gameProgress(job.seeds.length, game.id, io);
  const interrupt = onInterrupt();
  try {
    await q.waitForJob(queue, job, (games) => bar.tick(games), interrupt.signal);
  } finally {
    interrupt.done();
    bar.end();
  }
  const { summary, timing, complete } = await q.jobSummary(queue, job);
  const start = game.setup(job.task.config, job.seeds[0] as Seed);
  if (!complete) io.err(`Stopped waiting: ${summary.games} of ${summary.requested} games stored so far; their summary follows (the workers go on: \`nautical-rules results --queue URL ${job.id}\`).\n`);
  printResult({ game, ...out, start: start._tag === 'Right' ? start.right : undefined }, summary, timing, io);
  return complete ? 0 : INTERRUPTED;
}

/** `simulate ... --queue URL`: puts the run on the queue. */
export async function queueRun(
  run: { readonly game: AnyGame; readonly config: unknown; readonly seeds: readonly Seed[]; readonly label: string; readonly bots?: readonly string[]; readonly json?: string | true; readonly report?: string; readonly timing: boolean },
  url: string,
  options: { readonly batch?: number; readonly lease?: number; readonly detach: boolean },
  io: CliIo,
): Promise<number> {
  const { q, queue } = await open(url, { supervise: false });
  try {
    const job = await q.submitJob(queue, {
      task: { game: run.game.id, config: run.config, ...(run.bots === undefined ? {} : { bots: run.bots }) },
      seeds: run.seeds,
      label: run.label,
      batchSize: options.batch ?? 10,
      ...(options.lease === undefined ? {} : { leaseSeconds: options.lease }),
    });
    if (options.detach) {
      io.out(job.id);
      return 0;
    }
    io.err(`Job ${job.id}: ${run.seeds.length} games in ${job.batches} batches on the queue; \`nautical-rules worker --queue URL\` plays them.\n`);
    return await awaitSummary(q, queue, job, run.game, run, io);
  } finally {
    await queue.close();
  }
}

/** `results --queue URL JOB`: waits for the job's batches and prints the summary. */
export async function results(tokens: Tokens, io: CliIo): Promise<number> {
  const [id, ...extra] = tokens.positional;
  if (id === undefined) throw new CliError('missing JOB (the id `simulate ... --queue URL` printed)', { usage: true });
  if (extra.length > 0) throw new CliError(`takes one JOB, got an extra word ${quote(extra[0] as string)}`, { usage: true });
  const options = readOptions(tokens, RESULTS_OPTIONS, 'results');
  const url = options.url('queue');
  if (url === undefined) throw new CliError('results needs --queue URL', { usage: true });
  const { q, queue } = await open(url, { supervise: false });
  try {
    let job: QueueModule.QueueJob;
    try {
      job = await q.readJob(queue, id);
    } catch (e) {
      throw e instanceof q.QueueInputError ? new CliError(e.message) : e;
    }
    const game = gameOf(job.task.game);
    if (game === undefined) throw new CliError(`job ${quote(id)} plays an unknown game ${quote(job.task.game)}`);
    const json = options.output('json');
    const report = options.file('report');
    return await awaitSummary(q, queue, job, game, { ...(json === undefined ? {} : { json }), ...(report === undefined ? {} : { report }), timing: options.flag('timing') }, io);
  } finally {
    await queue.close();
  }
}

/** `worker --queue URL`: plays batches until Ctrl-C or SIGTERM, then stops (a batch in play is handed on when its lease ends). */
export async function worker(tokens: Tokens, io: CliIo): Promise<number> {
  const extra = tokens.positional[0];
  if (extra !== undefined) throw new CliError(`takes no words, got ${quote(extra)}`, { usage: true });
  const options = readOptions(tokens, WORKER_OPTIONS, 'worker');
  const url = options.url('queue');
  if (url === undefined) throw new CliError('worker needs --queue URL', { usage: true });
  const workers = options.number('workers', defaultWorkers());
  // Expired leases are looked for every 2 s: a dead worker's batch goes on soon after its lease.
  const { q, queue } = await open(url, { maintenanceSeconds: 2 });
  const pool = batchPool(workers);
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  try {
    await q.serveQueue(queue, pool, (event, job, batch, games) => io.err(`${event === 'took' ? 'Took' : 'Stored'} batch ${batch} of job ${job} (${games} games).\n`));
    io.err(`Worker ${process.pid} on ${q.showUrl(url)} with ${workers} threads: waiting for batches (Ctrl-C stops it).\n`);
    await stopped;
  } finally {
    await queue.close().catch(() => undefined);
    await pool.close();
  }
  return 0;
}
