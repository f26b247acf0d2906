/**
 * The seeds matches were dealt with, kept on the server so that a match can be replayed
 * (a game record is its config, seed and moves). boardgame.io's log holds the moves, and
 * the config is in the match's `G`, but the seed is drawn inside the `start` move and
 * never stored: the table draws it (`OnlineTable.game`), and when the dealt state is
 * written it records which of its recent seeds deals that state, before the state itself
 * is written. A seed is a secret while the match runs (it tells every hand): only the
 * server reads it, and a record holding it is given out once the match is over.
 *
 * Two deals of one match can race (two seats sending `start` at once): both seeds are
 * kept, and the replay uses the one that leads to the stored state.
 *
 * @module
 */
import type { Seed } from '../../core/seed.js';
import type { Queryable } from '../sql.js';

/** Where seeds are kept. `add` may answer synchronously (boardgame.io's memory storage is). */
export interface SeedStore {
  /** Records that `matchID` was dealt from `seed` (before its dealt state is written). */
  add(matchID: string, seed: Seed): void | Promise<void>;
  /** Every seed recorded for `matchID`. */
  list(matchID: string): Seed[] | Promise<Seed[]>;
}

/** Seeds in this process's memory. */
export function memorySeeds(): SeedStore {
  const seeds = new Map<string, Seed[]>();
  return {
    add: (matchID, seed) => void seeds.set(matchID, [...(seeds.get(matchID) ?? []), seed]),
    list: (matchID) => seeds.get(matchID) ?? [],
  };
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Seeds in the table `nautical_match_seeds` of `schema` (created if missing). */
export function postgresSeeds(db: Queryable, schema = 'public'): SeedStore {
  const table = `${quoteIdent(schema)}.nautical_match_seeds`;
  let ready: Promise<unknown> | undefined;
  const prepare = (): Promise<unknown> =>
    (ready ??= (async () => {
      await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      await db.query(`CREATE TABLE IF NOT EXISTS ${table} (match_id text NOT NULL, seed jsonb NOT NULL, PRIMARY KEY (match_id, seed))`);
    })().catch((e: unknown) => {
      ready = undefined;
      throw e;
    }));
  return {
    add: async (matchID, seed) => {
      await prepare();
      await db.query(`INSERT INTO ${table} (match_id, seed) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [matchID, JSON.stringify(seed)]);
    },
    list: async (matchID) => {
      await prepare();
      return (await db.query<{ seed: Seed }>(`SELECT seed FROM ${table} WHERE match_id = $1`, [matchID])).rows.map((r) => r.seed);
    },
  };
}
