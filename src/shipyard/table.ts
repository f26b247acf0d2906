/**
 * What is public at a Shipyard table and never changes during the game: sent once, before
 * the first view.
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import type { ShipyardComponents } from './data/index.js';
import type { ShipyardState } from './state.js';

/**
 * The unchanging public part of a Shipyard table: the seats, the rule options and the
 * component data. Nothing a config may fix in secret (the contracts dealt, the order of
 * the decks, the employees' arrangement before it is laid out) is here: what of those is
 * public lies on the table, in each {@link ShipyardView}.
 *
 * @group View
 */
export interface ShipyardTable {
  /** The number of seats, 2 to 4; seats are numbered 0 to `players - 1` in clockwise order. */
  readonly players: number;
  /** The seat that played the first turn (the first player of every round and of the final actions). */
  readonly firstPlayer: Seat;
  /**
   * `true` when the stricter canal reading is on (config `strictCanals`, ruling S13):
   * every edge a new canal shares with the canal system must match. `false` (the
   * rulebook's text): one side joined by water is enough.
   */
  readonly strictCanals: boolean;
  /**
   * Every data set the table is played with (ship cards, canals, trains, employees,
   * contracts, board), each with its provenance. Views and moves refer to cards by their
   * index in these lists.
   */
  readonly components: ShipyardComponents;
}

/**
 * The table of `state`.
 *
 * @group View
 */
export function table(state: ShipyardState): ShipyardTable {
  return { players: state.rules.players, firstPlayer: state.firstPlayer, strictCanals: state.rules.strictCanals, components: state.rules.components };
}
