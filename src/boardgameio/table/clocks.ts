/**
 * Clocks kept by the server, from its own time (never a client's): each seat has its
 * remaining time, which runs only while the seat is active (several at once in a
 * simultaneous step) and is charged when a state is written. Two controls:
 *
 * - a chess clock: `initialMs`, plus `incrementMs` after each of the seat's moves, capped
 *   at `capMs`;
 * - a fixed time per move: `perMoveMs`, given afresh whenever the seat becomes active.
 *
 * When a seat's time runs out, a bot makes its move (`timeout: 'bot'`): the seat's clock
 * then holds only what its increment gives it.
 *
 * @module
 */

/** The time control of a table's matches. */
export type ClockOptions = ({ readonly initialMs: number; readonly incrementMs?: number; readonly capMs?: number } | { readonly perMoveMs: number }) & {
  /** Which bot moves for a seat out of time (a name of the table's `bots`, or worker options). Default: the worker's default bot. */
  readonly bot?: { readonly name?: string; readonly options?: Readonly<Record<string, unknown>> };
};

/** A match's clocks at one instant. */
export interface Clocks {
  /** Each seat's remaining time in ms, as of `at`. */
  readonly remaining: readonly number[];
  /** Which seats' clocks run (the active seats). */
  readonly running: readonly boolean[];
  /** The server time (ms) these figures are from. */
  readonly at: number;
  /** Each seat's move count when last charged. */
  readonly moved: readonly number[];
}

/** The clocks of a match just dealt: every seat's allowance, none running yet. */
export function newClocks(options: ClockOptions, players: number, at: number): Clocks {
  const full = 'perMoveMs' in options ? options.perMoveMs : options.initialMs;
  return { remaining: Array.from({ length: players }, () => full), running: Array.from({ length: players }, () => false), at, moved: Array.from({ length: players }, () => 0) };
}

/**
 * The clocks after a state is written at `now`: the seats that ran are charged the time
 * since `clocks.at` (never below 0), each seat that moved gets its increment (capped), or
 * in fixed time a seat that becomes active gets its time afresh; then the seats `active`
 * run. `now` earlier than `at` (a clock stepped back) charges nothing.
 */
export function advance(clocks: Clocks, options: ClockOptions, now: number, moved: readonly number[], active: readonly number[]): Clocks {
  const elapsed = Math.max(0, now - clocks.at);
  const remaining = clocks.remaining.map((ms, seat) => {
    let left = clocks.running[seat] === true ? Math.max(0, ms - elapsed) : ms;
    const moves = (moved[seat] ?? 0) - (clocks.moved[seat] ?? 0);
    if ('perMoveMs' in options) {
      if (active.includes(seat) && (moves > 0 || clocks.running[seat] !== true)) left = options.perMoveMs;
    } else if (moves > 0) {
      left += moves * (options.incrementMs ?? 0);
      if (options.capMs !== undefined) left = Math.min(left, options.capMs);
    }
    return left;
  });
  return { remaining, running: remaining.map((_, seat) => active.includes(seat)), at: now, moved: [...moved] };
}

/** The figures as of `now` (what a seat would be told): running clocks charged up to then. */
export function clocksAt(clocks: Clocks, now: number): Clocks {
  const elapsed = Math.max(0, now - clocks.at);
  return { ...clocks, remaining: clocks.remaining.map((ms, seat) => (clocks.running[seat] === true ? Math.max(0, ms - elapsed) : ms)), at: now };
}
