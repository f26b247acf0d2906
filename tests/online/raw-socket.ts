/**
 * What a stranger has: a raw socket.io client that sends anything (any event name, any
 * JSON, binary attachments, hand-written engine.io frames), plain HTTP, and the server in
 * a process of its own (`server-process.ts`), so that "the server is still up" means its
 * process has not exited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { io, type Socket } from 'socket.io-client';
import type { Options, Request } from './server-process.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let bundled: Promise<{ file: string; dir: string }> | undefined;

/**
 * A test's server script (`entry`, a path under the repository) bundled from the sources
 * into `outDir` for a process of its own; boardgame.io and the database drivers stay
 * dependencies. Returns the bundle's path.
 */
export async function bundleScript(entry: string, outDir: string): Promise<string> {
  const file = join(outDir, entry.replace(/^.*\//, '').replace(/\.ts$/, '.cjs'));
  await build({
    entryPoints: [join(repo, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['boardgame.io', 'boardgame.io/*', 'pg', '@electric-sql/pglite'],
    outfile: file,
    logLevel: 'silent',
  });
  return file;
}

/** The server script bundled from the sources, once per test file. */
function bundle(): Promise<{ file: string; dir: string }> {
  bundled ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautical-guard-'));
    return { file: await bundleScript('tests/online/server-process.ts', dir), dir };
  })();
  return bundled;
}

/** The server process, as the test sees it. */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** Whether the process is still running. */
  alive(): boolean;
  /** What it wrote to stderr (an uncaught exception ends up here). */
  stderr(): string;
  /** The match as stored (state, log, metadata). */
  fetch(matchID: string): Promise<Stored>;
  /** The lines the guard and the adapter logged, from line `from` on. */
  logged(from?: number): Promise<string[]>;
  /** The ids of every match it stores. */
  matches(): Promise<string[]>;
  /** How many HTTP requests and upgrades it has read. */
  requests(): Promise<number>;
  /** Resolves once `ms` have passed on the server's own clock (its timers of that length set before have fired). */
  after(ms: number): Promise<void>;
  /** Resolves when the process exits (for racing against what should not take long). */
  readonly exited: Promise<string>;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

/** A stored match, as boardgame.io's storage returns it. */
export interface Stored {
  readonly state?: { readonly _stateID: number; readonly G: unknown; readonly ctx: { readonly gameover?: unknown } };
  readonly log?: readonly { readonly action: { readonly type: string; readonly payload: Record<string, unknown> } }[];
  readonly metadata?: { readonly players: Record<string, Record<string, unknown>> };
}

/** Starts the server in a process of its own and waits until it listens. */
export async function startServerProcess(options: Options = {}): Promise<ServerProcess> {
  const { file } = await bundle();
  const child: ChildProcess = spawn(process.execPath, [file, JSON.stringify(options)], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_PATH: join(repo, 'node_modules') },
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<string>((ok) => child.once('exit', (code, signal) => ok(`the server process exited (${code ?? signal}): ${err.slice(-2000)}`)));
  let next = 0;
  const waiting = new Map<number, (reply: Record<string, unknown>) => void>();
  let port = 0;
  const listening = new Promise<void>((ok) => {
    child.on('message', (m: Record<string, unknown>) => {
      if (typeof m['port'] === 'number') {
        port = m['port'];
        ok();
      } else waiting.get(m['id'] as number)?.(m);
    });
  });
  const started = await Promise.race([listening.then(() => null), exited]);
  if (started !== null) throw new Error(started);
  const ask = async (request: Omit<Request, 'id'>): Promise<Record<string, unknown>> => {
    const id = next++;
    const reply = new Promise<Record<string, unknown>>((ok) => waiting.set(id, ok));
    child.send({ ...request, id } as Request);
    const answer = await Promise.race([reply, exited]);
    if (typeof answer === 'string') throw new Error(answer);
    waiting.delete(id);
    return answer;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => err,
    fetch: async (matchID) => (await ask({ fetch: matchID })).found as Stored,
    logged: async (from = 0) => (await ask({ logged: from })).lines as string[],
    matches: async () => (await ask({ matches: true })).matches as string[],
    requests: async () => (await ask({ requests: true })).requests as number,
    after: async (ms) => void (await ask({ after: ms })),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Removes the bundle (call once the file's servers are stopped). */
export async function removeBundle(): Promise<void> {
  if (bundled === undefined) return;
  const { dir } = await bundled;
  rmSync(dir, { recursive: true, force: true });
  bundled = undefined;
}

/** A socket.io client connected to one namespace, on WebSocket, that never reconnects. */
export interface RawSocket {
  readonly socket: Socket;
  /** Sends an event with any arguments (socket.io encodes them; Buffers become binary attachments). */
  emit(event: string, ...args: unknown[]): void;
  /**
   * Sends one WebSocket frame as it is, e.g. `42/toy,[{"toString":null},1]` (engine.io
   * message 4, socket.io event 2). `false` when the connection was already closing.
   */
  frame(text: string | Buffer): boolean;
  /** Every event it received. */
  readonly received: { event: string; args: unknown[] }[];
  close(): void;
}

/** Connects a raw client to `namespace` (e.g. `/toy`). Resolves once connected (or refused, when `refused` is expected). */
export async function rawSocket(url: string, namespace: string): Promise<RawSocket> {
  const socket = io(url + namespace, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 10_000 });
  const received: { event: string; args: unknown[] }[] = [];
  socket.onAny((event: string, ...args: unknown[]) => received.push({ event, args }));
  await new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', (e) => fail(new Error(`could not connect to ${namespace}: ${e.message}`)));
  });
  // The WebSocket under engine.io: what is written to it goes out as it is.
  type Ws = { readonly readyState: number; send(data: string | Buffer): void };
  const ws = (): Ws | null | undefined => (socket.io as unknown as { engine?: { transport?: { ws?: Ws | null } } }).engine?.transport?.ws;
  const frame = (text: string | Buffer): boolean => {
    const open = ws();
    if (open?.readyState !== 1) return false;
    open.send(text);
    return true;
  };
  return {
    socket,
    emit: (event, ...args) => void socket.emit(event, ...args),
    frame,
    received,
    close: () => void socket.close(),
  };
}

/**
 * Waits until the server has handled everything `raw` sent so far: a sync to `matchID` (as
 * a spectator) goes through the same socket, in order, and its answer comes back after.
 * Resolves `false` when the server closed the socket instead (it handled what came before
 * by closing it); fails at once if the server process exits.
 */
export async function roundTrip(server: ServerProcess, raw: RawSocket, matchID: string): Promise<boolean> {
  const syncs = (): number => raw.received.filter((r) => r.event === 'sync').length;
  const before = syncs();
  raw.emit('sync', matchID, null, null, 2);
  const answered = waitFor(() => (syncs() > before ? true : raw.socket.connected ? undefined : false), 'an answer to the sync');
  const outcome = await Promise.race([answered, server.exited]);
  if (typeof outcome === 'string') throw new Error(outcome);
  return outcome;
}

/** Polls `check` until it gives a value; fails after 300 s (a limit that only catches a hang). */
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const end = Date.now() + 300_000; // only catches a hang
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((ok) => setTimeout(ok, 5));
  }
}
