// A local boardgame.io server for every game of nautical-rules, with an online table and a
// page to play on: `npm run example:online`, then open the address it prints. On the page
// a person creates a match with bot seats (played by this server), plays it over the
// network against them, and steps through its replay afterwards, seat by seat.
//
// It listens on 127.0.0.1:8000 (or $PORT, or `--port N`; 0 picks a free port), keeps its
// matches, their seeds (for replays) and its bot seats in PGlite in ./.matches (or
// $MATCHES_DIR), so a restart of it loses none of them, and prints how to use the Lobby API.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { guardTransport, strictCredentials } from 'nautical-rules/boardgameio';
import { onlineTable, PostgresStorage, postgresLeases, postgresSeeds } from 'nautical-rules/boardgameio/server';
import { PGlite } from '@electric-sql/pglite';
import { randomBot } from 'nautical-rules/bots';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import { bremerhaven } from 'nautical-rules/bremerhaven';

// boardgame.io's reducer uses immer's development build unless NODE_ENV says production
// (read when boardgame.io is loaded, below): a server runs in production unless told.
process.env.NODE_ENV ??= 'production';
// boardgame.io 0.50 ships its subpaths as CommonJS directories, which Node's ESM loader
// cannot import: require them.
const require = createRequire(import.meta.url);
const { Server, SocketIO } = require('boardgame.io/server');
const { Client } = require('boardgame.io/client');
const { SocketIO: SocketIOClient } = require('boardgame.io/multiplayer');

const here = dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf('--port');
const port = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.PORT ?? 8000));
const dataDir = process.env.MATCHES_DIR ?? '.matches';

// The page: plain TypeScript, bundled for the browser once at start (esbuild, which tsup
// brings), against this checkout's build of the package.
const bundled = await build({
  entryPoints: [join(here, 'page.ts')],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  write: false,
  alias: { 'nautical-rules': join(here, '../../dist') },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const script = bundled.outputFiles[0].text;
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>nautical-rules online</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; max-width: 60rem; }
button { margin: 0.15rem; } #log { max-height: 18rem; overflow: auto; background: #f6f6f6; padding: 0.5rem; white-space: pre-wrap; }
.clock { display: inline-block; margin-right: 1rem; } .running { font-weight: bold; } [hidden] { display: none; }
</style></head>
<body><h1>nautical-rules online</h1><main id="app"></main><script src="/page.js"></script></body></html>`;

// One database for the matches, the seeds they were dealt from (without which a match
// dealt before a restart could not be replayed) and the bot seats (played again after one).
const db = await PGlite.create(dataDir);
const storage = new PostgresStorage({ pglite: db });
// Bot seats are played by this process: cheap random bots, in this thread. For real
// searching bots, pass `worker` (docs/online-table.md).
const table = onlineTable({
  makers: { Client, SocketIO: SocketIOClient },
  seeds: postgresSeeds(db),
  leases: postgresLeases(db),
  bots: { random: randomBot(1) },
  clocks: { initialMs: 10 * 60_000, incrementMs: 10_000, capMs: 15 * 60_000, bot: { name: 'random' } },
  leavers: { graceMs: 60_000, bot: { name: 'random' } },
});
const server = Server({
  games: [meuterer, nauticus, shipyard, bremerhaven].map((game) => table.game(game)),
  db: storage,
  // The storage's pub/sub broadcasts each move once it is stored.
  transport: guardTransport(new SocketIO({ pubSub: storage.pubSub })),
  authenticateCredentials: strictCredentials,
  // The page is served from this server, on whatever port it got.
  origins: [/^http:\/\/(127\.0\.0\.1|localhost):\d+$/],
});
table.attach(server);

// The page, and one route of the example's own: seat bots in a match's free seats.
server.router.get('/', (ctx) => {
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
});
server.router.get('/page.js', (ctx) => {
  ctx.type = 'text/javascript; charset=utf-8';
  ctx.body = script;
});
server.router.post('/tables/:name/:id/bots', async (ctx) => {
  let text = '';
  for await (const chunk of ctx.req) if ((text += chunk).length > 1024) break;
  let seats;
  try {
    seats = JSON.parse(text).seats;
  } catch {
    seats = undefined;
  }
  if (!Array.isArray(seats) || seats.length > 8 || !seats.every((s) => Number.isSafeInteger(s) && s >= 0 && s < 8)) {
    ctx.status = 400;
    ctx.body = { error: 'the body is { "seats": [seat numbers] }' };
    return;
  }
  try {
    for (const seat of seats) await table.seatBot(ctx.params.id, seat, { name: 'random' });
    ctx.body = { seated: seats };
  } catch (e) {
    ctx.status = 409;
    ctx.body = { error: e instanceof Error ? e.message : String(e) };
  }
});

// boardgame.io listens on every interface; this example stays on the loopback.
const listen = server.app.listen.bind(server.app);
server.app.listen = (p, callback) => listen(p, '127.0.0.1', callback);
const { appServer } = await server.run(port);
const url = `http://127.0.0.1:${appServer.address().port}`;
await table.start(url);
const stop = async () => {
  await table.stop();
  server.kill({ appServer });
  await storage.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

console.log(`nautical-rules on boardgame.io: ${url}/ , matches kept in ${dataDir} (Ctrl-C stops it)

Open ${url}/ to play a match against bot seats and step through its replay.

Or use the Lobby API:
  curl -s -X POST ${url}/games/meuterer/create -H 'content-type: application/json' -d '{"numPlayers":3,"setupData":{"pirates":true}}'
  curl -s -X POST ${url}/games/meuterer/<matchID>/join -H 'content-type: application/json' -d '{"playerID":"0","playerName":"Ann"}'
  curl -s -X POST ${url}/tables/meuterer/<matchID>/bots -H 'content-type: application/json' -d '{"seats":[1,2]}'
  curl -s -X POST ${url}/replays/meuterer/<matchID> -H 'content-type: application/json' -d '{"playerID":"0","credentials":"<credentials>"}'
See docs/online.md and docs/online-table.md.`);
