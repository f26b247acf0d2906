/**
 * Each client's `G`: built from the game's `view`, `legalMoves`, `moveLabel` and
 * `moveGroup` for that viewer alone, so it holds nothing the viewer may not see.
 *
 * boardgame.io calls `playerView` for every client on every update, twice with
 * `deltaState` (the states before and after, to send the difference), so the parsed
 * states are kept for a few states, and the views made from each match `G` as long as
 * that `G` is alive.
 *
 * @module
 */
import type { AnyGame, Viewer } from '../core/game.js';
import { logBook } from './log-book.js';
import { viewerOf } from './seats.js';
import type { MatchG, OfferedMove, SeatG } from './types.js';

/** A few recent entries, by key: enough for the states before and after an update. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly size: number) {}
  set(key: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }
  get(key: string, make: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = make();
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
    return value;
  }
}

/**
 * `next`, with every part that is deep-equal to the same part of `prev` replaced by that
 * part of `prev`: the same value, but boardgame.io's patcher (rfc6902) compares shared
 * parts by identity, in no time, where it would otherwise walk them. Used for the table,
 * which is made afresh from each state but never changes.
 */
export function share<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null || Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const p = prev as readonly unknown[];
    let same = p.length === next.length;
    const out = next.map((v: unknown, i) => {
      const s = i < p.length ? share(p[i], v) : v;
      if (s !== p[i]) same = false;
      return s;
    });
    return (same ? prev : out) as T;
  }
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  let same = keys.length === Object.keys(p).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const s = Object.prototype.hasOwnProperty.call(p, k) ? share(p[k], n[k]) : n[k];
    if (s !== p[k]) same = false;
    out[k] = s;
  }
  return (same ? prev : out) as T;
}

/** How many matches' tables the seat views keep to share with (the least recently used are dropped). */
const MATCH_TABLES = 4096;

/** What makes each client's `G` for one game. */
export interface SeatViews {
  /** The state a match holds, parsed (the same object for the same JSON, so the game's own caches work). */
  state(json: string): unknown;
  /**
   * `json` (the JSON of `state`), with `state` as its parsed state: a move's state after,
   * which the rules just made (and cached what they computed of, by the object), is then
   * not parsed again for its views and the next move. Game states are plain JSON, so the
   * object is the one the JSON parses to.
   */
  stored(state: unknown): string;
  /** The `G` a viewer receives for a match. */
  seatG(G: MatchG, viewer: Viewer): SeatG;
}

/** Makes the seat views of `game`, with a small cache of parsed states and seat views. */
export function seatViews(game: AnyGame): SeatViews {
  // Enough for the states before and after a move of many matches at once.
  const states = new Recent<unknown>(256);
  // The table of each match (by its seat count, seed and config: matches dealt from the same
  // three have the same table), made from its first state seen and served for all the others
  // (see `sharedTable`), so that a seat's tables before and after a move are one object that
  // its patch skips at once.
  const tables = new Map<string, unknown>();
  const state = (json: string): unknown => states.get(json, () => JSON.parse(json) as unknown);
  const stored = (s: unknown): string => {
    const json = JSON.stringify(s);
    states.set(json, s);
    return json;
  };
  const book = logBook(game, state);

  // Once per state, not per viewer (the table is public: every viewer's is the same), and
  // before the labels are made, so that they read the one table object too (the rules cache
  // what they decode of it).
  const stateTables = new WeakMap<object, unknown>();
  const sharedTable = (G: MatchG, s: unknown): unknown => {
    const known = typeof s === 'object' && s !== null ? stateTables.get(s) : undefined;
    if (known !== undefined) return known;
    // Once per match, not per state: a table never changes during a game (`Game.table`), and
    // a dealt match's is its deal's, which its seat count, seed and config make (`start`), so
    // a match's first state gives the table of all its states, and of any match with the same
    // three (same seed and config: the same deal). That skips the rules' copy of the table and
    // its walk by `share` at every state, in every process that follows the match. A G without
    // a seed (stored before the log was derived) says nothing of its deal: its table is made
    // from each state, as before, and only shares parts with the last one of its seat count.
    const dealt = G.seed !== null && G.seed !== undefined;
    const key = dealt ? `${G.players}|${JSON.stringify(G.seed)}|${JSON.stringify(G.config)}` : `${G.players}|unseeded`;
    let table = dealt ? tables.get(key) : undefined;
    if (table === undefined) {
      const t = game.table(s);
      // Until a game implements `table`, its labels fall back to the move's JSON.
      if (t._tag === 'Left') return null;
      table = share(tables.get(key), t.right);
    }
    if (typeof s === 'object' && s !== null) stateTables.set(s, table);
    tables.delete(key);
    tables.set(key, table);
    if (tables.size > MATCH_TABLES) tables.delete(tables.keys().next().value as string);
    return table;
  };

  const make = (G: MatchG, viewer: Viewer, lines: Record<number, string>): SeatG => {
    const moved = viewer === 'spectator' ? 0 : (G.moved[viewer] ?? 0);
    if (G.state === null) return { viewer, dealt: false, problem: G.problem, table: null, view: null, moves: [], moved, log: lines };
    const s = state(G.state);
    const table = sharedTable(G, s);
    const v = game.view(s, viewer);
    if (v._tag === 'Left') return { viewer, dealt: true, problem: v.left.message, table, view: null, moves: [], moved, log: lines };
    const view: unknown = v.right;
    const moves: OfferedMove[] =
      viewer === 'spectator'
        ? []
        : game.legalMoves(s, viewer).map((move: unknown) => ({ move, label: game.moveLabel(table, view, move), group: game.moveGroup(table, view, move) }) as OfferedMove);
    return { viewer, dealt: true, problem: G.problem, table, view, moves, moved, log: lines };
  };

  // First by the match G itself: boardgame.io never changes a state's G (each move makes a
  // new one), so the same object always has the same views, and that key costs nothing.
  // Every socket of a viewer, and every viewer's patch, ask for the same G.
  const byG = new WeakMap<MatchG, Map<string, SeatG>>();
  // Then by content, for a G read again (the state a patch is made from is the previous
  // move's state, fetched or parsed anew): the state's JSON (a map lookup, no key built from
  // it), the viewer, its move count and problem, and its log (two histories can reach the
  // same state with as many lines, told differently): the same log object, which the log
  // book gives for the same lines of a match, or else its lines compared one by one.
  // Enough for the states before and after a move of a few hundred matches: a patch's base,
  // read anew from the database, then finds the views made when that state was new.
  const byState = new Recent<Map<string, { readonly log: Record<number, string>; readonly made: SeatG }>>(512);
  const sameLog = (a: Record<number, string>, b: Record<number, string>): boolean => {
    if (a === b) return true;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => a[Number(k)] === b[Number(k)]);
  };
  const seatG = (G: MatchG, viewer: Viewer): SeatG => {
    let forG = byG.get(G);
    if (forG === undefined) {
      forG = new Map();
      byG.set(G, forG);
    }
    const key = String(viewer);
    const known = forG.get(key);
    if (known !== undefined) return known;
    const log = book.log(G, viewer);
    const moved = viewer === 'spectator' ? 0 : (G.moved[viewer] ?? 0);
    const forState = byState.get(G.state ?? '', () => new Map());
    const contentKey = `${key}|${G.players}|${moved}|${G.problem ?? ''}|${String(G.seed)}`;
    const same = forState.get(contentKey);
    if (same !== undefined && sameLog(same.log, log)) {
      forG.set(key, same.made);
      return same.made;
    }
    const made = make(G, viewer, log);
    forG.set(key, made);
    forState.set(contentKey, { log, made });
    return made;
  };

  return { state, stored, seatG };
}

/**
 * Marks a match `G` that a patch is computed from (set by `guardTransport`): its seat views
 * leave the view out, so that the patch replaces the view whole.
 */
export const PATCH_BASE: unique symbol = Symbol.for('nautical-rules/boardgameio/patch-base') as never;

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * The state a patch is computed from, marked so that the adapter's `playerView` leaves the
 * view out of it: each patch then replaces the seat's view whole (a few kilobytes) instead
 * of diffing it, which boardgame.io's patcher does in cubic time on arrays that change.
 */
export function patchBase(prevState: unknown): unknown {
  if (!isObject(prevState) || !isObject(prevState['G'])) return prevState;
  // The mark holds the G it copies, whose seat views are likely made already (the state
  // before a move is the one the move before made): the copy is looked up by it.
  const G: Record<string | symbol, unknown> = { ...prevState['G'] };
  Object.defineProperty(G, PATCH_BASE, { value: prevState['G'] });
  return { ...prevState, G };
}

/** Whether `G` is marked with {@link PATCH_BASE}. */
export function isPatchBase(G: object): boolean {
  return (G as { [PATCH_BASE]?: unknown })[PATCH_BASE] !== undefined;
}

/** The `G` a patch base was copied from (the same content, see {@link patchBase}); `G` itself when it is none. */
export function unmarked<G extends object>(G: G): G {
  const source = (G as { [PATCH_BASE]?: unknown })[PATCH_BASE];
  return typeof source === 'object' && source !== null ? (source as G) : G;
}

/** Whether a `G` is already a client's (a local client may filter twice). */
export function isSeatG(G: unknown): G is SeatG {
  return typeof G === 'object' && G !== null && 'dealt' in G && 'viewer' in G;
}

/** The viewer a boardgame.io player id stands for in a match. */
export function viewerIn(G: MatchG, playerID: unknown): Viewer {
  return viewerOf(playerID, G.players);
}

/** A client's log lines in order (its {@link SeatG.log}, which is keyed by index). */
export function logLines(G: Pick<SeatG, 'log'>): string[] {
  return Object.keys(G.log)
    .map(Number)
    .sort((a, b) => a - b)
    .map((i) => G.log[i] as string);
}
