/** The smaller parts of the table screen: the log, the final ranking, the hand-over screen. */
import type { GameResult } from 'nautical-rules';
import { button, h } from './dom.js';

/** One seat's log, newest first, so the last moves are read without scrolling. */
export function logList(lines: readonly string[]): HTMLElement {
  // Focusable, so that a keyboard can scroll it.
  return h('ol', { id: 'log', class: 'log', reversed: true, tabindex: 0, 'aria-labelledby': 'log-title' }, ...[...lines].reverse().map((line) => h('li', {}, line)));
}

/** The final ranking with each seat's score; shared places are listed together. */
export function rankingBox(result: GameResult, names: readonly string[], humans: readonly number[]): HTMLElement {
  return h(
    'div',
    { id: 'ranking', class: 'ranking' },
    h('h2', {}, 'Final ranking'),
    h(
      'ol',
      {},
      ...result.ranking.map((place) =>
        h('li', {}, place.map((s) => `${names[s] ?? `Seat ${s}`}${humans.includes(s) && humans.length === 1 ? ' (you)' : ''}: ${result.scores[s] ?? '?'} point${result.scores[s] === 1 ? '' : 's'}`).join(', ')),
      ),
    ),
  );
}

/**
 * The screen between two people at one table: nothing of the previous seat's view, hand
 * or log is on the page while it shows, only who plays next.
 */
export function handOver(name: string, reason: string, go: () => void): HTMLElement {
  const next = button(`Continue as ${name}`, { class: 'primary', id: 'handover-continue' }, go);
  return h(
    'section',
    { id: 'handover', class: 'handover', 'aria-labelledby': 'handover-title' },
    h('h1', { id: 'handover-title' }, `Pass to ${name}`),
    h('p', {}, reason),
    h('p', { class: 'hint' }, 'The previous player\u2019s cards are hidden until you continue.'),
    next,
  );
}
