/**
 * Typed rule errors: the only way a game says "no".
 *
 * Every refusal from {@link Game.apply}, {@link Game.setup} or {@link replay} is a
 * `Left<RuleError>` with a stable machine-readable `code` and a human-readable
 * `message`; nothing in the library throws on bad input.
 *
 * @module
 */
import { left, type Either } from './either.js';

/**
 * Why a request was refused.
 *
 * - `MALFORMED_MOVE`: the value is not a move of this game at all (not an object, unknown
 *   `type`, a missing, extra or mistyped field).
 * - `NOT_YOUR_TURN`: a well-formed move by a seat that may not move now.
 * - `ILLEGAL_MOVE`: a well-formed move by an active seat that the rules forbid now.
 * - `GAME_OVER`: any move once the game has ended.
 * - `INVALID_CONFIG`: `setup` was given a config that does not decode or is inconsistent.
 * - `INVALID_STATE`: a value that does not decode as a state of the game.
 * - `INVALID_VIEW`: a view that `fromView` and `movesFromView` cannot sample from: not a
 *   view of this game and table, or one no state of the game could give its viewer (a
 *   hand the seat cannot hold, a card shown in two places, a round past the last).
 * - `INVALID_TABLE`: a table that is not one of this game (a field of the wrong type,
 *   seats out of range, component data that does not check).
 * - `INVALID_RECORD`: a game record that does not decode or names another game.
 * - `INTERNAL_ERROR`: a defect in the library; please report it with the game record.
 *
 * @group Errors
 */
export type RuleErrorCode =
  | 'MALFORMED_MOVE'
  | 'NOT_YOUR_TURN'
  | 'ILLEGAL_MOVE'
  | 'GAME_OVER'
  | 'INVALID_CONFIG'
  | 'INVALID_STATE'
  | 'INVALID_VIEW'
  | 'INVALID_TABLE'
  | 'INVALID_RECORD'
  | 'INTERNAL_ERROR';

/**
 * A refusal: a stable `code` for programs and a `message` for people.
 *
 * @group Errors
 */
export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

/**
 * Builds a {@link RuleError}.
 *
 * @group Errors
 */
export function ruleError(code: RuleErrorCode, message: string): RuleError {
  return { code, message };
}

/**
 * A `Left` with an `INVALID_CONFIG` error: what `setup` answers to a config that does not fit.
 *
 * @group Errors
 */
export function invalidConfig(message: string): Either<RuleError, never> {
  return left({ code: 'INVALID_CONFIG', message });
}

/**
 * Shorthand for the most common refusal: a well-formed move the rules forbid now.
 *
 * @group Errors
 */
export function illegal(message: string): RuleError {
  return { code: 'ILLEGAL_MOVE', message };
}
