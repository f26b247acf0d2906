/**
 * The whole Game contract, through the exported harness, for every variant and player
 * count, with Bremerhaven's own invariants.
 */
import { describe, expect, it } from 'vitest';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { checkGame } from '../../src/testing/index.js';
import { TABLES } from './driver.js';
import { GAME_INVARIANTS, STATE_INVARIANTS, STEP_INVARIANTS } from './invariants.js';

describe('bremerhaven satisfies the Game contract', () => {
  for (const config of TABLES) {
    it(`${config.variant}, ${config.players} player(s)`, () => {
      const report = checkGame(bremerhaven, {
        configs: [config],
        runs: 4,
        movesPerStep: 4,
        mutationsPerStep: 8,
        deepCheckEvery: 3,
        invariants: STATE_INVARIANTS,
        stepInvariants: STEP_INVARIANTS,
        gameInvariants: GAME_INVARIANTS,
      });
      expect(report.games).toBe(4);
    });
  }
});
