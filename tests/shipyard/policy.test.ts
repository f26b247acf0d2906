/**
 * Games played by a purposeful bot (it builds, crews and launches ships), with every
 * Shipyard invariant checked at every step: random moves rarely complete a ship, these
 * games reach many sea trials, voyages and contracts.
 */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { shipyard, type ShipyardState } from '../../src/shipyard/index.js';
import { GAME_INVARIANTS, STATE_INVARIANTS, STEP_INVARIANTS } from './invariants.js';
import { builderPolicy } from './policy.js';

describe('purposeful games keep every invariant', () => {
  for (const players of [2, 3, 4]) {
    it(`with ${players} players`, () => {
      let trials = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const start = shipyard.setup({ players }, seed);
        if (start._tag === 'Left') throw new Error(start.left.message);
        const states: ShipyardState[] = [start.right];
        const game = playout(shipyard, { players }, seed, {
          policy: builderPolicy,
          onMove: (before, move, after) => {
            states.push(after);
            for (const inv of STATE_INVARIANTS) expect(inv.check(after), `${inv.name} (seed ${seed})`).toBeNull();
            for (const inv of STEP_INVARIANTS) expect(inv.check(before, move, after), `${inv.name} (seed ${seed})`).toBeNull();
            trials += after.events.filter((e) => e.kind === 'trial' && e.points !== null).length;
          },
        });
        if (game._tag === 'Left') throw new Error(game.left.message);
        for (const inv of GAME_INVARIANTS) expect(inv.check(states), inv.name).toBeNull();
      }
      expect(trials).toBeGreaterThan(0);
    });
  }
});
