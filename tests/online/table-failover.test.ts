/**
 * Bot seats across two server processes on one PostgreSQL database: process A plays every
 * bot seat of three toy matches (both seats of each are bots); its bots are then held (so
 * its seats stay where they are), process B is started, and A is killed with SIGKILL. B
 * takes every lease once it expires and its bots finish every match. Each stored log
 * replays to its stored state, and each seat's moves carry the counts 0, 1, 2, ... once
 * each: no move was doubled or lost across the hand-over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LobbyClient } from 'boardgame.io/client';
import { afterAll, expect, it } from 'vitest';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { until } from './harness.js';
import { checkStoredMatch } from './stored-record.js';
import { moveCounts, tableProcesses, type TableProcess } from './table-process.js';

const SEED = 'table-failover-seed-0123456789abcdef';
const MATCHES = 3;
const schema = schemaName('table');
const up = await postgresUp();
const dir = mkdtempSync(join(tmpdir(), 'nautical-table-'));
const { start, killAll } = tableProcesses(dir, { postgres: PG_URL, schema, seed: SEED });
afterAll(async () => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
  if (up) await dropSchema(schema);
});

const fetchFrom = (p: TableProcess) => p.fetch;

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
      const counts = moveCounts(stored, seat);
      expect(counts, `match ${i}, seat ${seat}`).toEqual(counts.map((_, n) => n));
      expect(counts.length, `match ${i}, seat ${seat}: 30 rounds`).toBe(30);
    }
    await checkStoredMatch({ fetch: fetchFrom(b) } as never, matchID, [], SEED, `match ${i}`);
  }
  expect(((await b.ask({ playing: true }))['playing'] as unknown[]).length).toBe(0);
}, 240_000);
