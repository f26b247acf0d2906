/**
 * A seat's legal moves as buttons, listed from its table and view alone
 * (`movesFromView`), labelled (`moveLabel`) and grouped under headings (`moveGroup`). A
 * group of moves that differ only in a number (Bremerhaven's bids: one per card value)
 * is one number control and one button, not one button per value.
 */
import type { AnyGame, BaseMove } from 'nautical-rules';
import { button, h } from './dom.js';

/** Up to this many moves, every group is open; beyond it the first group and small ones are, so a long list stays short. */
const ALL_OPEN = 16;
const SMALL_GROUP = 4;

/** The seat's moves, or the reason they cannot be listed. */
export function listMoves(game: AnyGame, table: unknown, view: unknown): readonly BaseMove[] | string {
  const listed = game.movesFromView(table, view);
  return listed._tag === 'Left' ? `Cannot list the moves: ${listed.left.message}` : (listed.right as readonly BaseMove[]);
}

/** The numeric field that alone tells the moves of a group apart (`value` for bids), or `null`. */
function numberField(members: readonly BaseMove[]): string | null {
  if (members.length < 3) return null;
  const first = members[0] as unknown as Record<string, unknown>;
  for (const key of Object.keys(first)) {
    if (typeof first[key] !== 'number' || key === 'player') continue;
    const rest = (m: BaseMove): string => JSON.stringify({ ...(m as unknown as Record<string, unknown>), [key]: null });
    if (members.every((m) => typeof (m as unknown as Record<string, unknown>)[key] === 'number' && rest(m) === rest(members[0]!))) return key;
  }
  return null;
}

let controlIds = 0;

/** One number control and a button for a group of moves that differ only in `field`. */
function numberControl(group: string, members: readonly BaseMove[], field: string, choose: (move: BaseMove) => void): HTMLElement {
  const id = `number-${++controlIds}`;
  const values = members.map((m) => (m as unknown as Record<string, number>)[field]!);
  const select = h('select', { id, class: 'move-number' }, ...values.map((v) => h('option', { value: v }, String(v))));
  const go = button(field === 'value' ? 'Bid' : 'Choose', { class: 'move move-go', 'aria-describedby': `${id}-label` }, () => {
    const move = members[values.indexOf(Number(select.value))];
    if (move !== undefined) choose(move);
  });
  return h('div', { class: 'move-group move-row', 'data-group': group }, h('label', { for: id, id: `${id}-label`, class: 'move-row-label' }, group), select, go);
}

/** The move controls of `moves`, grouped by `moveGroup`. */
export function moveControls(game: AnyGame, table: unknown, view: unknown, moves: readonly BaseMove[], choose: (move: BaseMove) => void, id = 'moves'): HTMLElement {
  const groups = new Map<string, BaseMove[]>();
  for (const move of moves) {
    const group = game.moveGroup(table, view, move);
    groups.set(group, [...(groups.get(group) ?? []), move]);
  }
  const box = h('div', { id, class: 'moves' });
  let first = true;
  for (const [group, members] of groups) {
    const field = numberField(members);
    if (field !== null) {
      box.append(numberControl(group, members, field, choose));
      continue;
    }
    const grid = h('div', { class: 'move-grid' }, ...members.map((move) => button(game.moveLabel(table, view, move), { class: 'move' }, () => choose(move))));
    const open = first || moves.length <= ALL_OPEN || members.length <= SMALL_GROUP;
    first = false;
    box.append(h('details', { class: 'move-group', open, 'data-group': group }, h('summary', {}, `${group} `, h('span', { class: 'count' }, `(${members.length})`)), grid));
  }
  return box;
}
