/**
 * The law of words: no button text, menu heading or log line names a component by an
 * internal id of the game's component data ("Take bow-05", "Contract C10"); people read
 * what the card shows and where it lies, and the ids stay in the data.
 *
 * The ids are every string under an `id` key anywhere in the game's table (where the
 * component data lives). An id that is one plain word (`'lighthouse'`, `'rigger'`) is
 * the game's own vocabulary and may be read, and one of digits alone cannot be told from
 * a number; an id of letters with a digit or a sign (`'bow-05'`, `'C10'`, `'start-1'`)
 * must not appear in a text as a whole token (case-sensitive, not part of a longer word).
 *
 * @module
 */
import type { Audience, BaseMove, BaseView, Game, Seat } from '../core/game.js';
import { canonicalJson } from '../core/clone.js';
import { seatTexts } from './texts.js';

/** The ids found under each object already walked (component data is shared between tables, so this is cheap). */
const idsUnder = new WeakMap<object, readonly string[]>();

/**
 * Whether `id` looks like an internal id: letters and something else (a digit, `-`, `_`,
 * `.`, `:`). A plain word is the game's vocabulary; digits alone cannot be told from the
 * numbers a text is full of.
 */
const idLike = (id: string): boolean => /\p{L}/u.test(id) && /[^\p{L}]/u.test(id);

/** Every id-like string under an `id` key in `value` (see the module), deduplicated. */
function collect(value: unknown, depth: number): readonly string[] {
  if (value === null || typeof value !== 'object' || depth > 64) return [];
  const cached = idsUnder.get(value);
  if (cached !== undefined) return cached;
  const found = new Set<string>();
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (key === 'id' && typeof inner === 'string' && idLike(inner)) found.add(inner);
    else for (const id of collect(inner, depth + 1)) found.add(id);
  }
  const out = [...found];
  idsUnder.set(value, out);
  return out;
}

/**
 * The ids of the component data in `table` that a text must not contain: strings under
 * an `id` key anywhere in it, except plain words (see the module).
 */
export function componentIds(table: unknown): readonly string[] {
  return collect(table, 0);
}

/** A matcher for the ids of one list, cached per list. */
const matchers = new WeakMap<readonly string[], RegExp | null>();

function matcherFor(ids: readonly string[]): RegExp | null {
  if (matchers.has(ids)) return matchers.get(ids) ?? null;
  const escaped = [...ids].sort((a, b) => b.length - a.length).map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = escaped.length === 0 ? null : new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${escaped.join('|')})(?![\\p{L}\\p{N}_-])`, 'u');
  matchers.set(ids, re);
  return re;
}

/**
 * The first id of `ids` that `text` contains as a whole token, or `null`.
 */
export function leakedId(text: string, ids: readonly string[]): string | null {
  const re = matcherFor(ids);
  if (re === null) return null;
  const m = re.exec(text);
  return m === null ? null : m[0];
}

/**
 * The law of words, tried on one state and the move played from it: the labels and groups
 * of every seat's legal moves, and the all-seeing log of the move (with the log of the
 * start when `first`), contain no id of the game's component data. Returns a problem or
 * `null`.
 */
export function labelIdProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  legalBySeat: readonly (readonly M[])[],
  move: M | null,
  after: S | null,
  first = false,
): string | null {
  const table = game.table(state);
  if (table._tag === 'Left') return null; // another law reports a state with no table
  const ids = componentIds(table.right);
  if (ids.length === 0) return null;
  for (const [seat, legal] of legalBySeat.entries()) {
    if (legal.length === 0) continue;
    const texts = seatTexts(game, state, seat as Seat, legal);
    if (texts === null) continue;
    for (const [i, m] of legal.entries()) {
      for (const [what, text] of [['label', texts.labels[i] as string], ['group', texts.groups[i] as string]] as const) {
        const id = leakedId(text, ids);
        if (id !== null) return `the ${what} ${JSON.stringify(text)} of ${canonicalJson(m)} names the component id ${JSON.stringify(id)}; name it in words`;
      }
    }
  }
  const all: Audience = 'all';
  const lines = [...(first ? game.describeStart(state, all) : []), ...(move !== null && after !== null ? game.describe(state, move, after, all) : [])];
  for (const line of lines) {
    const id = leakedId(line, ids);
    if (id !== null) return `the log line ${JSON.stringify(line)}${move === null ? '' : ` (after ${canonicalJson(move)})`} names the component id ${JSON.stringify(id)}; name it in words`;
  }
  return null;
}
