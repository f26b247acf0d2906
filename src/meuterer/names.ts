/**
 * Meuterer's vocabulary: how labels and log lines name the components (the action cards
 * by their printed German names, with the role in English; islands by their printed
 * names; goods by name), and the one place the words of its texts come from. Seats are
 * written as references the core names ("Player 2", or the name the frontend gives).
 *
 * @module
 */
import { seatRef } from '../core/words.js';
import type { Vocabulary } from '../core/words.js';
import type { Card, Role } from './cards.js';
import type { Island } from './islands.js';

/**
 * The printed name of each action card, with what it is in English.
 *
 * @group Components
 */
export const ROLE_NAME: Readonly<Record<Role, string>> = {
  mutineer: 'Meuterer (mutineer)',
  cabinBoy: 'Schiffsjunge (cabin boy)',
  mate: 'Maat (mate)',
  merchant: 'Händler (merchant)',
  loader: 'Lademeister (loader)',
};

/**
 * The cards of the goods deck as texts name them.
 *
 * @group Components
 */
export const CARD_NAME: Readonly<Record<Card, string>> = {
  ruby: 'ruby',
  salt: 'salt',
  wine: 'wine',
  cloth: 'cloth',
  grain: 'grain',
  conflict: 'conflict card',
  pirate: 'pirate card',
};

/**
 * A card as a sentence names it: goods by name ("wine"), the others as cards ("a conflict
 * card", "the pirate card").
 *
 * @group Components
 */
export function cardWord(card: Card): string {
  return card === 'conflict' ? 'a conflict card' : card === 'pirate' ? 'the pirate card' : CARD_NAME[card];
}

/** A seat as logs and labels name it: a reference the core renders as the seat's name. */
export function seatName(seat: number): string {
  return seatRef(seat);
}

/** The words of Meuterer's sentences beyond the names of its things and the plain English every game shares. */
const WORDS = `
captain captain's mate mutineer mutineer's mutineers mutiny succeeds fails becomes ship pirate pirates sails sail
island islands clockwise destination action offer offers offered reward lademeister schiffsjunge maat händler meuterer
cabin boy merchant loader conflict seizes lost dealt bringing selling sells sell nothing mutiny
discard shuffled runs underneath under draws keeps puts adds add sails as paid
`;

/**
 * Meuterer's vocabulary for a table's islands (see {@link Vocabulary}).
 *
 * @group Components
 */
export function vocabulary(islands: readonly Island[]): Vocabulary {
  return {
    names: {
      cards: CARD_NAME,
      roles: ROLE_NAME,
      islands: Object.fromEntries(islands.map((island, i) => [String(i), island.name])),
    },
    words: WORDS.split(/\s+/u).filter((w) => w !== ''),
  };
}

/** The printed name of island `index` of a circle (`island 14` if there is none). */
export function islandName(islands: readonly Island[], index: number | null): string {
  if (index === null) return '?';
  return islands[index]?.name ?? `island ${index}`;
}
