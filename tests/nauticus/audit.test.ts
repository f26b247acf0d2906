/**
 * Findings of the rulebook audit of Nauticus, each naming the rulebook section it checks:
 * a test that failed before its fix, a ruling the audit added (N23), or a rule of the text
 * no test covered before.
 */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { nauticus, SYNTHETIC_BOARD, type NauticusState, type Ship } from '../../src/nauticus/index.js';
import { edit, EXAMPLE_BOARD, giveShips, layoutWith, play, refuse, setup } from './helpers.js';

const AT = 3;
const ship = (parts: Ship['parts'], more: Partial<Ship> = {}): Ship => ({ parts, masts: [], sails: [], goods: [], rewards: [], ...more });
const table = (players: number, tile: Parameters<typeof layoutWith>[0]): NauticusState =>
  setup({ players, board: EXAMPLE_BOARD, startPlayer: 0, layouts: [layoutWith(tile)] });

describe('table and view: the price printed opposite each item (3.1)', () => {
  it('tells every seat which item of a blue tile costs which printed price', () => {
    const s = table(2, 'buyHulls');
    const t = viewOf(nauticus.table(s));
    expect(viewOf(nauticus.view(s, 1)).positions[AT]?.tile).toBe('buyHulls');
    expect(t.board.positions[AT]?.prices).toEqual([0, 1, 2, 3]);
    expect(t.items.buyHulls).toEqual(['hull', 'bow', 'middle', 'stern']);
    // Once the action is chosen, the view says what each item costs the player in turn.
    const v = viewOf(nauticus.view(play(s, { type: 'select', player: 0, position: AT }), 1));
    expect(v.prices).toEqual([
      { piece: 'hull', coins: 0 },
      { piece: 'bow', coins: 1 },
      { piece: 'middle', coins: 2 },
      { piece: 'stern', coins: 3 },
    ]);
  });

  it('follows the item order of the board in use', () => {
    const board = { ...SYNTHETIC_BOARD, slots: { ...SYNTHETIC_BOARD.slots, buyGoods: ['salt', 'grain', 'fish', 'coffee'] as const } };
    const s = setup({ players: 2, board, startPlayer: 0, layouts: [layoutWith('buyGoods')] });
    expect(viewOf(nauticus.table(s)).items.buyGoods).toEqual(['salt', 'grain', 'fish', 'coffee']);
    // What the view says is what a purchase costs: salt 0 (so into the warehouse), coffee 3.
    let t = play(s, { type: 'select', player: 0, position: AT });
    expect(viewOf(nauticus.view(t, 0)).prices.map((p) => p.coins)).toEqual([0, 1, 2, 3]);
    t = play(t, { type: 'buy', player: 0, piece: 'coffee', to: 'warehouse' }, { type: 'buy', player: 0, piece: 'salt', to: 'warehouse' });
    expect(t.players[0]?.coins).toBe(15 - 3 - 0);
    // A second coffee in the same action costs 4 (3.1).
    expect(viewOf(nauticus.view(t, 1)).prices.find((p) => p.piece === 'coffee')?.coins).toBe(4);
  });
});

describe('5 Action supplémentaire: « si vous achetez les 4 types de tuiles vous obtenez une tuile gratuitement »', () => {
  it('four different goods at 2 each, then one free good into the warehouse without a worker', () => {
    let s = edit(table(2, 'withdraw'), (d) => giveShips(d, 0, [ship(['bow', 'middle', 'stern'])]));
    s = play(s, { type: 'select', player: 0, position: AT }, { type: 'pass', player: 0 }, { type: 'extra', player: 0, tile: 'buyGoods' });
    s = play(
      s,
      // Every item costs 2 coins, so none is free: all may be loaded at once.
      { type: 'buy', player: 0, piece: 'coffee', to: 0 },
      { type: 'buy', player: 0, piece: 'fish', to: 0 },
      { type: 'buy', player: 0, piece: 'grain', to: 0 },
      { type: 'buy', player: 0, piece: 'salt', to: 'warehouse' },
    );
    expect(refuse(s, { type: 'finish', player: 0 }).message).toMatch(/free tile/);
    s = play(s, { type: 'takeFree', player: 0, piece: 'coffee' }, { type: 'finish', player: 0 });
    const a = s.players[0];
    expect(a?.coins).toBe(15 - 4 * 2);
    expect(a?.workers).toBe(4 + 2 - 4);
    expect(a?.warehouse).toEqual(['coffee', 'salt']);
    expect(a?.ships[0]?.goods).toEqual(['coffee', 'fish', 'grain']);
  });
});

describe('3.2.1.1: a paid hull part may wait in the warehouse (ruling N23)', () => {
  it('offers the warehouse beside the shipyard for a hull part bought for coins', () => {
    const s = play(table(2, 'buyHulls'), { type: 'select', player: 0, position: AT });
    const moves = nauticus.legalMoves(s, 0);
    expect(moves).toContainEqual({ type: 'buy', player: 0, piece: 'stern', to: 'new' });
    expect(moves).toContainEqual({ type: 'buy', player: 0, piece: 'stern', to: 'warehouse' });
    const t = play(s, { type: 'buy', player: 0, piece: 'stern', to: 'warehouse' });
    expect(t.players[0]?.coins).toBe(15 - 3);
    expect(t.players[0]?.warehouse).toEqual(['stern']);
  });
});
