/**
 * boardgame.io storage on PostgreSQL (node-postgres) or PGlite, with the same SQL, and the
 * pub/sub that tells clients of a move only once it is stored.
 *
 * - **One transaction per move.** `setState` writes the state and appends its log entries
 *   in one transaction, so a stored log always leads to the stored state.
 * - **Compare-and-set on the state id.** The state is written only over the state it was
 *   made from (`_stateID` one less): when two processes handle a move of the same match
 *   from the same state, one write wins and the other is refused (it rejects, the guard
 *   logs it) and nothing of it is broadcast.
 * - **Broadcast after the commit, by state id.** boardgame.io's master publishes an update
 *   before it writes it. The {@link PostgresStorage.pubSub} given to the socket transport
 *   holds that publication back; `setState` stores the move and sends `pg_notify` in one
 *   statement (one implicit transaction), and PostgreSQL delivers a notification only
 *   once it has committed, to every process that LISTENs (PGlite delivers it in this
 *   process). The notification names the match and the state id, not the state: the
 *   process that stored the move sends the state it holds, every other process reads the
 *   committed state once per (match, state id) and sends it to all its sockets of that
 *   match. Other publications (chat, who is connected) travel in the notification, or,
 *   when larger than a notification takes (8,000 bytes), in a table the notification names.
 *
 * @module
 */
import { isRecord } from './inbound-fields.js';
import { applyMetadataPatch, changesOnly, conflict, EXPECT_MOVE, type MetadataPatch } from './metadata.js';
import { patchBase } from './seat-view.js';
import { type Database, type PGliteLike, type PgPool, openPGlite, pgDatabase, pgliteDatabase, quoteIdent, type Statements } from './sql.js';

/** Options of {@link PostgresStorage}: one of `pool` (PostgreSQL), `pglite` (an open PGlite), or neither (a PGlite of its own, in `dataDir` or in memory). */
export interface PostgresStorageOptions {
  /** A node-postgres `Pool` (`new pg.Pool({ connectionString })`); the storage never ends it. */
  readonly pool?: PgPool;
  /** An open PGlite instance; the storage never closes it. */
  readonly pglite?: PGliteLike;
  /** Where the storage's own PGlite keeps its files (default: in memory, gone with the process). */
  readonly dataDir?: string;
  /** The schema of the tables (created if missing). Default: `public`. */
  readonly schema?: string;
  /** Where failures are logged. Default: `console.warn`. */
  readonly log?: (message: string) => void;
}

/** boardgame.io's `StorageAPI.Type.ASYNC`. */
const ASYNC = 1;
/** The metadata fields a move changes, which `setState` stores in columns of their own. */
const MOVE_FIELDS: ReadonlySet<string> = new Set(['updatedAt', 'gameover']);
/** A notification payload larger than this (in bytes) goes through the messages table. */
const NOTIFY_LIMIT = 7_900;

/** A boardgame.io state, as far as the storage reads it. */
export interface StateLike {
  readonly _stateID: number;
  /** boardgame.io's `Ctx`: the storage reads its `gameover` only. */
  readonly ctx?: object;
}
/** Match metadata, as far as the storage reads it. */
export interface MetadataLike {
  readonly gameName?: string;
  readonly gameover?: unknown;
  readonly updatedAt?: number;
  readonly createdAt?: number;
}
/** What boardgame.io's `fetch` may ask for. */
export interface FetchOpts {
  readonly state?: boolean;
  readonly log?: boolean;
  readonly metadata?: boolean;
  readonly initialState?: boolean;
}
/** What boardgame.io's `listMatches` may ask for. */
export interface ListMatchesOpts {
  readonly gameName?: string;
  readonly where?: { readonly isGameover?: boolean; readonly updatedBefore?: number; readonly updatedAfter?: number };
}

/** boardgame.io's `GenericPubSub`: what its socket transport publishes to and subscribes with. */
export interface PubSub {
  /** Sends `payload` to the subscribers of `channelId` in every process (a move's update once it is stored). */
  publish(channelId: string, payload: unknown): void;
  /** Calls `callback` with every payload published on `channelId` (the payload's type is the publisher's: boardgame.io's transport data). */
  subscribe(channelId: string, callback: (payload: never) => void): void;
  /** Removes this process's subscribers of `channelId`. */
  unsubscribeAll(channelId: string): void;
}

/** A channel name PostgreSQL takes without quoting (PGlite's `listen` does not quote). */
const channelFor = (schema: string): string => `nautical_rules_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

/** The publication a move is waiting to send, once stored, with the state it announces. */
interface Held {
  readonly state: Record<string, unknown>;
  readonly channelId: string;
  readonly payload: Record<string, unknown>;
}

/** A stored state's notification: the channel, the match, the state id, the first log entry of its move (`null`: none), and which write of which process stored it. */
interface StateNotice {
  readonly c: string;
  readonly m: string;
  readonly s: number;
  readonly l: number | null;
  readonly w: string;
}

/** The state a process last sent on a channel (to build the next patch from). */
interface Sent {
  readonly id: number;
  readonly state: Record<string, unknown>;
}

const isNotice = (u: unknown): u is StateNotice =>
  isRecord(u) && typeof u['c'] === 'string' && typeof u['m'] === 'string' && typeof u['s'] === 'number' && (u['l'] === null || typeof u['l'] === 'number') && typeof u['w'] === 'string';

/**
 * boardgame.io storage (its `StorageAPI.Async`) on PostgreSQL or PGlite. Pass it as `db`, and
 * its {@link pubSub} to the socket transport, so that updates are broadcast after they are
 * stored, to every server process on the same database:
 *
 * ```ts partial
 * const storage = new PostgresStorage({ dataDir: './matches' }); // or { pool: new pg.Pool() }
 * const server = Server({ games, db: storage, transport: guardTransport(new SocketIO({ pubSub: storage.pubSub })) });
 * ```
 */
export class PostgresStorage {
  /** The pub/sub to give boardgame.io's `SocketIO` transport (`new SocketIO({ pubSub: storage.pubSub })`). */
  readonly pubSub: PubSub;
  private db: Database | undefined;
  private opening: Promise<Database> | undefined;
  private readonly schema: string;
  private readonly channel: string;
  private readonly log: (message: string) => void;
  /**
   * Publications of moves not yet stored, by match id. Usually one, but boardgame.io drops
   * a match's queue when its last socket leaves, so two moves of a match may be handled at
   * once: each is matched to its own state.
   */
  private readonly held = new Map<string, Held[]>();
  /** This process's subscribers, by channel. */
  private readonly subscribers = new Map<string, ((payload: never) => void)[]>();
  /** Deliveries in order, per channel (a payload read from the table must not be overtaken). */
  private readonly deliveries = new Map<string, Promise<void>>();
  /**
   * Publications of moves this process is storing or stored, by write (this storage's id and
   * a count: another process's write of the same state id is not this one), until their
   * notification arrives (the state is not read back).
   */
  private readonly mine = new Map<string, Held>();
  /** The state last sent to this process's subscribers, by channel. */
  private readonly sent = new Map<string, Sent>();
  /** Moves the guard let through, by match, not yet read: their metadata read fetches the state too. */
  private readonly expected = new Map<string, number>();
  /** States read with a move's metadata, by match, for the master's read of the state right after (dropped at the next turn of the event loop). */
  private readonly prefetched = new Map<string, string>();
  private pruned = 0;
  private readonly id = globalThis.crypto.randomUUID();
  private writes = 0;

  constructor(private readonly options: PostgresStorageOptions = {}) {
    this.schema = options.schema ?? 'public';
    this.channel = channelFor(this.schema);
    const log = options.log ?? ((m: string) => console.warn(m));
    this.log = (m) => {
      try {
        log(m);
      } catch {
        // Nowhere left to report it.
      }
    };
    this.pubSub = {
      publish: (channelId, payload) => this.publish(channelId, payload),
      subscribe: (channelId, callback) => {
        const list = this.subscribers.get(channelId) ?? [];
        list.push(callback);
        this.subscribers.set(channelId, list);
      },
      unsubscribeAll: (channelId) => {
        this.subscribers.delete(channelId);
        this.sent.delete(channelId);
      },
    };
    // The guard's hint that a move of a match is coming (see `EXPECT_MOVE`): not public API.
    Object.defineProperty(this, EXPECT_MOVE, {
      value: (matchID: string) => {
        const n = this.expected.get(matchID) ?? 0;
        if (n < 64) this.expected.set(matchID, n + 1);
      },
    });
  }

  /** boardgame.io's storage type: asynchronous. */
  type(): number {
    return ASYNC;
  }

  /** Opens the database, creates the tables if missing, and starts listening. boardgame.io calls it when the server runs. */
  async connect(): Promise<void> {
    await this.database();
  }

  /** Stops listening and closes the PGlite the storage opened itself (a given pool or PGlite stays open). */
  async close(): Promise<void> {
    const db = this.db;
    this.db = undefined;
    this.opening = undefined;
    await db?.close();
  }

  private table(name: string): string {
    return `${quoteIdent(this.schema)}.${quoteIdent(`bgio_${name}`)}`;
  }

  private database(): Promise<Database> {
    if (this.db !== undefined) return Promise.resolve(this.db);
    this.opening ??= (async () => {
      const { pool, pglite, dataDir } = this.options;
      const db = pool !== undefined ? pgDatabase(pool, this.log) : pglite !== undefined ? pgliteDatabase(pglite, false) : pgliteDatabase(await openPGlite(dataDir), true);
      await db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(this.schema)}`);
      // One statement at a time: PGlite's query takes one (and CREATE ... IF NOT EXISTS races
      // between processes only on the catalog, which a retry settles).
      for (const ddl of [
        // Half of each page left free, and no index on a column a move writes, so that a
        // move's update is a heap-only (HOT) update: no new index entries, no index bloat.
        `CREATE TABLE IF NOT EXISTS ${this.table('matches')} (match_id text PRIMARY KEY, state_id integer NOT NULL, state text NOT NULL, initial_state text NOT NULL, metadata jsonb NOT NULL, gameover jsonb, updated_at bigint NOT NULL) WITH (fillfactor = 50)`,
        `CREATE TABLE IF NOT EXISTS ${this.table('log')} (match_id text NOT NULL, seq integer NOT NULL, entry text NOT NULL, PRIMARY KEY (match_id, seq))`,
        `CREATE TABLE IF NOT EXISTS ${this.table('messages')} (id bigserial PRIMARY KEY, payload text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`,
        // The pruning of old messages. No index on `updated_at` (every move writes it: each
        // update would add an entry to it and could not be HOT); the listing filters it in a
        // scan of the matches, which its filter on the game's name in the metadata needs anyway.
        `DROP INDEX IF EXISTS ${quoteIdent(this.schema)}.${quoteIdent(`bgio_matches_updated_${this.schema}`.slice(0, 63))}`,
        `CREATE INDEX IF NOT EXISTS ${quoteIdent(`bgio_messages_created_${this.schema}`.slice(0, 63))} ON ${this.table('messages')} (created_at)`,
      ]) {
        await db.query(ddl).catch(async () => db.query(ddl));
      }
      // The state, rewritten at every move, compressed with lz4 where the server has it (far
      // cheaper than the default pglz; PGlite has not: it keeps the default). Only when not so
      // already, so that a process starting takes no lock a running one would wait for.
      await db
        .query(
          `DO $$ BEGIN
             IF (SELECT attcompression FROM pg_attribute WHERE attrelid = '${this.table('matches').replace(/'/g, "''")}'::regclass AND attname = 'state') IS DISTINCT FROM 'l' THEN
               ALTER TABLE ${this.table('matches')} ALTER COLUMN state SET COMPRESSION lz4, SET (fillfactor = 50);
             END IF;
           EXCEPTION WHEN OTHERS THEN NULL;
           END $$`,
        )
        .catch(() => undefined);
      await db.listen(this.channel, (payload) => this.heard(payload));
      this.db = db;
      return db;
    })();
    // A database that could not be opened is tried again by the next call.
    this.opening.catch(() => (this.opening = undefined));
    return this.opening;
  }

  /** boardgame.io creates a match: its initial state and metadata, if no match has its id. */
  async createMatch(matchID: string, opts: { initialState: StateLike; metadata: MetadataLike }): Promise<void> {
    const db = await this.database();
    const state = JSON.stringify(opts.initialState);
    await db.prepared(
      `INSERT INTO ${this.table('matches')} (match_id, state_id, state, initial_state, metadata, updated_at) VALUES ($1, $2, $3, $3, $4::jsonb, $5) ON CONFLICT (match_id) DO NOTHING`,
      [matchID, opts.initialState._stateID, state, JSON.stringify(opts.metadata), opts.metadata.updatedAt ?? Date.now()],
    );
  }

  /** boardgame.io's older name of {@link createMatch}. */
  createGame(matchID: string, opts: { initialState: StateLike; metadata: MetadataLike }): Promise<void> {
    return this.createMatch(matchID, opts);
  }

  /**
   * Stores a move: the state, over the state it was made from only, and its log entries,
   * and sends the move's held publication as a notification of its state id, all in one
   * statement (one round trip, one implicit transaction). Rejects when the stored state is
   * no longer the one the move was made from (another process stored a move first):
   * nothing is written or broadcast.
   */
  async setState(matchID: string, state: StateLike, deltalog?: readonly unknown[]): Promise<void> {
    const publication = this.takeHeld(matchID, state);
    const db = await this.database();
    const ended = (state.ctx as { readonly gameover?: unknown } | undefined)?.gameover;
    const gameover = ended === undefined ? null : JSON.stringify(ended);
    const key = `${this.id}.${++this.writes}`;
    if (publication !== undefined) {
      // Before the statement: the notification may arrive before its answer does.
      if (this.mine.size >= 256) this.mine.delete(this.mine.keys().next().value as string);
      this.mine.set(key, publication);
    }
    let rows: { moved: number }[];
    try {
      ({ rows } = await db.prepared<{ moved: number }>(
        `WITH moved AS (
           UPDATE ${this.table('matches')} SET state_id = $2, state = $3, gameover = $4::jsonb, updated_at = $5,
             metadata = CASE WHEN $4::jsonb IS NULL THEN metadata ELSE jsonb_set(metadata, '{gameover}', $4::jsonb) END
           WHERE match_id = $1 AND state_id = $2 - 1 RETURNING match_id),
         logged AS (
           INSERT INTO ${this.table('log')} (match_id, seq, entry)
           SELECT $1, coalesce((SELECT max(seq) FROM ${this.table('log')} WHERE match_id = $1), -1) + t.i, t.e
           FROM unnest($6::text[]) WITH ORDINALITY AS t(e, i) WHERE EXISTS (SELECT 1 FROM moved)
           RETURNING seq),
         told AS (
           SELECT pg_notify($7, json_build_object('c', $8::text, 'm', $1::text, 's', $2::int, 'l', (SELECT min(seq) FROM logged), 'w', $9::text)::text)
           FROM moved WHERE $8::text IS NOT NULL)
         SELECT (SELECT count(*) FROM moved)::int AS moved, (SELECT count(*) FROM told)::int AS told`,
        [matchID, state._stateID, JSON.stringify(state), gameover, Date.now(), (deltalog ?? []).map((e) => JSON.stringify(e)), this.channel, publication?.channelId ?? null, key],
      ));
    } catch (e) {
      this.mine.delete(key);
      throw e;
    }
    if (rows[0]?.moved !== 1) {
      this.mine.delete(key);
      // A refused move leaves the state id as it was and publishes nothing: nothing to store.
      if (publication === undefined && (await this.storedStateID(matchID)) === state._stateID) return;
      throw new Error(`match ${matchID}: state ${state._stateID} was not stored, the stored state is no longer the one it was made from`);
    }
  }

  /** The held publication of exactly this state (boardgame.io stores the state it published, without its `deltalog`), removed from the held ones. */
  private takeHeld(matchID: string, state: StateLike): Held | undefined {
    const list = this.held.get(matchID) ?? [];
    const s = state as unknown as Record<string, unknown>;
    const i = list.findIndex((h) => h.state['G'] === s['G'] && h.state['ctx'] === s['ctx'] && h.state['_stateID'] === s['_stateID']);
    const found = i < 0 ? undefined : list.splice(i, 1)[0];
    if (list.length === 0) this.held.delete(matchID);
    return found;
  }

  private async storedStateID(matchID: string): Promise<number | undefined> {
    const db = await this.database();
    const { rows } = await db.prepared<{ state_id: number }>(`SELECT state_id FROM ${this.table('matches')} WHERE match_id = $1`, [matchID]);
    return rows[0]?.state_id;
  }

  /** Stores a match's metadata. Whether the match is over is kept from its stored state, not taken from the metadata. */
  async setMetadata(matchID: string, metadata: MetadataLike): Promise<void> {
    const db = await this.database();
    await db.prepared(
      `UPDATE ${this.table('matches')} SET updated_at = $3,
         metadata = ($2::jsonb - 'gameover') || CASE WHEN gameover IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('gameover', gameover) END
       WHERE match_id = $1`,
      [matchID, JSON.stringify(metadata), metadata.updatedAt ?? Date.now()],
    );
  }

  /**
   * Applies what a writer changed in a match's metadata (see `metadata.ts`), in one
   * transaction that holds the match's row: a seat it changes must still be held as the
   * writer read it, or nothing is written and it rejects with a 409. A change of nothing but
   * `updatedAt` and `gameover` (boardgame.io's master after every move) writes nothing:
   * `setState` already stored both, in the columns {@link fetch} reads them from.
   */
  async patchMetadata(matchID: string, patch: MetadataPatch): Promise<void> {
    if (changesOnly(patch, MOVE_FIELDS)) return;
    const db = await this.database();
    await db.transaction(async (q) => {
      const { rows } = await q.prepared<{ metadata: string }>(`SELECT metadata::text AS metadata FROM ${this.table('matches')} WHERE match_id = $1 FOR UPDATE`, [matchID]);
      const row = rows[0];
      if (row === undefined) return;
      const next = applyMetadataPatch(JSON.parse(row.metadata) as MetadataLike, patch);
      if (next._tag === 'Left') throw conflict(next.left);
      await q.prepared(
        `UPDATE ${this.table('matches')} SET metadata = ($2::jsonb - 'gameover') || CASE WHEN gameover IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('gameover', gameover) END WHERE match_id = $1`,
        [matchID, JSON.stringify(next.right)],
      );
    });
  }

  /**
   * Reads what boardgame.io asks for, all from one snapshot (one statement). A move's read
   * of the metadata (boardgame.io's master checks the credentials, then reads the state)
   * reads the state with it, for the read of the state that follows at once.
   */
  // `any`: boardgame.io's `fetch<O>` promises exactly the fields `opts` asks for, a type of its own (found below).
  async fetch(matchID: string, opts: FetchOpts): Promise<any> {
    const onlyState = opts.state === true && opts.metadata !== true && opts.log !== true && opts.initialState !== true;
    const ready = onlyState ? this.prefetched.get(matchID) : undefined;
    if (ready !== undefined) {
      this.prefetched.delete(matchID);
      return { state: JSON.parse(ready) as unknown };
    }
    const n = this.expected.get(matchID) ?? 0;
    const forMove = n > 0 && opts.metadata === true && opts.state !== true && opts.log !== true && opts.initialState !== true;
    if (forMove) {
      if (n > 1) this.expected.set(matchID, n - 1);
      else this.expected.delete(matchID);
    }
    const db = await this.database();
    const { rows } = await db.prepared<{ state: string | null; initial_state: string | null; metadata: string | null; log: string | null }>(
      `SELECT CASE WHEN $2 THEN state END AS state, CASE WHEN $3 THEN initial_state END AS initial_state, CASE WHEN $4 THEN (metadata || jsonb_build_object('updatedAt', updated_at))::text END AS metadata,
         CASE WHEN $5 THEN (SELECT coalesce(string_agg(entry, ',' ORDER BY seq), '') FROM ${this.table('log')} WHERE match_id = $1) END AS log
       FROM ${this.table('matches')} WHERE match_id = $1`,
      [matchID, opts.state === true || forMove, opts.initialState === true, opts.metadata === true, opts.log === true],
    );
    const row = rows[0];
    const found: Record<string, unknown> = {};
    if (row === undefined) return found;
    if (forMove && row.state !== null) {
      const text = row.state;
      this.prefetched.set(matchID, text);
      // Only for the read that follows within this turn of the event loop: never a stale state later.
      setImmediate(() => {
        if (this.prefetched.get(matchID) === text) this.prefetched.delete(matchID);
      });
    } else if (row.state !== null) found['state'] = JSON.parse(row.state);
    if (row.initial_state !== null) found['initialState'] = JSON.parse(row.initial_state);
    if (row.metadata !== null) found['metadata'] = JSON.parse(row.metadata);
    if (row.log !== null) found['log'] = JSON.parse(`[${row.log}]`);
    return found;
  }

  /** Removes a match and its log. */
  async wipe(matchID: string): Promise<void> {
    const db = await this.database();
    await db.transaction(async (q) => {
      await q.query(`DELETE FROM ${this.table('log')} WHERE match_id = $1`, [matchID]);
      await q.query(`DELETE FROM ${this.table('matches')} WHERE match_id = $1`, [matchID]);
    });
  }

  /** The ids of the stored matches, filtered as the Lobby API asks. */
  async listMatches(opts: ListMatchesOpts = {}): Promise<string[]> {
    const db = await this.database();
    const where = opts.where ?? {};
    const { rows } = await db.prepared<{ match_id: string }>(
      `SELECT match_id FROM ${this.table('matches')}
       WHERE ($1::text IS NULL OR metadata->>'gameName' = $1)
         AND ($2::boolean IS NULL OR (gameover IS NOT NULL) = $2)
         AND ($3::bigint IS NULL OR updated_at < $3) AND ($4::bigint IS NULL OR updated_at > $4)
       ORDER BY match_id`,
      [opts.gameName ?? null, where.isGameover ?? null, where.updatedBefore ?? null, where.updatedAfter ?? null],
    );
    return rows.map((r) => r.match_id);
  }

  /** boardgame.io's older name of {@link listMatches}. */
  listGames(opts?: ListMatchesOpts): Promise<string[]> {
    return this.listMatches(opts);
  }

  /**
   * What the socket transport publishes. An update of a match's state is held until
   * `setState` stores that state; anything else (chat, who is connected) is sent at once.
   */
  private publish(channelId: string, payload: unknown): void {
    const p = isRecord(payload) ? payload : {};
    const args = Array.isArray(p['args']) ? (p['args'] as unknown[]) : [];
    const state = p['type'] === 'patch' ? args[3] : p['type'] === 'update' ? args[1] : undefined;
    if (typeof args[0] === 'string' && isRecord(state) && typeof state['_stateID'] === 'number') {
      const list = this.held.get(args[0]) ?? [];
      // A move that is never stored (its master failed before writing) leaves its publication: keep a few.
      if (list.length >= 8) list.shift();
      list.push({ state, channelId, payload: p });
      this.held.set(args[0], list);
      return;
    }
    let text: string;
    try {
      text = JSON.stringify(payload);
    } catch {
      this.log('nautical-rules/boardgameio/server: dropped a publication that is not JSON.');
      return;
    }
    void this.database()
      .then((db) => this.notify(db, channelId, text))
      .catch((e: unknown) => this.log(`nautical-rules/boardgameio/server: a publication failed (${e instanceof Error ? e.message : 'error'}).`));
  }

  /** Sends a publication with NOTIFY (delivered when the surrounding transaction, if any, commits). */
  private async notify(q: Statements, channelId: string, payload: string): Promise<void> {
    let message = JSON.stringify({ c: channelId, p: payload });
    if (new TextEncoder().encode(message).length > NOTIFY_LIMIT) {
      const { rows } = await q.prepared<{ id: string }>(`INSERT INTO ${this.table('messages')} (payload) VALUES ($1) RETURNING id::text AS id`, [payload]);
      message = JSON.stringify({ c: channelId, id: rows[0]!.id });
      if (++this.pruned % 200 === 0) await q.query(`DELETE FROM ${this.table('messages')} WHERE created_at < now() - interval '10 minutes'`);
    }
    await q.prepared('SELECT pg_notify($1, $2)', [this.channel, message]);
  }

  /** A notification: delivered to this process's subscribers of its channel, in order. */
  private heard(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message) as unknown;
    } catch {
      return;
    }
    if (!isRecord(parsed)) return;
    const channelId = parsed['c'];
    if (typeof channelId !== 'string' || !this.subscribers.has(channelId)) return;
    const previous = this.deliveries.get(channelId) ?? Promise.resolve();
    let next: Promise<void>;
    if (isNotice(parsed)) {
      // Decided in order: a state already sent (read ahead by an earlier notification) is not read again.
      const notice = parsed;
      next = previous.then(async () => this.deliver(channelId, await this.announced(notice)));
    } else {
      const reading = this.readPublication(parsed);
      next = previous.then(async () => {
        const text = await reading;
        if (text !== undefined) this.deliver(channelId, revive(JSON.parse(text) as unknown));
      });
    }
    const delivered = next.catch((e: unknown) => this.log(`nautical-rules/boardgameio/server: a publication could not be read (${e instanceof Error ? e.message : 'error'}).`));
    this.deliveries.set(channelId, delivered);
    void delivered.then(() => {
      if (this.deliveries.get(channelId) === delivered) this.deliveries.delete(channelId);
    });
  }

  /** A publication that travelled in its notification, or in the messages table. */
  private async readPublication(parsed: Record<string, unknown>): Promise<string | undefined> {
    if (typeof parsed['p'] === 'string') return parsed['p'];
    const db = await this.database();
    const { rows } = await db.prepared<{ payload: string }>(`SELECT payload FROM ${this.table('messages')} WHERE id = $1::bigint`, [String(parsed['id'])]);
    return rows[0]?.payload;
  }

  /**
   * What to send for a stored state's notification (`undefined`: nothing, this process
   * sent that state or a later one already): the publication this process held, if it
   * stored the move; else the committed state, read once, as a patch from the state last
   * sent on the channel (or whole, when this process sent none yet).
   */
  private async announced(notice: StateNotice): Promise<unknown> {
    const { c: channelId, m: matchID, s: stateID } = notice;
    const held = this.mine.get(notice.w);
    this.mine.delete(notice.w);
    const last = this.sent.get(channelId);
    if (last !== undefined && last.id >= stateID) return undefined;
    if (held !== undefined) {
      this.sent.set(channelId, { id: stateID, state: held.state });
      return held.payload;
    }
    const db = await this.database();
    const { rows } = await db.prepared<{ state_id: number; state: string; log: string | null }>(
      `SELECT state_id, state, CASE WHEN $2::integer IS NULL THEN NULL ELSE (SELECT string_agg(entry, ',' ORDER BY seq) FROM ${this.table('log')} WHERE match_id = $1 AND seq >= $2::integer) END AS log
       FROM ${this.table('matches')} WHERE match_id = $1`,
      [matchID, notice.l],
    );
    const row = rows[0];
    // The match is gone, or this process sent a later state meanwhile.
    const now = this.sent.get(channelId);
    if (row === undefined || (now !== undefined && now.id >= row.state_id)) return undefined;
    const state = { ...(JSON.parse(row.state) as Record<string, unknown>), deltalog: row.log === null ? [] : (JSON.parse(`[${row.log}]`) as unknown[]) };
    this.sent.set(channelId, { id: row.state_id, state });
    // Only a state that followed the one sent makes a patch (a client holding the one sent applies it).
    if (now === undefined || now.id >= row.state_id) return { type: 'update', args: [matchID, state] };
    return { type: 'patch', args: [matchID, now.id, patchBase(now.state), state] };
  }

  /** Calls this process's subscribers of a channel with a payload (`undefined`: nothing). */
  private deliver(channelId: string, payload: unknown): void {
    if (payload === undefined) return;
    for (const callback of this.subscribers.get(channelId) ?? []) {
      try {
        callback(payload as never);
      } catch (e) {
        this.log(`nautical-rules/boardgameio/server: a subscriber failed (${e instanceof Error ? e.message : 'error'}).`);
      }
    }
  }
}

/** A publication read back from JSON: a patch's base state is marked again (the mark is not JSON). */
function revive(payload: unknown): unknown {
  if (!isRecord(payload) || payload['type'] !== 'patch' || !Array.isArray(payload['args'])) return payload;
  const args = [...(payload['args'] as unknown[])];
  args[2] = patchBase(args[2]);
  return { ...payload, args };
}
