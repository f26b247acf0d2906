/**
 * The one place where the bots sample a state from a view. Every search of
 * `nautical-rules/bots` goes through {@link sampleState}, so that a faster sampler
 * changes every bot at once.
 *
 * @module
 */
import type { Either } from '../core/either.js';
import type { RuleError } from '../core/errors.js';
import type { BaseMove, BaseView, Game } from '../core/game.js';

/**
 * A full state that the view's seat cannot tell from the real one: what it cannot see
 * re-dealt from `seed` (other hands, the deck order, the generator).
 */
export function sampleState<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, seed: number): Either<RuleError, S> {
  return game.fromView(table, view, seed);
}
