/** Meuterer in a few lines, in our own words from the rulebook. */
import type { HowToPlay } from '../types.js';

export const MEUTERER_HOW_TO: HowToPlay = {
  aim: 'Have the most points after the last round (9 rounds at 3 players, 8 at 4). Points come from selling goods on the islands where the ship is, and from steering the ship: as captain, or by a mutiny.',
  turn: [
    'The captain offers the mate 0 to 3 of their own points for support in a mutiny.',
    'Starting with the captain, everyone in turn plays one goods card face up, or passes. Whoever passes takes a role card in secret (the captain takes none); the cards still in hand on passing decide how far the captain or the mutineer would steer the ship.',
    'The roles are shown. If someone is the mutineer, both sides may add conflict cards, and the side with more wins (a tie goes to the mutiny).',
    'Points are given out, the ship sails to the winning side’s destination, and everyone draws back up to 5 cards.',
  ],
  scoring: [
    'Selling: on each island where goods can be sold this round (where the ship is, and where it was), the player who offered most of a good it buys scores the island’s first value; players tied each score a lower value; when four tie, nobody scores. Conflict cards never sell.',
    'Steering: the winning side’s leader scores the destination island’s ship value.',
    'The mate scores 1 point plus the captain’s offer when the captain keeps the ship; the cabin boy scores 2 when the mutiny wins.',
  ],
  parts: {
    title: 'The roles',
    lines: [
      { name: 'Captain', what: 'Plays first, offers points to the mate, and steers the ship unless a mutiny wins; a winning mutineer becomes the next captain.' },
      { name: 'Meuterer (mutineer)', what: 'Starts a mutiny against the captain; if it wins, scores the destination and takes over as captain.' },
      { name: 'Schiffsjunge (cabin boy)', what: 'Fights on the mutineer’s side with conflict cards; scores 2 points if the mutiny wins.' },
      { name: 'Maat (mate)', what: 'Counts as one conflict card for the captain; scores 1 point plus the captain’s offer if the captain keeps the ship.' },
      { name: 'Händler (merchant)', what: 'Wins ties when selling: scores the island’s full value even when others offered as much.' },
      { name: 'Lademeister (loader)', what: 'Draws 3 extra cards when refilling the hand, and keeps the ones they like best.' },
    ],
  },
};
