/**
 * How the example table draws Bremerhaven from a seat's table and view: the round and
 * phase, the Progress track, the Town, Sea and Land boards with the bids, the Newspaper
 * rack, the solo dummy, then every harbour, the viewer's own first.
 */
import { moveTargets, type BremerhavenTable, type BremerhavenView } from 'nautical-rules/bremerhaven';
import { newspapers, progressTrack, seaOrLand, status, townBoard } from './bremerhaven/boards.js';
import { el } from './dom.js';
import { harbor } from './bremerhaven/harbor.js';
import { BREMERHAVEN_CSS } from './bremerhaven/style.js';
import { BREMERHAVEN_HOW_TO } from './bremerhaven/how-to-play.js';
import type { GameDrawing } from './types.js';

export const bremerhavenDrawing: GameDrawing<BremerhavenTable, BremerhavenView> = {
  id: 'bremerhaven',
  draw(table, view, seat, names) {
    const root = el('div', 'bremerhaven-table', status(table, view, names), progressTrack(table, view));
    const boards = el('div', 'bremerhaven-boards', townBoard(table, view, names), seaOrLand(table, view, 'sea', names), seaOrLand(table, view, 'land', names), newspapers(table, view));
    root.append(boards);
    const d = view.dummy;
    if (d !== null) {
      root.append(el('div', 'bremerhaven-dummy', el('b', '', 'Dummy'), ` · ${d.pileSize} card${d.pileSize === 1 ? '' : 's'} in its pile · plays with ${d.owned.join(', ') || 'none'} · supply ${d.supply.join(', ') || 'empty'}`, d.boxed.length > 0 ? ` · boxed ${d.boxed.join(', ')}` : ''));
    }
    // The viewer's harbour leads: it is what the seat plays with.
    const order = view.harbors.map((_, s) => s).sort((a, b) => Number(b === seat) - Number(a === seat));
    root.append(el('div', 'bremerhaven-harbors', ...order.map((s) => harbor(table, view, s, seat, names))));
    return root;
  },
  css: BREMERHAVEN_CSS,
  targets: moveTargets,
  howTo: BREMERHAVEN_HOW_TO,
};
