/**
 * The columns of face-up cards on the board (ship cards, trains, canals): bought cards
 * leave gaps, the rest slide down and new cards fill the top, so the newest cards are the
 * dearest.
 *
 * @module
 */
import { Random } from '../../core/random.js';
import type { ShipyardDraft } from '../state.js';

/**
 * Slides a column's cards down into its empty spaces, then fills the top from `draw`
 * (which may run out, leaving spaces empty).
 *
 * @rulebook Construction de bateaux; Achat de marchandises; Location de canal: « Glissez les
 *   cartes vers le bas de la colonne ... mettez une nouvelle carte dans la case vide en haut ».
 *
 * @group Rules
 */
export function slideAndRefill(column: (number | null)[], draw: () => number | undefined): void {
  const cards = column.filter((c): c is number => c !== null);
  for (let row = 0; row < column.length; row++) column[row] = row < cards.length ? (cards[row] as number) : (draw() ?? null);
}

/**
 * Draws the top card of `deck`; an empty deck is first rebuilt by shuffling `discard`.
 *
 * @rulebook Fin de la partie: « Si n'importe quel autre paquet s'épuise, mélangez juste les cartes
 *   utilisées pour faire un nouveau paquet ».
 *
 * @group Rules
 */
export function drawReshuffling(d: ShipyardDraft, deck: number[], discard: number[], name: 'trains' | 'canals'): number | undefined {
  if (deck.length === 0 && discard.length > 0) {
    const random = Random.from(d.rng);
    deck.push(...random.shuffle(discard.slice().sort((a, b) => a - b)));
    discard.length = 0;
    d.rng = random.state();
    d.events.push({ kind: 'reshuffle', deck: name });
  }
  return deck.shift();
}
