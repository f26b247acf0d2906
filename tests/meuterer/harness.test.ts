/** The exported harness, run on Meuterer with its own invariants. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { meuterer, type MeutererConfig, type MeutererState } from '../../src/meuterer/index.js';
import { checkGame } from '../../src/testing/index.js';
import { cardsConserved, handsStartAtFive, mutinyRule, oneCaptain, roundCount, scoresOnlyInScoring } from './invariants.js';
import { setup } from './helpers.js';

const configs: fc.Arbitrary<MeutererConfig> = fc.record({
  players: fc.constantFrom(3, 4),
  pirates: fc.boolean(),
  shuffleIslands: fc.boolean(),
  merchantFourWayTie: fc.constantFrom('top' as const, 'nothing' as const),
});

describe('Meuterer under the property harness', () => {
  // 20 games: the view laws (fromView for every seat at every step, log twins) make each
  // game several times dearer than before issue 11.
  it('keeps the whole contract and its own invariants over random games', () => {
    const report = checkGame(meuterer, {
      configs,
      runs: 20,
      invariants: [cardsConserved, oneCaptain, handsStartAtFive],
      stepInvariants: [scoresOnlyInScoring, mutinyRule],
      gameInvariants: [roundCount],
    });
    expect(report.games).toBe(20);
    expect(report.mutationsTried).toBeGreaterThan(10_000);
  });
});

describe('the invariants can fail', () => {
  const s = setup({ players: 4, captain: 0 });
  const broken = (changes: Partial<MeutererState>): MeutererState => ({ ...s, ...changes });

  it('card conservation notices a lost or an extra card', () => {
    expect(cardsConserved.check(s)).toBeNull();
    expect(cardsConserved.check(broken({ deck: s.deck.slice(1) }))).toMatch(/35 cards/);
    expect(cardsConserved.check(broken({ deck: [...s.deck.slice(1), 'ruby'] }))).not.toBeNull();
  });

  it('one captain notices a captain with an action card', () => {
    expect(oneCaptain.check(s)).toBeNull();
    expect(oneCaptain.check(broken({ roles: ['mate', null, null, null], roleSupply: ['mutineer', 'cabinBoy', 'merchant', 'loader'] }))).toMatch(/captain holds/);
    expect(oneCaptain.check(broken({ captain: 4 }))).toMatch(/not a seat/);
  });

  it('hand size notices a short hand at the start of a round', () => {
    expect(handsStartAtFive.check(broken({ hands: [s.hands[0]!.slice(1), ...s.hands.slice(1)] }))).toMatch(/4 cards/);
  });

  it('the scoring check notices points outside the scoring records', () => {
    expect(scoresOnlyInScoring.check(s, { type: 'offerReward', player: 0, points: 0 }, broken({ scores: [1, 0, 0, 0] }))).toMatch(/seat 0/);
  });

  it('the round count notices a short game', () => {
    expect(roundCount.check([s])).toMatch(/expected 1..8/);
  });
});
