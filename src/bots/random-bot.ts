/**
 * `randomBot`: a uniformly random legal move.
 *
 * @module
 */
import { left, right } from '../core/either.js';
import { canonicalJson } from '../core/clone.js';
import { ruleError } from '../core/errors.js';
import { Random } from '../core/random.js';
import { hashText, type Bot } from './bot.js';

/**
 * A bot that picks uniformly among its seat's legal moves (listed from its view with
 * `movesFromView`). Deterministic: the same seed and view give the same move.
 */
export function randomBot(seed = 0): Bot {
  return {
    name: 'random',
    choose(game, table, view, seat) {
      if (view.viewer !== seat) return left(ruleError('INVALID_VIEW', `The view is for ${String(view.viewer)}, not seat ${seat}.`));
      const moves = game.movesFromView(table, view);
      if (moves._tag === 'Left') return moves;
      if (moves.right.length === 0) return left(ruleError('NOT_YOUR_TURN', `Seat ${seat} has no legal move now.`));
      const random = Random.quick((seed ^ hashText(canonicalJson(view))) | 0);
      return right(random.pick(moves.right));
    },
  };
}
