/**
 * The part of a Bremerhaven table that is public and never changes during a game: what a
 * server sends each seat once, before the views.
 *
 * @module
 */
import type { BremerhavenRules, BremerhavenState } from './state.js';

/**
 * What is public and fixed for a whole game: the player count, the variant, the board
 * width, and every card in play by id with the board values, each set with its
 * provenance. It is the state's `rules`, which no move edits; it holds nothing a config
 * may fix in secret (the config's deck orders and ranks are dealt into the state, not here).
 *
 * @group View
 */
export type BremerhavenTable = BremerhavenRules;

/**
 * The table of `state`.
 *
 * @group View
 */
export function table(state: BremerhavenState): BremerhavenTable {
  return state.rules;
}
