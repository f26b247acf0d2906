/**
 * Shipyard's words: the law of the vocabulary over random games; short labels that fit
 * 60 characters without cutting a word, with the whole in the description; people by
 * the frontend's names, counted from 1 by default.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/core/random.js';
import { shipyard } from '../../src/shipyard/index.js';
import { logOf, vocabularyProblem } from '../testing/words-playouts.js';

describe('Shipyard in words', () => {
  it('speaks only its vocabulary, in every label, description, heading and log line', () => {
    expect(vocabularyProblem(shipyard, [{ players: 2 }, { players: 4 }], [1])).toBeNull();
  });

  it('keeps labels short and whole, and says everything in the description', () => {
    const start = shipyard.setup({ players: 3 }, 6);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const random = Random.seeded(6);
    let state = start.right;
    let longer = 0;
    for (let step = 0; step < 400 && !shipyard.isOver(state); step++) {
      const seat = random.pick(shipyard.activePlayers(state));
      const table = shipyard.table(state);
      const view = shipyard.view(state, seat);
      if (table._tag === 'Left' || view._tag === 'Left') throw new Error('no table or view');
      const moves = shipyard.legalMoves(state, seat);
      for (const m of moves) {
        const label = shipyard.moveLabel(table.right, view.right, m);
        const full = shipyard.moveDescription(table.right, view.right, m);
        expect(label.length).toBeLessThanOrEqual(60);
        expect(label).not.toMatch(/…$|\.\.\.$/);
        // What the label leaves out is in the description, never the other way round.
        expect(full.length).toBeGreaterThanOrEqual(label.replace(/ \+\d+ more$/, '').length);
        if (full !== label) longer++;
      }
      const next = shipyard.apply(state, random.pick(moves));
      if (next._tag === 'Left') throw new Error(next.left.message);
      state = next.right;
    }
    expect(longer).toBeGreaterThan(0);
  });

  it('names people as the frontend does, "Player 1" ... by default', () => {
    const plain = logOf(shipyard, { players: 2 }, 3, 0, undefined, 300).join('\n');
    expect(plain).toMatch(/Player 1/);
    expect(plain).not.toMatch(/Seat \d|Player 0/);
    const named = logOf(shipyard, { players: 2 }, 3, 0, ['Ada', 'Bo'], 300).join('\n');
    expect(named).toMatch(/Ada|Bo/);
    expect(named).not.toMatch(/Player \d/);
  });
});
