/**
 * A seat's legal moves as buttons, listed from its table and view alone
 * (`movesFromView`), labelled (`moveLabel`) and grouped under headings (`moveGroup`).
 *
 * Every option a person reads is the library's label of its move, never a bare number
 * or index. A group of moves that differ only in an amount (Bremerhaven's bids, a
 * Meuterer offer: each label carries its own number) is one menu and one button, so 70
 * bids stay short; any other group (an action position, a row, a stack, a ship) is a
 * button per move. Each control carries its move as JSON (`data-move`), so a tool or a
 * test can tell which move an option stands for.
 */
import type { AnyGame, BaseMove } from 'nautical-rules';
import { isAmountGroup, type Labelled } from './amounts.js';
import { button, h } from './dom.js';

/** Up to this many moves, every group is open; beyond it the first group and small ones are, so a long list stays short. */
const ALL_OPEN = 16;
const SMALL_GROUP = 4;

/** The seat's moves, or the reason they cannot be listed. */
export function listMoves(game: AnyGame, table: unknown, view: unknown): readonly BaseMove[] | string {
  const listed = game.movesFromView(table, view);
  return listed._tag === 'Left' ? `Cannot list the moves: ${listed.left.message}` : (listed.right as readonly BaseMove[]);
}

let controlIds = 0;

/** One menu of amounts, each option the library's label, and a button that makes the one chosen. */
function amountControl(group: string, members: readonly Labelled[], choose: (move: BaseMove) => void): HTMLElement {
  const id = `amount-${++controlIds}`;
  const select = h('select', { id, class: 'move-amount' }, ...members.map(({ move, label }, i) => h('option', { value: i, 'data-move': JSON.stringify(move) }, label)));
  const go = button('Choose', { class: 'move move-go', 'aria-describedby': `${id}-label` }, () => {
    const chosen = members[Number(select.value)];
    if (chosen !== undefined) choose(chosen.move);
  });
  return h('div', { class: 'move-group move-row', 'data-group': group }, h('label', { for: id, id: `${id}-label`, class: 'move-row-label' }, group), select, go);
}

/** The move controls of `moves`, grouped by `moveGroup`. */
export function moveControls(game: AnyGame, table: unknown, view: unknown, moves: readonly BaseMove[], choose: (move: BaseMove) => void, id = 'moves'): HTMLElement {
  const groups = new Map<string, Labelled[]>();
  for (const move of moves) {
    const group = game.moveGroup(table, view, move);
    groups.set(group, [...(groups.get(group) ?? []), { move, label: game.moveLabel(table, view, move) }]);
  }
  const box = h('div', { id, class: 'moves' });
  let first = true;
  for (const [group, members] of groups) {
    if (isAmountGroup(members)) {
      box.append(amountControl(group, members, choose));
      continue;
    }
    const grid = h('div', { class: 'move-grid' }, ...members.map(({ move, label }) => button(label, { class: 'move', 'data-move': JSON.stringify(move) }, () => choose(move))));
    const open = first || moves.length <= ALL_OPEN || members.length <= SMALL_GROUP;
    first = false;
    box.append(h('details', { class: 'move-group', open, 'data-group': group }, h('summary', {}, `${group} `, h('span', { class: 'count' }, `(${members.length})`)), grid));
  }
  return box;
}
