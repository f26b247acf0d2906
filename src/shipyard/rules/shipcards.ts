/**
 * The ship cards on display and what a Build Ships action can do with them: prices,
 * sold-out kinds and substitutes, the cheapest legal card, the last chance. Below the
 * actions (`actions.ts`), which ask what a Build costs at least.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { dataOf } from '../components.js';
import { SHIP_KINDS, type ShipKind } from '../items.js';
import { SHIP_COLUMNS, type ShipColumn } from '../moves.js';
import type { StateOrDraft } from '../state.js';
import { completesShip, hasPlaceFor } from './yard.js';

/**
 * Most ship cards one Build action takes. @rulebook Construction: « une, deux ou trois cartes bateau ».
 *
 * @group Rules
 */
export const MAX_CARDS = 3;

/**
 * The kind of card a display column holds.
 *
 * @group Rules
 */
export function columnKind(column: ShipColumn): ShipKind {
  return column === 'bow' ? 'bow' : column === 'stern' ? 'stern' : 'middle';
}

/**
 * The cards of a display column, bottom row first.
 *
 * @group Rules
 */
export function columnCards(state: StateOrDraft, column: ShipColumn): readonly (number | null)[] {
  switch (column) {
    case 'bow':
      return state.ships.bow;
    case 'stern':
      return state.ships.stern;
    case 'middle-1':
      return state.ships.middle[0] ?? [];
    case 'middle-2':
      return state.ships.middle[1] ?? [];
  }
}

/**
 * The price of a ship card by its row: nothing on the bottom row, 1 on the middle rows,
 * 2 on the two rows nearest the decks.
 *
 * @rulebook Construction de bateaux: « La rangée du bas rien, les rangées du milieu 1 et les
 *   deux rangées les plus proches des paquets 2 ».
 *
 * @group Rules
 */
export function shipPrice(state: StateOrDraft, row: number): number {
  return dataOf(state).board.shipPrices[row] ?? Infinity;
}

/**
 * Whether a kind of ship card is sold out: none on display and none left in its deck. A
 * free substitute may then be taken (ruling S8).
 *
 * @rulebook Achèvement d'un bateau, NOTE: « Si le type de carte dont vous avez besoin n'est plus
 *   disponible, vous pouvez acheter ce type gratuitement ».
 *
 * @group Rules
 */
export function soldOut(state: StateOrDraft, kind: ShipKind): boolean {
  if (state.shipDecks[kind].length > 0) return false;
  for (const column of SHIP_COLUMNS) {
    if (columnKind(column) !== kind) continue;
    for (const card of columnCards(state, column)) if (card !== null) return false;
  }
  return true;
}

/** Whether this build is the last chance: one card, which must complete a ship. */
export function lastChance(state: StateOrDraft): boolean {
  return state.era === 'finalChance';
}

/** Whether a card of `kind` has somewhere to go (in the last chance: somewhere it completes a ship). */
export function placeable(state: StateOrDraft, seat: Seat, kind: ShipKind): boolean {
  const yard = state.players[seat]?.yard ?? [];
  if (lastChance(state)) return yard.some((_, slot) => completesShip(yard, slot, kind));
  return hasPlaceFor(yard, kind);
}

/**
 * {@link placeable} for `seat`, asked at most once per kind: the yard check is the dearest
 * part of the Build rules, and a display shows up to ten cards of each kind.
 */
export function placeableOnce(state: StateOrDraft, seat: Seat): (kind: ShipKind) => boolean {
  const known = new Map<ShipKind, boolean>();
  return (kind) => {
    let fits = known.get(kind);
    if (fits === undefined) {
      fits = placeable(state, seat, kind);
      known.set(kind, fits);
    }
    return fits;
  };
}

/** Kinds sold out that have a legal place: free substitutes on offer. */
export function substitutes(state: StateOrDraft, seat: Seat): ShipKind[] {
  return SHIP_KINDS.filter((k) => soldOut(state, k) && placeable(state, seat, k));
}

/**
 * The fewest florins a Build action needs: the cheapest card with a legal place, or 0 for
 * a substitute; `Infinity` with no legal placement at all.
 *
 * @rulebook Construction, NOTE: « Si vous n'avez aucune pose légale, vous ne pouvez pas choisir cette action ».
 *
 * @group Rules
 */
export function buildMinCost(state: StateOrDraft, seat: Seat): number {
  if (substitutes(state, seat).length > 0) return 0;
  const fits = placeableOnce(state, seat);
  let best = Infinity;
  for (const column of SHIP_COLUMNS) {
    const cards = columnCards(state, column);
    for (let row = 0; row < cards.length; row++) {
      // The yard is asked about a kind only for a card that would lower the cost.
      if (cards[row] === null || shipPrice(state, row) >= best) continue;
      if (fits(columnKind(column))) best = shipPrice(state, row);
    }
  }
  return best;
}

/**
 * The last chance is possible for `seat`: one card (affordable, or a substitute) completes a ship.
 *
 * @group Rules
 */
export function lastChancePossible(state: StateOrDraft, seat: Seat): boolean {
  return buildMinCost(state, seat) <= (state.players[seat]?.florins ?? 0);
}
