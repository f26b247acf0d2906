/**
 * How the example table draws Meuterer from a seat's table and view.
 * (A placeholder: the view as text, until the drawing lands.)
 */
import type { GameDrawing } from './types.js';

export const meutererDrawing: GameDrawing = {
  id: 'meuterer',
  draw(_table, view) {
    const pre = document.createElement('pre');
    pre.className = 'meuterer-raw';
    pre.textContent = JSON.stringify(view, null, 1);
    return pre;
  },
  css: '.meuterer-raw { white-space: pre-wrap; font-size: 11px; max-height: 60vh; overflow: auto; }',
};
