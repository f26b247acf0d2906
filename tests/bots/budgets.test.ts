/**
 * The tree search's default budgets come from each game's own knowledge (no table of games
 * in the bots): the four games keep the budgets they had when the table lived in
 * src/bots/budgets.ts, and a game of your own names its own or gets the middling default.
 */
import { describe, expect, it } from 'vitest';
import { budgetFor } from '../../src/bots/budgets.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';

const at = (iterations: number, rolloutDepth: number) => ({ iterations, rolloutDepth, soloScale: 1000 });

describe('budgetFor', () => {
  it('gives each game the budgets the former table held, by player count', () => {
    expect([3, 4].map((p) => budgetFor(meuterer, p))).toEqual([at(120, Infinity), at(80, Infinity)]);
    expect([2, 3, 4].map((p) => budgetFor(nauticus, p))).toEqual([at(80, 60), at(70, 60), at(60, 60)]);
    expect([2, 3, 4].map((p) => budgetFor(shipyard, p))).toEqual([at(60, Infinity), at(50, Infinity), at(45, Infinity)]);
    expect([1, 2, 3, 4].map((p) => budgetFor(bremerhaven, p))).toEqual([at(100, 60), at(100, 60), at(80, 50), at(60, 40)]);
  });

  it('takes the nearest smaller player count, then the first named one', () => {
    const game = { knowledge: { treeBudgets: [undefined, undefined, { iterations: 7, rolloutDepth: 9 }, undefined, { iterations: 3, rolloutDepth: 4 }] } };
    expect(budgetFor(game, 3)).toEqual(at(7, 9));
    expect(budgetFor(game, 6)).toEqual(at(3, 4));
    expect(budgetFor(game, 1)).toEqual(at(7, 9));
  });

  it('gives a game that names no budget the middling default', () => {
    expect(budgetFor({}, 2)).toEqual(at(100, 100));
    expect(budgetFor({ knowledge: { treeBudgets: [] } }, 3)).toEqual(at(100, 100));
  });
});
