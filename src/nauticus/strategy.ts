/**
 * How Nauticus is played well, for the search of `nautical-rules/bots` (the game's
 * {@link Knowledge}): a playout ends once the round under way is over, and is judged by
 * what each seat would score if the game ended there: the score track plus the
 * end-of-game tally of the rulebook (delivered goods, completed ships, leftovers at 3 to
 * a point, counted in thirds), with half the points of a ship for a ship half built.
 * Playouts prefer moves that score or complete something (see `weightOf`).
 *
 * @module
 */
import { weightedPolicy, type Knowledge } from '../core/knowledge.js';
import type { NauticusMove } from './moves.js';
import type { NauticusState, PlayerState } from './state.js';
import { goodsPoints, leftoverCoins, shipPoints } from './rules/scoring.js';
import { hullClosed, isComplete } from './rules/shipyard.js';

/**
 * A seat's score if the game ended now (the rules' final tally, but its leftovers in
 * thirds, not rounded down), a half-built ship counting for its share of the points.
 */
function worthOf(player: PlayerState): number {
  let goods = 0;
  for (const count of Object.values(player.delivered) as number[]) goods += goodsPoints(count);
  let ships = 0;
  for (const ship of player.ships) {
    const size = ship.parts.length;
    if (isComplete(ship)) ships += shipPoints(size);
    else if (size > 0) ships += (0.5 * shipPoints(size) * (ship.masts.length + ship.sails.length + (hullClosed(ship) ? size : 0))) / (3 * size);
  }
  return player.score + goods + ships + leftoverCoins(player) / 3;
}

/**
 * How much a playout prefers a move: delivering and crowning score at once, building onto
 * a ship completes something, the warehouse only keeps a piece; giving up the turn least.
 */
function weightOf(move: NauticusMove): number {
  switch (move.type) {
    case 'deliver':
    case 'crown':
      return 6;
    case 'buy':
    case 'transport':
      return typeof move.to === 'number' ? 3 : move.to === 'new' ? 2 : 1;
    case 'withdraw':
    case 'finish':
    case 'pass':
    case 'endTurn':
      return 0.5;
    default:
      return 1;
  }
}

/** How the default bot plays Nauticus well: the game's `knowledge` (`nauticus.knowledge`), described in docs/bots.md. */
export const nauticusStrategy: Knowledge<NauticusState, NauticusMove> = {
  horizon: 80,
  scale: 4,
  steps: 1500,
  // Budgets of the tree search (ismctsBot) by player count: larger tables make every
  // iteration dearer, so they get fewer; long games cut their playouts short.
  treeBudgets: [undefined, undefined, { iterations: 80, rolloutDepth: 60 }, { iterations: 70, rolloutDepth: 60 }, { iterations: 60, rolloutDepth: 60 }],
  stop: (from, state, lookahead) => state.round > from.round + lookahead,
  worth: (state) => state.players.map(worthOf),
  policy: weightedPolicy(weightOf),
};
