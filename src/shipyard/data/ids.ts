/**
 * Identifiers in component data: each names one component, so two components of a set
 * may not share one (moves and arrangements refer to components by id).
 *
 * @module
 */

/**
 * The position of the first item whose `id` an earlier item already has, or `null`.
 *
 * @group Components
 */
export function repeatedId(items: readonly { readonly id: string }[]): number | null {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id)) return i;
    seen.add(item.id);
  }
  return null;
}
