/**
 * Coverage of the rules: which move types random play listed, applied and saw refused,
 * and which phases it entered. Rules that are never reached are never checked; the
 * report says which.
 *
 * @module
 */

/** How often one move type came up. */
export interface MoveTypeCoverage {
  /** States at which some seat was offered a move of this type. */
  listed: number;
  /** Moves of this type played in the games. */
  applied: number;
  /** Near misses of this type (variations of legal moves) that `apply` refused. */
  refused: number;
}

/** How often one phase came up. */
export interface PhaseCoverage {
  /** Times play entered the phase (the first state of a game counts). */
  entered: number;
  /** States spent in the phase. */
  states: number;
}

/** Per move type and per phase, what random play reached. */
export interface Coverage {
  /** Every move type the tables can produce, and the others that came up. */
  readonly moveTypes: Record<string, MoveTypeCoverage>;
  /** Every phase the game lists, and the others that came up. */
  readonly phases: Record<string, PhaseCoverage>;
}

/** An empty coverage record that lists `moveTypes` and `phases` with zero counts. */
export function emptyCoverage(moveTypes: readonly string[], phases: readonly string[]): Coverage {
  const coverage: Coverage = { moveTypes: Object.create(null) as Record<string, MoveTypeCoverage>, phases: Object.create(null) as Record<string, PhaseCoverage> };
  for (const t of moveTypes) coverage.moveTypes[t] = { listed: 0, applied: 0, refused: 0 };
  for (const p of phases) coverage.phases[p] = { entered: 0, states: 0 };
  return coverage;
}

/** The counters of `type`, created at zero when first seen. */
export function moveTypeOf(coverage: Coverage, type: string): MoveTypeCoverage {
  let c = coverage.moveTypes[type];
  if (c === undefined) {
    c = { listed: 0, applied: 0, refused: 0 };
    coverage.moveTypes[type] = c;
  }
  return c;
}

/** The counters of `phase`, created at zero when first seen. */
export function phaseOf(coverage: Coverage, phase: string): PhaseCoverage {
  let c = coverage.phases[phase];
  if (c === undefined) {
    c = { entered: 0, states: 0 };
    coverage.phases[phase] = c;
  }
  return c;
}

/** The move types of `required` that were never applied. */
export function neverApplied(coverage: Coverage, required: readonly string[]): string[] {
  return required.filter((t) => (coverage.moveTypes[t]?.applied ?? 0) === 0);
}

/**
 * The coverage as a text table, one line per move type then per phase; types never
 * applied and phases never entered are marked.
 *
 * ```text
 * move type        listed  applied  refused
 * offerReward         160      160      851
 * ...
 * phase           entered   states
 * reward               160      160
 * ```
 */
export function formatCoverage(coverage: Coverage): string[] {
  const types = Object.keys(coverage.moveTypes);
  const phases = Object.keys(coverage.phases);
  const width = Math.max(12, ...types.map((t) => t.length), ...phases.map((p) => p.length)) + 2;
  const n = (x: number, w: number): string => String(x).padStart(w);
  const lines = [`${'move type'.padEnd(width)}${'listed'.padStart(9)}${'applied'.padStart(9)}${'refused'.padStart(9)}`];
  for (const t of types) {
    const c = coverage.moveTypes[t] as MoveTypeCoverage;
    lines.push(`${t.padEnd(width)}${n(c.listed, 9)}${n(c.applied, 9)}${n(c.refused, 9)}${c.applied === 0 ? '   never applied' : ''}`);
  }
  if (phases.length > 0) {
    lines.push(`${'phase'.padEnd(width)}${'entered'.padStart(9)}${'states'.padStart(9)}`);
    for (const p of phases) {
      const c = coverage.phases[p] as PhaseCoverage;
      lines.push(`${p.padEnd(width)}${n(c.entered, 9)}${n(c.states, 9)}${c.entered === 0 ? '   never entered' : ''}`);
    }
  }
  return lines;
}
