/**
 * Issue 11: what a seat receives is its whole interface. The table hides what a config
 * may fix in secret; the view remembers what the rules let the seat know; labels and log
 * lines are made from what the seat may see. Situations from the rulebook's example round
 * (Bernard 0, Stéphanie 1, Florian 2, Carmen 3).
 */
import { describe, expect, it } from 'vitest';
import { meuterer, MOVE_TYPES, type MeutererMove, type MeutererState } from '../../src/meuterer/index.js';
import { viewOf } from '../../src/testing/view.js';
import { BERNARD, CARMEN, EXAMPLE_HANDS, EXAMPLE_SALES, finishRound, FLORIAN, STEPHANIE, untilFloriansChoice } from './example.js';
import { play, setup, tableOf } from './helpers.js';

const labels = (s: MeutererState, seat: number): string[] => {
  const view = viewOf(meuterer.view(s, seat));
  return meuterer.legalMoves(s, seat).map((m) => meuterer.moveLabel(tableOf(s), view, m));
};
const label = (s: MeutererState, seat: number, move: MeutererMove): string => meuterer.moveLabel(tableOf(s), viewOf(meuterer.view(s, seat)), move);
const group = (s: MeutererState, seat: number, move: MeutererMove): string => meuterer.moveGroup(tableOf(s), viewOf(meuterer.view(s, seat)), move);

/** The example round with Florian as Lademeister, up to his choice of cards to put back. */
function atLoadersChoice(): MeutererState {
  const chosen = play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'loader' });
  return play(finishRound(chosen), ...EXAMPLE_SALES);
}

describe('the table: public and fixed, never what a config fixes in secret', () => {
  it('a fixed deal and captain give the same table as a random deal', () => {
    const fixed = setup({ players: 4, captain: BERNARD, hands: EXAMPLE_HANDS, deck: untilFloriansChoice().deck.slice() });
    for (const seed of [1, 2, 3]) expect(tableOf(setup({ players: 4 }, seed))).toEqual(tableOf(fixed));
    expect(tableOf(setup({ players: 4, pirates: true }))).not.toEqual(tableOf(fixed));
    expect(Object.keys(tableOf(fixed)).sort()).toEqual(['deck', 'islandProvenance', 'islands', 'merchantFourWayTie', 'pirates', 'players', 'rounds']);
  });
});

describe('what the view remembers', () => {
  it('the Lademeister remembers the cards he put under the deck; the others know only that he did', () => {
    const s = atLoadersChoice();
    const back = s.loader?.drawn.slice(0, 3) ?? [];
    const after = play(s, ...back.map((card) => ({ type: 'returnCard' as const, player: FLORIAN, card })));
    expect(viewOf(meuterer.view(after, FLORIAN)).deckBottom).toEqual(back.map((card) => ({ by: FLORIAN, card })));
    expect(viewOf(meuterer.view(after, CARMEN)).deckBottom).toEqual(back.map(() => ({ by: FLORIAN, card: null })));
    expect(viewOf(meuterer.view(after, 'spectator')).deckBottom).toHaveLength(3);
  });

  it('the discard pile is known card by card: every card in it was played face up', () => {
    const s = atLoadersChoice();
    // The eleven cards played in the example round (ruling M20).
    expect(viewOf(meuterer.view(s, 'spectator')).discard).toEqual({ ruby: 0, salt: 2, wine: 3, cloth: 2, grain: 0, conflict: 4, pirate: 0 });
  });

  it('a seat that chose its action card remembers the ones it saw in the centre until the reveal', () => {
    const s = play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'loader' });
    expect(viewOf(meuterer.view(s, FLORIAN)).roleSupply).toEqual(['cabinBoy', 'mate', 'merchant', 'loader']);
    expect(viewOf(meuterer.view(s, STEPHANIE)).roleSupply).toEqual(['mutineer', 'cabinBoy', 'mate', 'merchant', 'loader']);
    expect(viewOf(meuterer.view(s, CARMEN)).roleSupply).toBeNull();
    expect(viewOf(meuterer.view(s, CARMEN)).roleOrder).toEqual([STEPHANIE, FLORIAN]);
  });
});

describe('labels', () => {
  it('name the action cards by their printed names when Florian chooses', () => {
    expect(labels(untilFloriansChoice(), FLORIAN)).toEqual([
      'Take the Schiffsjunge (cabin boy)',
      'Take the Maat (mate)',
      'Take the Händler (merchant)',
      'Take the Lademeister (loader)',
    ]);
  });

  it('name the island of a sale and group the sales by island', () => {
    const s = play(finishRound(play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'loader' })), ...EXAMPLE_SALES.slice(0, 2));
    expect(labels(s, BERNARD)).toEqual(['Sell 2 wine on Hochland', 'Sell nothing on Hochland']);
    expect(meuterer.legalMoves(s, BERNARD).map((m) => group(s, BERNARD, m))).toEqual(['Sell on Hochland', 'Sell on Hochland']);
  });

  it('name the captain’s destination when he may pass', () => {
    // Five cards in hand: five islands clockwise from Hochland.
    const s = play(setup({ players: 4, captain: BERNARD, hands: EXAMPLE_HANDS }), { type: 'offerReward', player: BERNARD, points: 2 });
    expect(labels(s, BERNARD)).toEqual(['Play wine', 'Play grain', 'Play a conflict card', 'Pass: destination Affeninsel']);
  });

  it('exist for every move type, within 60 characters', () => {
    const s = atLoadersChoice();
    const moves: MeutererMove[] = [
      { type: 'offerReward', player: BERNARD, points: 1 },
      { type: 'play', player: CARMEN, card: 'pirate' },
      { type: 'pass', player: CARMEN },
      { type: 'takeRole', player: CARMEN, role: 'mutineer' },
      { type: 'addConflicts', player: CARMEN, count: 2 },
      { type: 'sell', player: CARMEN, island: 11, good: 'ruby', count: 3 },
      { type: 'noSale', player: CARMEN, island: 4 },
      { type: 'returnCard', player: CARMEN, card: 'salt' },
    ];
    expect(moves.map((m) => m.type)).toEqual(MOVE_TYPES);
    expect(moves.map((m) => label(s, CARMEN, m))).toEqual([
      'Offer 1 point to the mate',
      'Play the pirate card',
      'Pass and take an action card',
      'Take the Meuterer (mutineer)',
      'Add 2 conflict cards',
      'Sell 3 ruby on Sandkap',
      'Sell nothing on Eisfelsen',
      'Put salt under the deck',
    ]);
    for (const m of moves) expect(group(s, CARMEN, m).length).toBeLessThanOrEqual(60);
  });
});

describe('per-seat logs', () => {
  it('a face-down action card is named to its taker only', () => {
    const before = untilFloriansChoice();
    const move: MeutererMove = { type: 'takeRole', player: FLORIAN, role: 'loader' };
    const after = play(before, move);
    expect(meuterer.describe(before, move, after, FLORIAN)).toEqual(['Player 3 takes an action card face down: Lademeister (loader).']);
    expect(meuterer.describe(before, move, after, CARMEN)).toEqual(['Player 3 takes an action card face down.']);
    expect(meuterer.describe(before, move, after, 'spectator')).toEqual(['Player 3 takes an action card face down.']);
    expect(meuterer.describe(before, move, after)).toEqual(meuterer.describe(before, move, after, 'all'));
  });

  it('the Lademeister’s draw and a seat’s refill are shown to that seat only', () => {
    const before = play(finishRound(play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'loader' })), ...EXAMPLE_SALES.slice(0, 2));
    const move = EXAMPLE_SALES[2] as MeutererMove;
    const after = play(before, move);
    const drawn = after.loader?.drawn.join(', ') ?? '';
    const common = [
      'Player 1 sells 2 wine on Hochland.',
      '  Player 3 +2 for selling on Hochland.',
      '  Player 4 +2 for selling on Hochland.',
      '  Player 1 +2 for selling on Hochland.',
      'Scores after round 1: Player 1 2, Player 2 5, Player 3 2, Player 4 4.',
      'The ship sails to Eisfelsen.',
    ];
    expect(meuterer.describe(before, move, after, FLORIAN)).toEqual([...common, 'Player 2 draws 2 cards.', `Player 3 (Lademeister) draws 5 cards: ${drawn}.`]);
    expect(meuterer.describe(before, move, after, 'spectator')).toEqual([...common, 'Player 2 draws 2 cards.', 'Player 3 (Lademeister) draws 5 cards.']);
    const back = after.loader?.drawn[0] ?? 'ruby';
    const returned = play(after, { type: 'returnCard', player: FLORIAN, card: back });
    expect(meuterer.describe(after, { type: 'returnCard', player: FLORIAN, card: back }, returned, FLORIAN)).toEqual([`Player 3 (Lademeister) puts a ${back} card under the deck.`]);
    expect(meuterer.describe(after, { type: 'returnCard', player: FLORIAN, card: back }, returned, CARMEN)).toEqual(['Player 3 (Lademeister) puts a card under the deck.']);
  });

  it('the start shows a seat its own hand only, a spectator none', () => {
    const s = setup({ players: 4, captain: BERNARD, hands: EXAMPLE_HANDS });
    const islands = 'Islands clockwise: Hochland, Frosthöhle, Grünland, Karge Zunge, Eisfelsen, Affeninsel, Kalte Klippe, Sommerland, Rotes Riff, Piratennest, Fingerhut, Sandkap.';
    expect(meuterer.describeStart(s, CARMEN)).toEqual([islands, 'The ship is on Hochland.', 'Each player is dealt 5 cards.', 'Player 4 holds ruby, salt, salt, wine, conflict.', '— Round 1 of 8: Player 1 is captain —']);
    expect(meuterer.describeStart(s, 'spectator')).toEqual([islands, 'The ship is on Hochland.', 'Each player is dealt 5 cards.', '— Round 1 of 8: Player 1 is captain —']);
    expect(meuterer.describeStart(s)).toHaveLength(7);
  });
});
