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

/**
 * A statement node-postgres prepares once per connection, by its name, and afterwards only
 * binds and runs (node-postgres's query config): PostgreSQL then neither parses nor plans
 * it again, and the text is not sent again.
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
  readonly values: unknown[];
}

/** Something that runs statements, a statement of fixed text prepared where the driver can. */
export interface Statements extends Queryable {
  /** Runs `text`, whose text never varies (only its `params` do), prepared once per connection where the driver names statements; PGlite runs it as {@link Queryable.query} does. */
  prepared<R = Record<string, unknown>>(text: string, params: unknown[]): Promise<{ rows: R[] }>;
}

/** A database: statements, transactions, and LISTEN. */
export interface Database extends Statements {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (q: Statements) => Promise<T>): Promise<T>;
  /** Calls `heard` with the payload of every NOTIFY on `channel` (after its transaction committed). Resolves once listening. */
  listen(channel: string, heard: (payload: string) => void): Promise<void>;
  /** Stops listening and frees what this interface opened (a PGlite it made is closed; a pool given to it is not). */
  close(): Promise<void>;
}

/** What node-postgres's `Pool` and its clients run: a statement with `$1`-style parameters, or a named one. */
export interface PgQueryable extends Queryable {
  /** Runs a statement prepared once per connection, by name (see {@link NamedStatement}). */
  query<R = Record<string, unknown>>(statement: NamedStatement): Promise<{ rows: R[] }>;
  /** Runs `text` with `params`; resolves with the rows. */
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/** The parts of node-postgres's `Pool` the storage uses. */
export interface PgPool extends PgQueryable {
  /** Checks a client out of the pool. */
  connect(): Promise<PgClient>;
}
/** The parts of a node-postgres client checked out of a pool. */
export interface PgClient extends PgQueryable {
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

/**
 * The name each statement text is prepared under: one per text in this process, so that a
 * connection never sees one name for two texts (node-postgres refuses that), and the same
 * name for the same text on every connection of the pool. The texts are the storage's own,
 * a few per schema.
 */
const statementNames = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `nautical_rules_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
};

/** `q`, with its statements of fixed text run by name. */
const pgStatements = (q: PgQueryable): Statements => ({
  query: (text, params) => q.query(text, params),
  prepared: (text, values) => q.query({ name: nameOf(text), text, values }),
});

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
    ...pgStatements(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgStatements(client));
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

/** `q`, whose statements PGlite runs unnamed (it has no named statements to keep). */
const pgliteStatements = (q: Queryable): Statements => ({
  query: (text, params) => q.query(text, params),
  prepared: (text, params) => q.query(text, params),
});

/** A database over a PGlite instance; `owned` says whether `close` closes it. */
export function pgliteDatabase(db: PGliteLike, owned: boolean): Database {
  return {
    ...pgliteStatements(db),
    transaction: (work) => db.transaction((tx) => work(pgliteStatements(tx))),
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
