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
import { defaultName } from '../../core/words.js';
import { DISPLAY_ROWS } from '../data/index.js';
import type { ShipKind } from '../items.js';
import { SHIP_COLUMNS, type PlaceShipCardMove, type ShipColumn, type TakeShipCardMove, type TakeSubstituteMove } from '../moves.js';
import { replaceAt } from '../../core/edit.js';
import { emit, setDoing, setPlayer } from '../edit.js';
import type { NextState, ShipPart, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { slideAndRefill } from './display.js';
import { finishAction } from './turn.js';
import { canPlace, completesShip, placesFor } from './yard.js';
import { MAX_CARDS, columnKind, columnCards, shipPrice, soldOut, lastChance, placeable, placeableOnce, substitutes } from './shipcards.js';
export { MAX_CARDS, columnKind, columnCards, shipPrice, soldOut, buildMinCost, lastChancePossible } from './shipcards.js';

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
  if (price > spendable(state, move.player)) return illegal(`That card costs ${price} florin(s); ${defaultName(move.player)} may spend ${spendable(state, move.player)}.`);
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

/** The card taken and not yet placed during a Build action, or `null`. */
function heldCard(state: StateOrDraft): ShipPart | null {
  return actionNow(state)?.action === 'build' ? (state.act?.doing?.holding ?? null) : null;
}

/** Whether a card of `kind` may go on `slot` of `yard` now (in the last chance: where it completes a ship). */
function mayPlace(state: StateOrDraft, yard: readonly (ShipPart | null)[], slot: number, kind: ShipKind): boolean {
  return lastChance(state) ? completesShip(yard, slot, kind) : canPlace(yard, slot, kind);
}

/**
 * Placing the card just taken (in the last chance: where it completes a ship).
 *
 * @group Rules
 */
export function checkPlace(state: StateOrDraft, move: PlaceShipCardMove): RuleError | null {
  const holding = heldCard(state);
  if (holding === null) return illegal('There is no ship card to place.');
  if (!mayPlace(state, state.players[move.player]?.yard ?? [], move.slot, holding.kind)) {
    return illegal(
      lastChance(state)
        ? `A ${holding.kind} on space ${move.slot} completes no ship.`
        : `A ${holding.kind} may not go on space ${move.slot}: it must be empty, every card must still fit a future ship, and the yard may not fill up without a completed ship.`,
    );
  }
  return null;
}

/**
 * The display cards `seat` may take now, column by column, bottom row first: exactly the
 * moves {@link checkTake} accepts, each of its conditions asked once for all of them.
 *
 * @group Rules
 */
export function takeOptions(state: StateOrDraft, seat: Seat): { column: ShipColumn; row: number }[] {
  const out: { column: ShipColumn; row: number }[] = [];
  if (takeRefusal(state) !== null) return out;
  const budget = spendable(state, seat);
  const fits = placeableOnce(state, seat);
  for (const column of SHIP_COLUMNS) {
    const cards = columnCards(state, column);
    for (let row = 0; row < DISPLAY_ROWS; row++) {
      const card = cards[row];
      if (card !== undefined && card !== null && shipPrice(state, row) <= budget && fits(columnKind(column))) out.push({ column, row });
    }
  }
  return out;
}

/**
 * The free substitutes `seat` may take now: exactly the moves {@link checkSubstitute} accepts.
 *
 * @group Rules
 */
export function substituteOptions(state: StateOrDraft, seat: Seat): ShipKind[] {
  return takeRefusal(state) === null ? substitutes(state, seat) : [];
}

/**
 * The yard spaces where `seat` may place the card he holds: exactly the moves {@link checkPlace} accepts.
 *
 * @group Rules
 */
export function placeOptions(state: StateOrDraft, seat: Seat): number[] {
  const holding = heldCard(state);
  const yard = state.players[seat]?.yard ?? [];
  if (holding === null) return [];
  if (!lastChance(state)) return placesFor(yard, holding.kind);
  const out: number[] = [];
  for (let slot = 0; slot < yard.length; slot++) if (mayPlace(state, yard, slot, holding.kind)) out.push(slot);
  return out;
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
export function takeShipCard(d: NextState, move: TakeShipCardMove): void {
  const column = columnCards(d, move.column);
  const card = column[move.row] ?? null;
  setColumn(d, move.column, replaceAt(column, move.row, null));
  const me = d.players[move.player];
  if (me !== undefined) setPlayer(d, move.player, { florins: me.florins - shipPrice(d, move.row) });
  setDoing(d, { holding: { kind: columnKind(move.column), card } });
}

/** Replaces the cards of a display column. */
function setColumn(d: NextState, column: ShipColumn, cards: readonly (number | null)[]): void {
  const ships = d.ships;
  switch (column) {
    case 'bow':
      d.ships = { ...ships, bow: cards };
      return;
    case 'stern':
      d.ships = { ...ships, stern: cards };
      return;
    case 'middle-1':
      d.ships = { ...ships, middle: replaceAt(ships.middle, 0, cards) };
      return;
    case 'middle-2':
      d.ships = { ...ships, middle: replaceAt(ships.middle, 1, cards) };
      return;
  }
}

/**
 * Takes a free substitute card (no features, but it counts for length).
 *
 * @group Rules
 */
export function takeSubstitute(d: NextState, move: TakeSubstituteMove): void {
  setDoing(d, { holding: { kind: move.kind, card: null } });
}

/**
 * Places the card (each placement is checked, which is the same as checking the whole
 * build: ruling S2); the build ends by itself at its last card or when no further card
 * could be taken (ruling S23).
 *
 * @group Rules
 */
export function placeShipCard(d: NextState, move: PlaceShipCardMove): void {
  const doing = d.act?.doing;
  const me = d.players[move.player];
  if (me === undefined || doing == null || doing.holding === null) return;
  setPlayer(d, move.player, { yard: replaceAt(me.yard, move.slot, doing.holding) });
  setDoing(d, { holding: null, placed: doing.placed + 1 });
  // No card may be taken once the limit is reached (see `takeRefusal`), so this is also the end at the last card.
  if (takeOptions(d, move.player).length === 0 && substituteOptions(d, move.player).length === 0) endBuild(d);
}

/**
 * Ends the build: the display slides down and refills, then the action is done.
 *
 * @group Rules
 */
export function endBuild(d: NextState): void {
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
export function refillShips(d: NextState): void {
  // The cards drawn so far from each deck, from the top: the decks are cut once, at the end.
  const drawn = { bow: 0, middle: 0, stern: 0 };
  const draw =
    (kind: ShipKind) =>
    (): number | undefined => {
      const deck = d.shipDecks[kind];
      const card = deck[drawn[kind]];
      if (card === undefined) return undefined;
      drawn[kind] += 1;
      if (drawn[kind] === deck.length && d.era === 'play' && !d.earlyEnd) {
        d.earlyEnd = true;
        emit(d, { kind: 'lastCard', deck: kind });
      }
      return card;
    };
  const bow = slideAndRefill(d.ships.bow, draw('bow'));
  const middle = d.ships.middle.map((column) => slideAndRefill(column, draw('middle')));
  const stern = slideAndRefill(d.ships.stern, draw('stern'));
  d.ships = { ...d.ships, bow, middle, stern };
  const decks = d.shipDecks;
  d.shipDecks = { ...decks, bow: decks.bow.slice(drawn.bow), middle: decks.middle.slice(drawn.middle), stern: decks.stern.slice(drawn.stern) };
}
