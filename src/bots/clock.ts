/**
 * The clocks bots read for their optional time budgets and for reports. (The rules never
 * read a clock; a bot deciding within a time budget has to.)
 *
 * @module
 */

/** Milliseconds from an arbitrary origin: `performance.now()` in Node and browsers, `Date.now()` elsewhere. */
export function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf !== undefined ? perf.now() : Date.now();
}

/** A clock in milliseconds: what a bot's `timeMs` budget is measured with. */
export type Clock = () => number;

/**
 * The CPU time of the process in milliseconds (`process.cpuUsage()`, user and system) in
 * Node, the wall clock (`performance.now()`) elsewhere. With it, bots compared "at equal time" get
 * equal CPU time even when the machine is busy with other work.
 */
export function cpuClock(): number {
  const proc = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
  if (proc?.cpuUsage === undefined) return now();
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
}
