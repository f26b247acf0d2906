/**
 * Nauticus's words: the law of the vocabulary over random games; one name for each tile
 * (the log says « fourth-arms sail » as the buttons do, never `sail-fourth`); ships and
 * positions counted from 1 in the log as on the buttons; people by the frontend's names.
 */
import { describe, expect, it } from 'vitest';
import { nauticus } from '../../src/nauticus/index.js';
import { logOf, vocabularyProblem } from '../testing/words-playouts.js';

describe('Nauticus in words', () => {
  it('speaks only its vocabulary, in every label, description, heading and log line', () => {
    expect(vocabularyProblem(nauticus, [{ players: 2 }, { players: 4 }], [1, 2])).toBeNull();
  });

  it('calls each tile by one name, the vocabulary’s, in buttons and log alike', () => {
    const start = nauticus.setup({ players: 2 }, 1);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const table = nauticus.table(start.right);
    if (table._tag === 'Left') throw new Error(table.left.message);
    expect(nauticus.vocabulary(table.right).names.pieces?.['sail-fourth']).toBe('fourth-arms sail');
    expect(nauticus.vocabulary(null as never)).toEqual({ names: {}, words: [] });
    const log = logOf(nauticus, { players: 3 }, 4).join('\n');
    expect(log).not.toMatch(/\b(sail|mast)-(whale|anchor|wheel|fourth|crown)\b/);
    expect(log).toMatch(/sail|mast/);
    expect(log).not.toMatch(/Seat \d|Player 0|[Pp]osition 0\b|[Ss]hip 0\b/);
  });

  it('names people as the frontend does', () => {
    const named = logOf(nauticus, { players: 2 }, 5, 'spectator', ['Ada', 'Bo']).join('\n');
    expect(named).toMatch(/Ada/);
    expect(named).not.toMatch(/Player \d/);
  });
});
