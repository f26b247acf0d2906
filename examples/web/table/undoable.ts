/**
 * Whether a step can be taken back for a viewer: `game.undoable` when the rules have it.
 *
 * The contract gains `undoable(before, move, after, viewer)` in a later version; reaching
 * it through this one function keeps the page working with both, and an older build
 * simply never offers undo (nothing can be proven harmless to take back).
 */
import type { AnyGame, BaseMove, Seat } from 'nautical-rules';

type Undoable = (before: unknown, move: BaseMove, after: unknown, viewer: Seat) => boolean;

function undoableOf(game: AnyGame): Undoable | null {
  const found = (game as { undoable?: unknown }).undoable;
  return typeof found === 'function' ? (found as Undoable) : null;
}

/** Whether these rules can tell at all (for the reason shown on a disabled undo button). */
export function rulesTellUndoable(game: AnyGame): boolean {
  return undoableOf(game) !== null;
}

/** True when `after` can be turned back into `before` without `viewer` having learned anything (nothing drawn or revealed). */
export function canTakeBack(game: AnyGame, before: unknown, move: BaseMove, after: unknown, viewer: Seat): boolean {
  const undoable = undoableOf(game);
  return undoable === null ? false : undoable.call(game, before, move, after, viewer) === true;
}
