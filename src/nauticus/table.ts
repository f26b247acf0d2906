/**
 * The part of a Nauticus table that is public and never changes during a game: the
 * number of seats and rounds, the board with its provenance, the tiles in the box. A
 * server sends it once; after that only the {@link NauticusView} of each move.
 *
 * Not in it: the layouts a config may fix for later rounds (at a real table the action
 * tiles are shuffled face down, so nobody knows them; ruling N25) and the generator.
 *
 * @module
 */
import { BLUE_TILES, itemsOf, type BlueTile, type Board } from './board.js';
import { BOX, WAREHOUSE_SPACES, type Piece, type PieceCounts } from './components.js';
import type { NauticusState } from './state.js';

/**
 * What every seat knows of the table from the start to the end of the game.
 *
 * @group View
 */
export interface NauticusTable {
  /** Which game this table is for. */
  readonly game: 'nauticus';
  /** Seats at the table, 2-4 (seats are numbered 0 to `players - 1`, clockwise). */
  readonly players: number;
  /** Rounds in the game: 4 with two players, 5 with three or four. */
  readonly rounds: number;
  /**
   * The board: the bonus and the four prices printed at each of the 8 positions, the blue
   * workers of the turntable's sections, the item order on the blue tiles, and where
   * these values come from (synthetic by default: the printed ones are not public).
   */
  readonly board: Board;
  /**
   * The items each blue action tile sells, in slot order: at board position `p`, the item
   * `items[tile][i]` costs `board.positions[p].prices[i]` coins (from `board.slots`).
   */
  readonly items: Readonly<Record<BlueTile, readonly Piece[]>>;
  /** Tiles of each kind in the box (printed in the rulebook); the supply starts with all of them. */
  readonly box: PieceCounts;
  /** Spaces in each warehouse (a mast takes 2, any other tile 1). */
  readonly warehouseSpaces: number;
}

/**
 * The table of `state`.
 *
 * @group View
 */
export function table(state: NauticusState): NauticusTable {
  const board = state.rules.board;
  return {
    game: 'nauticus',
    players: state.rules.players,
    rounds: state.rules.rounds,
    board,
    items: Object.fromEntries(BLUE_TILES.map((tile) => [tile, itemsOf(board, tile)])) as Record<BlueTile, Piece[]>,
    box: BOX,
    warehouseSpaces: WAREHOUSE_SPACES,
  };
}
