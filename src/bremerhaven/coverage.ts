/**
 * What a table can reach, for the coverage of rule-checking: its move types and the
 * phases of a round.
 *
 * @module
 */
import type { BremerhavenConfig } from './config.js';
import type { BremerhavenMove } from './moves.js';
import { componentsOf } from './setup.js';
import type { Phase } from './state.js';

/**
 * The phases in the order of a round (the starting goods come once, before the first).
 *
 * @group Rules
 */
export const PHASES: readonly Phase[] = ['startingGoods', 'bidding', 'permits', 'grow', 'prices', 'career', 'ship', 'contract', 'harbour', 'over'];

const ALL: readonly BremerhavenMove['type'][] = [
  'startingGood', 'bid', 'bollard', 'uncover', 'build', 'endPermits', 'grow', 'skipGrow', 'setPrices', 'rotatePrices',
  'swapRanks', 'keepRanks', 'placeShip', 'placeContract', 'produce', 'unload', 'deliver', 'pack', 'unpack', 'endHarbour',
];

/**
 * The move types a table with `config` can produce: starting goods only in the short and
 * solo games, Cover cards only in the long game, leaving the prices to the stack only
 * with a Commodity Exchange among the Buildings, producing only with a production Building.
 *
 * @group Rules
 */
export function moveTypes(config: BremerhavenConfig): readonly string[] {
  const variant = config.variant ?? (config.players === 1 ? 'solo' : 'long');
  const buildings = componentsOf(config).buildings.cards;
  const absent = new Set<string>([
    ...(variant === 'long' ? ['startingGood'] : ['uncover']),
    ...(buildings.some((b) => b.commodityExchange) ? [] : ['rotatePrices']),
    ...(buildings.some((b) => b.production !== null) ? [] : ['produce']),
  ]);
  return ALL.filter((t) => !absent.has(t));
}
