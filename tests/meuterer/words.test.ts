/**
 * Meuterer's words: the law of the vocabulary over random games (with and without the
 * pirates), people named by the names a frontend gives, counted from 1 by default.
 */
import { describe, expect, it } from 'vitest';
import { meuterer } from '../../src/meuterer/index.js';
import { logOf, vocabularyProblem } from '../testing/words-playouts.js';

describe('Meuterer in words', () => {
  it('speaks only its vocabulary, in every label, description, heading and log line', () => {
    expect(vocabularyProblem(meuterer, [{ players: 3 }, { players: 4, pirates: true }], [1, 2])).toBeNull();
  });

  it('has one vocabulary a drawing can use: the cards, the action cards, the islands of the table', () => {
    const start = meuterer.setup({ players: 4 }, 3);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const table = meuterer.table(start.right);
    if (table._tag === 'Left') throw new Error(table.left.message);
    const words = meuterer.vocabulary(table.right);
    expect(words.names.roles?.cabinBoy).toBe('Schiffsjunge (cabin boy)');
    expect(words.names.cards?.conflict).toBe('conflict card');
    expect(Object.values(words.names.islands ?? {})).toEqual(table.right.islands.map((i) => i.name));
  });

  it('names people as the frontend does, "Player 1" ... by default, and never counts from 0', () => {
    const plain = logOf(meuterer, { players: 3 }, 9, 1);
    expect(plain.join('\n')).toMatch(/Player 1/);
    expect(plain.join('\n')).not.toMatch(/Seat \d|Player 0/);
    const named = logOf(meuterer, { players: 3 }, 9, 1, ['Ada', 'Bo', 'Cy']);
    expect(named.join('\n')).not.toMatch(/Player \d/);
    // The same lines, the names apart: a name only renames the seats a line already names.
    expect(named.map((l) => l.replaceAll('Ada', 'Player 1').replaceAll('Bo', 'Player 2').replaceAll('Cy', 'Player 3'))).toEqual(plain);
  });
});
