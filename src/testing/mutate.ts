/**
 * Near-miss moves: variations of legal moves that a rules engine must judge exactly
 * (accept if and only if they are legal), and values that are not moves at all.
 *
 * @module
 */
import type { Random } from '../core/random.js';

/** A move as a plain object. */
export type MoveObject = Record<string, unknown>;

/** Values that no game accepts as a move: `apply` must answer `MALFORMED_MOVE`. */
export const NOT_MOVES: readonly unknown[] = [
  null,
  undefined,
  0,
  42,
  Number.NaN,
  'pass',
  '',
  true,
  [],
  [{ type: 'pass', player: 0 }],
  {},
  { type: 'no-such-move', player: 0 },
  { type: 42, player: 0 },
  { player: 0 },
  { type: 'pass' },
  { type: 'pass', player: 'zero' },
  { type: 'pass', player: 1.5 },
  { type: 'pass', player: -1 },
  { type: 'pass', player: null },
  { type: { nested: true }, player: 0 },
  { type: '__proto__', player: 0 },
  { type: 'constructor', player: 0 },
  { type: 'toString', player: 0 },
];

/**
 * Variations of `move`: another seat, another type, each field replaced by a value seen
 * in other legal moves or nudged (numbers ±1, strings swapped, `null`, removed), plus an
 * unknown extra field. `pool` is every legal move seen at this step, to borrow values from.
 */
export function mutations(move: MoveObject, pool: readonly MoveObject[], players: number, random: Random, limit = 12): MoveObject[] {
  const out: MoveObject[] = [];
  const keys = Object.keys(move);
  const valuesOf = (key: string): unknown[] => {
    const seen = new Map<string, unknown>();
    for (const m of pool) if (key in m) seen.set(JSON.stringify(m[key]), m[key]);
    return [...seen.values()];
  };
  const types = valuesOf('type');
  for (let seat = -1; seat <= players; seat++) if (seat !== move.player) out.push({ ...move, player: seat });
  for (const type of types) if (type !== move.type) out.push({ ...move, type });
  for (const key of keys) {
    if (key === 'type' || key === 'player') continue;
    const value = move[key];
    for (const other of valuesOf(key)) if (JSON.stringify(other) !== JSON.stringify(value)) out.push({ ...move, [key]: other });
    if (typeof value === 'number') out.push({ ...move, [key]: value + 1 }, { ...move, [key]: value - 1 }, { ...move, [key]: value + 0.5 });
    if (Array.isArray(value)) {
      if (value.length > 0) out.push({ ...move, [key]: value.slice(1) });
      out.push({ ...move, [key]: [...value, value[0] ?? 0] });
    }
    out.push({ ...move, [key]: null });
    const { [key]: _removed, ...rest } = move;
    out.push(rest);
  }
  out.push({ ...move, extra: 1 });
  for (const other of pool) {
    // Fields of one move combined with the type of another.
    if (other.type !== move.type) out.push({ ...other, player: move.player });
  }
  return random.shuffle(out).slice(0, limit);
}
