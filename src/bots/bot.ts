/**
 * The `Bot` interface: what every bot of `nautical-rules/bots` is, and what a bot of
 * your own implements to play in the CLI's tournaments and the example table.
 *
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { defaultName } from '../core/words.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';

/**
 * A player that chooses a move from what its seat receives: the game, its table (the
 * public part that never changes) and its current view. A bot never holds the real state;
 * to search, it samples states with `game.fromView`.
 *
 * ```ts
 * import { defaultBot } from 'nautical-rules/bots';
 * import { meuterer, type MeutererTable, type MeutererView } from 'nautical-rules/meuterer';
 * declare const table: MeutererTable; // from the server
 * declare const view: MeutererView;   // seat 2's view
 *
 * const bot = defaultBot({ seed: 1 });
 * const move = bot.choose(meuterer, table, view, 2); // Either<RuleError, MeutererMove>
 * ```
 */
export interface Bot {
  /** A short name for reports, e.g. `'ismcts:400'`. */
  readonly name: string;
  /**
   * A legal move for `seat`, from its table and view: `seat` must be `view.viewer` and
   * have a legal move now. `Left` when it has none, or the view is not one.
   */
  choose<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, seat: Seat): Either<RuleError, M>;
}

/** A cheap 32-bit hash of a text (FNV-1a): mixes the view into a bot's seed, so that one seed gives varied choices over a game while the same view still gives the same move. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Who a view is for, in a person's words: "Player 2", "a spectator" (anything else as given, shortened). */
const viewerName = (viewer: unknown): string =>
  typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 ? defaultName(viewer) : viewer === 'spectator' ? 'a spectator' : String(viewer).slice(0, 20);

/** A bot's refusals, which a person may read (a bot seat of a table): players count from 1. */
export const wrongView = (viewer: unknown, seat: Seat): RuleError => ruleError('INVALID_VIEW', `The view is for ${viewerName(viewer)}, not ${viewerName(seat)}.`);
export const noMoveNow = (seat: Seat): RuleError => ruleError('NOT_YOUR_TURN', `${viewerName(seat)} has no legal move now.`);
