/**
 * The databases the storage tests run on: PGlite (in memory or in a folder, nothing to
 * install) and the PostgreSQL server at 127.0.0.1:5432 (database `test`), each test in a
 * schema of its own that it drops. Without that server the PostgreSQL tests are skipped
 * with one line, unless CI=true, where its absence fails them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env['NAUTICAL_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether the PostgreSQL server answers (checked once). */
export async function postgresUp(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    if (process.env['CI'] === 'true') throw new Error(`PostgreSQL is required under CI=true and does not answer at ${PG_URL}`);
    console.warn(`PostgreSQL is not reachable at ${PG_URL}: its tests are skipped.`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh schema name for one test. */
export const schemaName = (what: string): string => `t_${what}_${randomBytes(5).toString('hex')}`;

/** Drops a schema and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
