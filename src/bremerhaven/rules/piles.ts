/**
 * Discard piles and the box.
 *
 * @module
 */

/**
 * Keeps a pile of cards in a canonical order (piles nobody draws from again).
 *
 * @group Rules
 */
export function intoPile(pile: string[], card: string): void {
  pile.push(card);
  pile.sort();
}

