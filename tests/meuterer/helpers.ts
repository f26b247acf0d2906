import { expect } from 'vitest';
import { meuterer, type MeutererConfig, type MeutererMove, type MeutererState, type MeutererTable } from '../../src/meuterer/index.js';

/** Sets up a table, failing the test on a refusal. */
export function setup(config: MeutererConfig, seed = 1): MeutererState {
  const r = meuterer.setup(config, seed);
  if (r._tag === 'Left') throw new Error(`setup refused: ${r.left.message}`);
  return r.right;
}

/** Applies moves in order, failing the test (with the step) on the first refusal. */
export function play(state: MeutererState, ...moves: MeutererMove[]): MeutererState {
  let s = state;
  moves.forEach((m, i) => {
    const r = meuterer.apply(s, m);
    if (r._tag === 'Left') throw new Error(`move ${i} ${JSON.stringify(m)} refused: ${r.left.code} ${r.left.message}`);
    expect(meuterer.legalMoves(s, m.player)).toContainEqual(m);
    s = r.right;
  });
  return s;
}

/** Applies a move that must be refused, returning the error. */
export function refuse(state: MeutererState, move: unknown) {
  const r = meuterer.apply(state, move as MeutererMove);
  if (r._tag === 'Right') throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return r.left;
}

/** The index of an island by id. */
export function islandIndex(state: MeutererState, id: string): number {
  const i = state.rules.islands.findIndex((isle) => isle.id === id);
  if (i < 0) throw new Error(`no island ${id}`);
  return i;
}

/** The table of a state, failing the test on a refusal. */
export function tableOf(state: MeutererState): MeutererTable {
  const r = meuterer.table(state);
  if (r._tag === 'Left') throw new Error(`table refused: ${r.left.message}`);
  return r.right;
}
