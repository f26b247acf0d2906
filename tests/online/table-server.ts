/**
 * A server process with an online table on PostgreSQL, for the failover test: the toy game
 * (every match dealt from the seed given), bot seats leased in the database, listening on
 * 127.0.0.1 (port 0). Over the IPC channel the test seats bots, holds them (a held bot
 * finds no move, so its seat stays where it is), reads a match and asks which seats this
 * process plays.
 *
 * Argument 1 (JSON): `{ "postgres": url, "schema": name, "seed": seed, "clocks"?: ClockOptions, "held"?: boolean }`
 * (with `clocks`, a seat out of time is played by the holdable bot; `held`: its bots start held).
 */
import type { AddressInfo } from 'node:net';
import { Client } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { Server, SocketIO } from 'boardgame.io/server';
import pg from 'pg';
import { randomBot, type Bot } from '../../src/bots/index.js';
import { guardTransport, strictCredentials } from '../../src/boardgameio/index.js';
import { onlineTable, PostgresStorage, postgresLeases, postgresSeeds, type ClockOptions } from '../../src/boardgameio/server/index.js';
import { toy } from '../testing/toy.js';
import { listenOnLoopback } from './loopback.js';

const options = JSON.parse(process.argv[2] ?? '{}') as { postgres: string; schema: string; seed: string; clocks?: ClockOptions; held?: boolean };
const pool = new pg.Pool({ connectionString: options.postgres, max: 4 });
const storage = new PostgresStorage({ pool, schema: options.schema, log: () => undefined });
let held = options.held === true;
const random = randomBot(process.pid);
const holdable: Bot = {
  name: 'holdable',
  choose: (game, table, view, seat) => {
    if (held) throw new Error('held');
    return random.choose(game, table, view, seat);
  },
};
const table = onlineTable({
  makers: { Client: Client as never, SocketIO: SocketIOClient as never },
  bots: { holdable },
  leases: postgresLeases(pool, options.schema),
  seeds: postgresSeeds(pool, options.schema),
  heartbeatMs: 200,
  leaseMs: 1500,
  retryMs: 300,
  log: () => undefined,
  ...(options.clocks === undefined ? {} : { clocks: { ...options.clocks, bot: { name: 'holdable' } } }),
});
const game = table.game(toy, { configFields: ['journal', 'rounds'], seed: () => options.seed, log: () => undefined });
const server = Server({ games: [game], db: storage as never, transport: guardTransport(new SocketIO({ pubSub: storage.pubSub as never }), { log: () => undefined }), origins: [], authenticateCredentials: strictCredentials });
table.attach(server as never);
listenOnLoopback(server);

type Request = { id: number } & ({ seat: { matchID: string; seat: number } } | { hold: boolean } | { fetch: string } | { playing: true });
const send = (message: unknown): void => void process.send?.(message);

void server.run({ port: 0 }).then(async ({ appServer }) => {
  const port = (appServer.address() as AddressInfo).port;
  await table.start(`http://127.0.0.1:${port}`);
  send({ port });
});
process.on('message', (request: Request) => {
  void (async () => {
    try {
      if ('seat' in request) {
        await table.seatBot(request.seat.matchID, request.seat.seat, { name: 'holdable' });
        send({ id: request.id, ok: true });
      } else if ('hold' in request) {
        held = request.hold;
        send({ id: request.id, ok: true });
      } else if ('fetch' in request) send({ id: request.id, found: await storage.fetch(request.fetch, { state: true, log: true, metadata: true }) });
      else send({ id: request.id, playing: table.playing() });
    } catch (e) {
      send({ id: request.id, error: String(e) });
    }
  })();
});
process.on('disconnect', () => process.exit(0));
