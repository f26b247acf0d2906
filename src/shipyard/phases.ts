/**
 * Shipyard's phases, for coverage reports: the steps of a turn during normal play, then
 * the eras that end the game.
 *
 * @module
 */
import type { ShipyardState } from './state.js';

/**
 * The phases in the order of a round and of the game: a turn's steps 2-5 (`choose`: choose
 * an action card; `act`: the actions; `trial`: the sea trials), giving up contracts when
 * the countdown demands it (`discard`), the final actions (`finalAction`, « Action
 * finale »), the last chances (`finalChance`, « Achèvement d'un bateau ») and the end.
 *
 * @group Rules
 */
export const PHASES = ['choose', 'act', 'trial', 'discard', 'finalAction', 'finalChance', 'over'] as const;

/**
 * The phase `state` is in (one of {@link PHASES}).
 *
 * @group Rules
 */
export function phase(state: ShipyardState): (typeof PHASES)[number] {
  return state.era === 'play' ? state.step : state.era;
}
