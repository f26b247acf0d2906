/** The smaller parts of the table screen: the log, the final ranking, the hand-over screen, How to play. */
import type { GameResult } from 'nautical-rules';
import type { HowToPlay } from '../games/types.js';
import { button, h } from './dom.js';

/** How many of the newest log lines show until the person asks for all of them. */
export const LOG_SHOWN = 8;

/**
 * One seat's log, newest first, so the last moves are read first. Only the newest
 * {@link LOG_SHOWN} lines show unless `all`; the rest stay in the list, hidden, behind a
 * "Show all" button, so the log never needs a scrollbar of its own: the page scrolls.
 */
export function logList(lines: readonly string[], all: boolean, toggle: () => void): HTMLElement {
  const newest = [...lines].reverse();
  const list = h('ol', { id: 'log', class: 'log', reversed: true, start: lines.length, 'aria-labelledby': 'log-title' }, ...newest.map((line, i) => h('li', { hidden: !all && i >= LOG_SHOWN }, line)));
  const more = lines.length > LOG_SHOWN && button(all ? `Show the last ${LOG_SHOWN} lines only` : `Show all ${lines.length} lines`, { class: 'secondary', id: 'log-all', 'aria-expanded': all ? 'true' : 'false', 'aria-controls': 'log' }, toggle);
  return h('div', {}, list, more);
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
        h('li', {}, place.map((s) => `${names[s] ?? `Player ${s + 1}`}${humans.includes(s) && humans.length === 1 ? ' (you)' : ''}: ${result.scores[s] ?? '?'} point${result.scores[s] === 1 ? '' : 's'}`).join(', ')),
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

/**
 * The game's "How to play" panel: the aim, a turn, scoring, and its roles or actions one
 * line each. Folded under its title, so it costs one line of the table until opened; it
 * keeps the state it was left in (`open`) when the table is drawn again.
 */
export function howToPlayPanel(title: string, how: HowToPlay, open: boolean, toggled: (open: boolean) => void): HTMLElement {
  const panel = h(
    'details',
    { id: 'how-to-play', class: 'how-to-play', open },
    h('summary', {}, `How to play ${title}`),
    h('p', { class: 'how-aim' }, h('strong', {}, 'The aim: '), how.aim),
    h('h3', {}, 'A turn'),
    h('ol', {}, ...how.turn.map((line) => h('li', {}, line))),
    h('h3', {}, 'Scoring'),
    h('ul', {}, ...how.scoring.map((line) => h('li', {}, line))),
    h('h3', {}, how.parts.title),
    h('dl', { class: 'how-parts' }, ...how.parts.lines.flatMap(({ name, what }) => [h('dt', {}, name), h('dd', {}, what)])),
  );
  panel.addEventListener('toggle', () => toggled(panel.open));
  return panel;
}
