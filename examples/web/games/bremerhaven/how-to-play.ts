/** Bremerhaven in a few lines, in our own words from the rulebook. */
import type { HowToPlay } from '../types.js';

export const BREMERHAVEN_HOW_TO: HowToPlay = {
  aim: 'Have the best final score: your money times your harbour’s prestige when the ship token reaches the end of the Progress track (solo: after round 10, rated by thresholds).',
  turn: [
    'Bidding: in rank order, everyone plays their 5 influence cards face down, one at a time, on the spaces of the Town, Sea and Land boards. The highest total on a space wins it; ties go to the higher rank.',
    'Town, Sea and Land are then carried out in that order: winners take their Building, Ship or Contract card or do the space’s action (a building permit or more influence can also be bought for the difference in money).',
    'In your harbour: produce, move goods from ships to storage and on to contracts, update your prestige, and take one time marker off every ship and contract. A contract that falls due sells its goods at the current prices and pays its reward when filled, or costs its penalty when not.',
    'Clean-up: the Newspaper brings an event or moves the ship token on, and the boards are refilled.',
  ],
  scoring: [
    'Money comes from the income of your rank, the goods your due contracts sell, their rewards, and some buildings; prestige from your buildings and the ships in your docks, marked at its highest (only events and contracts lower it).',
    'Final score: money × prestige. Ties go to the higher rank on the Career ladder.',
  ],
  parts: {
    title: 'The Town board',
    lines: [
      { name: 'Parking lot', what: '1 money for each influence card placed here, whatever its value.' },
      { name: 'Building cards', what: 'Buildings for your harbour: production, storage or prestige.' },
      { name: 'Building permit', what: 'Expand your harbour: clear covered spaces to make room (others may join by paying the difference).' },
      { name: 'Grow influence', what: 'Swap influence cards for stronger ones from your supply.' },
      { name: 'Price cards', what: 'Choose the price card on top, which sets what goods sell for.' },
      { name: 'Career ladder', what: 'Swap two neighbouring ranks; rank decides who bids first, breaks ties, and sets the income everyone then gets.' },
    ],
  },
};
