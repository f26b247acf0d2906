/**
 * Each viewer's log lines, derived from what a match stores instead of stored in it.
 *
 * A match `G` keeps its seed and its moves ({@link MatchG.seed}, {@link MatchG.history}),
 * each as one small number (its place among the seat's legal moves, see {@link historyEntry}),
 * instead of every viewer's rendered lines (which were most of a
 * final state, so every write, read and copy grew along the game). The lines are the
 * game's `describeStart` and `describe` on the states along the way, which the rules make
 * the same from the same seed and moves: any process, after a restart or for a seat that
 * reconnects, rebuilds them by replaying the moves once; after that each new move costs
 * one `describe` per viewer, with the state the match already holds.
 *
 * @module
 */
import { jsonEqual } from '../core/clone.js';
import type { AnyGame, Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { markAppended } from './json-patch.js';
import { logIndex } from './seats.js';
import type { MatchG, TableEvent } from './types.js';

/**
 * `lines` (a viewer's move lines, `counts(k)` of them after `k` moves) with each table
 * event's line put after the lines of the moves made before it.
 */
export function withEvents(lines: readonly string[], counts: (k: number) => number, events: readonly TableEvent[]): string[] {
  const out: string[] = [];
  let taken = 0;
  for (const event of events) {
    const upTo = Math.max(taken, Math.min(lines.length, counts(event.at)));
    out.push(...lines.slice(taken, upTo), event.line);
    taken = upTo;
  }
  out.push(...lines.slice(taken));
  return out;
}

/**
 * How a move is kept in a match's history: `index * players + seat`, where `index` is its
 * place among `legalMoves(before, seat)` (the rules' legal moves are complete and come in
 * the same order from the same state), so a few bytes a move; the move itself in the rare
 * case it is not found there (a game whose `legalMoves` is not complete).
 */
export function historyEntry(game: AnyGame, before: unknown, move: object, players: number): unknown {
  const seat = (move as { readonly player?: unknown }).player;
  if (typeof seat !== 'number') return move;
  const index = game.legalMoves(before, seat).findIndex((m: unknown) => jsonEqual(m, move));
  return index < 0 ? move : index * players + seat;
}

/** The move a history entry stands for, made on `before`; `undefined` if it names none. */
export function historyMove(game: AnyGame, before: unknown, entry: unknown, players: number): unknown {
  if (typeof entry !== 'number') return entry;
  const seat = entry % players;
  return game.legalMoves(before, seat)[Math.floor(entry / players)];
}

/** A viewer's lines keyed by their index (what {@link SeatG.log} holds), and how many there are. */
interface Keyed {
  readonly log: Record<number, string>;
  readonly length: number;
}

/** One match's lines so far: the moves they were made from, and how many lines each viewer had after each move. */
interface Entry {
  /** The moves replayed, as their history entries: a `G` whose moves differ from these is replayed afresh. */
  readonly moves: unknown[];
  /** The state after the last move replayed. */
  state: unknown;
  /** Each viewer's lines (seats, then the spectator). */
  readonly lines: string[][];
  /** `counts[k][v]`: how many lines viewer `v` had after `k` moves. */
  readonly counts: number[][];
  /** Each viewer's lines as last keyed: the next move's are made from them (see {@link markAppended}). */
  readonly keyed: (Keyed | undefined)[];
}

/** What {@link logBook} gives: a viewer's whole log for a match `G`. */
export interface LogBook {
  lines(G: MatchG, viewer: Viewer): readonly string[];
  /**
   * The same lines keyed by their index ({@link SeatG.log}): for the `G`s of one match
   * along its moves, each made from the one before with the new lines added (and marked so
   * that a patch between them is made from those lines alone), and the same object for the
   * same lines, so that per move the work is that of the new lines, not of the whole log.
   */
  log(G: MatchG, viewer: Viewer): Record<number, string>;
}

/** `lines` keyed by their index. */
export function keyed(lines: readonly string[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (let i = 0; i < lines.length; i++) out[i] = lines[i] as string;
  return out;
}

/** How many matches' lines a process keeps (the least recently used are dropped, and replayed if asked again). */
const MATCHES = 4096;

/** How many matches dealt from the same seed and config are kept apart. */
const SAME_KEY = 16;

/** The log book of `game`; `state` parses a match's state JSON (shared with the seat views, so the game's caches work). */
export function logBook(game: AnyGame, state: (json: string) => unknown): LogBook {
  const entries = new Map<string, Entry[]>();
  // A move's JSON, once per move object (a G's history shares the objects of the G before it).
  const texts = new WeakMap<object, string>();
  const text = (move: object): string => {
    let known = texts.get(move);
    if (known === undefined) {
      known = JSON.stringify(move);
      texts.set(move, known);
    }
    return known;
  };
  // Two history entries: numbers (nearly all) compared as they are, moves by their JSON.
  const sameEntry = (a: unknown, b: unknown): boolean =>
    a === b || (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && text(a) === text(b));

  const viewers = (players: number): Viewer[] => [...Array.from({ length: players }, (_, i) => i), 'spectator'];

  /** A fresh entry at move 0: the state the deal made, and each viewer's opening lines. */
  const open = (G: MatchG, seed: Seed): Entry | null => {
    let first: unknown;
    if (G.history.length === 0 && G.state !== null) first = state(G.state);
    else {
      const dealt = game.setup(G.config, seed);
      if (dealt._tag === 'Left') return null;
      first = dealt.right;
    }
    const lines = viewers(G.players).map((viewer) => [...game.describeStart(first, viewer)]);
    return { moves: [], state: first, lines, counts: [lines.map((l) => l.length)], keyed: [] };
  };

  /** Whether `entry` was made from a prefix of `G`'s moves, or `G`'s moves from a prefix of its. */
  const agrees = (entry: Entry, G: MatchG): boolean => {
    const n = Math.min(entry.moves.length, G.history.length);
    for (let i = 0; i < n; i++) if (!sameEntry(entry.moves[i], G.history[i])) return false;
    return true;
  };

  /** Replays `G`'s moves beyond those of `entry`; false if the rules refuse one (a G we did not make). */
  const advance = (entry: Entry, G: MatchG): boolean => {
    const n = G.history.length;
    for (let k = entry.moves.length; k < n; k++) {
      const before = entry.state;
      const move = historyMove(game, before, G.history[k], G.players);
      if (move === undefined) return false;
      // The last state is the one the match holds: no need to apply the move again.
      let after: unknown;
      if (k === n - 1 && G.state !== null) after = state(G.state);
      else {
        const next = game.apply(before, move);
        if (next._tag === 'Left') return false;
        after = next.right;
      }
      viewers(G.players).forEach((viewer, v) => entry.lines[v]?.push(...game.describe(before, move, after, viewer)));
      entry.moves.push(G.history[k]);
      entry.counts.push(entry.lines.map((l) => l.length));
      entry.state = after;
    }
    return true;
  };

  // Matches dealt from the same seed and config (a seed option set by tests or audits) share
  // a key: a few entries each, told apart by their moves.
  const entryFor = (G: MatchG, seed: Seed): Entry | null => {
    const key = `${G.players}|${JSON.stringify(seed)}|${JSON.stringify(G.config)}`;
    const known = entries.get(key) ?? [];
    entries.delete(key);
    let entry = known.find((e) => agrees(e, G));
    if (entry === undefined) {
      entry = open(G, seed) ?? undefined;
      if (entry !== undefined) known.unshift(entry);
      if (known.length > SAME_KEY) known.pop();
    }
    // Most recently used last.
    entries.set(key, known);
    if (entries.size > MATCHES) entries.delete(entries.keys().next().value as string);
    return entry !== undefined && advance(entry, G) ? entry : null;
  };

  // The entry found for each match G (every viewer's lines are asked of the same G): an
  // entry only ever grows along the moves it agreed with, so it holds this G's lines for good.
  const found = new WeakMap<MatchG, Entry | null>();

  const entryOf = (G: MatchG): Entry | null => {
    // A match stored before the log was derived has neither seed nor history: no lines.
    if (G.state === null || G.seed === null || G.seed === undefined || !Array.isArray(G.history)) return null;
    let entry = found.get(G);
    if (entry === undefined) {
      entry = entryFor(G, G.seed);
      found.set(G, entry);
    }
    return entry;
  };
  const eventsOf = (G: MatchG): readonly TableEvent[] => (Array.isArray(G.events) ? G.events : []);
  const lines = (G: MatchG, viewer: Viewer): readonly string[] => {
    const entry = entryOf(G);
    if (entry === null) return [];
    const v = logIndex(viewer, G.players);
    const moves = (entry.lines[v] ?? []).slice(0, entry.counts[G.history.length]?.[v] ?? 0);
    const events = eventsOf(G);
    return events.length === 0 ? moves : withEvents(moves, (k) => entry.counts[k]?.[v] ?? 0, events);
  };

  return {
    lines,
    log(G, viewer) {
      const entry = entryOf(G);
      // With table events (rare: a timeout, a seat left) the lines are not only appended: made whole.
      if (entry === null || eventsOf(G).length > 0) return keyed(lines(G, viewer));
      const v = logIndex(viewer, G.players);
      const all = entry.lines[v] ?? [];
      const length = entry.counts[G.history.length]?.[v] ?? 0;
      const last = entry.keyed[v];
      if (last !== undefined && last.length === length) return last.log;
      // Fewer lines than last time (an earlier G asked again): made whole, and not kept.
      if (last !== undefined && last.length > length) return keyed(all.slice(0, length));
      const log: Record<number, string> = last !== undefined ? { ...last.log } : {};
      const from = last?.length ?? 0;
      for (let i = from; i < length; i++) log[i] = all[i] as string;
      if (last !== undefined) markAppended(log, last.log, from, length);
      entry.keyed[v] = { log, length };
      return log;
    },
  };
}