/**
 * The printed board values the rulebook does not give (Cover card costs, bollard costs,
 * the Progress track), as data; and the fixed geometry of a Harbor board.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural } from '../core/codecs.js';
import { firstProblem, type DataProblem } from '../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';

/**
 * Rows of Building and Storage spaces (row 0 lies below the Loading docks).
 *
 * @group Components
 */
export const ROWS = 3;
/**
 * Columns of Building and Storage spaces; one Loading dock above each.
 *
 * @group Components
 */
export const COLUMNS = 4;
/**
 * 12 Building and Storage spaces, numbered `row * 4 + column`.
 *
 * @group Components
 */
export const SPACE_COUNT = ROWS * COLUMNS;
/**
 * The columns covered by Cover cards in the long game (3rd and 4th, 0-based).
 *
 * @group Components
 */
export const COVERED_COLUMNS: readonly number[] = [2, 3];
/**
 * Docks for Ships, top to bottom; dock `d` lies between quay walls `d` and `d + 1`.
 *
 * @group Components
 */
export const DOCKS = 3;
/**
 * Quay walls, top to bottom.
 *
 * @group Components
 */
export const WALLS = 4;
/**
 * Bollard spaces on each quay wall (48 bollards, 12 per harbour).
 *
 * @group Components
 */
export const BOLLARDS_PER_WALL = 3;
/**
 * Loading docks for Contracts, left to right.
 *
 * @group Components
 */
export const LOADING_DOCKS = 4;
/**
 * The pre-printed bollards: one on each quay wall of the middle dock.
 *
 * @rulebook Setup 7 The Harbors: « place one on each of the pre-printed Bollards at the middle Dock ».
 *
 * @group Components
 */
export const STARTING_BOLLARDS: readonly number[] = [0, 1, 1, 0];

/**
 * The Progress track: where the Ship token starts for each player count, and its last space.
 *
 * @group Components
 */
export interface ProgressTrack {
  /** The start space for 2, 3 and 4 players (the solo game uses the 2-player space). */
  readonly start: {
    /** The start space with 2 players (and in the solo game). */
    readonly '2': number;
    /** The start space with 3 players. */
    readonly '3': number;
    /** The start space with 4 players. */
    readonly '4': number;
  };
  /** The last space: the game ends the moment the token moves onto it. */
  readonly last: number;
}

/**
 * The printed board values that are data.
 *
 * @group Components
 */
export interface BoardData {
  /** Where these values come from. */
  readonly provenance: Provenance;
  /**
   * The money printed on the Cover card of each covered space: one row per harbour row
   * (top first), one value per covered column (3rd, then 4th).
   */
  readonly coverCosts: readonly (readonly number[])[];
  /**
   * The money printed on each bollard space: one row per quay wall (top first), spaces in
   * the order they are filled. The pre-printed spaces of the two middle walls are filled at
   * setup and their value is not used.
   */
  readonly bollardCosts: readonly (readonly number[])[];
  /** The Progress track's start and last spaces. */
  readonly progress: ProgressTrack;
}

const row = <C extends t.Mixed>(c: C, n: number) => t.readonlyArray(c, `${n} values`);

/**
 * Codec for {@link BoardData} (shape only; see {@link checkBoard}).
 *
 * @group Codecs
 */
export const BoardDataCodec = codecFor<BoardData>()(closed('BoardData', {
  provenance: ProvenanceCodec,
  coverCosts: t.readonlyArray(row(natural, COVERED_COLUMNS.length)),
  bollardCosts: t.readonlyArray(row(natural, BOLLARDS_PER_WALL)),
  progress: closed('ProgressTrack', {
    start: closed('ProgressStart', { '2': intRange(0, 99), '3': intRange(0, 99), '4': intRange(0, 99) }),
    last: intRange(1, 100),
  }),
}));

/**
 * Every problem of the board values, with the path of its field from their root
 * (`bollardCosts[2]`); empty when they can be played with.
 *
 * @rulebook Setup 7 The Harbors (3 rows of spaces, the 3rd and 4th columns covered; 4 quay walls of 3 bollards); 5.2 Progress.
 *
 * @group Components
 */
export function boardProblems(board: BoardData): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  if (board.coverCosts.length !== ROWS) problem('coverCosts', `coverCosts must be ${ROWS} rows (one per harbour row), found ${board.coverCosts.length}`);
  for (const [i, r] of board.coverCosts.entries()) {
    if (r.length !== COVERED_COLUMNS.length) problem(`coverCosts[${i}]`, `a row of coverCosts has ${COVERED_COLUMNS.length} values (the 3rd and 4th columns), found ${r.length}`);
  }
  if (board.bollardCosts.length !== WALLS) problem('bollardCosts', `bollardCosts must be ${WALLS} rows (one per quay wall), found ${board.bollardCosts.length}`);
  for (const [i, r] of board.bollardCosts.entries()) {
    if (r.length !== BOLLARDS_PER_WALL) problem(`bollardCosts[${i}]`, `a quay wall has ${BOLLARDS_PER_WALL} bollard spaces, found ${r.length}`);
  }
  const { start, last } = board.progress;
  for (const n of ['2', '3', '4'] as const) {
    if (start[n] >= last) problem(`progress.start.${n}`, `the Progress track's start for ${n} players must lie before its last space (${last}), found ${start[n]}`);
  }
  return out;
}

/**
 * Why board values cannot be played with, or `null`: the first of `boardProblems`.
 *
 * @group Components
 */
export function checkBoard(board: BoardData): string | null {
  return firstProblem(boardProblems(board));
}

/**
 * The cost printed on the Cover card of space `space`, or `null` for a space never covered.
 *
 * @group Components
 */
export function coverCost(board: BoardData, space: number): number | null {
  const col = COVERED_COLUMNS.indexOf(space % COLUMNS);
  if (col < 0) return null;
  return board.coverCosts[Math.floor(space / COLUMNS)]?.[col] ?? null;
}

/**
 * The cost of the next bollard on wall `wall` that already holds `placed` bollards.
 *
 * @group Components
 */
export function bollardCost(board: BoardData, wall: number, placed: number): number | null {
  return board.bollardCosts[wall]?.[placed] ?? null;
}
