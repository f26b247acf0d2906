/**
 * The default Ship cards: SYNTHETIC.
 *
 * The printed values of the 48 Ship cards are not public. These 48 cards keep every count
 * and range the rulebook states (lay time 1-5, 1-5 goods of one type or wild, berth size
 * 0-3, prestige 1-5, back numbers 1-4, player-count icons with the long-game arrow), and
 * give each player count enough cards for its longest game; the values themselves are
 * made up. "Oil tanker" and "Queen Maria II" are names the rulebook mentions; every other
 * name is invented. Replace them with a transcription through the config (`docs/bremerhaven/data.md`).
 *
 * @module
 */
import type { CargoType } from '../goods.js';
import type { CardUse, PlayerIcons, ShipCard, ShipSet } from '../cards.js';
import { SYNTHETIC } from './provenance.js';

type Use = CardUse | '-';

/**
 * Player icons from a `[2p, 3p, 4p]` row: `'all'`, `'long'` (arrow) or `'-'` (not used).
 *
 * @group Components
 */
export function icons([p2, p3, p4]: readonly [Use, Use, Use]): PlayerIcons {
  const out: { '2'?: CardUse; '3'?: CardUse; '4'?: CardUse } = {};
  if (p2 !== '-') out['2'] = p2;
  if (p3 !== '-') out['3'] = p3;
  if (p4 !== '-') out['4'] = p4;
  return out;
}

function ship(
  id: string,
  name: string,
  back: number,
  players: readonly [Use, Use, Use],
  layTime: number,
  cargo: CargoType,
  cargoCount: number,
  berth: number,
  prestige: number,
): ShipCard {
  return { id, name, back, players: icons(players), layTime, cargo, cargoCount, berth, prestige };
}

/**
 * 48 synthetic Ship cards. Columns: id, name, back number, `[2p, 3p, 4p]` icons, lay time,
 * cargo, cargo count, berth size, prestige.
 *
 * @group Components
 */
export const SYNTHETIC_SHIPS: ShipSet = {
  provenance: SYNTHETIC,
  cards: [
    ship('S01', 'Tanker', 1, ['all', 'all', 'all'], 2, 'barrel', 1, 0, 2),
    ship('S02', 'Freighter', 1, ['all', 'all', 'all'], 3, 'crate', 2, 1, 2),
    ship('S03', 'Feeder', 1, ['all', 'all', 'all'], 4, 'container', 3, 0, 1),
    ship('S04', 'Cruise ship', 1, ['all', 'all', 'all'], 1, 'passenger', 1, 1, 3),
    ship('S05', 'Tanker', 1, ['all', 'all', 'all'], 2, 'barrel', 2, 0, 1),
    ship('S06', 'Freighter', 1, ['all', 'all', 'all'], 3, 'crate', 3, 1, 2),
    ship('S07', 'Feeder', 1, ['long', 'all', 'all'], 4, 'container', 1, 0, 2),
    ship('S08', 'Cruise ship', 1, ['-', 'all', 'all'], 1, 'passenger', 2, 1, 2),
    ship('S09', 'Tanker', 1, ['-', 'long', 'all'], 2, 'barrel', 3, 0, 1),
    ship('S10', 'Freighter', 1, ['-', '-', 'all'], 3, 'crate', 1, 1, 3),
    ship('S11', 'Feeder', 1, ['-', '-', 'long'], 4, 'container', 2, 0, 1),
    ship('S12', 'Multi-purpose ship', 1, ['-', '-', 'long'], 1, 'wild', 3, 1, 2),
    ship('S13', 'Tanker', 2, ['all', 'all', 'all'], 3, 'barrel', 2, 1, 3),
    ship('S14', 'Freighter', 2, ['all', 'all', 'all'], 4, 'crate', 3, 2, 3),
    ship('S15', 'Feeder', 2, ['all', 'all', 'all'], 2, 'container', 4, 1, 2),
    ship('S16', 'Cruise ship', 2, ['all', 'all', 'all'], 2, 'passenger', 2, 2, 4),
    ship('S17', 'Tanker', 2, ['all', 'all', 'all'], 3, 'barrel', 3, 1, 2),
    ship('S18', 'Freighter', 2, ['all', 'all', 'all'], 5, 'crate', 4, 2, 3),
    ship('S19', 'Feeder', 2, ['long', 'all', 'all'], 1, 'container', 2, 1, 3),
    ship('S20', 'Cruise ship', 2, ['-', 'all', 'all'], 2, 'passenger', 3, 2, 3),
    ship('S21', 'Tanker', 2, ['-', 'long', 'all'], 4, 'barrel', 4, 1, 2),
    ship('S22', 'Freighter', 2, ['-', '-', 'all'], 4, 'crate', 2, 2, 4),
    ship('S23', 'Feeder', 2, ['-', '-', 'long'], 1, 'container', 3, 1, 2),
    ship('S24', 'Multi-purpose ship', 2, ['-', '-', 'long'], 3, 'wild', 4, 2, 3),
    ship('S25', 'Oil tanker', 3, ['all', 'all', 'all'], 4, 'barrel', 3, 1, 3),
    ship('S26', 'Heavy-lift ship', 3, ['all', 'all', 'all'], 2, 'crate', 4, 2, 3),
    ship('S27', 'Container ship', 3, ['all', 'all', 'all'], 3, 'container', 5, 1, 2),
    ship('S28', 'Liner', 3, ['all', 'all', 'all'], 3, 'passenger', 3, 2, 4),
    ship('S29', 'Oil tanker', 3, ['all', 'all', 'all'], 5, 'barrel', 4, 1, 2),
    ship('S30', 'Tramp steamer', 3, ['long', 'all', 'all'], 2, 'wild', 5, 2, 3),
    ship('S31', 'Container ship', 3, ['-', 'all', 'all'], 2, 'container', 3, 1, 3),
    ship('S32', 'Liner', 3, ['-', 'long', 'all'], 4, 'passenger', 4, 2, 3),
    ship('S33', 'Oil tanker', 3, ['-', 'long', 'all'], 5, 'barrel', 5, 1, 2),
    ship('S34', 'Heavy-lift ship', 3, ['-', '-', 'all'], 1, 'crate', 3, 2, 4),
    ship('S35', 'Container ship', 3, ['-', '-', 'long'], 3, 'container', 4, 1, 2),
    ship('S36', 'Tramp steamer', 3, ['-', '-', 'long'], 4, 'wild', 5, 2, 3),
    ship('S37', 'Chemical tanker', 4, ['all', 'all', 'all'], 2, 'barrel', 4, 2, 4),
    ship('S38', 'Heavy-lift ship', 4, ['all', 'all', 'all'], 3, 'crate', 5, 3, 4),
    ship('S39', 'Box carrier', 4, ['all', 'all', 'all'], 4, 'container', 5, 2, 3),
    ship('S40', 'Queen Maria II', 4, ['all', 'all', 'all'], 5, 'passenger', 4, 3, 5),
    ship('S41', 'Chemical tanker', 4, ['all', 'all', 'all'], 2, 'barrel', 5, 2, 3),
    ship('S42', 'Tramp steamer', 4, ['long', 'all', 'all'], 3, 'wild', 5, 3, 4),
    ship('S43', 'Box carrier', 4, ['-', 'all', 'all'], 4, 'container', 4, 2, 4),
    ship('S44', 'Liner', 4, ['-', 'long', 'all'], 5, 'passenger', 5, 3, 4),
    ship('S45', 'Chemical tanker', 4, ['-', 'long', 'all'], 2, 'barrel', 5, 2, 3),
    ship('S46', 'Heavy-lift ship', 4, ['-', '-', 'all'], 3, 'crate', 4, 3, 5),
    ship('S47', 'Box carrier', 4, ['-', '-', 'long'], 4, 'container', 5, 2, 3),
    ship('S48', 'Tramp steamer', 4, ['-', '-', 'long'], 5, 'wild', 5, 3, 4),
  ],
};
