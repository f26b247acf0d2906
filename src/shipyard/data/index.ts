/**
 * All of Shipyard's component data in one place: the six data sets, their codecs and
 * checks, and the default (synthetic) sets.
 *
 * @module
 */
import { closed, codecFor, optional } from '../../core/codecs.js';
import type { ComponentSource } from '../../core/game.js';
import { firstProblem, problemsWithin, type DataCheck, type DataProblem } from '../../core/problems.js';
import { BoardDataCodec, boardProblems, SYNTHETIC_BOARD, type BoardData } from './board.js';
import { canalSetProblems, CanalSetCodec, SYNTHETIC_CANALS, type CanalSet } from './canals.js';
import { contractSetProblems, ContractSetCodec, SYNTHETIC_CONTRACTS, type ContractSet } from './contracts.js';
import { employeeSetProblems, EmployeeSetCodec, SYNTHETIC_EMPLOYEES, type EmployeeSet } from './employees.js';
import { shipCardSetProblems, ShipCardSetCodec, SYNTHETIC_SHIP_CARDS, type ShipCardSet } from './ship-cards.js';
import { SYNTHETIC_TRAINS, TrainSetCodec, trainSetProblems, type TrainSet } from './trains.js';

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
 * Every problem of a full set of components, with the path of its field from the
 * components' root (`shipCards.cards[3].id`); empty when it can be played with. With
 * `printed` (the default, as `data validate` checks a transcription) also the printed
 * game's counts and board values.
 */
export function componentsProblems(c: ShipyardComponents, check: DataCheck = {}): DataProblem[] {
  return [
    ...problemsWithin('board', boardProblems(c.board, check)),
    ...problemsWithin('shipCards', shipCardSetProblems(c.shipCards, check)),
    ...problemsWithin('canals', canalSetProblems(c.canals, check)),
    ...problemsWithin('trains', trainSetProblems(c.trains, check)),
    ...problemsWithin('employees', employeeSetProblems(c.employees, c.board.employeeSpaces)),
    ...problemsWithin('contracts', contractSetProblems(c.contracts, check)),
  ];
}

/**
 * Why a full set of components cannot be played with, or `null`: the first of
 * {@link componentsProblems} (printed counts aside); the message starts with the path of
 * the field inside the components (`shipCards.cards[3].id: ...`).
 */
export function checkComponents(c: ShipyardComponents): string | null {
  return firstProblem(componentsProblems(c, { printed: false }));
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
export { BoardDataCodec, boardProblems, checkBoard, DISPLAY_ROWS, PRINTED_BOARD, SYNTHETIC_BOARD } from './board.js';
export { DATA_LIMITS } from './limits.js';
export type { CanalCard, CanalSet } from './canals.js';
export { CanalCardCodec, canalSetProblems, CanalSetCodec, checkCanalSet, PRINTED_CANALS, SYNTHETIC_CANALS } from './canals.js';
export type { Contract, ContractMeasure, ContractScoring, ContractSet, ShipFeature } from './contracts.js';
export { checkContractSet, ContractCodec, contractSetProblems, ContractSetCodec, PRINTED_CONTRACTS_PER_COLOUR, SHIP_FEATURES, SYNTHETIC_CONTRACTS } from './contracts.js';
export type { Employee, EmployeeEffect, EmployeeSet } from './employees.js';
export { checkEmployeeSet, EmployeeCodec, employeeSetProblems, EmployeeSetCodec, SYNTHETIC_EMPLOYEES } from './employees.js';
export type { ShipCard, ShipCardSet } from './ship-cards.js';
export { checkShipCardSet, PRINTED_SHIP_CARDS, ShipCardCodec, shipCardSetProblems, ShipCardSetCodec, SYNTHETIC_SHIP_CARDS } from './ship-cards.js';
export type { TrainCard, TrainSet } from './trains.js';
export { checkTrainSet, PRINTED_TRAINS, SYNTHETIC_TRAINS, TrainCardCodec, TrainSetCodec, trainSetProblems } from './trains.js';
