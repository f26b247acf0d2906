/**
 * Re-dealing what a viewer cannot see. In Nauticus that is only the future: the order in
 * which the action tiles will be shuffled in later rounds.
 *
 * @module
 */
import { cloneJson } from '../core/clone.js';
import type { Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { seedRng } from '../core/random.js';
import type { NauticusDraft, NauticusState } from './state.js';

/**
 * A state no viewer can tell from `state`: the generator is re-seeded and layouts fixed
 * for later rounds are dropped, so later rounds are shuffled anew. Everything on the
 * table is open information and stays.
 *
 * @group Rules
 */
export function determinize(state: NauticusState, _viewer: Viewer, seed: Seed): NauticusState {
  const d = cloneJson(state) as NauticusDraft;
  d.fixedLayouts = [];
  d.rng = seedRng(seed, state.rng.generator);
  return d;
}
