/**
 * The geometry of a canal system (cards on a grid, joined where both neighbours have water
 * on the shared edge), canal prices and the cheapest canal a player could lay. Below the
 * actions (`actions.ts`), which ask what renting a canal costs at least.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { canalAt, dataOf } from '../components.js';
import { type ShipyardComponents } from '../data/index.js';
import { EDGES, type Edge } from '../items.js';
import type { PlacedCanal, StateOrDraft } from '../state.js';

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
  for (const p of system) if (p.x === x && p.y === y) return p;
  return undefined;
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
  const ports = canalAt(data, card)?.ports;
  let joined = false;
  for (const edge of EDGES) {
    const [dx, dy] = STEP[edge];
    const other = cellAt(system, x + dx, y + dy);
    if (other === undefined) continue;
    // As `portAt` of this card laid here, without building the placed card.
    const mine = (ports?.[turned ? OPPOSITE[edge] : edge] ?? null) !== null;
    const theirs = portAt(data, other, OPPOSITE[edge]) !== null;
    // « au moins un côté corresponde »: by default a side that does not match is allowed,
    // and the first side joined by water settles it (the Rent Canal cost asks this often).
    if (mine !== theirs) {
      if (everySide) return false;
      continue;
    }
    if (mine) {
      if (!everySide) return true;
      joined = true;
    }
  }
  return joined;
}

/**
 * Every cell and orientation where `card` may be laid, in a stable order.
 *
 * @group Rules
 */
export function placements(data: ShipyardComponents, system: readonly PlacedCanal[], card: number, everySide: boolean): { x: number; y: number; turned: boolean }[] {
  // The cells next to the system by row, then column; a cell next to two canals comes
  // twice in a row and is tried once.
  const cells: [number, number][] = [];
  for (const p of system) {
    for (const edge of EDGES) {
      const [dx, dy] = STEP[edge];
      cells.push([p.x + dx, p.y + dy]);
    }
  }
  cells.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const out: { x: number; y: number; turned: boolean }[] = [];
  cells.forEach(([x, y], i) => {
    const before = cells[i - 1];
    if (before !== undefined && before[0] === x && before[1] === y) return;
    if (fits(data, system, card, x, y, false, everySide)) out.push({ x, y, turned: false });
    if (fits(data, system, card, x, y, true, everySide)) out.push({ x, y, turned: true });
  });
  return out;
}

/**
 * Whether `card` may be laid anywhere: `placements(...).length > 0`, stopping at the first
 * fit (the cost of the Rent Canal action asks this of every canal on display).
 *
 * @group Rules
 */
export function fitsAnywhere(data: ShipyardComponents, system: readonly PlacedCanal[], card: number, everySide: boolean): boolean {
  for (const p of system) {
    for (const edge of EDGES) {
      const [dx, dy] = STEP[edge];
      if (fits(data, system, card, p.x + dx, p.y + dy, false, everySide) || fits(data, system, card, p.x + dx, p.y + dy, true, everySide)) return true;
    }
  }
  return false;
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
export function layable(state: StateOrDraft, seat: Seat, card: number, data = dataOf(state)): boolean {
  const system = state.players[seat]?.canals ?? [];
  return system.length === 0 || fitsAnywhere(data, system, card, state.rules.strictCanals);
}

/**
 * The cheapest canal on display that `seat` could lay, `Infinity` if none.
 *
 * @group Rules
 */
export function canalMinCost(state: StateOrDraft, seat: Seat): number {
  const data = dataOf(state);
  let best = Infinity;
  state.canalDisplay.forEach((card, row) => {
    // Only a canal that would lower the cost is tried in the canal system.
    if (card !== null && canalPrice(state, row) < best && layable(state, seat, card, data)) best = canalPrice(state, row);
  });
  return best;
}
