/**
 * Meuterer's cards as the table shows them: goods, conflict and pirate cards with a
 * colour and a drawn symbol each, face-down backs, and the action cards by their printed
 * German names.
 */
import type { Card, Good, Role } from 'nautical-rules/meuterer';
import { el, svg } from '../dom.js';

/** What the cards are called on screen (the move labels use the same English names). */
export const CARD_NAME: Readonly<Record<Card, string>> = {
  ruby: 'Ruby',
  salt: 'Salt',
  wine: 'Wine',
  cloth: 'Cloth',
  grain: 'Grain',
  conflict: 'Conflict',
  pirate: 'Pirate',
};

/** The action cards' printed names, and what each does in a few words for a new player. */
export const ROLE_TITLE: Readonly<Record<Role, readonly [string, string]>> = {
  mutineer: ['Meuterer', 'mutineer'],
  cabinBoy: ['Schiffsjunge', 'cabin boy'],
  mate: ['Maat', 'mate'],
  merchant: ['Händler', 'merchant'],
  loader: ['Lademeister', 'loader'],
};

/** One simple outline per card kind (24×24), so cards differ by shape as well as colour. */
const SYMBOL: Readonly<Record<Card | 'any', string>> = {
  ruby: 'M12 3 20 10 12 21 4 10Z M4 10h16 M9 3.5 12 10 15 3.5',
  salt: 'M7 8h10v12H7Z M6 5h12v3H6Z',
  wine: 'M10 3h4v5l2.5 3v10h-9V11L10 8Z',
  cloth: 'M4 7h13a3 3 0 0 1 0 6H4Z M4 13v5h13 M17 13a3 3 0 0 1 0 5',
  grain: 'M12 21V6 M12 9l-4-3 M12 13l-4-3 M12 17l-4-3 M12 9l4-3 M12 13l4-3 M12 17l4-3',
  conflict: 'M5 5l14 14 M19 5 5 19 M4 15l5 5 M15 20l5-5',
  pirate: 'M6 11a6 6 0 1 1 12 0v3h-3v3H9v-3H6Z M9.5 10.5h.1 M14.5 10.5h.1',
  any: 'M9 9a3 3 0 1 1 4 2.8c-1 .4-1 1.2-1 2.2 M12 18h.1',
};

/** The symbol of a card kind (or the « ? » of an island that buys any good), as an inline SVG. */
export function symbol(kind: Card | 'any', size = 18): SVGElement {
  return svg('svg', { viewBox: '0 0 24 24', width: size, height: size, class: 'meuterer-symbol', 'aria-hidden': 'true' },
    svg('path', { d: SYMBOL[kind] }));
}

/** The same symbol placed inside another SVG (the island circle), centred on (x, y). */
export function symbolAt(kind: Good | 'any', x: number, y: number, size: number): SVGElement {
  const scale = size / 24;
  return svg('g', { transform: `translate(${x - size / 2} ${y - size / 2}) scale(${scale})`, class: `meuterer-symbol meuterer-ink--${kind}` },
    svg('path', { d: SYMBOL[kind] }));
}

/** A face-up card; `small` for the cards lying in front of a seat. */
export function cardFace(card: Card, small = false): HTMLElement {
  const face = el('div', `meuterer-card meuterer-card--${card}${small ? ' meuterer-card--small' : ''}`,
    symbol(card, small ? 14 : 22), el('span', 'meuterer-card-name', CARD_NAME[card]));
  face.title = CARD_NAME[card];
  return face;
}

/** A card lying face down (another seat's hand, the deck). */
export function cardBack(small = true): HTMLElement {
  return el('div', `meuterer-card meuterer-card--back${small ? ' meuterer-card--small' : ''}`);
}

/** A row of cards that wraps on a narrow screen; `empty` is said when there are none. */
export function cardRow(cards: readonly HTMLElement[], empty: string): HTMLElement {
  return cards.length === 0 ? el('span', 'meuterer-muted', empty) : el('div', 'meuterer-cards', ...cards);
}

/** An action card: its printed name with the role in English, or a face-down one. */
export function roleCard(role: Role | 'hidden'): HTMLElement {
  if (role === 'hidden') return el('div', 'meuterer-role meuterer-role--hidden', 'Action card', el('small', '', 'face down'));
  const [name, english] = ROLE_TITLE[role];
  return el('div', `meuterer-role meuterer-role--${role}`, name, el('small', '', english));
}
