/**
 * Each seat's place at the table as everyone sees it (score, hand size, action card, the
 * goods played in front of it), and the viewer's own hidden things, marked as theirs.
 */
import type { MeutererTable, MeutererView } from 'nautical-rules/meuterer';
import { cardBack, cardFace, cardRow, roleCard } from './cards.js';
import { el, own, target } from '../dom.js';

/** Who a seat is on screen: the page's name for it (« You », « Bot 2 », « Anna »). */
export function who(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** One seat's place: name and badges, score, hand size, known haul cards, the cards it played, its action card. */
function seatPanel(view: MeutererView, seat: number, viewer: number | null, names: readonly string[]): HTMLElement {
  const moving = view.active.includes(seat);
  const captain = view.captain === seat;
  const head = el('div', 'meuterer-seat-head',
    el('strong', 'meuterer-seat-name', who(names, seat)),
    seat === viewer && el('span', 'meuterer-tag meuterer-tag--you', 'you'),
    captain && el('span', 'meuterer-tag meuterer-tag--captain', 'Captain'),
    moving && el('span', 'meuterer-tag meuterer-tag--turn', 'to move'),
    el('span', 'meuterer-score', el('b', '', view.scores[seat] ?? 0), ' pts'));
  const size = view.handSizes[seat] ?? 0;
  const hauled = view.hauled[seat] ?? [];
  const role = view.roles[seat] ?? null;
  const offered = view.offered[seat] ?? [];
  const added = view.mutiny?.added[seat] ?? 0;
  const panel = el('section', `meuterer-seat${moving ? ' meuterer-seat--turn' : ''}${seat === viewer ? ' meuterer-seat--you' : ''}`,
    head,
    el('div', 'meuterer-row', el('span', 'meuterer-label', 'Hand'),
      el('div', 'meuterer-cards', ...Array.from({ length: Math.min(size, 12) }, () => cardBack())),
      el('span', 'meuterer-muted', `${size} card${size === 1 ? '' : 's'}`)),
    hauled.length > 0 && el('div', 'meuterer-row', el('span', 'meuterer-label', 'Known'),
      cardRow(hauled.map((c) => cardFace(c, true)), ''), el('span', 'meuterer-muted', 'seen in a pirate haul')),
    el('div', 'meuterer-row', el('span', 'meuterer-label', 'Played'),
      cardRow(offered.map((c) => cardFace(c, true)), 'nothing yet'),
      view.passed[seat] === true && el('span', 'meuterer-tag', 'passed'),
      added > 0 && el('span', 'meuterer-tag meuterer-tag--conflict', `+${added} in the mutiny`)),
    el('div', 'meuterer-row', el('span', 'meuterer-label', 'Action'),
      captain ? el('span', 'meuterer-muted', 'the captain takes none') : role === null ? el('span', 'meuterer-muted', 'none yet') : roleCard(role)));
  return panel;
}

/** Every seat's public side, in seat order, wrapping on a narrow screen. */
export function seatPanels(table: MeutererTable, view: MeutererView, viewer: number | null, names: readonly string[]): HTMLElement {
  return el('div', 'meuterer-seats', ...Array.from({ length: table.players }, (_, s) => seatPanel(view, s, viewer, names)));
}

/** The viewer's hand and what only they know (their Lademeister draw and returns, the action cards they saw); `null` for a spectator. */
export function ownPanel(view: MeutererView, viewer: number | null, _names: readonly string[]): HTMLElement | null {
  if (viewer === null || view.hand === null) return null;
  const returned = view.deckBottom.flatMap((r) => (r.by === viewer && r.card !== null ? [r.card] : []));
  return own(el('section', 'meuterer-own',
    el('h2', 'meuterer-own-title', `Your hand`, el('span', 'meuterer-private', 'only you see this')),
    cardRow(view.hand.map((c, i) => target(cardFace(c), `view.hand.${i}`)), 'no cards in hand'),
    view.loaderDrawn !== null && el('div', 'meuterer-row', el('span', 'meuterer-label', 'Drawn'),
      cardRow(view.loaderDrawn.map((c, i) => target(cardFace(c, true), `view.loaderDrawn.${i}`)), 'none'),
      el('span', 'meuterer-muted', `as Lademeister: put ${view.loaderToReturn} under the deck`)),
    returned.length > 0 && el('div', 'meuterer-row', el('span', 'meuterer-label', 'Returned'),
      cardRow(returned.map((c) => cardFace(c, true)), ''), el('span', 'meuterer-muted', 'you put these under the deck')),
    view.roleSupply !== null && el('div', 'meuterer-row', el('span', 'meuterer-label', 'Seen'),
      el('div', 'meuterer-cards', ...view.roleSupply.map((r, i) => target(roleCard(r), `view.roleSupply.${i}`))), el('span', 'meuterer-muted', 'action cards in the centre when you chose'))));
}
