/**
 * Failures shrink to the shortest game, shown as a record that replays; coverage says
 * which rules random play reached.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, illegal, replay } from '../../src/core/index.js';
import { checkGame, ContractViolation, formatCoverage, type StepInvariant } from '../../src/testing/index.js';
import { chooseMove, lawKey } from '../../src/testing/shrink.js';
import { meuterer, type MeutererMove, type MeutererState } from '../../src/meuterer/index.js';
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
/**
 * Shrinking has a time cap (60 s by default) for users; these tests bound it by what they
 * check instead (the candidates tried, `timedOut: false`), so a loaded machine cannot stop
 * it early: the cap is set beyond any test's lifetime.
 */
const untimed = { shrinkSeconds: 3600 } as const;

describe('a failure shrinks to the shortest failing game', () => {
  it('for a false invariant: from games of 40 moves to a handful', () => {
    // False: seat 0 reaches 4 points within two rounds at the earliest (two picks of 2).
    const e = violation(() =>
      checkGame(toy, { configs: [long], runs: 30, tamperRuns: 0, ...untimed, invariants: [{ name: 'seat 0 stays under 4', check: (s) => ((s.totals[0] ?? 0) >= 4 ? 'seat 0 has 4' : null) }] }),
    );
    const record = e.details.record;
    expect(record).toBeDefined();
    // Two rounds, four picks: nothing shorter can fail.
    expect(record?.moves.length).toBeLessThanOrEqual(6);
    expect(e.details.failingStep).toBe(record?.moves.length);
    expect(e.message).toMatch(/invariant 'seat 0 stays under 4' fails/);
    expect(e.message).toMatch(/Shortest failing game found: \d+ moves?, then the check fails at step \d+ \(shrunk from \d+ moves?; \d+ candidate games? tried\)/);
    expect(e.details.shrink).toMatchObject({ endLength: record?.moves.length, timedOut: false });
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
    const e = violation(() => checkGame(broken, { configs: [long], runs: 10, tamperRuns: 0, ...untimed }));
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
    const e = violation(() => checkGame(broken, { configs: [long], runs: 10, tamperRuns: 0, ...untimed }));
    expect(e.message).toMatch(/INTERNAL_ERROR|internal error|refused/);
    expect(e.details.record?.moves.length).toBeLessThanOrEqual(6);
  });
});

describe('shrinking reliably reaches a short game', () => {
  // False: a captain's reward, a mutiny or a sale cost can lower a score within a round.
  const neverDown: StepInvariant<MeutererState, MeutererMove> = {
    name: 'no score ever goes down',
    check: (before, _move, after) => {
      const seat = after.scores.findIndex((x, i) => x < (before.scores[i] ?? 0));
      return seat < 0 ? null : `seat ${seat}: ${before.scores[seat]} -> ${after.scores[seat]}`;
    },
  };
  // The search checks only the cheap laws at each step (the deep ones at the first): the
  // games played and the failure found are the same (the players' choices have a stream of
  // their own), and shrinking a failed invariant replays the invariant alone; the contract
  // on Meuterer is tests/meuterer/harness.test.ts's subject. A ninth of the CPU.
  const search = { deepCheckEvery: Number.MAX_SAFE_INTEGER, fromViewEvery: 0, hostileEvery: 0, undoEvery: 0 } as const;
  const options = { configs: [{ players: 4 }], runs: 20, tamperRuns: 0, stepInvariants: [neverDown], ...search, ...untimed };

  for (const seed of [3, 9]) {
    it(`Meuterer, 4 players, "no score ever goes down", seed ${seed}: 14 moves at most, and the same game again from the seed and path`, () => {
      const stages: string[] = [];
      const e = violation(() => checkGame(meuterer, { ...options, seed, onStage: (s) => stages.push(s.stage) }));
      const record = e.details.record;
      const shrink = e.details.shrink;
      expect(record).toBeDefined();
      expect(record?.moves.length).toBeLessThanOrEqual(14);
      // How far shrinking got.
      expect(shrink).toBeDefined();
      expect(shrink?.endLength).toBe(record?.moves.length);
      expect(shrink?.startLength).toBeGreaterThanOrEqual(shrink?.endLength ?? Infinity);
      expect(shrink?.candidates).toBeGreaterThan(0);
      expect(shrink?.candidates).toBeLessThanOrEqual(4000);
      expect(shrink?.timedOut).toBe(false);
      expect(stages[0]).toBe('prefix');
      expect(stages.at(-1)).toBe('done');
      expect(stages).toContain('fresh');
      expect(e.message).toMatch(/step invariant 'no score ever goes down' fails after/);

      // The record replays, and the move named in the failure then lowers a score.
      const replayed = replay(meuterer, JSON.parse(JSON.stringify(record)));
      expect(replayed._tag).toBe('Right');
      const failing = /fails after (\{.*?\}): seat/.exec(e.details.property)?.[1];
      expect(failing).toBeDefined();
      if (replayed._tag === 'Right' && failing !== undefined) {
        const after = meuterer.apply(replayed.right, JSON.parse(failing) as MeutererMove);
        expect(after._tag).toBe('Right');
        if (after._tag === 'Right') expect(neverDown.check(replayed.right, JSON.parse(failing) as MeutererMove, after.right)).not.toBeNull();
      }

      // The seed and path the message names rerun it exactly, shrinking included.
      const named = /seed: (-?\d+), path: '([\d:]*)'/.exec(e.message);
      expect(named).not.toBeNull();
      const again = violation(() => checkGame(meuterer, { ...options, seed: Number(named?.[1]), path: named?.[2] ?? '' }));
      expect(again.details.record).toEqual(record);
      expect(again.details.shrink).toEqual(shrink);
      expect(again.message).toBe(e.message);
    });
  }

  it('tries the simpler tables the configs allow', () => {
    const configs: ToyConfig[] = [
      { journal: true, rounds: 20 },
      { journal: false, rounds: 20 },
    ];
    for (const seed of [1, 2, 3]) {
      const e = violation(() =>
        checkGame(toy, { configs, runs: 30, seed, tamperRuns: 0, ...untimed, simultaneousMovesCommute: false, invariants: [{ name: 'seat 0 stays under 4', check: (s) => ((s.totals[0] ?? 0) >= 4 ? 'seat 0 has 4' : null) }] }),
      );
      expect(e.details.record?.config).toEqual({ journal: false, rounds: 20 });
      expect(e.details.record?.moves.length).toBeLessThanOrEqual(4);
    }
  });

  it('reads a choice as a fraction of the legal list: the seat first, then the move', () => {
    const legal = (seat: number): string[] => [`${seat}a`, `${seat}b`, `${seat}c`];
    expect(chooseMove(null, [0, 1], legal, 0)).toBe('0a');
    expect(chooseMove(null, [0, 1], legal, 0.49)).toBe('0c');
    expect(chooseMove(null, [0, 1], legal, 0.5)).toBe('1a');
    expect(chooseMove(null, [0, 1], legal, 0.999)).toBe('1c');
    expect(chooseMove(null, [1], legal, 0.4)).toBe('1b');
    // Out of range: still a listed move.
    for (const f of [-1, 1, 7, Number.NaN]) expect(legal(0).concat(legal(1))).toContain(chooseMove(null, [0, 1], legal, f));
    expect(chooseMove(null, [], legal, 0.3)).toBeUndefined();
  });

  it('counts only a failure of the same law', () => {
    const a = "meuterer config={} seed=1 botSeed=2 step=4: listed move {\"type\":\"pass\",\"player\":1} refused: ILLEGAL_MOVE Not now.";
    const b = "meuterer config={} seed=9 botSeed=3 step=17: listed move {\"type\":\"play\",\"player\":0} refused: ILLEGAL_MOVE Not now.";
    const c = 'meuterer config={} seed=9 botSeed=3 step=17: the state codec refuses a reachable state: scores';
    expect(lawKey(a)).toBe(lawKey(b));
    expect(lawKey(a)).not.toBe(lawKey(c));
  });
});

describe('the search time budget', () => {
  it('stops starting games after searchSeconds, and says so', () => {
    const report = checkGame(toy, { configs: [{ journal: false, rounds: 30 }], runs: 100_000, searchSeconds: 0.5, tamperRuns: 0 });
    expect(report.stoppedOnTime).toBe(true);
    expect(report.games).toBeGreaterThan(0);
    expect(report.games).toBeLessThan(100_000);
    expect(checkGame(toy, { configs: [{ journal: false }], runs: 2, tamperRuns: 0 }).stoppedOnTime).toBe(false);
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
