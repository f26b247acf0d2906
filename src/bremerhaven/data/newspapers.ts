/**
 * The default Newspaper cards: SYNTHETIC.
 *
 * The printed Newspaper cards are not public. These 18 cards keep what the rulebook and
 * its arithmetic fix: progress values small enough that a 4-player long game lasts 8 to
 * 12 rounds on the default track (eight cards advance 1 space, ten advance 2), solo icons
 * on the ten spaces of the 2-player layout, and events that affect all players equally,
 * good or bad (money, charges, prestige). The headlines and effects are made up.
 *
 * @module
 */
import type { EventEffect, NewspaperCard, NewspaperSet } from '../cards.js';
import type { SpaceId } from '../spaces.js';
import { SYNTHETIC } from './provenance.js';

function paper(id: string, progress: number, soloSpace: SpaceId, headline: string, ...effects: EventEffect[]): NewspaperCard {
  return { id, progress, soloSpace, headline, effects };
}

/**
 * 18 Newspaper cards: progress, solo icon, event.
 *
 * @group Components
 */
export const SYNTHETIC_NEWSPAPERS: NewspaperSet = {
  provenance: SYNTHETIC,
  cards: [
    paper('N01', 1, 'permit', 'Storm damage: every harbour pays 2 money', { kind: 'payMoney', amount: 2 }),
    paper('N02', 2, 'sea1', 'Harbour festival: every harbour earns 2 money', { kind: 'gainMoney', amount: 2 }),
    paper('N03', 1, 'land1', 'Port dues: 1 money per Ship in your Docks', { kind: 'payPerShip', amount: 1 }),
    paper('N04', 2, 'grow', 'Calm seas: nothing happens'),
    paper('N05', 2, 'building', 'Royal visit: every harbour gains 1 prestige', { kind: 'gainPrestige', amount: 1 }),
    paper('N06', 1, 'sea2', 'Smuggling scandal: every harbour loses 1 prestige', { kind: 'losePrestige', amount: 1 }),
    paper('N07', 2, 'land2', 'Warehouse rats: 1 money per good in storage', { kind: 'payPerGood', amount: 1 }),
    paper('N08', 2, 'career', 'Trade fair: every harbour earns 3 money', { kind: 'gainMoney', amount: 3 }),
    paper('N09', 1, 'prices', 'New taxes: every harbour pays 3 money', { kind: 'payMoney', amount: 3 }),
    paper('N10', 2, 'permit', 'Fog: nothing happens'),
    paper('N11', 1, 'sea1', 'Pilot strike: 2 money per Ship in your Docks', { kind: 'payPerShip', amount: 2 }),
    paper('N12', 2, 'land1', 'Good harvest: every harbour earns 1 money', { kind: 'gainMoney', amount: 1 }),
    paper('N13', 2, 'building', 'Shipping award: every harbour gains 1 prestige', { kind: 'gainPrestige', amount: 1 }),
    paper('N14', 1, 'grow', 'Oil spill: every harbour pays 1 money and loses 1 prestige', { kind: 'payMoney', amount: 1 }, { kind: 'losePrestige', amount: 1 }),
    paper('N15', 2, 'sea2', 'Quiet week: nothing happens'),
    paper('N16', 1, 'land2', 'Harbour fees: every harbour pays 1 money', { kind: 'payMoney', amount: 1 }),
    paper('N17', 2, 'career', 'Tourist boom: every harbour earns 2 money', { kind: 'gainMoney', amount: 2 }),
    paper('N18', 1, 'parking', 'Customs inspection: 1 money per good in storage', { kind: 'payPerGood', amount: 1 }),
  ],
};
