/**
 * Purchase Commodities: buying a freight train from the display.
 *
 * @module
 */
import { illegal, type RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { DISPLAY_ROWS } from '../data/index.js';
import type { BuyTrainMove } from '../moves.js';
import { replaceAt } from '../../core/edit.js';
import { setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { drawReshuffling, slideAndRefill } from './display.js';
import { finishAction } from './turn.js';
import { trainPrice } from './trainprices.js';
export { trainPrice, purchaseMinCost } from './trainprices.js';

/**
 * The display rows of the trains `seat` may buy now: exactly the moves {@link checkBuyTrain} accepts.
 *
 * @group Rules
 */
export function buyOptions(state: StateOrDraft, seat: Seat): number[] {
  const out: number[] = [];
  if (actionNow(state)?.action !== 'purchase') return out;
  const budget = spendable(state, seat);
  for (let row = 0; row < DISPLAY_ROWS; row++) {
    const train = state.trainDisplay[row];
    if (train !== undefined && train !== null && trainPrice(state, row) <= budget) out.push(row);
  }
  return out;
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
export function buyTrain(d: NextState, move: BuyTrainMove): void {
  const me = d.players[move.player];
  const train = d.trainDisplay[move.row];
  if (me === undefined || train === undefined || train === null) return;
  setPlayer(d, move.player, { florins: me.florins - trainPrice(d, move.row), trains: [...me.trains, train] });
  d.trainDisplay = slideAndRefill(replaceAt(d.trainDisplay, move.row, null), () => drawReshuffling(d, 'trains'));
  finishAction(d);
}
