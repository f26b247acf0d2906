/**
 * The storages a server test runs on, in process: boardgame.io's memory, PostgresStorage on
 * PGlite (in memory) and on PostgreSQL (in `schema`, skipped when PostgreSQL is down, as
 * `databases.ts` says). What each opens is closed by the `closers` it is given.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { afterAll } from 'vitest';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';

/** One storage to run a test on: `make` opens a fresh one (`undefined`: boardgame.io's memory). */
export interface StorageSetup {
  readonly title: string;
  readonly skip: boolean;
  make(): Promise<PostgresStorage | undefined>;
}

/** What the closers of a test file are: run in reverse order after its tests. */
export type Closers = (() => Promise<unknown>)[];

/** A PostgresStorage on the PostgreSQL server, with a pool of its own (a server process's). */
export function onPostgres(schema: string, closers: Closers): PostgresStorage {
  const pool = new pg.Pool({ connectionString: PG_URL, max: 6 });
  const storage = new PostgresStorage({ pool, schema, log: () => undefined });
  closers.push(() => pool.end(), () => storage.close());
  return storage;
}

/** Memory, PGlite and PostgreSQL (skipped unless `up`). */
export function storageSetups(up: boolean, schema: string, closers: Closers): StorageSetup[] {
  return [
    { title: 'memory', skip: false, make: async () => undefined },
    {
      title: 'PGlite',
      skip: false,
      make: async () => {
        const db = await PGlite.create();
        const storage = new PostgresStorage({ pglite: db, log: () => undefined });
        closers.push(() => db.close(), () => storage.close());
        return storage;
      },
    },
    { title: 'PostgreSQL', skip: !up, make: async () => onPostgres(schema, closers) },
  ];
}

/** Runs the closers, last opened first. */
export async function closeAll(closers: Closers): Promise<void> {
  for (const close of closers.reverse()) await close();
}

/**
 * A test file's own schema (`t_<what>_<random>`), whether PostgreSQL is up, and the list of
 * what the file started: after the file, everything on it is closed and the schema dropped.
 */
export async function testSchema(what: string): Promise<{ readonly up: boolean; readonly schema: string; readonly closers: Closers }> {
  const up = await postgresUp();
  const schema = schemaName(what);
  const closers: Closers = [];
  afterAll(async () => {
    await closeAll(closers);
    if (up) await dropSchema(schema);
  });
  return { up, schema, closers };
}
