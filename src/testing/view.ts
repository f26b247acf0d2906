/**
 * Unwrapping a view in a test.
 *
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import type { RuleError } from '../core/errors.js';
import { ContractViolation } from './violation.js';

/**
 * The view inside `game.view(...)`'s answer, for tests and scripts that hold a valid
 * state: throws a {@link ContractViolation} if the game refused (the state was not one).
 *
 * ```ts partial
 * expect(viewOf(meuterer.view(state, 0)).hand).toHaveLength(5);
 * ```
 */
export function viewOf<V>(answer: Either<RuleError, V>): V {
  if (answer._tag === 'Left') throw new ContractViolation(`view refused: ${answer.left.code} ${answer.left.message}`);
  return answer.right;
}
