/**
 * The card catalogue of a game: every card in play by id, the board values, and where
 * they come from. It lives in `state.rules`, which no move edits, so `apply` shares it
 * between states instead of copying it (`sharedFields` in `game.ts`).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, safeId } from '../core/codecs.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { firstProblem, problemsWithin, type DataCheck, type DataProblem } from '../core/problems.js';
import { BoardDataCodec, boardProblems, type BoardData } from './board.js';
import {
  BuildingCardCodec,
  buildingSetProblems,
  contractSetProblems,
  newspaperSetProblems,
  priceSetProblems,
  shipSetProblems,
  ContractCardCodec,
  inGame,
  NewspaperCardCodec,
  PriceCardCodec,
  ShipCardCodec,
  type BuildingCard,
  type CardSet,
  type DeckCard,
  type ContractCard,
  type NewspaperCard,
  type PriceCard,
  type ShipCard,
} from './cards.js';
import { RULEBOOK_COUNTS, type BremerhavenComponents } from './data/index.js';

/**
 * Every card of a game by id (Ships and Contracts: those of this player count and game length), the board values, and the provenance of each set.
 *
 * @group Rules
 */
export interface Catalog {
  /** The Ship cards of this player count and game length, by id. */
  readonly ships: Readonly<Record<string, ShipCard>>;
  /** The Contract cards of this player count and game length, by id. */
  readonly contracts: Readonly<Record<string, ContractCard>>;
  /** The 20 Building cards, by id. */
  readonly buildings: Readonly<Record<string, BuildingCard>>;
  /** The 24 Price cards, by id. */
  readonly prices: Readonly<Record<string, PriceCard>>;
  /** The Newspaper cards, by id (not used in the short game). */
  readonly newspapers: Readonly<Record<string, NewspaperCard>>;
  /** The printed board values: Cover card and bollard costs, the Progress track. */
  readonly board: BoardData;
  /** Where each set's values come from (printed, transcribed, or synthetic). */
  readonly provenance: CatalogProvenance;
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

/**
 * Where the values of each component set of a catalogue come from.
 *
 * @group Rules
 */
export interface CatalogProvenance {
  /** Of the Ship cards. */
  readonly ships: Provenance;
  /** Of the Contract cards. */
  readonly contracts: Provenance;
  /** Of the Building cards. */
  readonly buildings: Provenance;
  /** Of the Price cards. */
  readonly prices: Provenance;
  /** Of the Newspaper cards. */
  readonly newspapers: Provenance;
  /** Of the board values. */
  readonly board: Provenance;
}

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

/**
 * The card with id `id` in one of the catalogue's records, or `undefined`. Only the
 * record's own entries count: an id such as `constructor` or `toString` (from a move or an
 * edited save) finds nothing, never a property that every object inherits.
 *
 * @group Rules
 */
export function lookup<C>(record: Readonly<Record<string, C>>, id: string): C | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}

const KINDS = ['ships', 'contracts', 'buildings', 'prices', 'newspapers'] as const;

/** An id as an error message shows it: quoted, cut short. */
export const showId = (id: string): string => JSON.stringify(id.length <= 40 ? id : `${id.slice(0, 37)}...`);

/**
 * Why `c` is not a catalogue that {@link buildCatalog} could have built for a table of
 * `table` players' cards in the long game or not, or `null`: each record keyed by the
 * safe ids of its cards, the Ships and Contracts those of this table, and the cards and
 * board values valid as the config's checks require. The message names the field under
 * `rules`.
 *
 * @group Rules
 */
export function catalogProblem(c: Catalog, table: number, long: boolean): string | null {
  for (const kind of KINDS) {
    const record: Readonly<Record<string, { readonly id: string }>> = c[kind];
    for (const key of Object.keys(record)) {
      const card = record[key] as { readonly id: string };
      if (!safeId.is(key)) return `rules.${kind}: ${showId(key)} is not a card id`;
      if (card.id !== key) return `rules.${kind}.${key}: holds the card ${showId(card.id)}`;
      if ((kind === 'ships' || kind === 'contracts') && !inGame(card as DeckCard, table, long)) {
        return `rules.${kind}.${key}: not used with ${table} players in the ${long ? 'long' : 'short'} game`;
      }
    }
  }
  // The cards in play are checked as the set they came from was; a custom set may have
  // no Ship or Contract for this table, so those two may be empty.
  const set = <C>(kind: (typeof KINDS)[number], record: Readonly<Record<string, C>>): CardSet<C> | undefined => {
    const cards = Object.values(record);
    return cards.length === 0 && (kind === 'ships' || kind === 'contracts') ? undefined : { provenance: c.provenance[kind], cards };
  };
  return componentsProblem('rules', {
    ships: set('ships', c.ships),
    contracts: set('contracts', c.contracts),
    buildings: set('buildings', c.buildings),
    prices: set('prices', c.prices),
    newspapers: set('newspapers', c.newspapers),
    board: c.board,
  });
}

/**
 * Every problem of the component sets `c`, with the path of its field from the
 * components' root (`ships.cards[3].id`); sets left out are not checked. Ranges are the
 * codecs' job; this checks what they cannot (see `shipSetProblems`), and with `printed`
 * (the default, as `data validate` checks a transcription) the rulebook's card counts.
 *
 * @rulebook Components: 48 Ship cards, 56 Contract cards, 20 Building cards, 24 Price cards, 18 Newspaper cards.
 *
 * @group Rules
 */
export function componentsProblems(c: { readonly [K in keyof BremerhavenComponents]?: BremerhavenComponents[K] | undefined }, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  const sets = [
    ['ships', 'Ship', c.ships, shipSetProblems],
    ['contracts', 'Contract', c.contracts, contractSetProblems],
    ['buildings', 'Building', c.buildings, buildingSetProblems],
    ['prices', 'Price', c.prices, priceSetProblems],
    ['newspapers', 'Newspaper', c.newspapers, newspaperSetProblems],
  ] as const;
  for (const [kind, name, set, problems] of sets) {
    if (set === undefined) continue;
    const want = RULEBOOK_COUNTS[kind];
    if (check.printed !== false && set.cards.length !== want) out.push({ path: `${kind}.cards`, problem: `the rulebook has ${want} ${name} cards, found ${set.cards.length}` });
    out.push(...problemsWithin(kind, (problems as (s: typeof set) => DataProblem[])(set)));
  }
  if (c.board !== undefined) out.push(...problemsWithin('board', boardProblems(c.board)));
  return out;
}

/**
 * Why one of the component sets `c` cannot be played with, naming it under `root`
 * (`components.ships.cards[5].id: the ship id 'S01' is used twice`), or `null`: the first
 * of {@link componentsProblems} without the printed counts.
 *
 * @group Rules
 */
export function componentsProblem(root: string, c: { readonly [K in keyof BremerhavenComponents]?: BremerhavenComponents[K] | undefined }): string | null {
  return firstProblem(problemsWithin(root, componentsProblems(c, { printed: false })));
}
