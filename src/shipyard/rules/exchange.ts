/**
 * Exchange Commodities: the hexagon's marker moves exactly one space, then each wagon of
 * one train is sold at the price shown (plus the traders' bonus) or swapped for a piece
 * from the exchange table, never two wagons for the same piece (ruling S11).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { defaultName } from '../../core/words.js';
import { dataOf, trainAt } from '../components.js';
import { ITEMS, type Commodity, type Item } from '../items.js';
import type { ExchangeTrainMove, SellWagonMove, SwapWagonMove } from '../moves.js';
import { removeFirst } from '../../core/edit.js';
import { setDoing, setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { actionNow, mainShortfall } from './actions.js';
import { finishAction } from './turn.js';
import { salePrice, saleValue, nextSpace } from './sales.js';
export { salePrice, bestSale } from './sales.js';

/**
 * The index of the train with id `id` among the cards.
 *
 * @group Rules
 */
export function trainIndex(state: StateOrDraft, id: string): number {
  const data = dataOf(state);
  const deck = data.trains.deck.findIndex((t) => t.id === id);
  if (deck >= 0) return deck;
  const start = data.trains.starting.findIndex((t) => t.id === id);
  return start < 0 ? -1 : data.trains.deck.length + start;
}

/**
 * The wagon whose cargo is to be decided now, with its commodity.
 *
 * @group Rules
 */
export function currentWagon(state: StateOrDraft): { wagon: number; commodity: Commodity } | null {
  const doing = state.act?.doing;
  if (actionNow(state)?.action !== 'exchange' || doing?.train === null || doing?.train === undefined) return null;
  const commodity = trainAt(dataOf(state), doing.train)?.wagons[doing.wagon];
  return commodity === undefined ? null : { wagon: doing.wagon, commodity };
}

/**
 * Choosing the train to exchange.
 *
 * @group Rules
 */
export function checkExchangeTrain(state: StateOrDraft, move: ExchangeTrainMove): RuleError | null {
  if (actionNow(state)?.action !== 'exchange' || (state.act?.doing?.train ?? null) !== null) {
    return illegal('A train is chosen only at the start of the Exchange Commodities action.');
  }
  const index = trainIndex(state, move.train);
  if (index < 0 || !(state.players[move.player]?.trains.includes(index) ?? false)) return illegal(`${defaultName(move.player)} has no train '${move.train}'.`);
  const short = mainShortfall(state, move.player);
  if (saleValue(state, move.player, index, 0, nextSpace(state)) < short) return illegal(`The main action still needs ${short} florin(s), which this train cannot fetch.`);
  return null;
}

/**
 * Selling the current wagon.
 *
 * @group Rules
 */
export function checkSell(state: StateOrDraft, move: SellWagonMove): RuleError | null {
  const now = currentWagon(state);
  if (now === null || now.wagon !== move.wagon) return illegal(`Wagon ${move.wagon} is not the one to decide now.`);
  return null;
}

/**
 * Swapping the current wagon for a piece of the exchange table, not one already taken;
 * when the exchange is a bonus action before the main one, the wagons left must still
 * sell for what the main action lacks (ruling S10).
 *
 * @group Rules
 */
export function checkSwap(state: StateOrDraft, move: SwapWagonMove): RuleError | null {
  const now = currentWagon(state);
  if (now === null || now.wagon !== move.wagon) return illegal(`Wagon ${move.wagon} is not the one to decide now.`);
  if (!dataOf(state).board.exchangeTable[now.commodity].includes(move.item)) return illegal(`${now.commodity} cannot be swapped for a ${move.item}.`);
  if (state.act?.doing?.swapped.includes(move.item)) return illegal(`Another wagon of this train was already swapped for a ${move.item}.`);
  const short = mainShortfall(state, move.player);
  const train = state.act?.doing?.train ?? -1;
  if (saleValue(state, move.player, train, now.wagon + 1, state.markers.exchange) < short) {
    return illegal(`The main action still needs ${short} florin(s): this wagon must be sold.`);
  }
  return null;
}

/**
 * The trains `seat` may start an exchange with now, in the order he holds them: exactly
 * the moves {@link checkExchangeTrain} accepts.
 *
 * @group Rules
 */
export function exchangeOptions(state: StateOrDraft, seat: Seat): number[] {
  if (actionNow(state)?.action !== 'exchange' || (state.act?.doing?.train ?? null) !== null) return [];
  const short = mainShortfall(state, seat);
  const space = nextSpace(state);
  return (state.players[seat]?.trains ?? []).filter((train) => saleValue(state, seat, train, 0, space) >= short);
}

/**
 * The pieces the current wagon may be swapped for now, in the order of `ITEMS`: exactly
 * the moves {@link checkSwap} accepts.
 *
 * @group Rules
 */
export function swapOptions(state: StateOrDraft, seat: Seat): Item[] {
  const now = currentWagon(state);
  if (now === null) return [];
  const table = dataOf(state).board.exchangeTable[now.commodity];
  const swapped = state.act?.doing?.swapped ?? [];
  // Whether the wagons after this one still fetch what the main action lacks: the same for every piece.
  const canSwap = saleValue(state, seat, state.act?.doing?.train ?? -1, now.wagon + 1, state.markers.exchange) >= mainShortfall(state, seat);
  return canSwap ? ITEMS.filter((item) => table.includes(item) && !swapped.includes(item)) : [];
}

/**
 * Starts the exchange: the marker moves one space clockwise (no paying for more), the
 * train leaves the player's hand.
 *
 * @rulebook Échange de marchandises: « Vous commencez l'action en déplaçant le marqueur d'une case
 *   ... (Vous ne pouvez pas payer pour déplacer le marqueur de cases supplémentaires) ».
 *
 * @group Rules
 */
export function exchangeTrain(d: NextState, move: ExchangeTrainMove): void {
  const me = d.players[move.player];
  const index = trainIndex(d, move.train);
  if (me === undefined) return;
  d.markers = { ...d.markers, exchange: nextSpace(d) };
  setPlayer(d, move.player, { trains: removeFirst(me.trains, index) });
  setDoing(d, { train: index, wagon: 0, swapped: [] });
}

/**
 * Sells the current wagon's cargo.
 *
 * @group Rules
 */
export function sellWagon(d: NextState, move: SellWagonMove): void {
  const now = currentWagon(d);
  const me = d.players[move.player];
  if (now === null || me === undefined) return;
  setPlayer(d, move.player, { florins: me.florins + salePrice(d, move.player, now.commodity) });
  nextWagon(d);
}

/**
 * Swaps the current wagon's cargo for a piece.
 *
 * @group Rules
 */
export function swapWagon(d: NextState, move: SwapWagonMove): void {
  const me = d.players[move.player];
  if (me === undefined) return;
  setPlayer(d, move.player, { pieces: { ...me.pieces, [move.item]: me.pieces[move.item] + 1 } });
  setDoing(d, { swapped: [...(d.act?.doing?.swapped ?? []), move.item] });
  nextWagon(d);
}

/**
 * On to the next wagon; after the last, the train is discarded (a starting train leaves
 * the game, ruling S17) and the action is done.
 */
function nextWagon(d: NextState): void {
  const train = d.act?.doing?.train as number;
  const wagon = (d.act?.doing?.wagon ?? 0) + 1;
  setDoing(d, { wagon });
  if (wagon < (trainAt(dataOf(d), train)?.wagons.length ?? 0)) return;
  if (train < dataOf(d).trains.deck.length) d.trainDiscard = [...d.trainDiscard, train];
  finishAction(d);
}
