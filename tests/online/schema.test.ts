/**
 * The matches table on PostgreSQL is made for a move's update: no index on a column a move
 * writes (so the update can be heap-only, HOT), half of each page free for it, and the state
 * compressed with lz4; a table made by an earlier version is brought to that when a storage
 * opens it (its index on `updated_at` dropped), and the listing's filters still work.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { PG_URL } from './databases.js';
import { onPostgres, testSchema } from './storages.js';

const { up, schema, closers } = await testSchema('schema');

async function matchesTable(schemaName: string): Promise<{ compression: string; options: string[]; indexes: string[] }> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const table = `"${schemaName}"."bgio_matches"`;
    const { rows } = await client.query<{ compression: string; options: string[] | null }>(
      `SELECT a.attcompression AS compression, c.reloptions AS options FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'state' WHERE c.oid = $1::regclass`,
      [table],
    );
    const indexes = await client.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'bgio_matches' ORDER BY indexname`, [schemaName]);
    return { compression: rows[0]!.compression, options: rows[0]!.options ?? [], indexes: indexes.rows.map((r) => r.indexdef) };
  } finally {
    await client.end();
  }
}

it.skipIf(!up)('on PostgreSQL, a table made by an earlier version is brought to lz4, a free half page and no index a move writes; the listing still filters on updated_at', async () => {
  const old = `${schema}_old`;
  closers.push(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${old}" CASCADE`).finally(() => client.end());
  });
  // The tables as the version before made them.
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA "${old}"`);
    await client.query(`CREATE TABLE "${old}".bgio_matches (match_id text PRIMARY KEY, state_id integer NOT NULL, state text NOT NULL, initial_state text NOT NULL, metadata jsonb NOT NULL, gameover jsonb, updated_at bigint NOT NULL)`);
    await client.query(`CREATE INDEX "bgio_matches_updated_${old}" ON "${old}".bgio_matches (updated_at)`);
  } finally {
    await client.end();
  }
  expect((await matchesTable(old)).indexes).toHaveLength(2);
  for (const name of [old, schema]) {
    const storage = onPostgres(name, closers);
    const state = { _stateID: 0, ctx: {}, G: {} };
    await storage.createMatch('m1', { initialState: state, metadata: { gameName: 'meuterer', createdAt: 1, updatedAt: 1000 } as never });
    await storage.createMatch('m2', { initialState: state, metadata: { gameName: 'meuterer', createdAt: 1, updatedAt: 3000 } as never });
    const table = await matchesTable(name);
    expect(table.compression, name).toBe('l');
    expect(table.options, name).toContain('fillfactor=50');
    expect(table.indexes, name).toEqual([expect.stringContaining('(match_id)')]);
    expect(await storage.listMatches({ where: { updatedBefore: 2000 } })).toEqual(['m1']);
    expect(await storage.listMatches({ where: { updatedAfter: 2000 } })).toEqual(['m2']);
  }
});
