/**
 * A stored match read back: its game record (config, seed, moves), and for one viewer the
 * `G` that viewer was sent at each state of the match, in order. The `G`s are rebuilt
 * from the record with the game's own functions for that viewer (`view`, `legalMoves`,
 * `moveLabel`, `moveGroup`, `describeStart`, `describe`), the very functions the
 * adapter's `playerView` makes each client's `G` with, so a viewer's replay holds what it
 * was sent and nothing more.
 *
 * @module
 */
import { left, right, type Either } from '../../core/either.js';
import type { AnyGame, Viewer } from '../../core/game.js';
import { traceRecord, type GameRecord } from '../../core/record.js';
import type { Seed } from '../../core/seed.js';
import { keyed } from '../log-book.js';
import type { OfferedMove, SeatG, TableEvent } from '../types.js';

/** One state of a replay: its boardgame.io state id and the viewer's `G` at it. */
export interface ReplayStep {
  readonly stateID: number;
  readonly G: SeatG;
}

/** A match as one viewer saw it. */
export interface SeatReplay {
  readonly viewer: Viewer;
  /** Every state of the match so far, from the undealt table (state id 0) on. */
  readonly steps: readonly ReplayStep[];
}

/** A match read back for one viewer: see {@link OnlineTable.replay}. */
export interface MatchReplay extends SeatReplay {
  readonly matchID: string;
  /** Whether the match is over. */
  readonly over: boolean;
  /** The game record (config, seed, moves), once the match is over: it replays with `nautical-rules replay`. */
  readonly record: GameRecord | null;
}

/** The clocks a seat is sent with a state (`SeatG.clocks`). */
export type SeatClocks = NonNullable<SeatG['clocks']>;

/** What a stored match holds that a replay needs (boardgame.io's `fetch` with state and log). */
export interface StoredMatch {
  readonly state: { readonly _stateID: number; readonly G: { readonly config: unknown; readonly state: string | null; readonly players: number; readonly events?: readonly TableEvent[] } };
  /** Its entries: `clocks` are those of the state the entry made (the table adds them to each entry as it writes the state). */
  readonly log: readonly { readonly _stateID: number; readonly action: { readonly payload: { readonly type: string; readonly playerID?: string; readonly args?: unknown } }; readonly clocks?: SeatClocks }[];
}

/**
 * The deltalog of a state about to be written, each of its moves' entries carrying the
 * clocks of that state as every seat is sent them: a game record holds no times, so this
 * is how a replay shows the clocks each seat saw. `deltalog` as it is without clocks.
 */
export function stampClocks(deltalog: unknown, state: unknown): unknown {
  const clock = (state as { G?: { clock?: { remaining: readonly number[]; running: readonly boolean[]; at: number } | null } } | undefined)?.G?.clock;
  if (!Array.isArray(deltalog) || clock === undefined || clock === null) return deltalog;
  const clocks: SeatClocks = { remaining: clock.remaining, running: clock.running, at: clock.at };
  return deltalog.map((entry: unknown) => {
    const type = (entry as StoredMatch['log'][number] | null)?.action?.payload?.type;
    return type === 'start' || type === 'move' || type === 'table' ? { ...(entry as object), clocks } : entry;
  });
}

/** A match rebuilt from its record: every state with the seat that moved into it. */
export interface Rebuilt {
  readonly record: GameRecord;
  readonly players: number;
  /** The state id of each state after the deal (`states[i]` is at `ids[i]`). */
  readonly ids: readonly number[];
  readonly states: readonly unknown[];
  readonly moves: readonly unknown[];
  /** The table events (`MatchG.events`), each with the state id it made and that state's clocks. */
  readonly events: readonly { readonly event: TableEvent; readonly stateID: number; readonly clocks?: SeatClocks }[];
  /** The clocks of each state (`states[i]`), where the stored log has them. */
  readonly clocks?: readonly (SeatClocks | undefined)[];
}

/**
 * The record of a stored match: the one of `seeds` whose replay of the stored moves gives
 * the stored state, or why there is none.
 */
export function rebuildMatch(rules: AnyGame, stored: StoredMatch, seeds: readonly Seed[]): Either<string, Rebuilt | null> {
  const G = stored.state.G;
  if (G.state === null) return right(null);
  const entries = stored.log.filter((e) => e.action.payload.type === 'start' || e.action.payload.type === 'move');
  const start = entries.findIndex((e) => e.action.payload.type === 'start');
  if (start === -1) return left('the stored log holds no deal');
  const dealt = entries.slice(start);
  const moves = dealt.slice(1).map((e) => (Array.isArray(e.action.payload.args) ? (e.action.payload.args as unknown[])[0] : undefined));
  const ids = dealt.map((e) => e._stateID + 1);
  const clocks = dealt.map((e) => e.clocks);
  // The n-th table move stored made the n-th event (a refused one is not stored).
  const tables = stored.log.filter((e) => e.action.payload.type === 'table');
  const events = (G.events ?? []).map((event, i) => {
    const made = tables[i];
    return { event, stateID: made === undefined ? -1 : made._stateID + 1, ...(made?.clocks === undefined ? {} : { clocks: made.clocks }) };
  });
  for (const seed of seeds) {
    const record: GameRecord = { game: rules.id, config: G.config, seed, moves };
    const trace = traceRecord(rules, record);
    const last = trace.states[trace.states.length - 1];
    if (trace.error === null && last !== undefined && JSON.stringify(last) === G.state) return right({ record, players: G.players, ids, states: trace.states, moves, events, clocks });
  }
  return left(seeds.length === 0 ? 'no seed was recorded for this match' : 'no recorded seed replays to the stored state');
}

// A seat's G with the clocks it was sent with it, when the match has them.
const timed = (G: SeatG, clocks: SeatClocks | undefined): SeatG => (clocks === undefined ? G : { ...G, clocks });

/** What `viewer` was sent at each state of a rebuilt match (`null`: a match not yet dealt). */
export function seatReplay(rules: AnyGame, rebuilt: Rebuilt | null, players: number, viewer: Viewer): SeatReplay {
  const moved = Array.from({ length: players }, () => 0);
  const countOf = (): number => (viewer === 'spectator' ? 0 : (moved[viewer] ?? 0));
  const steps: ReplayStep[] = [{ stateID: 0, G: { viewer, dealt: false, problem: null, table: null, view: null, moves: [], moved: 0, log: {} } }];
  if (rebuilt === null) return { viewer, steps };
  let lines: string[] = [];
  rebuilt.states.forEach((state, i) => {
    if (i === 0) lines = [...rules.describeStart(state, viewer)];
    else {
      const move = rebuilt.moves[i - 1] as { player?: unknown };
      lines = [...lines, ...rules.describe(rebuilt.states[i - 1], move, state, viewer)];
      if (typeof move.player === 'number') moved[move.player] = (moved[move.player] ?? 0) + 1;
    }
    const t = rules.table(state);
    const table: unknown = t._tag === 'Right' ? t.right : null;
    const v = rules.view(state, viewer);
    const stateID = rebuilt.ids[i] ?? i + 1;
    const clocks = rebuilt.clocks?.[i];
    if (v._tag === 'Left') {
      steps.push({ stateID, G: timed({ viewer, dealt: true, problem: v.left.message, table, view: null, moves: [], moved: countOf(), log: keyed(lines) }, clocks) });
      return;
    }
    const offered: OfferedMove[] =
      viewer === 'spectator' ? [] : rules.legalMoves(state, viewer).map((m: unknown) => ({ move: m, label: rules.moveLabel(table, v.right, m), group: rules.moveGroup(table, v.right, m) }) as OfferedMove);
    const step: SeatG = { viewer, dealt: true, problem: null, table, view: v.right, moves: offered, moved: countOf(), log: keyed(lines) };
    steps.push({ stateID, G: timed(step, clocks) });
    // The table's events after this move: each a state of its own, with one more line (and,
    // for a seat out of time, the end of the match: no moves offered).
    for (const { event, stateID: at, clocks: then } of rebuilt.events) {
      if (event.at !== i) continue;
      lines = [...lines, event.line];
      steps.push({ stateID: at, G: timed({ ...step, moves: event.kind === 'timeout' ? [] : step.moves, log: keyed(lines) }, then) });
    }
  });
  return { viewer, steps };
}
