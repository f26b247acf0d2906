/**
 * All of Shipyard's component data in one place: the six data sets, their codecs and
 * checks, and the default (synthetic) sets.
 *
 * @module
 */
import { closed, codecFor, optional } from '../../core/codecs.js';
import type { ComponentSource } from '../../core/game.js';
import { BoardDataCodec, checkBoard, SYNTHETIC_BOARD, type BoardData } from './board.js';
import { CanalSetCodec, checkCanalSet, SYNTHETIC_CANALS, type CanalSet } from './canals.js';
import { checkContractSet, ContractSetCodec, SYNTHETIC_CONTRACTS, type ContractSet } from './contracts.js';
import { checkEmployeeSet, EmployeeSetCodec, SYNTHETIC_EMPLOYEES, type EmployeeSet } from './employees.js';
import { checkShipCardSet, ShipCardSetCodec, SYNTHETIC_SHIP_CARDS, type ShipCardSet } from './ship-cards.js';
import { checkTrainSet, SYNTHETIC_TRAINS, TrainSetCodec, type TrainSet } from './trains.js';

/** Every data set a Shipyard table is played with. */
export interface ShipyardComponents {
  /** The ship cards (bows, middles, sterns). */
  readonly shipCards: ShipCardSet;
  /** The canal cards. */
  readonly canals: CanalSet;
  /** The freight trains (the deck and the starting trains). */
  readonly trains: TrainSet;
  /** The employees. */
  readonly employees: EmployeeSet;
  /** The government contracts. */
  readonly contracts: ContractSet;
  /** The values printed on the board (track, prices, rings, exchange). */
  readonly board: BoardData;
}

/** Some of the data sets: what a config may replace; the others stay the defaults. */
export type ComponentOverrides = { readonly [K in keyof ShipyardComponents]?: ShipyardComponents[K] | undefined };

/** Codec for {@link ShipyardComponents}: every data set present. */
export const ShipyardComponentsCodec = codecFor<ShipyardComponents>()(closed('ShipyardComponents', {
  shipCards: ShipCardSetCodec,
  canals: CanalSetCodec,
  trains: TrainSetCodec,
  employees: EmployeeSetCodec,
  contracts: ContractSetCodec,
  board: BoardDataCodec,
}));

/** Codec for {@link ComponentOverrides}. */
export const ComponentOverridesCodec = codecFor<ComponentOverrides>()(closed('ComponentOverrides', {}, {
  shipCards: optional(ShipCardSetCodec),
  canals: optional(CanalSetCodec),
  trains: optional(TrainSetCodec),
  employees: optional(EmployeeSetCodec),
  contracts: optional(ContractSetCodec),
  board: optional(BoardDataCodec),
}));

/**
 * The default data sets, all **synthetic** (see `docs/shipyard/data.md`). Frozen, all the
 * way down: every table played with them shares them, so an edit through one state would
 * otherwise change every game that follows.
 */
export const DEFAULT_COMPONENTS: ShipyardComponents = deepFrozen({
  shipCards: SYNTHETIC_SHIP_CARDS,
  canals: SYNTHETIC_CANALS,
  trains: SYNTHETIC_TRAINS,
  employees: SYNTHETIC_EMPLOYEES,
  contracts: SYNTHETIC_CONTRACTS,
  board: SYNTHETIC_BOARD,
});

/** `value` with every object and array in it frozen. */
function deepFrozen<T>(value: T): T {
  const todo: unknown[] = [value];
  while (todo.length > 0) {
    const v = todo.pop();
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue;
    Object.freeze(v);
    todo.push(...Object.values(v));
  }
  return value;
}

/** The defaults with `overrides` in their place. */
export function withDefaults(overrides: ComponentOverrides | null | undefined): ShipyardComponents {
  return {
    shipCards: overrides?.shipCards ?? DEFAULT_COMPONENTS.shipCards,
    canals: overrides?.canals ?? DEFAULT_COMPONENTS.canals,
    trains: overrides?.trains ?? DEFAULT_COMPONENTS.trains,
    employees: overrides?.employees ?? DEFAULT_COMPONENTS.employees,
    contracts: overrides?.contracts ?? DEFAULT_COMPONENTS.contracts,
    board: overrides?.board ?? DEFAULT_COMPONENTS.board,
  };
}

/**
 * Why a full set of components cannot be played with, or `null`; the message starts with
 * the path of the field inside the components (`shipCards.cards[3].id: ...`).
 */
export function checkComponents(c: ShipyardComponents): string | null {
  const within = (set: keyof ShipyardComponents, problem: string | null): string | null => (problem === null ? null : `${set}.${problem}`);
  return (
    within('board', checkBoard(c.board)) ??
    within('shipCards', checkShipCardSet(c.shipCards)) ??
    within('canals', checkCanalSet(c.canals)) ??
    within('trains', checkTrainSet(c.trains)) ??
    within('employees', checkEmployeeSet(c.employees, c.board.employeeSpaces)) ??
    within('contracts', checkContractSet(c.contracts))
  );
}

/** The data sets and their provenance, as `Game.components` reports them. */
export function componentSources(c: ShipyardComponents): ComponentSource[] {
  return [
    { label: 'ship cards', provenance: c.shipCards.provenance },
    { label: 'canals', provenance: c.canals.provenance },
    { label: 'freight trains', provenance: c.trains.provenance },
    { label: 'employees', provenance: c.employees.provenance },
    { label: 'government contracts', provenance: c.contracts.provenance },
    { label: 'board', provenance: c.board.provenance },
  ];
}

export type { BoardData, CommodityPrices, ExchangeTable, TrackPlacement } from './board.js';
export { BoardDataCodec, checkBoard, DISPLAY_ROWS, SYNTHETIC_BOARD } from './board.js';
export { DATA_LIMITS } from './limits.js';
export type { CanalCard, CanalSet } from './canals.js';
export { CanalCardCodec, CanalSetCodec, checkCanalSet, SYNTHETIC_CANALS } from './canals.js';
export type { Contract, ContractMeasure, ContractScoring, ContractSet, ShipFeature } from './contracts.js';
export { checkContractSet, ContractCodec, ContractSetCodec, SHIP_FEATURES, SYNTHETIC_CONTRACTS } from './contracts.js';
export type { Employee, EmployeeEffect, EmployeeSet } from './employees.js';
export { checkEmployeeSet, EmployeeCodec, EmployeeSetCodec, SYNTHETIC_EMPLOYEES } from './employees.js';
export type { ShipCard, ShipCardSet } from './ship-cards.js';
export { checkShipCardSet, ShipCardCodec, ShipCardSetCodec, SYNTHETIC_SHIP_CARDS } from './ship-cards.js';
export type { TrainCard, TrainSet } from './trains.js';
export { checkTrainSet, SYNTHETIC_TRAINS, TrainCardCodec, TrainSetCodec } from './trains.js';
