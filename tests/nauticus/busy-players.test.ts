/**
 * Random players finish and pass a lot; these "busy" players keep using the action while
 * they can, so that supplies run out, warehouses fill up and many ships are completed. Every
 * state is checked against the invariants, and every listed move must apply.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { nauticus, PIECES } from '../../src/nauticus/index.js';
import { stateInvariants, stepInvariants } from './invariants.js';
import { busy } from './policy.js';

describe('busy players', () => {
  it('exhaust supplies and fill warehouses without breaking an invariant', () => {
    const soldOut = new Set<string>();
    let fullWarehouses = 0;
    let completed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const players = 2 + (seed % 3);
      const r = playout(nauticus, { players }, seed, {
        policy: busy,
        onMove: (before, move, after) => {
          for (const inv of stateInvariants) expect(inv.check(after), inv.name).toBeNull();
          for (const inv of stepInvariants) expect(inv.check(before, move, after), inv.name).toBeNull();
          for (const p of PIECES) if (after.stock[p] === 0) soldOut.add(p);
          fullWarehouses += after.players.filter((pl) => pl.warehouse.reduce((n, x) => n + (x.startsWith('mast-') ? 2 : 1), 0) >= 11).length;
          if (move.type === 'reward' || move.type === 'rewardGoods') completed++;
          if (seed <= 2) {
            for (let seat = 0; seat < players; seat++) {
              for (const m of nauticus.legalMoves(after, seat)) expect(nauticus.apply(after, m)._tag).toBe('Right');
            }
          }
        },
      });
      if (r._tag === 'Left') throw new Error(r.left.message);
      expect(nauticus.isOver(r.right.state)).toBe(true);
    }
    expect(soldOut.size).toBeGreaterThan(0);
    expect(fullWarehouses).toBeGreaterThan(0);
    expect(completed).toBeGreaterThan(20);
  });
});
