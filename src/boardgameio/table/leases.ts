/**
 * Which server process plays each bot seat: a lease per seat, held by one process at a
 * time and renewed by its heartbeat. A process that stops renewing (killed, stalled, cut
 * off) loses its seats when their leases expire, and the next process to beat takes them.
 *
 * On PostgreSQL the leases are rows of their own table, taken and renewed by one
 * `UPDATE ... RETURNING` per heartbeat: a row is locked while it is updated and the other
 * process's `UPDATE` re-reads it after the commit, so a live lease is never taken twice.
 * Expiry is judged by the database's clock, the one clock every process shares.
 *
 * @module
 */
import type { Queryable } from '../sql.js';

/** A bot seat as the table keeps it (the credentials are the seat's own, from its join). */
export interface BotSeatRow {
  readonly matchID: string;
  readonly seat: number;
  /** The boardgame.io game name the match is played under. */
  readonly game: string;
  readonly credentials: string;
  /** Which bot plays the seat: a name of the table's `bots`, or a worker bot's options. */
  readonly bot: BotSpec;
}

/** Which bot plays a seat (plain data: it is stored, and read by any process). */
export interface BotSpec {
  /** A name of the table's in-process `bots`; without it, the worker's bot with `options`. */
  readonly name?: string;
  /** The worker bot's options (`WorkerBotOptions` of `nautical-rules/bots`). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** Where the leases live. */
export interface LeaseStore {
  /** Records a bot seat (no owner yet). */
  add(row: BotSeatRow): Promise<void>;
  /** Takes the free and expired seats and renews those `owner` holds, for `ms`; resolves with every seat `owner` now holds. */
  beat(owner: string, ms: number): Promise<BotSeatRow[]>;
  /** The seat's match is over: nobody needs to play it any more. */
  finish(matchID: string, seat: number): Promise<void>;
  /** Gives up `owner`'s leases at once (a process that stops in order). */
  release(owner: string): Promise<void>;
  /** The bot seats of a match (for the replay route and tests; not the match's clock lease, seat -1). */
  seats(matchID: string): Promise<BotSeatRow[]>;
}

/** Leases in this process's memory: for a server that runs alone. */
export function memoryLeases(now: () => number = Date.now): LeaseStore {
  const rows = new Map<string, BotSeatRow & { owner: string | null; expires: number; done: boolean }>();
  const key = (matchID: string, seat: number): string => `${matchID}|${seat}`;
  return {
    add: async (row) => void rows.set(key(row.matchID, row.seat), { ...row, owner: null, expires: 0, done: false }),
    beat: async (owner, ms) => {
      const t = now();
      const held: BotSeatRow[] = [];
      for (const row of rows.values()) {
        if (row.done || (row.owner !== owner && row.owner !== null && row.expires >= t)) continue;
        row.owner = owner;
        row.expires = t + ms;
        held.push(plain(row));
      }
      return held;
    },
    finish: async (matchID, seat) => {
      const row = rows.get(key(matchID, seat));
      if (row !== undefined) row.done = true;
    },
    release: async (owner) => {
      for (const row of rows.values()) if (row.owner === owner) row.owner = null;
    },
    seats: async (matchID) => [...rows.values()].filter((r) => r.matchID === matchID && r.seat >= 0).map(plain),
  };
}

const plain = (row: BotSeatRow): BotSeatRow => ({ matchID: row.matchID, seat: row.seat, game: row.game, credentials: row.credentials, bot: row.bot });

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

interface SqlRow {
  match_id: string;
  seat: number;
  game: string;
  credentials: string;
  bot: BotSpec;
}
const fromSql = (r: SqlRow): BotSeatRow => ({ matchID: r.match_id, seat: Number(r.seat), game: r.game, credentials: r.credentials, bot: r.bot });

/**
 * Leases in PostgreSQL (node-postgres's `Pool`, or PGlite), in the table
 * `nautical_bot_seats` of `schema` (created if missing): for several server processes on
 * one database.
 */
export function postgresLeases(db: Queryable, schema = 'public'): LeaseStore {
  const table = `${quoteIdent(schema)}.nautical_bot_seats`;
  let ready: Promise<unknown> | undefined;
  const q = async <R>(text: string, params: unknown[]): Promise<R[]> => {
    ready ??= (async () => {
      await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await db.query(
        `CREATE TABLE IF NOT EXISTS ${table} (match_id text NOT NULL, seat integer NOT NULL, game text NOT NULL, credentials text NOT NULL, bot jsonb NOT NULL,
          owner text, expires timestamptz, done boolean NOT NULL DEFAULT false, PRIMARY KEY (match_id, seat))`,
      );
    })().catch((e: unknown) => {
      ready = undefined;
      throw e;
    });
    await ready;
    return (await db.query<R>(text, params)).rows;
  };
  const columns = 'match_id, seat, game, credentials, bot';
  return {
    add: async (row) => {
      await q(`INSERT INTO ${table} (${columns}) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (match_id, seat) DO UPDATE SET credentials = EXCLUDED.credentials, bot = EXCLUDED.bot, done = false`, [
        row.matchID,
        row.seat,
        row.game,
        row.credentials,
        JSON.stringify(row.bot),
      ]);
    },
    beat: async (owner, ms) =>
      (
        await q<SqlRow>(
          `UPDATE ${table} SET owner = $1, expires = now() + $2 * interval '1 millisecond'
            WHERE NOT done AND (owner = $1 OR owner IS NULL OR expires < now()) RETURNING ${columns}`,
          [owner, ms],
        )
      ).map(fromSql),
    finish: async (matchID, seat) => void (await q(`UPDATE ${table} SET done = true WHERE match_id = $1 AND seat = $2`, [matchID, seat])),
    release: async (owner) => void (await q(`UPDATE ${table} SET owner = NULL, expires = NULL WHERE owner = $1`, [owner])),
    seats: async (matchID) => (await q<SqlRow>(`SELECT ${columns} FROM ${table} WHERE match_id = $1 AND seat >= 0 ORDER BY seat`, [matchID])).map(fromSql),
  };
}
