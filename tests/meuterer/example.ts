/**
 * The rulebook's example round (« Un exemple de tour de jeu »), dealt as written, in
 * pieces that several tests replay. Seats: Bernard 0, Stéphanie 1, Florian 2, Carmen 3.
 */
import type { Card, MeutererMove, MeutererState } from '../../src/meuterer/index.js';
import { play, setup } from './helpers.js';

export const BERNARD = 0;
export const STEPHANIE = 1;
export const FLORIAN = 2;
export const CARMEN = 3;

/** The hands of the example. */
export const EXAMPLE_HANDS: Card[][] = [
  ['conflict', 'conflict', 'wine', 'wine', 'grain'],
  ['conflict', 'conflict', 'salt', 'grain', 'cloth'],
  ['cloth', 'cloth', 'grain', 'salt', 'wine'],
  ['salt', 'salt', 'wine', 'conflict', 'ruby'],
];

/** Up to the moment Florian chooses his action card; `deck` fixes the draw pile. */
export function untilFloriansChoice(deck?: Card[]): MeutererState {
  const start = setup({ players: 4, captain: BERNARD, hands: EXAMPLE_HANDS, ...(deck ? { deck } : {}) });
  return play(
    start,
    // Phase 1: Bernard lays the captain card with face 0.
    { type: 'offerReward', player: BERNARD, points: 0 },
    // Phase 2, first time round the table.
    { type: 'play', player: BERNARD, card: 'conflict' },
    { type: 'play', player: STEPHANIE, card: 'conflict' },
    { type: 'play', player: FLORIAN, card: 'cloth' },
    { type: 'play', player: CARMEN, card: 'wine' },
    // Second time round: Stéphanie passes with four cards and takes the mutineer.
    { type: 'play', player: BERNARD, card: 'wine' },
    { type: 'pass', player: STEPHANIE },
    { type: 'takeRole', player: STEPHANIE, role: 'mutineer' },
    { type: 'play', player: FLORIAN, card: 'cloth' },
    { type: 'play', player: CARMEN, card: 'salt' },
    // Third time round: Bernard plays wine, Florian passes.
    { type: 'play', player: BERNARD, card: 'wine' },
    { type: 'pass', player: FLORIAN },
  );
}

/** From Florian's choice to the end of the mutiny. */
export function finishRound(afterChoice: MeutererState): MeutererState {
  return play(
    afterChoice,
    { type: 'play', player: CARMEN, card: 'salt' },
    { type: 'pass', player: BERNARD },
    { type: 'pass', player: CARMEN },
    { type: 'takeRole', player: CARMEN, role: 'cabinBoy' },
    // Phase 4: Bernard adds a conflict card, Stéphanie too, Carmen keeps hers.
    { type: 'addConflicts', player: BERNARD, count: 1 },
    { type: 'addConflicts', player: STEPHANIE, count: 1 },
    { type: 'addConflicts', player: CARMEN, count: 0 },
  );
}

/** Phase 5 of the example: the three tied sales on Hochland, from the new captain on. */
export const EXAMPLE_SALES: MeutererMove[] = [
  { type: 'sell', player: FLORIAN, island: 0, good: 'cloth', count: 2 },
  { type: 'sell', player: CARMEN, island: 0, good: 'salt', count: 2 },
  { type: 'sell', player: BERNARD, island: 0, good: 'wine', count: 2 },
];
