/**
 * How the example table draws Nauticus from a seat's table and view: the board with the
 * turntable, this round's action tiles, bonuses and prices; the action under way; every
 * player's shipyard and warehouse (all open information); the final tally. Built only
 * from the table and the view.
 */
import { moveTargets, type NauticusTable, type NauticusView } from 'nautical-rules/nauticus';
import { boardPicture } from './nauticus/board.js';
import { NAUTICUS_CSS } from './nauticus/css.js';
import { el } from './dom.js';
import { seatPanels } from './nauticus/seats.js';
import { finalTally, roundBoxes, statusBar } from './nauticus/status.js';
import { NAUTICUS_HOW_TO } from './nauticus/how-to-play.js';
import type { GameDrawing } from './types.js';

export const nauticusDrawing: GameDrawing<NauticusTable, NauticusView> = {
  id: 'nauticus',
  draw(table, view, seat, names) {
    return el('div', 'nauticus-table',
      statusBar(table, view, names),
      finalTally(table, view, names),
      el('div', 'nauticus-main', boardPicture(table, view), roundBoxes(table, view, names)),
      seatPanels(table, view, seat, names));
  },
  css: NAUTICUS_CSS,
  targets: moveTargets,
  howTo: NAUTICUS_HOW_TO,
};
