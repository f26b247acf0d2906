/** Shipyard in a few lines, in our own words from the rulebook. */
import type { HowToPlay } from '../types.js';

export const SHIPYARD_HOW_TO: HowToPlay = {
  aim: 'Have the most points at the end: build ships in your yard, send them on sea trials through your canals, and meet your secret government contracts.',
  turn: [
    'Move the action card you used last turn to the front of the action track (at 2 players, you move one of your two pawns).',
    'Choose another free action card: you collect 1 florin for every occupied card ahead of it.',
    'Do that action; you may pay 6 florins for one bonus action as well.',
    'A ship is finished when it has a bow, one or more middles and a stern side by side; it leaves at once on a sea trial, fitted with the equipment and crew you have in your yard.',
    'Each time the front card passes the start of the track, the countdown moves on; the game ends when it runs out (or the ship cards do).',
  ],
  scoring: [
    'A sea trial needs a captain and canals long enough for the ship’s speed: it scores for its crew, its cannons and cranes, its speed, and what the canals it sails through reward.',
    'At the end, each player’s secret contracts score bonus points for the ships that meet them.',
  ],
  parts: {
    title: 'The actions',
    lines: [
      { name: 'Build Ships', what: 'Take up to three ship cards (bows, middles, sterns), paying 0 to 2 florins each by row.' },
      { name: 'Purchase Commodities', what: 'Buy a freight train of goods to sell or exchange later.' },
      { name: 'Rent Canal', what: 'Add a canal to your canal system, where your ships make their trials.' },
      { name: 'Manufacture Equipment', what: 'Take sails, funnels, propellers, cranes or cannons: one is free, the others cost florins.' },
      { name: 'Recruit Crew', what: 'Take a captain, businessman or soldier (or a propeller) the same way.' },
      { name: 'Hire Employee', what: 'Hire a helper who makes later building, trading or trials better.' },
      { name: 'Exchange Commodities', what: 'Sell a freight train’s goods for florins, or swap them for equipment and crew.' },
      { name: 'Receive Subsidy', what: 'Take 2 florins (4 players only).' },
    ],
  },
};
