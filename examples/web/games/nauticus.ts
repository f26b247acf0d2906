/**
 * How the example table draws Nauticus from a seat's table and view.
 * (A placeholder: the view as text, until the drawing lands.)
 */
import type { GameDrawing } from './types.js';

export const nauticusDrawing: GameDrawing = {
  id: 'nauticus',
  draw(_table, view) {
    const pre = document.createElement('pre');
    pre.className = 'nauticus-raw';
    pre.textContent = JSON.stringify(view, null, 1);
    return pre;
  },
  css: '.nauticus-raw { white-space: pre-wrap; font-size: 11px; max-height: 60vh; overflow: auto; }',
};
