/**
 * Bremerhaven's words: the law of the vocabulary over random games of every variant; no
 * rulebook section numbers in player text (they stay in the vocabulary's `sections`, for
 * tools); the reveal and the Influence cards in plain words; people by the frontend's names.
 */
import { describe, expect, it } from 'vitest';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { logOf, vocabularyProblem } from '../testing/words-playouts.js';

describe('Bremerhaven in words', () => {
  it('speaks only its vocabulary, in every label, description, heading and log line', () => {
    expect(vocabularyProblem(bremerhaven, [{ players: 3 }, { players: 2, variant: 'short' }, { players: 1, variant: 'solo' }], [1])).toBeNull();
  });

  it('tells the reveal and the Influence cards in plain words, without section numbers', () => {
    const log = logOf(bremerhaven, { players: 3 }, 2).join('\n');
    expect(log).toMatch(/^ {2}Bids on (the [A-Z][a-z]+ [a-z]+|Sea space \d|Land space \d): Player \d with \d+/m);
    expect(log).toMatch(/plays on with Influence cards \d/);
    expect(log).not.toMatch(/\b\d\.\d\b|→|Seat \d|Player 0/);
  });

  it('keeps the rulebook numbers for tools, out of player text', () => {
    const start = bremerhaven.setup({ players: 2 }, 1);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const table = bremerhaven.table(start.right);
    if (table._tag === 'Left') throw new Error(table.left.message);
    const words = bremerhaven.vocabulary(table.right);
    expect(words.sections?.['Grow influence']).toBe('1.3');
    expect(words.names.spaces?.land2).toBe('Land space 2');
  });

  it('names people as the frontend does; the dummy stays the dummy', () => {
    const named = logOf(bremerhaven, { players: 1, variant: 'solo' }, 4, 0, ['Ada'], 400).join('\n');
    expect(named).toMatch(/Ada/);
    expect(named).toMatch(/the dummy/);
    expect(named).not.toMatch(/Player \d/);
  });
});
