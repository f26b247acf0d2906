/**
 * How the example table draws Meuterer from a seat's table and view: the island circle
 * with the ship, the round's state, the viewer's own hand (marked as theirs), every
 * seat's public side, and the score sheet. Built only from the table and the view.
 */
import { moveTargets, type MeutererTable, type MeutererView } from 'nautical-rules/meuterer';
import { MEUTERER_CSS } from './meuterer/css.js';
import { el } from './dom.js';
import { islandCircle } from './meuterer/islands.js';
import { roundBoxes, scoreSheet, statusBar } from './meuterer/round.js';
import { ownPanel, seatPanels } from './meuterer/seats.js';
import { MEUTERER_HOW_TO } from './meuterer/how-to-play.js';
import type { GameDrawing } from './types.js';

export const meutererDrawing: GameDrawing<MeutererTable, MeutererView> = {
  id: 'meuterer',
  draw(table, view, seat, names) {
    return el('div', 'meuterer-table',
      statusBar(table, view, names),
      el('div', 'meuterer-main',
        islandCircle(table, view),
        el('div', 'meuterer-side-col', ownPanel(view, seat, names), roundBoxes(table, view, names))),
      seatPanels(table, view, seat, names),
      scoreSheet(table, view, names));
  },
  css: MEUTERER_CSS,
  targets: moveTargets,
  howTo: MEUTERER_HOW_TO,
};
