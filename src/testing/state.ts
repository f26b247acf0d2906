/**
 * Unwrapping a state in a test.
 *
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import type { RuleError } from '../core/errors.js';
import { ContractViolation } from './violation.js';

/**
 * The state inside an answer (`setup`, `apply`, `fromView`, `determinize`), for tests and
 * scripts that expect it to succeed: throws a {@link ContractViolation} with the refusal
 * otherwise.
 *
 * ```ts partial
 * const sample = stateOf(meuterer.determinize(state, 2, 7));
 * ```
 */
export function stateOf<S>(answer: Either<RuleError, S>): S {
  if (answer._tag === 'Left') throw new ContractViolation(`refused: ${answer.left.code} ${answer.left.message}`);
  return answer.right;
}
