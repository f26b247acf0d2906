/**
 * The review of the module against the rulebook: one test per finding (rulings B28 and
 * B29, the reveal's log) and the rulebook's worked examples and stated numbers that had no
 * test of their own (the berth size, the income of all four ranks, the short game's
 * 10 / 9 / 8 rounds, and Grow influence with nothing left to take).
 */
import { describe, expect, it } from 'vitest';
import {
  bremerhaven,
  inGame,
  SYNTHETIC_SHIPS,
  type BremerhavenConfig,
  type BremerhavenMove,
  type SpaceId,
} from '../../src/bremerhaven/index.js';
import { bidRound, edit, isLegal, parkAll, play, settle, setup, type Bids, type S } from './driver.js';

const PARK = parkAll([1, 2, 3, 4, 5]);
const shipIds = (players: number, long: boolean): string[] => SYNTHETIC_SHIPS.cards.filter((c) => inGame(c, players, long)).map((c) => c.id);
const first = (ids: readonly string[], ...top: string[]): string[] => [...top, ...ids.filter((id) => !top.includes(id))];

/** Plays `move` and keeps the journal `describe` writes for it. */
function playLogged(s: S, move: BremerhavenMove, lines: string[]): S {
  const next = play(s, move);
  lines.push(...bremerhaven.describe(s, move, next));
  return next;
}

describe('ruling B28: ties on the Sea and Land boards follow the ladder as 1.5 left it', () => {
  // Seat 1 (First Mate) and seat 2 (Mate) both bid 3 on the first Ship; seat 2 wins the
  // Career ladder and swaps with seat 1 before the Sea board is resolved.
  const config: BremerhavenConfig = { players: 3, variant: 'long', ranks: [0, 1, 2], shipDeck: first(shipIds(3, true), 'S01') };
  const plan: Record<number, Bids> = {
    0: PARK,
    1: [['sea1', 3], ['parking', 1], ['parking', 2], ['parking', 4], ['parking', 5]],
    2: [['sea1', 3], ['career', 1], ['parking', 2], ['parking', 4], ['parking', 5]],
  };

  it('gives the tied Ship to the bidder who is higher on the ladder when the Sea board is resolved', () => {
    const career = bidRound(setup(config), plan);
    expect(career.phase).toBe('career');
    expect(career.chooser).toBe(2);
    const ship = play(career, { type: 'swapRanks', player: 2, rank: 1 });
    expect(ship.ranks).toEqual([0, 2, 1]);
    expect(ship.phase).toBe('ship');
    expect(ship.chooser).toBe(2);
  });

  it('does not announce at the reveal a Sea winner that the resolution then contradicts', () => {
    const lines: string[] = [];
    let s = setup(config);
    const next: Record<number, number> = {};
    while (s.phase === 'bidding') {
      const seat = bremerhaven.activePlayers(s)[0] as number;
      const [space, value] = plan[seat]?.[next[seat] ?? 0] as readonly [SpaceId, number];
      next[seat] = (next[seat] ?? 0) + 1;
      s = playLogged(s, { type: 'bid', player: seat, space, value }, lines);
    }
    s = playLogged(s, { type: 'swapRanks', player: 2, rank: 1 }, lines);
    s = playLogged(s, { type: 'placeShip', player: 2, dock: 1, cargo: 'barrel' }, lines);
    expect(s.harbors[2]?.docks[1]?.card).toBe('S01');
    expect(lines).toContainEqual(expect.stringMatching(/^Player 3 berths the Tanker in Dock/));
    expect(lines.filter((l) => l.includes('Sea space 1') && /Player 2 wins\b/.test(l))).toEqual([]);
  });
});

describe('ruling B29: Grow influence with nothing left to take', () => {
  it('still takes bids, and raises what the other bidders pay', () => {
    const maxed = edit(setup({ players: 2, variant: 'long', ranks: [0, 1] }), (d) => {
      d.harbors[0]!.influence = { hand: [6, 7, 7, 8, 9], supply: [], boxed: [1, 2, 3, 4, 5, 5, 6] };
      d.harbors[1]!.money = 20;
    });
    expect(isLegal(maxed, { type: 'bid', player: 0, space: 'grow', value: 9 })).toBe(true);
    const grow = bidRound(maxed, {
      0: [['grow', 9], ['parking', 6], ['parking', 7], ['parking', 7], ['parking', 8]],
      1: [['grow', 1], ['parking', 2], ['parking', 3], ['parking', 4], ['parking', 5]],
    });
    expect(grow.phase).toBe('grow');
    expect(bremerhaven.activePlayers(grow)).toEqual([1]);
    const paid = play(grow, { type: 'grow', player: 1 });
    const declined = play(grow, { type: 'skipGrow', player: 1 });
    // The difference to seat 0's 9 (the income of 1.5 follows in both lines).
    expect((declined.harbors[1]?.money ?? 0) - (paid.harbors[1]?.money ?? 0)).toBe(9 - 1);
    const next = settle(paid);
    expect(next.harbors[0]?.influence.hand).toEqual([6, 7, 7, 8, 9]);
    expect(next.harbors[1]?.influence.hand).toEqual([2, 3, 4, 5, 5]);
  });
});

describe('2. the Sea board: the berth size example', () => {
  it('puts a Ship of berth size 2 only in a Dock with at least 2 Bollards on each of its two quay walls', () => {
    // Dock 1 lies between walls of 3 and 1 bollards, Dock 2 between 1 and 2, Dock 3 between 2 and 2.
    const start = edit(setup({ players: 2, variant: 'long', ranks: [0, 1], shipDeck: first(shipIds(2, true), 'S14') }), (d) => {
      d.harbors[0]!.walls = [3, 1, 2, 2];
    });
    const s = bidRound(start, { 0: [['sea1', 1], ...PARK.slice(1)], 1: PARK });
    expect(s.phase).toBe('ship');
    expect(bremerhaven.legalMoves(s, 0)).toEqual([{ type: 'placeShip', player: 0, dock: 2, cargo: 'crate' }]);
  });

  it('gives the middle Dock of a new harbour a berth size of 1', () => {
    // S02 needs 1 bollard a wall: of the starting walls 0, 1, 1, 0 only the middle Dock has them.
    const s = bidRound(setup({ players: 2, variant: 'long', ranks: [0, 1], shipDeck: first(shipIds(2, true), 'S02') }), {
      0: [['sea1', 1], ...PARK.slice(1)],
      1: PARK,
    });
    expect(bremerhaven.legalMoves(s, 0)).toEqual([{ type: 'placeShip', player: 0, dock: 1, cargo: 'crate' }]);
  });
});

describe('1.5 Career ladder: the income of the four ranks', () => {
  it('pays Captain 4, First Mate 3, Mate 2, Ship’s Cook 1 on top of the starting 4 / 6 / 8 / 12', () => {
    const ranks = [2, 0, 3, 1];
    const s = bidRound(setup({ players: 4, variant: 'long', ranks }), { 0: PARK, 1: PARK, 2: PARK, 3: PARK });
    expect(s.phase).toBe('harbour');
    // Each seat also collected 5 money from its five cards on the Parking lot.
    expect(ranks.map((seat) => s.harbors[seat]?.money)).toEqual([4 + 5 + 4, 6 + 5 + 3, 8 + 5 + 2, 12 + 5 + 1]);
  });
});

describe('The short game: exactly 10 / 9 / 8 rounds with 2 / 3 / 4 players', () => {
  for (const [players, rounds] of [[2, 10], [3, 9], [4, 8]] as const) {
    it(`${players} players: ${rounds} rounds`, () => {
      let s = settle(setup({ players, variant: 'short' }, players));
      let played = 0;
      while (s.phase !== 'over') {
        const plan: Record<number, Bids> = {};
        s.harbors.forEach((h, seat) => (plan[seat] = parkAll(h.influence.hand)));
        s = settle(bidRound(s, plan));
        played += 1;
      }
      expect(played).toBe(rounds);
      expect(s.round).toBe(rounds);
    });
  }
});
