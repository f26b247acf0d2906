/**
 * Leavers: a seat whose person has had no connection for `graceMs` is played by a bot
 * (a stand-in, through a lease like any bot seat, with the seat's own credentials), so
 * the match goes on; when the person syncs again with the seat's credentials, the stand-in
 * stops at once and the seat is theirs from their next turn. Each hand-over is recorded
 * in the match metadata as `handovers: [{ seat, from, until }]` (state ids; `until` is
 * `null` while the bot plays), for a rating system to ignore or penalise.
 *
 * Presence is seen on the sockets of this process: the `sync` a client sends on each
 * connection (its credentials checked against the seat's) and its disconnection. The
 * stand-in's own socket is known by its id and never counts as the person.
 *
 * @module
 */

/** Options of leavers (`OnlineTableOptions.leavers`). */
export interface LeaverOptions {
  /** How long a seat may have no connection before a bot plays it, in ms. */
  readonly graceMs: number;
}

/** One hand-over of a seat to a bot, as recorded in the match metadata. */
export interface Handover {
  readonly seat: number;
  /** The state id when the bot took the seat. */
  readonly from: number;
  /** The state id when the person took it back, or `null`. */
  readonly until: number | null;
}

/** The socket.io parts the watch uses (boardgame.io 0.50's server: `server.app._io`). */
export interface IoLike {
  of(name: string): { on(event: 'connection', listener: (socket: SocketLike) => void): unknown };
}
interface SocketLike {
  readonly id: string;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** What the watch needs of the table. */
export interface LeaverHooks {
  /** Whether a socket id is one of this process's bot clients. */
  isBot(socketID: string): boolean;
  /** The seat's credentials and the match's state id, or `null` when the match is over or unknown. */
  seat(matchID: string, seat: number): Promise<{ credentials: string; stateID: number; game: string } | null>;
  /** A bot takes the seat. */
  standIn(matchID: string, seat: number, game: string, credentials: string, stateID: number): Promise<void>;
  /** The person is back: the bot leaves the seat. */
  welcomeBack(matchID: string, seat: number, stateID: number): Promise<void>;
  readonly log: (message: string) => void;
}

/** Watches the sockets of `games` for seats left and taken back. */
export function watchLeavers(io: IoLike, games: readonly string[], options: LeaverOptions, hooks: LeaverHooks): { stop(): void } {
  const present = new Map<string, Set<string>>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const standing = new Set<string>();
  let stopped = false;
  const key = (matchID: string, seat: number): string => `${matchID}|${seat}`;
  const fail = (e: unknown): void => hooks.log(`nautical-rules/boardgameio table: leavers: ${e instanceof Error ? e.message : String(e)}`);

  const left = (matchID: string, seat: number): void => {
    const k = key(matchID, seat);
    if (timers.has(k) || standing.has(k)) return;
    timers.set(
      k,
      setTimeout(() => {
        timers.delete(k);
        if (stopped || (present.get(k)?.size ?? 0) > 0) return;
        void hooks
          .seat(matchID, seat)
          .then(async (s) => {
            if (s === null || (present.get(k)?.size ?? 0) > 0 || standing.has(k)) return;
            standing.add(k);
            await hooks.standIn(matchID, seat, s.game, s.credentials, s.stateID);
          })
          .catch(fail);
      }, options.graceMs),
    );
  };

  for (const name of games) {
    io.of(name).on('connection', (socket) => {
      let mine: { matchID: string; seat: number } | undefined;
      socket.on('sync', (matchID: unknown, playerID: unknown, credentials: unknown) => {
        if (mine !== undefined || typeof matchID !== 'string' || typeof playerID !== 'string' || !/^(0|[1-9][0-9]{0,2})$/.test(playerID) || typeof credentials !== 'string') return;
        if (hooks.isBot(socket.id)) return;
        const seat = Number(playerID);
        void hooks
          .seat(matchID, seat)
          .then(async (s) => {
            if (s === null || s.credentials !== credentials) return;
            mine = { matchID, seat };
            const k = key(matchID, seat);
            present.set(k, (present.get(k) ?? new Set()).add(socket.id));
            const timer = timers.get(k);
            if (timer !== undefined) clearTimeout(timer);
            timers.delete(k);
            if (standing.delete(k)) await hooks.welcomeBack(matchID, seat, s.stateID);
          })
          .catch(fail);
      });
      socket.on('disconnect', () => {
        if (mine === undefined) return;
        const k = key(mine.matchID, mine.seat);
        const here = present.get(k);
        here?.delete(socket.id);
        if (here === undefined || here.size === 0) {
          present.delete(k);
          if (!stopped) left(mine.matchID, mine.seat);
        }
      });
    });
  }
  return {
    stop: () => {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
