/**
 * Issue 16: random play steered by {@link steeringPolicy} reaches every move type and every
 * phase at every table Meuterer offers (3 and 4 seats, with and without the pirates), so a
 * rule that becomes unreachable is noticed.
 */
import { describe, expect, it } from 'vitest';
import { meuterer, PHASES, type MeutererConfig } from '../../src/meuterer/index.js';
import { checkGame, formatCoverage } from '../../src/testing/index.js';
import { steeringPolicy } from './policy.js';

const TABLES: MeutererConfig[] = [
  { players: 3 },
  { players: 4 },
  { players: 3, pirates: true },
  { players: 4, pirates: true, shuffleIslands: true },
];

describe('steered play reaches every move type and phase', () => {
  for (const config of TABLES) {
    it(`${config.players} seats${config.pirates === true ? ', pirates' : ''}`, () => {
      const report = checkGame(meuterer, {
        configs: [config],
        runs: 2,
        // Reach is what this test is about; the harness test checks every step deeply.
        deepCheckEvery: 5,
        tamperRuns: 0,
        policy: steeringPolicy,
        requireMoveTypes: 'all',
        seed: 16,
      });
      const missed = PHASES.filter((p) => (report.coverage.phases[p]?.entered ?? 0) === 0);
      expect(missed, formatCoverage(report.coverage).join('\n')).toEqual([]);
      if (process.env.COVERAGE_TABLE) console.log(formatCoverage(report.coverage).join('\n'));
    });
  }
});
