/**
 * Discard piles and the box.
 *
 * @module
 */

/**
 * `pile` with `card` added, in a canonical order (piles nobody draws from again): a new
 * array, so that a pile shared with an earlier state is replaced, never edited.
 *
 * @group Rules
 */
export function intoPile(pile: readonly string[], card: string): string[] {
  const out = pile.slice();
  out.push(card);
  return out.sort();
}
