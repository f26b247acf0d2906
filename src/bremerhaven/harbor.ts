/**
 * Facts about one Harbor board that several phases read (storage room, berth sizes,
 * accessible Loading docks, prestige), and the two ways money and prestige leave it.
 *
 * @module
 */
import { GOODS, plus, spacesNeeded, totalGoods, type Good, type GoodCounts } from './goods.js';
import type { ContractCard, ShipCard } from './cards.js';
import { lookup } from './catalog.js';
import type { BremerhavenRules, Harbor, HarborDraft, WorkingHarbor } from './state.js';

/**
 * Storage room: uncovered spaces without a Building, and the spaces storage buildings add.
 *
 * @rulebook 4.2: « Only empty spaces and certain Buildings can hold goods. »
 *
 * @group Rules
 */
export function storageRoom(rules: BremerhavenRules, h: Harbor | HarborDraft): { plain: number; buildings: number } {
  let uncovered = 0;
  for (const c of h.covered) if (!c) uncovered++;
  let buildings = 0;
  for (const id of h.buildings) buildings += lookup(rules.buildings, id)?.storage ?? 0;
  return { plain: uncovered - h.buildings.length, buildings };
}

/**
 * How many storage spaces the harbour has in all.
 *
 * @group Rules
 */
export function capacity(rules: BremerhavenRules, h: Harbor | HarborDraft): number {
  const room = storageRoom(rules, h);
  return room.plain + room.buildings;
}

/**
 * Whether one more `good` fits in storage (crates pair up on a space).
 *
 * @group Rules
 */
export function canStore(rules: BremerhavenRules, h: Harbor | HarborDraft, good: Good): boolean {
  return spacesNeeded(plus(h.storage, good)) <= capacity(rules, h);
}

/**
 * Spaces free for a new Building: uncovered, no Building, no goods (goods fill storage
 * buildings first, ruling B13).
 *
 * @rulebook 1.2 c): « A space is considered empty if you have cleared it of its Cover card and
 *   it is not occupied by another Building or by one or more goods. »
 *
 * @group Rules
 */
export function emptySpaces(rules: BremerhavenRules, h: Harbor | HarborDraft): number {
  const room = storageRoom(rules, h);
  return room.plain - Math.max(0, spacesNeeded(h.storage) - room.buildings);
}

/**
 * The berth size of dock `dock`: the lower bollard count of its two quay walls.
 *
 * @rulebook The Docks: « the berth size of a Dock which is defined as the lower of the two
 *   numbers of Bollards on the adjacent quay walls ».
 *
 * @group Rules
 */
export function berthSize(h: Harbor | HarborDraft, dock: number): number {
  return Math.min(h.walls[dock] ?? 0, h.walls[dock + 1] ?? 0);
}

/**
 * The empty Docks that can take `ship`.
 *
 * @group Rules
 */
export function fittingDocks(h: Harbor | HarborDraft, ship: ShipCard): number[] {
  const docks: number[] = [];
  h.docks.forEach((d, i) => {
    if (d === null && berthSize(h, i) >= ship.berth) docks.push(i);
  });
  return docks;
}

/**
 * Whether goods can be delivered to Loading dock `dock`: the space directly below it
 * (row 0, same column) must be clear of its Cover card.
 *
 * @rulebook The Loading docks: « you cannot deliver goods to that Contract unless you clear
 *   the space directly below the Loading dock ».
 *
 * @group Rules
 */
export function loadingDockOpen(h: Harbor | HarborDraft, dock: number): boolean {
  return h.covered[dock] === false;
}

/**
 * Whether a contract still needs `good`: the delivered goods plus this one can be matched
 * to its symbols, printed goods first, wild symbols for the rest.
 *
 * @rulebook 4.2: « You can move goods from Storage spaces onto Contract cards that require them ».
 *
 * @group Rules
 */
export function contractNeeds(card: ContractCard, delivered: GoodCounts, good: Good): boolean {
  return beyondPrinted(card, delivered, good) <= wildSymbols(card);
}

/**
 * Whether `goods` can lie on a contract: they can be matched to its symbols, printed
 * goods first, wild symbols for the rest (so there are never more than it requires).
 *
 * @group Rules
 */
export function contractHolds(card: ContractCard, goods: GoodCounts): boolean {
  return beyondPrinted(card, goods, null) <= wildSymbols(card);
}

// The two halves of the matching, counted straight from the card's symbols: the harbour
// phase asks `contractNeeds` for every Loading dock and good on every listing, so they
// build no counts objects.

/** How many of `goods` (and one more `extra`, if given) a contract's printed goods do not take. */
function beyondPrinted(card: ContractCard, goods: GoodCounts, extra: Good | null): number {
  let beyond = 0;
  for (const g of GOODS) {
    let printed = 0;
    for (const symbol of card.goods) if (symbol === g) printed++;
    beyond += Math.max(0, goods[g] + (g === extra ? 1 : 0) - printed);
  }
  return beyond;
}

/** The wild symbols of a contract. */
function wildSymbols(card: ContractCard): number {
  let wild = 0;
  for (const symbol of card.goods) if (symbol === 'wild') wild++;
  return wild;
}

/**
 * Whether every required good has been delivered.
 *
 * @group Rules
 */
export function contractComplete(card: ContractCard, delivered: GoodCounts): boolean {
  return totalGoods(delivered) >= card.goods.length;
}

/**
 * The prestige value of the harbour now: Ships in the Docks plus Buildings built.
 *
 * @rulebook 4.3 Prestige: « Add up the prestige values of the Ships in your Docks and the
 *   Buildings you have built. »
 *
 * @group Rules
 */
export function harbourPrestige(rules: BremerhavenRules, h: Harbor | HarborDraft): number {
  let sum = 0;
  for (const d of h.docks) if (d !== null) sum += lookup(rules.ships, d.card)?.prestige ?? 0;
  for (const b of h.buildings) sum += lookup(rules.buildings, b)?.prestige ?? 0;
  return sum;
}

/**
 * Pays a penalty or a charge: cash first, then Bank money, as far as it goes (no debt).
 * Returns what was paid.
 *
 * @rulebook FAQ Out of money?: « you must pay whatever money you have left ... If you have no
 *   hard cash left but money on the Bank, you have to use that money to pay penalties or
 *   other charges. »
 *
 * @group Rules
 */
export function payCharge(h: WorkingHarbor, amount: number): number {
  const cash = Math.min(h.money, amount);
  h.money -= cash;
  const bank = Math.min(h.bank, amount - cash);
  h.bank -= bank;
  return cash + bank;
}

/**
 * Moves the Prestige track down `n` spaces for an explicit penalty or event (never below 0,
 * ruling B5); records the loss. Returns the spaces actually lost.
 *
 * @rulebook 3. The Land board: « Prestige penalties are resolved accordingly. »
 *
 * @group Rules
 */
export function losePrestige(h: WorkingHarbor, n: number): number {
  const lost = Math.min(h.prestige, n);
  h.prestige -= lost;
  h.prestigeLost += lost;
  return lost;
}
