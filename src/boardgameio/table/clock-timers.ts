/**
 * The timers that act when a seat's clock runs out. The clocks themselves are in the
 * match state (`G.clock`, charged by the process that wrote it, from its own time), so any
 * process can time a match from the stored state alone: the timers are armed from each
 * state this process writes, from every running match when the table starts (a restart),
 * and from the stored state when this process takes over a match's clock lease (another
 * process died). Before acting, a timer always reads the stored state again: a seat is
 * acted for only if the stored clocks say its time is out at its stored move count, so a
 * timer armed from an old state never acts on a newer one.
 *
 * Several processes may time one match (the one that wrote its last state, those that
 * found it running when they started, the lease holder); if two act on one expiry, their
 * moves carry the same move count and the storage's compare-and-set lets one through.
 * Only the lease holder follows states written elsewhere (it reads the stored state again
 * at least every `chaseMs`); another process drops a match once its stored state is one
 * it did not arm from (whoever wrote that state times it).
 *
 * @module
 */
import { clocksAt, type Clocks } from './clocks.js';

/** A stored match state, as far as its clocks go. */
export interface ClockedState {
  readonly _stateID: number;
  readonly G?: { readonly moved: readonly number[]; readonly clock?: Clocks | null };
  readonly ctx?: { readonly gameover?: unknown };
}

/** What the timers need of the table. */
export interface TimerHooks {
  /** The stored state of a match (`undefined`: no such match). */
  fetch(matchID: string): Promise<ClockedState | undefined>;
  /** `seat` is out of time at its move count `moved`, as the stored state says. */
  act(matchID: string, seat: number, moved: number): void;
  /** Whether this process already acts for `seat` at move count `moved` (its timer then waits for that move). */
  acting(matchID: string, seat: number, moved: number): boolean;
  /** Whether this process holds the match's clock lease (and so follows other processes' writes). */
  holds(matchID: string): boolean;
  /** A match with clocks was seen running (once per match and process): its clock lease is recorded. */
  running(matchID: string): void;
  /** A match with clocks was seen over. */
  over(matchID: string): void;
  /** How often the lease holder reads the stored state again, in ms. */
  readonly chaseMs: number;
  readonly log: (message: string) => void;
}

/** The clock timers of one table. */
export interface ClockTimers {
  /** A state this process wrote (or read): time its clocks. */
  arm(matchID: string, state: ClockedState): void;
  /** Reads the stored state, acts for every seat out of time, and arms for the next. */
  check(matchID: string): Promise<void>;
  /** The clocks of the last state armed from, or `undefined`. */
  known(matchID: string): Clocks | undefined;
  stop(): void;
}

/** The timers of one table. */
export function clockTimers(hooks: TimerHooks): ClockTimers {
  const entries = new Map<string, { clocks: Clocks; stateID: number; timer?: ReturnType<typeof setTimeout> }>();
  const seen = new Set<string>();
  let stopped = false;

  // The running seats not yet acted for, with their time left now.
  const pending = (matchID: string, state: ClockedState, clocks: Clocks, now: number): { seat: number; ms: number; moved: number }[] =>
    clocksAt(clocks, now)
      .remaining.map((ms, seat) => ({ seat, ms, moved: state.G?.moved[seat] ?? 0 }))
      .filter(({ seat, moved }) => clocks.running[seat] === true && !hooks.acting(matchID, seat, moved));

  const arm = (matchID: string, state: ClockedState): void => {
    const clocks = state.G?.clock;
    if (stopped || clocks === undefined || clocks === null) return;
    const before = entries.get(matchID);
    if (before?.timer !== undefined) clearTimeout(before.timer);
    const entry: { clocks: Clocks; stateID: number; timer?: ReturnType<typeof setTimeout> } = { clocks, stateID: state._stateID };
    entries.set(matchID, entry);
    if (state.ctx?.gameover !== undefined) return hooks.over(matchID);
    if (!seen.has(matchID)) {
      seen.add(matchID);
      hooks.running(matchID);
    }
    const left = pending(matchID, state, clocks, Date.now()).map((p) => p.ms);
    const wait = Math.min(left.length === 0 ? Infinity : Math.max(0, Math.min(...left)), hooks.holds(matchID) ? hooks.chaseMs : Infinity);
    if (wait !== Infinity) entry.timer = setTimeout(() => void check(matchID), wait);
  };

  const check = async (matchID: string): Promise<void> => {
    let state: ClockedState | undefined;
    try {
      state = await hooks.fetch(matchID);
    } catch (e) {
      hooks.log(`nautical-rules/boardgameio table: the clocks of ${matchID} could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
    const known = entries.get(matchID);
    if (stopped || state === undefined) return;
    // A state this process did not arm from: whoever wrote it times it, unless this process holds the lease.
    if (known !== undefined && known.stateID !== state._stateID && !hooks.holds(matchID)) {
      if (known.timer !== undefined) clearTimeout(known.timer);
      entries.delete(matchID);
      return;
    }
    const clocks = state.G?.clock;
    if (clocks !== undefined && clocks !== null && state.ctx?.gameover === undefined) {
      for (const { seat, ms, moved } of pending(matchID, state, clocks, Date.now())) if (ms <= 0) hooks.act(matchID, seat, moved);
    }
    arm(matchID, state);
  };

  return {
    arm,
    check,
    known: (matchID) => entries.get(matchID)?.clocks,
    stop: () => {
      stopped = true;
      for (const e of entries.values()) if (e.timer !== undefined) clearTimeout(e.timer);
    },
  };
}
