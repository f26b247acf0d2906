/**
 * The server side of online play, for Node: boardgame.io match storage on PostgreSQL
 * (node-postgres) or PGlite (PostgreSQL in WebAssembly, the embedded default), with the
 * same SQL, and the pub/sub that broadcasts a move only once it is stored, to every
 * server process on the same database.
 *
 * ```ts
 * import { createRequire } from 'node:module';
 * import { guardTransport, strictCredentials, toBoardgameIO } from 'nautical-rules/boardgameio';
 * import { PostgresStorage } from 'nautical-rules/boardgameio/server';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const { Server, SocketIO } = createRequire(import.meta.url)('boardgame.io/server');
 * const storage = new PostgresStorage({ dataDir: './matches' }); // or { pool: new pg.Pool(...) }
 * const server = Server({
 *   games: [toBoardgameIO(meuterer)],
 *   db: storage,
 *   transport: guardTransport(new SocketIO({ pubSub: storage.pubSub })),
 *   authenticateCredentials: strictCredentials,
 * });
 * server.run(8000);
 * ```
 *
 * `pg` and `@electric-sql/pglite` are optional peer dependencies: install the one you use.
 * See the online guide (`docs/online.md`) for what is guaranteed.
 *
 * @module boardgameio/server
 */
export { PostgresStorage, type FetchOpts, type ListMatchesOpts, type MetadataLike, type PostgresStorageOptions, type PubSub, type StateLike } from '../postgres.js';
export type { NamedStatement, PGliteLike, PgClient, PgPool, PgQueryable, Queryable } from '../sql.js';
export type { MetadataChange, MetadataPatch } from '../metadata.js';
export * from '../table/index.js';
