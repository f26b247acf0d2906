/**
 * Every worked example of the rulebook, reproduced through the public API with the
 * example's numbers as the assertions. Situations are set up through the config (fixed
 * ranks, decks and stacks, component data) and played with moves.
 */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import {
  bremerhaven,
  difference,
  inGame,
  INFLUENCE_VALUES,
  permitPrice,
  soloRating,
  SYNTHETIC_BOARD,
  SYNTHETIC_CONTRACTS,
  SYNTHETIC_PRICES,
  SYNTHETIC_SHIPS,
  SYNTHETIC_BUILDINGS,
  type BoardData,
  type BremerhavenState,
  cards,
} from '../../src/bremerhaven/index.js';
import { bidRound, isLegal, play, playUntil, settle, setup, type Bids, type S } from './driver.js';

const RED = 0;
const GREEN = 1;
const BLUE = 2;
const YELLOW = 3;

/** The example's permit prices are the pure differences: bollards cost nothing here. */
const FREE_BOLLARDS: BoardData = {
  ...SYNTHETIC_BOARD,
  provenance: { kind: 'synthetic', source: 'test: bollards printed 0' },
  bollardCosts: [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ],
};

const buildingsWithFirst = (first: string): string[] => [first, ...SYNTHETIC_BUILDINGS.cards.map((c) => c.id).filter((id) => id !== first)];

describe('page 4: the bidding example (4 players, long game)', () => {
  // Red is Captain, Blue First Mate, Green Mate, Yellow Ship's Cook.
  const start = setup({
    players: 4,
    variant: 'long',
    ranks: [RED, BLUE, GREEN, YELLOW],
    buildingStack: buildingsWithFirst('lighthouse'),
    components: { board: FREE_BOLLARDS },
  });
  const plan: Record<number, Bids> = {
    [RED]: [['parking', 1], ['building', 3], ['permit', 5], ['sea1', 2], ['land1', 4]],
    [GREEN]: [['permit', 2], ['grow', 4], ['career', 5], ['sea2', 3], ['land2', 1]],
    [BLUE]: [['permit', 2], ['grow', 3], ['sea3', 5], ['land3', 4], ['land4', 1]],
    [YELLOW]: [['building', 3], ['sea4', 5], ['land4', 4], ['sea1', 1], ['career', 2]],
  };
  const permits = bidRound(start, plan);

  it('pays 1 money for Red’s card on the Parking lot and gives Red the Lighthouse on rank', () => {
    expect(permits.harbors[RED]?.money).toBe(4 + 1);
    expect(permits.harbors[RED]?.gained).toEqual(['lighthouse']);
    expect(permits.harbors[YELLOW]?.gained).toEqual([]);
  });

  it('lets the three bidders use Building permits: Red free, Green and Blue for 3, more for 5; Yellow none', () => {
    expect(permits.phase).toBe('permits');
    expect(bremerhaven.activePlayers(permits)).toEqual([RED, GREEN, BLUE]);
    expect(bremerhaven.legalMoves(permits, YELLOW)).toEqual([]);
    expect(permitPrice(permits, RED)).toBe(0);
    expect(permitPrice(permits, GREEN)).toBe(3);
    expect(permitPrice(permits, BLUE)).toBe(3);

    const greenPays = play(permits, { type: 'bollard', player: GREEN, wall: 0 });
    expect(greenPays.harbors[GREEN]?.money).toBe(8 - 3);
    expect(permitPrice(greenPays, GREEN)).toBe(5);

    const blueDeclines = play(greenPays, { type: 'endPermits', player: BLUE });
    expect(blueDeclines.harbors[BLUE]?.money).toBe(6);

    const redBuilds = play(blueDeclines, { type: 'build', player: RED, building: 'lighthouse' });
    expect(redBuilds.harbors[RED]?.money).toBe(5);
    expect(redBuilds.harbors[RED]?.buildings).toEqual(['lighthouse']);
    expect(permitPrice(redBuilds, RED)).toBe(5);
    const redExtra = play(redBuilds, { type: 'bollard', player: RED, wall: 0 });
    expect(redExtra.harbors[RED]?.money).toBe(0);
  });

  it('grows Green for free (hand 2, 3, 4, 5, 5 next round) and lets Blue pay 1', () => {
    const grow = play(play(play(permits, { type: 'endPermits', player: GREEN }), { type: 'endPermits', player: BLUE }), {
      type: 'endPermits',
      player: RED,
    });
    expect(grow.phase).toBe('grow');
    expect(grow.harbors[GREEN]?.influence.hand).toEqual([5]);
    expect(bremerhaven.activePlayers(grow)).toEqual([BLUE]);
    expect(difference(grow, 'grow', BLUE)).toBe(1);
    expect(isLegal(grow, { type: 'grow', player: BLUE })).toBe(true);
    const bluePaid = play(grow, { type: 'grow', player: BLUE });
    expect(bluePaid.harbors[BLUE]?.money).toBe(6 - 1);

    // Nobody bid on the Price cards: the top card goes to the bottom.
    const career = play(grow, { type: 'skipGrow', player: BLUE });
    expect(career.priceStack).toEqual([...start.priceStack.slice(1), start.priceStack[0]]);
    // Green (Mate) won the Career ladder and swaps with the First Mate.
    expect(career.phase).toBe('career');
    expect(career.chooser).toBe(GREEN);
    const swapped = play(career, { type: 'swapRanks', player: GREEN, rank: 1 });
    expect(swapped.ranks).toEqual([RED, GREEN, BLUE, YELLOW]);

    const round2 = settle(swapped);
    expect(round2.round).toBe(2);
    expect(round2.harbors[GREEN]?.influence.hand).toEqual([2, 3, 4, 5, 5]);
    expect(round2.harbors[GREEN]?.influence.boxed).toEqual([1]);
  });
});

describe('4.4: the contract sale example (short game)', () => {
  const players = 2;
  const ships = SYNTHETIC_SHIPS.cards.filter((c) => inGame(c, players, false)).map((c) => c.id);
  const contracts = SYNTHETIC_CONTRACTS.cards.filter((c) => inGame(c, players, false)).map((c) => c.id);
  const exampleCard = SYNTHETIC_CONTRACTS.cards.find((c) => c.id === 'C15');
  const examplePrices = SYNTHETIC_PRICES.cards.find((c) => c.prices.crate === 3 && c.prices.container === 1 && c.prices.barrel === 4);
  const others = SYNTHETIC_PRICES.cards.map((c) => c.id).filter((id) => id !== examplePrices?.id);
  const rest = contracts.filter((id) => id !== 'C15');
  const config = {
    players,
    variant: 'short' as const,
    ranks: [0, 1],
    // S06: a Freighter with 3 crates; C15 is seat 0's starting contract.
    shipDeck: ['S06', ...ships.filter((id) => id !== 'S06')],
    contractDeck: [...rest.slice(0, 2), 'C15', ...rest.slice(2)],
    buildingStack: buildingsWithFirst('refinery'),
    // Two rounds without bids on 1.4 turn the stack twice: the example card is on top in round 2.
    priceStack: [others[0] as string, others[1] as string, examplePrices?.id as string, ...others.slice(2)],
  };
  const parking: Bids = [['parking', 1], ['parking', 2], ['parking', 3], ['parking', 4], ['parking', 5]];

  /** Round 1: seat 0 wins the Freighter, makes a barrel, unloads 3 crates, packs two, delivers. */
  function deliverAnd(container: boolean): { before: S; after: S } {
    let s = settle(setup(config)); // starting goods: only passengers are allowed for seat 0
    s = bidRound(s, { 0: [['sea1', 5], ['parking', 1], ['parking', 2], ['parking', 3], ['parking', 4]], 1: parking });
    s = play(s, { type: 'placeShip', player: 0, dock: 1, cargo: 'crate' });
    expect(s.phase).toBe('harbour');
    s = play(s, { type: 'produce', player: 0, building: 'refinery' });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'unload', player: 0, dock: 1 });
    s = play(s, { type: 'pack', player: 0 });
    s = play(s, { type: 'deliver', player: 0, loadingDock: 0, good: 'crate' });
    if (container) s = play(s, { type: 'deliver', player: 0, loadingDock: 0, good: 'container' });
    s = play(s, { type: 'deliver', player: 0, loadingDock: 0, good: 'barrel' });
    s = settle(s);
    s = bidRound(s, { 0: parking, 1: parking });
    // A dealt Commodity Exchange may ask its owner about the prices first: keep them.
    s = playUntil(s, (state) => state.phase === 'harbour');
    expect(s.phase).toBe('harbour');
    expect(s.priceStack[0]).toBe(examplePrices?.id);
    return { before: s, after: play(s, { type: 'endHarbour', player: 0 }) };
  }

  it('uses the French example: contract 1 crate, 1 container, 1 barrel; reward 1 money, penalty 1 prestige', () => {
    expect(exampleCard).toMatchObject({ goods: ['crate', 'container', 'barrel'], reward: { money: 1, prestige: 0 }, penalty: { money: 0, prestige: 1 } });
    expect(examplePrices?.prices).toMatchObject({ crate: 3, container: 1, barrel: 4 });
  });

  it('pays 1×3 + 1×1 + 1×4 + 1 reward = 9 money when complete', () => {
    const { before, after } = deliverAnd(true);
    expect(before.harbors[0]?.loadingDocks[0]?.delivered).toEqual({ barrel: 1, crate: 1, container: 1, passenger: 0 });
    expect((after.harbors[0]?.money ?? 0) - (before.harbors[0]?.money ?? 0)).toBe(9);
    expect(after.harbors[0]?.loadingDocks[0]).toBeNull();
    expect(after.contractDiscard).toContain('C15');
  });

  it('pays 1×3 + 1×4 = 7 money and costs 1 prestige without the container', () => {
    const complete = deliverAnd(true).after.harbors[0];
    const { before, after } = deliverAnd(false);
    const h = after.harbors[0];
    expect((h?.money ?? 0) - (before.harbors[0]?.money ?? 0)).toBe(7);
    expect(h?.prestige).toBe((complete?.prestige ?? 0) - 1);
    expect((h?.prestigeLost ?? 0) - (before.harbors[0]?.prestigeLost ?? 0)).toBe(1);
  });
});

describe('Refill the game boards: the 3-player example (long game)', () => {
  const ships = SYNTHETIC_SHIPS.cards.filter((c) => inGame(c, 3, true)).map((c) => c.id);
  const [one, two, three, four, five] = ships as [string, string, string, string, string];

  it('discards the Ship on space 3, moves the one on space 1 to space 3 and fills spaces 1 and 2', () => {
    let s = setup({ players: 3, variant: 'long', ranks: [0, 1, 2], shipDeck: ships });
    expect(s.sea).toEqual([one, two, three]);
    const parking: Bids = [['parking', 1], ['parking', 2], ['parking', 3], ['parking', 4], ['parking', 5]];
    s = bidRound(s, { 0: [['sea2', 5], ['parking', 1], ['parking', 2], ['parking', 3], ['parking', 4]], 1: parking, 2: parking });
    s = settle(s);
    expect(s.round).toBe(2);
    expect(s.sea).toEqual([four, five, one]);
    expect(s.shipDiscard).toContain(three);
    expect(s.shipDiscard).not.toContain(one);
  });
});

describe('End of the game: 65 money × 15 prestige', () => {
  it('scores 975 for Red', () => {
    // The last round's harbour phase of a 2-player short game, with Red at 65 money and 15 prestige.
    let s: BremerhavenState = settle(setup({ players: 2, variant: 'short', ranks: [0, 1] }));
    const parking: Bids = [['parking', 1], ['parking', 2], ['parking', 3], ['parking', 4], ['parking', 5]];
    s = bidRound(s, { 0: parking, 1: parking });
    // A dealt Commodity Exchange may ask its owner about the prices first: keep them.
    s = playUntil(s, (state) => state.phase === 'harbour');
    expect(s.phase).toBe('harbour');
    const last = cards(s).board.progress.last;
    s = {
      ...s,
      token: last - 2,
      harbors: s.harbors.map((h, seat) =>
        seat === RED ? { ...h, money: 65, prestige: 15, loadingDocks: [null, null, null, null], docks: [null, null, null] } : h,
      ),
    };
    const lines: string[] = [];
    const end = playUntil(s, () => false, (state, seat) => {
      const move = { type: 'endHarbour' as const, player: seat };
      const next = bremerhaven.apply(state, move);
      if (next._tag === 'Right') lines.push(...bremerhaven.describe(state, move, next.right));
      return move;
    });
    expect(bremerhaven.isOver(end)).toBe(true);
    expect(bremerhaven.result(end).scores[RED]).toBe(975);
    expect(lines).toContain("Player 1 (Captain): 65 money × 15 prestige = 975.");
  });
});

describe("The solo game: Captain Aha's evaluation", () => {
  it('rates the five bands', () => {
    expect([0, 499].map(soloRating)).toEqual(['Landlubber', 'Landlubber']);
    expect([500, 749].map(soloRating)).toEqual(['Cabin Boy', 'Cabin Boy']);
    expect([750, 999].map(soloRating)).toEqual(['Officer', 'Officer']);
    expect([1000, 1250].map(soloRating)).toEqual(["Lonely Ship's Kobold", "Lonely Ship's Kobold"]);
    expect([1251, 5000].map(soloRating)).toEqual(['Captain', 'Captain']);
  });

  it('ends after round 10 and shows the rating', () => {
    const s = setup({ players: 1 });
    expect(s.ranks).toEqual(['dummy', 0]);
    expect(s.harbors[0]?.money).toBe(6);
    const end = playUntil(s, () => false, (_state, _seat, legal) => legal.find((m) => m.type === 'bid' && m.space === 'parking') ?? undefined);
    expect(end.round).toBe(10);
    const score = bremerhaven.result(end).scores[0] ?? -1;
    expect(viewOf(bremerhaven.view(end, 0)).rating).toBe(soloRating(score));
  });
});

describe('1.3: the Influence cards', () => {
  it('are 1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9; seven upgrades give the best hand 6, 7, 7, 8, 9', () => {
    expect(INFLUENCE_VALUES).toEqual([1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9]);
    let s = settle(setup({ players: 2, variant: 'short', ranks: [0, 1] }));
    const growAll = (hand: readonly number[]): Bids => hand.map((v) => ['grow', v] as const);
    const parkAll = (hand: readonly number[]): Bids => hand.map((v) => ['parking', v] as const);
    for (let round = 1; round <= 8; round++) {
      expect(s.harbors[0]?.influence.hand).toHaveLength(5);
      s = bidRound(s, { 0: growAll(s.harbors[0]?.influence.hand ?? []), 1: parkAll(s.harbors[1]?.influence.hand ?? []) });
      s = settle(s);
    }
    expect(s.harbors[0]?.influence.hand).toEqual([6, 7, 7, 8, 9]);
    expect(s.harbors[0]?.influence.supply).toEqual([]);
    expect(s.harbors[0]?.influence.boxed).toEqual([1, 2, 3, 4, 5, 5, 6]);
  });
});
