/**
 * Server processes with an online table on PostgreSQL (tests/online/table-server.ts, bundled
 * once per test file), for the tests that kill one: each is a child process talked to over
 * its IPC channel. What was started is killed by `killAll`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { bundleScript, type Stored } from './raw-socket.js';

const repo = resolve(__dirname, '../..');

/** One table process. */
export interface TableProcess {
  readonly url: string;
  ask(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The stored match, read by this process. */
  fetch(matchID: string): Promise<Stored>;
  kill(): Promise<void>;
}

/** Starts table processes with `options` (table-server.ts's argument, `extra` added for one), bundled into `dir`. */
export function tableProcesses(dir: string, options: Record<string, unknown>): { start(extra?: Record<string, unknown>): Promise<TableProcess>; killAll(): void } {
  const children: ChildProcess[] = [];
  let bundled: Promise<string> | undefined;
  const start = async (extra: Record<string, unknown> = {}): Promise<TableProcess> => {
    bundled ??= bundleScript('tests/online/table-server.ts', dir);
    const child = spawn(process.execPath, [await bundled, JSON.stringify({ ...options, ...extra })], {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, NODE_PATH: join(repo, 'node_modules') },
    });
    children.push(child);
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<string>((ok) => child.once('exit', (code, signal) => ok(`the table process exited (${code ?? signal}): ${err.slice(-2000)}`)));
    const waiting = new Map<number, (m: Record<string, unknown>) => void>();
    let next = 0;
    const port = await Promise.race([
      new Promise<number>((ok) =>
        child.on('message', (m: Record<string, unknown>) => (typeof m['port'] === 'number' ? ok(m['port']) : waiting.get(m['id'] as number)?.(m))),
      ),
      exited.then((why) => Promise.reject(new Error(why))),
    ]);
    const ask = async (request: Record<string, unknown>): Promise<Record<string, unknown>> => {
      const id = next++;
      const reply = new Promise<Record<string, unknown>>((ok) => waiting.set(id, ok));
      child.send({ ...request, id });
      const answer = await Promise.race([reply, exited]);
      if (typeof answer === 'string') throw new Error(answer);
      if (typeof answer['error'] === 'string') throw new Error(answer['error']);
      return answer;
    };
    return {
      url: `http://127.0.0.1:${port}`,
      ask,
      fetch: async (matchID) => (await ask({ fetch: matchID }))['found'] as Stored,
      kill: async () => {
        child.kill('SIGKILL');
        await exited;
      },
    };
  };
  return {
    start,
    killAll: () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    },
  };
}

/** Each seat's move counts in a stored log (`[0, 1, 2, ...]` when none was doubled or lost). */
export function moveCounts(stored: Stored, seat: string): unknown[] {
  return (stored.log ?? []).filter((e) => e.action.payload['type'] === 'move' && e.action.payload['playerID'] === seat).map((e) => (e.action.payload['args'] as unknown[])[1]);
}
