// Online benchmark (`npm run bench:online`): this process is the load, real boardgame.io
// socket clients (WebSocket), one per seat of BENCH_SIZES concurrent Meuterer matches of 4
// seats (default "20"; the issue's sizes are "20,100,300"), each seat choosing among the
// moves its G offers, each match playing BENCH_MOVES moves (default 40). The servers are
// child processes on 127.0.0.1: boardgame.io's memory, PostgresStorage on PostgreSQL
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema it drops) or
// on PGlite (in the server's memory), one process or two (two: the seats of each match
// split across both; PGlite is one process's database). Setups alternate over BENCH_ROUNDS
// rounds (default 2), so that a machine whose load drifts weighs on all of them alike.
//
// Per setup and round: moves/s; the round trip of a move (sent by a client until that
// client holds the state with it) p50/p95/p99; CPU per 1,000 moves of the servers, of
// PostgreSQL (every postgres process on the machine: other work on the same server counts
// too) and of this load process; SQL statements and bytes written (INSERT, UPDATE, WITH and
// pg_notify parameters) per move, counted in the servers; the servers' RSS at the end.
// Servers run with NODE_ENV=production (the documented default) unless BENCH_NODE_ENV says
// otherwise; BENCH_COMPARE_ENV=1 adds memory with NODE_ENV=development, to see what it costs.
// BENCH_BASE=<folder> adds each setup again with the servers run from another checkout of
// this repository (built, with this script copied in), to compare two versions in one run;
// BENCH_ONLY=memory:1,postgres:2,... keeps only those setups.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuUsage, memoryUsage } from 'node:process';

const require = createRequire(import.meta.url);
const SIZES = (process.env.BENCH_SIZES ?? '20').split(',').map(Number);
const MOVES = Number(process.env.BENCH_MOVES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEATS = 4;
const LIMIT_MS = 180_000;

/** A server process: { storage: 'memory' | 'postgres' | 'pglite', schema }; answers { stats } over IPC. */
async function serveHere(options) {
  const { guardTransport, strictCredentials, toBoardgameIO } = await import('nautical-rules/boardgameio');
  const { meuterer } = await import('nautical-rules/meuterer');
  const { Server, SocketIO } = require('boardgame.io/server');
  const counts = { statements: 0, bytes: 0 };
  const count = (text, params) => {
    counts.statements++;
    if (/^\s*(INSERT|UPDATE|WITH|SELECT pg_notify)/i.test(text)) for (const p of params ?? []) counts.bytes += typeof p === 'string' ? Buffer.byteLength(p) : JSON.stringify(p ?? null).length;
  };
  let storage;
  if (options.storage !== 'memory') {
    const { PostgresStorage } = await import('nautical-rules/boardgameio/server');
    if (options.storage === 'postgres') {
      const pg = require('pg');
      const pool = new pg.Pool({ connectionString: PG_URL, max: 8 });
      // Every statement through the pool and its clients is counted (a named one holds its text and values).
      const counting = (q) => (statement, params) => (typeof statement === 'string' ? count(statement, params) : count(statement.text, statement.values), q.query(statement, params));
      const counted = {
        query: counting(pool),
        connect: async () => {
          const client = await pool.connect();
          return { query: counting(client), release: (e) => client.release(e), on: (event, listener) => client.on(event, listener) };
        },
      };
      storage = new PostgresStorage({ pool: counted, schema: options.schema, log: () => undefined });
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create();
      const counted = {
        query: (text, params) => (count(text, params), db.query(text, params)),
        transaction: (work) => db.transaction((tx) => work({ query: (text, params) => (count(text, params), tx.query(text, params)) })),
        listen: (channel, callback) => db.listen(channel, callback),
        close: () => db.close(),
      };
      storage = new PostgresStorage({ pglite: counted, log: () => undefined });
    }
  }
  const server = Server({
    games: [toBoardgameIO(meuterer, { log: () => undefined })],
    ...(storage ? { db: storage } : {}),
    transport: guardTransport(new SocketIO(storage ? { pubSub: storage.pubSub } : {}), { log: () => undefined }),
    authenticateCredentials: strictCredentials,
    origins: [],
  });
  const listen = server.app.listen.bind(server.app);
  server.app.listen = (p, callback) => listen(p, '127.0.0.1', callback);
  const { appServer } = await server.run(0);
  // BENCH_PROFILE=<folder>: a CPU profile of the measured window only (from the first stats
  // request, when every client has synced, to the second), one .cpuprofile per server process.
  const profile = process.env.BENCH_PROFILE;
  let session;
  let asked = 0;
  const post = (method, params) => new Promise((ok, fail) => session.post(method, params, (e, r) => (e ? fail(e) : ok(r))));
  process.on('message', async () => {
    const stats = { cpu: cpuUsage(), rss: memoryUsage().rss, ...counts };
    asked++;
    if (profile !== undefined && asked === 1) {
      const { Session } = await import('node:inspector');
      session = new Session();
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.start');
    } else if (profile !== undefined && asked === 2) {
      const { profile: taken } = await post('Profiler.stop');
      const { mkdirSync, writeFileSync } = await import('node:fs');
      mkdirSync(profile, { recursive: true });
      writeFileSync(join(profile, `${options.storage}-${process.pid}.cpuprofile`), JSON.stringify(taken));
    }
    process.send({ stats });
  });
  process.send({ port: appServer.address().port });
  process.on('disconnect', () => process.exit(0));
}

/** Starts a server process; resolves with its URL, a way to read its counters, and a stop function. */
async function serve(options, nodeEnv, root) {
  const script = root === undefined ? fileURLToPath(import.meta.url) : join(root, 'scripts', 'bench-online.mjs');
  const child = spawn(process.execPath, [script, '--serve', JSON.stringify(options)], {
    ...(root === undefined ? {} : { cwd: root }),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: nodeEnv },
  });
  const port = await new Promise((ok, fail) => {
    child.once('message', (m) => ok(m.port));
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () => new Promise((ok) => (child.once('message', (m) => ok(m.stats)), child.send('stats'))),
    stop: () => new Promise((ok) => (child.exitCode !== null ? ok() : (child.once('exit', ok), child.kill()))),
  };
}

/** CPU time (ms) of every postgres process on this machine (Linux /proc; 0 elsewhere). */
function postgresCpuMs() {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^[0-9]+$/.test(pid)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return 0;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
const cpuMs = (u) => (u.user + u.system) / 1000;

/** Plays `size` matches on `servers` (seat i of match m on server (m + i) % n). */
async function run(servers, size) {
  const { Client, LobbyClient } = require('boardgame.io/client');
  const { SocketIO } = require('boardgame.io/multiplayer');
  const { resyncing, toBoardgameIO } = await import('nautical-rules/boardgameio');
  const { meuterer } = await import('nautical-rules/meuterer');
  const game = toBoardgameIO(meuterer);
  const matches = [];
  for (let m = 0; m < size; m++) {
    const lobby = new LobbyClient({ server: servers[m % servers.length].url });
    const { matchID } = await lobby.createMatch('meuterer', { numPlayers: SEATS });
    const credentials = [];
    for (let seat = 0; seat < SEATS; seat++) credentials.push((await lobby.joinMatch('meuterer', matchID, { playerID: String(seat), playerName: `P${seat}` })).playerCredentials);
    matches.push({ matchID, credentials });
  }
  const rtts = [];
  const clients = [];
  let finish;
  const finished = new Promise((ok) => (finish = ok));
  let doneMatches = 0;
  const counted = matches.map(() => 0);
  const done = (m) => {
    if (++doneMatches === size) finish();
    counted[m] = MOVES;
  };
  let synced = 0;
  let allSynced;
  const ready = new Promise((ok) => (allSynced = ok));
  for (const [m, { matchID, credentials }] of matches.entries()) {
    for (let seat = 0; seat < SEATS; seat++) {
      const server = servers[(m + seat) % servers.length];
      // As the guide's client: one that missed an update (a sync during a move) asks again instead of freezing.
      const client = resyncing(Client({ game, multiplayer: SocketIO({ server: server.url, socketOpts: { transports: ['websocket'] } }), matchID, playerID: String(seat), credentials: credentials[seat], debug: false }));
      let sentAt = -1;
      let sentFrom = -1;
      let sentTime = 0;
      let seen = false;
      let go = false;
      let stopped = false;
      const act = () => {
        if (stopped) return;
        const state = client.getState();
        if (state === null) return;
        if (!seen) {
          seen = true;
          if (++synced === size * SEATS) allSynced();
        }
        if (!go || counted[m] >= MOVES) return;
        const G = state.G;
        if (sentAt >= 0 && G.moved > sentAt) {
          rtts.push(performance.now() - sentTime);
          sentAt = -1;
          if (++counted[m] === MOVES) return done(m);
        }
        if (state.ctx.gameover !== undefined) return done(m);
        if (!G.dealt) {
          if (seat === 0 && sentAt !== -2) {
            sentAt = -2;
            client.moves.start();
          }
          return;
        }
        // A move refused because another process stored one from the same state first: the
        // seat sees that move and chooses again (its round trip counts from the first send).
        const again = sentAt === G.moved && sentFrom !== state._stateID;
        if (G.moves.length > 0 && (sentAt !== G.moved || again)) {
          if (!again) sentTime = performance.now();
          sentAt = G.moved;
          sentFrom = state._stateID;
          client.moves.move(G.moves[(m * 7 + seat + G.moved) % G.moves.length].move, G.moved);
        }
      };
      client.subscribe(() => setImmediate(act));
      client.start();
      clients.push({ client, start: () => ((go = true), setImmediate(act)), stop: () => ((stopped = true), client.stop()) });
    }
  }
  await ready;
  // Measured from here: every client connected and synced.
  const before = { servers: await Promise.all(servers.map((s) => s.stats())), load: cpuUsage(), pg: postgresCpuMs(), at: performance.now() };
  for (const c of clients) c.start();
  const outcome = await Promise.race([finished, new Promise((ok) => setTimeout(() => ok('timeout'), LIMIT_MS))]);
  const seconds = (performance.now() - before.at) / 1000;
  const after = { servers: await Promise.all(servers.map((s) => s.stats())), load: cpuUsage(before.load), pg: postgresCpuMs() };
  for (const c of clients) c.stop();
  const moves = rtts.length;
  const sorted = [...rtts].sort((a, b) => a - b);
  const per1000 = (ms) => (ms / moves) * 1000;
  const sum = (f) => after.servers.reduce((n, s, i) => n + f(s) - f(before.servers[i]), 0);
  return {
    moves,
    perSecond: moves / seconds,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    serverCpu: per1000(sum((s) => cpuMs(s.cpu))),
    pgCpu: per1000(after.pg - before.pg),
    loadCpu: per1000(cpuMs(after.load)),
    statements: sum((s) => s.statements) / moves,
    bytes: sum((s) => s.bytes) / moves,
    rss: Math.max(...after.servers.map((s) => s.rss)) / 2 ** 20,
    complete: outcome !== 'timeout',
  };
}

async function postgresUp() {
  try {
    const pg = require('pg');
    const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) => (xs.length < 2 ? `${xs[0].toFixed(digits)}` : `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`);

async function main() {
  const env = process.env.BENCH_NODE_ENV ?? 'production';
  const setups = [
    { name: 'memory, 1 process', storage: 'memory', processes: 1, env },
    ...(process.env.BENCH_COMPARE_ENV === '1' ? [{ name: 'memory, 1 process, NODE_ENV=development', storage: 'memory', processes: 1, env: 'development' }] : []),
    { name: 'PostgreSQL, 1 process', storage: 'postgres', processes: 1, env },
    { name: 'PostgreSQL, 2 processes', storage: 'postgres', processes: 2, env },
    { name: 'PGlite, 1 process', storage: 'pglite', processes: 1, env },
  ];
  const only = process.env.BENCH_ONLY?.split(',');
  const kept = setups.filter((s) => only === undefined || only.includes(`${s.storage}:${s.processes}`));
  const base = process.env.BENCH_BASE;
  // Each setup next to its twin on the base version, so that both see the same load.
  setups.splice(0, setups.length, ...kept.flatMap((s) => (base !== undefined && s.env === env ? [s, { ...s, name: `${s.name}, base`, root: base }] : [s])));
  const pgUp = await postgresUp();
  const results = new Map();
  for (const size of SIZES) {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating: each round runs every setup, in turn.
      for (const setup of round % 2 === 0 ? setups : [...setups].reverse()) {
        if (setup.storage === 'postgres' && !pgUp) continue;
        const schema = `bench_${randomBytes(4).toString('hex')}`;
        const servers = [];
        // The first process creates the tables before the others start.
        for (let i = 0; i < setup.processes; i++) servers.push(await serve({ storage: setup.storage, schema }, setup.env, setup.root));
        try {
          const r = await run(servers, size);
          const key = `${size}|${setup.name}`;
          results.set(key, [...(results.get(key) ?? []), r]);
          process.stderr.write(`${size} matches, ${setup.name}, round ${round + 1}: ${r.perSecond.toFixed(0)} moves/s, p95 ${r.p95.toFixed(0)} ms${r.complete ? '' : ' (stopped at the time limit)'}\n`);
        } finally {
          for (const s of servers) await s.stop();
          if (setup.storage === 'postgres') {
            const pg = require('pg');
            const c = new pg.Client({ connectionString: PG_URL });
            await c.connect();
            await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
            await c.end();
          }
        }
      }
    }
  }
  console.log(`Meuterer, ${SEATS} seats, ${MOVES} moves a match, ${ROUNDS} alternating rounds (median, and range over rounds); servers NODE_ENV=${env}${pgUp ? '' : `; PostgreSQL not reachable at ${PG_URL}`}`);
  console.log('| matches | setup | moves/s | p50 | p95 | p99 | server CPU / 1,000 moves | PostgreSQL CPU / 1,000 | load CPU / 1,000 | SQL statements / move | bytes written / move | server RSS |');
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [key, rs] of results) {
    const [size, name] = key.split('|');
    const col = (f, digits = 0) => spread(rs.map(f), digits);
    const db = !name.startsWith('memory');
    console.log(
      `| ${size} | ${name} | ${col((r) => r.perSecond)} | ${col((r) => r.p50)} ms | ${col((r) => r.p95)} ms | ${col((r) => r.p99)} ms | ${col((r) => r.serverCpu)} ms | ${name.startsWith('PostgreSQL') ? `${col((r) => r.pgCpu)} ms` : '-'} | ${col((r) => r.loadCpu)} ms | ${db ? col((r) => r.statements, 1) : '-'} | ${db ? col((r) => r.bytes) : '-'} | ${col((r) => r.rss)} MB |${rs.every((r) => r.complete) ? '' : ' (some rounds stopped at the time limit)'}`,
    );
  }
  process.exit(0);
}

// Last: the helpers above are initialized by now.
if (process.argv[2] === '--serve') await serveHere(JSON.parse(process.argv[3]));
else await main();
