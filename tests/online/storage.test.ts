/**
 * PostgresStorage on PGlite and on PostgreSQL, the same SQL: a match round-trips; a move's
 * state and log are stored in one transaction (a failing log write leaves the state as it
 * was); two storages on one database (two server processes) storing a move from the same
 * state: one wins, the other is refused and stores nothing; a move's publication reaches
 * the subscribers of every storage on the database only once it is stored, never when its
 * write is refused (as the state the process that stored it holds; another process reads
 * the stored state, and sends it whole until it has sent one, then as a patch from the one
 * it sent), and large publications other than a state travel through the messages table.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';

interface Backend {
  /** Two storages on the same database and schema (two server processes). */
  pair(): Promise<[PostgresStorage, PostgresStorage]>;
  /** Runs SQL on that database. */
  sql(text: string): Promise<void>;
  done(): Promise<void>;
}

const state = (id: number, extra: Record<string, unknown> = {}) => ({ G: { n: id, ...extra }, ctx: { turn: id, numPlayers: 2 }, plugins: {}, _undo: [], _redo: [], _stateID: id });
const metadata = { gameName: 'toy', players: { '0': { id: 0 }, '1': { id: 1 } }, createdAt: 1, updatedAt: 1 };
const entry = (id: number) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'move', args: [id], playerID: '0' } }, _stateID: id - 1, turn: 1, phase: null });
/** What boardgame.io's master publishes for a move from state `from` to `next` (the very object it then stores). */
const patch = (matchID: string, from: number, next: ReturnType<typeof state>) => ({ type: 'patch', args: [matchID, from, state(from), next] });

async function pgliteBackend(): Promise<Backend> {
  const db = await PGlite.create();
  const made: PostgresStorage[] = [];
  return {
    pair: async () => {
      const a = new PostgresStorage({ pglite: db, schema: 'store', log: () => undefined });
      const b = new PostgresStorage({ pglite: db, schema: 'store', log: () => undefined });
      made.push(a, b);
      await a.connect();
      await b.connect();
      return [a, b];
    },
    sql: async (text) => void (await db.exec(text)),
    done: async () => {
      for (const s of made) await s.close();
      await db.close();
    },
  };
}

async function postgresBackend(): Promise<Backend> {
  const schema = schemaName('storage');
  const pools = [new pg.Pool({ connectionString: PG_URL, max: 4 }), new pg.Pool({ connectionString: PG_URL, max: 4 })];
  const made: PostgresStorage[] = [];
  return {
    pair: async () => {
      const [a, b] = pools.map((pool) => new PostgresStorage({ pool, schema, log: () => undefined })) as [PostgresStorage, PostgresStorage];
      made.push(a, b);
      await a.connect();
      await b.connect();
      return [a, b];
    },
    sql: async (text) => void (await pools[0]!.query(text)),
    done: async () => {
      for (const s of made) await s.close();
      for (const p of pools) await p.end();
      await dropSchema(schema);
    },
  };
}

const heard = (storage: PostgresStorage, matchID: string): unknown[] => {
  const got: unknown[] = [];
  storage.pubSub.subscribe(`MATCH-${matchID}`, (p) => got.push(p));
  return got;
};
const settle = (ms = 150) => new Promise((ok) => setTimeout(ok, ms));
/** The state a heard update or patch carries. */
type Carried = { _stateID: number; G: { by?: string; big?: string } };
const carried = (p: unknown): Carried => {
  const { type, args } = p as { type: string; args: unknown[] };
  return (type === 'patch' ? args[3] : args[1]) as Carried;
};

const up = await postgresUp();
for (const [name, make, skip] of [
  ['PGlite', pgliteBackend, false],
  ['PostgreSQL', postgresBackend, !up],
] as const) {
  describe.skipIf(skip)(`PostgresStorage on ${name}`, () => {
    let backend: Backend;
    let a: PostgresStorage;
    let b: PostgresStorage;
    beforeAll(async () => {
      backend = await make();
      [a, b] = await backend.pair();
    });
    afterAll(async () => backend?.done());

    it('round-trips a match: state, initial state, metadata, log, listing and wiping', async () => {
      await a.createMatch('m1', { initialState: state(0), metadata });
      await a.setState('m1', state(1), [entry(1)]);
      await a.setState('m1', state(2), [entry(2)]);
      await a.setMetadata('m1', { ...metadata, updatedAt: 5 });
      const found = await b.fetch('m1', { state: true, log: true, metadata: true, initialState: true });
      expect(found).toEqual({ state: state(2), initialState: state(0), log: [entry(1), entry(2)], metadata: { ...metadata, updatedAt: 5 } });
      expect(await b.fetch('m1', { state: true })).toEqual({ state: state(2) });
      expect(await b.fetch('nothing', { state: true, metadata: true })).toEqual({});
      // A second createMatch with the same id changes nothing.
      await b.createMatch('m1', { initialState: state(0), metadata });
      expect((await a.fetch('m1', { state: true })).state).toEqual(state(2));

      await a.createMatch('m2', { initialState: state(0), metadata: { ...metadata, gameName: 'other' } });
      const over = { ...state(1), ctx: { turn: 1, numPlayers: 2, gameover: { winner: '1' } } };
      await a.setState('m2', over, [entry(1)]);
      // The master's metadata write races the state write; the stored state says whether the match is over.
      await a.setMetadata('m2', { ...metadata, gameName: 'other', updatedAt: 9 });
      expect((await a.fetch('m2', { metadata: true })).metadata).toMatchObject({ gameover: { winner: '1' } });
      expect(await b.listMatches()).toEqual(['m1', 'm2']);
      expect(await b.listMatches({ gameName: 'other' })).toEqual(['m2']);
      expect(await b.listMatches({ where: { isGameover: true } })).toEqual(['m2']);
      expect(await b.listMatches({ where: { isGameover: false } })).toEqual(['m1']);
      await b.wipe('m2');
      expect(await a.fetch('m2', { state: true, log: true })).toEqual({});
      expect(await a.listMatches()).toEqual(['m1']);
    });

    it('stores state and log in one transaction: when the log write fails, the state stays as it was and nothing is broadcast', async () => {
      await a.createMatch('tx', { initialState: state(0), metadata });
      const got = heard(b, 'tx');
      const table = `"${name === 'PGlite' ? 'store' : ((a as unknown as { schema: string }).schema)}"."bgio_log"`;
      await backend.sql(`ALTER TABLE ${table} ADD CONSTRAINT no_poison CHECK (entry NOT LIKE '%poison%')`);
      try {
        const next = state(1);
        a.pubSub.publish('MATCH-tx', patch('tx', 0, next));
        await expect(a.setState('tx', next, [{ ...entry(1), poison: true }])).rejects.toThrow();
      } finally {
        await backend.sql(`ALTER TABLE ${table} DROP CONSTRAINT no_poison`);
      }
      expect(await b.fetch('tx', { state: true, log: true })).toEqual({ state: state(0), log: [] });
      await settle();
      expect(got).toEqual([]);
      // The same move, written again, is stored.
      const next = state(1);
      a.pubSub.publish('MATCH-tx', patch('tx', 0, next));
      await a.setState('tx', next, [entry(1)]);
      await settle();
      expect(got).toHaveLength(1);
      expect(await b.fetch('tx', { state: true, log: true })).toEqual({ state: state(1), log: [entry(1)] });
    });

    it('two moves of a match handled at once in one process: each write sends its own publication, or none', async () => {
      await a.createMatch('two', { initialState: state(0), metadata });
      const got = heard(b, 'two');
      const [first, second] = [state(1, { by: 'first' }), state(1, { by: 'second' })];
      a.pubSub.publish('MATCH-two', patch('two', 0, first));
      a.pubSub.publish('MATCH-two', patch('two', 0, second));
      await a.setState('two', first, [entry(1)]);
      await expect(a.setState('two', second, [entry(1)])).rejects.toThrow();
      await settle();
      expect(got).toHaveLength(1);
      expect(carried(got[0]).G.by).toBe('first');
    });

    it('two storages storing a move from the same state: one is stored and broadcast, the other refused', async () => {
      await a.createMatch('cas', { initialState: state(0), metadata });
      const onA = heard(a, 'cas');
      const onB = heard(b, 'cas');
      for (let round = 0; round < 5; round++) {
        const [byA, byB] = [state(round + 1, { by: 'a' }), state(round + 1, { by: 'b' })];
        a.pubSub.publish('MATCH-cas', patch('cas', round, byA));
        b.pubSub.publish('MATCH-cas', patch('cas', round, byB));
        const results = await Promise.allSettled([a.setState('cas', byA, [{ ...entry(round + 1), by: 'a' }]), b.setState('cas', byB, [{ ...entry(round + 1), by: 'b' }])]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      }
      const found = (await a.fetch('cas', { state: true, log: true })) as { state: { _stateID: number; G: { by: string } }; log: { by: string }[] };
      expect(found.state._stateID).toBe(5);
      expect(found.log).toHaveLength(5);
      await settle();
      // Both processes heard the stored states, in order, each the one that was stored, up to
      // the last (a process that reads a state after the next was stored sends that one:
      // its clients get both moves in one patch).
      for (const got of [onA, onB]) {
        const ids = got.map((p) => carried(p)._stateID);
        expect(ids.at(-1)).toBe(5);
        expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
        expect(got.map((p) => carried(p).G.by)).toEqual(ids.map((id) => found.log[id - 1]!.by));
      }
      expect(found.state.G.by).toBe(found.log[4]!.by);
    });

    it('a move is heard only after its write commits; a large publication travels through the table; other publications go at once', async () => {
      await a.createMatch('pub', { initialState: state(0), metadata });
      const got = heard(b, 'pub');
      const big = 'x'.repeat(20_000);
      const next = state(1, { big });
      a.pubSub.publish('MATCH-pub', patch('pub', 0, next));
      await settle();
      expect(got).toEqual([]);
      await a.setState('pub', next, [entry(1)]);
      await settle();
      expect(got).toHaveLength(1);
      // The first state this process hears of the match goes whole; the next as a patch from it.
      expect(got[0]).toMatchObject({ type: 'update' });
      expect(carried(got[0]).G.big).toBe(big);
      const after = state(2, { big });
      a.pubSub.publish('MATCH-pub', patch('pub', 1, after));
      await a.setState('pub', after, [entry(2)]);
      await settle();
      const payload = got[1] as { type: string; args: [string, number, { G: object }, { G: { big: string } }] };
      expect(payload.type).toBe('patch');
      expect(payload.args[1]).toBe(1);
      expect(carried(payload)._stateID).toBe(2);
      // The base state of a patch is marked for the adapter's views.
      expect(Object.getOwnPropertySymbols(payload.args[2].G)).toHaveLength(1);
      // A large publication that is no state travels through the table.
      const note = { type: 'chat', args: ['pub', { id: 'c', sender: '0', payload: big }] };
      a.pubSub.publish('MATCH-pub', note);
      await settle();
      expect(got[2]).toEqual(note);
      a.pubSub.publish('MATCH-pub', { type: 'chat', args: ['pub', { id: 'c', sender: '0', payload: 'hi' }] });
      await settle();
      expect(got[3]).toEqual({ type: 'chat', args: ['pub', { id: 'c', sender: '0', payload: 'hi' }] });
      b.pubSub.unsubscribeAll('MATCH-pub');
    });
  });
}
