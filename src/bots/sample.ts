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
import type { Seed } from '../core/seed.js';

/**
 * The sampler of the view a bot is deciding on: the view is checked once (by
 * `game.sampler`), and every sample of that decision draws from it. It is found again by
 * the same game, table and view objects, and by the view's JSON text, so a view edited in
 * place between two decisions is checked anew.
 */
let current:
  | {
      readonly game: unknown;
      readonly table: unknown;
      readonly view: unknown;
      readonly text: string;
      readonly sample: Either<RuleError, (seed: Seed) => Either<RuleError, unknown>>;
    }
  | undefined;

/** The view's JSON text, or `null` when it has none (then nothing is reused). */
function textOf(view: unknown): string | null {
  try {
    return JSON.stringify(view) ?? null;
  } catch {
    return null;
  }
}

/**
 * A full state that the view's seat cannot tell from the real one: what it cannot see
 * re-dealt from `seed` (other hands, the deck order, the generator). The view is checked
 * once per decision (see `Game.sampler`), not once per sample.
 */
export function sampleState<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, seed: number): Either<RuleError, S> {
  const text = textOf(view);
  if (text === null) return game.fromView(table, view, seed);
  if (current === undefined || current.game !== game || current.table !== table || current.view !== view || current.text !== text) {
    current = { game, table, view, text, sample: game.sampler(table, view) };
  }
  const sample = current.sample as Either<RuleError, (seed: Seed) => Either<RuleError, S>>;
  return sample._tag === 'Left' ? sample : sample.right(seed);
}
