/**
 * Whether a Nauticus move can be taken back (`undoable` of the contract).
 *
 * @module
 */
import { sameGeneratorState } from '../core/random.js';
import type { Viewer } from '../core/game.js';
import type { NauticusMove } from './moves.js';
import type { NauticusState } from './state.js';

/**
 * Nauticus shows everything to everyone; the one thing nobody knows is the layout of the
 * action tiles of a round to come, shuffled (or taken from the config's fixed layouts)
 * when the round is prepared. So a move can be taken back, by every viewer alike, unless
 * it ended a round: the next round's layout is then out, drawn from the generator or not.
 *
 * @group View
 */
export function undoable(before: NauticusState, _move: NauticusMove, after: NauticusState, _viewer: Viewer): boolean {
  return before.round === after.round && sameGeneratorState(before.rng, after.rng);
}
