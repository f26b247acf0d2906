/**
 * The card catalogue of a game: every card in play by id, the board values, and where
 * they come from. It lives in `state.rules`, which no move edits, so `apply` shares it
 * between states instead of copying it (`sharedFields` in `game.ts`).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor } from '../core/codecs.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { BoardDataCodec, type BoardData } from './board.js';
import {
  BuildingCardCodec,
  ContractCardCodec,
  inGame,
  NewspaperCardCodec,
  PriceCardCodec,
  ShipCardCodec,
  type BuildingCard,
  type ContractCard,
  type NewspaperCard,
  type PriceCard,
  type ShipCard,
} from './cards.js';
import type { BremerhavenComponents } from './data/index.js';

/**
 * Every card of a game by id (Ships and Contracts: those of this player count and game length), the board values, and the provenance of each set.
 *
 * @group Rules
 */
export interface Catalog {
  readonly ships: Readonly<Record<string, ShipCard>>;
  readonly contracts: Readonly<Record<string, ContractCard>>;
  readonly buildings: Readonly<Record<string, BuildingCard>>;
  readonly prices: Readonly<Record<string, PriceCard>>;
  readonly newspapers: Readonly<Record<string, NewspaperCard>>;
  readonly board: BoardData;
  readonly provenance: { readonly [K in keyof BremerhavenComponents]: Provenance };
}

/**
 * The codec fields of a {@link Catalog}, for the state codec.
 *
 * @group Rules
 */
export const catalogProps = {
  ships: t.record(t.string, ShipCardCodec),
  contracts: t.record(t.string, ContractCardCodec),
  buildings: t.record(t.string, BuildingCardCodec),
  prices: t.record(t.string, PriceCardCodec),
  newspapers: t.record(t.string, NewspaperCardCodec),
  board: BoardDataCodec,
  provenance: codecFor<Catalog['provenance']>()(closed('CatalogProvenance', {
    ships: ProvenanceCodec,
    contracts: ProvenanceCodec,
    buildings: ProvenanceCodec,
    prices: ProvenanceCodec,
    newspapers: ProvenanceCodec,
    board: ProvenanceCodec,
  })),
};

const byId = <C extends { readonly id: string }>(cards: readonly C[]): Record<string, C> => {
  const out: Record<string, C> = {};
  for (const c of cards) out[c.id] = c;
  return out;
};

/**
 * The catalogue of a game with `table` players' cards (2 for solo) of the long game or not.
 *
 * @group Rules
 */
export function buildCatalog(c: BremerhavenComponents, table: number, long: boolean): Catalog {
  return {
    ships: byId(c.ships.cards.filter((card) => inGame(card, table, long))),
    contracts: byId(c.contracts.cards.filter((card) => inGame(card, table, long))),
    buildings: byId(c.buildings.cards),
    prices: byId(c.prices.cards),
    newspapers: byId(c.newspapers.cards),
    board: c.board,
    provenance: {
      ships: c.ships.provenance,
      contracts: c.contracts.provenance,
      buildings: c.buildings.provenance,
      prices: c.prices.provenance,
      newspapers: c.newspapers.provenance,
      board: c.board.provenance,
    },
  };
}

/**
 * The catalogue of the game `state` belongs to.
 *
 * @group Rules
 */
export function cards(state: { readonly rules: Catalog }): Catalog {
  return state.rules;
}
