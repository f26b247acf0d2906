/**
 * The laws of `undoable`: a move a viewer may take back drew nothing and showed it
 * nothing it could not already tell.
 *
 * @module
 */
import { jsonEqual } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Viewer } from '../core/game.js';
import type { Random } from '../core/random.js';
import { rngStateProblem } from '../core/random.js';
import { firstDifference } from './views.js';

/** Samples drawn per viewer when {@link undoProblem} checks the views. */
const SAMPLES = 20;

/** Every viewer of a table of `players` seats: the spectator, then each seat. */
const viewersOf = (players: number): Viewer[] => ['spectator', ...Array.from({ length: players }, (_, i) => i)];

/**
 * The generator a state keeps, as the JSON of its `rng` field when that is a generator
 * state (every game of this library keeps one there), or `null` when the state shows none.
 */
function generatorOf(state: unknown): string | null {
  const rng = typeof state === 'object' && state !== null ? (state as { readonly rng?: unknown }).rng : undefined;
  return rng !== undefined && rngStateProblem(rng) === null ? JSON.stringify(rng) : null;
}

/**
 * Problems with `undoable` on one step (`move` turned `before` into `after`), or `null`:
 * it answers a boolean for every viewer, and `false` for all of them when the generator
 * moved (for games that keep it in the state's `rng` field); when `thorough`, for each
 * viewer it says may take the move back, 20 `fromView` samples of that viewer's view
 * before (drawn through `sampler`, which checks the view once) accept the move and give
 * the viewer its view after: the view after follows from the view before and the move,
 * so going back tells the viewer nothing.
 */
export function undoProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  before: S,
  move: M,
  after: S,
  random: Random,
  thorough: boolean,
): string | null {
  const viewers = viewersOf(game.playerCount(before));
  const drew = generatorOf(before) !== generatorOf(after);
  const takeBack: Viewer[] = [];
  for (const viewer of viewers) {
    const answer = game.undoable(before, move, after, viewer);
    if (typeof answer !== 'boolean') return `undoable for ${viewer} answers ${JSON.stringify(answer)}, not a boolean`;
    if (!answer) continue;
    if (drew) return `undoable says ${viewer} may take the move back, but the generator drew from it`;
    takeBack.push(viewer);
  }
  if (!thorough || takeBack.length === 0) return null;
  const table = game.table(before);
  if (table._tag === 'Left') return 'no table';
  for (const viewer of takeBack) {
    const vb = game.view(before, viewer);
    const va = game.view(after, viewer);
    if (vb._tag === 'Left' || va._tag === 'Left') return `no view for ${viewer}`;
    // The samples of one view, drawn as fromView draws them, with the view checked once.
    const sampler = game.sampler(table.right, vb.right);
    if (sampler._tag === 'Left') return `fromView refused for ${viewer}: ${sampler.left.message}`;
    for (let i = 0; i < SAMPLES; i++) {
      const seed = random.int(-0x7fffffff, 0x7fffffff);
      const sample = sampler.right(seed);
      if (sample._tag === 'Left') return `fromView refused for ${viewer} (seed ${seed}): ${sample.left.message}`;
      const next = game.apply(sample.right, move);
      if (next._tag === 'Left') {
        return `undoable says ${viewer} may take the move back, but a fromView sample of its view before (seed ${seed}) refuses the move (${next.left.code}): the move shows ${viewer} something`;
      }
      const seen = game.view(next.right, viewer);
      if (seen._tag === 'Left' || !jsonEqual(seen.right, va.right)) {
        return `undoable says ${viewer} may take the move back, but in a fromView sample of its view before (seed ${seed}) the move gives it another view: the move shows ${viewer} something${seen._tag === 'Left' ? '' : ` (${firstDifference(seen.right, va.right)})`}`;
      }
    }
  }
  return null;
}
