/**
 * What a seat is shown of its legal moves at one state (the table, its view, and each
 * move's label and group), made once for the laws that read them: the labels'
 * (`labelProblem`), the component ids' (`labelIdProblem`) and the vocabulary's
 * (`wordsProblem`), which the harness runs on the same state and list.
 *
 * @module
 */
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';

/** What `seat` is shown of `legal` at one state. */
export interface SeatTexts<V, T> {
  readonly table: T;
  readonly view: V;
  /** `moveLabel` of each move of the list, in order (as the game answers it: `labelProblem` checks that it is a string). */
  readonly labels: readonly string[];
  /** `moveGroup` of each move of the list, in order. */
  readonly groups: readonly string[];
}

/** The texts made for a list, with the game and state they were made at. */
const made = new WeakMap<object, { readonly game: unknown; readonly state: unknown; readonly seat: Seat; readonly texts: SeatTexts<unknown, unknown> | null }>();

/**
 * The table, `seat`'s view and the labels and groups of `legal` at `state`, or `null`
 * when the game gives no table or view there. Kept with the list object, so that the laws
 * run on one state and one list ask the game once.
 */
export function seatTexts<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, state: S, seat: Seat, legal: readonly M[]): SeatTexts<V, T> | null {
  const known = made.get(legal);
  if (known !== undefined && known.game === game && known.state === state && known.seat === seat) return known.texts as SeatTexts<V, T> | null;
  const t = game.table(state);
  const v = game.view(state, seat);
  const texts =
    t._tag === 'Left' || v._tag === 'Left'
      ? null
      : { table: t.right, view: v.right, labels: legal.map((m) => game.moveLabel(t.right, v.right, m)), groups: legal.map((m) => game.moveGroup(t.right, v.right, m)) };
  made.set(legal, { game, state, seat, texts });
  return texts;
}
