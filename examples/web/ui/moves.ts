/**
 * A seat's legal moves as buttons, listed from its table and view alone
 * (`movesFromView`), labelled (`moveLabel`) and grouped under headings (`moveGroup`).
 */
import type { AnyGame, BaseMove } from 'nautical-rules';
import { button, h } from './dom.js';

/** Up to this many moves, every group is open; beyond it the first group and small ones are, so a list of 70 bids stays short. */
const ALL_OPEN = 16;
const SMALL_GROUP = 4;

export function moveControls(game: AnyGame, table: unknown, view: unknown, choose: (move: BaseMove) => void): HTMLElement {
  const listed = game.movesFromView(table, view);
  if (listed._tag === 'Left') return h('p', { class: 'error' }, `Cannot list the moves: ${listed.left.message}`);
  const moves = listed.right as readonly BaseMove[];
  const groups = new Map<string, BaseMove[]>();
  for (const move of moves) {
    const group = game.moveGroup(table, view, move);
    groups.set(group, [...(groups.get(group) ?? []), move]);
  }
  const box = h('div', { id: 'moves', class: 'moves' });
  let first = true;
  for (const [group, members] of groups) {
    const grid = h('div', { class: 'move-grid' }, ...members.map((move) => button(game.moveLabel(table, view, move), { class: 'move' }, () => choose(move))));
    const open = first || moves.length <= ALL_OPEN || members.length <= SMALL_GROUP;
    first = false;
    box.append(h('details', { class: 'move-group', open }, h('summary', {}, `${group} `, h('span', { class: 'count' }, `(${members.length})`)), grid));
  }
  return box;
}
