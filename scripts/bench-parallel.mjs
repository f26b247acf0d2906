#!/usr/bin/env node
// `npm run bench:parallel`: what the worker pool and the job queue buy. A benchmark, not a
// test: it prints the figures of docs/parallel.md.
//
//   node scripts/bench-parallel.mjs [--rounds R] [--sections pool,bots,fresh,queue] [--games N] [--queue URL]
//
// - pool:  random-game `simulate` (Shipyard, 3 players), games per second with 1 worker
//          and with 2, measured alternately in this one process, R rounds;
// - bots:  a tournament of the default bot (Nauticus, 2 players, default against default),
//          the same way;
// - fresh: what a command pays, threads started and warmed up included: N random Shipyard
//          games (--games, default 2000) in a fresh process each, 1 worker, 2 workers, and
//          two independent processes of N/2 games each at once (the ceiling: the same work,
//          the same seeds, nothing shared), alternately; CPU per game (all threads of the
//          process, process.cpuUsage) and wall time;
// - queue: the same random games through the job queue (one `worker` process with 2
//          threads, started once) against the pool with 2 workers, both as whole command
//          lines, alternately; needs PostgreSQL (default postgres://postgres@127.0.0.1:5432/postgres,
//          in a database it makes and drops).
// pool and bots also print the CPU per game (all threads) of each side, with its spread:
// on a shared machine it moves far less than the wall time.
// Each figure is the median ratio over the rounds with its spread (lowest to highest), and
// the load average it was taken under: on a busy machine the ratios say more than the times.
import { execFile, spawn, spawnSync } from 'node:child_process';
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
const sections = new Set(arg('sections', 'pool,bots,fresh,queue').split(','));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const seeds = (n, from) => Array.from({ length: n }, (_, i) => from + i);

const spread = (xs, digits = 2) => `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)} to ${Math.max(...xs).toFixed(digits)})`;
/** CPU milliseconds of this process so far, every thread's. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Runs `a` and `b` alternately `rounds` times (b first on odd rounds); prints the median
 * ratio of b's rate to a's, with its spread, and the CPU per game of each when the sides
 * report it (`{ rate, cpu }` rather than a rate).
 */
async function paired(label, a, b) {
  const ratios = [];
  const rates = { a: [], b: [] };
  const cpu = { a: [], b: [] };
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
    const rate = {};
    for (const which of order) {
      const got = await (which === 'a' ? a : b)(r);
      rate[which] = typeof got === 'number' ? got : got.rate;
      if (typeof got !== 'number') cpu[which].push(got.cpu);
    }
    rates.a.push(rate.a);
    rates.b.push(rate.b);
    ratios.push(rate.b / rate.a);
  }
  const perGame = cpu.a.length === 0 ? '' : `; CPU ms per game ${spread(cpu.a)} and ${spread(cpu.b)}`;
  console.log(`${label}: ${median(ratios).toFixed(2)}x (spread ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}, ${rounds} rounds); medians ${median(rates.a).toFixed(2)} and ${median(rates.b).toFixed(2)} games/s${perGame}; load ${load()}`);
}

/** Games per second and CPU milliseconds per game (all threads) of one pooled run. */
async function pooled(options, workers) {
  const t0 = performance.now();
  const c0 = cpuMs();
  const { summary } = await runGames({ ...options, workers });
  return { rate: summary.games / ((performance.now() - t0) / 1000), cpu: (cpuMs() - c0) / summary.games };
}

/** Plays `games` random Shipyard games from `from` in a fresh process on `workers` workers: its CPU and wall milliseconds. */
function freshRun(games, from, workers) {
  const script = `import { runGames } from ${JSON.stringify(join(repo, 'dist/parallel/index.js'))};
const t0 = performance.now();
await runGames({ game: 'shipyard', config: { players: 3 }, seeds: Array.from({ length: ${games} }, (_, i) => ${from} + i), workers: ${workers} });
const u = process.cpuUsage();
console.log(JSON.stringify({ cpu: (u.user + u.system) / 1000, wall: performance.now() - t0 }));`;
  return new Promise((done, fail) => execFile(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }, (e, out) => (e ? fail(e) : done(JSON.parse(out)))));
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
if (sections.has('fresh')) {
  const games = Number(arg('games', 2000));
  const sides = {
    '1 worker': async (r) => [await freshRun(games, 100_000 * r, 1)],
    '2 workers': async (r) => [await freshRun(games, 100_000 * r, 2)],
    'two processes of half the games, at once': (r) => Promise.all([freshRun(games / 2, 100_000 * r, 1), freshRun(games / 2, 100_000 * r + games / 2, 1)]),
  };
  const got = Object.fromEntries(Object.keys(sides).map((k) => [k, { cpu: [], wall: [] }]));
  const names = Object.keys(sides);
  for (let r = 0; r < rounds; r++) {
    for (const name of r % 2 === 0 ? names : [...names].reverse()) {
      const runs = await sides[name](r);
      got[name].cpu.push(runs.reduce((t, x) => t + x.cpu, 0) / games);
      got[name].wall.push(Math.max(...runs.map((x) => x.wall)));
    }
  }
  const one = got['1 worker'];
  for (const name of names) {
    const speedup = one.wall.map((w, r) => w / got[name].wall[r]);
    console.log(`fresh process, ${games} random Shipyard games, ${name}: CPU ms per game ${spread(got[name].cpu)}; speedup over 1 worker ${spread(speedup)} (wall, per round); ${rounds} rounds; load ${load()}`);
  }
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
