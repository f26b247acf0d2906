#!/usr/bin/env node
// `npm run bench:parallel`: what the worker pool and the job queue buy. A benchmark, not a
// test: it prints the figures of docs/parallel.md.
//
//   node scripts/bench-parallel.mjs [--rounds R] [--sections pool,bots,queue] [--queue URL]
//
// - pool:  random-game `simulate` (Shipyard, 3 players), games per second with 1 worker
//          and with 2, measured alternately in this one process, R rounds;
// - bots:  a tournament of the default bot (Nauticus, 2 players, default against default),
//          the same way;
// - queue: the same random games through the job queue (one `worker` process with 2
//          threads, started once) against the pool with 2 workers, both as whole command
//          lines, alternately; needs PostgreSQL (default postgres://postgres@127.0.0.1:5432/postgres,
//          in a database it makes and drops).
// Each figure is the median ratio over the rounds with its spread (lowest to highest), and
// the load average it was taken under: on a busy machine the ratios say more than the times.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runGames } from '../dist/parallel/index.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist/cli/index.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const rounds = Number(arg('rounds', 5));
const sections = new Set(arg('sections', 'pool,bots,queue').split(','));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const seeds = (n, from) => Array.from({ length: n }, (_, i) => from + i);

/** Runs `a` and `b` alternately `rounds` times (b first on odd rounds); prints the median ratio of b's rate to a's, with its spread. */
async function paired(label, a, b) {
  const ratios = [];
  const rates = { a: [], b: [] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    const rate = {};
    for (const which of order) rate[which] = await (which === 'a' ? a : b)(r);
    rates.a.push(rate.a);
    rates.b.push(rate.b);
    ratios.push(rate.b / rate.a);
  }
  console.log(`${label}: ${median(ratios).toFixed(2)}x (spread ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}, ${rounds} rounds); medians ${median(rates.a).toFixed(2)} and ${median(rates.b).toFixed(2)} games/s; load ${load()}`);
}

/** Games per second of one pooled run. */
async function pooled(options, workers) {
  const t0 = performance.now();
  const { summary } = await runGames({ ...options, workers });
  return summary.games / ((performance.now() - t0) / 1000);
}

console.log(`nautical-rules parallel benchmark, ${rounds} rounds, load ${load()}`);
if (sections.has('pool')) {
  const options = (r) => ({ game: 'shipyard', config: { players: 3 }, seeds: seeds(240, 1000 * r) });
  await paired('random simulate, 2 workers against 1', (r) => pooled(options(r), 1), (r) => pooled(options(r), 2));
}
if (sections.has('bots')) {
  const options = (r) => ({ game: 'nauticus', config: { players: 2 }, seeds: seeds(4, 100 * r), bots: ['default', 'default'], batchSize: 1 });
  await paired('default-bot tournament, 2 workers against 1', (r) => pooled(options(r), 1), (r) => pooled(options(r), 2));
}
if (sections.has('queue')) {
  const base = arg('queue', 'postgres://postgres@127.0.0.1:5432/postgres');
  const database = `bench_queue_${randomBytes(4).toString('hex')}`;
  const psql = (sql) => spawnSync(process.execPath, ['-e', `const pg=require('pg');const c=new pg.Client({connectionString:${JSON.stringify(base)}});c.connect().then(()=>c.query(${JSON.stringify(sql)})).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`], { cwd: repo, stdio: 'inherit' });
  if (psql(`CREATE DATABASE "${database}"`).status !== 0) {
    console.log('queue: PostgreSQL is not reachable; section skipped.');
  } else {
    const url = Object.assign(new URL(base), { pathname: `/${database}` }).toString();
    const worker = spawn(process.execPath, [cli, 'worker', '--queue', url, '--workers', '2'], { stdio: ['ignore', 'ignore', 'pipe'] });
    await new Promise((ok) => worker.stderr.on('data', (d) => /waiting for batches/.test(String(d)) && ok()));
    const command = (extra) => (r) => {
      const t0 = performance.now();
      const run = spawnSync(process.execPath, [cli, 'simulate', 'shipyard', '--players', '3', '--games', '240', '--seed', String(5000 * (r + 1)), '--json', '/dev/null', ...extra], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`simulate exited with ${run.status}: ${run.stderr}`);
      return 240 / ((performance.now() - t0) / 1000);
    };
    try {
      await paired('queue (1 worker process, 2 threads, batches of 20) against the pool (2 workers), whole commands', command(['--workers', '2']), command(['--queue', url, '--batch', '20']));
    } finally {
      worker.kill('SIGTERM');
      await new Promise((ok) => worker.on('exit', ok));
      psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    }
  }
}
