/**
 * A match wiped and made again under the same id (by another process, or by a server that
 * chooses its match ids) reaches the same state ids with other content: a process that holds
 * the old match's state of an id is served the new match's, never its own, by the read of a
 * move and by a sync's read. Two storages on one database (PostgreSQL: two pools; PGlite: one
 * instance, as two processes on one database would be).
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { EXPECT_MOVE } from '../../src/boardgameio/metadata.js';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { PG_URL } from './databases.js';
import { testSchema } from './storages.js';

const { up, schema, closers } = await testSchema('recreated_match');

const setups: { title: string; skip: boolean; open(): Promise<[PostgresStorage, PostgresStorage]> }[] = [
  {
    title: 'PostgreSQL',
    skip: !up,
    open: async () =>
      [0, 1].map(() => {
        const pool = new pg.Pool({ connectionString: PG_URL, max: 2 });
        const storage = new PostgresStorage({ pool, schema, log: () => undefined });
        closers.push(() => pool.end(), () => storage.close());
        return storage;
      }) as [PostgresStorage, PostgresStorage],
  },
  {
    title: 'PGlite',
    skip: false,
    open: async () => {
      const db = await PGlite.create();
      closers.push(() => db.close());
      return [0, 1].map(() => {
        const storage = new PostgresStorage({ pglite: db, log: () => undefined });
        closers.push(() => storage.close());
        return storage;
      }) as [PostgresStorage, PostgresStorage];
    },
  },
];

/** A state of a match whose content names who made it. */
const stateOf = (maker: string, id: number) => ({ _stateID: id, G: { maker, moves: id }, ctx: { turn: id + 1 } });

/** Makes the match `maker`'s and plays it to state `k`, through `storage`. */
async function play(storage: PostgresStorage, matchID: string, maker: string, k: number): Promise<void> {
  await storage.createMatch(matchID, { initialState: stateOf(maker, 0), metadata: { gameName: 'toy', createdAt: 1, updatedAt: 1 } });
  for (let id = 1; id <= k; id++) await storage.setState(matchID, stateOf(maker, id), [{ action: { type: 'MAKE_MOVE' }, _stateID: id - 1 }]);
}

for (const { title, skip, open } of setups)
  it.skipIf(skip)(`on ${title}, a match wiped and made again with the same id by another process: the read of a move and a sync's read get the new match's state, not the one held`, async () => {
    const [a, b] = await open();
    const matchID = `recreated-${title}`;
    const k = 3;
    await play(a, matchID, 'A', k);
    // A holds state k (it stored it): its reads get no state from the database while it is current.
    expect(((await a.fetch(matchID, { state: true })) as { state: unknown }).state).toEqual(stateOf('A', k));

    await b.wipe(matchID);
    await play(b, matchID, 'B', k);

    // The read of a move: the guard's hint, the master's read of the metadata, then of the state.
    (a as unknown as Record<symbol, (m: string) => void>)[EXPECT_MOVE]!(matchID);
    const forMove = (await a.fetch(matchID, { metadata: true })) as { metadata: { gameName: string } };
    expect(forMove.metadata.gameName).toBe('toy');
    expect(((await a.fetch(matchID, { state: true })) as { state: unknown }).state).toEqual(stateOf('B', k));

    // B makes it again at state k, another content; a sync's read on A gets it.
    await b.wipe(matchID);
    await play(b, matchID, 'C', k);
    const synced = (await a.fetch(matchID, { state: true, metadata: true, log: true })) as { state: unknown; log: unknown[] };
    expect(synced.state).toEqual(stateOf('C', k));
    expect(synced.log).toHaveLength(k);
  });

/** The matches table as made before 4 December 2026 (no version), with two matches in it. */
const OLD_TABLE = (table: string): string[] => [
  `CREATE TABLE ${table} (match_id text PRIMARY KEY, state_id integer NOT NULL, state text NOT NULL, initial_state text NOT NULL, metadata jsonb NOT NULL, gameover jsonb, updated_at bigint NOT NULL)`,
  ...['m1', 'm2'].map(
    (m) => `INSERT INTO ${table} VALUES ('${m}', 0, '${JSON.stringify(stateOf(m, 0))}', '${JSON.stringify(stateOf(m, 0))}', '{"gameName":"toy"}', NULL, 1)`,
  ),
];

const migrations: { title: string; skip: boolean; open(): Promise<{ storage: PostgresStorage; versions(): Promise<string[]> }> }[] = [
  {
    title: 'PostgreSQL',
    skip: !up,
    open: async () => {
      const old = `${schema}_old`;
      const pool = new pg.Pool({ connectionString: PG_URL, max: 2 });
      closers.push(() => pool.end(), () => pool.query(`DROP SCHEMA IF EXISTS "${old}" CASCADE`));
      await pool.query(`CREATE SCHEMA "${old}"`);
      for (const s of OLD_TABLE(`"${old}".bgio_matches`)) await pool.query(s);
      const storage = new PostgresStorage({ pool, schema: old, log: () => undefined });
      closers.push(() => storage.close());
      return { storage, versions: async () => (await pool.query<{ v: string }>(`SELECT version::text AS v FROM "${old}".bgio_matches ORDER BY match_id`)).rows.map((r) => r.v) };
    },
  },
  {
    title: 'PGlite',
    skip: false,
    open: async () => {
      const db = await PGlite.create();
      closers.push(() => db.close());
      for (const s of OLD_TABLE('bgio_matches')) await db.query(s);
      const storage = new PostgresStorage({ pglite: db, log: () => undefined });
      closers.push(() => storage.close());
      return { storage, versions: async () => (await db.query<{ v: string }>(`SELECT version::text AS v FROM bgio_matches ORDER BY match_id`)).rows.map((r) => r.v) };
    },
  },
];

for (const { title, skip, open } of migrations)
  it.skipIf(skip)(`on ${title}, a matches table made before the version column gets it, a distinct version for each match, and its matches play on`, async () => {
    const { storage, versions } = await open();
    const found = (await storage.fetch('m1', { state: true })) as { state: unknown };
    expect(found.state).toEqual(stateOf('m1', 0));
    const before = await versions();
    expect(new Set(before).size).toBe(2);
    await storage.setState('m1', stateOf('m1', 1), []);
    const after = await versions();
    expect(after[1]).toBe(before[1]);
    expect(BigInt(after[0]!)).toBeGreaterThan(BigInt(before[1]!));
    expect(((await storage.fetch('m1', { state: true })) as { state: unknown }).state).toEqual(stateOf('m1', 1));
  });
