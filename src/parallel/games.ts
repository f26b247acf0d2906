/**
 * The games a worker can play, by id: a task crosses threads and machines as data, so the
 * game travels as its id and is found again here.
 *
 * @module
 */
import { bremerhaven } from '../bremerhaven/index.js';
import type { AnyGame } from '../core/game.js';
import { meuterer } from '../meuterer/index.js';
import { nauticus } from '../nauticus/index.js';
import { shipyard } from '../shipyard/index.js';

/** The four games of the package. */
export const PARALLEL_GAMES: readonly AnyGame[] = [meuterer, nauticus, bremerhaven, shipyard];

/** The game with this id, or `undefined`. */
export function gameOf(id: string): AnyGame | undefined {
  return PARALLEL_GAMES.find((g) => g.id === id);
}
