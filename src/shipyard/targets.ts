/**
 * Which parts of the table and view a move acts on, so that a frontend can make the board
 * itself clickable.
 *
 * @module
 */
import { safeTargets, viewPath, viewPathsWhere } from '../core/targets.js';
import type { ShipColumn, ShipyardMove } from './moves.js';
import type { ShipyardTable } from './table.js';
import type { ShipyardView } from './view.js';

/** The view's list for a column of the ship display. */
function column(c: ShipColumn): readonly (string | number)[] {
  return c === 'bow' ? ['ships', 'bow'] : c === 'stern' ? ['ships', 'stern'] : ['ships', 'middle', c === 'middle-1' ? 0 : 1];
}

/**
 * The parts of the view that `move` acts on, as paths into it (`view.<path>`, keys and
 * list indices joined by dots) or a free spot of the board (`space.<id>`), the main one
 * first:
 *
 * - an action card names its space on the track (`view.track.4`);
 * - a ship card names its place in the display (`view.ships.bow.1`,
 *   `view.ships.middle.0.2`), placing it the space of the seat's yard (`view.seats.0.yard.3`);
 * - a train or a canal names its row (`view.trainDisplay.1`, `view.canalDisplay.0`);
 * - laying a canal names the free spot of the seat's canal grid (`space.canal.1.-1`),
 *   putting the boat the first canal (`view.seats.0.canals.0`), sailing the canal sailed to;
 * - hiring names the stack on the oval (`view.oval.2.0`);
 * - exchanging a train names it among the seat's trains (`view.seats.0.trains.1`);
 * - a piece made or recruited names the seat's pieces (`view.seats.0.pieces.sail`);
 * - a ship sent to its sea trial names it (`view.trial.waiting.0`);
 * - a contract given up names it among the seat's contracts (`view.seats.0.contracts.2`).
 *
 * Other moves (stop, no bonus, wagons, subsidy, load, launch): `[]`. Total: `[]` for
 * anything it cannot read, never an exception. See docs/frontend.md.
 *
 * @example
 * ```ts partial
 * import { moveTargets } from 'nautical-rules/shipyard';
 * moveTargets(table, view, { type: 'takeShipCard', player: 0, column: 'bow', row: 1 }); // ['view.ships.bow.1']
 * ```
 *
 * @group View
 */
export function moveTargets(table: ShipyardTable, view: ShipyardView, move: ShipyardMove): readonly string[] {
  return safeTargets(() => {
    const me = move.player;
    const data = table.components;
    switch (move.type) {
      case 'chooseAction':
      case 'bonus':
        return viewPathsWhere(view.track, (a) => a === move.action, 'track');
      case 'takeShipCard':
        return [viewPath(...column(move.column), move.row)];
      case 'placeShipCard':
        return [viewPath('seats', me, 'yard', move.slot)];
      case 'buyTrain':
        return [viewPath('trainDisplay', move.row)];
      case 'rentCanal':
        return [viewPath('canalDisplay', move.row)];
      case 'placeCanal':
        return Number.isInteger(move.x) && Number.isInteger(move.y) ? [`space.canal.${move.x}.${move.y}`] : [];
      case 'placeBoat':
        return [viewPath('seats', me, 'canals', 0)];
      case 'sail':
        return viewPathsWhere(view.seats[me]?.canals, (c) => data.canals.cards[c.card]?.id === move.canal, 'seats', me, 'canals');
      case 'manufacture':
      case 'recruit':
        return [viewPath('seats', me, 'pieces', move.item)];
      case 'hire':
        return [viewPath('oval', move.space, move.stack)];
      case 'exchangeTrain':
        return viewPathsWhere(view.seats[me]?.trains, (t) => trainId(table, t) === move.train, 'seats', me, 'trains').slice(0, 1);
      case 'chooseShip':
        return [viewPath('trial', 'waiting', move.ship)];
      case 'discardContract':
        return viewPathsWhere(view.seats[me]?.contracts, (c) => data.contracts.contracts[c]?.id === move.contract, 'seats', me, 'contracts');
      default:
        return [];
    }
  });
}

/** The id of the train with index `i` (the deck, then the starting trains). */
function trainId(table: ShipyardTable, i: number): string | undefined {
  const { deck, starting } = table.components.trains;
  return (i < deck.length ? deck[i] : starting[i - deck.length])?.id;
}
