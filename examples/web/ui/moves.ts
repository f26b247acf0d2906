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
import { button, h } from './dom.js';

/** Up to this many moves, every group is open; beyond it the first group and small ones are, so a long list stays short. */
const ALL_OPEN = 16;
const SMALL_GROUP = 4;

/** The seat's moves, or the reason they cannot be listed. */
export function listMoves(game: AnyGame, table: unknown, view: unknown): readonly BaseMove[] | string {
  const listed = game.movesFromView(table, view);
  return listed._tag === 'Left' ? `Cannot list the moves: ${listed.left.message}` : (listed.right as readonly BaseMove[]);
}

type Labelled = { readonly move: BaseMove; readonly label: string };

const field = (m: BaseMove, key: string): unknown => (m as unknown as Record<string, unknown>)[key];

/**
 * Whether the moves of a group are amounts of one thing: they differ only in one number,
 * and each label says that very number where the others say theirs ("Bid 3 on the
 * Hotel", "Offer 1 point"). A number that is a position (action 0 is "Withdraw money",
 * row 0 is "row 1", ship 4 is "ship 5") fails the second test, so those stay buttons.
 */
export function isAmountGroup(members: readonly Labelled[]): boolean {
  if (members.length < 3) return false;
  const first = members[0]!.move as unknown as Record<string, unknown>;
  return Object.keys(first).some((key) => {
    if (typeof first[key] !== 'number' || key === 'player') return false;
    const rest = (m: BaseMove): string => JSON.stringify({ ...(m as unknown as Record<string, unknown>), [key]: null });
    if (!members.every(({ move }) => typeof field(move, key) === 'number' && rest(move) === rest(members[0]!.move))) return false;
    // The label with its own number taken out (and a plural with it) is the same for all.
    const shapes = members.map(({ move, label }) => {
      const n = String(field(move, key));
      const at = new RegExp(`(^|[^\\d.])${n.replace('-', '\\-')}(?![\\d.])`).exec(label);
      return at === null ? null : `${label.slice(0, at.index + at[1]!.length)}#${label.slice(at.index + at[0].length)}`.replace(/#(\s+\S+?)s\b/, '#$1');
    });
    return shapes.every((s) => s !== null && s === shapes[0]);
  });
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
