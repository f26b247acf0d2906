/**
 * The columns of face-up cards on the board (ship cards, trains, canals): bought cards
 * leave gaps, the rest slide down and new cards fill the top, so the newest cards are the
 * dearest.
 *
 * @module
 */
import { Random } from '../../core/random.js';
import { emit } from '../edit.js';
import type { NextState } from '../state.js';

/**
 * A column's cards slid down into its empty spaces, the top then filled from `draw`
 * (which may run out, leaving spaces empty). A new array: the column may be shared.
 *
 * @rulebook Construction de bateaux; Achat de marchandises; Location de canal: « Glissez les
 *   cartes vers le bas de la colonne ... mettez une nouvelle carte dans la case vide en haut ».
 *
 * @group Rules
 */
export function slideAndRefill(column: readonly (number | null)[], draw: () => number | undefined): (number | null)[] {
  const out: (number | null)[] = column.filter((c): c is number => c !== null);
  while (out.length < column.length) out.push(draw() ?? null);
  return out;
}

/**
 * Draws the top card of the trains' or the canals' deck; an empty deck is first rebuilt
 * by shuffling its discard pile.
 *
 * @rulebook Fin de la partie: « Si n'importe quel autre paquet s'épuise, mélangez juste les cartes
 *   utilisées pour faire un nouveau paquet ».
 *
 * @group Rules
 */
export function drawReshuffling(d: NextState, name: 'trains' | 'canals'): number | undefined {
  const trains = name === 'trains';
  let deck = trains ? d.trainDeck : d.canalDeck;
  const discard = trains ? d.trainDiscard : d.canalDiscard;
  if (deck.length === 0 && discard.length > 0) {
    const random = Random.from(d.rng);
    deck = random.shuffle(discard.slice().sort((a, b) => a - b));
    if (trains) d.trainDiscard = [];
    else d.canalDiscard = [];
    d.rng = random.state();
    emit(d, { kind: 'reshuffle', deck: name });
  }
  if (trains) d.trainDeck = deck.slice(1);
  else d.canalDeck = deck.slice(1);
  return deck[0];
}
