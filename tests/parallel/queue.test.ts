/**
 * The job queue on the machine's real PostgreSQL: a tournament put on the queue, three
 * worker processes, one of them killed with SIGKILL while it holds a batch. The batch is
 * handed to another worker when its lease ends, stored once, and the merged summary is
 * byte for byte the JSON of a one-process run of the same seeds. Bad input (an
 * unreachable queue, a job that does not exist) gets one line and exit code 2.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL, postgresUp } from '../online/databases.js';
import { cli, skipPool } from './built.js';

const up = skipPool ? false : await postgresUp();
const database = `t_queue_${randomBytes(5).toString('hex')}`;
const url = (() => {
  const u = new URL(PG_URL);
  u.pathname = `/${database}`;
  return u.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs the CLI to its end. */
const cliRun = (...argv: string[]) => spawnSync(process.execPath, [cli, ...argv], { encoding: 'utf8' });

/** Runs the CLI to its end without blocking this process (which hears the workers meanwhile). */
function cliRunAsync(...argv: string[]): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [cli, ...argv], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stderr })));
}

/** A worker process, with its stderr lines as they come. */
function startWorker(onLine: (line: string, child: ChildProcess) => void, threads = 1): ChildProcess {
  const child = spawn(process.execPath, [cli, 'worker', '--queue', url, '--workers', String(threads)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let buffer = '';
  child.stderr?.on('data', (d: Buffer) => {
    buffer += d.toString();
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      onLine(buffer.slice(0, i), child);
      buffer = buffer.slice(i + 1);
    }
  });
  return child;
}

const exited = (child: ChildProcess): Promise<void> => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

describe.skipIf(!up)('the job queue on PostgreSQL', () => {
  const workers: ChildProcess[] = [];
  beforeAll(() => admin(`CREATE DATABASE "${database}"`));
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('three workers, one killed mid-batch: the merged summary equals a one-process run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautical-queue-'));
    const table = ['simulate', 'nauticus', '--players', '2', '--bots', 'random,ismcts:5', '--games', '16', '--seed', '30'];
    const alone = cliRun(...table, '--workers', '1', '--json', join(dir, 'alone.json'));
    expect(alone.status, alone.stderr).toBe(0);

    const submitted = cliRun(...table, '--queue', url, '--batch', '2', '--lease', '5', '--detach');
    expect(submitted.status, submitted.stderr).toBe(0);
    const job = submitted.stdout.trim();
    expect(job).toMatch(/^[0-9a-f-]{36}$/);

    // The first worker to take a batch is killed at once, holding it.
    let victim: { pid: number; batch: number } | undefined;
    for (let i = 0; i < 3; i++) {
      workers.push(
        startWorker((line, child) => {
          const took = /^Took batch (\d+) of job /.exec(line);
          if (took !== null && victim === undefined) {
            victim = { pid: child.pid as number, batch: Number(took[1]) };
            child.kill('SIGKILL');
          }
        }),
      );
    }
    const merged = await cliRunAsync('results', '--queue', url, job, '--json', join(dir, 'queue.json'));
    expect(merged.status, merged.stderr).toBe(0);
    expect(readFileSync(join(dir, 'queue.json'), 'utf8')).toBe(readFileSync(join(dir, 'alone.json'), 'utf8'));

    // The killed worker's batch was played again by another worker, and stored once.
    expect(victim).toBeDefined();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = (await client.query('SELECT batch, worker FROM nautical_rules_batches WHERE job = $1 ORDER BY batch', [job])).rows as { batch: number; worker: string }[];
      expect(rows.map((r) => r.batch)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      const again = rows.find((r) => r.batch === victim?.batch);
      expect(again?.worker.endsWith(`:${victim?.pid}`)).toBe(false);
    } finally {
      await client.end();
    }
  });

  it('a worker on 2 threads plays two batches at once', async () => {
    // The workers of the test above stop first: this worker is the only one.
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    // Batches of one default-bot game (seconds each) already on the queue: both of the
    // worker's takers find one before either batch is stored.
    const submitted = cliRun('simulate', 'nauticus', '--players', '2', '--bots', 'default,default', '--games', '2', '--seed', '70', '--queue', url, '--batch', '1', '--detach');
    expect(submitted.status, submitted.stderr).toBe(0);
    const job = submitted.stdout.trim();
    const seen: string[] = [];
    const firstStored = new Promise<void>((done) => {
      const worker = startWorker((line, child) => {
        if (!line.includes(job)) return;
        seen.push(line.split(' ')[0] as string);
        if (line.startsWith('Stored')) {
          child.kill('SIGTERM');
          done();
        }
      }, 2);
      workers.push(worker);
    });
    await firstStored;
    expect(seen).toEqual(['Took', 'Took', 'Stored']);
  });

  it('refuses a job that does not exist and an unreachable queue with one line and exit code 2', () => {
    const unknown = cliRun('results', '--queue', url, 'no-such-job');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^nautical-rules results: no job "no-such-job" on the queue at .*\n$/);
    const unreachable = cliRun('simulate', 'shipyard', '--games', '4', '--queue', 'postgres://postgres@127.0.0.1:1/none');
    expect(unreachable.status).toBe(2);
    expect(unreachable.stderr).toMatch(/^nautical-rules simulate: cannot reach the queue at postgres:\/\/postgres@127\.0\.0\.1:1\/none: .*\n$/);
    const notPostgres = cliRun('worker', '--queue', 'redis://127.0.0.1:6379');
    expect(notPostgres.status).toBe(2);
    expect(notPostgres.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
