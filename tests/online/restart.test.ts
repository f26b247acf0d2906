/**
 * Matches stored with PostgresStorage survive a crash of the server process: socket clients
 * play several matches while the process is killed (SIGKILL) at seeded random moments and
 * started again on the same port, on PGlite (a data folder) and on PostgreSQL. The clients
 * reconnect by themselves and every match finishes; every state any client was shown is
 * the state the stored record leads to at that point (no move a client saw was lost); and
 * every stored log replays, with the library's `replay`, to the stored state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { chooser, connect, createMatch, until } from './harness.js';
import { autoPlay, type Player } from './play.js';
import { removeBundle, startServerProcess, type ServerProcess } from './raw-socket.js';
import type { Options } from './server-process.js';
import { checkStoredMatch } from './stored-record.js';

const SEED = 'restart-test-seed-0123456789abcdef';
const MATCHES = 3;
const ROUNDS = 8;

const folders: string[] = [];
const schemas: string[] = [];
let live: ServerProcess | undefined;
afterAll(async () => {
  await live?.stop();
  await removeBundle();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
  for (const s of schemas) await dropSchema(s);
});

/** Plays {@link MATCHES} matches while the server is killed `KILLS` times; checks what every client saw against the stored records. */
async function crashAndFinish(options: Options, killSeed: number, KILLS: number): Promise<void> {
  const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'] });
  live = await startServerProcess({ ...options, seed: SEED });
  const port = live.port;
  const url = live.url;
  const matches = await Promise.all(Array.from({ length: MATCHES }, () => createMatch(url, 'toy', 2, { rounds: ROUNDS })));
  const players: Player[][] = matches.map((m, i) => m.credentials.map((c, seat) => autoPlay(connect(url, bgio, m.matchID, String(seat), c), 100 * i + seat)));
  const all = players.flat();
  const done = () => all.every((p) => p.snapshots.at(-1)?.ctx.gameover !== undefined);
  const wait = chooser(killSeed);
  let kills = 0;
  try {
    while (kills < KILLS && !done()) {
      // Let a few moves happen (or none), then crash.
      const progress = Math.max(...all.map((p) => p.snapshots.at(-1)?.stateID ?? 0));
      await until(() => done() || Math.max(...all.map((p) => p.snapshots.at(-1)?.stateID ?? 0)) >= progress + 1 + wait(4), 'moves before a crash', 30_000);
      await new Promise((ok) => setTimeout(ok, wait(30)));
      if (done()) break;
      await live.kill();
      kills++;
      live = await startServerProcess({ ...options, seed: SEED, port });
      expect(live.port).toBe(port);
    }
    await until(done, 'the end of every match', 90_000).catch(async (e: unknown) => {
      const seen = all.map((p) => `${p.seat.playerID}@${p.snapshots.at(-1)?.stateID}/${p.seat.client.getState()?._stateID}`).join(' ');
      throw new Error(`${String(e)}; clients at ${seen}; server log: ${(await live!.logged()).slice(-15).join(' | ')}`);
    });
  } finally {
    for (const p of all) {
      p.stop();
      p.seat.client.stop();
    }
  }
  expect(kills).toBeGreaterThan(0);
  for (const [i, m] of matches.entries()) await checkStoredMatch(live, m.matchID, players[i]!, SEED, `match ${i}`);
}

it('on PGlite in a data folder: every match finishes after crashes, no move a client saw is lost, every stored log replays', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nautical-pglite-'));
  folders.push(dir);
  // PGlite in a folder takes long to start (it runs initdb in WebAssembly, and recovers
  // after each crash): two crashes.
  await crashAndFinish({ pglite: dir }, 7, 2);
}, 300_000);

const up = await postgresUp();
describe.skipIf(!up)('on PostgreSQL', () => {
  it('every match finishes after crashes, no move a client saw is lost, every stored log replays', async () => {
    const schema = schemaName('restart');
    schemas.push(schema);
    await crashAndFinish({ postgres: PG_URL, schema }, 11, 3);
  }, 150_000);
});
