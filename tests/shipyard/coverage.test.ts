/**
 * Coverage (issue 16): games steered by {@link coveragePolicy} reach every move type each
 * table can produce and enter every phase, for every player count and variant, so that a
 * rule that becomes unreachable is noticed. The harness's deep checks run seldom here:
 * `harness.test.ts` does that work; this file is about reaching the rules.
 */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/testing/index.js';
import { shipyard, type ShipyardConfig } from '../../src/shipyard/index.js';
import { SHORT_SHIP_DECK, TINY_SHIP_DECK } from './helpers.js';
import { coveragePolicy } from './policy.js';

/** Every variant of a table: the rulebook's, a first game, the stricter canal reading; and ship decks short enough for the early end and substitutes (a tiny deck, often: its games are short). */
const variants = (players: number): ShipyardConfig[] => [
  { players },
  { players, firstGame: true },
  { players, strictCanals: true },
  { players, components: SHORT_SHIP_DECK },
  { players, components: TINY_SHIP_DECK },
  { players, components: TINY_SHIP_DECK, strictCanals: true },
];

describe('steered play reaches every move type and every phase', () => {
  for (const players of [2, 3, 4]) {
    it(`with ${players} players`, () => {
      const report = checkGame(shipyard, {
        configs: variants(players),
        runs: 12,
        seed: players,
        policy: coveragePolicy,
        requireMoveTypes: 'all',
        deepCheckEvery: 50,
        movesPerStep: 1,
        mutationsPerStep: 1,
        hostileEvery: 0,
        fromViewEvery: 0,
        tamperRuns: 0,
      });
      const types = shipyard.moveTypes({ players });
      expect(types.includes('takeSubsidy')).toBe(players === 4);
      for (const type of types) expect(report.coverage.moveTypes[type]?.applied, type).toBeGreaterThan(0);
      for (const phase of shipyard.phases) expect(report.coverage.phases[phase]?.entered, phase).toBeGreaterThan(0);
    });
  }
});
