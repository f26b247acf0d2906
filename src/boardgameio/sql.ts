/**
 * The one interface the storage talks SQL through, and its two makers: node-postgres
 * (`pg`, a `Pool` the caller made) and PGlite (`@electric-sql/pglite`, PostgreSQL in
 * WebAssembly, in this process). The SQL is the same for both; neither package is
 * imported by this module (PGlite is loaded only when no database is given).
 *
 * @module
 */

/** Something that runs one statement with `$1`-style parameters. */
export interface Queryable {
  /** Runs `text` with `params`; resolves with the rows. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** A database: statements, transactions, and LISTEN. */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  /** Calls `heard` with the payload of every NOTIFY on `channel` (after its transaction committed). Resolves once listening. */
  listen(channel: string, heard: (payload: string) => void): Promise<void>;
  /** Stops listening and frees what this interface opened (a PGlite it made is closed; a pool given to it is not). */
  close(): Promise<void>;
}

/** The parts of node-postgres's `Pool` the storage uses. */
export interface PgPool extends Queryable {
  /** Checks a client out of the pool. */
  connect(): Promise<PgClient>;
}
/** The parts of a node-postgres client checked out of a pool. */
export interface PgClient extends Queryable {
  /** Returns the client to the pool (or ends it, given an error). */
  release(destroy?: boolean | Error): void;
  /** Listens for the notifications of the channels this client LISTENs to. */
  on(event: 'notification', listener: (message: { channel: string; payload?: string | undefined }) => void): unknown;
  /** Listens for the failure of the connection. */
  on(event: 'error', listener: (e: Error) => void): unknown;
}

/** The parts of a PGlite instance the storage uses. */
export interface PGliteLike extends Queryable {
  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `callback` with the payload of every NOTIFY on `channel`. */
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  /** Closes the database. */
  close(): Promise<void>;
  /** Whether it is closed. */
  readonly closed?: boolean;
}

/** A database over a node-postgres pool. LISTEN holds one client of the pool, taken again after a failure. */
export function pgDatabase(pool: PgPool, log: (message: string) => void): Database {
  const listeners: { channel: string; heard: (payload: string) => void }[] = [];
  let listening: PgClient | undefined;
  let closed = false;
  const attach = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', (m) => {
      for (const l of listeners) if (l.channel === m.channel) l.heard(m.payload ?? '');
    });
    client.on('error', (e) => {
      log(`nautical-rules/boardgameio/server: the LISTEN connection failed (${e.message}); listening again.`);
      if (listening === client) listening = undefined;
      client.release(e);
      if (!closed) setTimeout(() => void reattach(), 200);
    });
    for (const { channel } of listeners) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listening = client;
  };
  const reattach = (): Promise<void> =>
    attach().catch((e: unknown) => {
      log(`nautical-rules/boardgameio/server: could not LISTEN (${e instanceof Error ? e.message : 'error'}); trying again.`);
      if (!closed) setTimeout(() => void reattach(), 1000);
    });
  return {
    query: (text, params) => pool.query(text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release(e instanceof Error ? e : undefined);
        throw e;
      }
    },
    async listen(channel, heard) {
      listeners.push({ channel, heard });
      if (listening === undefined) await attach();
      else await listening.query(`LISTEN ${quoteIdent(channel)}`);
    },
    async close() {
      closed = true;
      const client = listening;
      listening = undefined;
      if (client !== undefined) {
        await client.query('UNLISTEN *').catch(() => undefined);
        client.release();
      }
    },
  };
}

/** A database over a PGlite instance; `owned` says whether `close` closes it. */
export function pgliteDatabase(db: PGliteLike, owned: boolean): Database {
  return {
    query: (text, params) => db.query(text, params),
    transaction: (work) => db.transaction(work),
    listen: async (channel, heard) => void (await db.listen(channel, heard)),
    close: async () => {
      if (owned && db.closed !== true) await db.close();
    },
  };
}

/** Opens PGlite (loaded on demand): in memory, or in a data directory. */
export async function openPGlite(dataDir?: string): Promise<PGliteLike> {
  // The name is a variable so that bundlers leave this optional peer dependency alone.
  const name = '@electric-sql/pglite';
  const { PGlite } = (await import(name)) as { PGlite: { create(dataDir?: string): Promise<PGliteLike> } };
  return PGlite.create(dataDir);
}

/** A PostgreSQL identifier, quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
