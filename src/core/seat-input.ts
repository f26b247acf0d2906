/**
 * Taking what a seat sends into the seat functions (`fromView`, `movesFromView`,
 * `sampler`, `moveLabel`, `moveGroup`): the limits of a table and a view, small caches
 * of what was already copied and checked, and refusal texts that never carry a raw
 * JavaScript error.
 *
 * @module
 */
import * as t from 'io-ts';
import { CONFIG_LIMITS, clip, type InputLimits } from './plain.js';

/**
 * Limits for a view from outside: a view is a few kilobytes of JSON (one seat's part of
 * the table now), far below these.
 */
export const VIEW_LIMITS: InputLimits = { depth: 16, nodes: 100_000, stringLength: 2_000 };

/** Limits for a table from outside: it carries the component data, as a config may. */
export const TABLE_LIMITS: InputLimits = CONFIG_LIMITS;

/**
 * A fixed-size ring of the last `size` entries, found by a key test: nothing grows with
 * use, and the oldest entry goes first.
 *
 * @internal
 */
export class Ring<E> {
  private readonly entries: (E | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.entries = new Array<E | undefined>(size).fill(undefined);
  }

  /** The most recently added entry that passes `test`, or `undefined`. */
  find(test: (entry: E) => boolean): E | undefined {
    const n = this.entries.length;
    for (let k = 1; k <= n; k++) {
      const e = this.entries[(this.next - k + n) % n];
      if (e !== undefined && test(e)) return e;
    }
    return undefined;
  }

  /** Adds `entry`, forgetting the oldest one when full. */
  add(entry: E): E {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.entries.length;
    return entry;
  }
}

/**
 * The last `size` entries by key, the least recently used forgotten first: for what is
 * found by content (a table sent as new text each time), where one entry per live match
 * must stay found while hundreds of matches take turns.
 *
 * @internal
 */
export class Recent<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  /** The entry for `key` (now the most recently used), or `undefined`. */
  get(key: K): V | undefined {
    const known = this.entries.get(key);
    if (known === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, known);
    return known;
  }

  /** Sets `key` to `value`, forgetting the least recently used entry when full. */
  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}

/**
 * Why the game's own sampler refused, in words: the message of an error the game threw
 * on purpose (a plain `Error`, written by the game: "the piles do not add up"), or a
 * fixed phrase for anything else (a `TypeError` from reading a field the view does not
 * have), so that no raw JavaScript error text reaches a caller.
 */
export function refusalText(e: unknown): string {
  try {
    if (e instanceof Error && Object.getPrototypeOf(e) === Error.prototype && typeof e.message === 'string' && e.message !== '') {
      return clip(e.message, 200);
    }
  } catch {
    // fall through to the fixed phrase
  }
  return 'its fields do not fit together';
}

/**
 * A table codec: `structure`, then `problem` (the first way its fields do not fit
 * together, naming the field, or `null`). The core copies a table from outside into
 * bounded plain JSON before decoding it, and compares the fields a game derives (a
 * deck's counts, the box) with what its rules derive, once per table.
 *
 * @internal
 */
export function checkedTable<A, O>(structure: t.Type<A, O, unknown>, problem: (table: A) => string | null): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    structure.name,
    (u): u is A => {
      if (!structure.is(u)) return false;
      try {
        return problem(u) === null;
      } catch {
        return false;
      }
    },
    (u, c) => {
      const decoded = structure.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      let why: string | null;
      try {
        why = problem(decoded.right);
      } catch {
        why = 'the table could not be checked';
      }
      return why === null ? decoded : t.failure(u, c, clip(why, 200));
    },
    structure.encode,
  );
}
