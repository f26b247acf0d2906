/**
 * What selling wagons fetches at the commodity exchange. Below the actions (`actions.ts`),
 * which ask what a bonus exchange can bring.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { dataOf, effectsOf, trainAt } from '../components.js';
import { type Commodity } from '../items.js';
import type { StateOrDraft } from '../state.js';

/**
 * What a wagon of `commodity` sells for: the price where the marker stands, plus 1 per
 * trader of that commodity.
 *
 * @rulebook Échange de marchandises: « vendre sa cargaison pour le montant de florins indiqués par
 *   le marqueur »; Commerçant: « vous obtenez 1 florin supplémentaire à chaque fois que vous vendez ».
 *
 * @group Rules
 */
export function salePrice(state: StateOrDraft, seat: Seat, commodity: Commodity, space = state.markers.exchange): number {
  let price = dataOf(state).board.exchangePrices[space]?.[commodity] ?? 0;
  for (const fx of effectsOf(state, seat, 'trader')) if (fx.commodity === commodity) price += 1;
  return price;
}

/** The hexagon space the marker moves to when an exchange starts. */
export function nextSpace(state: StateOrDraft): number {
  return (state.markers.exchange + 1) % dataOf(state).board.exchangePrices.length;
}

/** What selling the wagons of `train` from wagon `from` on fetches with the marker on `space`. */
export function saleValue(state: StateOrDraft, seat: Seat, train: number, from: number, space: number): number {
  const wagons = trainAt(dataOf(state), train)?.wagons ?? [];
  let value = 0;
  for (let w = from; w < wagons.length; w++) value += salePrice(state, seat, wagons[w] as Commodity, space);
  return value;
}

/**
 * The most an exchange can fetch `seat` now: every wagon of his best train sold (used
 * when an exchange, taken as a bonus action first, is to pay for the main action).
 *
 * @group Rules
 */
export function bestSale(state: StateOrDraft, seat: Seat): number {
  const space = nextSpace(state);
  let best = 0;
  for (const train of state.players[seat]?.trains ?? []) best = Math.max(best, saleValue(state, seat, train, 0, space));
  return best;
}
