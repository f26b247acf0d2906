/**
 * Where the cards of the table are, as far as everyone can see: what a view shows and
 * what `fromView` deals around. A deck holds exactly the cards of its kind that are
 * nowhere else, so its contents (not its order) are public.
 *
 * @module
 */
import type { ShipyardComponents } from './data/index.js';
import type { ShipKind } from './items.js';
import type { ActState, PlacedCanal, ShipDisplay, ShipPart, TrialState } from './state.js';

/** What both a state and a view show of one player's side: enough to find the cards on it. */
interface Side {
  readonly yard: readonly (ShipPart | null)[];
  readonly fleet: readonly { readonly parts: readonly ShipPart[] }[];
  readonly trains: readonly number[];
  readonly canals: readonly PlacedCanal[];
}

/** What both a state and a view show of the whole table. */
export interface OpenTable {
  readonly ships: ShipDisplay;
  readonly trainDisplay: readonly (number | null)[];
  readonly trainDiscard: readonly number[];
  readonly canalDisplay: readonly (number | null)[];
  readonly canalDiscard: readonly number[];
  readonly act: ActState | null;
  readonly trial: TrialState | null;
}

const present = (list: readonly (number | null)[], into: Set<number>): void => {
  for (const c of list) if (c !== null) into.add(c);
};
const parts = (list: readonly (ShipPart | null)[], into: Set<number>): void => {
  for (const p of list) if (p !== null && p.card !== null) into.add(p.card);
};

/** The ship cards on display, in yards, fleets and trials, or held in a build: every ship card but the decks' and those that left the game. */
export function shipCardsInSight(table: OpenTable, sides: readonly Side[]): Set<number> {
  const seen = new Set<number>();
  present(table.ships.bow, seen);
  for (const column of table.ships.middle) present(column, seen);
  present(table.ships.stern, seen);
  for (const side of sides) {
    parts(side.yard, seen);
    for (const ship of side.fleet) parts(ship.parts, seen);
  }
  for (const ship of table.trial?.waiting ?? []) parts(ship, seen);
  parts(table.trial?.ship ?? [], seen);
  parts([table.act?.doing?.holding ?? null], seen);
  return seen;
}

/** The deck trains on display, discarded, held or being exchanged: every deck train but the deck's. */
export function trainsInSight(table: OpenTable, sides: readonly Side[]): Set<number> {
  const seen = new Set<number>();
  present(table.trainDisplay, seen);
  present(table.trainDiscard, seen);
  for (const side of sides) present(side.trains, seen);
  present([table.act?.doing?.train ?? null], seen);
  return seen;
}

/** The canals on display, set aside, rented or in a canal system: every canal but the deck's. */
export function canalsInSight(table: OpenTable, sides: readonly Side[]): Set<number> {
  const seen = new Set<number>();
  present(table.canalDisplay, seen);
  present(table.canalDiscard, seen);
  for (const side of sides) for (const c of side.canals) seen.add(c.card);
  present([table.act?.doing?.canal ?? null], seen);
  return seen;
}

/** The indices of the ship cards of `kind` that are not in `seen` nor in `gone`, in index order. */
export function shipCardsElsewhere(data: ShipyardComponents, kind: ShipKind, seen: ReadonlySet<number>, gone: ReadonlySet<number>): number[] {
  const out: number[] = [];
  data.shipCards.cards.forEach((card, i) => {
    if (card.kind === kind && !seen.has(i) && !gone.has(i)) out.push(i);
  });
  return out;
}

/** The indices below `count` that are not in `seen`, in order. */
export function unseen(count: number, seen: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) if (!seen.has(i)) out.push(i);
  return out;
}
