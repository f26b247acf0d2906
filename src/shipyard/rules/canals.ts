/**
 * Rent Canal, and the geometry of a canal system: cards on a grid, joined where both
 * neighbours have water on the shared edge.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { canalAt, dataOf } from '../components.js';
import type { ShipyardComponents } from '../data/index.js';
import { EDGES, type Edge } from '../items.js';
import type { PlaceBoatMove, PlaceCanalMove, RentCanalMove } from '../moves.js';
import type { PlacedCanal, ShipyardDraft, StateOrDraft } from '../state.js';
import { actionNow, spendable, startedDoing } from './actions.js';
import { drawReshuffling, slideAndRefill } from './display.js';
import { finishAction } from './turn.js';


/**
 * The edge facing `edge` on the neighbouring card.
 *
 * @group Rules
 */
export const OPPOSITE: Readonly<Record<Edge, Edge>> = { north: 'south', south: 'north', east: 'west', west: 'east' };
const STEP: Readonly<Record<Edge, readonly [number, number]>> = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] };

/**
 * A square of a canal system: the canal card (data index) and the square on it.
 *
 * @group Rules
 */
export interface Square {
  readonly canal: number;
  readonly square: number;
}

/**
 * The square of a laid canal touching its (world) edge `edge`, or `null`; a turned card has its ends swapped.
 *
 * @group Rules
 */
export function portAt(data: ShipyardComponents, placed: PlacedCanal, edge: Edge): number | null {
  const card = canalAt(data, placed.card);
  return card?.ports[placed.turned ? OPPOSITE[edge] : edge] ?? null;
}

/** The laid canal on cell (x, y), if any. */
function cellAt(system: readonly PlacedCanal[], x: number, y: number): PlacedCanal | undefined {
  return system.find((p) => p.x === x && p.y === y);
}

/**
 * The squares joined to `pos` by water, each with the edge crossed to reach it (`null` inside a card).
 *
 * @group Rules
 */
export function neighbours(data: ShipyardComponents, system: readonly PlacedCanal[], pos: Square): { to: Square; via: Edge | null }[] {
  const placed = system.find((p) => p.card === pos.canal);
  const card = canalAt(data, pos.canal);
  if (placed === undefined || card === undefined) return [];
  const out: { to: Square; via: Edge | null }[] = [];
  for (const [a, b] of card.links) {
    if (a === pos.square) out.push({ to: { canal: pos.canal, square: b }, via: null });
    else if (b === pos.square) out.push({ to: { canal: pos.canal, square: a }, via: null });
  }
  for (const edge of EDGES) {
    if (portAt(data, placed, edge) !== pos.square) continue;
    const [dx, dy] = STEP[edge];
    const next = cellAt(system, placed.x + dx, placed.y + dy);
    const entry = next === undefined ? null : portAt(data, next, OPPOSITE[edge]);
    if (next !== undefined && entry !== null) out.push({ to: { canal: next.card, square: entry }, via: edge });
  }
  return out;
}

/**
 * Whether canal `card` may be laid on cell (x, y): the cell is free and water joins it to
 * the system across at least one shared edge; with `everySide` (the stricter reading, a
 * config option) every other shared edge must match too (water to water, land to land).
 * Ruling S13.
 *
 * @rulebook Location de canal: « Chaque nouveau canal est lié de sorte qu'au moins un côté
 *   corresponde avec les autres cartes du système de canaux ».
 *
 * @group Rules
 */
export function fits(data: ShipyardComponents, system: readonly PlacedCanal[], card: number, x: number, y: number, turned: boolean, everySide: boolean): boolean {
  if (cellAt(system, x, y) !== undefined) return false;
  const me: PlacedCanal = { card, x, y, turned };
  let joined = false;
  for (const edge of EDGES) {
    const [dx, dy] = STEP[edge];
    const other = cellAt(system, x + dx, y + dy);
    if (other === undefined) continue;
    const mine = portAt(data, me, edge) !== null;
    const theirs = portAt(data, other, OPPOSITE[edge]) !== null;
    // « au moins un côté corresponde »: by default a side that does not match is allowed.
    if (mine !== theirs) {
      if (everySide) return false;
      continue;
    }
    if (mine) joined = true;
  }
  return joined;
}

/**
 * Every cell and orientation where `card` may be laid, in a stable order.
 *
 * @group Rules
 */
export function placements(data: ShipyardComponents, system: readonly PlacedCanal[], card: number, everySide: boolean): { x: number; y: number; turned: boolean }[] {
  const cells = new Map<string, [number, number]>();
  for (const p of system) {
    for (const edge of EDGES) {
      const [dx, dy] = STEP[edge];
      cells.set(`${p.x + dx},${p.y + dy}`, [p.x + dx, p.y + dy]);
    }
  }
  const sorted = [...cells.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return sorted.flatMap(([x, y]) => [false, true].filter((turned) => fits(data, system, card, x, y, turned, everySide)).map((turned) => ({ x, y, turned })));
}

/**
 * The canal cards joined by water to `from` (itself included).
 *
 * @group Rules
 */
export function connectedTo(data: ShipyardComponents, system: readonly PlacedCanal[], from: number): Set<number> {
  const seen = new Set<number>([from]);
  const todo = [from];
  while (todo.length > 0) {
    const c = todo.pop() as number;
    const card = canalAt(data, c);
    for (let square = 0; square < (card?.squares.length ?? 0); square++) {
      for (const n of neighbours(data, system, { canal: c, square })) {
        if (!seen.has(n.to.canal)) {
          seen.add(n.to.canal);
          todo.push(n.to.canal);
        }
      }
    }
  }
  return seen;
}

/**
 * The price of the canal on `row` of the display. @rulebook Location de canal: « Vous payez le nombre indiqué de florins ».
 *
 * @group Rules
 */
export function canalPrice(state: StateOrDraft, row: number): number {
  return dataOf(state).board.canalPrices[row] ?? Infinity;
}

/** Whether `seat` could lay canal `card` (anywhere, for a first canal). */
function layable(state: StateOrDraft, seat: Seat, card: number, data = dataOf(state)): boolean {
  const system = state.players[seat]?.canals ?? [];
  return system.length === 0 || placements(data, system, card, state.rules.strictCanals).length > 0;
}

/**
 * The cheapest canal on display that `seat` could lay, `Infinity` if none.
 *
 * @group Rules
 */
export function canalMinCost(state: StateOrDraft, seat: Seat): number {
  const data = dataOf(state);
  const offers = state.canalDisplay.flatMap((card, row) => (card === null ? [] : [{ card, price: canalPrice(state, row) }]));
  offers.sort((a, b) => a.price - b.price);
  return offers.find((o) => layable(state, seat, o.card, data))?.price ?? Infinity;
}

/**
 * Renting the canal on `row`: affordable, and it must have somewhere to go.
 *
 * @group Rules
 */
export function checkRent(state: StateOrDraft, move: RentCanalMove): RuleError | null {
  if (actionNow(state)?.action !== 'canal' || (state.act?.doing?.placed ?? 0) > 0) return illegal('A canal is rented only as a Rent Canal action, once.');
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
export function rentCanal(d: ShipyardDraft, move: RentCanalMove): void {
  const me = d.players[move.player];
  const card = d.canalDisplay[move.row];
  if (me === undefined || card === undefined || card === null) return;
  const doing = startedDoing(d);
  me.florins -= canalPrice(d, move.row);
  d.canalDisplay[move.row] = null;
  slideAndRefill(d.canalDisplay, () => drawReshuffling(d, d.canalDeck, d.canalDiscard, 'canals'));
  doing.placed = 1;
  if (me.canals.length === 0) me.canals.push({ card, x: 0, y: 0, turned: false });
  else doing.canal = card;
}

/**
 * Lays the rented canal; the action is done.
 *
 * @group Rules
 */
export function placeCanal(d: ShipyardDraft, move: PlaceCanalMove): void {
  const doing = startedDoing(d);
  d.players[move.player]?.canals.push({ card: doing.canal as number, x: move.x, y: move.y, turned: move.turned });
  doing.canal = null;
  finishAction(d);
}

/**
 * Puts the boat on the square at `edge`, its stern pointing out of the canal; the action is done.
 *
 * @group Rules
 */
export function placeBoat(d: ShipyardDraft, move: PlaceBoatMove): void {
  const me = d.players[move.player];
  const first = me?.canals[0];
  if (me === undefined || first === undefined) return;
  me.boat = { canal: first.card, square: portAt(dataOf(d), first, move.edge) as number, from: { kind: 'edge', edge: move.edge } };
  finishAction(d);
}
