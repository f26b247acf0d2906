/**
 * The rules one by one, on situations built through the config and, where a rule needs a
 * particular harbour, by editing a reached state; each then plays moves through `apply`.
 */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import {
  bremerhaven,
  capacity,
  emptySpaces,
  inGame,
  permitPrice,
  refillRow,
  STARTING_MONEY,
  SYNTHETIC_CONTRACTS,
  SYNTHETIC_NEWSPAPERS,
  SYNTHETIC_SHIPS,
  type BremerhavenConfig,
  cards,
} from '../../src/bremerhaven/index.js';
import { bidRound, edit, isLegal, parkAll, play, playUntil, settle, setup, type Bids, type S } from './driver.js';

const PARK = parkAll([1, 2, 3, 4, 5]);
const twoLong: BremerhavenConfig = { players: 2, variant: 'long', ranks: [0, 1] };
const twoShort: BremerhavenConfig = { players: 2, variant: 'short', ranks: [0, 1] };
const moneyOf = (s: S, seat: number): number => s.harbors[seat]?.money ?? -1;
const shipIds = (players: number, long: boolean): string[] => SYNTHETIC_SHIPS.cards.filter((c) => inGame(c, players, long)).map((c) => c.id);
const contractIds = (players: number, long: boolean): string[] =>
  SYNTHETIC_CONTRACTS.cards.filter((c) => inGame(c, players, long)).map((c) => c.id);
const first = (ids: readonly string[], ...top: string[]): string[] => [...top, ...ids.filter((id) => !top.includes(id))];

/** The harbour phase of round 1 after every card went to the Parking lot, then changed by `change`. */
function harbourPhase(config: BremerhavenConfig, change: (s: S) => S = (s) => s): S {
  const s = settle(setup(config));
  const plan: Record<number, Bids> = {};
  s.harbors.forEach((h, seat) => (plan[seat] = parkAll(h.influence.hand)));
  return change(bidRound(s, plan));
}

describe('setup', () => {
  it('deals ranks through the top Price card, money 4 / 6 / 8 / 12, covers, bollards and starting contracts', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = setup({ players: 4 }, seed);
      s.ranks.forEach((p, rank) => expect(moneyOf(s, p as number)).toBe(STARTING_MONEY[rank]));
      for (const h of s.harbors) {
        expect(h.covered.filter((c) => c)).toHaveLength(6);
        expect(h.covered.slice(0, 4)).toEqual([false, false, true, true]);
        expect(h.walls).toEqual([0, 1, 1, 0]);
        expect(h.influence).toEqual({ hand: [1, 2, 3, 4, 5], supply: [5, 6, 6, 7, 7, 8, 9], boxed: [] });
        const contract = h.loadingDocks[0];
        expect(contract?.timers).toBe(cards(s).contracts[contract?.card ?? '']?.time);
      }
      expect(s.sea.every((c) => c !== null)).toBe(true);
      expect(s.token).toBe(cards(s).board.progress.start['4']);
      expect(s.newspapers.event).toBeNull();
    }
  });

  it('orders the ranks by the price of the good each player drew', () => {
    // With the default Price cards every price differs, so the ladder is strict.
    const s = setup({ players: 3 }, 9);
    expect(new Set(s.ranks).size).toBe(3);
  });

  it('stacks the decks pile 1 on top, then 2, 3 and 4', () => {
    const s = setup({ players: 4, variant: 'long' }, 3);
    const backs = [...s.sea, ...s.shipDeck].map((id) => cards(s).ships[id ?? '']?.back ?? 0);
    expect(backs).toEqual(backs.slice().sort());
  });

  it('short and solo games: no covers, a starting building, 3 starting goods not on the starting contract', () => {
    const s = setup(twoShort);
    expect(s.phase).toBe('startingGoods');
    expect(bremerhaven.activePlayers(s)).toEqual([0, 1]);
    for (const [seat, h] of s.harbors.entries()) {
      expect(h.covered.some((c) => c)).toBe(false);
      expect(h.buildings).toHaveLength(1);
      const named = cards(s).contracts[h.loadingDocks[0]?.card ?? '']?.goods ?? [];
      for (const m of bremerhaven.legalMoves(s, seat)) {
        if (m.type === 'startingGood') expect(named).not.toContain(m.good);
      }
    }
    let t = s;
    const good = bremerhaven.legalMoves(s, 0)[0];
    if (good?.type !== 'startingGood') throw new Error('no starting good');
    for (let i = 0; i < 3; i++) t = play(t, good); // repeats allowed (ruling B18)
    expect(t.harbors[0]?.storage[good.good]).toBe(3);
    expect(bremerhaven.activePlayers(t)).toEqual([1]);
    const solo = setup({ players: 1 });
    expect(solo.harbors).toHaveLength(1);
    expect(solo.sea).toHaveLength(2);
    expect(solo.rules.slots).toBe(2);
  });

  it('refuses inconsistent configs', () => {
    const refused = (config: BremerhavenConfig): string => {
      const r = bremerhaven.setup(config, 1);
      if (r._tag === 'Right') throw new Error('accepted');
      expect(r.left.code).toBe('INVALID_CONFIG');
      return r.left.message;
    };
    expect(refused({ players: 1, variant: 'long' })).toMatch(/solo/);
    expect(refused({ players: 3, variant: 'solo' })).toMatch(/solo/);
    expect(refused({ players: 2, ranks: [0, 0] })).toMatch(/ranks/);
    expect(refused({ players: 2, shipDeck: ['S01'] })).toMatch(/shipDeck/);
    expect(refused({ players: 1, ranks: [0] })).toMatch(/dummy/);
    const dup = { ...SYNTHETIC_SHIPS, cards: [...SYNTHETIC_SHIPS.cards, SYNTHETIC_SHIPS.cards[0]!] };
    expect(refused({ players: 2, components: { ships: dup } })).toMatch(/used twice/);
    const tooMany = { ...SYNTHETIC_CONTRACTS, cards: [{ ...SYNTHETIC_CONTRACTS.cards[0]!, goods: ['crate', 'crate', 'crate', 'crate', 'crate'] as const }] };
    expect(refused({ players: 2, components: { contracts: tooMany } })).toMatch(/1 to 4 goods/);
  });
});

describe('bidding', () => {
  it('goes round in rank order, hides other players’ cards until the reveal', () => {
    const s = setup({ players: 3, variant: 'long', ranks: [2, 0, 1] });
    expect(bremerhaven.activePlayers(s)).toEqual([2]);
    const one = play(s, { type: 'bid', player: 2, space: 'parking', value: 3 });
    expect(bremerhaven.activePlayers(one)).toEqual([0]);
    expect(viewOf(bremerhaven.view(one, 2)).bids).toEqual([{ space: 'parking', by: 2, value: 3 }]);
    expect(viewOf(bremerhaven.view(one, 0)).bids).toEqual([{ space: 'parking', by: 2, value: null }]);
    expect(viewOf(bremerhaven.view(one, 0)).harbors[2]?.hand).toBeNull();
    expect(viewOf(bremerhaven.view(one, 0)).harbors[2]?.owned).toEqual([1, 2, 3, 4, 5]);
    // A card not in hand, or a space without a card, is refused.
    expect(isLegal(one, { type: 'bid', player: 0, space: 'parking', value: 9 })).toBe(false);
    const noBuilding = edit(one, (d) => void (d.buildingStack = []));
    expect(isLegal(noBuilding, { type: 'bid', player: 0, space: 'building', value: 1 })).toBe(false);
    expect(isLegal(one, { type: 'bid', player: 0, space: 'sea4', value: 1 })).toBe(false);
  });

  it('breaks ties on the pay-the-difference spaces by rank: the tied bidder pays nothing', () => {
    const s = bidRound(setup(twoLong), {
      0: [['permit', 3], ['grow', 2], ['parking', 1], ['parking', 4], ['parking', 5]],
      1: [['permit', 3], ['grow', 2], ['parking', 1], ['parking', 4], ['parking', 5]],
    });
    expect(s.phase).toBe('permits');
    expect(permitPrice(s, 0)).toBe(0);
    expect(permitPrice(s, 1)).toBe(0);
    const grown = playUntil(s, (t) => t.phase !== 'permits', (_t, seat) => ({ type: 'endPermits', player: seat }));
    expect(grown.harbors.map((h) => h.influence.hand)).toEqual([[5], [5]]);
  });
});

describe('1.4 Price cards', () => {
  it('lets the winner put any card on top without changing the others’ order', () => {
    const s = bidRound(setup(twoLong), { 0: [['prices', 1], ...PARK.slice(1)], 1: PARK });
    expect(s.phase).toBe('prices');
    expect(isLegal(s, { type: 'rotatePrices', player: 0 })).toBe(false);
    const pick = s.priceStack[5] as string;
    const after = play(s, { type: 'setPrices', player: 0, card: pick });
    expect(after.priceStack).toEqual([pick, ...s.priceStack.filter((c) => c !== pick)]);
  });

  it('lets the Commodity Exchange’s owner choose when nobody bids, or leave it to the stack', () => {
    const withExchange = (s: S): S => edit(s, (d) => void d.harbors[1]!.buildings.push('commodity-exchange'));
    const s = bidRound(withExchange(setup(twoLong)), { 0: PARK, 1: PARK });
    expect(s.phase).toBe('prices');
    expect(s.chooser).toBe(1);
    expect(s.priceMode).toBe('exchange');
    const rotated = play(s, { type: 'rotatePrices', player: 1 });
    expect(rotated.priceStack).toEqual([...s.priceStack.slice(1), s.priceStack[0]]);
    // A bid on 1.4 takes the choice away from the Exchange.
    const bid = bidRound(withExchange(setup(twoLong)), { 0: [['prices', 1], ...PARK.slice(1)], 1: PARK });
    expect(bid.chooser).toBe(0);
    expect(bid.priceMode).toBe('winner');
  });
});

describe('1.5 Career ladder', () => {
  it('lets the winner swap any two adjacent tokens, then pays 4 / 3 / 2 income', () => {
    const s = bidRound(setup({ players: 3, variant: 'long', ranks: [0, 1, 2] }), { 0: PARK, 1: PARK, 2: [['career', 1], ...PARK.slice(1)] });
    expect(s.phase).toBe('career');
    expect(s.chooser).toBe(2);
    const money = s.harbors.map((h) => h.money);
    const after = play(s, { type: 'swapRanks', player: 2, rank: 0 });
    expect(after.ranks).toEqual([1, 0, 2]);
    expect(after.harbors.map((h, seat) => h.money - (money[seat] ?? 0))).toEqual([3, 4, 2]);
  });
});

describe('2. the Sea board', () => {
  it('discards a won Ship that fits no Dock', () => {
    // S14 needs 2 bollards on each quay wall; a new harbour has 1 around the middle dock.
    const s = bidRound(setup({ ...twoLong, shipDeck: first(shipIds(2, true), 'S14') }), { 0: [['sea1', 1], ...PARK.slice(1)], 1: PARK });
    expect(s.shipDiscard).toContain('S14');
    expect(s.harbors[0]?.docks).toEqual([null, null, null]);
  });

  it('lets the owner pick the type of wild cargo, all goods of one type', () => {
    const s = bidRound(setup({ players: 4, variant: 'long', ranks: [0, 1, 2, 3], shipDeck: first(shipIds(4, true), 'S12') }), {
      0: [['sea1', 1], ...PARK.slice(1)],
      1: PARK,
      2: PARK,
      3: PARK,
    });
    expect(s.phase).toBe('ship');
    const moves = bremerhaven.legalMoves(s, 0);
    expect(moves).toEqual(['barrel', 'crate', 'container', 'passenger'].map((cargo) => ({ type: 'placeShip', player: 0, dock: 1, cargo })));
    const after = play(s, { type: 'placeShip', player: 0, dock: 1, cargo: 'passenger' });
    expect(after.harbors[0]?.docks[1]).toEqual({ card: 'S12', timers: 1, cargo: 'passenger', count: 3 });
  });
});

describe('3. the Land board', () => {
  it('discards a won Contract when every Loading dock is taken, and charges its penalty', () => {
    const config = { ...twoLong, contractDeck: first(contractIds(2, true), 'C04') };
    const full = (s: S): S =>
      edit(s, (d) => {
        const h = d.harbors[0]!;
        h.prestige = 2;
        h.loadingDocks = ['C01', 'C02', 'C03', 'C05'].map((card) => ({ card, timers: 3, delivered: { barrel: 0, crate: 0, container: 0, passenger: 0 } }));
      });
    const s = bidRound(full(setup(config)), { 0: [['land1', 1], ...PARK.slice(1)], 1: PARK });
    expect(s.contractDiscard).toContain('C04');
    expect(s.harbors[0]?.prestige).toBe(1); // C04's penalty: 1 prestige
    expect(s.harbors[0]?.prestigeLost).toBe(1);
  });
});

describe('4. the harbour', () => {
  it('produces before moving goods, and only with room for the good', () => {
    const s = harbourPhase(twoLong, (t) =>
      edit(t, (d) => {
        d.harbors[0]!.buildings = ['refinery'];
        d.harbors[0]!.docks[1] = { card: 'S02', timers: 2, cargo: 'crate', count: 2 };
      }),
    );
    expect(isLegal(s, { type: 'produce', player: 0, building: 'refinery' })).toBe(true);
    const moved = play(s, { type: 'unload', player: 0, dock: 1 });
    expect(isLegal(moved, { type: 'produce', player: 0, building: 'refinery' })).toBe(false);
    const full = edit(s, (d) => void (d.harbors[0]!.storage.passenger = capacity(d.rules, d.harbors[0]!)));
    expect(isLegal(full, { type: 'produce', player: 0, building: 'refinery' })).toBe(false);
    // Crates pair up: a full harbour of passengers takes no crate, one with an odd crate takes another.
    expect(isLegal(full, { type: 'unload', player: 0, dock: 1 })).toBe(false);
  });

  it('counts storage as 1 good a space, 2 crates a space; buildings take a space and storage buildings add some', () => {
    const s = harbourPhase(twoLong);
    const h = s.harbors[0]!;
    expect(capacity(s.rules, h)).toBe(6); // a long game: 6 spaces under Cover cards
    const crates = edit(s, (d) => void (d.harbors[0]!.storage.crate = 11));
    expect(isLegal(edit(crates, (d) => void (d.harbors[0]!.docks[1] = { card: 'S02', timers: 2, cargo: 'crate', count: 2 })), { type: 'unload', player: 0, dock: 1 })).toBe(true);
    expect(emptySpaces(s.rules, crates.harbors[0]!)).toBe(0);
    const warehouse = edit(s, (d) => void (d.harbors[0]!.buildings = ['warehouse']));
    expect(capacity(warehouse.rules, warehouse.harbors[0]!)).toBe(5 + 2);
  });

  it('delivers only from storage to an open Loading dock, and only goods the contract needs', () => {
    const s = harbourPhase(twoLong, (t) =>
      edit(t, (d) => {
        const h = d.harbors[0]!;
        h.storage.crate = 1;
        h.storage.barrel = 1;
        h.loadingDocks[2] = { card: 'C01', timers: 2, delivered: { barrel: 0, crate: 0, container: 0, passenger: 0 } }; // needs 1 crate
      }),
    );
    expect(isLegal(s, { type: 'deliver', player: 0, loadingDock: 2, good: 'crate' })).toBe(false); // covered below
    const open = edit(s, (d) => void (d.harbors[0]!.covered[2] = false));
    expect(isLegal(open, { type: 'deliver', player: 0, loadingDock: 2, good: 'barrel' })).toBe(false);
    const delivered = play(open, { type: 'deliver', player: 0, loadingDock: 2, good: 'crate' });
    expect(isLegal(delivered, { type: 'deliver', player: 0, loadingDock: 2, good: 'crate' })).toBe(false);
  });

  it('raises the Prestige track to the harbour’s value but never lowers it for departures', () => {
    const s = harbourPhase(twoLong, (t) =>
      edit(t, (d) => {
        d.harbors[0]!.prestige = 1;
        d.harbors[0]!.docks[1] = { card: 'S04', timers: 1, cargo: 'passenger', count: 1 }; // prestige 3, leaves now
      }),
    );
    const after = play(s, { type: 'endHarbour', player: 0 });
    expect(after.harbors[0]?.prestige).toBe(3);
    expect(after.harbors[0]?.docks[1]).toBeNull();
    expect(after.shipDiscard).toContain('S04');
  });

  it('pays penalties with cash, then Bank money; the Bank never pays for permits and never scores', () => {
    const s = harbourPhase(twoLong, (t) =>
      edit(t, (d) => {
        const h = d.harbors[0]!;
        h.money = 1;
        h.buildings = ['bank'];
        h.loadingDocks[0] = { card: 'C02', timers: 1, delivered: { barrel: 0, crate: 0, container: 0, passenger: 0 } }; // penalty 3 money
      }),
    );
    const banked = play(s, { type: 'produce', player: 0, building: 'bank' });
    expect(banked.harbors[0]).toMatchObject({ money: 1, bank: 2 });
    const after = play(banked, { type: 'endHarbour', player: 0 });
    expect(after.harbors[0]).toMatchObject({ money: 0, bank: 0 });
    const rich = edit(s, (d) => {
      d.harbors[0]!.bank = 50;
      d.harbors[0]!.money = 2;
      d.harbors[0]!.prestige = 3;
    });
    expect(bremerhaven.result(rich).scores[0]).toBe(6);
    // A permit is paid in cash: 50 on the Bank buy no bollard.
    const poor = edit(setup(twoLong), (d) => {
      d.harbors[0]!.money = 0;
      d.harbors[0]!.bank = 50;
    });
    const noPermit = bidRound(poor, { 0: [['permit', 1], ['grow', 2], ['grow', 3], ['grow', 4], ['grow', 5]], 1: PARK });
    expect(noPermit.phase).toBe('harbour');
    expect(noPermit.harbors[0]?.walls).toEqual([0, 1, 1, 0]);
  });
});

describe('5. clean-up', () => {
  it('runs the Event one round after its Progress card turned: a charge and an explicit prestige loss', () => {
    const n14 = SYNTHETIC_NEWSPAPERS.cards.find((c) => c.id === 'N14'); // pay 1 money, lose 1 prestige
    expect(n14?.effects).toEqual([{ kind: 'payMoney', amount: 1 }, { kind: 'losePrestige', amount: 1 }]);
    const papers = first(SYNTHETIC_NEWSPAPERS.cards.map((c) => c.id), 'N14');
    let s = setup({ ...twoLong, newspaperStack: papers });
    s = settle(bidRound(s, { 0: PARK, 1: PARK }));
    expect(s.newspapers.event).toBe('N14');
    s = bidRound(s, { 0: PARK, 1: PARK });
    s = edit(s, (d) => {
      d.harbors[0]!.prestige = 2;
      d.harbors[1]!.prestige = 0;
    });
    const money = s.harbors.map((h) => h.money);
    const after = settle(s);
    expect(after.harbors[0]).toMatchObject({ prestige: 1, prestigeLost: 1, money: (money[0] ?? 0) - 1 });
    expect(after.harbors[1]).toMatchObject({ prestige: 0, prestigeLost: 0 });
    expect(after.newspapers.discard).toEqual(['N14']);
  });

  it('charges what a player has: storage fees of 1 a good with only 2 money', () => {
    const papers = first(SYNTHETIC_NEWSPAPERS.cards.map((c) => c.id), 'N07'); // 1 money per good in storage
    let s = settle(bidRound(setup({ ...twoLong, newspaperStack: papers }), { 0: PARK, 1: PARK }));
    s = bidRound(s, { 0: PARK, 1: PARK });
    s = edit(s, (d) => {
      d.harbors[0]!.storage.crate = 5;
      d.harbors[0]!.money = 2;
    });
    expect(settle(s).harbors[0]?.money).toBe(0); // owes 5, pays the 2 it has
  });

  it('refills a long-game row to the right and leaves spaces empty when the deck is out', () => {
    const discard: string[] = [];
    expect(refillRow(['a', null, 'c'], ['d', 'e'], discard, true)).toEqual(['d', 'e', 'a']);
    expect(discard).toEqual(['c']);
    expect(refillRow(['a', null, 'c'], ['d'], [], true)).toEqual([null, 'd', 'a']);
    expect(refillRow(['a', 'b'], ['d'], [], false)).toEqual([null, 'd']);
  });

  it('ends the game the moment the token reaches the last space and resolves leftover Contracts', () => {
    let s = bidRound(settle(setup(twoShort)), { 0: PARK, 1: PARK });
    s = edit(s, (d) => void (d.token = cards(d).board.progress.last - 2));
    const open = s.harbors.map((h) => h.loadingDocks.filter((c) => c !== null).length);
    expect(open.some((n) => n > 0)).toBe(true);
    const end = settle(s);
    expect(end.phase).toBe('over');
    expect(end.token).toBe(cards(end).board.progress.last);
    expect(end.harbors.every((h) => h.loadingDocks.every((c) => c === null))).toBe(true);
  });

  it('ends a long game whose Newspaper stack has run out (ruling B11)', () => {
    let s = bidRound(setup(twoLong), { 0: PARK, 1: PARK });
    s = edit(s, (d) => void (d.newspapers.stack = []));
    expect(settle(s).phase).toBe('over');
  });
});

describe('the solo dummy', () => {
  const papers = (...top: string[]): string[] => first(SYNTHETIC_NEWSPAPERS.cards.map((c) => c.id), ...top);
  // Round 1: permit, permit, sea1, sea1, parking. Round 2: career, career, grow, grow, prices.
  const config: BremerhavenConfig = { players: 1, newspaperStack: papers('N01', 'N10', 'N02', 'N11', 'N18', 'N08', 'N17', 'N04', 'N14', 'N09') };

  it('bids where its Newspaper card points, discards what it wins, and only raises permit prices', () => {
    const s = settle(setup(config));
    expect(s.bids[0]).toMatchObject({ by: 'dummy', space: 'permit' });
    const seaCard = s.sea[0];
    const r1 = bidRound(s, { 0: [['career', 1], ['permit', 2], ['parking', 3], ['parking', 4], ['parking', 5]] });
    // The dummy's 2 cards on the permit beat or tie the player's 2: the player pays the difference, if any.
    expect(r1.phase === 'permits' || r1.phase === 'career').toBe(true);
    const done = settle(r1, (_t, _seat, legal) => legal.find((m) => m.type === 'swapRanks') ?? legal.find((m) => m.type === 'endPermits'));
    expect(done.shipDiscard).toContain(seaCard);
    expect(done.ranks).toEqual([0, 'dummy']);
  });

  it('becomes Captain when it wins the Career ladder, rotates the prices, and upgrades after bidding on Grow influence', () => {
    let s = settle(bidRound(settle(setup(config)), { 0: [['career', 1], ['parking', 2], ['parking', 3], ['parking', 4], ['parking', 5]] }), (_t, _seat, legal) =>
      legal.find((m) => m.type === 'swapRanks'),
    );
    expect(s.ranks).toEqual([0, 'dummy']);
    const stack = s.priceStack;
    s = bidRound(s, { 0: PARK });
    expect(s.ranks).toEqual(['dummy', 0]);
    expect(s.priceStack).toEqual([...stack.slice(1), stack[0]]);
    s = settle(s);
    expect(viewOf(bremerhaven.view(s, 0)).dummy?.owned).toEqual([2, 3, 4, 5, 5]);
    expect(s.dummy?.boxed).toEqual([1]);
  });

  it('reshuffles its Newspaper discard pile when the stack runs out', () => {
    let s = settle(setup({ players: 1 }));
    for (let round = 1; round <= 4; round++) s = settle(bidRound(s, { 0: parkAll(s.harbors[0]?.influence.hand ?? []) }));
    expect(s.newspapers.stack.length + s.newspapers.discard.length).toBe(18);
    expect(s.newspapers.discard.length).toBeLessThan(18);
  });

  it('keeps its cards hidden from the player until the reveal', () => {
    const s = settle(setup({ players: 1 }));
    expect(viewOf(bremerhaven.view(s, 0)).bids[0]?.value).toBeNull();
    expect(viewOf(bremerhaven.view(s, 0)).dummy?.owned).toEqual([1, 2, 3, 4, 5]);
  });
});
