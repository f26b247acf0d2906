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
  // The card is inserted in its place rather than the pile sorted again: the same result
  // when the pile is sorted already, as the rules always leave it (`<` orders strings as
  // `sort` does), in one pass instead of a sort of the whole pile. A pile out of order (a
  // hand-made save) is sorted, as before.
  let at = pile.length;
  for (let i = 0; i < pile.length; i++) {
    if (i > 0 && (pile[i] as string) < (pile[i - 1] as string)) return [...pile, card].sort();
    if (at === pile.length && card < (pile[i] as string)) at = i;
  }
  const out = pile.slice(0, at);
  out.push(card);
  for (let i = at; i < pile.length; i++) out.push(pile[i] as string);
  return out;
}
