/**
 * Editing by replacement: small helpers for rule code that changes a state by copying
 * only the path it changes and sharing the rest (see `sharedFields` in `defineGame`).
 * Each returns a new array or object and leaves its argument untouched.
 *
 * ```ts partial
 * // Seat 2 plays a card: one new hand array, one new hands array; the other hands are shared.
 * d.hands = replaceAt(d.hands, 2, removeFirst(d.hands[2]!, 'wine'));
 * ```
 *
 * @module
 */

/** A copy of `items` with the item at `index` replaced by `value`. */
export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}

/** A copy of `items` with the item at `index` replaced by `change(item)`. */
export function updateAt<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  const out = items.slice();
  out[index] = change(items[index] as T);
  return out;
}

/** A copy of `items` without the item at `index`. */
export function removeAt<T>(items: readonly T[], index: number): T[] {
  const out = items.slice();
  out.splice(index, 1);
  return out;
}

/** A copy of `items` without the first item equal (`===`) to `value` (unchanged copy if absent). */
export function removeFirst<T>(items: readonly T[], value: T): T[] {
  const i = items.indexOf(value);
  return i < 0 ? items.slice() : removeAt(items, i);
}

/** A copy of `items` with `values` added at the end. */
export function appended<T>(items: readonly T[], ...values: readonly T[]): T[] {
  const out = items.slice();
  for (const v of values) out.push(v);
  return out;
}

/** A copy of `object` with the fields of `changes` replaced. */
export function withFields<T extends object>(object: T, changes: Partial<T>): T {
  return { ...object, ...changes };
}
