/**
 * Ship cards: bows, middles (two decks with different backs) and sterns, with the
 * cabins, mounting points and safety devices printed on each.
 *
 * The rulebook fixes the total (104 cards), the display (5 bows, 10 middles, 5 sterns)
 * and what a card may show, but not the count of each kind nor any card's features, and
 * no public source has them (research note §2). {@link SYNTHETIC_SHIP_CARDS} is therefore
 * a **synthetic** set: 104 cards, every count and range the rulebook states, invented
 * features. Pass your own {@link ShipCardSet} in the config to play with the printed ones.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, oneOf, safeId } from '../../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import { repeatedIds } from './ids.js';
import { ShipKindCodec, type Mount, type Safety, type ShipKind } from '../items.js';
import { DATA_LIMITS, listOf } from './limits.js';

/**
 * One ship card.
 *
 * @rulebook Test de navigabilité (cabins, mounting points); Résultats du test (buoys,
 *   lifeboats, lanterns); Préparation: « Les milieux sont divisés en deux paquets ».
 *
 * @group Components
 */
export interface ShipCard {
  /** Stable identifier, e.g. `'bow-01'`. */
  readonly id: string;
  /** Bow, middle or stern. */
  readonly kind: ShipKind;
  /** For middles only: which of the two middle decks (card backs) the card belongs to. */
  readonly back?: 'A' | 'B' | undefined;
  /** Cabins: each holds one crew member other than the captain. */
  readonly cabins: number;
  /** Mounting points by type; each holds one piece of equipment. */
  readonly mounts: { readonly [M in Mount]: number };
  /** Safety devices printed on the card. */
  readonly safety: { readonly [S in Safety]: number };
}

/**
 * A deck of ship cards with its provenance.
 *
 * @group Components
 */
export interface ShipCardSet {
  /** Where the values of this set come from, and whether they are the printed ones. */
  readonly provenance: Provenance;
  /** Every ship card of the three decks; moves and views refer to them by index in this list. */
  readonly cards: readonly ShipCard[];
}

/** Cabins, or mounting points or safety devices of one type, on one card. */
const feature = intRange(0, DATA_LIMITS.feature);

/**
 * Codec for {@link ShipCard}.
 *
 * @group Codecs
 */
export const ShipCardCodec = codecFor<ShipCard>()(closed(
  'ShipCard',
  {
    id: safeId,
    kind: ShipKindCodec,
    cabins: feature,
    mounts: closed('Mounts', { sailFunnel: feature, propeller: feature, crane: feature, cannon: feature }),
    safety: closed('Safety', { buoy: feature, lifeboat: feature, lantern: feature }),
  },
  { back: t.union([oneOf(['A', 'B'] as const), t.undefined]) },
));

/**
 * Codec for {@link ShipCardSet} (structure and size; see {@link checkShipCardSet}).
 *
 * @group Codecs
 */
export const ShipCardSetCodec = codecFor<ShipCardSet>()(closed('ShipCardSet', {
  provenance: ProvenanceCodec,
  cards: listOf(ShipCardCodec, DATA_LIMITS.shipCards),
}));

/**
 * How many cards of each kind the display shows.
 *
 * @group Components
 */
export const DISPLAY_NEEDS: Readonly<Record<ShipKind, number>> = { bow: 5, middle: 10, stern: 5 };

/**
 * Ship cards in the printed game.
 *
 * @rulebook Matériel: « 104 cartes bateau ».
 *
 * @group Components
 */
export const PRINTED_SHIP_CARDS = 104;

/**
 * Every problem of a ship card set, with the path of its field from the set's root
 * (`cards[3].back`); empty when it can be played with. With `printed` (the default) also
 * the printed deck: 104 cards, the middles in two decks.
 *
 * @rulebook Matériel: « 104 cartes bateau »; « Les milieux sont divisés en deux paquets »; Préparation 2-3 (the display).
 *
 * @group Components
 */
export function shipCardSetProblems(set: ShipCardSet, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  if (check.printed !== false && set.cards.length !== PRINTED_SHIP_CARDS) {
    out.push({ path: 'cards', problem: `the rulebook has ${PRINTED_SHIP_CARDS} ship cards, found ${set.cards.length}` });
  }
  for (const i of repeatedIds(set.cards)) out.push({ path: `cards[${i}].id`, problem: `'${set.cards[i]?.id}' is used by another card too` });
  for (const [i, c] of set.cards.entries()) {
    if ((c.kind === 'middle') !== (c.back !== undefined)) out.push({ path: `cards[${i}].back`, problem: "middles and only middles have a back ('A' or 'B')" });
  }
  for (const kind of ['bow', 'middle', 'stern'] as const) {
    const n = set.cards.filter((c) => c.kind === kind).length;
    if (n < DISPLAY_NEEDS[kind]) out.push({ path: 'cards', problem: `at least ${DISPLAY_NEEDS[kind]} ${kind} cards are needed to fill the display, got ${n}` });
  }
  if (check.printed !== false) {
    for (const back of ['A', 'B'] as const) {
      if (!set.cards.some((c) => c.back === back)) out.push({ path: 'cards', problem: `the middles are in two decks (backs A and B), but no middle has back '${back}'` });
    }
  }
  return out;
}

/**
 * Why a ship card set cannot be played with, or `null`: the first of
 * `shipCardSetProblems` (printed counts aside); the message starts with the field's path.
 *
 * @group Components
 */
export function checkShipCardSet(set: ShipCardSet): string | null {
  return firstProblem(shipCardSetProblems(set, { printed: false }));
}

type Row = readonly [string, ShipKind, 'A' | 'B' | null, number, number, number, number, number, number, number, number];

/** Reads a table row: id, kind, back, cabins, sail/funnel, propeller, crane, cannon mounts, buoys, lifeboats, lanterns. */
function fromRow([id, kind, back, cabins, sailFunnel, propeller, crane, cannon, buoy, lifeboat, lantern]: Row): ShipCard {
  return {
    id,
    kind,
    ...(back === null ? {} : { back }),
    cabins,
    mounts: { sailFunnel, propeller, crane, cannon },
    safety: { buoy, lifeboat, lantern },
  };
}

/**
 * The default ship cards: **synthetic**. 104 cards as the rulebook says: 20 bows, 64
 * middles (36 with back A, 28 with back B, so A is the larger deck that goes on top) and
 * 20 sterns. The split by kind and every feature are invented: propeller mounts only on
 * sterns (16 of 20), which matches the rulebook's note that the +1 propeller constructor
 * allows at most two propellers on a ship.
 *
 * Columns: id, kind, back, cabins, mounts (sail/funnel, propeller, crane, cannon),
 * safety (buoy, lifeboat, lantern).
 *
 * @group Components
 */
export const SYNTHETIC_SHIP_CARDS: ShipCardSet = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes:
      'The printed features of the 104 ship cards and the number of each kind are not public. Only the total (104), the two middle decks and the display sizes follow the rulebook.',
  },
  cards: ([
  ['bow-01', 'bow', null, 0, 1, 0, 0, 1, 1, 0, 1],
  ['bow-02', 'bow', null, 1, 0, 0, 0, 0, 0, 0, 1],
  ['bow-03', 'bow', null, 0, 1, 0, 1, 0, 1, 0, 0],
  ['bow-04', 'bow', null, 1, 1, 0, 0, 1, 0, 0, 1],
  ['bow-05', 'bow', null, 1, 0, 0, 0, 0, 0, 0, 0],
  ['bow-06', 'bow', null, 0, 1, 0, 0, 1, 1, 0, 1],
  ['bow-07', 'bow', null, 1, 0, 0, 1, 0, 1, 0, 0],
  ['bow-08', 'bow', null, 0, 1, 0, 0, 0, 0, 0, 1],
  ['bow-09', 'bow', null, 1, 0, 0, 0, 1, 1, 0, 1],
  ['bow-10', 'bow', null, 1, 1, 0, 1, 0, 0, 0, 1],
  ['bow-11', 'bow', null, 0, 1, 0, 0, 1, 0, 0, 0],
  ['bow-12', 'bow', null, 1, 0, 0, 0, 0, 1, 0, 1],
  ['bow-13', 'bow', null, 0, 1, 0, 0, 0, 1, 0, 0],
  ['bow-14', 'bow', null, 1, 0, 0, 1, 1, 0, 0, 1],
  ['bow-15', 'bow', null, 1, 1, 0, 0, 0, 1, 0, 0],
  ['bow-16', 'bow', null, 0, 0, 0, 0, 1, 0, 0, 1],
  ['bow-17', 'bow', null, 1, 1, 0, 1, 0, 0, 0, 1],
  ['bow-18', 'bow', null, 0, 1, 0, 0, 0, 1, 0, 1],
  ['bow-19', 'bow', null, 1, 0, 0, 0, 1, 1, 0, 0],
  ['bow-20', 'bow', null, 1, 1, 0, 0, 0, 0, 0, 1],
  ['midA-01', 'middle', 'A', 1, 1, 0, 0, 0, 0, 1, 0],
  ['midA-02', 'middle', 'A', 2, 1, 0, 1, 0, 1, 0, 0],
  ['midA-03', 'middle', 'A', 1, 2, 0, 0, 1, 0, 0, 1],
  ['midA-04', 'middle', 'A', 0, 1, 0, 0, 0, 0, 1, 0],
  ['midA-05', 'middle', 'A', 2, 0, 0, 1, 0, 0, 0, 0],
  ['midA-06', 'middle', 'A', 1, 1, 0, 0, 1, 1, 1, 0],
  ['midA-07', 'middle', 'A', 1, 1, 0, 0, 0, 0, 0, 1],
  ['midA-08', 'middle', 'A', 2, 1, 0, 0, 0, 1, 0, 0],
  ['midA-09', 'middle', 'A', 1, 1, 0, 1, 0, 0, 1, 0],
  ['midA-10', 'middle', 'A', 0, 2, 0, 0, 0, 0, 0, 1],
  ['midA-11', 'middle', 'A', 2, 1, 0, 0, 1, 0, 1, 0],
  ['midA-12', 'middle', 'A', 1, 0, 0, 1, 0, 1, 0, 0],
  ['midA-13', 'middle', 'A', 1, 1, 0, 0, 0, 0, 0, 0],
  ['midA-14', 'middle', 'A', 2, 1, 0, 0, 1, 1, 1, 1],
  ['midA-15', 'middle', 'A', 1, 1, 0, 0, 0, 0, 0, 0],
  ['midA-16', 'middle', 'A', 0, 1, 0, 1, 0, 0, 1, 0],
  ['midA-17', 'middle', 'A', 2, 2, 0, 0, 0, 0, 0, 1],
  ['midA-18', 'middle', 'A', 1, 1, 0, 0, 0, 1, 0, 0],
  ['midA-19', 'middle', 'A', 1, 0, 0, 1, 1, 0, 1, 0],
  ['midA-20', 'middle', 'A', 2, 1, 0, 0, 0, 1, 0, 0],
  ['midA-21', 'middle', 'A', 1, 1, 0, 0, 0, 0, 1, 1],
  ['midA-22', 'middle', 'A', 0, 1, 0, 0, 1, 0, 0, 0],
  ['midA-23', 'middle', 'A', 2, 1, 0, 1, 0, 0, 0, 0],
  ['midA-24', 'middle', 'A', 1, 2, 0, 0, 0, 1, 1, 1],
  ['midA-25', 'middle', 'A', 1, 1, 0, 0, 0, 0, 0, 0],
  ['midA-26', 'middle', 'A', 2, 0, 0, 1, 0, 1, 1, 0],
  ['midA-27', 'middle', 'A', 1, 1, 0, 0, 1, 0, 0, 0],
  ['midA-28', 'middle', 'A', 0, 1, 0, 0, 0, 0, 0, 1],
  ['midA-29', 'middle', 'A', 2, 1, 0, 0, 0, 0, 1, 0],
  ['midA-30', 'middle', 'A', 1, 1, 0, 1, 1, 1, 0, 0],
  ['midA-31', 'middle', 'A', 1, 2, 0, 0, 0, 0, 1, 1],
  ['midA-32', 'middle', 'A', 2, 1, 0, 0, 0, 1, 0, 0],
  ['midA-33', 'middle', 'A', 1, 0, 0, 1, 0, 0, 0, 0],
  ['midA-34', 'middle', 'A', 0, 1, 0, 0, 0, 0, 1, 0],
  ['midA-35', 'middle', 'A', 2, 1, 0, 0, 1, 0, 0, 1],
  ['midA-36', 'middle', 'A', 1, 1, 0, 0, 0, 1, 1, 0],
  ['midB-01', 'middle', 'B', 2, 2, 0, 1, 0, 1, 1, 0],
  ['midB-02', 'middle', 'B', 1, 1, 0, 0, 1, 0, 1, 1],
  ['midB-03', 'middle', 'B', 2, 1, 0, 1, 1, 1, 0, 0],
  ['midB-04', 'middle', 'B', 3, 2, 0, 0, 0, 0, 1, 1],
  ['midB-05', 'middle', 'B', 1, 1, 0, 1, 1, 1, 1, 0],
  ['midB-06', 'middle', 'B', 2, 2, 0, 1, 0, 1, 1, 0],
  ['midB-07', 'middle', 'B', 2, 2, 0, 0, 0, 1, 0, 1],
  ['midB-08', 'middle', 'B', 2, 1, 0, 1, 1, 0, 1, 0],
  ['midB-09', 'middle', 'B', 1, 1, 0, 0, 1, 1, 1, 1],
  ['midB-10', 'middle', 'B', 2, 2, 0, 1, 0, 0, 1, 0],
  ['midB-11', 'middle', 'B', 3, 1, 0, 1, 1, 1, 0, 0],
  ['midB-12', 'middle', 'B', 1, 2, 0, 0, 0, 1, 1, 1],
  ['midB-13', 'middle', 'B', 2, 2, 0, 1, 0, 1, 1, 0],
  ['midB-14', 'middle', 'B', 2, 1, 0, 0, 1, 0, 1, 1],
  ['midB-15', 'middle', 'B', 2, 1, 0, 1, 1, 1, 0, 0],
  ['midB-16', 'middle', 'B', 1, 2, 0, 1, 0, 0, 1, 0],
  ['midB-17', 'middle', 'B', 2, 1, 0, 0, 1, 1, 1, 1],
  ['midB-18', 'middle', 'B', 3, 2, 0, 1, 0, 1, 1, 0],
  ['midB-19', 'middle', 'B', 1, 2, 0, 0, 0, 1, 0, 1],
  ['midB-20', 'middle', 'B', 2, 1, 0, 1, 1, 0, 1, 0],
  ['midB-21', 'middle', 'B', 2, 1, 0, 1, 1, 1, 1, 0],
  ['midB-22', 'middle', 'B', 2, 2, 0, 0, 0, 0, 1, 1],
  ['midB-23', 'middle', 'B', 1, 1, 0, 1, 1, 1, 0, 0],
  ['midB-24', 'middle', 'B', 2, 2, 0, 0, 0, 1, 1, 1],
  ['midB-25', 'middle', 'B', 3, 2, 0, 1, 0, 1, 1, 0],
  ['midB-26', 'middle', 'B', 1, 1, 0, 1, 1, 0, 1, 0],
  ['midB-27', 'middle', 'B', 2, 1, 0, 0, 1, 1, 0, 1],
  ['midB-28', 'middle', 'B', 2, 2, 0, 1, 0, 0, 1, 0],
  ['stern-01', 'stern', null, 0, 0, 1, 0, 0, 1, 0, 1],
  ['stern-02', 'stern', null, 1, 1, 1, 0, 1, 1, 0, 0],
  ['stern-03', 'stern', null, 1, 0, 1, 1, 0, 0, 1, 0],
  ['stern-04', 'stern', null, 0, 1, 0, 0, 0, 1, 0, 1],
  ['stern-05', 'stern', null, 1, 0, 1, 0, 0, 1, 0, 0],
  ['stern-06', 'stern', null, 0, 0, 1, 0, 0, 0, 1, 1],
  ['stern-07', 'stern', null, 1, 0, 1, 0, 1, 1, 0, 0],
  ['stern-08', 'stern', null, 1, 1, 1, 0, 0, 1, 0, 0],
  ['stern-09', 'stern', null, 0, 0, 0, 0, 1, 1, 1, 1],
  ['stern-10', 'stern', null, 1, 1, 1, 1, 0, 0, 0, 0],
  ['stern-11', 'stern', null, 0, 0, 1, 0, 0, 1, 0, 1],
  ['stern-12', 'stern', null, 1, 0, 1, 0, 0, 1, 1, 0],
  ['stern-13', 'stern', null, 1, 0, 1, 0, 0, 0, 0, 0],
  ['stern-14', 'stern', null, 0, 1, 0, 0, 1, 1, 0, 1],
  ['stern-15', 'stern', null, 1, 0, 1, 0, 0, 1, 1, 0],
  ['stern-16', 'stern', null, 0, 1, 1, 0, 1, 1, 0, 1],
  ['stern-17', 'stern', null, 1, 0, 1, 1, 0, 0, 0, 0],
  ['stern-18', 'stern', null, 1, 0, 1, 0, 0, 1, 1, 0],
  ['stern-19', 'stern', null, 0, 0, 0, 0, 0, 1, 0, 1],
  ['stern-20', 'stern', null, 1, 1, 1, 0, 0, 0, 0, 0],
  ] as const satisfies readonly Row[]).map(fromRow),
};
