/**
 * Identifiers in component data: each names one component, so two components of a set
 * may not share one (moves and arrangements refer to components by id).
 *
 * @module
 */

/**
 * The positions of the items whose `id` an earlier item already has.
 *
 * @group Components
 */
export function repeatedIds(items: readonly { readonly id: string }[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id)) out.push(i);
    seen.add(item.id);
  }
  return out;
}
