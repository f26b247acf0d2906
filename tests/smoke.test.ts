import { test } from 'vitest';
import { meuterer } from '../src/meuterer/index.js';
import { checkGame } from '../src/testing/index.js';
test('harness', () => {
  const r = checkGame(meuterer, { configs: [{ players: 3 }, { players: 4 }, { players: 4, pirates: true }, { players: 3, pirates: true }], runs: 30 });
  console.log(r);
}, 120000);
