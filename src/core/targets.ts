/**
 * What a move acts on, for frontends that make the board itself clickable: each game's
 * `moveTargets(table, view, move)` names the parts of the table and view a move acts on,
 * and this module holds what the four share.
 *
 * A target is a string, one of:
 *
 * - `view.<path>`: a path into the seat's view, keys and list indices joined by dots
 *   (`view.hand.2` is `view.hand[2]`, `view.seats.1.yard.4` is `view.seats[1].yard[4]`);
 * - `table.<path>`: a path into the table in the same way (`table.islands.3`);
 * - `space.<id>`: a place on the board that the view does not list as such (a bid space
 *   of Bremerhaven, `space.sea1`; a free spot of a canal grid, `space.canal.1.-1`).
 *
 * The first target is the main one (the card taken, the space bid on); the others are
 * what the move also acts on (where the card goes). A move that acts on nothing on the
 * board (pass, end the turn) has none.
 *
 * @module
 */

/**
 * `targets()`, kept total: a list of strings whatever the table, view or move (hostile,
 * malformed or from another game), `[]` when it throws or gives anything else. Each game's
 * `moveTargets` runs its own mapping through it.
 *
 * @group View
 */
export function safeTargets(targets: () => readonly (string | null | undefined)[]): readonly string[] {
  try {
    const out = targets();
    if (!Array.isArray(out)) return [];
    return out.filter((t): t is string => typeof t === 'string' && t.length > 0);
  } catch {
    return [];
  }
}

/**
 * `view.<path>` from the keys of a path (`viewPath('hand', 2)` is `'view.hand.2'`), or
 * `null` when an index is not a natural number (the item is not in the view).
 *
 * @group View
 */
export function viewPath(...keys: readonly (string | number)[]): string | null {
  return keys.every((k) => typeof k === 'string' || (Number.isInteger(k) && k >= 0)) ? `view.${keys.join('.')}` : null;
}

/**
 * Every index of `list` whose item `matches`, as `view.<prefix>.<index>` paths: all the
 * copies of a card in a hand, say. `[]` when `list` is not a list.
 *
 * @group View
 */
export function viewPathsWhere<T>(list: readonly T[] | null | undefined, matches: (item: T) => boolean, ...prefix: readonly (string | number)[]): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i) => (matches(item) ? [`view.${[...prefix, i].join('.')}`] : []));
}
