/**
 * The default Building cards: SYNTHETIC.
 *
 * The rulebook names four of the 20 buildings: the Lighthouse (a prestige building), the
 * Commodity Exchange (chooses the Price card when nobody bids on 1.4), the Bank (its money
 * only pays penalties and charges) and the Refinery (produces a barrel). Their names and
 * those roles are from the rulebook; their prestige values and every other building are
 * made up within the rulebook's range (prestige 0-3; production of a good or money;
 * buildings that hold goods).
 *
 * @module
 */
import type { BuildingCard, BuildingSet, Production } from '../cards.js';
import { SYNTHETIC } from './provenance.js';

function building(
  id: string,
  name: string,
  prestige: number,
  production: Production | null,
  storage = 0,
  commodityExchange = false,
): BuildingCard {
  return { id, name, prestige, production, storage, commodityExchange };
}

/**
 * 20 Building cards: four named by the rulebook, sixteen invented.
 *
 * @group Components
 */
export const SYNTHETIC_BUILDINGS: BuildingSet = {
  provenance: SYNTHETIC,
  cards: [
    building('lighthouse', 'Lighthouse', 3, null),
    building('commodity-exchange', 'Commodity Exchange', 1, null, 0, true),
    building('bank', 'Bank', 1, { kind: 'bank', amount: 2 }),
    building('refinery', 'Refinery', 1, { kind: 'good', good: 'barrel' }),
    building('cooperage', 'Cooperage', 0, { kind: 'good', good: 'barrel' }),
    building('crate-workshop', 'Crate workshop', 1, { kind: 'good', good: 'crate' }),
    building('sawmill', 'Sawmill', 0, { kind: 'good', good: 'crate' }),
    building('container-depot', 'Container depot', 1, { kind: 'good', good: 'container' }),
    building('box-factory', 'Box factory', 0, { kind: 'good', good: 'container' }),
    building('ferry-terminal', 'Ferry terminal', 1, { kind: 'good', good: 'passenger' }),
    building('hotel', 'Hotel', 2, { kind: 'good', good: 'passenger' }),
    building('customs-office', 'Customs office', 0, { kind: 'money', amount: 2 }),
    building('harbour-office', 'Harbour office', 1, { kind: 'money', amount: 1 }),
    building('trading-house', 'Trading house', 2, { kind: 'money', amount: 1 }),
    building('warehouse', 'Warehouse', 1, null, 2),
    building('cold-store', 'Cold store', 2, null, 1),
    building('tank-farm', 'Tank farm', 0, null, 2),
    building('town-hall', 'Town hall', 3, null),
    building('maritime-museum', 'Maritime museum', 2, null),
    building('seamens-church', "Seamen's church", 2, null),
  ],
};
