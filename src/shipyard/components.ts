/**
 * Reading the component data a state is played with, and the facts about a player that
 * several rules need (employees' effects, a ship's features).
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { type CanalCard, type Employee, type EmployeeEffect, type ShipCard, type ShipyardComponents, type TrainCard } from './data/index.js';
import { MOUNTS, noPieces, SAFETY, type Item, type Mount, type Safety } from './items.js';
import type { ShipPart, StateOrDraft } from './state.js';


/**
 * The data sets a state is played with.
 *
 * @group Components
 */
export function dataOf(state: StateOrDraft): ShipyardComponents {
  return state.rules.components;
}

/**
 * Every train card by index: the deck's, then the starting trains.
 *
 * @group Components
 */
export function allTrains(data: ShipyardComponents): readonly TrainCard[] {
  return [...data.trains.deck, ...data.trains.starting];
}

/**
 * The train card with index `i`.
 *
 * @group Components
 */
export function trainAt(data: ShipyardComponents, i: number): TrainCard | undefined {
  const deck = data.trains.deck;
  return i < deck.length ? deck[i] : data.trains.starting[i - deck.length];
}

/**
 * The canal card with index `i`.
 *
 * @group Components
 */
export function canalAt(data: ShipyardComponents, i: number): CanalCard | undefined {
  return data.canals.cards[i];
}

/**
 * The employees `seat` has hired.
 *
 * @group Components
 */
export function employeesOf(state: StateOrDraft, seat: Seat, data = dataOf(state)): Employee[] {
  const list = data.employees.employees;
  const out: Employee[] = [];
  for (const i of state.players[seat]?.employees ?? []) {
    const employee = list[i];
    if (employee) out.push(employee);
  }
  return out;
}

/**
 * The effects of the employees `seat` has hired, of one kind.
 *
 * @group Components
 */
export function effectsOf<K extends EmployeeEffect['kind']>(
  state: StateOrDraft,
  seat: Seat,
  kind: K,
  data = dataOf(state),
): Extract<EmployeeEffect, { kind: K }>[] {
  // A loop rather than map/filter chains: these are asked on every move (costs, loads, sales).
  const list = data.employees.employees;
  const out: Extract<EmployeeEffect, { kind: K }>[] = [];
  for (const i of state.players[seat]?.employees ?? []) {
    const fx = list[i]?.effect;
    if (fx?.kind === kind) out.push(fx as Extract<EmployeeEffect, { kind: K }>);
  }
  return out;
}

/**
 * Whether `seat` employs someone of `kind` (helmsman, rigger, accountant, foreman).
 *
 * @group Components
 */
export function employs(state: StateOrDraft, seat: Seat, kind: EmployeeEffect['kind'], data = dataOf(state)): boolean {
  const list = data.employees.employees;
  for (const i of state.players[seat]?.employees ?? []) if (list[i]?.effect.kind === kind) return true;
  return false;
}

/**
 * The pieces `seat`'s constructors let a ship carry without cabin or mounting point.
 *
 * @group Components
 */
export function allowances(state: StateOrDraft, seat: Seat, data = dataOf(state)): Record<Item, number> {
  const out = noPieces();
  for (const fx of effectsOf(state, seat, 'constructor', data)) out[fx.item] += fx.count;
  return out;
}

/**
 * What a ship's cards offer: cabins, mounting points and safety devices (substitutes offer nothing).
 *
 * @group Components
 */
export interface HullFeatures {
  readonly cabins: number;
  readonly mounts: Record<Mount, number>;
  readonly safety: Record<Safety, number>;
}

/**
 * The cabins, mounting points and safety devices of a ship, summed over its cards.
 *
 * @rulebook Achèvement d'un bateau: a substitute card « n'a aucun point de montage, aucune
 *   cabine et aucun équipement de sécurité ».
 *
 * @group Components
 */
export function hullOf(parts: readonly ShipPart[], data: ShipyardComponents): HullFeatures {
  const mounts = { sailFunnel: 0, propeller: 0, crane: 0, cannon: 0 };
  const safety = { buoy: 0, lifeboat: 0, lantern: 0 };
  let cabins = 0;
  for (const part of parts) {
    const card: ShipCard | undefined = part.card === null ? undefined : data.shipCards.cards[part.card];
    if (card === undefined) continue;
    cabins += card.cabins;
    for (const m of MOUNTS) mounts[m] += card.mounts[m];
    for (const s of SAFETY) safety[s] += card.safety[s];
  }
  return { cabins, mounts, safety };
}
