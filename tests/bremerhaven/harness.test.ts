/**
 * The whole Game contract, through the exported harness, for every variant and player
 * count, with Bremerhaven's own invariants.
 */
import { describe, expect, it } from 'vitest';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { checkGame } from '../../src/testing/index.js';
import { TABLES } from './driver.js';
import { GAME_INVARIANTS, STATE_INVARIANTS, STEP_INVARIANTS } from './invariants.js';

/**
 * What the harness spends per table, kept affordable in CI (the 4-player long game is
 * ~400 moves). Every step still gets the cheap laws (codecs, legal lists, sampled moves,
 * invariants); every 12th step (and the first) the deep ones (near misses, views and
 * fromView, labels, logs, commuting seats); the thorough fromView check (20 samples that
 * must vary, one played to its end) on the first step and every 120th (it runs on deep
 * steps only: keep `fromViewEvery` a multiple of `deepCheckEvery`). With 4 games, 4 moves
 * and 8 near misses per step, deep checks every 3 steps and a thorough one every 75, the 7
 * tables took 440-630 s on the loaded CI machine; this takes about a third of that.
 * `undoable` is checked against 20 samples per viewer at steps 100 and 300 (about half a
 * second each).
 */
const COST = { runs: 3, movesPerStep: 3, mutationsPerStep: 6, deepCheckEvery: 12, fromViewEvery: 120, undoEvery: 200 } as const;

describe('bremerhaven satisfies the Game contract', () => {
  for (const config of TABLES) {
    it(`${config.variant}, ${config.players} player(s)`, () => {
      const report = checkGame(bremerhaven, {
        configs: [config],
        ...COST,
        invariants: STATE_INVARIANTS,
        stepInvariants: STEP_INVARIANTS,
        gameInvariants: GAME_INVARIANTS,
      });
      expect(report.games).toBe(COST.runs);
    });
  }
});
