/**
 * Consistency of a state, part 1: every card is where a card of its kind can be, once.
 * Ship cards, canals, trains, employees and contracts are conserved: each is in exactly
 * one deck, display, pile, hand, yard, fleet or trial (dismantled ships excepted: their
 * cards leave the game).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { DISPLAY_ROWS, type Employee } from '../data/index.js';
import { SHIP_KINDS, type ShipKind } from '../items.js';
import type { ShipyardState } from '../state.js';
import { hireRefusal } from '../rules/employees.js';
import { MAX_MIDDLES } from '../rules/yard.js';

/** The first card out of place, naming the field, or `null`. */
export function cardsProblem(s: ShipyardState): string | null {
  return shipCardsProblem(s) ?? displaysProblem(s) ?? canalsProblem(s) ?? trainsProblem(s) ?? employeesProblem(s) ?? contractsProblem(s);
}

/** Cards of one set (`cards`, by index) seen so far, with where each was seen. */
class Seen {
  private readonly at = new Map<number, string>();
  private readonly count: number;
  constructor(
    private readonly what: string,
    private readonly cards: readonly { readonly id: string }[],
  ) {
    this.count = cards.length;
  }

  /** The id of card `i`, for messages. */
  name(i: number): string {
    return this.cards[i]?.id ?? '?';
  }

  /** Records card `i` at `where`: a problem if there is no such card, or it is somewhere else too. */
  add(i: number, where: string): string | null {
    if (i >= this.count) return `${where}: there is no ${this.what} ${i} (the set has ${this.count})`;
    const before = this.at.get(i);
    if (before !== undefined) return `${where}: ${this.what} '${this.name(i)}' is also at ${before}`;
    this.at.set(i, where);
    return null;
  }

  /** Records every card of `list` (`null` for an empty place). */
  addAll(list: readonly (number | null)[], where: string): string | null {
    for (const [k, i] of list.entries()) {
      const problem = i === null ? null : this.add(i, `${where}[${k}]`);
      if (problem !== null) return problem;
    }
    return null;
  }

  /** How many cards were seen. */
  get size(): number {
    return this.at.size;
  }

  /** The first card below `below` not seen, or `null`. */
  missing(below = this.count): number | null {
    for (let i = 0; i < below; i++) if (!this.at.has(i)) return i;
    return null;
  }

  /** A problem at `where` for the first card below `below` not seen (so in none of `places`), or `null`. */
  nowhere(where: string, places: string, below = this.count): string | null {
    const i = this.missing(below);
    return i === null ? null : `${where}: ${this.what} '${this.name(i)}' is nowhere (${places})`;
  }
}

/** The ship cards: each in one place of its kind; only dismantled ships take cards out of the game. */
function shipCardsProblem(s: ShipyardState): string | null {
  const cards = s.rules.components.shipCards.cards;
  const seen = new Seen('ship card', cards);
  const place = (card: number | null, kind: ShipKind, where: string): string | null => {
    if (card === null) return null;
    const actual = cards[card]?.kind;
    if (actual !== undefined && actual !== kind) return `${where}: ship card '${seen.name(card)}' is a ${actual}, not a ${kind}`;
    return seen.add(card, where);
  };
  const parts = (list: readonly ({ kind: ShipKind; card: number | null } | null)[], where: string): string | null => {
    for (const [k, part] of list.entries()) {
      const problem = part === null ? null : place(part.card, part.kind, `${where}[${k}].card`);
      if (problem !== null) return problem;
    }
    return null;
  };
  const columns: [readonly (number | null)[], ShipKind, string][] = [
    [s.ships.bow, 'bow', 'ships.bow'],
    ...s.ships.middle.map((column, k): [readonly (number | null)[], ShipKind, string] => [column, 'middle', `ships.middle[${k}]`]),
    [s.ships.stern, 'stern', 'ships.stern'],
    ...SHIP_KINDS.map((kind): [readonly (number | null)[], ShipKind, string] => [s.shipDecks[kind], kind, `shipDecks.${kind}`]),
  ];
  for (const [list, kind, where] of columns) {
    for (const [k, card] of list.entries()) {
      const problem = place(card, kind, `${where}[${k}]`);
      if (problem !== null) return problem;
    }
  }
  for (const [seat, p] of s.players.entries()) {
    const problem = parts(p.yard, `players[${seat}].yard`) ?? firstOf(p.fleet, (ship, f) => parts(ship.parts, `players[${seat}].fleet[${f}].parts`));
    if (problem !== null) return problem;
  }
  const trial = s.trial;
  if (trial !== null) {
    const problem = firstOf(trial.waiting, (ship, w) => parts(ship, `trial.waiting[${w}]`)) ?? parts(trial.ship ?? [], 'trial.ship');
    if (problem !== null) return problem;
  }
  const holding = s.act?.doing?.holding ?? null;
  if (holding !== null) {
    const problem = place(holding.card, holding.kind, 'act.doing.holding.card');
    if (problem !== null) return problem;
  }
  const gone = cards.length - seen.size;
  const dismantled = s.players.reduce((n, p) => n + p.dismantled, 0);
  if (gone > dismantled * (MAX_MIDDLES + 2)) {
    return `shipDecks: ship card '${seen.name(seen.missing() ?? 0)}' is nowhere (no deck, display, yard, fleet or trial), and ${dismantled} dismantled ship(s) cannot account for ${gone} card(s)`;
  }
  return null;
}

/**
 * The displays: 5 rows a column, cards slid down to the bottom rows, and an empty row only
 * once the deck that fills it has run out; a build in progress leaves holes until it ends.
 */
function displaysProblem(s: ShipyardState): string | null {
  const building = s.act?.doing?.action === 'build';
  const columns: [readonly (number | null)[], string, boolean][] = [
    [s.ships.bow, 'ships.bow', s.shipDecks.bow.length === 0],
    ...s.ships.middle.map((column, k): [readonly (number | null)[], string, boolean] => [column, `ships.middle[${k}]`, s.shipDecks.middle.length === 0]),
    [s.ships.stern, 'ships.stern', s.shipDecks.stern.length === 0],
    [s.trainDisplay, 'trainDisplay', s.trainDeck.length === 0],
    [s.canalDisplay, 'canalDisplay', s.canalDeck.length === 0],
  ];
  if (s.ships.middle.length !== 2) return `ships.middle: ${s.ships.middle.length} columns of middles, but the display has 2`;
  for (const [column, where, deckEmpty] of columns) {
    if (column.length !== DISPLAY_ROWS) return `${where}: ${column.length} rows, but a display column has ${DISPLAY_ROWS}`;
    if (building && where.startsWith('ships')) continue;
    const hole = column.indexOf(null);
    if (hole < 0) continue;
    if (!deckEmpty) return `${where}[${hole}]: an empty row while its deck still has cards`;
    const above = column.findIndex((c, row) => row > hole && c !== null);
    if (above >= 0) return `${where}[${above}]: a card above an empty row (cards slide down)`;
  }
  const ran = SHIP_KINDS.find((k) => s.shipDecks[k].length === 0);
  if (s.earlyEnd && ran === undefined) return 'earlyEnd: true, but no ship deck has run out';
  if (!s.earlyEnd && ran !== undefined && s.era === 'play') return `earlyEnd: false, but the ${ran} deck has run out`;
  return null;
}

/** The canals: each once, on display, in the deck, set aside, rented or in a canal system. */
function canalsProblem(s: ShipyardState): string | null {
  const seen = new Seen('canal', s.rules.components.canals.cards);
  const problem =
    seen.addAll(s.canalDisplay, 'canalDisplay') ??
    seen.addAll(s.canalDeck, 'canalDeck') ??
    seen.addAll(s.canalDiscard, 'canalDiscard') ??
    firstOf(s.players, (p, seat) => firstOf(p.canals, (c, k) => seen.add(c.card, `players[${seat}].canals[${k}].card`))) ??
    seen.addAll([s.act?.doing?.canal ?? null], 'act.doing.canal');
  return problem ?? seen.nowhere('canalDeck', 'no display, deck, pile or canal system');
}

/** The trains: deck trains each once; a starting train only with its own seat, at most once. */
function trainsProblem(s: ShipyardState): string | null {
  const trains = s.rules.components.trains;
  const deck = trains.deck.length;
  const seen = new Seen('train', [...trains.deck, ...trains.starting]);
  const place = (list: readonly (number | null)[], where: string, owner: Seat | null): string | null => {
    for (const [k, i] of list.entries()) {
      if (i === null) continue;
      // Starting trains are not part of the deck: they stay with their seat until exchanged (ruling S17).
      if (i >= deck && i - deck !== owner) return `${where}[${k}]: starting train '${seen.name(i)}' belongs to ${i - deck < s.rules.players ? `seat index ${i - deck}` : 'no seat'}`;
      const problem = seen.add(i, `${where}[${k}]`);
      if (problem !== null) return problem;
    }
    return null;
  };
  const problem =
    place(s.trainDisplay, 'trainDisplay', null) ??
    place(s.trainDeck, 'trainDeck', null) ??
    place(s.trainDiscard, 'trainDiscard', null) ??
    firstOf(s.players, (p, seat) => place(p.trains, `players[${seat}].trains`, seat)) ??
    place([s.act?.doing?.train ?? null], 'act.doing.train', s.current);
  return problem ?? seen.nowhere('trainDeck', 'no display, deck, pile or hand', deck);
}

/**
 * The employees: the oval's spaces of 3 stacks, each stack copies of one employee (one
 * copy with 2 players, two with 3-4), every copy either there or hired, by different
 * players; a level-2 trader only with the level-1 one.
 */
function employeesProblem(s: ShipyardState): string | null {
  const data = s.rules.components;
  const list = data.employees.employees;
  const copies = s.rules.players === 2 ? 1 : 2;
  if (s.oval.length !== data.board.employeeSpaces) return `oval: ${s.oval.length} spaces, but the board has ${data.board.employeeSpaces}`;
  const count = new Array<number>(list.length).fill(0);
  const stackOf = new Map<number, string>();
  for (const [space, stacks] of s.oval.entries()) {
    if (stacks.length !== 3) return `oval[${space}]: ${stacks.length} stacks, but an oval space has 3`;
    for (const [k, stack] of stacks.entries()) {
      const where = `oval[${space}][${k}]`;
      const [first] = stack;
      if (first === undefined) continue;
      if (first >= list.length) return `${where}: there is no employee ${first} (the set has ${list.length})`;
      if (stack.length > copies || stack.some((e) => e !== first)) return `${where}: a stack holds ${copies} cop${copies === 1 ? 'y' : 'ies'} of one employee`;
      if (stackOf.has(first)) return `${where}: employee '${list[first]?.id}' is also at ${stackOf.get(first)}`;
      stackOf.set(first, where);
      count[first] = stack.length;
    }
  }
  for (const [seat, p] of s.players.entries()) {
    const hired: Employee[] = [];
    for (const [k, e] of p.employees.entries()) {
      const where = `players[${seat}].employees[${k}]`;
      const employee = list[e];
      if (employee === undefined) return `${where}: there is no employee ${e} (the set has ${list.length})`;
      // In the order hired, each had to be hirable then (not a second copy, a level-2 trader after the level 1).
      const refusal = hireRefusal(hired, employee);
      if (refusal !== null) return `${where}: '${employee.id}' could not have been hired: ${refusal}`;
      hired.push(employee);
      count[e] = (count[e] ?? 0) + 1;
    }
  }
  const wrong = count.findIndex((n) => n !== copies);
  if (wrong >= 0) return `oval: employee '${list[wrong]?.id}' has ${count[wrong]} card(s) on the oval and hired, but the game has ${copies}`;
  return null;
}

/** The contracts: each once, in the box, in a hand, or given up. */
function contractsProblem(s: ShipyardState): string | null {
  const seen = new Seen('contract', s.rules.components.contracts.contracts);
  const problem =
    seen.addAll(s.contractBox, 'contractBox') ??
    firstOf(s.players, (p, seat) => seen.addAll(p.contracts, `players[${seat}].contracts`) ?? seen.addAll(p.discarded, `players[${seat}].discarded`));
  return problem ?? seen.nowhere('contractBox', 'no box, hand or discards');
}

/** The first problem `f` finds among `items`, or `null`. */
export function firstOf<T>(items: readonly T[], f: (item: T, i: number) => string | null): string | null {
  for (const [i, item] of items.entries()) {
    const problem = f(item, i);
    if (problem !== null) return problem;
  }
  return null;
}
