/**
 * Which groups of moves the move list shows as one menu of amounts. Kept apart from the
 * controls (no DOM here), so that the rule is tested on the games' own moves in Node.
 */
import type { BaseMove } from 'nautical-rules';

/** A move with the library's label of it. */
export type Labelled = { readonly move: BaseMove; readonly label: string };

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
