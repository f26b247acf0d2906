/**
 * How many packets of each kind a socket may send: a token bucket per socket and event, so
 * that one that floods (moves that are refused, syncs, chat) is dropped before it costs a
 * read of the match, and the honest players of its process keep their latency.
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

/** One socket's buckets, and what it had dropped since it was last reported. */
export class SocketRates {
  private readonly tokens = new Map<string, number>();
  private readonly at = new Map<string, number>();
  private dropped = 0;
  private reported = 0;

  constructor(private readonly rates: Rates) {}

  /** Whether a packet of `event` may pass at `now` (ms); it takes a token if so. */
  take(event: string, now: number): boolean {
    const rate = (this.rates as unknown as Record<string, Rate | undefined>)[event];
    if (rate === undefined) return true;
    const last = this.at.get(event) ?? now;
    const tokens = Math.min(rate.burst, (this.tokens.get(event) ?? rate.burst) + ((now - last) / 1000) * rate.perSecond);
    this.at.set(event, now);
    if (tokens < 1) {
      this.tokens.set(event, tokens);
      this.dropped++;
      return false;
    }
    this.tokens.set(event, tokens - 1);
    return true;
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
