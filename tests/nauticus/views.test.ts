/**
 * What a seat receives (issue 11): the table once, then a view that holds only what
 * changes; a state sampled from them; button labels; the log each audience reads.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { MOVE_TYPES, nauticus, type NauticusMove, type NauticusState, type Ship } from '../../src/nauticus/index.js';
import { jsonBytes, stateOf, viewOf } from '../../src/testing/index.js';
import { arrange, EXAMPLE_BOARD, layoutWith, play, setup } from './helpers.js';
import { steering } from './policy.js';

const AT = 3;
const LATER: NauticusState['layout'] = ['crown', 'deliver', 'withdraw', 'transport', 'buyGoods', 'buySails', 'buyMasts', 'buyHulls'];
/** The 3.1 example table (« Acheter des parties de coque » at the « 2 points » position), round 2's layout fixed by the config. */
const example = (): NauticusState => setup({ players: 3, board: EXAMPLE_BOARD, startPlayer: 0, layouts: [layoutWith('buyHulls'), LATER] });

const labels = (s: NauticusState, seat: number): string[] => {
  const t = viewOf(nauticus.table(s));
  const v = viewOf(nauticus.view(s, seat));
  return nauticus.legalMoves(s, seat).map((m) => nauticus.moveLabel(t, v, m));
};

describe('the table and the view', () => {
  it('puts the board, the blue tiles, the box and the round count on the table, once', () => {
    const s = example();
    const t = viewOf(nauticus.table(s));
    expect(t).toMatchObject({ game: 'nauticus', players: 3, rounds: 5, warehouseSpaces: 12 });
    expect(t.board.provenance.kind).toBe('synthetic');
    expect(t.box.middle).toBe(9);
    expect(t.items.buyMasts).toEqual(['mast-whale', 'mast-anchor', 'mast-wheel', 'mast-fourth']);
    // The layout the config fixes for round 2 is nobody's to know (ruling N25).
    expect(JSON.stringify(t)).not.toContain('"crown","deliver"');
    expect(JSON.stringify(viewOf(nauticus.view(s, 0)))).not.toContain('"crown","deliver"');
  });

  it('keeps catalogues and past rounds out of the view (ruling N24)', () => {
    const r = playout(nauticus, { players: 4 }, 3);
    if (r._tag === 'Left') throw new Error(r.left.message);
    const v = viewOf(nauticus.view(r.right.state, 2));
    expect(Object.keys(v)).not.toContain('history');
    expect(JSON.stringify(v)).not.toMatch(/provenance|"bonus"|"prices":\[\d/);
    expect(v.positions[0]).toEqual({ tile: expect.any(String), blue: expect.any(Number), flipped: true });
  });

  it('stays under 8 KB for 4 players even with more ships and goods than the box holds', () => {
    const goods = ['coffee', 'grain', 'salt', 'fish'] as const;
    const ships: Ship[] = [
      ...Array.from({ length: 18 }, (_, i): Ship => ({ parts: ['hull'], masts: ['whale'], sails: ['whale'], goods: [goods[i % 4]!], rewards: ['coins'] })),
      ...Array.from({ length: 9 }, (): Ship => ({ parts: ['bow', 'middle', 'stern'], masts: ['anchor', 'anchor', 'anchor'], sails: ['anchor', 'anchor', 'anchor'], goods: ['coffee', 'grain', 'salt'], rewards: ['coins', 'points', 'workers'] })),
      ...Array.from({ length: 9 }, (): Ship => ({ parts: ['bow', 'stern'], masts: ['wheel', 'wheel'], sails: ['wheel', 'crown'], goods: ['fish', 'salt'], rewards: ['coins', 'crownSail'] })),
    ];
    const s = arrange(setup({ players: 4 }), (d) => {
      ships.forEach((ship, i) => d.players[i % 4]!.ships.push(ship as never));
      for (const p of d.players) {
        p.warehouse = ['coffee', 'coffee', 'grain', 'grain', 'salt', 'salt', 'fish', 'fish', 'sail-whale', 'sail-anchor', 'sail-wheel', 'sail-fourth'];
        p.extra = { round: 1, phase: 1, tile: 'crown' };
      }
    });
    expect(jsonBytes(viewOf(nauticus.view(s, 0)))).toBeLessThan(8192);
  });
});

describe('fromView', () => {
  it('deals later rounds anew and rebuilds past rounds that fit the view', () => {
    // A state in the middle of round 3, with round 4's layout still fixed by the config.
    let found: NauticusState | undefined;
    playout(nauticus, { players: 3, layouts: [LATER, LATER, LATER, LATER] }, 5, {
      onMove: (_before, _move, after) => {
        if (found === undefined && after.round === 3 && after.step === 'turn') found = after;
      },
    });
    const s = found as NauticusState;
    expect(s.fixedLayouts).toHaveLength(1);
    const t = viewOf(nauticus.table(s));
    const v = viewOf(nauticus.view(s, 1));
    const samples = [1, 2, 3].map((seed) => stateOf(nauticus.fromView(t, v, seed)));
    for (const sample of samples) {
      expect(sample.fixedLayouts).toEqual([]);
      expect(sample.history).toHaveLength(s.round - 1);
      expect(nauticus.codecs.state.decode(JSON.parse(JSON.stringify(sample)))._tag).toBe('Right');
      expect(viewOf(nauticus.view(sample, 1))).toEqual(v);
      expect(nauticus.legalMoves(sample, nauticus.activePlayers(s)[0]!)).toEqual(nauticus.legalMoves(s, nauticus.activePlayers(s)[0]!));
    }
    expect(new Set(samples.map((x) => JSON.stringify(x.rng))).size).toBe(3);
  });
});

describe('labels', () => {
  it('name the actions, tiles, prices and ships of the 3.1 example', () => {
    let s = example();
    expect(labels(s, 0)[AT]).toBe('Buy hull parts — bonus 2 points');
    expect(labels(s, 0)[7]).toBe('Crown evaluation — bonus 4 coins');
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(labels(s, 0).slice(0, 3)).toEqual(['Buy a one-tile hull for 0 coins into the warehouse', 'Buy a bow for 1 coin into the warehouse', 'Buy a bow for 1 coin as a new ship']);
    expect(labels(s, 0)).toContain('Pass (flip the -3 pass tile)');
    expect(labels(s, 0)).toContain('Extra action: Crown evaluation');
    s = play(s, { type: 'buy', player: 0, piece: 'bow', to: 'new' });
    // A second bow costs 4 (3.1); the bow stands as ship 1.
    expect(labels(s, 0)).toContain('Buy a bow for 4 coins as a new ship');
    expect(labels(s, 0)).toContain('Buy a stern for 3 coins onto ship 1');
    expect(labels(s, 0)).toContain('Finish: Buy hull parts');
    const t = viewOf(nauticus.table(s));
    const v = viewOf(nauticus.view(s, 0));
    expect(nauticus.moveGroup(t, v, { type: 'buy', player: 0, piece: 'stern', to: 0 })).toBe('Buy a stern');
  });

  it('give every move type a text of its own, at most 60 characters', () => {
    const seen = new Map<string, string>();
    for (let seed = 1; seed <= 4 && seen.size < MOVE_TYPES.length; seed++) {
      playout(nauticus, { players: 2 + (seed % 3) }, seed, {
        policy: steering,
        onMove: (before, move: NauticusMove) => {
          const label = nauticus.moveLabel(viewOf(nauticus.table(before)), viewOf(nauticus.view(before, move.player)), move);
          expect(label.length).toBeLessThanOrEqual(60);
          expect(label).not.toMatch(/^\{/); // not the core's fallback (the move as JSON)
          if (!seen.has(move.type)) seen.set(move.type, label);
        },
      });
    }
    expect([...seen.keys()].sort()).toEqual([...MOVE_TYPES].sort());
  });
});

describe('per-audience logs', () => {
  it('tell the layouts the config fixed for later rounds only in the all-seeing log', () => {
    const s = example();
    const all = nauticus.describeStart(s);
    expect(all).toContain('(The config fixes the layouts of the next 1 round.)');
    const seat = nauticus.describeStart(s, 1);
    expect(seat).toEqual(all.slice(0, -1));
    expect(nauticus.describeStart(s, 'spectator')).toEqual(seat);
    expect(seat.slice(0, 4)).toEqual([
      'Player 1: 4 workers, 15 coins, 10 points (start player).',
      'Player 2: 4 workers, 16 coins, 10 points.',
      'Player 3: 5 workers, 17 coins, 10 points.',
      '— Round 1 of 5: Player 1 starts —',
    ]);
  });

  it('tell every seat and the spectator what happens in the open, the same lines', () => {
    let s = play(example(), { type: 'select', player: 0, position: AT }, { type: 'pass', player: 0 }, { type: 'endTurn', player: 0 }, { type: 'pass', player: 1 }, { type: 'endTurn', player: 1 }, { type: 'pass', player: 2 });
    const before = s;
    const move: NauticusMove = { type: 'endTurn', player: 2 };
    s = play(s, move);
    const lines = ['Player 3 ends the turn.', 'Phase 1 ends: Buy hull parts is turned over; the start player marker passes to Player 2.'];
    expect(nauticus.describe(before, move, s, 0)).toEqual(lines);
    expect(nauticus.describe(before, move, s, 'spectator')).toEqual(lines);
    expect(nauticus.describe(before, move, s)).toEqual(lines);
  });
});
