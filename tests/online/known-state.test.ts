/**
 * A process keeps the last state of a match it stored or read, and its reads of the match
 * ask the database for the state only when the stored one is another: two storages on one
 * database (PostgreSQL: two pools; PGlite: one instance, as two processes on one database
 * would be), the seats of one Meuterer match of four split across them (0 and 2 on the
 * first, 1 and 3 on the second), so that the moves alternate between the processes. Every
 * state a read of the state hands to boardgame.io is the state stored under the id the
 * database held at that read, byte for byte (never a stale one, and never one changed
 * after it was kept); a read whose state is the one held gets no state from the database
 * (and one that gets none holds it); most moves' reads get none.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { type SeatG, toBoardgameIO } from '../../src/boardgameio/index.js';
import { type PgPool, PostgresStorage } from '../../src/boardgameio/server/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { countingPGlite, countingPool, type Sent } from './counting.js';
import { PG_URL } from './databases.js';
import { connect, createMatch, type Seat, startServer, until } from './harness.js';
import { autoPlay } from './play.js';
import { testSchema } from './storages.js';

const { up, schema, closers } = await testSchema('known_state');

/** What one process's reads of the state saw: the id and version the database held, the version the process sent as held, and whether the state came. */
interface Read {
  readonly id: number;
  readonly version: string;
  readonly held: unknown;
  readonly state: string | null;
}

/** What a process saw: its reads of the state, the states handed to boardgame.io, the id of its last read. */
interface Seen {
  readonly reads: Read[];
  /** Each state a read of the state returned, with the id of the database's last read before it. */
  readonly served: { readonly json: string; readonly lastRead: number | undefined }[];
  lastRead: number | undefined;
}

/** The reads of the match with the state (boardgame.io's, $2 true) and the stores that took, from each statement's answer. */
function observe(seen: Seen, stored: Map<number, string>, text: string, params: readonly unknown[], rows: readonly Record<string, unknown>[]): void {
  const row = rows[0];
  if (row === undefined) return;
  if (/^\s*SELECT state_id, CASE WHEN \$2 AND/.test(text) && params[1] === true) {
    seen.reads.push({ id: row['state_id'] as number, version: String(row['version']), held: params[5], state: row['state'] as string | null });
    seen.lastRead = row['state_id'] as number;
  }
  if (/^\s*WITH moved AS/.test(text) && row['moved'] === 1) stored.set(params[1] as number, params[2] as string);
}

/** Records every state `storage` hands out for a read of the state. */
function serving(storage: PostgresStorage, seen: Seen): PostgresStorage {
  const fetch = storage.fetch.bind(storage);
  storage.fetch = async (matchID, opts) => {
    const found = (await fetch(matchID, opts)) as { state?: unknown };
    if (opts.state === true && found.state !== undefined) seen.served.push({ json: JSON.stringify(found.state), lastRead: seen.lastRead });
    return found;
  };
  return storage;
}

const watchedPool = (pool: pg.Pool, seen: Seen, stored: Map<number, string>): PgPool => {
  const sent: Sent[] = [];
  const inner = countingPool(pool, sent);
  const answered = async (text: string, params: readonly unknown[], answer: Promise<{ rows: Record<string, unknown>[] }>) => {
    const result = await answer;
    observe(seen, stored, text, params, result.rows);
    return result;
  };
  const query = (q: PgPool | Awaited<ReturnType<PgPool['connect']>>) =>
    ((statement: string | { text: string; values: unknown[] }, params?: unknown[]) =>
      typeof statement === 'string' ? answered(statement, params ?? [], q.query(statement, params) as never) : answered(statement.text, statement.values, q.query(statement as never) as never)) as PgPool['query'];
  return {
    query: query(inner),
    connect: async () => {
      const client = await inner.connect();
      return { query: query(client), release: (e) => client.release(e), on: client.on.bind(client) };
    },
  };
};

const watchedPGlite = (db: PGlite, seen: Seen, stored: Map<number, string>): PGlite => {
  const inner = countingPGlite(db, []);
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'query')
        return async (text: string, params?: unknown[]) => {
          const result = (await target.query(text, params)) as { rows: Record<string, unknown>[] };
          observe(seen, stored, text, params ?? [], result.rows);
          return result;
        };
      const value = (target as never)[key] as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
};

const setups: { title: string; skip: boolean; open(seen: [Seen, Seen], stored: Map<number, string>): Promise<[PostgresStorage, PostgresStorage]> }[] = [
  {
    title: 'PostgreSQL',
    skip: !up,
    open: async (seen, stored) =>
      seen.map((s) => {
        const pool = new pg.Pool({ connectionString: PG_URL, max: 6 });
        const storage = new PostgresStorage({ pool: watchedPool(pool, s, stored), schema, log: () => undefined });
        closers.push(() => pool.end(), () => storage.close());
        return serving(storage, s);
      }) as [PostgresStorage, PostgresStorage],
  },
  {
    title: 'PGlite',
    skip: false,
    open: async (seen, stored) => {
      const db = await PGlite.create();
      closers.push(() => db.close());
      return seen.map((s) => {
        const storage = new PostgresStorage({ pglite: watchedPGlite(db, s, stored), log: () => undefined });
        closers.push(() => storage.close());
        return serving(storage, s);
      }) as [PostgresStorage, PostgresStorage];
    },
  },
];

for (const { title, skip, open } of setups)
  it.skipIf(skip)(`on ${title}, two processes alternating moves on one match: every state served is the one stored, the state is read only when the one held is not current`, async () => {
    const seen: [Seen, Seen] = [
      { reads: [], served: [], lastRead: undefined },
      { reads: [], served: [], lastRead: undefined },
    ];
    const stored = new Map<number, string>();
    const [a, b] = await open(seen, stored);
    const game = toBoardgameIO(meuterer, { log: () => undefined });
    const serverA = await startServer({ games: [game], db: a as never, pubSub: a.pubSub });
    closers.push(() => serverA.stop());
    const serverB = await startServer({ games: [game], db: b as never, pubSub: b.pubSub });
    closers.push(() => serverB.stop());
    const match = await createMatch(serverA.url, 'meuterer', 4);
    const players = match.credentials.map((c, i) => autoPlay(connect(i % 2 === 0 ? serverA.url : serverB.url, game, match.matchID, String(i), c), 500 + i));
    const stateOf = (s: Seat): number => s.client.getState()?._stateID ?? -1;
    try {
      await until(() => players.every((p) => stateOf(p.seat) >= 60), 'sixty states on every seat', 150_000);
      for (const p of players) p.pause();
      const last = Math.max(...players.map((p) => stateOf(p.seat)));
      await until(() => players.every((p) => stateOf(p.seat) === last), 'every seat at the last state', 20_000);
    } finally {
      for (const p of players) p.stop();
    }
    for (const [i, p] of players.entries()) expect((p.seat.client.getState()!.G as SeatG).viewer).toBe(i);
    for (const process of seen) {
      // Every state handed to boardgame.io: the one stored under its id (the initial state, id 0, is the match's as made), and the id the database held at the read before it.
      for (const { json, lastRead } of process.served) {
        const id = (JSON.parse(json) as { _stateID: number })._stateID;
        if (id > 0) expect(json).toBe(stored.get(id));
        expect(id).toBe(lastRead);
      }
      expect(process.served.length).toBeGreaterThan(10);
      // The state comes exactly when it is not the one held.
      for (const r of process.reads) expect(r.state === null).toBe(r.held !== null && String(r.held) === r.version);
      const withoutState = process.reads.filter((r) => r.state === null).length;
      expect(withoutState).toBeGreaterThan(0.8 * process.reads.length);
    }
    for (const p of players) p.seat.client.stop();
  }, 240_000);
