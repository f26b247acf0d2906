/**
 * The default board values: SYNTHETIC.
 *
 * The money printed on the Cover cards and bollard spaces and the layout of the Progress
 * track are not public. The track here is derived from the rulebook's arithmetic: the short
 * game lasts exactly 10 / 9 / 8 rounds with 2 / 3 / 4 players at 2 spaces a round, so the
 * token starts 20 / 18 / 16 spaces before the last space. The costs are made up.
 *
 * @module
 */
import type { BoardData } from '../board.js';
import { SYNTHETIC } from './provenance.js';

/**
 * Synthetic board values (Progress track distances derived from the rulebook).
 *
 * @group Components
 */
export const SYNTHETIC_BOARD: BoardData = {
  provenance: SYNTHETIC,
  coverCosts: [
    [2, 3],
    [3, 4],
    [4, 5],
  ],
  bollardCosts: [
    [1, 2, 3],
    [0, 2, 3],
    [0, 2, 3],
    [1, 2, 3],
  ],
  progress: { start: { '2': 0, '3': 2, '4': 4 }, last: 20 },
};
