/**
 * Freight trains: cards whose wagons carry commodities, bought with Purchase Commodities
 * and traded with Exchange Commodities.
 *
 * The rulebook fixes the deck (14 cards) and that every player starts with a train
 * carrying one of each commodity; the wagons of the 14 cards are not public (research
 * note §4). Whether the starting trains belong to the 14 is unknown: they are kept
 * apart (ruling S17). {@link SYNTHETIC_TRAINS} is **synthetic**.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor } from '../../core/codecs.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import { COMMODITIES, CommodityCodec, type Commodity } from '../items.js';

/**
 * One freight train card.
 *
 * @rulebook Achat de marchandises; Échange de marchandises (« pour chaque voiture sur le train »).
 *
 * @group Components
 */
export interface TrainCard {
  /** Stable identifier, e.g. `'train-01'`. */
  readonly id: string;
  /** The commodity on each wagon, front to back. */
  readonly wagons: readonly Commodity[];
}

/**
 * The freight trains with their provenance: the deck, and the players' starting trains.
 *
 * @group Components
 */
export interface TrainSet {
  readonly provenance: Provenance;
  /** The deck of freight trains (14 in the game). */
  readonly deck: readonly TrainCard[];
  /** One starting train per seat (at least 4), each with one wagon of every commodity. */
  readonly starting: readonly TrainCard[];
}

/**
 * Codec for {@link TrainCard}.
 *
 * @group Codecs
 */
export const TrainCardCodec = codecFor<TrainCard>()(closed('TrainCard', {
  id: t.string,
  wagons: t.readonlyArray(CommodityCodec),
}));

/**
 * Codec for {@link TrainSet} (structure only; see {@link checkTrainSet}).
 *
 * @group Codecs
 */
export const TrainSetCodec = codecFor<TrainSet>()(closed('TrainSet', {
  provenance: ProvenanceCodec,
  deck: t.readonlyArray(TrainCardCodec),
  starting: t.readonlyArray(TrainCardCodec),
}));

/**
 * Why a train set cannot be played with, or `null`.
 *
 * @group Components
 */
export function checkTrainSet(set: TrainSet): string | null {
  const all = [...set.deck, ...set.starting];
  if (new Set(all.map((c) => c.id)).size !== all.length) return 'train ids must be unique';
  if (set.deck.length < 5) return `at least 5 trains are needed to fill the display, got ${set.deck.length}`;
  if (set.starting.length < 4) return `4 starting trains are needed, got ${set.starting.length}`;
  if (all.some((c) => c.wagons.length === 0)) return 'every train has at least one wagon';
  const bad = set.starting.find((c) => c.wagons.length !== 3 || COMMODITIES.some((k) => !c.wagons.includes(k)));
  if (bad) return `starting train '${bad.id}' must carry exactly one wagon of each commodity`;
  return null;
}

const train = (id: string, ...wagons: Commodity[]): TrainCard => ({ id, wagons });

/**
 * The default trains: **synthetic**. 14 deck cards of 2 to 4 wagons (invented), and four
 * starting trains with one steel, one coal and one grain wagon each (as the rulebook says).
 *
 * @group Components
 */
export const SYNTHETIC_TRAINS: TrainSet = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes: 'The wagons of the 14 printed trains are not public; the starting trains (one of each commodity) follow the rulebook.',
  },
  deck: [
    train('train-01', 'steel', 'coal'),
    train('train-02', 'coal', 'coal', 'grain'),
    train('train-03', 'grain', 'grain'),
    train('train-04', 'steel', 'steel', 'coal'),
    train('train-05', 'steel', 'grain', 'grain'),
    train('train-06', 'coal', 'grain'),
    train('train-07', 'steel', 'coal', 'grain', 'grain'),
    train('train-08', 'coal', 'coal'),
    train('train-09', 'steel', 'steel'),
    train('train-10', 'grain', 'coal', 'steel'),
    train('train-11', 'steel', 'grain'),
    train('train-12', 'coal', 'steel', 'steel', 'grain'),
    train('train-13', 'grain', 'grain', 'coal'),
    train('train-14', 'coal', 'grain', 'steel'),
  ],
  starting: [
    train('start-1', 'steel', 'coal', 'grain'),
    train('start-2', 'steel', 'coal', 'grain'),
    train('start-3', 'steel', 'coal', 'grain'),
    train('start-4', 'steel', 'coal', 'grain'),
  ],
};
