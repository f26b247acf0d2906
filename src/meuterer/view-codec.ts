/**
 * The codec of a {@link MeutererView} from outside: its fields and their ranges, nothing
 * more (no unknown field). `fromView` decodes a view with it, then checks the view
 * against a state that fits it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, nullable, viewerCodec } from '../core/codecs.js';
import { CardCodec, CardsCodec, ROLES, RoleCodec } from './cards.js';
import { DeckCodec } from './seat-codecs.js';
import { roundsFor } from './setup.js';
import { mutinyProps, PhaseCodec, RoundSummaryCodec, SaleCodec } from './state.js';
import type { MeutererView } from './view.js';

const seat = intRange(0, 3);
const island = natural;
const seats = t.readonlyArray(seat);

/**
 * Codec for a {@link MeutererView}: a seat of at most 4 (or `'spectator'`), a round of at
 * most 9, and the state's own codecs for sales, summaries and cards.
 *
 * @group Codecs
 */
export const MeutererViewCodec: t.Type<MeutererView, unknown, unknown> = codecFor<MeutererView>()(closed('MeutererView', {
  viewer: viewerCodec(4),
  round: intRange(1, roundsFor(3)),
  phase: PhaseCodec,
  captain: seat,
  reward: nullable(intRange(0, 3)),
  ship: island,
  previousShip: nullable(island),
  activeIslands: t.readonlyArray(island),
  pirateShip: nullable(island),
  scores: t.readonlyArray(integer),
  active: seats,
  hand: nullable(CardsCodec),
  handSizes: t.readonlyArray(natural),
  hauled: t.readonlyArray(CardsCodec),
  offered: t.readonlyArray(CardsCodec),
  passed: t.readonlyArray(t.boolean),
  roles: t.readonlyArray(nullable(t.union([RoleCodec, t.literal('hidden')]))),
  roleOrder: seats,
  roleSupply: nullable(t.readonlyArray(RoleCodec)),
  roleSupplySize: intRange(0, ROLES.length),
  captainDestination: nullable(island),
  mutineerDestination: nullable(island),
  mutiny: nullable(closed('MutinyView', { ...mutinyProps, captainSide: natural, mutineerSide: natural })),
  saleIsland: nullable(island),
  sales: t.readonlyArray(SaleCodec),
  loaderDrawn: nullable(CardsCodec),
  loaderDrawnCount: natural,
  loaderToReturn: natural,
  deckSize: natural,
  deckBottom: t.readonlyArray(closed('ReturnedCard', { by: seat, card: nullable(CardCodec) })),
  discard: DeckCodec,
  history: t.readonlyArray(RoundSummaryCodec),
}));
