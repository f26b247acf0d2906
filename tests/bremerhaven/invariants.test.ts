/**
 * Each invariant given to the harness can fail: a corrupted state or step makes it
 * report a message, and the untouched one passes.
 */
import { describe, expect, it } from 'vitest';
import { right } from 'fp-ts/lib/Either.js';
import { bremerhaven, cards } from '../../src/bremerhaven/index.js';
import { bidRound, edit, parkAll, play, settle, setup, type M, type S } from './driver.js';
import {
  boardsRefilled,
  endsAtLastSpace,
  goodsFlowForward,
  influenceFromOwnTwelve,
  moneyNeverNegative,
  orderFreeFor,
  scoreFor,
  prestigeOnlyFallsByPenalties,
  scoreIsMoneyTimesPrestige,
  simultaneousOrderFree,
  storageWithinCapacity,
} from './invariants.js';

const start = setup({ players: 3, variant: 'long', ranks: [0, 1, 2] });
/** The harbour phase of round 1: all three seats act at once. */
const harbour = bidRound(start, { 0: parkAll([1, 2, 3, 4, 5]), 1: parkAll([1, 2, 3, 4, 5]), 2: parkAll([1, 2, 3, 4, 5]) });
const round2 = settle(harbour);

describe('the Bremerhaven invariants can fail', () => {
  it('money never negative', () => {
    expect(moneyNeverNegative.check(start)).toBeNull();
    expect(moneyNeverNegative.check(edit(start, (d) => void ((d.harbors[1] as { money: number }).money = -1)))).toMatch(/seat 1/);
  });

  it('storage never over capacity', () => {
    expect(storageWithinCapacity.check(start)).toBeNull();
    // A long game starts with 6 uncovered spaces: 7 barrels do not fit, 12 crates do.
    expect(storageWithinCapacity.check(edit(start, (d) => void (d.harbors[0]!.storage.barrel = 7)))).toMatch(/7 spaces in 6/);
    expect(storageWithinCapacity.check(edit(start, (d) => void (d.harbors[0]!.storage.crate = 12)))).toBeNull();
  });

  it('influence hands from their own 12', () => {
    expect(influenceFromOwnTwelve.check(start)).toBeNull();
    expect(influenceFromOwnTwelve.check(edit(start, (d) => void (d.harbors[2]!.influence.hand = [1, 2, 3, 4, 9])))).toMatch(/not the 12/);
    expect(
      influenceFromOwnTwelve.check(edit(start, (d) => {
        d.harbors[2]!.influence.hand = [1, 2, 3, 4];
        d.harbors[2]!.influence.boxed = [5];
      })),
    ).toMatch(/4 cards, not 5/);
  });

  it('the game ends exactly at the last space', () => {
    expect(endsAtLastSpace.check(start)).toBeNull();
    expect(endsAtLastSpace.check(edit(start, (d) => void (d.token = cards(d).board.progress.last)))).toMatch(/token/);
    expect(endsAtLastSpace.check(edit(start, (d) => void (d.phase = 'over')))).toMatch(/over/);
  });

  it('sea and land boards refilled', () => {
    const move: M = { type: 'endHarbour', player: 0 };
    expect(boardsRefilled.check(harbour, move, round2)).toBeNull();
    expect(boardsRefilled.check(harbour, move, edit(round2, (d) => void (d.sea[0] = null)))).toMatch(/Sea board holds 2/);
    expect(boardsRefilled.check(harbour, move, edit(round2, (d) => void (d.land = [d.land[0]!, null, d.land[2]!])))).toMatch(/Land/);
  });

  it('prestige falls only by explicit penalties', () => {
    const before = edit(harbour, (d) => void (d.harbors[1]!.prestige = 4));
    const move: M = { type: 'endHarbour', player: 1 };
    const after = play(before, move);
    expect(prestigeOnlyFallsByPenalties.check(before, move, after)).toBeNull();
    expect(prestigeOnlyFallsByPenalties.check(before, move, edit(after, (d) => void (d.harbors[1]!.prestige = 3)))).toMatch(/fell from 4 to 3 with only 0 lost/);
    const lostTwo = edit(after, (d) => {
      d.harbors[1]!.prestige = 1;
      d.harbors[1]!.prestigeLost += 1;
    });
    expect(prestigeOnlyFallsByPenalties.check(before, move, lostTwo)).toMatch(/fell from 4 to 1/);
  });

  it('goods only move ships → storage → contracts', () => {
    const move: M = { type: 'endHarbour', player: 0 };
    const after = play(harbour, move);
    expect(goodsFlowForward.check(harbour, move, after)).toBeNull();
    expect(goodsFlowForward.check(harbour, move, edit(after, (d) => void (d.harbors[0]!.storage.crate += 1)))).toMatch(/endHarbour/);
    expect(goodsFlowForward.check(harbour, move, edit(after, (d) => void (d.harbors[2]!.storage.crate += 1)))).toMatch(/another seat/);
    const withShip = edit(harbour, (d) => void (d.harbors[0]!.docks[1] = { card: 'S02', timers: 2, cargo: 'crate', count: 1 }));
    const unload: M = { type: 'unload', player: 0, dock: 1 };
    const unloaded = play(withShip, unload);
    expect(goodsFlowForward.check(withShip, unload, unloaded)).toBeNull();
    expect(goodsFlowForward.check(withShip, unload, edit(unloaded, (d) => void (d.harbors[0]!.docks[1]!.count = 2)))).toMatch(/went back onto/);
  });

  it('simultaneous steps do not depend on the order of the players', () => {
    expect(bremerhaven.activePlayers(harbour)).toEqual([0, 1, 2]);
    expect(simultaneousOrderFree.check(harbour)).toBeNull();
    // A game that kept a journal of who acted first would depend on the order.
    const journaling = {
      ...bremerhaven,
      apply: (s: S, m: M) => {
        // The journal is kept beside the game's own fields: `copyState` copies exactly
        // the state's fields, and strict mode refuses a state with an unknown one.
        const { journal = [], ...own } = s as S & { journal?: number[] };
        const next = bremerhaven.apply(own as S, m);
        if (next._tag === 'Left') return next;
        return right({ ...next.right, journal: [...journal, m.player] } as S);
      },
    };
    expect(orderFreeFor(journaling).check(harbour)).toMatch(/differs from the other order/);
  });

  it('final score = money × prestige', () => {
    const states: S[] = [start];
    expect(scoreIsMoneyTimesPrestige.check(states)).toBeNull();
    const banker = edit(start, (d) => {
      d.harbors[0]!.money = 10;
      d.harbors[0]!.prestige = 3;
      d.harbors[0]!.bank = 4;
    });
    expect(scoreIsMoneyTimesPrestige.check([banker])).toBeNull();
    // A result that counted Bank money would break it.
    const countsBank = {
      ...bremerhaven,
      result: (s: S) => ({ ...bremerhaven.result(s), scores: s.harbors.map((h) => (h.money + h.bank) * h.prestige) }),
    };
    expect(scoreFor(countsBank).check([banker])).toMatch(/seat 0 scores 42, not 10 × 3/);
    expect(scoreIsMoneyTimesPrestige.check([])).toBe('no states');
  });
});
