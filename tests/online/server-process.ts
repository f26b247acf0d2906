/**
 * A boardgame.io server in a process of its own, for the tests that try to stop it: the
 * toy game behind the guard, listening on 127.0.0.1 (port 0), its storage and its logs
 * reachable from the test over the IPC channel. `raw-socket.ts` builds and starts it.
 *
 * Argument 1 (JSON, optional): `{ "guard": false }` serves without the guard (to show what
 * it closes), `{ "failingMetadata": true }` makes every metadata write fail (a storage that
 * is down), `{ "pglite": dir }` or `{ "postgres": url, "schema": name }` stores matches with
 * PostgresStorage (and broadcasts through it) instead of boardgame.io's memory, `port`
 * listens on that port, `seed` deals every match from that seed (so the test can replay it),
 * `limited` keeps the guard's rate limits (without it they are lifted, so that the hostile
 * tests' floods reach the decoders they probe).
 */
import type { AddressInfo } from 'node:net';
import { Server, SocketIO } from 'boardgame.io/server';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { guardTransport, strictCredentials, toBoardgameIO } from '../../src/boardgameio/index.js';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { toy } from '../testing/toy.js';
import { listenOnLoopback } from './loopback.js';

export interface Options {
  readonly guard?: boolean;
  readonly failingMetadata?: boolean;
  readonly pglite?: string;
  readonly postgres?: string;
  readonly schema?: string;
  readonly port?: number;
  readonly seed?: string;
  readonly limited?: boolean;
}

/** What the test may ask. */
export type Request =
  | { readonly id: number; readonly fetch: string }
  | { readonly id: number; readonly logged: number }
  | { readonly id: number; readonly matches: true }
  | { readonly id: number; readonly requests: true }
  | { readonly id: number; readonly after: number };

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const logged: string[] = [];
const log = (message: string): void => void logged.push(message);
const seed = options.seed;
const game = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log, ...(seed === undefined ? {} : { seed: () => seed }) });

const storage =
  options.pglite !== undefined
    ? new PostgresStorage({ pglite: new PGlite(options.pglite), log })
    : options.postgres !== undefined
      ? new PostgresStorage({ pool: new pg.Pool({ connectionString: options.postgres, max: 4 }), schema: options.schema, log })
      : undefined;
const socketIO = new SocketIO(storage === undefined ? {} : { pubSub: storage.pubSub as never });
const unlimited = { perSecond: 1e9, burst: 1e9 };
const rates = options.limited === true ? {} : { rates: { update: unlimited, sync: unlimited, chat: unlimited } };
const transport = options.guard === false ? socketIO : guardTransport(socketIO, { log, ...rates });
// Without a storage option, boardgame.io's default storage: in memory, synchronous.
const server = Server({ games: [game], transport, origins: [], authenticateCredentials: strictCredentials, ...(storage === undefined ? {} : { db: storage as never }) });
const db = server.db as unknown as {
  fetch(matchID: string, opts: object): unknown;
  listMatches(): string[] | Promise<string[]>;
  setMetadata(matchID: string, metadata: { players: Record<string, { isConnected?: boolean }> }): void;
};
if (options.failingMetadata === true) {
  // Writing who is connected fails, as with a database that went away: boardgame.io's
  // socket handlers then reject, which Node turns into the end of the process.
  const setMetadata = db.setMetadata.bind(db);
  db.setMetadata = (matchID, metadata) => {
    if (Object.values(metadata.players).some((p) => p.isConnected !== undefined)) throw new Error('storage is down');
    setMetadata(matchID, metadata);
  };
}
listenOnLoopback(server);

const send = (message: unknown): void => {
  process.send?.(message);
};

/** HTTP requests and upgrades the server has read (so a test knows its request arrived). */
let requests = 0;
void server.run({ port: options.port ?? 0 }).then(({ appServer }) => {
  appServer.on('request', () => requests++);
  appServer.on('upgrade', () => requests++);
  send({ port: (appServer.address() as AddressInfo).port });
});

process.on('message', (request: Request) => {
  void (async () => {
    if ('fetch' in request) send({ id: request.id, found: await db.fetch(request.fetch, { state: true, log: true, metadata: true }) });
    else if ('logged' in request) send({ id: request.id, lines: logged.slice(request.logged) });
    else if ('requests' in request) send({ id: request.id, requests });
    // Answers once `after` ms have passed on this process's own clock: every timer of the same
    // length it set before (engine.io's on an upgrade it does not serve) has fired by then.
    else if ('after' in request) setTimeout(() => send({ id: request.id, after: true }), request.after);
    else send({ id: request.id, matches: await db.listMatches() });
  })();
});
// The test process is gone (or done): nothing is left running.
process.on('disconnect', () => process.exit(0));
