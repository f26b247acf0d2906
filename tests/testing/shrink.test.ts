/**
 * Failures shrink to the shortest game, shown as a record that replays; coverage says
 * which rules random play reached.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, illegal, replay } from '../../src/core/index.js';
import { checkGame, ContractViolation, formatCoverage } from '../../src/testing/index.js';
import { toy, toyRules, type ToyConfig } from './toy.js';

function violation(run: () => unknown): ContractViolation {
  try {
    run();
  } catch (e) {
    if (e instanceof ContractViolation) return e;
    throw e;
  }
  throw new Error('expected a ContractViolation');
}

const long: ToyConfig = { journal: false, rounds: 20 };

describe('a failure shrinks to the shortest failing game', () => {
  it('for a false invariant: from games of 40 moves to a handful', () => {
    // False: seat 0 reaches 4 points within two rounds at the earliest (two picks of 2).
    const e = violation(() =>
      checkGame(toy, { configs: [long], runs: 30, tamperRuns: 0, invariants: [{ name: 'seat 0 stays under 4', check: (s) => ((s.totals[0] ?? 0) >= 4 ? 'seat 0 has 4' : null) }] }),
    );
    const record = e.details.record;
    expect(record).toBeDefined();
    // Two rounds, four picks: nothing shorter can fail.
    expect(record?.moves.length).toBeLessThanOrEqual(6);
    expect(e.details.failingStep).toBe(record?.moves.length);
    expect(e.message).toMatch(/invariant 'seat 0 stays under 4' fails/);
    expect(e.message).toMatch(/Shortest failing game found \(shrunk \d+ times?\)/);
    // The record replays as it is, to the failing state.
    const replayed = replay(toy, JSON.parse(JSON.stringify(record)));
    expect(replayed._tag).toBe('Right');
    if (replayed._tag === 'Right') expect(replayed.right.totals[0]).toBeGreaterThanOrEqual(4);
    // The log shows the moves; the stack points nowhere.
    expect(e.message).toMatch(/\[1\] \{"type":"pick"/);
    expect(e.stack).toBe(`ContractViolation: ${e.message}`);
  });

  it('for a broken game: an apply that accepts an unlisted move late in the game', () => {
    // From round 3 on, a pick of 3 is accepted though never listed.
    const broken = defineGame({
      ...toyRules,
      check: (s, m) => (m.value > 2 && s.round < 3 ? illegal('Pick 0, 1 or 2.') : m.value > 3 ? illegal('no') : null),
    });
    const e = violation(() => checkGame(broken, { configs: [long], runs: 10, tamperRuns: 0 }));
    expect(e.message).toMatch(/apply accepts .*which legalMoves does not list|listed/);
    // Three rounds of two picks reach round 3: nothing shorter shows the defect.
    expect(e.details.record?.moves.length).toBeLessThanOrEqual(8);
    expect(e.details.record?.moves.length).toBeGreaterThanOrEqual(6);
  });

  it('for an apply that fails on a rare move: the record ends just before it', () => {
    const broken = defineGame({
      ...toyRules,
      perform: (d, m) => {
        if (m.value === 2 && d.round >= 2) throw new Error('two is broken late');
        toyRules.perform(d, m);
      },
    });
    const e = violation(() => checkGame(broken, { configs: [long], runs: 10, tamperRuns: 0 }));
    expect(e.message).toMatch(/INTERNAL_ERROR|internal error|refused/);
    expect(e.details.record?.moves.length).toBeLessThanOrEqual(6);
  });
});

describe('coverage', () => {
  it('reports move types listed, applied and refused, and phases entered', () => {
    const report = checkGame(toy, { configs: [{ journal: false }], runs: 5, tamperRuns: 0 });
    expect(report.coverage.moveTypes['pick']).toMatchObject({ applied: 30 });
    expect(report.coverage.moveTypes['pick']?.listed).toBeGreaterThan(0);
    expect(report.coverage.moveTypes['pick']?.refused).toBeGreaterThan(0);
    const table = formatCoverage(report.coverage);
    expect(table[0]).toMatch(/^move type\s+listed\s+applied\s+refused$/);
    expect(table.some((l) => /^pick\s+\d+\s+30\s+\d+$/.test(l))).toBe(true);
  });

  it('fails, naming them, when required move types are never applied', () => {
    // A game with a second move type that is never legal.
    const withPass = defineGame({
      ...toyRules,
      moveTypes: () => ['pick', 'pass'],
    });
    const e = violation(() => checkGame(withPass, { configs: [{ journal: false }], runs: 3, tamperRuns: 0, requireMoveTypes: 'all' }));
    expect(e.message).toMatch(/never applied 'pass'/);
    expect(e.message).toMatch(/pass\s+0\s+0\s+\d+\s+never applied/);
    expect(() => checkGame(withPass, { configs: [{ journal: false }], runs: 3, tamperRuns: 0, requireMoveTypes: ['pick'] })).not.toThrow();
  });
});
