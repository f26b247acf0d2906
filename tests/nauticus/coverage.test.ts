/**
 * Every move type and every phase is reached, at every player count, by play steered where
 * random choice rarely goes (issue 16): a rule that becomes unreachable is noticed.
 */
import { describe, expect, it } from 'vitest';
import { nauticus, PHASES, type NauticusConfig } from '../../src/nauticus/index.js';
import { checkGame, formatCoverage } from '../../src/testing/index.js';
import { steering } from './policy.js';

describe('coverage of the rules', () => {
  for (const players of [2, 3, 4]) {
    it(`applies every move type and enters every phase with ${players} players`, () => {
      const configs: NauticusConfig[] = [{ players }];
      const report = checkGame(nauticus, {
        configs,
        runs: 2,
        policy: steering,
        requireMoveTypes: 'all',
        deepCheckEvery: 15,
        movesPerStep: 2,
        mutationsPerStep: 4,
        fromViewEvery: 4,
        hostileEvery: 0,
        tamperRuns: 0,
        // A fixed seed: the policy reaches every type with these games, and a change of the
        // rules that makes one unreachable shows up here rather than as a flaky failure.
        seed: 16 + players,
      });
      const never = PHASES.filter((p) => (report.coverage.phases[p]?.entered ?? 0) === 0);
      expect(never, formatCoverage(report.coverage).join('\n')).toEqual([]);
      expect(Object.keys(report.coverage.moveTypes).sort()).toEqual([...nauticus.moveTypes({ players })].sort());
      if (players === 4) console.log(formatCoverage(report.coverage).join('\n'));
    });
  }
});
