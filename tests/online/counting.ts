/**
 * Storages whose every statement is recorded, with the bytes of what it writes: a
 * node-postgres pool and a PGlite, wrapped (the tests of what the database sees per move).
 */
import type pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { NamedStatement, PgClient, PgPool } from "../../src/boardgameio/server/index.js";

/** One statement as the storage sent it. */
export interface Sent {
  readonly text: string;
  readonly bytes: number;
  readonly params: readonly unknown[];
  /** The name it was prepared under (node-postgres's named statements), if any. */
  readonly name?: string;
}

/** A statement as node-postgres takes it: its text and parameters, or a named statement holding both. */
type Statement = string | NamedStatement;
const textOf = (s: Statement): string => (typeof s === "string" ? s : s.text);
const paramsOf = (s: Statement, params?: unknown[]): unknown[] | undefined =>
  typeof s === "string" ? params : s.values;
const nameOf = (s: Statement): string | undefined =>
  typeof s === "string" ? undefined : s.name;

/** A pool that records every statement sent through it or its clients. */
function recorder(
  sent: Sent[]
): (text: string, params?: unknown[], name?: string) => void {
  return (text, params, name) => {
    const writes = /^\s*(INSERT|UPDATE|WITH|SELECT pg_notify)/i.test(text);
    sent.push({
      text,
      ...(name === undefined ? {} : { name }),
      params: params ?? [],
      bytes: writes
        ? (params ?? []).reduce<number>(
            (n, p) =>
              n +
              (typeof p === "string"
                ? Buffer.byteLength(p)
                : JSON.stringify(p ?? null).length),
            0
          )
        : 0,
    });
  };
}

/** A PGlite whose statements (alone or in a transaction) are recorded. */
export function countingPGlite(db: PGlite, sent: Sent[]): PGlite {
  const record = recorder(sent);
  type Query = (text: string, params?: unknown[]) => Promise<unknown>;
  const counted =
    (q: { query: Query }): Query =>
    (text, params) => {
      record(text, params);
      return q.query(text, params);
    };
  return new Proxy(db, {
    get(target, key) {
      if (key === "query") return counted(target as never);
      if (key === "transaction")
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get: (t, k) =>
                  k === "query" ? counted(t as never) : (t as never)[k],
              })
            )
          );
      const value = (target as never)[key] as unknown;
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export function countingPool(pool: pg.Pool, sent: Sent[]): PgPool {
  const record = recorder(sent);
  return {
    query: (statement: Statement, params?: unknown[]) => {
      record(textOf(statement), paramsOf(statement, params), nameOf(statement));
      return pool.query(statement as never, params) as never;
    },
    connect: async () => {
      const client = await pool.connect();
      const counted: PgClient = {
        query: (statement: Statement, params?: unknown[]) => {
          record(textOf(statement), paramsOf(statement, params), nameOf(statement));
          return client.query(statement as never, params) as never;
        },
        release: (destroy) => client.release(destroy),
        on: ((event: string, listener: never) =>
          client.on(event as never, listener)) as PgClient["on"],
      };
      return counted;
    },
  };
}

