/**
 * The error every check of the harness throws.
 *
 * @module
 */

/** Thrown by the harness with a message that says which property failed, at which step. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}
