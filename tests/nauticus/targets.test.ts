/**
 * moveTargets: which parts of the view a move acts on, for frontends that make the board
 * clickable. Every target of every legal move names something real; hostile input gives
 * [] without throwing.
 */
import { describe, expect, it } from 'vitest';
import { PIECES, moveTargets, nauticus, type NauticusView } from '../../src/nauticus/index.js';
import { viewOf } from '../../src/testing/view.js';
import { checkHostile, checkTargets } from '../testing/move-targets.js';

const start = viewOf(nauticus.setup({ players: 3 }, 4));
const table = viewOf(nauticus.table(start));
const view = viewOf(nauticus.view(start, 0)) as NauticusView;

describe('moveTargets', () => {
  it('names the board position, the price row and where a piece goes', () => {
    expect(moveTargets(table, view, { type: 'select', player: 0, position: 3 })).toEqual(['view.positions.3']);
    const buying = { ...view, prices: [{ piece: PIECES[0], coins: 1 }, { piece: PIECES[1], coins: 2 }] };
    const piece = PIECES[1];
    expect(moveTargets(table, buying, { type: 'buy', player: 0, piece, to: 'warehouse' })).toEqual(['view.prices.1', 'view.seats.0.warehouse']);
    expect(moveTargets(table, buying, { type: 'buy', player: 0, piece, to: 'new' })).toEqual(['view.prices.1', 'view.seats.0.ships']);
    expect(moveTargets(table, buying, { type: 'buy', player: 0, piece, to: 2 })).toEqual(['view.prices.1', 'view.seats.0.ships.2']);
    expect(moveTargets(table, view, { type: 'deliver', player: 1, ship: 0 })).toEqual(['view.seats.1.ships.0']);
    expect(moveTargets(table, view, { type: 'pass', player: 0 })).toEqual([]);
    expect(moveTargets(table, view, { type: 'select', player: 0, position: -1 })).toEqual([]);
  });

  it('names something real for every legal move, and the moves on the board name it', () => {
    const targeted = checkTargets(nauticus, moveTargets, { players: 3 }, 2);
    expect([...targeted]).toEqual(expect.arrayContaining(['select', 'buy', 'transport', 'extra', 'bonus']));
  });

  it('never throws, whatever it is given', () => {
    checkHostile(moveTargets as never, table, view, nauticus.legalMoves(start, nauticus.activePlayers(start)[0]!));
  });
});
