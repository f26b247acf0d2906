/**
 * Small facts about the table that several phases read: islands ahead of the ship,
 * active islands, drawing with reshuffle.
 *
 * @module
 */
import { Random } from '../../core/random.js';
import { sortCards, type Card } from '../cards.js';
import type { MeutererDraft, MeutererState } from '../state.js';

/**
 * The island `steps` places clockwise from the ship.
 *
 * @group Rules
 */
export function islandAhead(state: MeutererState | MeutererDraft, steps: number): number {
  const n = state.rules.islands.length;
  return (state.ship + steps) % n;
}

/**
 * The islands where goods sell this round: the ship's island, then the one it came from
 * if it moved last round.
 *
 * @rulebook Phase 6: « pendant la phase de vente des marchandises, deux îles sont actives ».
 *
 * @group Rules
 */
export function activeIslands(state: MeutererState | MeutererDraft): number[] {
  return state.previousShip === null ? [state.ship] : [state.ship, state.previousShip];
}

/**
 * Draws up to `count` cards from the top of the deck; when the deck runs out, the
 * discard pile is shuffled into a new deck.
 *
 * @rulebook Phase 7: « Si la pioche est épuisée, on remélange la défausse ».
 *
 * @group Rules
 */
export function draw(d: MeutererDraft, count: number): Card[] {
  const out: Card[] = [];
  while (out.length < count) {
    if (d.deck.length === 0) {
      if (d.discard.length === 0) break;
      const random = Random.from(d.rng);
      d.deck = random.shuffle(sortCards(d.discard));
      d.discard = [];
      d.rng = random.state();
    }
    out.push(d.deck.shift() as Card);
  }
  return out;
}

/**
 * Adds cards to a hand and keeps it in canonical order.
 *
 * @group Rules
 */
export function addToHand(d: MeutererDraft, player: number, cards: readonly Card[]): void {
  const hand = d.hands[player] as Card[];
  hand.push(...cards);
  sortCards(hand);
}
