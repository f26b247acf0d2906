/**
 * `randomBot`: a uniformly random legal move.
 *
 * @module
 */
import { left, right } from '../core/either.js';
import { canonicalJson } from '../core/clone.js';
import { Random } from '../core/random.js';
import { hashText, noMoveNow, wrongView, type Bot } from './bot.js';

/**
 * A bot that picks uniformly among its seat's legal moves (listed from its view with
 * `movesFromView`). Deterministic: the same seed and view give the same move.
 */
export function randomBot(seed = 0): Bot {
  return {
    name: 'random',
    choose(game, table, view, seat) {
      if (view.viewer !== seat) return left(wrongView(view.viewer, seat));
      const moves = game.movesFromView(table, view);
      if (moves._tag === 'Left') return moves;
      if (moves.right.length === 0) return left(noMoveNow(seat));
      const random = Random.quick((seed ^ hashText(canonicalJson(view))) | 0);
      return right(random.pick(moves.right));
    },
  };
}
