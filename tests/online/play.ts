/**
 * Socket clients that play a match to the end, each choosing only from its own client
 * state, and what the match should look like to each viewer, rebuilt from the seed and
 * the moves the server stored.
 */
import type { Ctx } from 'boardgame.io';
import type { AnyGame, Viewer } from '../../src/core/game.js';
import { rngStateProblem } from '../../src/core/index.js';
import type { SeatG } from '../../src/boardgameio/index.js';
import { chooser, type Seat, stored, type Running } from './harness.js';

/** What a client's store held at one state id. */
export interface Snapshot {
  readonly stateID: number;
  readonly G: SeatG;
  readonly ctx: Ctx;
}

/** A client driven by {@link autoPlay}. */
export interface Player {
  readonly seat: Seat;
  readonly snapshots: Snapshot[];
  /** Resolves when this client sees the end of the match. */
  readonly over: Promise<void>;
  /** Stops choosing moves (the client keeps recording). */
  pause(): void;
  resume(): void;
  /** How often the watchdog reconnected. */
  reconnects(): number;
  /** Stops the watchdog. */
  stop(): void;
}

/**
 * Plays for one client: whenever its `G` offers moves and it has not yet chosen for its
 * current move count, it sends one of them (seeded choice) with that count; seat 0 deals.
 * A spectator only records.
 */
export function autoPlay(seat: Seat, pickSeed: number): Player {
  const pick = chooser(pickSeed);
  const snapshots: Snapshot[] = [];
  let chosenAt = -1;
  let dealing = false;
  let paused = false;
  let finish: () => void = () => undefined;
  let reconnects = 0;
  const over = new Promise<void>((ok) => (finish = ok));
  const act = (): void => {
    const state = seat.client.getState();
    if (state === null) return;
    const G = state.G as SeatG;
    const last = snapshots[snapshots.length - 1];
    if (last === undefined || last.stateID !== state._stateID) snapshots.push({ stateID: state._stateID, G: JSON.parse(JSON.stringify(G)) as SeatG, ctx: JSON.parse(JSON.stringify(state.ctx)) as Ctx });
    if (state.ctx.gameover !== undefined) {
      finish();
      return;
    }
    if (paused || seat.playerID === null || !state.isConnected) return;
    if (!G.dealt) {
      if (seat.playerID === '0' && !dealing && G.problem === null) {
        dealing = true;
        seat.client.moves['start']!();
      }
      return;
    }
    if (G.moves.length > 0 && chosenAt !== G.moved) {
      chosenAt = G.moved;
      seat.client.moves['move']!(G.moves[pick(G.moves.length)]!.move, G.moved);
    }
  };
  seat.client.subscribe(() => setImmediate(act));
  // After a reconnect (a sync), a move sent before may never have been stored: choose (or deal) again.
  seat.socket().onAny((event) => {
    if (event !== 'sync') return;
    chosenAt = -1;
    dealing = false;
  });
  // A watchdog: under heavy load a socket between boardgame.io 0.50's socket.io 3 server and
  // a socket.io 4 client was seen to stop delivering (see the report of issue 13). A client
  // that hears nothing for a while reconnects (a sync follows) and may choose again: the
  // move count it sends makes a repeated move harmless.
  let heard = Date.now();
  let lastID = -1;
  const watchdog = setInterval(() => {
    const state = seat.client.getState();
    if (state?.ctx.gameover !== undefined) return clearInterval(watchdog);
    if (state !== null && state._stateID !== lastID) {
      lastID = state._stateID;
      heard = Date.now();
      return;
    }
    if (Date.now() - heard > 4000) {
      heard = Date.now();
      reconnects++;
      chosenAt = -1;
      (seat.socket() as unknown as { io: { engine: { close(): void } } }).io.engine.close();
    }
  }, 500);
  void over.then(() => clearInterval(watchdog));
  return {
    seat,
    snapshots,
    over,
    pause: () => (paused = true),
    reconnects: () => reconnects,
    stop: () => clearInterval(watchdog),
    resume: () => {
      paused = false;
      setImmediate(act);
    },
  };
}

/** One step of the match as the server went through it. */
export interface Step {
  readonly stateID: number;
  /** Our state, `null` before the deal. */
  readonly state: unknown;
  /** Each viewer's log lines so far (seats, then spectator). */
  readonly log: readonly (readonly string[])[];
  readonly moved: readonly number[];
}

/** The match rebuilt from its config, seed and the moves the server stored, step by step. */
export async function rebuild(running: Running, game: AnyGame, matchID: string, players: number, seed: string): Promise<Step[]> {
  const { log, state } = await stored(running.db, matchID);
  // The config the match was dealt with (public: the lobby shows it as setupData).
  const config = (state.G as { config: unknown }).config;
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  const steps: Step[] = [{ stateID: 0, state: null, log: viewers.map(() => []), moved: viewers.slice(0, players).map(() => 0) }];
  for (const entry of log as unknown as { _stateID: number; action: { payload: { type: string; playerID: string; args: unknown[] } } }[]) {
    const last = steps[steps.length - 1]!;
    if (entry._stateID !== last.stateID) throw new Error(`log entry from state ${entry._stateID}, expected ${last.stateID}`);
    const { type, args, playerID } = entry.action.payload;
    if (type === 'start') {
      const dealt = game.setup(config, seed);
      if (dealt._tag === 'Left') throw new Error(dealt.left.message);
      steps.push({ stateID: last.stateID + 1, state: dealt.right, log: viewers.map((v) => [...game.describeStart(dealt.right, v)]), moved: last.moved });
    } else {
      const move = args[0];
      const next = game.apply(last.state, move);
      if (next._tag === 'Left') throw new Error(`stored move refused on replay: ${next.left.message}`);
      const seat = Number(playerID);
      steps.push({
        stateID: last.stateID + 1,
        state: next.right,
        log: viewers.map((v, i) => [...(last.log[i] ?? []), ...game.describe(last.state, move, next.right, v)]),
        moved: last.moved.map((n, i) => (i === seat ? n + 1 : n)),
      });
    }
  }
  return steps;
}

/** The `G` a viewer should hold at a step, made from the game's functions for that viewer. */
export function expectedG(game: AnyGame, step: Step, viewer: Viewer, players: number): SeatG {
  const lines = Object.fromEntries((step.log[viewer === 'spectator' ? players : viewer] ?? []).map((line, i) => [i, line])) as Record<number, string>;
  const moved = viewer === 'spectator' ? 0 : (step.moved[viewer] ?? 0);
  if (step.state === null) return { viewer, dealt: false, problem: null, table: null, view: null, moves: [], moved, log: lines };
  const t = game.table(step.state);
  const table: unknown = t._tag === 'Right' ? t.right : null;
  const v = game.view(step.state, viewer);
  if (v._tag === 'Left') throw new Error(v.left.message);
  const moves = viewer === 'spectator' ? [] : game.legalMoves(step.state, viewer).map((move: unknown) => ({ move, label: game.moveLabel(table, v.right, move), group: game.moveGroup(table, v.right, move) }));
  return JSON.parse(JSON.stringify({ viewer, dealt: true, problem: null, table, view: v.right, moves, moved, log: lines })) as SeatG;
}

/** The generator states in a state, as the JSON they would show up as in a message. */
export function generatorSecrets(state: unknown): string[] {
  const found: string[] = [];
  const walk = (u: unknown): void => {
    if (typeof u !== 'object' || u === null) return;
    if (!Array.isArray(u) && rngStateProblem(u) === null) {
      const rng = u as { generator: string; key?: unknown; state?: unknown };
      found.push(JSON.stringify(rng.generator === 'chacha20' ? rng.key : rng.state));
      return;
    }
    for (const v of Object.values(u)) walk(v);
  };
  walk(state);
  return found;
}

/** What the contract still lacks for a game, for the checks that need it (empty when ready). */
export function missingParts(game: AnyGame, config: unknown): string[] {
  const s = game.setup(config, 1);
  if (s._tag === 'Left') return ['setup'];
  const missing: string[] = [];
  const t = game.table(s.right);
  if (t._tag === 'Left') return ['table', 'fromView'];
  const v = game.view(s.right, game.activePlayers(s.right)[0] ?? 0);
  if (v._tag === 'Right' && game.fromView(t.right, v.right, 1)._tag === 'Left') missing.push('fromView');
  return missing;
}
