/**
 * Button texts and menu headings for moves, made from what the seat holds (its table and
 * view): short English, with ids resolved to the names on the components.
 *
 * @module
 */
import { lookup } from './catalog.js';
import { jsonEqual } from '../core/clone.js';
import { RANK_NAMES, contractShortWords } from './log.js';
import type { BremerhavenMove } from './moves.js';
import { boardSlot, spaceName, type SpaceId } from './spaces.js';
import type { BremerhavenTable } from './table.js';
import type { BremerhavenView } from './view.js';

/** The most a label or a group may hold. */
const MAX = 60;

/** `text`, its variable part `name` cut with an ellipsis so the whole fits {@link MAX} (the rest of `text` is never cut). */
function fit(text: (name: string) => string, name: string): string {
  const room = MAX - text('').length;
  return text(name.length <= room ? name : `${name.slice(0, Math.max(1, room - 1)).trimEnd()}…`);
}

/**
 * The card on a Sea or Land space as its players call it, by what it shows ("the Oil
 * tanker", "the barrel + crate Contract"), or the Town space's name; and the space's
 * number (" (2.1)"), kept apart so that cutting a long name never cuts the number that
 * tells two spaces apart.
 */
function spaceTitle(table: BremerhavenTable, view: BremerhavenView, space: SpaceId): readonly [string, string] {
  const at = boardSlot(space);
  const full = spaceName(space);
  const open = full.lastIndexOf(' (');
  const [name, number] = open < 0 ? [full, ''] : [full.slice(0, open), full.slice(open)];
  if (at === undefined) {
    if (space !== 'building') return [name, number];
    const top = view.buildingTop;
    return [`the ${lookup(table.buildings, top ?? '')?.name ?? 'Building card'}`, number];
  }
  const card = (at.board === 'sea' ? view.sea : view.land)[at.slot];
  if (card == null) return [name, number];
  if (at.board === 'sea') return [`the ${lookup(table.ships, card)?.name ?? 'Ship'}`, number];
  return [contractShortWords(lookup(table.contracts, card)), number];
}

/** The name on a Building card. */
const buildingName = (table: BremerhavenTable, id: string): string => lookup(table.buildings, id)?.name ?? id;

/** "barrels", "passengers". */
const plural = (good: string): string => `${good}s`;

/**
 * A button text for `move`, at most 60 characters: "Bid 7 on Parking lot (1.0)", "Bid 3 on
 * the Oil tanker (2.1)", "Build the Lighthouse", "Unload a barrel from Dock 2".
 *
 * @group View
 */
export function moveLabel(table: BremerhavenTable, view: BremerhavenView, move: BremerhavenMove): string {
  const harbor = view.harbors[move.player];
  switch (move.type) {
    case 'startingGood':
      return `Take a ${move.good} as a starting good`;
    case 'bid':
      {
      const [name, number] = spaceTitle(table, view, move.space);
      return fit((n) => `Bid ${move.value} on ${n}${number}`, name);
    }
    case 'bollard':
      return `Place a Bollard on quay wall ${move.wall + 1}`;
    case 'uncover':
      return `Remove the Cover card from space ${move.storageSpace + 1}`;
    case 'build':
      return fit((name) => `Build the ${name}`, buildingName(table, move.building));
    case 'endPermits':
      return 'Use no more Building permits';
    case 'grow': {
      const next = harbor?.supply[0];
      return next === undefined ? 'Grow influence' : `Grow influence: take the ${next}`;
    }
    case 'skipGrow':
      return 'Do not grow influence';
    case 'setPrices': {
      const p = lookup(table.prices, move.card)?.prices;
      const at = view.priceStack.indexOf(move.card);
      const what = at === 0 ? 'Keep the prices' : 'Put on top';
      // Only when another card in sight shows the same prices does its place tell them apart.
      const twin = p !== undefined && view.priceStack.some((c, i) => i !== at && c != null && jsonEqual(lookup(table.prices, c)?.prices, p));
      const place = twin || p === undefined ? ` (card ${at + 1} of the stack)` : '';
      if (p === undefined) return `${what}${place}`;
      return `${what}: barrel ${p.barrel} crate ${p.crate} cont. ${p.container} pass. ${p.passenger}${place}`;
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
      return fit((name) => `Place the ${name} in Dock ${move.dock + 1}${cargo}`, ship?.name ?? 'Ship');
    }
    case 'placeContract':
      return `Place the Contract in Loading dock ${move.loadingDock + 1}`;
    case 'produce':
      return fit((name) => `Produce with the ${name}`, buildingName(table, move.building));
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
      {
      const [name, number] = spaceTitle(table, view, move.space);
      return fit((n) => `Bid on ${n}${number}`, name);
    }
    case 'bollard':
    case 'uncover':
    case 'build':
    case 'endPermits':
      return 'Building permit (1.2)';
    case 'grow':
    case 'skipGrow':
      return 'Grow influence (1.3)';
    case 'setPrices':
    case 'rotatePrices':
      return 'Price cards (1.4)';
    case 'swapRanks':
    case 'keepRanks':
      return 'Career ladder (1.5)';
    case 'placeShip':
      return 'Place the Ship (2)';
    case 'placeContract':
      return 'Place the Contract (3)';
    case 'produce':
      return 'Produce (4.1)';
    case 'unload':
    case 'deliver':
    case 'pack':
    case 'unpack':
      return 'Move goods (4.2)';
    case 'endHarbour':
      return 'Finish (4.3, 4.4)';
  }
}
