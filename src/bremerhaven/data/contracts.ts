/**
 * The default Contract cards: SYNTHETIC.
 *
 * The printed values of the 56 Contract cards are not public. These 56 cards keep every
 * count and range the rulebook states (delivery time 1-5, 1-4 required goods with wild
 * symbols, penalties up to 5 money or 1 prestige on most cards, rewards up to 4 money or
 * prestige on some, back numbers 1-4, player-count icons with the long-game arrow); the
 * values are made up, except that C15 is the contract of the rulebook's sale example
 * (1 crate, 1 container, 1 barrel; reward 1 money; penalty 1 prestige).
 *
 * @module
 */
import type { CargoType } from '../goods.js';
import type { Amount, CardUse, ContractCard, ContractSet } from '../cards.js';
import { SYNTHETIC } from './provenance.js';
import { icons } from './ships.js';

function contract(
  id: string,
  back: number,
  players: readonly [CardUse | '-', CardUse | '-', CardUse | '-'],
  time: number,
  goods: readonly CargoType[],
  penalty: Amount,
  reward: Amount,
): ContractCard {
  return { id, back, players: icons(players), time, goods, penalty, reward };
}

/**
 * 56 synthetic Contract cards. Columns: id, back number, `[2p, 3p, 4p]` icons, delivery
 * time, required goods, penalty, reward.
 *
 * @group Components
 */
export const SYNTHETIC_CONTRACTS: ContractSet = {
  provenance: SYNTHETIC,
  cards: [
    contract('C01', 1, ['all', 'all', 'all'], 1, ['crate'], { money: 1, prestige: 0 }, { money: 1, prestige: 0 }),
    contract('C02', 1, ['all', 'all', 'all'], 3, ['container', 'passenger'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C03', 1, ['all', 'all', 'all'], 1, ['passenger'], { money: 1, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C04', 1, ['all', 'all', 'all'], 3, ['barrel', 'crate'], { money: 0, prestige: 1 }, { money: 2, prestige: 0 }),
    contract('C05', 1, ['all', 'all', 'all'], 1, ['wild'], { money: 1, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C06', 1, ['all', 'all', 'all'], 3, ['container', 'passenger'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C07', 1, ['all', 'all', 'all'], 1, ['passenger'], { money: 0, prestige: 0 }, { money: 1, prestige: 0 }),
    contract('C08', 1, ['long', 'all', 'all'], 3, ['barrel', 'crate'], { money: 3, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C09', 1, ['-', 'all', 'all'], 1, ['crate'], { money: 1, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C10', 1, ['-', 'all', 'all'], 3, ['container', 'wild'], { money: 3, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C11', 1, ['-', 'long', 'all'], 1, ['passenger'], { money: 0, prestige: 1 }, { money: 0, prestige: 0 }),
    contract('C12', 1, ['-', '-', 'all'], 3, ['barrel', 'crate'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C13', 1, ['-', '-', 'long'], 1, ['crate'], { money: 1, prestige: 0 }, { money: 1, prestige: 0 }),
    contract('C14', 1, ['-', '-', 'long'], 3, ['container', 'passenger'], { money: 0, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C15', 2, ['all', 'all', 'all'], 2, ['crate', 'container', 'barrel'], { money: 0, prestige: 1 }, { money: 1, prestige: 0 }),
    contract('C16', 2, ['all', 'all', 'all'], 4, ['passenger', 'barrel', 'crate'], { money: 4, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C17', 2, ['all', 'all', 'all'], 2, ['barrel', 'crate'], { money: 2, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C18', 2, ['all', 'all', 'all'], 4, ['crate', 'container', 'passenger'], { money: 0, prestige: 1 }, { money: 3, prestige: 0 }),
    contract('C19', 2, ['all', 'all', 'all'], 2, ['container', 'wild'], { money: 2, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C20', 2, ['all', 'all', 'all'], 4, ['passenger', 'barrel', 'crate'], { money: 4, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C21', 2, ['all', 'all', 'all'], 2, ['barrel', 'crate'], { money: 0, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C22', 2, ['long', 'all', 'all'], 4, ['crate', 'container', 'passenger'], { money: 4, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C23', 2, ['-', 'all', 'all'], 2, ['container', 'container'], { money: 2, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C24', 2, ['-', 'all', 'all'], 4, ['passenger', 'barrel', 'wild'], { money: 4, prestige: 0 }, { money: 3, prestige: 0 }),
    contract('C25', 2, ['-', 'long', 'all'], 2, ['barrel', 'crate'], { money: 0, prestige: 1 }, { money: 0, prestige: 0 }),
    contract('C26', 2, ['-', '-', 'all'], 4, ['crate', 'container', 'passenger'], { money: 4, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C27', 2, ['-', '-', 'long'], 2, ['container', 'container'], { money: 2, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C28', 2, ['-', '-', 'long'], 4, ['passenger', 'barrel', 'crate'], { money: 0, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C29', 3, ['all', 'all', 'all'], 2, ['passenger', 'passenger'], { money: 2, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C30', 3, ['all', 'all', 'all'], 4, ['barrel', 'crate', 'container'], { money: 4, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C31', 3, ['all', 'all', 'all'], 4, ['crate', 'container', 'passenger', 'barrel'], { money: 4, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C32', 3, ['all', 'all', 'all'], 3, ['container', 'passenger'], { money: 0, prestige: 1 }, { money: 2, prestige: 0 }),
    contract('C33', 3, ['all', 'all', 'all'], 3, ['passenger', 'passenger', 'wild'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C34', 3, ['all', 'all', 'all'], 5, ['barrel', 'crate', 'container', 'passenger'], { money: 5, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C35', 3, ['all', 'all', 'all'], 2, ['crate', 'container'], { money: 0, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C36', 3, ['long', 'all', 'all'], 4, ['container', 'passenger', 'barrel'], { money: 4, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C37', 3, ['-', 'all', 'all'], 4, ['passenger', 'passenger', 'passenger', 'passenger'], { money: 4, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C38', 3, ['-', 'long', 'all'], 3, ['barrel', 'wild'], { money: 3, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C39', 3, ['-', 'long', 'all'], 3, ['crate', 'container', 'passenger'], { money: 0, prestige: 1 }, { money: 0, prestige: 0 }),
    contract('C40', 3, ['-', '-', 'all'], 5, ['container', 'passenger', 'barrel', 'crate'], { money: 5, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C41', 3, ['-', '-', 'long'], 2, ['passenger', 'passenger'], { money: 2, prestige: 0 }, { money: 2, prestige: 0 }),
    contract('C42', 3, ['-', '-', 'long'], 4, ['barrel', 'crate', 'container'], { money: 0, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C43', 4, ['all', 'all', 'all'], 3, ['barrel', 'barrel', 'barrel'], { money: 3, prestige: 0 }, { money: 3, prestige: 0 }),
    contract('C44', 4, ['all', 'all', 'all'], 5, ['crate', 'container', 'passenger', 'barrel'], { money: 5, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C45', 4, ['all', 'all', 'all'], 3, ['container', 'passenger', 'barrel'], { money: 3, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C46', 4, ['all', 'all', 'all'], 5, ['passenger', 'barrel', 'crate', 'container'], { money: 0, prestige: 1 }, { money: 4, prestige: 0 }),
    contract('C47', 4, ['all', 'all', 'all'], 3, ['barrel', 'barrel', 'wild'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C48', 4, ['all', 'all', 'all'], 5, ['crate', 'container', 'passenger', 'barrel'], { money: 5, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C49', 4, ['all', 'all', 'all'], 3, ['container', 'passenger', 'barrel'], { money: 0, prestige: 0 }, { money: 3, prestige: 0 }),
    contract('C50', 4, ['long', 'all', 'all'], 5, ['passenger', 'barrel', 'crate', 'container'], { money: 5, prestige: 0 }, { money: 0, prestige: 1 }),
    contract('C51', 4, ['-', 'all', 'all'], 3, ['barrel', 'barrel', 'barrel'], { money: 3, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C52', 4, ['-', 'long', 'all'], 5, ['crate', 'container', 'passenger', 'wild'], { money: 5, prestige: 0 }, { money: 4, prestige: 0 }),
    contract('C53', 4, ['-', 'long', 'all'], 3, ['container', 'passenger', 'barrel'], { money: 0, prestige: 1 }, { money: 0, prestige: 0 }),
    contract('C54', 4, ['-', '-', 'all'], 5, ['passenger', 'barrel', 'crate', 'container'], { money: 5, prestige: 0 }, { money: 0, prestige: 0 }),
    contract('C55', 4, ['-', '-', 'long'], 3, ['barrel', 'barrel', 'barrel'], { money: 3, prestige: 0 }, { money: 3, prestige: 0 }),
    contract('C56', 4, ['-', '-', 'long'], 5, ['crate', 'container', 'passenger', 'barrel'], { money: 0, prestige: 0 }, { money: 0, prestige: 0 }),
  ],
};
