/**
 * Purchase Commodities: buying a freight train from the display.
 *
 * @module
 */
import { illegal, type RuleError } from '../../core/errors.js';
import { dataOf } from '../components.js';
import type { BuyTrainMove } from '../moves.js';
import type { ShipyardDraft, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { drawReshuffling, slideAndRefill } from './display.js';
import { finishAction } from './turn.js';


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
  return Math.min(Infinity, ...state.trainDisplay.flatMap((t, row) => (t === null ? [] : [trainPrice(state, row)])));
}

/**
 * Buying the train on `row`.
 *
 * @group Rules
 */
export function checkBuyTrain(state: StateOrDraft, move: BuyTrainMove): RuleError | null {
  if (actionNow(state)?.action !== 'purchase') return illegal('Trains are bought only with the Purchase Commodities action.');
  const train = state.trainDisplay[move.row];
  if (train === undefined || train === null) return illegal(`There is no train on row ${move.row}.`);
  const price = trainPrice(state, move.row);
  if (price > spendable(state, move.player)) return illegal(`That train costs ${price} florin(s).`);
  return null;
}

/**
 * Buys one of the trains on display; the others slide down and a new one fills the top.
 *
 * @rulebook Achat de marchandises.
 *
 * @group Rules
 */
export function buyTrain(d: ShipyardDraft, move: BuyTrainMove): void {
  const me = d.players[move.player];
  const train = d.trainDisplay[move.row];
  if (me === undefined || train === undefined || train === null) return;
  me.florins -= trainPrice(d, move.row);
  me.trains.push(train);
  d.trainDisplay[move.row] = null;
  slideAndRefill(d.trainDisplay, () => drawReshuffling(d, d.trainDeck, d.trainDiscard, 'trains'));
  finishAction(d);
}
