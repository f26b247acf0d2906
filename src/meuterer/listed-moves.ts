/**
 * The move objects `legalMoves` lists, each made once and then shared.
 *
 * Why: a listed move never changes (the core freezes it, and `apply` reads it only), so one
 * frozen object can stand in every list that holds that move. Listing then allocates
 * nothing but the list, and the core's freeze finds the move frozen already; in random
 * playouts this was most of the garbage `legalMoves` made.
 *
 * What it must preserve: each move is built with the same fields in the same order as a
 * literal would be (`type`, `player`, then the move's own fields as in `moves.ts`), so its
 * JSON is byte for byte the same. Sharing is invisible to callers: moves are compared by
 * value, except by `apply`, which trusts a move found by identity in the list made for
 * that very state, and a shared move in that list was listed for it. The tables grow
 * only with distinct moves (seats × islands × goods × counts), a few hundred objects.
 *
 * @module
 */
import type { Card, Good, Role } from './cards.js';
import type {
  AddConflictsMove,
  NoSaleMove,
  OfferRewardMove,
  PassMove,
  PlayMove,
  ReturnCardMove,
  SellMove,
  TakeRoleMove,
} from './moves.js';

/** A lazily filled row of a table: `row(table, i)` is `table[i]`, made empty the first time. */
function row<T>(table: T[][], index: number): T[] {
  return (table[index] ??= []);
}

/** The same, for rows keyed by a card, good or role name. */
function named<K extends string, T>(table: Partial<Record<K, T>>[], index: number): Partial<Record<K, T>> {
  return (table[index] ??= {});
}

const offerRewards: OfferRewardMove[][] = [];
const plays: Partial<Record<Card, PlayMove>>[] = [];
const passes: PassMove[] = [];
const takeRoles: Partial<Record<Role, TakeRoleMove>>[] = [];
const addConflicts: AddConflictsMove[][] = [];
const sells: Partial<Record<Good, SellMove[]>>[][] = [];
const noSales: NoSaleMove[][] = [];
const returnCards: Partial<Record<Card, ReturnCardMove>>[] = [];

/** The listed move `offerReward`. */
export function offerRewardMove(player: number, points: number): OfferRewardMove {
  return (row(offerRewards, player)[points] ??= Object.freeze({ type: 'offerReward', player, points }));
}

/** The listed move `play`. */
export function playMove(player: number, card: Card): PlayMove {
  return (named(plays, player)[card] ??= Object.freeze({ type: 'play', player, card }));
}

/** The listed move `pass`. */
export function passMove(player: number): PassMove {
  return (passes[player] ??= Object.freeze({ type: 'pass', player }));
}

/** The listed move `takeRole`. */
export function takeRoleMove(player: number, role: Role): TakeRoleMove {
  return (named(takeRoles, player)[role] ??= Object.freeze({ type: 'takeRole', player, role }));
}

/** The listed move `addConflicts`. */
export function addConflictsMove(player: number, count: number): AddConflictsMove {
  return (row(addConflicts, player)[count] ??= Object.freeze({ type: 'addConflicts', player, count }));
}

/** The listed move `sell`. */
export function sellMove(player: number, island: number, good: Good, count: number): SellMove {
  const counts = (named(row(sells, player), island)[good] ??= []);
  return (counts[count] ??= Object.freeze({ type: 'sell', player, island, good, count }));
}

/** The listed move `noSale`. */
export function noSaleMove(player: number, island: number): NoSaleMove {
  return (row(noSales, player)[island] ??= Object.freeze({ type: 'noSale', player, island }));
}

/** The listed move `returnCard`. */
export function returnCardMove(player: number, card: Card): ReturnCardMove {
  return (named(returnCards, player)[card] ??= Object.freeze({ type: 'returnCard', player, card }));
}
