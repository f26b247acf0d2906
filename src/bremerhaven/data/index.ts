/**
 * The default component data of Bremerhaven, all SYNTHETIC (see each file).
 *
 * @module
 */
import type { BoardData } from '../board.js';
import type { BuildingSet, ContractSet, NewspaperSet, PriceSet, ShipSet } from '../cards.js';
import { SYNTHETIC_BOARD } from './board.js';
import { SYNTHETIC_BUILDINGS } from './buildings.js';
import { SYNTHETIC_CONTRACTS } from './contracts.js';
import { SYNTHETIC_NEWSPAPERS } from './newspapers.js';
import { SYNTHETIC_PRICES } from './prices.js';
import { SYNTHETIC_SHIPS } from './ships.js';

/** Every component data set a Bremerhaven game reads. */
export interface BremerhavenComponents {
  readonly ships: ShipSet;
  readonly contracts: ContractSet;
  readonly buildings: BuildingSet;
  readonly prices: PriceSet;
  readonly newspapers: NewspaperSet;
  readonly board: BoardData;
}

/**
 * The default components: synthetic values that keep the rulebook's counts (48 Ships,
 * 56 Contracts, 20 Buildings, 24 Price cards, 18 Newspapers) and ranges. Deep-frozen:
 * they are constants, and every table set up with them shares one catalogue built from
 * them (see `setup.ts`), which is only sound while they cannot change.
 */
export const DEFAULT_COMPONENTS: BremerhavenComponents = deepFrozen({
  ships: SYNTHETIC_SHIPS,
  contracts: SYNTHETIC_CONTRACTS,
  buildings: SYNTHETIC_BUILDINGS,
  prices: SYNTHETIC_PRICES,
  newspapers: SYNTHETIC_NEWSPAPERS,
  board: SYNTHETIC_BOARD,
});

/**
 * `value`, frozen at every depth (plain data only).
 *
 * @internal
 */
export function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFrozen(inner);
  }
  return value;
}

/**
 * How many cards of each kind the printed game has.
 *
 * @rulebook Components: 48 Ship cards, 56 Contract cards, 20 Building cards, 24 Price cards, 18 Newspaper cards.
 */
export const RULEBOOK_COUNTS = { ships: 48, contracts: 56, buildings: 20, prices: 24, newspapers: 18 } as const;
