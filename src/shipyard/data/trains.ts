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
import { closed, codecFor, safeId } from '../../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import { COMMODITIES, CommodityCodec, type Commodity } from '../items.js';
import { repeatedIds } from './ids.js';
import { DATA_LIMITS, listOf } from './limits.js';

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
  /** Where the values of this set come from, and whether they are the printed ones. */
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
  id: safeId,
  wagons: listOf(CommodityCodec, DATA_LIMITS.wagons),
}));

/**
 * Codec for {@link TrainSet} (structure and size; see {@link checkTrainSet}).
 *
 * @group Codecs
 */
export const TrainSetCodec = codecFor<TrainSet>()(closed('TrainSet', {
  provenance: ProvenanceCodec,
  deck: listOf(TrainCardCodec, DATA_LIMITS.trains),
  starting: listOf(TrainCardCodec, DATA_LIMITS.startingTrains),
}));

/**
 * Freight trains in the printed deck.
 *
 * @rulebook Matériel: « 14 trains de fret ».
 *
 * @group Components
 */
export const PRINTED_TRAINS = 14;

/**
 * Every problem of a train set, with the path of its field from the set's root
 * (`starting[2].wagons`); empty when it can be played with. With `printed` (the
 * default) also the printed deck (14 trains).
 *
 * @rulebook Matériel: « 14 trains de fret »; Préparation (the starting trains).
 *
 * @group Components
 */
export function trainSetProblems(set: TrainSet, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  if (check.printed !== false && set.deck.length !== PRINTED_TRAINS) problem('deck', `the rulebook has ${PRINTED_TRAINS} freight trains, found ${set.deck.length}`);
  const all = [...set.deck, ...set.starting];
  for (const i of repeatedIds(all)) {
    problem(i < set.deck.length ? `deck[${i}].id` : `starting[${i - set.deck.length}].id`, `'${all[i]?.id}' is used by another train too`);
  }
  if (set.deck.length < 5) problem('deck', `at least 5 trains are needed to fill the display, got ${set.deck.length}`);
  if (set.starting.length < 4) problem('starting', `4 starting trains are needed, got ${set.starting.length}`);
  for (const [i, c] of set.deck.entries()) if (c.wagons.length === 0) problem(`deck[${i}].wagons`, 'every train has at least one wagon');
  for (const [i, c] of set.starting.entries()) {
    if (c.wagons.length !== 3 || COMMODITIES.some((k) => !c.wagons.includes(k))) problem(`starting[${i}].wagons`, 'a starting train carries exactly one wagon of each commodity');
  }
  return out;
}

/**
 * Why a train set cannot be played with, or `null`: the first of `trainSetProblems`
 * (printed count aside); the message starts with the field's path.
 *
 * @group Components
 */
export function checkTrainSet(set: TrainSet): string | null {
  return firstProblem(trainSetProblems(set, { printed: false }));
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
