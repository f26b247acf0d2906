/**
 * The journal that rule code writes to while it runs, for `describe`.
 *
 * The state keeps no log (a log written during a simultaneous step would depend on the
 * order in which players act). Instead, `describe` runs the move again on a copy of the
 * state with a journal that collects lines; `apply` runs it with {@link silent}, none.
 *
 * @module
 */
import type { Participant } from './state.js';

/**
 * Receives one line of the journal; `undefined` is no journal at all (what `apply` uses).
 * Rule code writes `log?.(line)`: with no journal, the optional call skips evaluating its
 * argument too, so `apply` does not build lines that nobody reads (building them all cost
 * a sixth of the time of a game).
 *
 * @group Rules
 */
export type Log = ((line: string) => void) | undefined;

/**
 * No journal (what `apply` uses).
 *
 * @group Rules
 */
export const silent: Log = undefined;

/**
 * The names of the ranks on the Career ladder, Captain first.
 *
 * @group Rules
 */
export const RANK_NAMES: readonly string[] = ['Captain', 'First Mate', 'Mate', "Ship's Cook"];

/**
 * "Seat 2", or "the dummy".
 *
 * @group Rules
 */
export function who(p: Participant): string {
  return p === 'dummy' ? 'the dummy' : `Seat ${p}`;
}

/**
 * "2 money and 1 prestige", "1 prestige", "nothing".
 *
 * @group Rules
 */
export function amountText(money: number, prestige: number): string {
  const parts = [...(money > 0 ? [`${money} money`] : []), ...(prestige > 0 ? [`${prestige} prestige`] : [])];
  return parts.length === 0 ? 'nothing' : parts.join(' and ');
}
