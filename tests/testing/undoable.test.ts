/**
 * `undoable` is sound by the harness's laws; these tests keep it useful: the moves a
 * player wants to take back are undoable for that player, in every game.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { Random } from '../../src/core/random.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';

/** Per move type, how often the mover may take it back, over one random game per config. */
function tally(game: AnyGame, configs: readonly unknown[]): Record<string, { played: number; undoable: number }> {
  const out: Record<string, { played: number; undoable: number }> = {};
  const random = Random.quick(3);
  configs.forEach((config, i) => {
    const start = game.setup(config, 11 + i);
    if (start._tag === 'Left') throw new Error(start.left.message);
    let state = start.right;
    while (!game.isOver(state)) {
      const seat = random.pick(game.activePlayers(state));
      const move = random.pick(game.legalMoves(state, seat));
      const next = game.apply(state, move);
      if (next._tag === 'Left') throw new Error(next.left.message);
      const row = (out[move.type] ??= { played: 0, undoable: 0 });
      row.played++;
      if (game.undoable(state, move, next.right, seat)) row.undoable++;
      state = next.right;
    }
  });
  return out;
}

describe('a player may take back its ordinary moves', () => {
  it('Nauticus: every choice of action and every purchase', () => {
    const t = tally(nauticus, [{ players: 2 }, { players: 4 }]);
    for (const type of ['select', 'buy']) expect(t[type]?.undoable, type).toBe(t[type]?.played);
    // The move that ends a round lays out the next one.
    expect((t['finish']?.undoable ?? 0) + (t['pass']?.undoable ?? 0)).toBeLessThan((t['finish']?.played ?? 0) + (t['pass']?.played ?? 0));
  });

  it('Meuterer: the captain card and every card played', () => {
    const t = tally(meuterer, [{ players: 3 }, { players: 4, pirates: true }]);
    for (const type of ['offerReward', 'play']) expect(t[type]?.undoable, type).toBe(t[type]?.played);
  });

  it('Shipyard: actions that draw nothing', () => {
    const t = tally(shipyard, [{ players: 2 }, { players: 3 }]);
    for (const type of ['chooseAction', 'takeShipCard', 'load']) expect(t[type]?.undoable, type).toBeGreaterThan(0);
  });

  it('Bremerhaven: face-down bids before the reveal, and the harbour', () => {
    const t = tally(bremerhaven, [{ players: 3, variant: 'long' }, { players: 2, variant: 'short' }]);
    for (const type of ['bid', 'unload', 'deliver']) expect(t[type]?.undoable, type).toBeGreaterThan(0);
    // The last bid of a round turns them all face up.
    expect(t['bid']?.undoable).toBeLessThan(t['bid']?.played ?? 0);
  });
});

describe('another seat', () => {
  it('may take back a Bremerhaven bid only while the bidder surely holds that value', () => {
    const start = bremerhaven.setup({ players: 2, variant: 'short' }, 5);
    if (start._tag === 'Left') throw new Error(start.left.message);
    // Bid until some seat places its second card: the others cannot tell then which card is left.
    let state = start.right;
    const seen: boolean[] = [];
    while (bremerhaven.phase(state) !== 'bidding') {
      const seat = bremerhaven.activePlayers(state)[0]!;
      const next = bremerhaven.apply(state, bremerhaven.legalMoves(state, seat)[0]!);
      if (next._tag === 'Left') throw new Error(next.left.message);
      state = next.right;
    }
    for (let i = 0; i < 4; i++) {
      const seat = bremerhaven.activePlayers(state)[0]!;
      const move = bremerhaven.legalMoves(state, seat)[0]!;
      const next = bremerhaven.apply(state, move);
      if (next._tag === 'Left') throw new Error(next.left.message);
      seen.push(bremerhaven.undoable(state, move, next.right, 1 - seat));
      expect(bremerhaven.undoable(state, move, next.right, seat)).toBe(true);
      state = next.right;
    }
    // Each seat's first bid tells the other nothing (all five cards are still its own).
    expect(seen.slice(0, 2)).toEqual([true, true]);
  });
});
