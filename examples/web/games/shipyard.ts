/**
 * How the example table draws Shipyard from a seat's table and view: the turn, the action
 * track, the displays and markets, then every player's side, the viewer's own first.
 */
import { moveTargets, type ShipyardTable, type ShipyardView } from 'nautical-rules/shipyard';
import { actionTrack, employeeOval, markets, shipDisplay, status, trainsAndCanals, underWay } from './shipyard/board.js';
import { el } from './dom.js';
import { seatSide } from './shipyard/seats.js';
import { SHIPYARD_CSS } from './shipyard/style.js';
import { SHIPYARD_HOW_TO } from './shipyard/how-to-play.js';
import type { GameDrawing } from './types.js';

export const shipyardDrawing: GameDrawing<ShipyardTable, ShipyardView> = {
  id: 'shipyard',
  draw(table, view, seat, names) {
    const root = el('div', 'shipyard-table');
    root.append(status(view, names));
    const doing = underWay(table, view);
    if (doing !== null) root.append(doing);
    root.append(el('div', 'shipyard-board', actionTrack(table, view, names), shipDisplay(table, view), trainsAndCanals(table, view), markets(table, view), employeeOval(table, view)));
    // The viewer's own side leads the players' sides: what it holds is what it plays with.
    const order = view.seats.map((_, s) => s).sort((a, b) => Number(b === seat) - Number(a === seat));
    root.append(el('div', 'shipyard-seats', ...order.map((s) => seatSide(table, view, s, seat, names))));
    return root;
  },
  css: SHIPYARD_CSS,
  targets: moveTargets,
  howTo: SHIPYARD_HOW_TO,
};
