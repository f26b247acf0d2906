/** Single rules of Meuterer, each in a small situation built through the config. */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { meuterer, STANDARD_ISLANDS, type Card, type MeutererState } from '../../src/meuterer/index.js';
import { islandIndex, play, refuse, setup } from './helpers.js';

const plainHands: Card[][] = [
  ['grain', 'grain', 'wine', 'cloth', 'ruby'],
  ['grain', 'grain', 'salt', 'cloth', 'conflict'],
  ['grain', 'salt', 'salt', 'wine', 'conflict'],
  ['cloth', 'cloth', 'wine', 'ruby', 'conflict'],
];

/** A state with some fields replaced (tests only; the result is still a valid table). */
function patch(s: MeutererState, changes: Partial<MeutererState>): MeutererState {
  return { ...s, ...changes };
}

describe('phase 1 and the mate', () => {
  it('the captain pays the mate 1 + his offer even into negative points', () => {
    const s = play(
      setup({ players: 4, captain: 0, hands: plainHands }),
      { type: 'offerReward', player: 0, points: 3 },
      // The captain passes at once with 5 cards: 5 islands on is Affeninsel (2 points).
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'takeRole', player: 1, role: 'mate' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'merchant' },
      { type: 'pass', player: 3 },
      { type: 'takeRole', player: 3, role: 'cabinBoy' },
    );
    expect(s.history[0]?.destination).toBe(islandIndex(s, 'affeninsel'));
    expect(s.history[0]?.mutiny).toBeNull();
    expect(s.scores).toEqual([2 - 3, 1 + 3, 0, 0]);
    expect(s.ship).toBe(islandIndex(s, 'affeninsel'));
  });

  it('without a mate the captain keeps his offer', () => {
    const s = play(
      setup({ players: 3, captain: 1, hands: plainHands.slice(0, 3) }),
      { type: 'offerReward', player: 1, points: 2 },
      { type: 'play', player: 1, card: 'grain' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'merchant' },
      { type: 'pass', player: 0 },
      { type: 'takeRole', player: 0, role: 'loader' },
      // Four cards left: Eisfelsen, 5 points.
      { type: 'pass', player: 1 },
      { type: 'sell', player: 1, island: 0, good: 'grain', count: 1 },
    );
    expect(s.history[0]?.destination).toBe(islandIndex(s, 'eisfelsen'));
    expect(s.scores[1]).toBe(5 + 4); // destination + selling 1 grain alone on Hochland
  });

  it('a failed mutiny pays nothing to the mutineer side', () => {
    const s = play(
      setup({ players: 4, captain: 0, hands: plainHands }),
      { type: 'offerReward', player: 0, points: 1 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'takeRole', player: 1, role: 'mate' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'mutineer' },
      { type: 'pass', player: 3 },
      { type: 'takeRole', player: 3, role: 'cabinBoy' },
      // Captain 0 conflicts + mate 1 (himself) + 1 card = 2 against 1 + 0.
      { type: 'addConflicts', player: 0, count: 0 },
      { type: 'addConflicts', player: 1, count: 1 },
      { type: 'addConflicts', player: 2, count: 1 },
      { type: 'addConflicts', player: 3, count: 0 },
    );
    expect(s.history[0]?.mutiny).toEqual({ mutineer: 2, captainSide: 2, mutineerSide: 1, succeeded: false });
    expect(s.captain).toBe(0);
    expect(s.scores).toEqual([2 - 1, 2, 0, 0]);
  });

  it('the merchant and the loader take no part in a mutiny', () => {
    const s = play(
      setup({ players: 4, captain: 0, hands: plainHands }),
      { type: 'offerReward', player: 0, points: 0 },
      { type: 'pass', player: 0 },
      { type: 'play', player: 1, card: 'conflict' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'mutineer' },
      { type: 'play', player: 3, card: 'conflict' },
      { type: 'pass', player: 1 },
      { type: 'takeRole', player: 1, role: 'merchant' },
      { type: 'pass', player: 3 },
      { type: 'takeRole', player: 3, role: 'loader' },
    );
    expect(s.phase).toBe('mutiny');
    expect(s.mutiny?.queue).toEqual([0, 2]);
    expect(viewOf(meuterer.view(s, 0)).mutiny).toMatchObject({ captainSide: 0, mutineerSide: 0 });
  });
});

describe('phase 2', () => {
  it('a player with no cards left can only pass', () => {
    let s = play(setup({ players: 3, captain: 0, hands: plainHands.slice(0, 3) }), { type: 'offerReward', player: 0, points: 0 });
    s = play(s, { type: 'pass', player: 0 }, { type: 'pass', player: 1 }, { type: 'takeRole', player: 1, role: 'loader' });
    for (const card of ['grain', 'salt', 'salt', 'wine'] as const) s = play(s, { type: 'play', player: 2, card });
    expect(meuterer.legalMoves(s, 2).map((m) => m.type)).toEqual(['play', 'pass']);
    s = play(s, { type: 'play', player: 2, card: 'conflict' });
    expect(meuterer.legalMoves(s, 2)).toEqual([{ type: 'pass', player: 2 }]);
  });

  it('the captain with no cards left keeps the ship where it is', () => {
    let s = play(setup({ players: 3, captain: 0, hands: plainHands.slice(0, 3) }), { type: 'offerReward', player: 0, points: 0 });
    s = play(s, { type: 'play', player: 0, card: 'grain' }, { type: 'pass', player: 1 }, { type: 'takeRole', player: 1, role: 'loader' });
    s = play(s, { type: 'pass', player: 2 }, { type: 'takeRole', player: 2, role: 'merchant' });
    for (const card of ['grain', 'wine', 'cloth', 'ruby'] as const) s = play(s, { type: 'play', player: 0, card });
    expect(refuse(s, { type: 'pass', player: 1 }).code).toBe('NOT_YOUR_TURN');
    s = play(s, { type: 'pass', player: 0 });
    expect(s.history[0]?.destination).toBe(s.ship);
  });

  it('refuses out-of-turn, wrong-phase, impossible and malformed moves with the right code', () => {
    const s = setup({ players: 4, captain: 0, hands: plainHands });
    expect(refuse(s, { type: 'offerReward', player: 1, points: 0 }).code).toBe('NOT_YOUR_TURN');
    expect(refuse(s, { type: 'play', player: 0, card: 'grain' }).code).toBe('ILLEGAL_MOVE');
    const offering = play(s, { type: 'offerReward', player: 0, points: 0 });
    expect(refuse(offering, { type: 'play', player: 0, card: 'salt' })).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'Player 1 has no salt card in hand.',
    });
    expect(refuse(offering, { type: 'play', player: 0, card: 'gold' }).code).toBe('MALFORMED_MOVE');
    expect(refuse(offering, { type: 'play', player: 0, card: 'gold' }).message).toContain('move.card');
    expect(refuse(offering, { type: 'pass', player: 0, extra: true }).message).toContain("unknown field 'extra'");
    expect(refuse(offering, { type: 'fly', player: 0 }).message).toContain("unknown type");
    expect(refuse(offering, null).code).toBe('MALFORMED_MOVE');
    expect(refuse(offering, 'pass').code).toBe('MALFORMED_MOVE');
    expect(refuse(offering, { type: 'pass', player: 7 }).code).toBe('MALFORMED_MOVE');
    expect(refuse(offering, { type: 'offerReward', player: 0, points: 4 }).code).toBe('MALFORMED_MOVE');
  });
});

describe('phase 5, the sale', () => {
  function fourWayTie(merchantFourWayTie: 'top' | 'nothing'): MeutererState {
    const s = play(
      setup({ players: 4, captain: 0, hands: plainHands, merchantFourWayTie }),
      { type: 'offerReward', player: 0, points: 0 },
      { type: 'play', player: 0, card: 'grain' },
      { type: 'play', player: 1, card: 'grain' },
      { type: 'play', player: 2, card: 'salt' },
      { type: 'play', player: 3, card: 'cloth' },
      // Captain 4 cards left → Eisfelsen.
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'takeRole', player: 1, role: 'merchant' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'mate' },
      { type: 'pass', player: 3 },
      { type: 'takeRole', player: 3, role: 'loader' },
    );
    return play(
      s,
      { type: 'sell', player: 0, island: 0, good: 'grain', count: 1 },
      { type: 'sell', player: 1, island: 0, good: 'grain', count: 1 },
      { type: 'sell', player: 2, island: 0, good: 'salt', count: 1 },
      { type: 'sell', player: 3, island: 0, good: 'cloth', count: 1 },
    );
  }

  it('a four-way tie scores nothing, except the merchant by default (ruling M8)', () => {
    const top = fourWayTie('top');
    expect(top.history[0]?.points.filter((p) => p.reason === 'sale')).toEqual([{ player: 1, points: 4, reason: 'sale', island: 0 }]);
    const nothing = fourWayTie('nothing');
    expect(nothing.history[0]?.points.filter((p) => p.reason === 'sale')).toEqual([]);
    // Captain: Eisfelsen 5; mate: 1.
    expect(nothing.scores).toEqual([5, 0, 1, 0]);
  });

  it('goods split between the two active islands, one type per island, decided by the captain first', () => {
    const start = setup({ players: 3, captain: 0, hands: [['salt', 'salt', 'salt', 'grain', 'grain'], plainHands[1]!, plainHands[3]!] });
    // The ship came from Hochland to Grünland (salt): both islands are active.
    const s0 = patch(start, { ship: islandIndex(start, 'gruenland'), previousShip: islandIndex(start, 'hochland') });
    let s = play(s0, { type: 'offerReward', player: 0, points: 0 });
    for (const card of ['salt', 'salt', 'salt', 'grain'] as const) {
      s = play(s, { type: 'play', player: 0, card });
      if (card === 'salt' && s.turn === 1 && !s.passed[1]) s = play(s, { type: 'pass', player: 1 }, { type: 'takeRole', player: 1, role: 'merchant' });
      if (s.turn === 2 && !s.passed[2]) s = play(s, { type: 'pass', player: 2 }, { type: 'takeRole', player: 2, role: 'loader' });
    }
    s = play(s, { type: 'pass', player: 0 });
    expect(s.phase).toBe('sale');
    expect(s.saleIsland).toBe(islandIndex(s, 'gruenland'));
    // On Grünland (the ship's island, decided first): salt only, any part of the three since Hochland buys salt too.
    expect(meuterer.legalMoves(s, 0)).toEqual([
      { type: 'sell', player: 0, island: 2, good: 'salt', count: 1 },
      { type: 'sell', player: 0, island: 2, good: 'salt', count: 2 },
      { type: 'sell', player: 0, island: 2, good: 'salt', count: 3 },
      { type: 'noSale', player: 0, island: 2 },
    ]);
    s = play(s, { type: 'sell', player: 0, island: 2, good: 'salt', count: 2 });
    // On Hochland: one type only, all that is left of it.
    expect(meuterer.legalMoves(s, 0)).toEqual([
      { type: 'sell', player: 0, island: 0, good: 'salt', count: 1 },
      { type: 'sell', player: 0, island: 0, good: 'grain', count: 1 },
      { type: 'noSale', player: 0, island: 0 },
    ]);
    s = play(s, { type: 'sell', player: 0, island: 0, good: 'grain', count: 1 });
    const sales = s.history[0]?.points.filter((p) => p.reason === 'sale');
    expect(sales).toEqual([
      { player: 0, points: 5, reason: 'sale', island: 2 },
      { player: 0, points: 4, reason: 'sale', island: 0 },
    ]);
  });

  it('conflict cards never sell, not even on Hochland', () => {
    let s = play(setup({ players: 3, captain: 0, hands: plainHands.slice(1, 4) }), { type: 'offerReward', player: 0, points: 0 });
    s = play(s, { type: 'play', player: 0, card: 'conflict' }, { type: 'pass', player: 1 }, { type: 'takeRole', player: 1, role: 'merchant' });
    s = play(s, { type: 'pass', player: 2 }, { type: 'takeRole', player: 2, role: 'loader' }, { type: 'pass', player: 0 });
    // Nobody has anything to sell: the round goes straight on to the Lademeister.
    expect(s.phase).toBe('loader');
    expect(s.history[0]?.points.some((p) => p.reason === 'sale')).toBe(false);
  });
});

describe('the pirate variant', () => {
  const pirateHands: Card[][] = [
    ['pirate', 'grain', 'grain', 'wine', 'cloth'],
    ['grain', 'salt', 'salt', 'cloth', 'conflict'],
    ['cloth', 'cloth', 'wine', 'ruby', 'conflict'],
  ];

  function atPirateCard(pirateShip: number): MeutererState {
    const start = setup({ players: 3, captain: 1, hands: pirateHands, pirates: true });
    expect(start.pirateShip).toBe(islandIndex(start, 'piratennest'));
    return play(
      patch(start, { pirateShip }),
      { type: 'offerReward', player: 1, points: 0 },
      { type: 'play', player: 1, card: 'salt' },
      { type: 'play', player: 2, card: 'cloth' },
    );
  }

  it('passing the merchant ship discards every card played so far', () => {
    // From Grünland, 4 cards left after the pirate card: Frosthöhle, Hochland (the ship), Sandkap, Fingerhut.
    const s = play(atPirateCard(2), { type: 'play', player: 0, card: 'pirate' });
    expect(s.pirateShip).toBe(islandIndex(s, 'fingerhut'));
    expect(s.offered).toEqual([[], [], []]);
    expect(s.discard.slice().sort()).toEqual(['cloth', 'pirate', 'salt']);
    expect(s.hands[0]).toHaveLength(4);
  });

  it('ending on the merchant ship gives the player every card played so far', () => {
    // From Sommerland... 4 steps counter-clockwise from Affeninsel end on Frosthöhle; from Karge Zunge... use 4 from Eisfelsen: Hochland.
    const s = play(atPirateCard(4), { type: 'play', player: 0, card: 'pirate' });
    expect(s.pirateShip).toBe(islandIndex(s, 'hochland'));
    expect(s.offered).toEqual([[], [], []]);
    expect(s.hands[0]).toEqual(['salt', 'wine', 'cloth', 'cloth', 'grain', 'grain']);
    expect(s.discard).toEqual(['pirate']);
  });

  it('a pirate ship already on the merchant ship that does not move also takes the cards', () => {
    let s = atPirateCard(0);
    for (const card of ['grain', 'grain', 'wine', 'cloth'] as const) {
      s = play(s, { type: 'play', player: 0, card });
      s = play(s, { type: 'play', player: 1, card: s.hands[1]![0]! });
      s = play(s, { type: 'play', player: 2, card: s.hands[2]![0]! });
    }
    const before = s.offered.flat().length;
    s = play(s, { type: 'play', player: 0, card: 'pirate' });
    expect(s.pirateShip).toBe(0);
    expect(s.hands[0]).toHaveLength(before);
  });
});

describe('decks, rounds and config', () => {
  it('reshuffles the discard pile when the deck runs out', () => {
    const start = setup({ players: 4, captain: 0, hands: plainHands });
    const s0 = patch(start, { deck: [], discard: start.deck });
    const s = play(
      s0,
      { type: 'offerReward', player: 0, points: 0 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'takeRole', player: 1, role: 'loader' },
      { type: 'pass', player: 2 },
      { type: 'takeRole', player: 2, role: 'merchant' },
      { type: 'pass', player: 3 },
      { type: 'takeRole', player: 3, role: 'mate' },
    );
    expect(s.phase).toBe('loader');
    expect(s.loader?.drawn).toHaveLength(3);
    expect(s.discard).toHaveLength(0);
    expect(s.deck).toHaveLength(16 - 3);
    expect(s.rng).not.toEqual(start.rng);
  });

  it('plays 8 rounds with four players and 9 with three', () => {
    for (const [players, rounds] of [[4, 8], [3, 9]] as const) {
      const r = playout(meuterer, { players }, 5);
      if (r._tag === 'Left') throw new Error(r.left.message);
      expect(r.right.state.history.map((h) => h.round)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
      expect(meuterer.isOver(r.right.state)).toBe(true);
      expect(meuterer.activePlayers(r.right.state)).toEqual([]);
      expect(meuterer.apply(r.right.state, { type: 'pass', player: 0 })).toMatchObject({ left: { code: 'GAME_OVER' } });
    }
  });

  it('refuses inconsistent configs with a readable message', () => {
    const bad = (config: unknown) => {
      const r = meuterer.setup(config as never, 1);
      if (r._tag === 'Right') throw new Error(`accepted ${JSON.stringify(config)}`);
      expect(r.left.code).toBe('INVALID_CONFIG');
      return r.left.message;
    };
    expect(bad({ players: 5 })).toContain('config.players');
    expect(bad({ players: 4, captain: 4 })).toContain('no seat index 4');
    expect(bad({ players: 3, hands: plainHands })).toContain('Expected 3 hands');
    expect(bad({ players: 4, hands: [...plainHands.slice(0, 3), ['ruby', 'ruby', 'ruby', 'ruby', 'ruby']] })).toContain('does not have');
    expect(bad({ players: 4, hands: [...plainHands.slice(0, 3), ['pirate', 'ruby', 'wine', 'salt', 'salt']] })).toContain('does not have');
    expect(bad({ players: 4, deck: [] })).toContain('needs fixed hands');
    expect(bad({ players: 4, hands: plainHands, deck: ['ruby'] })).toContain('exactly');
    expect(bad({ players: 4, islands: { ...STANDARD_ISLANDS, start: 'atlantis' } })).toContain('atlantis');
    expect(bad({ players: 4, colour: 'blue' })).toContain("unknown field 'colour'");
    expect(meuterer.setup({ players: 4 }, 1.5)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
  });

  it('a shuffled circle keeps Hochland first and the ship on it', () => {
    const s = setup({ players: 4, shuffleIslands: true }, 3);
    expect(s.rules.islands[0]?.id).toBe('hochland');
    expect(s.ship).toBe(0);
    expect(s.rules.islands.map((i) => i.id).sort()).toEqual(STANDARD_ISLANDS.islands.map((i) => i.id).sort());
    expect(s.rules.islands.map((i) => i.id)).not.toEqual(STANDARD_ISLANDS.islands.map((i) => i.id));
  });
});
