/**
 * The property harness on the worker pool: the shards' reports add up to what the same
 * shards report in one process, and a defect found in a worker comes back shrunk, as one
 * ContractViolation whose rerun (seed and path) reproduces it exactly in this process.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { meuterer, type MeutererState } from '../../src/meuterer/index.js';
import { addReports, checkGameOnPool } from '../../src/parallel/index.js';
import { checkGame, ContractViolation } from '../../src/testing/index.js';
import { skipPool } from './built.js';

// The same defect as the fixture the workers load, for the rerun here.
const broken = {
  ...meuterer,
  legalMoves: (state: MeutererState, seat: number) => {
    const moves = meuterer.legalMoves(state, seat);
    return state.scores.some((x) => x >= 5) && moves.length > 0 ? [...moves, moves[0] as (typeof moves)[number]] : moves;
  },
};

describe.skipIf(skipPool)('checkGameOnPool', () => {
  it('adds up the shards: the same report as the same seeds checked one after the other here', async () => {
    const pooled = await checkGameOnPool({ game: 'meuterer', configs: [{ players: 3 }], runs: 4, seed: 21, workers: 2 });
    const here = addReports([21, 22].map((seed) => checkGame(meuterer, { configs: [{ players: 3 }], runs: 2, seed })));
    expect(pooled).toEqual(here);
    expect(pooled.games).toBe(4);
  });

  it('a defect found in a worker: one shrunk, replayable ContractViolation', async () => {
    const game = { module: pathToFileURL(resolve(__dirname, 'fixtures/broken-meuterer.mjs')).href, name: 'brokenMeuterer' };
    // Shrinking's time cap out of reach, so that a loaded machine shrinks as a quiet one.
    const failure = await checkGameOnPool({ game, configs: [{ players: 3 }], runs: 10, seed: 11, workers: 2, shrinkSeconds: 86_400 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ContractViolation);
    const violation = failure as ContractViolation;
    expect(violation.message).toMatch(/duplicate legal moves/);
    expect(violation.message).toMatch(/Shortest failing game found: \d+ moves?/);
    expect(violation.details.record).toBeDefined();
    const rerun = violation.details.rerun;
    expect(rerun).toBeDefined();
    let again: unknown;
    try {
      checkGame(broken, { configs: [{ players: 3 }], seed: rerun?.seed as number, path: rerun?.path as string, shrinkSeconds: 86_400 });
    } catch (e) {
      again = e;
    }
    expect(again).toBeInstanceOf(ContractViolation);
    expect((again as ContractViolation).message).toBe(violation.message);
  });
});
