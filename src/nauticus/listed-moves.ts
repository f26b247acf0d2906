/**
 * The move objects `legalMoves` lists, each made once and then shared.
 *
 * Why: a listed move never changes (the core freezes it, and `apply` reads it only), so one
 * frozen object can stand in every list that holds that move. Listing then allocates
 * little but the list, and the core's freeze finds the move frozen already; in random
 * playouts the moves were most of the garbage that listing made (the extra action alone
 * offers a move per action tile on most turns).
 *
 * What it must preserve: each move is built with the same fields in the same order as a
 * literal would be (`type`, `player`, then the move's own fields as in `moves.ts`), so its
 * JSON is byte for byte the same. Sharing is invisible to callers: moves are compared by
 * value, except by `apply`, which trusts a move found by identity in the list made for
 * that very state, and a shared move in that list was listed for it. The tables grow only
 * with distinct moves (seats × tiles × destinations), a few hundred objects. The reward
 * moves (rare: after a completed ship) are still made by `rules/rewards.ts`.
 *
 * @module
 */
import type { ActionTile } from './board.js';
import type { Piece } from './components.js';
import type {
  BonusMove,
  BuyMove,
  CrownMove,
  DeliverMove,
  Destination,
  EndTurnMove,
  ExtraMove,
  FinishMove,
  PassMove,
  SelectMove,
  TakeFreeMove,
  TransportMove,
  WithdrawMove,
} from './moves.js';

/** A lazily filled row of a table: `row(table, i)` is `table[i]`, made empty the first time. */
function row<T>(table: T[][], index: number): T[] {
  return (table[index] ??= []);
}

/** The same, for rows keyed by a name (a tile, or a destination: `'warehouse'`, `'new'` or a ship). */
function named<T>(table: Record<string, T>[], index: number): Record<string, T> {
  return (table[index] ??= {});
}

const selects: SelectMove[][] = [];
const bonuses: Record<string, BonusMove>[] = [];
const extras: Record<string, ExtraMove>[] = [];
const buys: Record<string, Record<string, BuyMove>>[] = [];
const transports: Record<string, Record<string, TransportMove>>[] = [];
const withdraws: WithdrawMove[] = [];
const delivers: DeliverMove[][] = [];
const crowns: CrownMove[] = [];
const takeFrees: Record<string, TakeFreeMove>[] = [];
const finishes: FinishMove[] = [];
const passes: PassMove[] = [];
const endTurns: EndTurnMove[] = [];

/** The listed move `select`. */
export function selectMove(player: number, position: number): SelectMove {
  return (row(selects, player)[position] ??= Object.freeze({ type: 'select', player, position }));
}

/** The listed move `bonus`. */
export function bonusMove(player: number, piece: Piece): BonusMove {
  return (named(bonuses, player)[piece] ??= Object.freeze({ type: 'bonus', player, piece }));
}

/** The listed move `extra`. */
export function extraMove(player: number, tile: ActionTile): ExtraMove {
  return (named(extras, player)[tile] ??= Object.freeze({ type: 'extra', player, tile }));
}

/** The listed move `buy`. */
export function buyMove(player: number, piece: Piece, to: Destination): BuyMove {
  const byDestination = (named(buys, player)[piece] ??= {});
  return (byDestination[to] ??= Object.freeze({ type: 'buy', player, piece, to }));
}

/** The listed move `transport`. */
export function transportMove(player: number, piece: Piece, to: Destination): TransportMove {
  const byDestination = (named(transports, player)[piece] ??= {});
  return (byDestination[to] ??= Object.freeze({ type: 'transport', player, piece, to }));
}

/** The listed move `withdraw`. */
export function withdrawMove(player: number): WithdrawMove {
  return (withdraws[player] ??= Object.freeze({ type: 'withdraw', player }));
}

/** The listed move `deliver`. */
export function deliverMove(player: number, ship: number): DeliverMove {
  return (row(delivers, player)[ship] ??= Object.freeze({ type: 'deliver', player, ship }));
}

/** The listed move `crown`. */
export function crownMove(player: number): CrownMove {
  return (crowns[player] ??= Object.freeze({ type: 'crown', player }));
}

/** The listed move `takeFree`. */
export function takeFreeMove(player: number, piece: Piece): TakeFreeMove {
  return (named(takeFrees, player)[piece] ??= Object.freeze({ type: 'takeFree', player, piece }));
}

/** The listed move `finish`. */
export function finishMove(player: number): FinishMove {
  return (finishes[player] ??= Object.freeze({ type: 'finish', player }));
}

/** The listed move `pass`. */
export function passMove(player: number): PassMove {
  return (passes[player] ??= Object.freeze({ type: 'pass', player }));
}

/** The listed move `endTurn`. */
export function endTurnMove(player: number): EndTurnMove {
  return (endTurns[player] ??= Object.freeze({ type: 'endTurn', player }));
}
