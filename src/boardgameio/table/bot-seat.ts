/**
 * One bot seat played by the server process as a boardgame.io socket client of its own
 * server (on 127.0.0.1), with that seat's credentials: its moves take the path every
 * client's move takes (the guard, the credentials, the move count, the storage's
 * compare-and-set), and it is sent that seat's `G` only, so it can neither do nor see
 * more than a person in that seat. The bot decides from that `G` (table and view).
 *
 * @module
 */
import type { Either } from '../../core/either.js';
import type { RuleError } from '../../core/errors.js';
import type { BaseMove, BaseView, Seat } from '../../core/game.js';
import { resyncing } from '../resync.js';
import type { SeatG } from '../types.js';

/** boardgame.io's client, as far as a bot seat uses it. */
export interface SeatClient {
  start(): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
  getState(): { readonly G: unknown; readonly ctx: { readonly gameover?: unknown }; readonly _stateID: number; readonly isConnected?: boolean } | null;
  readonly moves: Record<string, (...args: unknown[]) => void>;
}

/**
 * boardgame.io's client makers: `Client` from `boardgame.io/client` and `SocketIO` from
 * `boardgame.io/multiplayer`, passed in by the server (this package imports no part of
 * boardgame.io at run time).
 */
export interface ClientMakers {
  /** `Client` of `boardgame.io/client`. */
  readonly Client: (options: Record<string, unknown>) => unknown;
  /** `SocketIO` of `boardgame.io/multiplayer`. */
  readonly SocketIO: (options: { server: string; socketOpts?: Record<string, unknown> }) => unknown;
}

/** One decision under way (the shape of `Decision` in `nautical-rules/bots`). */
export interface PendingMove {
  readonly move: Promise<Either<RuleError, BaseMove>>;
  cancel(): void;
}

/** Decides a seat's move from its table and view. */
export type Decide = (gameId: string, table: unknown, view: BaseView, seat: Seat) => PendingMove;

/** Options of {@link playSeat}. */
export interface PlaySeatOptions {
  /** The server's own address, e.g. `http://127.0.0.1:8000`. */
  readonly url: string;
  readonly makers: ClientMakers;
  /** The boardgame.io game (`toBoardgameIO(...)`). */
  readonly game: unknown;
  /** The game's `id` (what the bot worker knows it by). */
  readonly gameId: string;
  readonly matchID: string;
  readonly seat: number;
  readonly credentials: string;
  readonly decide: Decide;
  /** Called once when the seat's client sees the end of the match. */
  readonly over: () => void;
  /** Where failures are logged. */
  readonly log: (message: string) => void;
  /**
   * How long a sent move may go unanswered before the bot decides again (a move the
   * server refused is never answered). Default 3 000 ms.
   */
  readonly retryMs?: number;
  /**
   * A stand-in for one move (a seat out of time): it stops, calling `over`, once the seat's
   * move count is beyond this, whichever process's move raised it.
   */
  readonly untilMoved?: number;
}

/** A seat being played. */
export interface PlayedSeat {
  stop(): void;
  /** The id of its socket (the server's socket has the same), once connected. */
  socketID(): string | undefined;
}

/** The longest a seat waits, with nothing new, before it asks its state again (the wait doubles from `retryMs` up to this). */
const IDLE_MAX_MS = 30_000;

/**
 * Plays one seat until the match ends or {@link PlayedSeat.stop} is called.
 *
 * Its client never freezes on a state it missed: a client that synced while another seat's
 * move was being stored is answered with the state from before that move and misses its
 * update (boardgame.io adds a socket to the match's clients only after its sync is read),
 * and boardgame.io's client then drops every later patch. The seat's client re-syncs on
 * such a patch ({@link resyncing}), and asks its state again when nothing has come for a
 * while: the update it missed may be the one that made it its turn, and then no later
 * patch comes, every other seat waiting for this one.
 */
export function playSeat(o: PlaySeatOptions): PlayedSeat {
  const made = o.makers.Client({
    game: o.game,
    multiplayer: o.makers.SocketIO({ server: o.url, socketOpts: { reconnectionDelay: 100, reconnectionDelayMax: 1000 } }),
    matchID: o.matchID,
    playerID: String(o.seat),
    credentials: o.credentials,
    debug: false,
  });
  const client = resyncing(made) as SeatClient;
  const transport = (made as { transport: { requestSync(): void } }).transport;
  const retryMs = o.retryMs ?? 3000;
  let stopped = false;
  let pending: PendingMove | undefined;
  // The state id the last decision was made at, and when: one decision per state, and
  // another only if nothing came of it (a refused move gets no answer).
  let decidedAt = -1;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  // The wait for something new (see playSeat): from retryMs, doubling while nothing comes.
  let idle: ReturnType<typeof setTimeout> | undefined;
  let idleMs = retryMs;
  let seen: number | undefined;
  const watch = (): void => {
    if (idle !== undefined) clearTimeout(idle);
    const at = client.getState()?._stateID;
    if (at !== seen) {
      seen = at;
      idleMs = retryMs;
    }
    idle = setTimeout(() => {
      idle = undefined;
      if (stopped || ended || client.getState()?._stateID !== at) return;
      // A socket that is not connected syncs by itself when it is again.
      if (client.getState()?.isConnected !== false) transport.requestSync();
      idleMs = Math.min(idleMs * 2, IDLE_MAX_MS);
      watch();
    }, idleMs);
  };

  const act = (): void => {
    if (stopped) return;
    const state = client.getState();
    if (state === null || state.ctx.gameover === undefined) watch();
    if (state === null) return;
    if (state.ctx.gameover !== undefined) {
      if (!ended) {
        ended = true;
        o.over();
      }
      return;
    }
    if (state.isConnected === false || state._stateID === decidedAt) return;
    const G = state.G as SeatG;
    if (o.untilMoved !== undefined && G.moved > o.untilMoved) {
      if (!ended) {
        ended = true;
        o.over();
      }
      return;
    }
    if (!G.dealt) {
      // Seat 0 deals, as the documented client does: two deals sent at once would see one refused.
      if (G.problem !== null || o.seat !== 0) return;
      decide(state._stateID, () => client.moves['start']?.());
      return;
    }
    if (G.moves.length === 0 || G.view === null) return;
    const moved = G.moved;
    const stateID = state._stateID;
    decide(stateID, () => {
      pending = o.decide(o.gameId, G.table, G.view as BaseView, o.seat);
      const mine = pending;
      void mine.move.then((answer) => {
        if (pending === mine) pending = undefined;
        if (stopped || answer._tag === 'Left') {
          if (!stopped && answer._tag === 'Left') o.log(`nautical-rules/boardgameio table: the bot of seat ${o.seat} of ${o.matchID} found no move: ${answer.left.code}: ${answer.left.message}`);
          return;
        }
        // Sent as a client sends it: the server checks it as it checks any client's.
        if (client.getState()?._stateID === stateID) client.moves['move']?.(answer.right, moved);
      });
    });
  };

  const decide = (stateID: number, run: () => void): void => {
    decidedAt = stateID;
    if (retry !== undefined) clearTimeout(retry);
    const again = (): void => {
      if (stopped || client.getState()?._stateID !== stateID) return;
      // Still thinking: wait for it, not for a second decision.
      if (pending !== undefined) retry = setTimeout(again, retryMs);
      else {
        decidedAt = -1;
        act();
      }
    };
    retry = setTimeout(again, retryMs);
    run();
  };

  const unsubscribe = client.subscribe(() => setImmediate(act));
  client.start();
  // Its first sync may go unanswered too.
  watch();
  return {
    socketID: () => (client as unknown as { transport?: { socket?: { id?: string } } }).transport?.socket?.id,
    stop: () => {
      if (stopped) return;
      stopped = true;
      if (retry !== undefined) clearTimeout(retry);
      if (idle !== undefined) clearTimeout(idle);
      pending?.cancel();
      unsubscribe();
      client.stop();
    },
  };
}
