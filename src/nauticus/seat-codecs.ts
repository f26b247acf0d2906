/**
 * Codecs for what a seat receives from outside: the table (see {@link NauticusTable}).
 * The seat functions decode a table with it before anything reads it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural } from '../core/codecs.js';
import { checkedTable } from '../core/seat-input.js';
import { BLUE_TILES, BoardCodec, checkBoard } from './board.js';
import { PieceCodec, PieceCountsCodec } from './components.js';
import { roundsFor } from './rules/round.js';
import type { NauticusTable } from './table.js';

const ItemsCodec = closed('Items', Object.fromEntries(BLUE_TILES.map((tile) => [tile, t.readonlyArray(PieceCodec)])) as Record<(typeof BLUE_TILES)[number], t.ReadonlyArrayC<typeof PieceCodec>>);

/**
 * Codec for a {@link NauticusTable} from outside: its fields, the rounds the player count
 * plays, and a board that checks. (That the items, the box and the warehouse are those
 * the rules derive is checked when the table is first used.)
 *
 * @group Codecs
 */
export const NauticusTableCodec: t.Type<NauticusTable, unknown, unknown> = checkedTable(
  codecFor<NauticusTable>()(closed('NauticusTable', {
    game: t.literal('nauticus'),
    players: intRange(2, 4),
    rounds: natural,
    board: BoardCodec,
    items: ItemsCodec,
    box: PieceCountsCodec,
    warehouseSpaces: natural,
  })),
  (table) => {
    if (table.rounds !== roundsFor(table.players)) return `rounds: ${table.rounds}, but a ${table.players}-player game has ${roundsFor(table.players)}`;
    const board = checkBoard(table.board);
    return board === null ? null : `board.${board}`;
  },
);
