/**
 * What `nauticus.setup` takes.
 *
 * @module
 */
import * as t from 'io-ts';
import type { TableOptions } from '../core/game.js';
import { closed, codecFor, intRange, natural, optional } from '../core/codecs.js';
import { ActionTileCodec, BoardCodec, type ActionTile, type Board } from './board.js';

/**
 * A Nauticus table. Only `players` is required; everything else defaults to the rulebook.
 *
 * `startPlayer` and `layouts` fix what is otherwise decided at the table or shuffled, to
 * mirror a physical game or rebuild a rulebook example.
 *
 * @group Config
 */
export interface NauticusConfig extends TableOptions {
  /** 2, 3 or 4 players. */
  readonly players: number;
  /** The board, turntable and blue-tile item order (default {@link SYNTHETIC_BOARD}). */
  readonly board?: Board | undefined;
  /**
   * The first start player, who gets no compensation (default seat 0; the rulebook gives
   * the marker to the least experienced player, ruling N14).
   */
  readonly startPlayer?: number | undefined;
  /**
   * The action tiles of the first rounds instead of shuffling them: `layouts[r]` lists the
   * tile lying at each board position 0-7 in round `r + 1`. Later rounds are shuffled.
   */
  readonly layouts?: readonly (readonly ActionTile[])[] | undefined;
}


/**
 * Codec for {@link NauticusConfig}.
 *
 * @group Codecs
 */
export const NauticusConfigCodec = codecFor<NauticusConfig>()(closed(
  'NauticusConfig',
  { players: intRange(2, 4) },
  {
    board: optional(BoardCodec),
    startPlayer: optional(natural),
    layouts: optional(t.readonlyArray(t.readonlyArray(ActionTileCodec))),
  },
));
