/**
 * Bot seats across two server processes on one PostgreSQL database: process A plays every
 * bot seat of three toy matches (both seats of each are bots); its bots are then held (so
 * its seats stay where they are), process B is started, and A is killed with SIGKILL. B
 * takes every lease once it expires and its bots finish every match. Each stored log
 * replays to its stored state, and each seat's moves carry the counts 0, 1, 2, ... once
 * each: no move was doubled or lost across the hand-over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, expect, it } from 'vitest';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { until } from './harness.js';
import { bundleScript, type Stored } from './raw-socket.js';
import { checkStoredMatch } from './stored-record.js';

const SEED = 'table-failover-seed-0123456789abcdef';
const MATCHES = 3;
const repo = resolve(__dirname, '../..');
const schema = schemaName('table');
const up = await postgresUp();
const dir = mkdtempSync(join(tmpdir(), 'nautical-table-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  if (up) await dropSchema(schema);
});

interface TableProcess {
  readonly url: string;
  ask(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  kill(): Promise<void>;
}

let bundled: Promise<string> | undefined;
async function start(): Promise<TableProcess> {
  bundled ??= bundleScript('tests/online/table-server.ts', dir);
  const child = spawn(process.execPath, [await bundled, JSON.stringify({ postgres: PG_URL, schema, seed: SEED })], {
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
  return {
    url: `http://127.0.0.1:${port}`,
    ask: async (request) => {
      const id = next++;
      const reply = new Promise<Record<string, unknown>>((ok) => waiting.set(id, ok));
      child.send({ ...request, id });
      const answer = await Promise.race([reply, exited]);
      if (typeof answer === 'string') throw new Error(answer);
      if (typeof answer['error'] === 'string') throw new Error(answer['error']);
      return answer;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const fetchFrom = (p: TableProcess) => async (matchID: string): Promise<Stored> => (await p.ask({ fetch: matchID }))['found'] as Stored;

it.skipIf(!up)('a killed process\'s bot seats are played by the other process, every match finishes, no move doubled', async () => {
  const a = await start();
  const lobby = new LobbyClient({ server: a.url });
  const matches: string[] = [];
  for (let i = 0; i < MATCHES; i++) matches.push((await lobby.createMatch('toy', { numPlayers: 2, setupData: { rounds: 30 } })).matchID);
  for (const matchID of matches) for (const seat of [0, 1]) await a.ask({ seat: { matchID, seat } });
  expect(((await a.ask({ playing: true }))['playing'] as unknown[]).length).toBe(2 * MATCHES);
  const stateOf = async (p: TableProcess, matchID: string): Promise<number> => (await fetchFrom(p)(matchID)).state?._stateID ?? 0;
  await until(async () => (await Promise.all(matches.map((m) => stateOf(a, m)))).every((id) => id >= 5), 'a few moves on process A', 60_000);
  await a.ask({ hold: true });
  const b = await start();
  // B has beaten once (it does before it listens): A's leases are live, so it took none.
  expect((await b.ask({ playing: true }))['playing']).toEqual([]);
  const before = await Promise.all(matches.map((m) => stateOf(b, m)));
  await a.kill();
  const killed = Date.now();
  await until(async () => (await Promise.all(matches.map((m, i) => stateOf(b, m).then((id) => id > before[i]!)))).some(Boolean), 'a move by process B', 60_000);
  console.info(`table failover: process B moved ${Date.now() - killed} ms after process A was killed (lease 1 500 ms).`);
  await until(async () => (await Promise.all(matches.map(async (m) => (await fetchFrom(b)(m)).state?.ctx.gameover !== undefined))).every(Boolean), 'the end of every match', 120_000);
  for (const [i, matchID] of matches.entries()) {
    const stored = await fetchFrom(b)(matchID);
    expect(stored.state!._stateID, `match ${i} went on after the kill`).toBeGreaterThan(before[i]!);
    // Each seat's moves carry its counts 0, 1, 2, ... once each.
    for (const seat of ['0', '1']) {
      const counts = (stored.log ?? []).filter((e) => e.action.payload['type'] === 'move' && e.action.payload['playerID'] === seat).map((e) => (e.action.payload['args'] as unknown[])[1]);
      expect(counts, `match ${i}, seat ${seat}`).toEqual(counts.map((_, n) => n));
      expect(counts.length, `match ${i}, seat ${seat}: 30 rounds`).toBe(30);
    }
    await checkStoredMatch({ fetch: fetchFrom(b) } as never, matchID, [], SEED, `match ${i}`);
  }
  expect(((await b.ask({ playing: true }))['playing'] as unknown[]).length).toBe(0);
}, 240_000);
