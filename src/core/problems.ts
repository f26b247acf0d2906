/**
 * Problems found in component data: each with the path of the field at fault and the
 * rulebook constraint it breaks. A data set's checks return every problem they find, so
 * that a transcription can be corrected in one pass (`nautical-rules data validate`);
 * `setup` refuses with the first.
 *
 * @module
 */
import { clip } from './plain.js';

/**
 * One problem of a component data set.
 *
 * @example
 * ```ts
 * import type { DataProblem } from 'nautical-rules';
 *
 * const p: DataProblem = { path: 'islands[3].majority', problem: "'karge-zunge' pays a tie more than a sole top seller (2/3/1); the first value is the largest" };
 * ```
 *
 * @group Component data
 */
export interface DataProblem {
  /** The field at fault, from the data set's root: `islands[3].majority`, `ships.cards[0].id`; `''` for the root itself. */
  readonly path: string;
  /** What is wrong, naming the rulebook's constraint. */
  readonly problem: string;
}

/**
 * How strictly a data set is checked. By default, as `nautical-rules data validate` checks a
 * transcription, also against what the printed game has (the rulebook's card counts and
 * printed values); `setup` passes `{ printed: false }` and plays any set the rules can run.
 *
 * @group Component data
 */
export interface DataCheck {
  /** Also hold the data to the printed game's counts and values (default `true`). */
  readonly printed?: boolean | undefined;
}

/** `path` under `root`: `joinPath('ships', 'cards[2]')` is `ships.cards[2]`; an index joins without a dot. */
export function joinPath(root: string, path: string): string {
  if (root === '') return path;
  if (path === '') return root;
  return path.startsWith('[') ? `${root}${path}` : `${root}.${path}`;
}

/** `problems` with their paths under `root`. */
export function problemsWithin(root: string, problems: readonly DataProblem[]): DataProblem[] {
  return problems.map((p) => ({ path: joinPath(root, p.path), problem: p.problem }));
}

/** A problem as one line: `path: problem` (the problem alone at the root). */
export function problemLine(p: DataProblem): string {
  return p.path === '' ? p.problem : `${p.path}: ${p.problem}`;
}

/** The first problem as one line, or `null`: what `setup` refuses a data set with. */
export function firstProblem(problems: readonly DataProblem[]): string | null {
  const first = problems[0];
  return first === undefined ? null : problemLine(first);
}

/**
 * The problems as lines for people, bounded whatever the data: at most `max` lines of at
 * most 300 characters, then `... and N more problems`.
 */
export function problemLines(problems: readonly DataProblem[], max = 50): string[] {
  const lines = problems.slice(0, max).map((p) => clip(problemLine(p), 300));
  if (problems.length > max) lines.push(`... and ${problems.length - max} more problem${problems.length - max === 1 ? '' : 's'}`);
  return lines;
}
