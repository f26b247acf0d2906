/**
 * The codec of a {@link BremerhavenView} from outside: its fields and their ranges,
 * nothing more (no unknown field). `fromView` decodes a view with it, then checks the
 * view against a state that fits it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, nullable, oneOf, viewerCodec } from '../core/codecs.js';
import { SpaceIdCodec } from './spaces.js';
import { PriceMemoryCodec } from './price-memory.js';
import { harborProps, ids, PhaseCodec, values } from './state.js';
import type { BremerhavenView } from './view.js';

const seat = intRange(0, 3);
// The Progress track has at most 100 spaces and the Ship token moves at least one a round.
const space = intRange(0, 100);
const participant = t.union([seat, t.literal('dummy')]);
const DeckViewCodec = closed('DeckView', { size: natural, topBack: nullable(intRange(1, 4)) });
const { influence: _influence, ...openHarbor } = harborProps;

/**
 * Codec for a {@link BremerhavenView}: a seat of at most 4 (or `'spectator'`), rounds and
 * track spaces within the longest Progress track, Influence cards 1-9, and the state's
 * own codecs for harbours, phases and the price memory.
 *
 * @group Codecs
 */
export const BremerhavenViewCodec: t.Type<BremerhavenView, unknown, unknown> = codecFor<BremerhavenView>()(closed('BremerhavenView', {
  viewer: viewerCodec(4),
  round: intRange(1, 100),
  phase: PhaseCodec,
  active: t.readonlyArray(seat),
  ranks: t.readonlyArray(participant),
  token: space,
  priceStack: t.readonlyArray(nullable(t.string)),
  priceMemory: PriceMemoryCodec,
  buildingTop: nullable(t.string),
  buildingsLeft: natural,
  boxedBuildings: ids,
  sea: t.readonlyArray(nullable(t.string)),
  land: t.readonlyArray(nullable(t.string)),
  shipDeck: DeckViewCodec,
  contractDeck: DeckViewCodec,
  shipDiscard: ids,
  contractDiscard: ids,
  event: nullable(t.string),
  progressCard: nullable(closed('ProgressCard', { progress: intRange(1, 20), soloSpace: SpaceIdCodec })),
  newspapersLeft: natural,
  newspaperDiscard: ids,
  bids: t.readonlyArray(closed('BidView', { space: SpaceIdCodec, by: participant, value: nullable(intRange(1, 9)) })),
  revealed: t.boolean,
  chooser: nullable(seat),
  slot: nullable(natural),
  priceMode: nullable(oneOf(['winner', 'exchange'] as const)),
  harbors: t.readonlyArray(closed('HarborView', { ...openHarbor, owned: values, hand: nullable(values), handSize: natural, supply: values, boxed: values })),
  dummy: nullable(closed('DummyView', { owned: values, pileSize: natural, supply: values, boxed: values })),
  scores: t.readonlyArray(integer),
  rating: nullable(oneOf(['Landlubber', 'Cabin Boy', 'Officer', "Lonely Ship's Kobold", 'Captain'] as const)),
}));
