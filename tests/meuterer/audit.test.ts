/**
 * Points found in the review of Meuterer against the rulebook (see the report of that
 * review): each test pins one rule the earlier tests did not.
 */
import { describe, expect, it } from 'vitest';
import { meuterer, STANDARD_ISLANDS, type Card, type IslandSet } from '../../src/meuterer/index.js';
import { BERNARD, CARMEN, EXAMPLE_SALES, finishRound, FLORIAN, STEPHANIE, untilFloriansChoice } from './example.js';
import { play, setup, tableOf } from './helpers.js';

/**
 * The 16 cards left after that deal, in an order where each seat's draw can be told
 * apart: the first 11 cards are the eleven drawn at the end of the example round.
 */
const deck: Card[] = [
  'ruby', 'ruby', // Stéphanie's 2
  'grain', 'grain', // Florian's 2
  'cloth', 'cloth', 'cloth', // Carmen's 3
  'wine', 'wine', 'salt', 'ruby', // Bernard's 4
  'grain', 'grain', 'grain', 'conflict', 'cloth',
];

describe('Phase 7 of the rulebook example: who draws how many, in which order', () => {
  it('Stéphanie (new captain) draws 2, then Florian 2, Carmen 3 and Bernard 4', () => {
    const chosen = play(untilFloriansChoice(deck), { type: 'takeRole', player: FLORIAN, role: 'merchant' });
    const end = play(finishRound(chosen), ...EXAMPLE_SALES);
    // What each kept of the deal: Stéphanie 3 (4 at her pass, 1 conflict in the mutiny),
    // Florian 3, Carmen 2, Bernard 1 (2 at his pass, 1 conflict in the mutiny). Hands are
    // kept in canonical card order.
    expect(end.hands[STEPHANIE]).toEqual(['ruby', 'ruby', 'salt', 'cloth', 'grain']);
    expect(end.hands[FLORIAN]).toEqual(['salt', 'wine', 'grain', 'grain', 'grain']);
    expect(end.hands[CARMEN]).toEqual(['ruby', 'cloth', 'cloth', 'cloth', 'conflict']);
    expect(end.hands[BERNARD]).toEqual(['ruby', 'salt', 'wine', 'wine', 'grain']);
    expect(end.deck).toEqual(deck.slice(11));
  });
});

describe('island data: the first circle is the largest value', () => {
  it('refuses an island whose sole top seller would score less than a tied one', () => {
    // « il reçoit le plus grand nombre de PV (le premier) »; the merchant takes « le prix le
    // plus élevé disponible ». Ruling M7 offers only "all that is left" for a sale because
    // selling fewer can then never score more; an island paying more for a tie breaks both.
    const islands: IslandSet = {
      ...STANDARD_ISLANDS,
      provenance: { kind: 'sourced-unverified', source: 'test' },
      islands: STANDARD_ISLANDS.islands.map((i) => (i.id === 'hochland' ? { ...i, majority: [2, 3, 1] as const } : i)),
    };
    const r = meuterer.setup({ players: 4, islands }, 1);
    expect(r._tag).toBe('Left');
    if (r._tag === 'Left') {
      expect(r.left.code).toBe('INVALID_CONFIG');
      expect(r.left.message).toContain('hochland');
    }
  });
});

describe('what a seat sees', () => {
  it('the table rule for a merchant in a four-way tie is on the table, known to everyone', () => {
    expect(tableOf(setup({ players: 4, merchantFourWayTie: 'nothing' })).merchantFourWayTie).toBe('nothing');
    expect(tableOf(setup({ players: 4 })).merchantFourWayTie).toBe('top');
  });
});
