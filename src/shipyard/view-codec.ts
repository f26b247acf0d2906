/**
 * The codec of a {@link ShipyardView} from outside: its fields and their ranges, nothing
 * more (no unknown field). `fromView` decodes a view with it, then checks the view
 * against a state that fits it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, nullable, oneOf, viewerCodec } from '../core/codecs.js';
import { ByColourCodec, EraCodec, MarkersCodec, OvalCodec, playerProps, ShipDisplayCodec, slots, StepCodec, turnProps } from './state.js';
import type { ShipyardView } from './view.js';

const seat = intRange(0, 3);
const indices = t.readonlyArray(natural);
const { contracts: _contracts, discarded: _discarded, ...openProps } = playerProps;

/**
 * Codec for a {@link ShipyardView}: a seat of at most 4 (or `'spectator'`), the countdown
 * 0-4, and the state's own codecs for the players, the display, the markers and the steps.
 *
 * @group Codecs
 */
export const ShipyardViewCodec: t.Type<ShipyardView, unknown, unknown> = codecFor<ShipyardView>()(closed('ShipyardView', {
  viewer: viewerCodec(4),
  era: EraCodec,
  step: StepCodec,
  current: seat,
  turnNumber: natural,
  active: t.readonlyArray(seat),
  ...turnProps,
  seats: t.readonlyArray(closed('PlayerView', {
    ...openProps,
    contracts: nullable(indices),
    contractCount: ByColourCodec,
    discarded: nullable(indices),
    discardedCount: ByColourCodec,
  })),
  ships: ShipDisplayCodec,
  shipDeckSizes: closed('ShipDeckSizes', { bow: natural, middle: natural, stern: natural }),
  middleBacks: closed('MiddleBacks', { A: natural, B: natural }),
  middleTop: nullable(oneOf(['A', 'B'] as const)),
  shipsGone: indices,
  trainDisplay: slots,
  trainDeckSize: natural,
  trainDiscard: indices,
  canalDisplay: slots,
  canalDeckSize: natural,
  canalDiscard: indices,
  markers: MarkersCodec,
  oval: OvalCodec,
  contractBoxSize: natural,
}));
