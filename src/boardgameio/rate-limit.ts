/**
 * How many packets of each kind a socket may send, and a seat over all its sockets: a token
 * bucket per socket and event, and one per seat and event, so that one that floods (moves
 * that are refused, syncs, chat) is dropped before it costs a read of the match, and the
 * honest players of its process keep their latency. A seat is a match, a player id and the
 * credentials sent with it: a packet sent for a seat without its credentials spends a
 * bucket of its own, never the seat holder's.
 *
 * An honest client sends one move per state it is offered moves in, one sync when it
 * connects (and when it missed an update), and chat at a person's pace: the defaults leave
 * it far below each limit.
 *
 * @module
 */

/** Packets per second a socket may send of one event, and how many at once. */
export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

/** The limits per socket, by event. */
export interface Rates {
  readonly update: Rate;
  readonly sync: Rate;
  readonly chat: Rate;
}

/** The default limits: moves 50 a second (100 at once: a bot seated through a socket plays fast), syncs 2 a second (10 at once), chat 1 a second (5 at once). */
export const DEFAULT_RATES: Rates = {
  update: { perSecond: 50, burst: 100 },
  sync: { perSecond: 2, burst: 10 },
  chat: { perSecond: 1, burst: 5 },
};

/** Token buckets by key, each with the rate of its event. */
class Buckets {
  private readonly tokens = new Map<string, number>();
  private readonly at = new Map<string, number>();

  /** At most `size` keys (the least recently used go first: a key forgotten starts full). */
  constructor(private readonly size = Infinity) {}

  /** Whether a packet may pass at `now` (ms) under `rate`; it takes a token if so. */
  take(key: string, rate: Rate, now: number): boolean {
    const last = this.at.get(key) ?? now;
    const tokens = Math.min(rate.burst, (this.tokens.get(key) ?? rate.burst) + ((now - last) / 1000) * rate.perSecond);
    this.at.delete(key);
    this.tokens.delete(key);
    if (this.at.size >= this.size) {
      const oldest = this.at.keys().next().value as string;
      this.at.delete(oldest);
      this.tokens.delete(oldest);
    }
    this.at.set(key, now);
    const passed = tokens >= 1;
    this.tokens.set(key, passed ? tokens - 1 : tokens);
    return passed;
  }
}

/** Counts drops and says, at most once a second, how many there were since it last said. */
class DropReport {
  private dropped = 0;
  private reported = 0;

  drop(): void {
    this.dropped++;
  }

  /** How many were dropped since the last report, when a report is due (at most one a second): logs stay small under a flood. */
  report(now: number): number {
    if (this.dropped === 0 || now - this.reported < 1000) return 0;
    const n = this.dropped;
    this.dropped = 0;
    this.reported = now;
    return n;
  }
}

const rateOf = (rates: Rates, event: string): Rate | undefined => (rates as unknown as Record<string, Rate | undefined>)[event];

/** One socket's buckets, and what it had dropped since it was last reported. */
export class SocketRates {
  private readonly buckets = new Buckets();
  private readonly drops = new DropReport();

  constructor(private readonly rates: Rates) {}

  /** Whether a packet of `event` may pass at `now` (ms); it takes a token if so. */
  take(event: string, now: number): boolean {
    const rate = rateOf(this.rates, event);
    if (rate === undefined || this.buckets.take(event, rate, now)) return true;
    this.drops.drop();
    return false;
  }

  /** How many were dropped since the last report, when a report is due (at most one a second). */
  report(now: number): number {
    return this.drops.report(now);
  }
}

/** How many seats' buckets a namespace keeps (the least recently used go first). */
const SEATS = 10_000;

/** The buckets of every seat of one namespace, over all its sockets, and what they dropped since last reported. */
export class SeatRates {
  private readonly buckets = new Buckets(SEATS);
  private readonly drops = new DropReport();

  constructor(private readonly rates: Rates) {}

  /** Whether a packet of `event` for `seat` (match, player id and credentials: see {@link seatKey}) may pass at `now` (ms). */
  take(seat: string, event: string, now: number): boolean {
    const rate = rateOf(this.rates, event);
    if (rate === undefined || this.buckets.take(`${event}\u0000${seat}`, rate, now)) return true;
    this.drops.drop();
    return false;
  }

  /** How many were dropped since the last report, when a report is due (at most one a second). */
  report(now: number): number {
    return this.drops.report(now);
  }
}

/** The seat a decoded packet is sent for (`undefined`: none, a spectator's sync), as a key: its match, player id and credentials. */
export function seatKey(packet: readonly unknown[]): string | undefined {
  const [event] = packet;
  let matchID: unknown;
  let playerID: unknown;
  let credentials: unknown;
  if (event === 'update') {
    const action = packet[1] as { readonly payload?: { readonly credentials?: unknown } } | undefined;
    [, , , matchID, playerID] = packet;
    credentials = action?.payload?.credentials;
  } else if (event === 'sync') [, matchID, playerID, credentials] = packet;
  else if (event === 'chat') {
    [, matchID, , credentials] = packet;
    playerID = (packet[2] as { readonly sender?: unknown } | undefined)?.sender;
  } else return undefined;
  if (typeof matchID !== 'string' || typeof playerID !== 'string') return undefined;
  return JSON.stringify([matchID, playerID, typeof credentials === 'string' ? credentials : null]);
}
