/**
 * Match metadata written as the changes its writer made, never whole.
 *
 * boardgame.io reads a match's metadata, changes it, and writes it back whole: its Lobby API
 * for a join, a leave or a rename, its master after every move (`updatedAt`) and whenever a
 * seat connects or leaves (`isConnected`). Two such writers at once lose one's change: two
 * joins sent together kept one player (the other was answered with credentials the store
 * never held), the same seat was granted twice, and a move reverted a rename made while it
 * ran. So the guard wraps the storage: `fetch` hands out a copy of the metadata and keeps
 * what it read; `setMetadata` works out which fields the writer changed from that
 * ({@link diffMetadata}) and applies only those, atomically, over the metadata stored then
 * ({@link applyMetadataPatch}): a change to a seat's name, credentials or data is applied
 * only if the seat is still held by the credentials the writer read (a free seat: none), so
 * of two joins of one seat exactly one wins and the other is answered 409.
 *
 * Atomic means: in one synchronous step for a synchronous storage (boardgame.io's memory),
 * in one transaction holding the match's row for {@link PostgresStorage} (every process on
 * the database), and one at a time per match in this process for any other storage.
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { isRecord } from './inbound-fields.js';

/** One change: a field of the metadata (`[key]`) or of a seat (`['players', id, key]`) set, or removed (`value` absent). */
export interface MetadataChange {
  readonly path: readonly string[];
  readonly value?: unknown;
}

/** What a writer changed in a match's metadata, and who must still hold the seats it changed. */
export interface MetadataPatch {
  readonly changes: readonly MetadataChange[];
  /** For each seat whose name, credentials or data change: the credentials the writer read (`null`: the seat was free). */
  readonly holders: Readonly<Record<string, string | null>>;
}

/** The seat fields that say who holds a seat: changing one needs the seat as it was read. */
const HELD = new Set(['name', 'credentials', 'data']);

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
const record = (u: unknown): Record<string, unknown> => (isRecord(u) ? u : {});
const keys = (a: Record<string, unknown>, b: Record<string, unknown>): string[] => [...new Set([...Object.keys(a), ...Object.keys(b)])];
const change = (path: string[], written: Record<string, unknown>, key: string): MetadataChange =>
  Object.prototype.hasOwnProperty.call(written, key) && written[key] !== undefined ? { path, value: written[key] } : { path };

/** The fields `written` changed from `read`, seat by seat. */
export function diffMetadata(read: unknown, written: unknown): MetadataPatch {
  const r = record(read);
  const w = record(written);
  const changes: MetadataChange[] = [];
  const holders: Record<string, string | null> = {};
  for (const key of keys(r, w)) {
    if (key === 'players' || same(r[key], w[key])) continue;
    changes.push(change([key], w, key));
  }
  const rp = record(r['players']);
  const wp = record(w['players']);
  for (const id of keys(rp, wp)) {
    const rs = record(rp[id]);
    const ws = record(wp[id]);
    for (const key of keys(rs, ws)) {
      if (same(rs[key], ws[key])) continue;
      changes.push(change(['players', id, key], ws, key));
      if (HELD.has(key)) holders[id] = typeof rs['credentials'] === 'string' ? rs['credentials'] : null;
    }
  }
  return { changes, holders };
}

/** Whether a patch changes nothing but `only` (top-level fields). */
export function changesOnly(patch: MetadataPatch, only: ReadonlySet<string>): boolean {
  return patch.changes.every((c) => c.path.length === 1 && only.has(c.path[0]!));
}

/** `current` with `patch` applied (a fresh copy), or why it is refused: a seat it changes is no longer held as the writer read it. */
export function applyMetadataPatch<M>(current: M, patch: MetadataPatch): Either<string, M> {
  const next = structuredClone(current) as unknown;
  if (!isRecord(next)) return left('the match has no metadata');
  const players = record(next['players']);
  for (const [id, holder] of Object.entries(patch.holders)) {
    const seat = players[id];
    const credentials = isRecord(seat) && typeof seat['credentials'] === 'string' ? seat['credentials'] : null;
    if (credentials !== holder) return left(holder === null ? `seat ${id} was taken meanwhile` : `seat ${id} changed hands meanwhile`);
  }
  for (const { path, value } of patch.changes) {
    let at: Record<string, unknown> = next;
    for (const step of path.slice(0, -1)) {
      if (!isRecord(at[step])) at[step] = {};
      at = at[step] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (value === undefined) delete at[last];
    else at[last] = structuredClone(value);
  }
  return right(next as M);
}

/** The refusal of a write over a seat that changed hands: Koa answers it with its status and message. */
export function conflict(why: string): Error {
  return Object.assign(new Error(why), { status: 409, expose: true });
}

/** A storage whose writes of metadata can be made atomic: boardgame.io's `StorageAPI` (sync or async), optionally with {@link PatchableStorage.patchMetadata}. */
export interface MetadataStorage {
  /** boardgame.io's storage type: 0 synchronous, 1 asynchronous. */
  type?(): number;
  fetch(matchID: string, opts: Record<string, unknown>): unknown;
  setMetadata(matchID: string, metadata: unknown): unknown;
  /** Applies a patch atomically (rejects with a 409 {@link conflict} when refused). */
  patchMetadata?(matchID: string, patch: MetadataPatch): Promise<void>;
}

const WRAPPED: unique symbol = Symbol.for('nautical-rules/boardgameio/atomic-metadata') as never;

/**
 * Makes every `setMetadata` of `db` write only what its caller changed from what `fetch`
 * gave it, atomically (see the module's comment). `db` is changed in place (boardgame.io's
 * lobby and master hold it); a write of metadata that was not read through `fetch` is
 * written whole, as before.
 */
export function atomicMetadata(db: MetadataStorage): void {
  const marked = db as MetadataStorage & { [WRAPPED]?: true };
  if (marked[WRAPPED] === true) return;
  marked[WRAPPED] = true;
  const fetch = db.fetch.bind(db);
  const setMetadata = db.setMetadata.bind(db);
  const patchMetadata = db.patchMetadata?.bind(db);
  // What each handed-out copy was read as, keyed by its `players` (boardgame.io's master spreads the metadata into a new object, and keeps `players`).
  const read = new WeakMap<object, unknown>();
  const queues = new Map<string, Promise<unknown>>();

  const handOut = (found: unknown): unknown => {
    if (!isRecord(found) || !isRecord(found['metadata'])) return found;
    const copy = structuredClone(found['metadata']);
    const players = copy['players'];
    if (isRecord(players)) read.set(players, structuredClone(copy));
    return { ...found, metadata: copy };
  };
  db.fetch = (matchID, opts) => {
    const found = fetch(matchID, opts);
    if (opts['metadata'] !== true) return found;
    return found instanceof Promise ? found.then(handOut) : handOut(found);
  };

  const applyHere = (matchID: string, patch: MetadataPatch, current: unknown): unknown => {
    const metadata = record(current)['metadata'];
    if (!isRecord(metadata)) return undefined; // the match is gone: nothing to write
    const next = applyMetadataPatch(metadata, patch);
    if (next._tag === 'Left') throw conflict(next.left);
    return setMetadata(matchID, next.right);
  };

  db.setMetadata = (matchID, metadata) => {
    const players = isRecord(metadata) ? metadata['players'] : undefined;
    const before = isRecord(players) ? read.get(players) : undefined;
    if (before === undefined) return setMetadata(matchID, metadata);
    const patch = diffMetadata(before, metadata);
    // The next write from the same copy starts from what this one wrote.
    read.set(players as object, structuredClone(metadata));
    if (patch.changes.length === 0) return undefined;
    if (patchMetadata !== undefined) return patchMetadata(matchID, patch);
    // A synchronous storage: read, check and write in one step, which nothing can interleave.
    if (db.type?.() === 0) return applyHere(matchID, patch, fetch(matchID, { metadata: true }));
    const queued = (queues.get(matchID) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => applyHere(matchID, patch, await fetch(matchID, { metadata: true })));
    queues.set(matchID, queued);
    const done = (): void => {
      if (queues.get(matchID) === queued) queues.delete(matchID);
    };
    queued.then(done, done);
    return queued;
  };
}

/**
 * The key of a storage's optional hint that a move of a match is coming (`(matchID) => void`),
 * which the guard calls for each move it lets through: `PostgresStorage` then reads the
 * match's state with the master's read of its metadata, in one statement instead of two.
 * A symbol, not a method: it is no part of the storage's API.
 */
export const EXPECT_MOVE: unique symbol = Symbol.for('nautical-rules/boardgameio/expect-move') as never;
