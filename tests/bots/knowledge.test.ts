/**
 * The game knowledge of the search (`src/bots/policies`): its functions are total (odd
 * states and empty lists give an answer, never an exception), deterministic, and agree
 * with the rules they stand in for.
 */
import { describe, expect, it } from 'vitest';
import { bremerhavenCandidates } from '../../src/bots/policies/bremerhaven.js';
import { shipyardPolicy, shipyardWorth } from '../../src/bots/policies/shipyard.js';
import { Random } from '../../src/core/random.js';
import { bremerhaven, type BremerhavenMove } from '../../src/bremerhaven/index.js';
import { shipyard, type ShipyardMove, type ShipyardState } from '../../src/shipyard/index.js';
import { contractPoints, traderPoints } from '../../src/shipyard/rules/contracts.js';

function unwrap<T>(answer: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: T }): T {
  if (answer._tag === 'Left') throw new Error(answer.left.message);
  return answer.right;
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
    for (const odd of [undefined, null, {}, { players: [] }, { rules: {} }]) expect(shipyardWorth(odd, [1, 2])).toBeUndefined();
    const states = shipyardGame(2, 4);
    // A tally of another length than the seats is not judged.
    expect(shipyardWorth(states[0], [0])).toBeUndefined();
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
    for (let i = 0; i < 20; i++) expect(shipyardPolicy(null, 0, [load('sail'), launch, load('captain')], random)).toEqual(load('captain'));
    const finish: ShipyardMove = { type: 'finishActions', player: 0 };
    let ended = 0;
    for (let i = 0; i < 400; i++) if (shipyardPolicy(null, 0, [finish, load('sail')], random) === finish) ended++;
    expect(ended).toBeGreaterThan(5);
    expect(ended).toBeLessThan(60);
    expect(shipyardPolicy(null, 0, [finish], random)).toBe(finish);
  });

  it('prefers loading a piece to launching, and launching with the bonuses used', () => {
    const random = Random.quick(2);
    const load: ShipyardMove = { type: 'load', player: 0, item: 'sail' };
    const bare: ShipyardMove = { type: 'launch', player: 0, rigger: 0, helmsman: false };
    const helped: ShipyardMove = { type: 'launch', player: 0, rigger: 2, helmsman: true };
    const counts = new Map<ShipyardMove, number>();
    for (let i = 0; i < 1000; i++) {
      const move = shipyardPolicy(null, 0, [bare, helped, load], random) as ShipyardMove;
      counts.set(move, (counts.get(move) ?? 0) + 1);
    }
    // Weights 1, 4 and 3 (and one time in ten at random): about 16%, 48% and 36%.
    expect(counts.get(bare) ?? 0).toBeLessThan(250);
    expect(counts.get(helped) ?? 0).toBeGreaterThan(counts.get(load) ?? 0);
    expect(counts.get(load) ?? 0).toBeGreaterThan(counts.get(bare) ?? 0);
  });
});

describe('Bremerhaven knowledge', () => {
  it('searches the lowest and the highest card on each space, and every other move', () => {
    const bid = (space: string, value: number) => ({ type: 'bid', player: 0, space, value }) as BremerhavenMove;
    const moves = [bid('1.1', 2), bid('1.2', 2), bid('1.1', 5), bid('1.2', 5), bid('1.1', 7), bid('1.2', 7), bid('1.1', 9)];
    expect(bremerhavenCandidates(null, 0, moves)).toEqual([bid('1.1', 2), bid('1.2', 2), bid('1.2', 7), bid('1.1', 9)]);
    const other = [{ type: 'grow', player: 0 }, { type: 'skipGrow', player: 0 }];
    expect(bremerhavenCandidates(null, 0, other)).toEqual(other);
    expect(bremerhavenCandidates(null, 0, [])).toEqual([]);
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
});
