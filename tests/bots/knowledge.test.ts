/**
 * The game knowledge of the search (each game's `strategy.ts`): its functions are total (odd
 * states and empty lists give an answer, never an exception), deterministic, and agree
 * with the rules they stand in for.
 */
import { describe, expect, it } from 'vitest';
import { bremerhavenCandidates, bremerhavenPolicy } from '../../src/bremerhaven/strategy.js';
import { meutererPolicy, meutererWorth } from '../../src/meuterer/strategy.js';
import { shipyardPolicy, shipyardWorth } from '../../src/shipyard/strategy.js';
import { searchBot } from '../../src/bots/index.js';
import { Random } from '../../src/core/random.js';
import { meuterer, type MeutererMove, type MeutererState } from '../../src/meuterer/index.js';
import type { Card } from '../../src/meuterer/cards.js';
import { bremerhaven, type BremerhavenDraft, type BremerhavenMove, type BremerhavenState, type SpaceId } from '../../src/bremerhaven/index.js';
import { shipyard, type ShipyardMove, type ShipyardState } from '../../src/shipyard/index.js';
import { contractPoints, traderPoints } from '../../src/shipyard/rules/contracts.js';

function unwrap<T>(answer: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: T }): T {
  if (answer._tag === 'Left') throw new Error(answer.left.message);
  return answer.right;
}

/** How often `policy` picks each of `moves` in `times` draws (by identity). */
function tallyPicks<S, M>(policy: (state: S, seat: number, moves: readonly M[], random: Random) => M, moves: readonly M[], times: number, random: Random): Map<M, number> {
  const counts = new Map<M, number>();
  for (let i = 0; i < times; i++) {
    const move = policy(null as S, 0, moves, random);
    counts.set(move, (counts.get(move) ?? 0) + 1);
  }
  return counts;
}

/** The states of one Shipyard game played by the playout policy (which builds more ships than uniform play). */
function shipyardGame(players: number, seed: number): ShipyardState[] {
  let state = unwrap(shipyard.setup({ players }, seed));
  const random = Random.quick(seed);
  const states = [state];
  while (!shipyard.isOver(state)) {
    const seat = random.pick(shipyard.activePlayers(state));
    const legal = shipyard.legalMoves(state, seat);
    state = unwrap(shipyard.apply(state, shipyardPolicy(state, seat, legal, random) as ShipyardMove));
    states.push(state);
  }
  return states;
}

describe('Shipyard knowledge', () => {
  it('judges a cut by the game\'s tally (the best contract of each colour held, the traders) and what is under way', () => {
    let fleets = 0;
    let doubled = 0;
    for (const [players, seed] of [[2, 1], [3, 2], [4, 3]] as const) {
      const states = shipyardGame(players, seed);
      for (const state of states.filter((s, i) => s.era !== 'over' && (i % 7 === 0 || i === states.length - 2))) {
        const tally = shipyard.tally(state);
        expect(tally).toHaveLength(players);
        const worth = shipyardWorth(state, tally)!;
        state.players.forEach((p, seat) => {
          if (p.fleet.length > 0) fleets++;
          const best = { green: 0, blue: 0 };
          const held = { green: 0, blue: 0 };
          for (const i of p.contracts) {
            const contract = state.rules.components.contracts.contracts[i]!;
            held[contract.colour]++;
            best[contract.colour] = Math.max(best[contract.colour], contractPoints(state, seat, contract));
          }
          if (held.green > 1 || held.blue > 1) doubled++;
          // Only the best contract of a colour counts: by the end one of each is kept.
          expect(tally[seat]).toBe(p.score + best.green + best.blue + traderPoints(state, seat));
          // What is under way only adds.
          expect(worth[seat]).toBeGreaterThanOrEqual(tally[seat]!);
        });
      }
      // At the end, the worth is the score: the end has been scored.
      const last = states[states.length - 1]!;
      expect(shipyardWorth(last, shipyard.tally(last))).toEqual(last.players.map((p) => p.score));
    }
    expect(fleets).toBeGreaterThan(0);
    expect(doubled).toBeGreaterThan(0);
  });

  it('is total and deterministic', () => {
    for (const odd of [undefined, null, {}, { players: [] }, { rules: {} }]) expect(shipyardWorth(odd as never, [1, 2])).toBeUndefined();
    const states = shipyardGame(2, 4);
    // A tally of another length than the seats is not judged.
    expect(shipyardWorth(states[0]!, [0])).toBeUndefined();
    for (const state of states.filter((_, i) => i % 5 === 0)) {
      const worth = shipyardWorth(state, shipyard.tally(state))!;
      expect(worth.every((w) => Number.isFinite(w) && w >= 0)).toBe(true);
      expect(shipyardWorth(structuredClone(state), shipyard.tally(structuredClone(state)))).toEqual(worth);
      const seat = shipyard.activePlayers(state)[0];
      if (seat === undefined) continue;
      const legal = shipyard.legalMoves(state, seat);
      const a = shipyardPolicy(state, seat, legal, Random.quick(9));
      expect(legal).toContain(a);
      expect(shipyardPolicy(state, seat, legal, Random.quick(9))).toBe(a);
    }
  });

  it('loads a captain first, and seldom ends a step while other moves remain', () => {
    const load = (item: 'captain' | 'sail'): ShipyardMove => ({ type: 'load', player: 0, item });
    const launch: ShipyardMove = { type: 'launch', player: 0, rigger: 0, helmsman: false };
    const random = Random.quick(1);
    for (let i = 0; i < 20; i++) expect(shipyardPolicy(null as never, 0, [load('sail'), launch, load('captain')], random)).toEqual(load('captain'));
    const finish: ShipyardMove = { type: 'finishActions', player: 0 };
    let ended = 0;
    for (let i = 0; i < 400; i++) if (shipyardPolicy(null as never, 0, [finish, load('sail')], random) === finish) ended++;
    expect(ended).toBeGreaterThan(5);
    expect(ended).toBeLessThan(60);
    expect(shipyardPolicy(null as never, 0, [finish], random)).toBe(finish);
  });

  it('prefers loading a piece to launching, and launching with the bonuses used', () => {
    const random = Random.quick(2);
    const load: ShipyardMove = { type: 'load', player: 0, item: 'sail' };
    const bare: ShipyardMove = { type: 'launch', player: 0, rigger: 0, helmsman: false };
    const helped: ShipyardMove = { type: 'launch', player: 0, rigger: 2, helmsman: true };
    const counts = tallyPicks(shipyardPolicy, [bare, helped, load], 1000, random);
    // Weights 1, 4 and 3 (and one time in ten at random): about 16%, 48% and 36%.
    expect(counts.get(bare) ?? 0).toBeLessThan(250);
    expect(counts.get(helped) ?? 0).toBeGreaterThan(counts.get(load) ?? 0);
    expect(counts.get(load) ?? 0).toBeGreaterThan(counts.get(bare) ?? 0);
  });
});

describe('Bremerhaven knowledge', () => {
  it('searches, with no state to weigh the bids by, the lowest and the highest card on each space, and every other move', () => {
    const bid = (space: string, value: number) => ({ type: 'bid', player: 0, space, value }) as BremerhavenMove;
    const moves = [bid('1.1', 2), bid('1.2', 2), bid('1.1', 5), bid('1.2', 5), bid('1.1', 7), bid('1.2', 7), bid('1.1', 9)];
    expect(bremerhavenCandidates(null, 0, moves)).toEqual([bid('1.1', 2), bid('1.2', 2), bid('1.2', 7), bid('1.1', 9)]);
    const other = [{ type: 'grow', player: 0 }, { type: 'skipGrow', player: 0 }] as BremerhavenMove[];
    expect(bremerhavenCandidates(null, 0, other)).toEqual(other);
    expect(bremerhavenCandidates(null, 0, [])).toEqual([]);
  });

  it('searches, in the Bidding phase, the six bids its playout policy weighs highest', () => {
    let state = unwrap(bremerhaven.setup({ players: 2, variant: 'short' }, 9));
    const random = Random.quick(9);
    while (state.phase !== 'bidding') state = unwrap(bremerhaven.apply(state, random.pick(bremerhaven.legalMoves(state, random.pick(bremerhaven.activePlayers(state))))));
    const seat = bremerhaven.activePlayers(state)[0]!;
    const legal = bremerhaven.legalMoves(state, seat);
    const kept = bremerhavenCandidates(state, seat, legal) as BremerhavenMove[];
    expect(legal.length).toBeGreaterThan(20);
    expect(kept).toHaveLength(6);
    expect(kept.every((m) => legal.includes(m))).toBe(true);
    // A high card on the Parking lot (1 money a card, whatever its value) is never worth searching.
    expect(kept.some((m) => m.type === 'bid' && m.space === 'parking' && m.value >= 4)).toBe(false);
  });

  it('keeps a legal, non-empty subset along real games, the same each time', () => {
    for (const [players, seed] of [[2, 5], [4, 6]] as const) {
      let state = unwrap(bremerhaven.setup({ players, variant: 'short' }, seed));
      const random = Random.quick(seed);
      let bidding = 0;
      while (!bremerhaven.isOver(state)) {
        const seat = random.pick(bremerhaven.activePlayers(state));
        const legal = bremerhaven.legalMoves(state, seat);
        const kept = bremerhavenCandidates(state, seat, legal);
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.every((m) => legal.includes(m as BremerhavenMove))).toBe(true);
        expect(bremerhavenCandidates(state, seat, legal)).toEqual(kept);
        if (kept.length < legal.length) bidding++;
        state = unwrap(bremerhaven.apply(state, random.pick(legal)));
      }
      expect(bidding).toBeGreaterThan(0);
    }
  });

  it('plays only legal moves in its playouts, and the same ones for the same seed', () => {
    for (const [players, seed] of [[2, 7], [4, 8]] as const) {
      const play = (): BremerhavenMove[] => {
        let state = unwrap(bremerhaven.setup({ players, variant: 'short' }, seed));
        const random = Random.quick(seed);
        const moves: BremerhavenMove[] = [];
        while (!bremerhaven.isOver(state)) {
          const seat = random.pick(bremerhaven.activePlayers(state));
          const legal = bremerhaven.legalMoves(state, seat);
          const move = bremerhavenPolicy(state, seat, legal, random) as BremerhavenMove;
          expect(legal).toContain(move);
          moves.push(move);
          state = unwrap(bremerhaven.apply(state, move));
        }
        return moves;
      };
      expect(play()).toEqual(play());
    }
  });

  /** How often the policy picks each of `moves` for seat 0 in `state`, over 1,000 draws. */
  function tally(state: BremerhavenState, moves: readonly BremerhavenMove[]): Map<BremerhavenMove, number> {
    const random = Random.quick(3);
    const counts = new Map<BremerhavenMove, number>();
    for (let i = 0; i < 1000; i++) {
      const m = bremerhavenPolicy(state, 0, moves, random) as BremerhavenMove;
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    return counts;
  }

  it('bids the low cards on the Parking lot, and the cheapest card that wins a space', () => {
    const setup = unwrap(bremerhaven.setup({ players: 2, variant: 'short' }, 11));
    const draft = JSON.parse(JSON.stringify(setup)) as BremerhavenDraft;
    draft.phase = 'bidding';
    draft.ranks = [1, 0];
    draft.bids = [{ space: 'building', by: 1, value: 3 }];
    const state = draft as unknown as BremerhavenState;
    const bid = (space: SpaceId, value: number) => ({ type: 'bid', player: 0, space, value }) as BremerhavenMove;
    const parking = [bid('parking', 1), bid('parking', 5)];
    const p = tally(state, parking);
    expect(p.get(parking[0]!) ?? 0).toBeGreaterThan(3 * (p.get(parking[1]!) ?? 0));
    // 3 ties and loses to the First Mate's 3 (seat 1 is Captain), 4 wins, 5 overpays.
    const building = [bid('building', 3), bid('building', 4), bid('building', 5)];
    const b = tally(state, building);
    expect(b.get(building[1]!) ?? 0).toBeGreaterThan(b.get(building[2]!) ?? 0);
    expect(b.get(building[2]!) ?? 0).toBeGreaterThan(b.get(building[0]!) ?? 0);
  });

  it('delivers and produces in its harbour before it stops', () => {
    const setup = unwrap(bremerhaven.setup({ players: 2, variant: 'short' }, 12));
    const draft = JSON.parse(JSON.stringify(setup)) as BremerhavenDraft;
    draft.phase = 'harbour';
    const state = draft as unknown as BremerhavenState;
    const deliver = { type: 'deliver', player: 0, loadingDock: 0, good: 'barrel' } as BremerhavenMove;
    const stop = { type: 'endHarbour', player: 0 } as BremerhavenMove;
    const counts = tally(state, [stop, deliver]);
    expect(counts.get(deliver) ?? 0).toBeGreaterThan(800);
  });
});

describe('Meuterer knowledge', () => {
  const start = unwrap(meuterer.setup({ players: 4 }, 3));
  const islandAt = (id: string) => start.rules.islands.findIndex((i) => i.id === id);
  const withHands = (state: MeutererState, hand: Card[], extra: Partial<MeutererState> = {}): MeutererState => ({
    ...state,
    ...extra,
    hands: state.hands.map((h, seat) => (seat === 0 ? hand : h)),
  });
  const gain = (state: MeutererState): number => meutererWorth(state, state.scores)![0]! - state.scores[0]!;

  it('adds to the points what a hand may sell on the islands active next round, and its conflict cards', () => {
    expect(start.previousShip).toBeNull();
    expect(start.rules.islands[start.ship]!.id).toBe('hochland');
    // Hochland takes any good (the one held most: two wine) and pays 4 for a sole majority.
    expect(gain(withHands(start, ['wine', 'wine', 'conflict', 'salt', 'ruby']))).toBeCloseTo(4 * 0.45 + 0.3);
    // Rotes Riff takes wine (4 points), Grünland salt (5): the better counts whole, the other half.
    const twoIslands = { ship: islandAt('rotes-riff'), previousShip: islandAt('gruenland') };
    expect(gain(withHands(start, ['wine', 'wine', 'wine', 'salt', 'conflict'], twoIslands))).toBeCloseTo(4 * 0.7 + 0.5 * 5 * 0.2 + 0.3);
    // Cards that sell on neither island are worth nothing; more of a good sold there, more.
    expect(gain(withHands(start, ['cloth', 'grain', 'ruby'], twoIslands))).toBe(0);
    const counts = [0, 1, 2, 3, 4, 5].map((n) => gain(withHands(start, Array<Card>(n).fill('wine'), twoIslands)));
    for (let n = 1; n < counts.length; n++) expect(counts[n]).toBeGreaterThanOrEqual(counts[n - 1]!);
    expect(counts[5]).toBeGreaterThan(counts[1]!);
  });

  it('is the score alone at the end, and total on anything else', () => {
    expect(meutererWorth({ ...start, phase: 'over' }, [3, 1, 4, 1])).toEqual([3, 1, 4, 1]);
    for (const odd of [undefined, null, 7, {}, { hands: [] }, { hands: [[]], rules: {} }]) expect(meutererWorth(odd as never, [0])).toBeUndefined();
    // A tally of another length than the seats is not judged.
    expect(meutererWorth(start, [0, 0])).toBeUndefined();
    const worth = meutererWorth(start, start.scores)!;
    expect(worth.every(Number.isFinite)).toBe(true);
    expect(meutererWorth(structuredClone(start), start.scores)).toEqual(worth);
  });

  /**
   * On a state where the Lademeister puts cards back: two of his drawn cards become the
   * good sold where the ship lies, the others goods that sell on neither active island
   * (swapped with the deck, so every card is still where one is); whether the search puts
   * back one of the others. `false` when the state does not allow such a case.
   */
  function lademeisterCase(real: MeutererState, seed: number): boolean {
    const loader = real.loader!;
    const islands = [real.ship, real.previousShip ?? real.ship].map((i) => real.rules.islands[i]!);
    if (islands.some((i) => i.sells === 'any')) return false;
    const wanted = islands[0]!.sells as Card;
    const useless = (c: Card) => c !== 'conflict' && c !== 'pirate' && islands.every((i) => i.sells !== c);
    const deck = [...real.deck];
    const swap = (card: Card, want: (c: Card) => boolean): Card | undefined => {
      const i = deck.findIndex(want);
      if (i < 0) return undefined;
      const found = deck[i]!;
      deck[i] = card;
      return found;
    };
    const drawn = loader.drawn.map((card, i) => (i < 2 ? (card === wanted ? card : swap(card, (c) => c === wanted)) : useless(card) ? card : swap(card, useless)));
    if (drawn.some((c) => c === undefined)) return false;
    const state: MeutererState = { ...real, deck, loader: { ...loader, drawn: (drawn as Card[]).sort() } };
    const table = unwrap(meuterer.table(state));
    const move = unwrap(searchBot({ playouts: 400, seed }).choose(meuterer, table, unwrap(meuterer.view(state, loader.player)), loader.player)) as MeutererMove;
    expect(move.type).toBe('returnCard');
    expect(move.type === 'returnCard' && useless(move.card)).toBe(true);
    return true;
  }

  it('makes the search keep, as the Lademeister, the cards that sell next round', () => {
    // Before the hand counted, every card the Lademeister put back was worth the same to
    // the search: on these states it put back a wanted card about half the time.
    let cases = 0;
    for (let seed = 1; cases < 6 && seed < 40; seed++) {
      let state = unwrap(meuterer.setup({ players: 4 }, seed));
      const random = Random.quick(seed);
      while (!meuterer.isOver(state) && cases < 6) {
        if (state.phase === 'loader' && state.loader!.toReturn === 3 && lademeisterCase(state, seed)) cases++;
        const seat = random.pick(meuterer.activePlayers(state));
        state = unwrap(meuterer.apply(state, random.pick(meuterer.legalMoves(state, seat))));
      }
    }
    expect(cases).toBe(6);
  });

  it('sells in its playouts, the more cards the likelier, and backs a mutiny with conflict cards', () => {
    const random = Random.quick(4);
    const sell = (count: number): MeutererMove => ({ type: 'sell', player: 0, island: 0, good: 'wine', count });
    const none: MeutererMove = { type: 'noSale', player: 0, island: 0 };
    const [one, three] = [sell(1), sell(3)];
    const picks = tallyPicks(meutererPolicy, [none, one, three], 2000, random);
    // Weights 0.5, 5 and 13: about 3%, 27% and 70%.
    expect(picks.get(none) ?? 0).toBeLessThan(120);
    expect(picks.get(one) ?? 0).toBeGreaterThan(picks.get(none) ?? 0);
    expect(picks.get(three) ?? 0).toBeGreaterThan(1200);
    const backed: MeutererMove[] = [
      { type: 'addConflicts', player: 0, count: 0 },
      { type: 'addConflicts', player: 0, count: 2 },
    ];
    // Weights 1 and 5.
    expect(tallyPicks(meutererPolicy, backed, 1000, random).get(backed[1]!) ?? 0).toBeGreaterThan(750);
    // Any other list is picked from evenly, odd entries included.
    const odd = [null, 'x', 3, { type: 'pass', player: 0 }];
    const seen = new Set<unknown>();
    for (let i = 0; i < 400; i++) seen.add(meutererPolicy(null as never, 0, odd as never, random));
    expect(seen.size).toBe(4);
  });

  it('plays only legal moves in its playouts, the same for the same seed', () => {
    for (const [players, seed] of [[3, 7], [4, 8]] as const) {
      let state = unwrap(meuterer.setup({ players }, seed));
      const random = Random.quick(seed);
      const again = Random.quick(seed);
      while (!meuterer.isOver(state)) {
        const seat = meuterer.activePlayers(state)[0]!;
        const legal = meuterer.legalMoves(state, seat);
        const move = meutererPolicy(state, seat, legal, random) as MeutererMove;
        expect(legal).toContain(move);
        expect(meutererPolicy(state, seat, legal, again)).toBe(move);
        state = unwrap(meuterer.apply(state, move));
      }
    }
  });
});
