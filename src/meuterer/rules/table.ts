/**
 * Small facts about the table that several phases read (islands ahead of the ship,
 * active islands), and the edits of cards that several phases make: drawing with
 * reshuffle, adding to and taking from hands, clearing the played cards.
 *
 * Every edit replaces what it changes and shares the rest with the previous state (see
 * `MeutererDraft`): a move copies the one hand it changes, not the table.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import { Random } from '../../core/random.js';
import { sortCards, withCards, withoutCards, type Card } from '../cards.js';
import type { MeutererDraft, MeutererState } from '../state.js';

/**
 * The island `steps` places clockwise from the ship.
 *
 * @group Rules
 */
export function islandAhead(state: MeutererState | MeutererDraft, steps: number): number {
  return islandFrom(state.ship, steps, state.rules.islands.length);
}

/**
 * The island `steps` places clockwise from island `ship` on a circle of `islands`: where a
 * destination card goes, counted one island per card in hand.
 *
 * @rulebook Phase 2: « Pour chacune de ses cartes, il déplace la carte de destination d'une île
 *   dans le sens des aiguilles d'une montre. »
 *
 * @group Rules
 */
export function islandFrom(ship: number, steps: number, islands: number): number {
  return (ship + steps) % islands;
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
  // Reads the deck from `top` on and replaces it once at the end, instead of shifting it.
  let deck = d.deck;
  let top = 0;
  let reshuffled = false;
  while (out.length < count) {
    if (top === deck.length) {
      if (d.discard.length === 0) break;
      const random = Random.from(d.rng);
      deck = random.shuffle(sortCards(d.discard.slice()));
      top = 0;
      d.discard = [];
      d.rng = random.state();
      reshuffled = true;
    }
    out.push(deck[top++] as Card);
  }
  d.deck = top === 0 ? deck : deck.slice(top);
  // The Lademeister's returns lie at the bottom: those drawn now are no longer his to
  // remember (ruling M21), and a reshuffle, which only an empty deck allows, leaves none.
  const returned = d.returned;
  if (reshuffled) d.returned = [];
  else if (returned.length > d.deck.length) d.returned = returned.slice(returned.length - d.deck.length);
  return out;
}

/**
 * Adds cards to a hand and keeps it in canonical order.
 *
 * @group Rules
 */
export function addToHand(d: MeutererDraft, player: number, cards: readonly Card[]): void {
  d.hands = replaceAt(d.hands, player, withCards(d.hands[player] ?? [], cards));
}

/**
 * Takes `count` of `card` from a hand.
 *
 * @group Rules
 */
export function takeFromHand(d: MeutererDraft, player: number, card: Card, count = 1): void {
  d.hands = replaceAt(d.hands, player, withoutCards(d.hands[player] ?? [], card, count));
  // A card everyone saw go into this hand is known to be there until one like it leaves
  // the hand (ruling M22): the one played may be it.
  const known = d.hauled[player];
  if (known !== undefined && known.length > 0 && known.includes(card)) d.hauled = replaceAt(d.hauled, player, withoutCards(known, card, count));
}

/**
 * Puts cards taken face up into a hand (a pirate haul): everyone saw them go in, so they
 * are known to be there until played (ruling M22).
 *
 * @group Rules
 */
export function takeIntoHand(d: MeutererDraft, player: number, cards: readonly Card[]): void {
  addToHand(d, player, cards);
  d.hauled = replaceAt(d.hauled, player, withCards(d.hauled[player] ?? [], cards));
}

/**
 * Adds `count` of `card` to the cards `player` played in front of him this round.
 *
 * @group Rules
 */
export function addToOffered(d: MeutererDraft, player: number, card: Card, count = 1): void {
  const row = (d.offered[player] ?? []).slice();
  for (let k = 0; k < count; k++) row.push(card);
  d.offered = replaceAt(d.offered, player, row);
}

/**
 * Puts every card played this round on the discard pile, seat by seat, in the order they
 * were played.
 *
 * @group Rules
 */
export function discardOffered(d: MeutererDraft): void {
  d.discard = d.discard.concat(clearOffered(d));
}

/**
 * Takes every card played this round off the table: returns them seat by seat, in the
 * order they were played.
 *
 * @group Rules
 */
export function clearOffered(d: MeutererDraft): Card[] {
  const cards: Card[] = [];
  for (const row of d.offered) for (const card of row) cards.push(card);
  d.offered = d.offered.map(() => []);
  return cards;
}
