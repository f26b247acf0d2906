/** The exported harness, run on Nauticus with its own invariants, for 2, 3 and 4 players. */
import { describe, expect, it } from 'vitest';
import { nauticus, type NauticusConfig } from '../../src/nauticus/index.js';
import { checkGame } from '../../src/testing/index.js';
import { gameLength, stateInvariants, stepInvariants } from './invariants.js';


describe('Nauticus under the property harness', () => {
  for (const players of [2, 3, 4]) {
    it(`keeps the whole contract and its own invariants with ${players} players`, () => {
      const configs: NauticusConfig[] = [{ players }, { players, startPlayer: players - 1 }];
      const report = checkGame(nauticus, {
        configs,
        // Every other step checked in depth: the laws of what a seat receives (fromView for
        // each viewer, a twin transition per move for the log) made each deep step dearer.
        runs: 10,
        deepCheckEvery: 2,
        fromViewEvery: 40,
        // `undoable` against 20 samples per viewer at steps 40, 120, 200: a few per game.
        undoEvery: 80,
        movesPerStep: 4,
        invariants: stateInvariants,
        stepInvariants,
        gameInvariants: [gameLength],
      });
      expect(report.games).toBe(10);
      expect(report.logTwins).toBeGreaterThan(1000);
      expect(report.mutationsTried).toBeGreaterThan(10_000);
    });
  }
});
