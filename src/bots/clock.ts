/**
 * The clock bots read for their optional time budgets and for reports. (The rules never
 * read a clock; a bot deciding within a time budget has to.)
 *
 * @module
 */

/** Milliseconds from an arbitrary origin: `performance.now()` in Node and browsers, `Date.now()` elsewhere. */
export function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf !== undefined ? perf.now() : Date.now();
}
