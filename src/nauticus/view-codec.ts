/**
 * The codec of a {@link NauticusView} from outside: its fields and their ranges, nothing
 * more (no unknown field). `fromView` decodes a view with it, then checks the view
 * against a state that fits it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, nullable, viewerCodec } from '../core/codecs.js';
import { ActionTileCodec } from './board.js';
import { PieceCodec, PieceCountsCodec } from './components.js';
import { roundsFor } from './rules/round.js';
import { ActivityCodec, FinalTallyCodec, PhaseRecordCodec, playerProps, StepCodec, TurnStateCodec } from './state.js';
import type { NauticusView } from './view.js';

const seat = intRange(0, 3);
const position = intRange(0, 7);

/**
 * Codec for a {@link NauticusView}: a seat of at most 4 (or `'spectator'`), a round of at
 * most 5, a phase of 1-7, board positions 0-7, and the state's own codecs for turns,
 * actions and players.
 *
 * @group Codecs
 */
export const NauticusViewCodec: t.Type<NauticusView, unknown, unknown> = codecFor<NauticusView>()(closed('NauticusView', {
  viewer: viewerCodec(4),
  round: intRange(1, roundsFor(3)),
  phase: intRange(1, 7),
  step: StepCodec,
  active: t.readonlyArray(seat),
  startPlayer: seat,
  rotation: position,
  anchor: nullable(position),
  selected: nullable(position),
  positions: t.readonlyArray(closed('PositionView', { tile: ActionTileCodec, blue: natural, flipped: t.boolean })),
  phases: t.readonlyArray(PhaseRecordCodec),
  queue: t.readonlyArray(seat),
  turn: nullable(TurnStateCodec),
  action: nullable(ActivityCodec),
  prices: t.readonlyArray(closed('ItemPrice', { piece: PieceCodec, coins: natural })),
  seats: t.readonlyArray(closed('PlayerView', { ...playerProps, crowns: natural, warehouseRoom: natural })),
  stock: PieceCountsCodec,
  final: nullable(t.readonlyArray(FinalTallyCodec)),
}));
