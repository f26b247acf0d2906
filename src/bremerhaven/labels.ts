/**
 * Button texts and menu headings for moves, made from what the seat holds (its table and
 * view): short English, with ids resolved to the names on the components.
 *
 * @module
 */
import { lookup } from './catalog.js';
import { jsonEqual } from '../core/clone.js';
import { fitParts, shorten } from '../core/words.js';
import { RANK_NAMES, contractShortWords, contractWords, goodsWords } from './log.js';
import type { BremerhavenMove } from './moves.js';
import { boardSlot, spaceWords, SEA_SPACES, LAND_SPACES, type SpaceId } from './spaces.js';
import type { BremerhavenTable } from './table.js';
import type { BremerhavenView } from './view.js';

/** The card on a Sea or Land space as its players call it, by what it shows, or `null` for an empty or Town space. */
function cardTitle(table: BremerhavenTable, view: BremerhavenView, space: SpaceId): string | null {
  const at = boardSlot(space);
  if (at === undefined) return null;
  const card = (at.board === 'sea' ? view.sea : view.land)[at.slot];
  if (card == null) return null;
  return at.board === 'sea' ? `the ${lookup(table.ships, card)?.name ?? 'Ship'}` : contractShortWords(lookup(table.contracts, card));
}

/**
 * A space as a button names it: the card on a Sea or Land space by what it shows ("the
 * Oil tanker", "the barrel + crate Contract"), with its space ("on Land space 2") only
 * when another space shows a card of the same name; the Building card space by the
 * Building on offer; the other Town spaces by name ("the Parking lot"). Never a rulebook
 * number.
 */
function spaceTitle(table: BremerhavenTable, view: BremerhavenView, space: SpaceId): string {
  if (space === 'building') return `the ${lookup(table.buildings, view.buildingTop ?? '')?.name ?? 'Building card'}`;
  const title = cardTitle(table, view, space);
  if (title === null) return spaceWords(space);
  const twin = [...SEA_SPACES, ...LAND_SPACES].some((other) => other !== space && cardTitle(table, view, other) === title);
  // Twins are told apart by their space, first, so that it fits: "Land space 2 (barrel + crate)".
  return twin ? `${spaceWords(space)} (${title.replace(/^the /u, '').replace(/ Contract$/u, '')})` : title;
}

/**
 * "Bid 7 on the barrel + crate Contract"; when that is too long for a button, the space
 * and as many of the goods as fit: "Bid 7 on Land space 2: crate, container +2 more".
 */
function bidText(table: BremerhavenTable, view: BremerhavenView, space: SpaceId, head: string): string {
  const whole = `${head} ${spaceTitle(table, view, space)}`;
  if (whole.length <= 60) return whole;
  const at = boardSlot(space);
  const card = at?.board === 'land' ? view.land[at.slot] : null;
  const contract = card == null ? undefined : lookup(table.contracts, card);
  return contract === undefined ? shorten(whole) : fitParts(`${head} ${spaceWords(space)}`, goodsWords(contract.goods));
}

/**
 * The whole of what {@link moveLabel} says in short: a bid names its space and its card
 * in full ("Bid 7 on Land space 2, the Contract for barrel and crate").
 *
 * @group View
 */
export function moveDescription(table: BremerhavenTable, view: BremerhavenView, move: BremerhavenMove): string {
  if (move.type !== 'bid') return moveLabel(table, view, move);
  const at = boardSlot(move.space);
  const card = at === undefined ? null : (at.board === 'sea' ? view.sea : view.land)[at.slot];
  if (at === undefined || card == null) return moveLabel(table, view, move);
  const what = at.board === 'sea' ? `the ${lookup(table.ships, card)?.name ?? 'Ship'}` : contractWords(lookup(table.contracts, card));
  return `Bid ${move.value} on ${spaceWords(move.space)}, ${what}`;
}

/** The name on a Building card. */
const buildingName = (table: BremerhavenTable, id: string): string => lookup(table.buildings, id)?.name ?? id;

/** "barrels", "passengers". */
const plural = (good: string): string => `${good}s`;

/**
 * A button text for `move`, at most 60 characters: "Bid 7 on the Parking lot", "Bid 3 on
 * the Oil tanker", "Build the Lighthouse", "Unload a barrel from Dock 2".
 *
 * @group View
 */
export function moveLabel(table: BremerhavenTable, view: BremerhavenView, move: BremerhavenMove): string {
  const harbor = view.harbors[move.player];
  switch (move.type) {
    case 'startingGood':
      return `Take a ${move.good} as a starting good`;
    case 'bid':
      return bidText(table, view, move.space, `Bid ${move.value} on`);
    case 'bollard':
      return `Place a Bollard on quay wall ${move.wall + 1}`;
    case 'uncover':
      return `Remove the Cover card from space ${move.storageSpace + 1}`;
    case 'build':
      return shorten(`Build the ${buildingName(table, move.building)}`);
    case 'endPermits':
      return 'Use no more Building permits';
    case 'grow': {
      const next = harbor?.supply[0];
      return next === undefined ? 'Grow influence' : `Grow influence: take Influence card ${next}`;
    }
    case 'skipGrow':
      return 'Do not grow influence';
    case 'setPrices': {
      const p = lookup(table.prices, move.card)?.prices;
      const at = view.priceStack.indexOf(move.card);
      const what = at === 0 ? 'Keep the prices' : 'Put on top';
      // Only when another card in sight shows the same prices does its place tell them apart.
      const twin = p !== undefined && view.priceStack.some((c, i) => i !== at && c != null && jsonEqual(lookup(table.prices, c)?.prices, p));
      // Twins show the same prices: their place in the stack is what tells them apart.
      if (twin || p === undefined) return at === 0 ? 'Keep the prices (the top Price card)' : `Put Price card ${at + 1} of the stack on top`;
      return `${what}: barrel ${p.barrel}, crate ${p.crate}, container ${p.container}, passenger ${p.passenger}`;
    }
    case 'rotatePrices':
      return 'Leave it to the stack (top Price card to the bottom)';
    case 'swapRanks':
      return `Swap ${RANK_NAMES[move.rank] ?? 'rank'} and ${RANK_NAMES[move.rank + 1] ?? 'rank'}`;
    case 'keepRanks':
      return 'Leave the Career ladder as it is';
    case 'placeShip': {
      const card = view.sea[view.slot ?? -1];
      const ship = card == null ? undefined : lookup(table.ships, card);
      const cargo = ship?.cargo === 'wild' ? ` with ${plural(move.cargo)}` : '';
      return shorten(`Place the ${ship?.name ?? 'Ship'} in Dock ${move.dock + 1}${cargo}`);
    }
    case 'placeContract':
      return `Place the Contract in Loading dock ${move.loadingDock + 1}`;
    case 'produce':
      return shorten(`Produce with the ${buildingName(table, move.building)}`);
    case 'unload': {
      const cargo = harbor?.docks[move.dock]?.cargo;
      return `Unload a ${cargo ?? 'good'} from Dock ${move.dock + 1}`;
    }
    case 'deliver':
      return `Deliver a ${move.good} to Loading dock ${move.loadingDock + 1}`;
    case 'pack':
      return 'Pack 2 crates into a container (1 money)';
    case 'unpack':
      return 'Unpack a container into 2 crates (1 money)';
    case 'endHarbour':
      return 'Finish in the harbour';
  }
}

/**
 * A heading to group `move` under: the space bid on (up to 70 bids are offered at once),
 * the card placed, or the step of the round.
 *
 * @group View
 */
export function moveGroup(table: BremerhavenTable, view: BremerhavenView, move: BremerhavenMove): string {
  switch (move.type) {
    case 'startingGood':
      return 'Starting goods';
    case 'bid':
      return bidText(table, view, move.space, 'Bid on');
    case 'bollard':
    case 'uncover':
    case 'build':
    case 'endPermits':
      return 'Building permits';
    case 'grow':
    case 'skipGrow':
      return 'Grow influence';
    case 'setPrices':
    case 'rotatePrices':
      return 'Price cards';
    case 'swapRanks':
    case 'keepRanks':
      return 'Career ladder';
    case 'placeShip':
      return 'Place the Ship';
    case 'placeContract':
      return 'Place the Contract';
    case 'produce':
      return 'Produce';
    case 'unload':
    case 'deliver':
    case 'pack':
    case 'unpack':
      return 'Move goods';
    case 'endHarbour':
      return 'Finish in the harbour';
  }
}
