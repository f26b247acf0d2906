/**
 * Meuterer's cards: goods, conflict and pirate cards, and the five action cards.
 *
 * @module
 */
import * as t from 'io-ts';
import { oneOf } from '../core/codecs.js';

/**
 * The five goods that can be sold on islands.
 *
 * @group Components
 */
export const GOODS = ['ruby', 'salt', 'wine', 'cloth', 'grain'] as const;
/**
 * A good that can be sold: rubis, sel, vin, tissu, céréales.
 *
 * @group Components
 */
export type Good = (typeof GOODS)[number];

/**
 * Every card of the goods deck, in the canonical order used for sorting hands.
 *
 * @group Components
 */
export const CARDS = [...GOODS, 'conflict', 'pirate'] as const;
/**
 * A card of the goods deck (« carte de marchandise »): a good, a conflict card (never
 * sold, counts in a mutiny) or the pirate card (pirate variant only).
 *
 * @group Components
 */
export type Card = (typeof CARDS)[number];

/**
 * How many of each card the deck holds.
 *
 * @rulebook Contenu: 4 rubis, 5 sel, 6 vin, 7 tissu, 8 céréales, 6 conflit, 1 pirate.
 *
 * @group Components
 */
export const DECK_COMPOSITION: Readonly<Record<Card, number>> = {
  ruby: 4,
  salt: 5,
  wine: 6,
  cloth: 7,
  grain: 8,
  conflict: 6,
  pirate: 1,
};

/**
 * The five action cards (« cartes action »). The captain never takes one.
 *
 * - `mutineer` (Meuterer): starts a mutiny; becomes captain if it succeeds.
 * - `cabinBoy` (Schiffsjunge): sides with the mutineer; 2 points if the mutiny succeeds.
 * - `mate` (Maat): sides with the captain and counts as one conflict card; 1 point plus
 *   the captain's offer if the captain is not overthrown.
 * - `merchant` (Händler): takes the top value of an island when tied for most goods.
 * - `loader` (Lademeister): draws 3 extra cards when refilling and puts 3 of the new
 *   cards under the deck.
 *
 * @group Components
 */
export const ROLES = ['mutineer', 'cabinBoy', 'mate', 'merchant', 'loader'] as const;
/**
 * An action card; see {@link ROLES}.
 *
 * @group Components
 */
export type Role = (typeof ROLES)[number];

/**
 * Codec for {@link Good}.
 *
 * @group Codecs
 */
export const GoodCodec = oneOf(GOODS, 'Good');
/**
 * Codec for {@link Card}.
 *
 * @group Codecs
 */
export const CardCodec = oneOf(CARDS, 'Card');
/**
 * Codec for {@link Role}.
 *
 * @group Codecs
 */
export const RoleCodec = oneOf(ROLES, 'Role');

/**
 * Codec for a list of cards.
 *
 * @group Codecs
 */
export const CardsCodec = t.array(CardCodec);

/**
 * Whether a card is one of the five goods.
 *
 * @group Components
 */
export function isGood(card: Card): card is Good {
  return card !== 'conflict' && card !== 'pirate';
}

/**
 * The full deck as a list, in canonical order; with or without the pirate card.
 *
 * @group Components
 */
export function fullDeck(pirates: boolean): Card[] {
  const out: Card[] = [];
  for (const card of CARDS) {
    if (card === 'pirate' && !pirates) continue;
    for (let i = 0; i < DECK_COMPOSITION[card]; i++) out.push(card);
  }
  return out;
}

/**
 * Sorts cards in canonical order, in place (hands are kept sorted, so their order tells
 * nothing).
 *
 * @group Components
 */
export function sortCards(cards: Card[]): Card[] {
  // Counting, not comparing: a count per kind, then the kinds in order. The same list a
  // comparison sort gives (equal cards are the same string), in one pass over the cards.
  const counts = tally(cards);
  let i = 0;
  for (const card of CARDS) for (let k = counts[card]; k > 0; k--) cards[i++] = card;
  return cards;
}

/**
 * A new list of the cards of `hand` and of `cards`, in canonical order; both arguments
 * are left as they are, so a hand shared with an earlier state can be extended by
 * replacement.
 *
 * @group Components
 */
export function withCards(hand: readonly Card[], cards: readonly Card[]): Card[] {
  return sortCards(hand.concat(cards));
}

/**
 * How many of `card` a list holds.
 *
 * @group Components
 */
export function countOf(cards: readonly Card[], card: Card): number {
  let n = 0;
  for (const c of cards) if (c === card) n++;
  return n;
}

/**
 * A copy of `cards` without `count` of `card` (fewer if it holds fewer); the list itself
 * is left as it is, so a hand shared with an earlier state can be edited by replacement.
 *
 * @group Components
 */
export function withoutCards(cards: readonly Card[], card: Card, count = 1): Card[] {
  const out: Card[] = [];
  let left = count;
  for (const c of cards) {
    if (c === card && left > 0) left--;
    else out.push(c);
  }
  return out;
}

/**
 * Counts per card type.
 *
 * @group Components
 */
export function tally(cards: readonly Card[]): Record<Card, number> {
  const out = { ruby: 0, salt: 0, wine: 0, cloth: 0, grain: 0, conflict: 0, pirate: 0 };
  for (const c of cards) out[c]++;
  return out;
}
