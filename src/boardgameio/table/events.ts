/**
 * Table events: what the server's table did to a match (a seat handed to a bot, its person
 * back, a seat out of time) written into the match's `G` by the adapter's `table` move, so
 * that every viewer's log and the replays show it and it takes the path of every move (the
 * guard, the credentials, the storage's compare-and-set).
 *
 * The move is sent by a socket client of the server's own address, as an active seat (the
 * only ones boardgame.io lets move), with that seat's credentials; its one argument is a
 * random token this process made for this event and keeps until the state with the event is
 * written. The adapter accepts the move only for a token the table answers
 * (`OnlineOptions.tableEvent`): a client cannot know one, and one already used is gone.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { TableEvent } from '../types.js';
import type { ClientMakers, SeatClient } from './bot-seat.js';

/** A table event as the table asks for it (the adapter sets `at`). */
export type TableEventSpec = Omit<TableEvent, 'at'>;

/**
 * The log line of a table event, naming the seat by its default name ("Player 2" for seat
 * 1). Not by the config's `names`: the core's renderer would add its word lists to every
 * server bundle, and online matches rarely carry names in their config.
 */
export function tableEventLine(seat: number, kind: TableEvent['kind']): string {
  const who = `Player ${seat + 1}`;
  return kind === 'bot' ? `${who}'s seat is played by a bot.` : kind === 'back' ? `${who} is back.` : `${who} ran out of time: the match ends.`;
}

/** What the events need of the table. */
export interface EventHooks {
  readonly url: () => string | undefined;
  readonly makers: ClientMakers;
  readonly log: (message: string) => void;
  /** The match's game (boardgame.io's) and an active seat's credentials, or `null` if the match is over or unknown. */
  sender(matchID: string): Promise<{ game: unknown; seat: number; credentials: string } | null>;
  /** How long a sent event may go unwritten before it is sent again, in ms. */
  readonly retryMs: number;
  /** Whether the match's stored log holds the `table` move of `token` (read before an event is sent again). */
  stored(matchID: string, token: string): Promise<boolean>;
}

/** The table's events: {@link TableEvents.send} one, and the adapter's and the storage's hooks. */
export interface TableEvents {
  /** Writes `event` into the match (resolves `false` if it could not be, after a few tries). */
  send(matchID: string, event: Omit<TableEventSpec, 'line'>): Promise<boolean>;
  /** The adapter's `tableEvent`: the event of a token this table gave and has not seen written. */
  claim(token: string): TableEventSpec | undefined;
  /** A state was written with this deltalog: the tokens of its `table` moves are used up. */
  written(deltalog: unknown): void;
  /**
   * A state with this deltalog was not written (it lost the storage's compare-and-set to a
   * move made at the same state): its events are sent again at once, on the newer state.
   */
  lost(deltalog: unknown): void;
  /** Whether a socket id is one of the events' clients (not a person). */
  isOurs(socketID: string): boolean;
  stop(): void;
}

const TRIES = 4;

/** The tokens of the `table` moves in a deltalog. */
export function tableTokens(deltalog: unknown): string[] {
  if (!Array.isArray(deltalog)) return [];
  return deltalog.flatMap((entry) => {
    const payload = (entry as { action?: { payload?: { type?: unknown; args?: unknown } } } | null)?.action?.payload;
    return payload?.type === 'table' && Array.isArray(payload.args) && typeof payload.args[0] === 'string' ? [payload.args[0]] : [];
  });
}

/** The events of one table. */
export function tableEvents(hooks: EventHooks): TableEvents {
  // Each token's event; its line is made once the match's config is read.
  const pending = new Map<string, { seat: number; kind: TableEvent['kind']; line?: string; done: () => void; lost?: () => void }>();
  const clients = new Set<SeatClient>();
  let stopped = false;
  const socketOf = (c: SeatClient): string | undefined => (c as unknown as { transport?: { socket?: { id?: string } } }).transport?.socket?.id;

  // One try: a client as an active seat sends the token once it has the match's state.
  const attempt = async (matchID: string, token: string, written: Promise<void>): Promise<'written' | 'over' | 'again'> => {
    const url = hooks.url();
    const as = await hooks.sender(matchID);
    const known = pending.get(token);
    if (url === undefined || as === null || stopped || known === undefined) return 'over';
    // The adapter writes the line as it is given.
    known.line = tableEventLine(known.seat, known.kind);
    const client = hooks.makers.Client({
      game: as.game,
      multiplayer: hooks.makers.SocketIO({ server: url, socketOpts: { reconnection: false } }),
      matchID,
      playerID: String(as.seat),
      credentials: as.credentials,
      debug: false,
    }) as SeatClient;
    clients.add(client);
    let sent = false;
    const unsubscribe = client.subscribe(() => {
      const state = client.getState();
      if (sent || state === null || state.isConnected === false) return;
      sent = true;
      client.moves['table']?.(token);
    });
    client.start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      written.then(() => 'written' as const),
      new Promise<'again'>((ok) => {
        timer = setTimeout(() => ok('again'), hooks.retryMs);
        known.lost = () => ok('again');
      }),
    ]);
    if (timer !== undefined) clearTimeout(timer);
    delete known.lost;
    unsubscribe();
    clients.delete(client);
    client.stop();
    return outcome;
  };

  return {
    send: async (matchID, event) => {
      const token = randomBytes(16).toString('hex');
      let done = (): void => undefined;
      const written = new Promise<void>((ok) => (done = ok));
      pending.set(token, { ...event, done });
      try {
        for (let i = 0; i < TRIES && !stopped; i++) {
          // Before sending again: a write this process did not see confirmed may be stored (never twice).
          if (i > 0 && (await hooks.stored(matchID, token).catch(() => false))) return true;
          const outcome = await attempt(matchID, token, written);
          if (outcome === 'written') return true;
          if (outcome === 'over') return false;
        }
        hooks.log(`nautical-rules/boardgameio table: the event "${event.kind}" of seat ${event.seat} could not be written into ${matchID}.`);
        return false;
      } finally {
        pending.delete(token);
      }
    },
    claim: (token) => {
      const known = pending.get(token);
      return known?.line === undefined ? undefined : { seat: known.seat, kind: known.kind, line: known.line };
    },
    written: (deltalog) => {
      for (const token of tableTokens(deltalog)) {
        const known = pending.get(token);
        pending.delete(token);
        known?.done();
      }
    },
    lost: (deltalog) => {
      for (const token of tableTokens(deltalog)) pending.get(token)?.lost?.();
    },
    isOurs: (id) => [...clients].some((c) => socketOf(c) === id),
    stop: () => {
      stopped = true;
      for (const c of clients) c.stop();
      clients.clear();
    },
  };
}
