/**
 * The prices of the trains on display and the cheapest one. Below the actions
 * (`actions.ts`), which ask what a purchase costs at least.
 *
 * @module
 */
import { dataOf } from '../components.js';
import type { StateOrDraft } from '../state.js';

/**
 * The price of the train on `row` (the bottom one is free; ruling S17 for the others).
 *
 * @rulebook Achat de marchandises: « Vous payez le nombre indiqué de florins. (La carte du bas
 *   de la colonne est gratuite.) ».
 *
 * @group Rules
 */
export function trainPrice(state: StateOrDraft, row: number): number {
  return dataOf(state).board.trainPrices[row] ?? Infinity;
}

/**
 * The cheapest train on display, `Infinity` if there is none.
 *
 * @group Rules
 */
export function purchaseMinCost(state: StateOrDraft): number {
  let best = Infinity;
  state.trainDisplay.forEach((train, row) => {
    if (train !== null) best = Math.min(best, trainPrice(state, row));
  });
  return best;
}
