/**
 * How the example table draws Shipyard from a seat's table and view.
 * (A placeholder: the view as text, until the drawing lands.)
 */
import type { GameDrawing } from './types.js';

export const shipyardDrawing: GameDrawing = {
  id: 'shipyard',
  draw(_table, view) {
    const pre = document.createElement('pre');
    pre.className = 'shipyard-raw';
    pre.textContent = JSON.stringify(view, null, 1);
    return pre;
  },
  css: '.shipyard-raw { white-space: pre-wrap; font-size: 11px; max-height: 60vh; overflow: auto; }',
};
