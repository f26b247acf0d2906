/**
 * A real boardgame.io server on 127.0.0.1 (port 0 unless told), matches made through the
 * Lobby API, and one SocketIO client per seat in Node, each recording every message it
 * receives. Everything started here is stopped by `stop` (server, sockets, port).
 */
import type { AddressInfo } from 'node:net';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { Server, SocketIO } from 'boardgame.io/server';
import type { Game as BgioGame, State } from 'boardgame.io';
import { guardTransport, strictCredentials } from '../../src/boardgameio/index.js';
import { listenOnLoopback } from './loopback.js';

/** One message a client received (or sent), as it went over the socket. */
export interface Message {
  readonly event: string;
  readonly args: unknown[];
}

/** A started server. */
export interface Running {
  readonly port: number;
  readonly url: string;
  readonly db: ReturnType<typeof Server>['db'];
  readonly server: ReturnType<typeof Server>;
  /** What the guard and the adapter logged. */
  readonly logged: string[];
  stop(): Promise<void>;
}

/** Options of {@link startServer}. */
export interface ServerOptions {
  readonly games: BgioGame[];
  readonly db?: ReturnType<typeof Server>['db'];
  readonly port?: number;
  /** Whether the transport is guarded (default true): false shows what boardgame.io alone accepts. */
  readonly guard?: boolean;
  readonly logged?: string[];
  /** The transport's pub/sub (e.g. a PostgresStorage's). */
  readonly pubSub?: unknown;
  /** Whether the guard's rate limits hold (default false: the tests' clients send faster than people). */
  readonly limited?: boolean;
}

/** Starts a boardgame.io server on 127.0.0.1. */
export async function startServer(options: ServerOptions): Promise<Running> {
  const logged = options.logged ?? [];
  const socketIO = new SocketIO(options.pubSub === undefined ? {} : { pubSub: options.pubSub as never });
  const unlimited = { perSecond: 1e9, burst: 1e9 };
  const rates = options.limited === true ? {} : { rates: { update: unlimited, sync: unlimited, chat: unlimited } };
  const transport = options.guard === false ? socketIO : guardTransport(socketIO, { log: (m) => logged.push(m), ...rates });
  const server = Server({ games: options.games, db: options.db, transport, origins: [], authenticateCredentials: strictCredentials });
  listenOnLoopback(server);
  const { appServer } = await server.run({ port: options.port ?? 0 });
  const port = (appServer.address() as AddressInfo).port;
  const io = (server.app as unknown as { _io: { close(): void } })._io;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    db: server.db,
    server,
    logged,
    // socket.io's close ends every socket and closes the HTTP server, which then frees the port.
    stop: () =>
      new Promise<void>((ok) => {
        if (!appServer.listening) return ok();
        appServer.once('close', () => ok());
        io.close();
        appServer.closeAllConnections();
      }),
  };
}

/** A match made through the Lobby API, with every seat joined. */
export interface Match {
  readonly matchID: string;
  readonly credentials: string[];
}

/** Creates a match through the Lobby API and joins every seat. */
export async function createMatch(url: string, gameName: string, numPlayers: number, setupData?: unknown): Promise<Match> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(gameName, { numPlayers, setupData });
  const credentials: string[] = [];
  for (let seat = 0; seat < numPlayers; seat++) {
    const joined = await lobby.joinMatch(gameName, matchID, { playerID: String(seat), playerName: `Player ${seat}` });
    credentials.push(joined.playerCredentials);
  }
  return { matchID, credentials };
}

/** boardgame.io's client, with the parts the tests read. */
export type BgioClient = ReturnType<typeof Client>;

/** The socket.io client socket under a boardgame.io client. */
export interface RawSocket {
  emit(event: string, ...args: unknown[]): void;
  onAny(fn: (event: string, ...args: unknown[]) => void): void;
  readonly connected: boolean;
}

/** A connected client and every message it received. */
export interface Seat {
  readonly client: BgioClient;
  readonly received: Message[];
  /** What it sent (for diagnostics). */
  readonly sent: string[];
  readonly playerID: string | null;
  readonly credentials: string | undefined;
  socket(): RawSocket;
}

/** Connects one SocketIO client to a match, recording every message it receives (sync included). */
export function connect(url: string, game: BgioGame, matchID: string, playerID: string | null, credentials?: string, numPlayers?: number): Seat {
  const client = Client({
    game,
    numPlayers,
    multiplayer: SocketIOClient({ server: url, socketOpts: { reconnectionDelay: 50, reconnectionDelayMax: 200 } }),
    matchID,
    ...(playerID === null ? {} : { playerID }),
    ...(credentials === undefined ? {} : { credentials }),
    debug: false,
  });
  const received: Message[] = [];
  const sent: string[] = [];
  client.start();
  const socket = (): RawSocket => {
    const s = (client as unknown as { transport: { socket?: RawSocket } }).transport.socket;
    if (s === undefined) throw new Error('no socket');
    return s;
  };
  // The socket exists once start() returns; its first message (the sync) comes later.
  socket().onAny((event, ...args) => received.push({ event, args: JSON.parse(JSON.stringify(args)) as unknown[] }));
  (socket() as unknown as { onAnyOutgoing(f: (e: string, ...a: unknown[]) => void): void }).onAnyOutgoing((e, ...a) => sent.push(`${e} ${JSON.stringify(a).slice(0, 200)}`));
  return { client, received, sent, playerID, credentials, socket };
}

/**
 * Waits until `done` holds, polling; fails after `ms`, a limit that only catches a hang (a
 * wait of a few milliseconds on a quiet machine took 15 s at a load of 18).
 */
export async function until(done: () => boolean | Promise<boolean>, what: string | (() => string), ms = 300_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((ok) => setTimeout(ok, 5));
  }
}

/** A small seeded generator for the clients' choices (mulberry32). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The match as the server stores it. */
export async function stored(db: Running['db'], matchID: string): Promise<{ state: State; log: { action: { payload: { type: string; playerID: string; args: unknown[] | null } } }[] }> {
  const found = (await db.fetch(matchID, { state: true, log: true })) as { state: State; log: never[] };
  return found;
}
