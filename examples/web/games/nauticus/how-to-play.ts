/** Nauticus in a few lines, in our own words from the rulebook. */
import type { HowToPlay } from '../types.js';

export const NAUTICUS_HOW_TO: HowToPlay = {
  aim: 'Have the most points after the last round (4 rounds at 2 players, 5 at 3 or 4): build ships, finish them with masts and sails, load them with goods and deliver the goods.',
  turn: [
    'A round has 7 actions, chosen one after the other from the 8 around the turntable; the eighth is not played this round.',
    'The first player picks an action and takes its bonus; then everyone, in turn, may do that action or pass. Each use of an action costs one worker (the workers drawn next to the action come free), and buying also costs coins.',
    'Passing turns over your next pass tile (the -3, then the -2, then the -1), which shows a crown from then on. When everyone has done the action or passed, the next player becomes first player.',
    'Whatever you get for free goes into your warehouse first; what you pay coins for can go straight onto your ships.',
  ],
  scoring: [
    'During the game: action bonuses and the crown evaluation.',
    'At the end: each finished ship (2, 8, 20 or 35 points for 1 to 4 hull parts), each set of delivered goods of one kind (2, 5, 9, 14, 20 points for 1 to 5, then 5 more each), and 1 point for every 3 coins of leftovers (coins, workers and tiles count one coin each).',
    'At the end of each round, the pass tiles not turned over cost their points: 6 if you never passed, 3 after one pass, 1 after two, none after three; then all are turned back.',
  ],
  parts: {
    title: 'The actions',
    lines: [
      { name: 'Buy hull parts', what: 'Bow, stern, middle part or a one-piece hull, to lay a ship of 1 to 4 parts.' },
      { name: 'Buy masts', what: 'Masts of one coat of arms per ship; crown masts fit any ship and are only won.' },
      { name: 'Buy sails', what: 'Sails go on masts of the same coat of arms.' },
      { name: 'Buy goods', what: 'Coffee, grain, salt or fish, one under each hull part of a ship.' },
      { name: 'Transport', what: 'Moves tiles from your warehouse to your shipyard, one worker each.' },
      { name: 'Withdraw money', what: '2 coins for each worker you use.' },
      { name: 'Deliver goods', what: 'Unloads finished, fully loaded ships; the delivered goods score at the end.' },
      { name: 'Crown evaluation', what: 'Each worker used scores the crowns you show on masts, sails and turned pass tiles.' },
    ],
  },
};
