/**
 * Build Ships: taking ship cards from the display, placing them in the shipyard, the
 * slide and refill of the display, free substitutes for a sold-out kind, and the early
 * end when a ship deck runs out. The same moves serve the last chance to complete a
 * ship, limited to one card that completes a ship.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { dataOf } from '../components.js';
import type { ShipKind } from '../items.js';
import { SHIP_COLUMNS, type PlaceShipCardMove, type ShipColumn, type TakeShipCardMove, type TakeSubstituteMove } from '../moves.js';
import type { ShipPart, ShipyardDraft, StateOrDraft } from '../state.js';
import { actionNow, spendable, startedDoing } from './actions.js';
import { slideAndRefill } from './display.js';
import { finishAction } from './turn.js';
import { canPlace, completesShip, placesFor } from './yard.js';


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
  const shown = SHIP_COLUMNS.filter((c) => columnKind(c) === kind).some((c) => columnCards(state, c).some((x) => x !== null));
  return !shown && state.shipDecks[kind].length === 0;
}

/** Whether this build is the last chance: one card, which must complete a ship. */
function lastChance(state: StateOrDraft): boolean {
  return state.era === 'finalChance';
}

/** Whether a card of `kind` has somewhere to go (in the last chance: somewhere it completes a ship). */
function placeable(state: StateOrDraft, seat: Seat, kind: ShipKind): boolean {
  const yard = state.players[seat]?.yard ?? [];
  if (lastChance(state)) return yard.some((_, slot) => completesShip(yard, slot, kind));
  return placesFor(yard, kind).length > 0;
}

/** Every (column, row, price) of the display with a card of a kind that has a legal place. */
function takeable(state: StateOrDraft, seat: Seat): { column: ShipColumn; row: number; price: number }[] {
  const out: { column: ShipColumn; row: number; price: number }[] = [];
  const fits = new Map<ShipKind, boolean>();
  for (const column of SHIP_COLUMNS) {
    const kind = columnKind(column);
    columnCards(state, column).forEach((card, row) => {
      if (card === null) return;
      if (!fits.has(kind)) fits.set(kind, placeable(state, seat, kind));
      if (fits.get(kind)) out.push({ column, row, price: shipPrice(state, row) });
    });
  }
  return out;
}

/** Kinds sold out that have a legal place: free substitutes on offer. */
function substitutes(state: StateOrDraft, seat: Seat): ShipKind[] {
  return (['bow', 'middle', 'stern'] as const).filter((k) => soldOut(state, k) && placeable(state, seat, k));
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
  return Math.min(Infinity, ...takeable(state, seat).map((t) => t.price));
}

/**
 * The last chance is possible for `seat`: one card (affordable, or a substitute) completes a ship.
 *
 * @group Rules
 */
export function lastChancePossible(state: StateOrDraft, seat: Seat): boolean {
  return buildMinCost(state, seat) <= (state.players[seat]?.florins ?? 0);
}

/** Why `seat` may not take another card now, or `null`. */
function takeRefusal(state: StateOrDraft): RuleError | null {
  if (actionNow(state)?.action !== 'build') return illegal('Ship cards are taken only during a Build Ships action.');
  const doing = state.act?.doing ?? null;
  if (doing?.holding) return illegal('Place the ship card you hold first.');
  const limit = lastChance(state) ? 1 : MAX_CARDS;
  if ((doing?.placed ?? 0) >= limit) return illegal(`A Build Ships action takes at most ${limit} card(s).`);
  return null;
}

/**
 * Taking a card from the display: pay its row's price (never with money the main action
 * still needs), and only if it has a legal place.
 *
 * @rulebook Construction: « Vous pouvez seulement prendre des cartes que vous pouvez légalement
 *   jouer »; « Si vous n'avez pas d'argent, vous devez prendre une ou plusieurs des cartes gratuites ».
 *
 * @group Rules
 */
export function checkTake(state: StateOrDraft, move: TakeShipCardMove): RuleError | null {
  const refusal = takeRefusal(state);
  if (refusal) return refusal;
  const card = columnCards(state, move.column)[move.row];
  if (card === undefined || card === null) return illegal(`There is no ship card in column ${move.column}, row ${move.row}.`);
  const price = shipPrice(state, move.row);
  if (price > spendable(state, move.player)) return illegal(`That card costs ${price} florin(s); seat ${move.player} may spend ${spendable(state, move.player)}.`);
  if (!placeable(state, move.player, columnKind(move.column))) {
    return illegal(lastChance(state) ? 'That card completes no ship.' : `A ${columnKind(move.column)} has no legal place in the shipyard.`);
  }
  return null;
}

/**
 * Taking a free substitute for a sold-out kind.
 *
 * @group Rules
 */
export function checkSubstitute(state: StateOrDraft, move: TakeSubstituteMove): RuleError | null {
  const refusal = takeRefusal(state);
  if (refusal) return refusal;
  if (!soldOut(state, move.kind)) return illegal(`${move.kind} cards are not sold out; take one from the display.`);
  if (!placeable(state, move.player, move.kind)) return illegal(`A ${move.kind} has no legal place in the shipyard.`);
  return null;
}

/**
 * Placing the card just taken (in the last chance: where it completes a ship).
 *
 * @group Rules
 */
export function checkPlace(state: StateOrDraft, move: PlaceShipCardMove): RuleError | null {
  const holding = actionNow(state)?.action === 'build' ? (state.act?.doing?.holding ?? null) : null;
  if (holding === null) return illegal('There is no ship card to place.');
  const yard = state.players[move.player]?.yard ?? [];
  const ok = lastChance(state) ? completesShip(yard, move.slot, holding.kind) : canPlace(yard, move.slot, holding.kind);
  if (!ok) {
    return illegal(
      lastChance(state)
        ? `A ${holding.kind} on space ${move.slot} completes no ship.`
        : `A ${holding.kind} may not go on space ${move.slot}: it must be empty, every card must still fit a future ship, and the yard may not fill up without a completed ship.`,
    );
  }
  return null;
}

/**
 * Ending the build: at least one card placed, none in hand.
 *
 * @group Rules
 */
export function checkEndBuild(state: StateOrDraft): RuleError | null {
  const doing = actionNow(state)?.action === 'build' ? (state.act?.doing ?? null) : null;
  if (doing === null || doing.placed === 0) return illegal('A Build Ships action takes at least one ship card.');
  if (doing.holding !== null) return illegal('Place the ship card you hold first.');
  return null;
}

/**
 * Takes a card from the display (its space stays empty until the build ends).
 *
 * @group Rules
 */
export function takeShipCard(d: ShipyardDraft, move: TakeShipCardMove): void {
  const doing = startedDoing(d);
  const column = columnCards(d, move.column) as (number | null)[];
  const card = column[move.row] ?? null;
  column[move.row] = null;
  (d.players[move.player] as { florins: number }).florins -= shipPrice(d, move.row);
  doing.holding = { kind: columnKind(move.column), card };
}

/**
 * Takes a free substitute card (no features, but it counts for length).
 *
 * @group Rules
 */
export function takeSubstitute(d: ShipyardDraft, move: TakeSubstituteMove): void {
  startedDoing(d).holding = { kind: move.kind, card: null };
}

/**
 * Places the card (each placement is checked, which is the same as checking the whole
 * build: ruling S2); the build ends by itself at its last card or when no further card
 * could be taken (ruling S23).
 *
 * @group Rules
 */
export function placeShipCard(d: ShipyardDraft, move: PlaceShipCardMove): void {
  const doing = startedDoing(d);
  const me = d.players[move.player];
  if (me === undefined || doing.holding === null) return;
  me.yard[move.slot] = doing.holding as ShipPart;
  doing.holding = null;
  doing.placed += 1;
  const limit = lastChance(d) ? 1 : MAX_CARDS;
  const more = takeable(d, move.player).some((t) => t.price <= spendable(d, move.player)) || substitutes(d, move.player).length > 0;
  if (doing.placed >= limit || !more) endBuild(d);
}

/**
 * Ends the build: the display slides down and refills, then the action is done.
 *
 * @group Rules
 */
export function endBuild(d: ShipyardDraft): void {
  refillShips(d);
  finishAction(d);
}

/**
 * After a build the cards slide down each column into the empty spaces and new cards
 * fill the top (the two middle columns separately, from the one middle deck, left column
 * first: ruling S24). Revealing the last card of a deck ends the game early (ruling S7).
 *
 * @rulebook Construction: « glissez les cartes vers le bas ... Complétez ces dernières avec de
 *   nouvelles cartes »; Fin de la partie: « Si le dernier proue, poupe ou milieu de bateau est
 *   retourné face visible, la partie finit plus tôt ».
 *
 * @group Rules
 */
export function refillShips(d: ShipyardDraft): void {
  const columns: [(number | null)[], ShipKind][] = [
    [d.ships.bow, 'bow'],
    [d.ships.middle[0] ?? [], 'middle'],
    [d.ships.middle[1] ?? [], 'middle'],
    [d.ships.stern, 'stern'],
  ];
  for (const [column, kind] of columns) {
    const deck = d.shipDecks[kind];
    slideAndRefill(column, () => {
      const drawn = deck.shift();
      if (drawn !== undefined && deck.length === 0 && d.era === 'play' && !d.earlyEnd) {
        d.earlyEnd = true;
        d.events.push({ kind: 'lastCard', deck: kind });
      }
      return drawn;
    });
  }
}
