// Online benchmark (`npm run bench:online`): moves per second and the round trip of a move
// (sent by a socket client until that client holds the state with it), p50 and p95, for
// BENCH_MATCHES (default 100) concurrent Meuterer matches of 3 seats, each playing
// BENCH_MOVES (default 20) moves, on one server process and on two, with boardgame.io's
// in-memory storage and with PostgresStorage on PostgreSQL (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test, in a schema it drops). With two processes in
// memory, each serves its own matches (nothing is shared); on PostgreSQL the seats of each
// match are split across both. Figures depend on the machine: compare them with each other.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { guardTransport, strictCredentials, toBoardgameIO } from 'nautical-rules/boardgameio';
import { meuterer } from 'nautical-rules/meuterer';

const require = createRequire(import.meta.url);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 100);
const MOVES = Number(process.env.BENCH_MOVES ?? 20);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEATS = 3;

if (process.argv[2] === '--serve') {
  // A server process: { storage: 'memory' | 'postgres', schema }.
  const options = JSON.parse(process.argv[3]);
  const { Server, SocketIO } = require('boardgame.io/server');
  let storage;
  if (options.storage === 'postgres') {
    const { PostgresStorage } = await import('nautical-rules/boardgameio/server');
    const pg = require('pg');
    storage = new PostgresStorage({ pool: new pg.Pool({ connectionString: PG_URL, max: 8 }), schema: options.schema });
  }
  const server = Server({
    games: [toBoardgameIO(meuterer)],
    ...(storage ? { db: storage } : {}),
    transport: guardTransport(new SocketIO(storage ? { pubSub: storage.pubSub } : {}), { log: () => undefined }),
    authenticateCredentials: strictCredentials,
    origins: [],
  });
  const listen = server.app.listen.bind(server.app);
  server.app.listen = (p, callback) => listen(p, '127.0.0.1', callback);
  const { appServer } = await server.run(0);
  process.send({ port: appServer.address().port });
  process.on('disconnect', () => process.exit(0));
} else {
  await main();
}

/** Starts a server process; resolves with its URL and a stop function. */
async function serve(options) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve', JSON.stringify(options)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise((ok, fail) => {
    child.once('message', (m) => ok(m.port));
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((ok) => (child.exitCode !== null ? ok() : (child.once('exit', ok), child.kill()))) };
}

function quantile(sorted, q) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Plays MATCHES matches on `servers` (seat i of match m on server (m + i) % n when `splitSeats`, else match m on server m % n). */
async function run(servers, splitSeats) {
  const { Client, LobbyClient } = require('boardgame.io/client');
  const { SocketIO } = require('boardgame.io/multiplayer');
  const game = toBoardgameIO(meuterer);
  const rtts = [];
  let moves = 0;
  const clients = [];
  const matches = [];
  for (let m = 0; m < MATCHES; m++) {
    const lobby = new LobbyClient({ server: servers[m % servers.length].url });
    const { matchID } = await lobby.createMatch('meuterer', { numPlayers: SEATS });
    const credentials = [];
    for (let seat = 0; seat < SEATS; seat++) credentials.push((await lobby.joinMatch('meuterer', matchID, { playerID: String(seat), playerName: `P${seat}` })).playerCredentials);
    matches.push({ matchID, credentials });
  }
  const started = performance.now();
  let finish;
  const finished = new Promise((ok) => (finish = ok));
  let doneMatches = 0;
  const counted = matches.map(() => 0);
  for (const [m, { matchID, credentials }] of matches.entries()) {
    for (let seat = 0; seat < SEATS; seat++) {
      const server = servers[(splitSeats ? m + seat : m) % servers.length];
      const client = Client({ game, multiplayer: SocketIO({ server: server.url, socketOpts: { transports: ['websocket'] } }), matchID, playerID: String(seat), credentials: credentials[seat], debug: false });
      let sentAt = -1;
      let sentTime = 0;
      let dealing = false;
      const act = () => {
        const state = client.getState();
        if (state === null || counted[m] >= MOVES) return;
        const G = state.G;
        if (sentAt >= 0 && G.moved > sentAt) {
          rtts.push(performance.now() - sentTime);
          moves++;
          sentAt = -1;
          if (++counted[m] === MOVES && ++doneMatches === MATCHES) finish();
        }
        if (state.ctx.gameover !== undefined) {
          if (counted[m] < MOVES) {
            counted[m] = MOVES;
            if (++doneMatches === MATCHES) finish();
          }
          return;
        }
        if (!G.dealt) {
          if (seat === 0 && !dealing) {
            dealing = true;
            client.moves.start();
          }
          return;
        }
        if (G.moves.length > 0 && sentAt !== G.moved) {
          sentAt = G.moved;
          sentTime = performance.now();
          client.moves.move(G.moves[0].move, G.moved);
        }
      };
      client.subscribe(() => setImmediate(act));
      client.start();
      clients.push(client);
    }
  }
  const limit = new Promise((ok) => setTimeout(() => ok('timeout'), 180_000));
  const outcome = await Promise.race([finished, limit]);
  const seconds = (performance.now() - started) / 1000;
  for (const c of clients) c.stop();
  const sorted = [...rtts].sort((a, b) => a - b);
  return { moves, seconds, perSecond: moves / seconds, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), complete: outcome !== 'timeout' };
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

async function main() {
  const configs = [
    { name: 'memory, 1 process', storage: 'memory', processes: 1 },
    { name: 'memory, 2 processes (matches split)', storage: 'memory', processes: 2 },
    { name: 'PostgreSQL, 1 process', storage: 'postgres', processes: 1 },
    { name: 'PostgreSQL, 2 processes (seats split)', storage: 'postgres', processes: 2 },
  ];
  const pgUp = await postgresUp();
  console.log(`${MATCHES} concurrent Meuterer matches (${SEATS} seats), ${MOVES} moves each`);
  console.log('| setup | moves/s | round trip p50 | p95 |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const config of configs) {
    if (config.storage === 'postgres' && !pgUp) {
      console.log(`| ${config.name} | PostgreSQL not reachable at ${PG_URL} | | |`);
      continue;
    }
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const servers = [];
    // The first process creates the tables before the others start.
    for (let i = 0; i < config.processes; i++) servers.push(await serve({ storage: config.storage, schema }));
    try {
      const r = await run(servers, config.storage === 'postgres');
      console.log(`| ${config.name} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms |${r.complete ? '' : ` (stopped after 180 s, ${r.moves} moves)`}`);
    } finally {
      for (const s of servers) await s.stop();
      if (config.storage === 'postgres') {
        const pg = require('pg');
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await c.end();
      }
    }
  }
  process.exit(0);
}
