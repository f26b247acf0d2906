/**
 * The property-test harness, for the four games and for your own variants.
 *
 * ```ts
 * import { checkGame } from 'nautical-rules/testing';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * checkGame(meuterer, {
 *   configs: [{ players: 3 }, { players: 4, pirates: true }],
 *   runs: 50,
 *   invariants: [{ name: 'no negative hand', check: (s) => (s.hands.every((h) => h.length >= 0) ? null : 'negative') }],
 * });
 * ```
 *
 * It needs `fast-check` (a peer dependency) and no particular test runner: failures are
 * thrown as {@link ContractViolation}s.
 *
 * @module testing
 */
export type { GameInvariant, HarnessOptions, HarnessReport, StateInvariant, StepInvariant } from './harness.js';
export { checkGame, checkPlayout, ContractViolation } from './harness.js';
export type { ViolationDetails } from './violation.js';
export type { ShrinkReport, ShrinkStage } from './shrink.js';
export type { Coverage, MoveTypeCoverage, PhaseCoverage } from './coverage.js';
export { formatCoverage, neverApplied } from './coverage.js';
export { viewOf } from './view.js';
export { stateOf } from './state.js';
export type { ViewLawOptions } from './views.js';
export { jsonBytes, labelProblem, logProblem, viewProblem } from './views.js';
export { hostileSeatInputs, seatBoundaryProblem, viewCodecProblem } from './seat-boundary.js';
export { undoProblem } from './undo.js';
export { allowedWords, textProblem, wordsProblem } from './words.js';
export { strictMode } from './strict.js';
export type { TamperOptions, TamperReport } from './tamper.js';
export { checkTampering, playableProblem, tamper } from './tamper.js';
export { deepArray, deepObject, hostileMoves, hostileProblem, invalidViewers, notAStateProblem, twoFacedMoves } from './hostile.js';
export { commuteProblem } from './commute.js';
export { deepFreeze } from './freeze.js';
export { mutations, NOT_MOVES } from './mutate.js';
export type { MoveObject } from './mutate.js';
