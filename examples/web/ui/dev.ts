/**
 * The developer drawer, closed by default and apart from the player's moves: the current
 * view and table as JSON, stepping back and forward through the moves of the game so far
 * as the viewer saw them, the game record to export (`{ game, config, seed, moves }`, as
 * `replay` takes it) and to import, and a move the server refuses, to see a refusal.
 */
import type { AnyGame, Seat } from 'nautical-rules';
import type { TableServer } from '../table/server.js';
import { withNames } from '../table/setup.js';
import { button, h } from './dom.js';

/** What the drawer keeps between two drawings of the page. */
export interface DevState {
  open: boolean;
  /** The move stepped to (the view after that many moves), `null` for now. */
  step: number | null;
  /** The record text in the import box. */
  record: string;
}

export interface DevContext {
  readonly game: AnyGame;
  readonly server: TableServer;
  readonly owner: Seat | null;
  readonly names: readonly string[];
  /** Draws a past view as the game's drawing would, `null` without a drawing. */
  readonly draw: ((view: unknown) => HTMLElement) | null;
  readonly refresh: () => void;
  /** Sends a move the server refuses, `null` when nobody is at the screen. */
  readonly tryIllegal: (() => void) | null;
  /** Opens the table of a record; the refusal in words, or `null`. */
  readonly load: (record: unknown) => string | null;
}

/** Every path (`view.seats.1.yard.3`, and each of its ancestors) where `before` and `after` differ. */
export function changedPaths(before: unknown, after: unknown, path: string, out = new Set<string>()): Set<string> {
  if (JSON.stringify(before) === JSON.stringify(after)) return out;
  out.add(path);
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const k of keys) changedPaths((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k], `${path}.${k}`, out);
  }
  return out;
}

/**
 * JSON indented by level, with each array or object short enough on one line, so the
 * view and the table read as a page, not a long column of numbers (they are not boxes
 * with a scrollbar of their own: the page scrolls).
 */
export function readableJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value) ?? 'null';
  if (flat.length + indent.length <= 96 || value === null || typeof value !== 'object') return flat;
  const inner = `${indent} `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + readableJson(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${readableJson(v, inner)}`).join(',\n')}\n${indent}}`;
}

/** A folded JSON text, written out when it is first unfolded. */
function jsonBox(title: string, id: string, value: () => unknown): HTMLElement {
  const text = h('pre', { id, class: 'dev-json' });
  const box = h('details', {}, h('summary', {}, title), text);
  box.addEventListener('toggle', () => {
    if ((box as HTMLDetailsElement).open && text.textContent === '') text.textContent = readableJson(value());
  });
  return box;
}

/** A past drawing must not be clicked nor taken for the viewer's own area. */
function inert(node: HTMLElement): HTMLElement {
  for (const part of Array.from(node.querySelectorAll('[data-target], [data-own]'))) {
    part.removeAttribute('data-target');
    part.removeAttribute('data-own');
  }
  return node;
}

export function devDrawer(state: DevState, c: DevContext): HTMLElement {
  const count = c.server.moveCount();
  const at = state.step === null ? count : Math.min(state.step, count);
  const view = c.server.viewAt(at, c.owner);
  const stepTo = (n: number | null): void => {
    state.step = n !== null && n >= count ? null : n;
    c.refresh();
  };
  const said = at === 0 ? ['The start of the game.'] : c.server.linesOf(at - 1, c.owner);
  const past = h('div', { id: 'dev-past', class: 'dev-past' });
  if (state.step !== null && c.draw !== null && view !== null) {
    try {
      past.append(inert(c.draw(view)));
    } catch (e) {
      past.append(h('p', { class: 'error' }, `The drawing failed: ${(e as Error).message}`));
    }
  }
  const record = h('textarea', { id: 'dev-record', rows: 4, spellcheck: 'false', 'aria-describedby': 'dev-record-hint' });
  record.value = state.record;
  record.addEventListener('input', () => (state.record = record.value));
  const loadError = h('p', { id: 'dev-load-error', class: 'error', role: 'alert' });
  const download = h('a', { id: 'dev-download', class: 'secondary dev-download', download: `${c.game.id}-record.json`, href: '#' }, 'Download the record');
  download.addEventListener('click', () => {
    const blob = new Blob([JSON.stringify(c.server.record(), null, 1)], { type: 'application/json' });
    download.setAttribute('href', URL.createObjectURL(blob));
  });

  const drawer = h(
    'details',
    { id: 'dev-drawer', class: 'dev', open: state.open },
    h('summary', {}, 'Developer tools'),
    h('h3', {}, 'Step through the game'),
    h(
      'div',
      { class: 'dev-row' },
      button('\u25c0 Back', { class: 'secondary', id: 'dev-back', disabled: at === 0 }, () => stepTo(at - 1)),
      h('span', { id: 'dev-step' }, at === count ? `Now (after move ${count})` : `After move ${at} of ${count}`),
      button('Forward \u25b6', { class: 'secondary', id: 'dev-forward', disabled: at >= count }, () => stepTo(at + 1)),
      state.step !== null && button('Back to now', { class: 'secondary', id: 'dev-now' }, () => stepTo(null)),
    ),
    h('ul', { id: 'dev-lines', class: 'dev-lines' }, ...said.map((l) => h('li', {}, l))),
    past,
    jsonBox(state.step === null ? 'The view now (JSON)' : `The view after move ${at} (JSON)`, 'dev-view', () => view),
    jsonBox('The table (JSON)', 'dev-table', () => c.server.table),
    h('h3', {}, 'Game record'),
    h('p', { id: 'dev-record-hint', class: 'hint' }, 'The record { game, config, seed, moves } replays this game (replay in the library, or the command line). Paste one here to load it.'),
    h('label', { for: 'dev-record', class: 'sr-only' }, 'Game record (JSON)'),
    record,
    h(
      'div',
      { class: 'dev-row' },
      button('Export the record', { class: 'secondary', id: 'dev-export' }, () => {
        state.record = JSON.stringify(c.server.record());
        record.value = state.record;
      }),
      download,
      button('Load this record', { class: 'secondary', id: 'dev-load' }, () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(record.value);
        } catch {
          loadError.textContent = 'That is not JSON.';
          return;
        }
        const refused = c.load(parsed);
        if (refused !== null) loadError.textContent = withNames(refused, c.names);
      }),
    ),
    loadError,
    c.tryIllegal !== null && h('h3', {}, 'Refusals'),
    c.tryIllegal !== null && button('Try an illegal move', { class: 'secondary illegal' }, c.tryIllegal),
  );
  drawer.addEventListener('toggle', () => (state.open = (drawer as HTMLDetailsElement).open));
  return drawer;
}
