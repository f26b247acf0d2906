/**
 * A failure, told so that a person can act on it: the law that failed, the shortest game
 * found that breaks it as a record that `replay` accepts, and that game's log.
 *
 * @module
 */
import type { BaseMove, BaseView, Game } from '../core/game.js';
import { traceRecord } from '../core/record.js';
import { ContractViolation, type ViolationDetails } from './violation.js';

/** The most log lines a failure message shows (the start and the end of the game are kept). */
const MAX_LOG_LINES = 80;

/**
 * A {@link ContractViolation} whose message holds the failed law, the record of the
 * failing game (moves before the failing step; the step itself is named beside it, since
 * the record codec refuses unknown fields), the game's all-seeing log, and how to rerun
 * the random search.
 */
export function explainViolation<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  details: ViolationDetails,
  how: { readonly shrinks: number; readonly reproduce: string },
): ContractViolation {
  const record = details.record;
  const lines = [`${game.id}: a law of the contract fails.`, `Property: ${details.property}`];
  if (record !== undefined) {
    const n = record.moves.length;
    const s = details.shrink;
    const moves = (k: number): string => `${k} move${k === 1 ? '' : 's'}`;
    lines.push(
      s === undefined
        ? `Failing game: ${moves(n)}, then the check fails at step ${n}.`
        : `Shortest failing game found: ${moves(n)}, then the check fails at step ${n} (shrunk from ${moves(s.startLength)}; ${s.candidates} candidate game${s.candidates === 1 ? '' : 's'} tried${s.timedOut ? '; stopped on the time cap, shrinkSeconds, so a rerun may end elsewhere' : ''}).`,
      'Game record (save it as a .json file: `nautical-rules replay FILE` and `replay(game, record)` accept it as it is):',
      JSON.stringify(record),
      'What happens:',
      ...logOf(game, record),
    );
  }
  lines.push(`To rerun it, shrinking included: checkGame(game, { ...options, ${how.reproduce} }).`);
  return new ContractViolation(lines.join('\n'), { ...details, shrinks: how.shrinks });
}

/** The all-seeing log of a record, step by step, cut in the middle when long. */
function logOf<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, record: NonNullable<ViolationDetails['record']>): string[] {
  const trace = traceRecord(game, record);
  const out: string[] = [];
  const first = trace.states[0];
  if (first !== undefined) for (const l of game.describeStart(first)) out.push(`  ${l}`);
  for (let i = 1; i < trace.states.length; i++) {
    const move = record.moves[i - 1];
    out.push(`  [${i}] ${JSON.stringify(move)}`);
    for (const l of game.describe(trace.states[i - 1] as S, move as M, trace.states[i] as S)) out.push(`      ${l}`);
  }
  if (trace.error !== null) out.push(`  (the record stops replaying at step ${trace.error.step + 1}: ${trace.error.message})`);
  out.push(`  [${record.moves.length + 1}] here the check fails.`);
  if (out.length <= MAX_LOG_LINES) return out;
  const head = out.slice(0, MAX_LOG_LINES / 2);
  const tail = out.slice(out.length - MAX_LOG_LINES / 2);
  return [...head, `  ... ${out.length - MAX_LOG_LINES} lines ...`, ...tail];
}
