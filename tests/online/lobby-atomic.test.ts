/**
 * Joins, leaves and renames are atomic: joins of different seats sent at once are all
 * kept (each answered credentials the store holds), joins of the same seat sent at once
 * have exactly one winner and the others are answered 409, and a rename made while moves
 * are played is kept (boardgame.io's master wrote the metadata it read before each move
 * back after it, whole). In memory, on PGlite, and on PostgreSQL with one server and with
 * two servers on one database (two storages and pools: nothing shared but the database).
 */
import { describe, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import type { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { onPostgres, storageSetups, testSchema } from './storages.js';
import { connect, createMatch, startServer, until, type Running } from './harness.js';
import { autoPlay } from './play.js';

const game = toBoardgameIO(meuterer, { log: () => undefined });
const { up, schema, closers } = await testSchema('atomic');

const TRIALS = 12;

async function serve(storage?: PostgresStorage): Promise<Running> {
  const running = await startServer({ games: [game], ...(storage === undefined ? {} : { db: storage as never, pubSub: storage.pubSub }) });
  closers.push(() => running.stop());
  return running;
}

const [memory, pglite] = storageSetups(up, schema, closers);
const setups: { title: string; skip: boolean; servers: () => Promise<Running[]> }[] = [
  { title: 'memory', skip: false, servers: async () => [await serve(await memory!.make())] },
  { title: 'PGlite', skip: false, servers: async () => [await serve(await pglite!.make())] },
  { title: 'PostgreSQL, one server', skip: !up, servers: async () => [await serve(onPostgres(schema, closers))] },
  { title: 'PostgreSQL, two servers', skip: !up, servers: async () => [await serve(onPostgres(schema, closers)), await serve(onPostgres(schema, closers))] },
];

const post = async (url: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed };
};
const seats = async (running: Running, matchID: string): Promise<Record<string, { name?: string; credentials?: string }>> =>
  ((await running.db.fetch(matchID, { metadata: true })) as { metadata: { players: Record<string, { name?: string; credentials?: string }> } }).metadata.players;

describe.each(setups)('$title', ({ skip, servers }) => {
  it.skipIf(skip)(`${TRIALS} times four joins of four seats at once: all four kept, with the credentials they were answered`, async () => {
    const running = await servers();
    for (let trial = 0; trial < TRIALS; trial++) {
      const { matchID } = (await post(running[0]!.url, '/games/meuterer/create', { numPlayers: 4 })).body as { matchID: string };
      const joins = await Promise.all([0, 1, 2, 3].map((seat) => post(running[seat % running.length]!.url, `/games/meuterer/${matchID}/join`, { playerID: String(seat), playerName: `P${seat}` })));
      expect(joins.map((j) => j.status)).toEqual([200, 200, 200, 200]);
      const stored = await seats(running[0]!, matchID);
      for (const [seat, join] of joins.entries()) {
        expect(stored[String(seat)]?.name, `trial ${trial}, seat ${seat}`).toBe(`P${seat}`);
        expect(stored[String(seat)]?.credentials).toBe(join.body['playerCredentials']);
      }
    }
  }, 300_000);

  it.skipIf(skip)(`${TRIALS} times four joins of one seat at once: exactly one wins, the others are answered 409`, async () => {
    const running = await servers();
    for (let trial = 0; trial < TRIALS; trial++) {
      const { matchID } = (await post(running[0]!.url, '/games/meuterer/create', { numPlayers: 4 })).body as { matchID: string };
      const joins = await Promise.all([0, 1, 2, 3].map((i) => post(running[i % running.length]!.url, `/games/meuterer/${matchID}/join`, { playerID: '0', playerName: `P${i}` })));
      const won = joins.filter((j) => j.status === 200);
      expect(won.length, `trial ${trial}: ${joins.map((j) => j.status).join(' ')}`).toBe(1);
      expect(joins.filter((j) => j.status === 409).length).toBe(3);
      const stored = await seats(running[0]!, matchID);
      expect(stored['0']?.credentials).toBe(won[0]!.body['playerCredentials']);
      expect(stored['0']?.name).toBe(`P${joins.indexOf(won[0]!)}`);
    }
  }, 300_000);

  it.skipIf(skip)('renames while the seats play are kept, and a leave frees the seat', async () => {
    const running = await servers();
    const match = await createMatch(running[0]!.url, 'meuterer', 4);
    const players = match.credentials.map((c, i) => autoPlay(connect(running[i % running.length]!.url, game, match.matchID, String(i), c), 40 + i));
    const stateID = () => Math.min(...players.map((p) => p.snapshots.at(-1)?.stateID ?? 0));
    try {
      await until(() => stateID() >= 2, 'the deal', 120_000);
      for (let round = 0; round < 16; round++) {
        const server = running[round % running.length]!;
        const renamed = await post(server.url, `/games/meuterer/${match.matchID}/update`, { playerID: '1', credentials: match.credentials[1], newName: `Renamed ${round}` });
        expect(renamed.status).toBe(200);
        // Two more moves stored, each one read and written back by boardgame.io's master.
        const at = stateID();
        await until(() => stateID() >= at + 2 || players.some((p) => p.snapshots.at(-1)?.ctx.gameover !== undefined), 'two more moves', 120_000);
        expect((await seats(running[0]!, match.matchID))['1']?.name, `round ${round}`).toBe(`Renamed ${round}`);
      }
    } finally {
      for (const p of players) {
        p.stop();
        p.seat.client.stop();
      }
    }
    const left = await post(running[0]!.url, `/games/meuterer/${match.matchID}/leave`, { playerID: '2', credentials: match.credentials[2] });
    expect(left.status).toBe(200);
    const after = await seats(running[0]!, match.matchID);
    expect(after['2']?.name).toBeUndefined();
    expect(after['2']?.credentials).toBeUndefined();
    expect(after['1']?.name).toBe('Renamed 15');
  }, 300_000);
});
