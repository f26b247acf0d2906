/**
 * How Shipyard is played well, for the search of `nautical-rules/bots` (the game's
 * {@link Knowledge}): a playout to the end costs more than a whole decision's budget, and
 * random play to the end scores next to nothing, so a playout stops once the turn after
 * the one under way is over and is judged by what each seat is worth there: its points
 * if the game ended now (the game's `tally`: its score, plus the best contract of each
 * colour it holds, scored on its fleet, and its traders' bonus), plus a small share for
 * what it has under way (ship cards in the yard, pieces stored, canals, florins). Its
 * playouts seldom end a build or an action early.
 *
 * @module
 */
import { weightedPick, type Knowledge } from '../core/knowledge.js';
import type { Seat } from '../core/game.js';
import type { Random } from '../core/random.js';
import type { ShipyardMove } from './moves.js';
import type { PlayerState, ShipyardState } from './state.js';

/** Worth of the pieces a player stores, per piece, in points (crew scores 1, cranes and cannons 2, the rest speed). */
const PIECE_WORTH = { captain: 1.5, businessman: 0.7, soldier: 0.7, sail: 0.5, funnel: 0.5, propeller: 0.5, crane: 1, cannon: 1 } as const;

/** What a player has under way, in points: a share of what it may bring. */
function underWay(me: PlayerState): number {
  let cards = 0;
  for (const part of me.yard) if (part !== null) cards += 1;
  let pieces = 0;
  for (const item of Object.keys(PIECE_WORTH) as (keyof typeof PIECE_WORTH)[]) pieces += PIECE_WORTH[item] * me.pieces[item];
  return 1.2 * cards + pieces + 0.5 * me.canals.length + 0.15 * me.florins + 0.3 * me.trains.length;
}

/**
 * A seat's worth: its points if the game ended now (the game's `tally`: its score, the
 * best contract of each colour it holds and its traders), and a share of what it has
 * under way. `undefined` for anything but a Shipyard state with as many seats as `tally`.
 */
export function shipyardWorth(state: ShipyardState, tally: readonly number[]): readonly number[] | undefined {
  const s = state as ShipyardState | null | undefined;
  if (s === null || s === undefined || !Array.isArray(s.players) || tally.length !== s.players.length) return undefined;
  return s.players.map((p, seat) => (tally[seat] ?? 0) + (s.era === 'over' ? 0 : underWay(p)));
}

/** Whether a move ends a step early: a playout takes one only now and then while it has others. */
const ending = (move: ShipyardMove): boolean => move.type === 'finishActions' || move.type === 'endBuild' || move.type === 'passFinalChance';

/**
 * How much a playout prefers a move that goes on (one that ends a step: none): building
 * a ship card into the yard and loading a piece aboard most, launching with the rigger's
 * and the helmsman's bonus used more than without.
 */
function weightOf(move: ShipyardMove): number {
  if (ending(move)) return 0;
  switch (move.type) {
    case 'placeShipCard':
    case 'load':
      return 3;
    case 'launch':
      return 1 + move.rigger + (move.helmsman ? 1 : 0);
    default:
      return 1;
  }
}

/**
 * Shipyard's playout policy: mostly a move that goes on building or acting (not one that
 * ends a step while others remain), weighed by `weightOf`, a captain first when loading a
 * ship; otherwise at random.
 */
export function shipyardPolicy(_state: ShipyardState, _seat: Seat, moves: readonly ShipyardMove[], random: Random): ShipyardMove {
  let captain: ShipyardMove | undefined;
  let going = 0;
  for (const m of moves) {
    if (m.type === 'load' && m.item === 'captain') captain = m;
    if (!ending(m)) going++;
  }
  if (captain !== undefined) return captain;
  if (going === 0 || random.int(0, 9) === 0) return random.pick(moves);
  return weightedPick(moves, weightOf, random);
}

/** How the default bot plays Shipyard well: the game's `knowledge` (`shipyard.knowledge`), described in docs/bots.md. */
export const shipyardStrategy: Knowledge<ShipyardState, ShipyardMove> = {
  horizon: 60,
  scale: 5,
  steps: 1000,
  // Budgets of the tree search (ismctsBot) by player count. Shipyard scores only when a ship
  // passes its trial and at the very end (contracts): a playout cut short sees almost no
  // points, so playouts run to the end, on a smaller budget.
  treeBudgets: [undefined, undefined, { iterations: 60, rolloutDepth: Infinity }, { iterations: 50, rolloutDepth: Infinity }, { iterations: 45, rolloutDepth: Infinity }],
  worth: shipyardWorth,
  policy: shipyardPolicy,
  stop: (from, state, lookahead) => state.turnNumber > from.turnNumber + 1 + lookahead,
};
