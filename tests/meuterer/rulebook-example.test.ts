/**
 * « Un exemple de tour de jeu »: the rulebook's example round, dealt exactly as written
 * and played move by move. Seats: Bernard 0, Stéphanie 1, Florian 2, Carmen 3.
 */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { meuterer } from '../../src/meuterer/index.js';
import { BERNARD, CARMEN, EXAMPLE_HANDS as hands, EXAMPLE_SALES, finishRound, FLORIAN, STEPHANIE, untilFloriansChoice } from './example.js';
import { islandIndex, play, setup } from './helpers.js';

describe('the rulebook example round', () => {
  it('the table is set up as written', () => {
    const s = setup({ players: 4, captain: BERNARD, hands });
    expect(s.rules.islands.map((i) => i.name)).toEqual([
      'Hochland', 'Frosthöhle', 'Grünland', 'Karge Zunge', 'Eisfelsen', 'Affeninsel',
      'Kalte Klippe', 'Sommerland', 'Rotes Riff', 'Piratennest', 'Fingerhut', 'Sandkap',
    ]);
    expect(s.ship).toBe(islandIndex(s, 'hochland'));
    expect(s.previousShip).toBeNull();
    expect(s.captain).toBe(BERNARD);
    expect(s.deck).toHaveLength(36 - 20);
    expect(s.rules.rounds).toBe(8);
  });

  it('Florian sees that the mutineer card is missing when he chooses', () => {
    const s = untilFloriansChoice();
    expect(s.phase).toBe('chooseRole');
    expect(viewOf(meuterer.view(s, FLORIAN)).roleSupply).toEqual(['cabinBoy', 'mate', 'merchant', 'loader']);
    expect(viewOf(meuterer.view(s, CARMEN)).roleSupply).toBeNull();
    expect(viewOf(meuterer.view(s, FLORIAN)).roles[STEPHANIE]).toBe('hidden');
    expect(s.hands[FLORIAN]).toHaveLength(3);
  });

  it('Bernard places his destination two islands on, on Grünland; Stéphanie hers four on, on Eisfelsen', () => {
    const chosen = play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'merchant' });
    const beforeReveal = play(chosen, { type: 'play', player: CARMEN, card: 'salt' }, { type: 'pass', player: BERNARD });
    expect(beforeReveal.captainDestination).toBe(islandIndex(beforeReveal, 'gruenland'));
    const revealed = play(beforeReveal, { type: 'pass', player: CARMEN }, { type: 'takeRole', player: CARMEN, role: 'cabinBoy' });
    expect(revealed.revealed).toBe(true);
    expect(revealed.roles).toEqual([null, 'mutineer', 'merchant', 'cabinBoy']);
    expect(revealed.mutineerDestination).toBe(islandIndex(revealed, 'eisfelsen'));
    // The offers as summarised by the rulebook.
    expect(revealed.offered).toEqual([
      ['conflict', 'wine', 'wine'],
      ['conflict'],
      ['cloth', 'cloth'],
      ['wine', 'salt', 'salt'],
    ]);
    // The mutiny: one conflict card on each side before anyone adds more; a tie favours the mutineers.
    expect(revealed.phase).toBe('mutiny');
    expect(revealed.mutiny?.queue).toEqual([BERNARD, STEPHANIE, CARMEN]);
    expect(viewOf(meuterer.view(revealed, 'spectator')).mutiny).toMatchObject({ captainSide: 1, mutineerSide: 1 });
  });

  it('ends with Bernard 2, Stéphanie 5, Florian 4, Carmen 4, Stéphanie captain and the ship on Eisfelsen', () => {
    const chosen = play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'merchant' });
    const afterMutiny = finishRound(chosen);
    const summary = afterMutiny.history[0];
    expect(summary?.mutiny).toEqual({ mutineer: STEPHANIE, captainSide: 2, mutineerSide: 2, succeeded: true });
    expect(afterMutiny.captain).toBe(STEPHANIE);
    // Phase 5, sale on Hochland, decided from the new captain clockwise; Stéphanie sold nothing.
    expect(afterMutiny.phase).toBe('sale');
    expect(meuterer.activePlayers(afterMutiny)).toEqual([FLORIAN]);
    const end = play(afterMutiny, ...EXAMPLE_SALES);
    expect(end.scores).toEqual([2, 5, 4, 4]);
    expect(end.history[0]?.points).toEqual([
      { player: STEPHANIE, points: 5, reason: 'destination', island: islandIndex(end, 'eisfelsen') },
      { player: CARMEN, points: 2, reason: 'cabin-boy' },
      { player: FLORIAN, points: 4, reason: 'sale', island: 0 },
      { player: CARMEN, points: 2, reason: 'sale', island: 0 },
      { player: BERNARD, points: 2, reason: 'sale', island: 0 },
    ]);
    expect(end.captain).toBe(STEPHANIE);
    // Phase 6: Hochland stays active, the ship sails to Eisfelsen.
    expect(end.ship).toBe(islandIndex(end, 'eisfelsen'));
    expect(end.previousShip).toBe(islandIndex(end, 'hochland'));
    // Phase 7: Stéphanie draws 2, Florian 2, Carmen 3, Bernard 4: 11 cards; all hands back at 5.
    expect(end.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(end.deck).toHaveLength(16 - 11);
    // Eleven cards were played: 3 + 1 (mutiny) by Bernard, 1 + 1 by Stéphanie, 2 by Florian, 3 by Carmen.
    expect(end.discard).toHaveLength(11);
    expect(end.round).toBe(2);
    expect(end.phase).toBe('reward');
    expect(meuterer.activePlayers(end)).toEqual([STEPHANIE]);
  });

  it('had Florian taken the Lademeister, he would draw 5 instead of 2 and put 3 under the deck', () => {
    const chosen = play(untilFloriansChoice(), { type: 'takeRole', player: FLORIAN, role: 'loader' });
    const afterMutiny = finishRound(chosen);
    // No merchant now: the three-way tie at Hochland pays 2 each.
    const atLoader = play(afterMutiny, ...EXAMPLE_SALES);
    expect(atLoader.scores).toEqual([2, 5, 2, 4]);
    expect(atLoader.phase).toBe('loader');
    expect(atLoader.loader?.player).toBe(FLORIAN);
    expect(atLoader.loader?.drawn).toHaveLength(5);
    expect(atLoader.loader?.toReturn).toBe(3);
    // Stéphanie (the new captain) drew her 2 first; the others wait for Florian.
    expect(atLoader.hands.map((h) => h.length)).toEqual([1, 5, 3, 2]);
    const drawn = atLoader.loader?.drawn ?? [];
    const view = viewOf(meuterer.view(atLoader, FLORIAN));
    expect(view.loaderDrawn).toEqual(drawn);
    expect(viewOf(meuterer.view(atLoader, CARMEN)).loaderDrawn).toBeNull();
    const returned = drawn.slice(0, 3);
    const after = play(atLoader, ...returned.map((card) => ({ type: 'returnCard' as const, player: FLORIAN, card })));
    expect(after.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    // The three cards went under the deck, in the order returned (and nobody drew them).
    expect(after.deck.slice(-3)).toEqual(returned);
    expect(after.round).toBe(2);
  });
});
