/**
 * Rent Canal, and the geometry of a canal system: cards on a grid, joined where both
 * neighbours have water on the shared edge.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { dataOf } from '../components.js';
import { DISPLAY_ROWS } from '../data/index.js';
import type { PlaceBoatMove, PlaceCanalMove, RentCanalMove } from '../moves.js';
import { replaceAt } from '../../core/edit.js';
import { setDoing, setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { drawReshuffling, slideAndRefill } from './display.js';
import { finishAction } from './turn.js';
import { portAt, fits, canalPrice, layable } from './waterways.js';
export { OPPOSITE, type Square, portAt, neighbours, fits, placements, fitsAnywhere, connectedTo, canalPrice, canalMinCost } from './waterways.js';

/**
 * The display rows of the canals `seat` may rent now: exactly the moves {@link checkRent} accepts.
 *
 * @group Rules
 */
export function rentOptions(state: StateOrDraft, seat: Seat): number[] {
  const out: number[] = [];
  if (rentRefusal(state) !== null) return out;
  const budget = spendable(state, seat);
  const data = dataOf(state);
  for (let row = 0; row < DISPLAY_ROWS; row++) {
    const card = state.canalDisplay[row];
    if (card !== undefined && card !== null && canalPrice(state, row) <= budget && layable(state, seat, card, data)) out.push(row);
  }
  return out;
}

/** Why no canal may be rented now, or `null`. */
function rentRefusal(state: StateOrDraft): RuleError | null {
  if (actionNow(state)?.action !== 'canal' || (state.act?.doing?.placed ?? 0) > 0) return illegal('A canal is rented only as a Rent Canal action, once.');
  return null;
}

/**
 * Renting the canal on `row`: affordable, and it must have somewhere to go.
 *
 * @group Rules
 */
export function checkRent(state: StateOrDraft, move: RentCanalMove): RuleError | null {
  const refusal = rentRefusal(state);
  if (refusal !== null) return refusal;
  const card = state.canalDisplay[move.row];
  if (card === undefined || card === null) return illegal(`There is no canal on row ${move.row}.`);
  const price = canalPrice(state, move.row);
  if (price > spendable(state, move.player)) return illegal(`That canal costs ${price} florin(s).`);
  if (!layable(state, move.player, card)) return illegal('That canal cannot be joined to the canal system.');
  return null;
}

/**
 * Laying the rented canal.
 *
 * @group Rules
 */
export function checkPlaceCanal(state: StateOrDraft, move: PlaceCanalMove): RuleError | null {
  const doing = state.act?.doing;
  if (actionNow(state)?.action !== 'canal' || doing?.canal === null || doing?.canal === undefined) return illegal('There is no rented canal to lay.');
  if (!fits(dataOf(state), state.players[move.player]?.canals ?? [], doing.canal, move.x, move.y, move.turned, state.rules.strictCanals)) {
    return illegal(`The canal does not fit at (${move.x}, ${move.y})${move.turned ? ' turned' : ''}: water must join it to the system${state.rules.strictCanals ? ' and every shared edge must match' : ''}.`);
  }
  return null;
}

/**
 * Putting the boat on the first canal.
 *
 * @group Rules
 */
export function checkPlaceBoat(state: StateOrDraft, move: PlaceBoatMove): RuleError | null {
  const me = state.players[move.player];
  const doing = state.act?.doing;
  const first = me?.canals[0];
  if (actionNow(state)?.action !== 'canal' || doing?.placed !== 1 || me?.boat !== null || first === undefined) {
    return illegal('The boat is placed only on a first canal, as it is rented.');
  }
  if (portAt(dataOf(state), first, move.edge) === null) return illegal(`The canal has no water at its ${move.edge} edge.`);
  return null;
}

/**
 * Rents a canal: pay, the display slides and refills. A first canal is laid at once (it
 * is the whole system) and the boat goes on it next; any other waits to be laid.
 *
 * @rulebook Location de canal: « Si c'est votre premier canal, vous placez votre bateau sur
 *   une des cases le long du bord ».
 *
 * @group Rules
 */
export function rentCanal(d: NextState, move: RentCanalMove): void {
  const me = d.players[move.player];
  const card = d.canalDisplay[move.row];
  if (me === undefined || card === undefined || card === null) return;
  d.canalDisplay = slideAndRefill(replaceAt(d.canalDisplay, move.row, null), () => drawReshuffling(d, 'canals'));
  const florins = me.florins - canalPrice(d, move.row);
  if (me.canals.length === 0) {
    setPlayer(d, move.player, { florins, canals: [{ card, x: 0, y: 0, turned: false }] });
    setDoing(d, { placed: 1 });
  } else {
    setPlayer(d, move.player, { florins });
    setDoing(d, { placed: 1, canal: card });
  }
}

/**
 * Lays the rented canal; the action is done.
 *
 * @group Rules
 */
export function placeCanal(d: NextState, move: PlaceCanalMove): void {
  const me = d.players[move.player];
  if (me !== undefined) setPlayer(d, move.player, { canals: [...me.canals, { card: d.act?.doing?.canal as number, x: move.x, y: move.y, turned: move.turned }] });
  setDoing(d, { canal: null });
  finishAction(d);
}

/**
 * Puts the boat on the square at `edge`, its stern pointing out of the canal; the action is done.
 *
 * @group Rules
 */
export function placeBoat(d: NextState, move: PlaceBoatMove): void {
  const me = d.players[move.player];
  const first = me?.canals[0];
  if (me === undefined || first === undefined) return;
  setPlayer(d, move.player, { boat: { canal: first.card, square: portAt(dataOf(d), first, move.edge) as number, from: { kind: 'edge', edge: move.edge } } });
  finishAction(d);
}
