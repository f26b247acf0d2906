/**
 * The error every check of the harness throws.
 *
 * @module
 */
import type { GameRecord } from '../core/record.js';

/** How far shrinking got: in a violation's `details.shrink` and its message. */
export interface ShrinkReport {
  /** Moves of the failing game the random search found. */
  readonly startLength: number;
  /** Moves of the shortest failing game found (the record's moves). */
  readonly endLength: number;
  /** Candidate games played while shrinking. */
  readonly candidates: number;
  /**
   * Whether shrinking stopped on its time cap (`shrinkSeconds`) before trying all it
   * tries: a rerun may then end on another game, and a larger cap may find a shorter one.
   */
  readonly timedOut: boolean;
}

/** What a {@link ContractViolation} knows about the game that broke the law. */
export interface ViolationDetails {
  /** The law that failed, in words, with the step where it failed. */
  readonly property: string;
  /**
   * The (shortest found) game that breaks the law: the moves played before the failing
   * check. `replay` and `nautical-rules replay FILE` accept it as it is.
   */
  readonly record?: GameRecord;
  /** The step at which the check failed: the number of moves of `record`. */
  readonly failingStep?: number;
  /** Candidate games shrinking played (the same as `shrink.candidates`). */
  readonly shrinks?: number;
  /**
   * How far shrinking got: the length it started from, where it ended, the candidate
   * games it tried, and whether it stopped on its time cap.
   */
  readonly shrink?: ShrinkReport;
  /** The fast-check `seed` and `path` that rerun the failing game exactly, shrinking included. */
  readonly rerun?: { readonly seed: number; readonly path: string };
  /**
   * The players' choices that led there, one per move: each a fraction of the legal
   * list in `[0, 1)` (the seat first when several may move, then the move), for shrinking.
   */
  readonly choices?: readonly number[];
}

/**
 * Thrown by the harness with a message that says which property failed, at which step,
 * and (from `checkGame`) the shortest failing game found as a replayable record with its
 * log. Its stack is only the message: the frames would point into the library's own
 * build, which says nothing about your game.
 */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
  /** The law that failed, with where; the record and more when the harness knows them. */
  readonly details: ViolationDetails;

  /** @param message what failed; @param details what the harness knows of the game */
  constructor(message: string, details?: ViolationDetails) {
    super(message);
    this.details = details ?? { property: message };
    this.stack = `${this.name}: ${message}`;
  }
}
