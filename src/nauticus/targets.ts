/**
 * Which parts of the view a move acts on, so that a frontend can make the board itself
 * clickable.
 *
 * @module
 */
import { safeTargets, viewPath, viewPathsWhere } from '../core/targets.js';
import type { Destination, NauticusMove } from './moves.js';
import type { NauticusTable } from './table.js';
import type { NauticusView } from './view.js';

/** Where a piece goes: the seat's warehouse, a new ship, or one of its ships. */
function destination(seat: number, to: Destination): string | null {
  if (to === 'warehouse') return viewPath('seats', seat, 'warehouse');
  if (to === 'new') return viewPath('seats', seat, 'ships');
  return viewPath('seats', seat, 'ships', to);
}

/**
 * The parts of the view that `move` acts on, as paths into it (`view.<path>`, keys and
 * list indices joined by dots), the main one first: choosing an action tile names its
 * board position (`view.positions.3`), an extra action every position showing that tile;
 * buying names the price row of the piece (`view.prices.2`) and then where it goes
 * (`view.seats.0.warehouse`, `view.seats.0.ships` for a new ship, `view.seats.0.ships.1`);
 * transporting names every copy of the piece in the warehouse, then where it goes;
 * delivering names the ship; a bonus or a free piece names its stock (`view.stock.stern`).
 * Passing, finishing, ending the turn, withdrawing, crowning and rewards: `[]`. Total: `[]`
 * for anything it cannot read, never an exception. See docs/frontend.md.
 *
 * @example
 * ```ts partial
 * import { moveTargets } from 'nautical-rules/nauticus';
 * moveTargets(table, view, { type: 'select', player: 0, position: 3 }); // ['view.positions.3']
 * ```
 *
 * @group View
 */
export function moveTargets(_table: NauticusTable, view: NauticusView, move: NauticusMove): readonly string[] {
  return safeTargets(() => {
    switch (move.type) {
      case 'select':
        return [viewPath('positions', move.position)];
      case 'extra':
        return viewPathsWhere(view.positions, (p) => p.tile === move.tile, 'positions');
      case 'buy':
        return [...viewPathsWhere(view.prices, (p) => p.piece === move.piece, 'prices'), destination(move.player, move.to)];
      case 'transport':
        return [...viewPathsWhere(view.seats[move.player]?.warehouse, (p) => p === move.piece, 'seats', move.player, 'warehouse'), destination(move.player, move.to)];
      case 'deliver':
        return [viewPath('seats', move.player, 'ships', move.ship)];
      case 'bonus':
      case 'takeFree':
        return [viewPath('stock', move.piece)];
      default:
        return [];
    }
  });
}
