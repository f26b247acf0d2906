/**
 * Coverage (issue 16): random play, steered where it rarely goes, applies every move type
 * that each variant can produce and enters every phase, so a rule that becomes
 * unreachable is noticed.
 */
import { describe, expect, it } from 'vitest';
import { bremerhaven, PHASES } from '../../src/bremerhaven/index.js';
import { checkGame, formatCoverage } from '../../src/testing/index.js';
import { TABLES } from './driver.js';
import { steering, withExchangeEarly } from './policy.js';

describe('random play reaches every rule of Bremerhaven', () => {
  for (const config of TABLES) {
    it(`${config.variant}, ${config.players} player(s)`, () => {
      const report = checkGame(bremerhaven, {
        configs: [withExchangeEarly(config)],
        runs: 3,
        policy: steering,
        requireMoveTypes: 'all',
        movesPerStep: 1,
        mutationsPerStep: 0,
        deepCheckEvery: 1_000,
        hostileEvery: 0,
        fromViewEvery: 0,
        tamperRuns: 0,
        seed: 17, // the games a seed gives changed with how choices are drawn (fractions of the legal list)
      });
      const phases = PHASES.filter((p) => p !== 'startingGoods' || config.variant !== 'long');
      const missed = phases.filter((p) => (report.coverage.phases[p]?.entered ?? 0) === 0);
      expect(missed, formatCoverage(report.coverage).join('\n')).toEqual([]);
    });
  }
});
