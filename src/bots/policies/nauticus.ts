/**
 * What the search knows about Nauticus: a playout ends once the round under way is
 * over, and is judged by what each seat would score if the game ended there: the score
 * track plus the end-of-game tally of the rulebook (delivered goods, completed ships,
 * leftovers at 3 to a point), with half the points of a ship for a ship half built.
 * Playouts prefer moves that score or complete something (see `weightOf`).
 *
 * @module
 */
import type { NauticusMove } from '../../nauticus/moves.js';
import type { NauticusState, PlayerState } from '../../nauticus/state.js';
import { weightedPick, type Knowledge } from './knowledge.js';

const GOODS_POINTS: readonly number[] = [0, 2, 5, 9, 14, 20];
const SHIP_POINTS: readonly number[] = [0, 2, 8, 20, 35];
const goodsPoints = (count: number): number => (count <= 5 ? (GOODS_POINTS[count] ?? 0) : 20 + 5 * (count - 5));

/** A seat's score if the game ended now, a half-built ship counting for its share of the points. */
function worthOf(player: PlayerState): number {
  let goods = 0;
  for (const count of Object.values(player.delivered) as number[]) goods += goodsPoints(count);
  let ships = 0;
  let leftovers = player.coins + player.workers + player.warehouse.length;
  for (const ship of player.ships) {
    const size = ship.parts.length;
    const closed = ship.parts.includes('hull') || (ship.parts.includes('bow') && ship.parts.includes('stern'));
    const points = SHIP_POINTS[size] ?? 0;
    leftovers += ship.goods.length;
    if (closed && ship.masts.length === size && ship.sails.length === size) ships += points;
    else {
      leftovers += size + ship.masts.length + ship.sails.length;
      ships += size === 0 ? 0 : (0.5 * points * (ship.masts.length + ship.sails.length + (closed ? size : 0))) / (3 * size);
    }
  }
  return player.score + goods + ships + leftovers / 3;
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

/** Nauticus's playout knowledge. */
export const nauticusKnowledge: Knowledge = {
  horizon: 80,
  scale: 4,
  stop: (from, state, lookahead) => (state as NauticusState).round > (from as NauticusState).round + lookahead,
  worth: (state) => (state as NauticusState).players.map(worthOf),
  policy: (_state, _seat, moves, random) => weightedPick(moves as readonly NauticusMove[], weightOf, random),
};
