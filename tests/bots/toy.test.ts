/** The bots on the toy game: legal, deterministic, and search beats chance. */
import { describe, expect, it } from 'vitest';
import { ismctsBot, playMatch, randomBot } from '../../src/bots/index.js';
import { viewOf } from '../../src/testing/index.js';
import { toy } from '../testing/toy.js';

describe('bots on the toy game', () => {
  it('ismcts picks the best number, deterministically', () => {
    const start = toy.setup({ journal: false }, 1);
    if (start._tag === 'Left') throw new Error('setup');
    const table = toy.table(start.right);
    if (table._tag === 'Left') throw new Error('table');
    const view = viewOf(toy.view(start.right, 0));
    const bot = ismctsBot({ iterations: 200, seed: 3 });
    const a = bot.choose(toy, table.right, view, 0);
    const b = bot.choose(toy, table.right, view, 0);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ right: { type: 'pick', value: 2 } });
  });

  it('ismcts beats a random player', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const m = playMatch(toy, { journal: false, rounds: 5 }, g, [ismctsBot({ iterations: 100, seed: g }), randomBot(g)]);
      if (m._tag === 'Left') throw new Error(m.left.message);
      if (m.right.result.ranking[0]?.length === 1 && m.right.result.ranking[0][0] === 0) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });
});
