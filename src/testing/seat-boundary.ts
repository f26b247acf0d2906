/**
 * The law of the seat functions (`fromView`, `movesFromView`, `sampler`, `moveLabel`,
 * `moveGroup`): they take what a client or a bot sends, so whatever they are given they
 * answer, in bounded time, without throwing. A table or view that is not one is refused
 * with `INVALID_TABLE` or `INVALID_VIEW` and a message in words; a label or group is a
 * short text; and a view edited to claim what its seat cannot hold is refused: when
 * `fromView` accepts an edited view, its sample is a state the codec accepts that shows
 * its viewer exactly that view.
 *
 * @module
 */
import { jsonEqual } from '../core/clone.js';
import { formatErrors } from '../core/codecs.js';
import type { BaseMove, BaseView, Game, Viewer } from '../core/game.js';
import { deepArray, deepObject } from './hostile.js';

/** The longest a seat function may take on one input, in milliseconds: generous, for a busy machine; a loop over `1e300` rounds never ends. */
const TIME_BOUND_MS = 5_000;

/** The steps of each game at which the harness tries the law (it costs about a hundred samples). */
const STEPS = new Set([0, 48]);

/** How many edited views one try checks. */
const EDITS = 12;

/** Raw JavaScript error texts that must never reach a caller in a refusal. */
const RAW_ERROR = /Cannot read prop|is not a function|is not iterable|undefined is not|Maximum call stack|Invalid array length|reading '|Cannot convert/;

const now = (): number => (globalThis as { performance?: { now(): number } }).performance?.now() ?? 0;

/** One huge array for every list of hostile inputs: a million zeros cost 8 MB to make. */
let huge: readonly number[] | undefined;

/** Tables, views and moves that a careless or hostile caller sends. */
export function hostileSeatInputs(base: Record<string, unknown>): readonly { readonly name: string; readonly value: unknown }[] {
  const { proxy: revoked, revoke } = Proxy.revocable({ ...base }, {});
  revoke();
  const getter = (key: string): unknown =>
    Object.defineProperty({ ...base }, key, {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
  return [
    { name: 'undefined', value: undefined },
    { name: 'null', value: null },
    { name: 'a number', value: 7 },
    { name: 'a function', value: () => base },
    { name: 'an array 6,000 deep', value: deepArray(6_000) },
    { name: 'an object 6,000 deep', value: deepObject(6_000) },
    { name: 'a Proxy whose traps throw', value: new Proxy({ ...base }, { ownKeys: () => { throw new Error('boom'); }, get: () => { throw new Error('boom'); } }) },
    { name: 'a revoked Proxy', value: revoked },
    { name: 'a throwing viewer getter', value: getter('viewer') },
    { name: 'a throwing type getter', value: getter('type') },
    { name: "a '__proto__' key", value: JSON.parse(`{"__proto__": {"viewer": 0}, "viewer": 0, "type": "x", "player": 0}`) as unknown },
    { name: 'a type 6,000 deep', value: { ...base, type: deepArray(6_000) } },
    { name: 'a type without a prototype', value: { ...base, type: Object.create(null) as unknown } },
    { name: 'the viewer of another game', value: { ...base, viewer: 'all' } },
    { name: 'a seat out of range', value: { ...base, viewer: 1e300 } },
    { name: 'an empty object', value: {} },
    { name: 'a huge array', value: (huge ??= Object.freeze(new Array<number>(1_000_000).fill(0))) },
  ];
}

/** Paths of the number leaves and the non-empty arrays of `value`, in a fixed order. */
function leaves(value: unknown): { numbers: (string | number)[][]; arrays: (string | number)[][] } {
  const numbers: (string | number)[][] = [];
  const arrays: (string | number)[][] = [];
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
  while (stack.length > 0 && numbers.length < 2_000) {
    const { v, path } = stack.pop() as { v: unknown; path: (string | number)[] };
    if (typeof v === 'number' && path.length > 0 && path[path.length - 1] !== 'viewer') numbers.push(path);
    else if (Array.isArray(v)) {
      if (v.length > 0) arrays.push(path);
      v.forEach((x, i) => stack.push({ v: x, path: [...path, i] }));
    } else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k] });
  }
  return { numbers, arrays };
}

/** A copy of `value` with the value at `path` replaced by `edit(old)`. */
function edited(value: unknown, path: readonly (string | number)[], edit: (old: unknown) => unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  if (path.length === 0) return edit(copy);
  let at = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  at[last] = edit(at[last]);
  return copy;
}

/** Edited views: numbers out of range, too large, fractional, and an item repeated in an array. */
function editedViews(view: unknown, step: number): { readonly name: string; readonly value: unknown }[] {
  const { numbers, arrays } = leaves(view);
  const out: { name: string; value: unknown }[] = [];
  const pick = <X>(xs: readonly X[], k: number): X | undefined => (xs.length === 0 ? undefined : xs[(k * 7919 + step * 31) % xs.length]);
  const values = [1e300, -1, 0.5, 1e6];
  for (let k = 0; out.length < EDITS && k < EDITS * 2; k++) {
    const useArray = k % 4 === 3;
    const path = useArray ? pick(arrays, k) : pick(numbers, k);
    if (path === undefined) continue;
    const where = path.join('.');
    if (useArray) out.push({ name: `${where} with its first item twice`, value: edited(view, path, (a) => [(a as unknown[])[0], ...(a as unknown[])]) });
    else {
      const v = values[k % values.length] as number;
      out.push({ name: `${where} set to ${v}`, value: edited(view, path, () => v) });
    }
  }
  return out;
}

/**
 * Problems with the seat functions of `game` at `state`, or `null`; tried at steps 0
 * and 48 of each game only (it costs about a hundred samples), and `null` at the others.
 * Each try looks from one seat (`step` modulo the player count): hostile tables, views
 * and moves (see {@link hostileSeatInputs}) must be refused, answered in words and in
 * time, and 12 edited views (numbers out of range, an item repeated) either refused or
 * answered with a state the codec accepts that shows the seat exactly that view.
 */
export function seatBoundaryProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, state: S, step: number, legal: readonly M[]): string | null {
  if (!STEPS.has(step)) return null;
  const players = game.playerCount(state);
  const seat: Viewer = players > 0 ? step % players : 'spectator';
  const t = game.table(state);
  const v = game.view(state, seat);
  if (t._tag === 'Left' || v._tag === 'Left') return 'no table or view to start from';
  const table = JSON.parse(JSON.stringify(t.right)) as T;
  const view = JSON.parse(JSON.stringify(v.right)) as V;
  const move = (legal[0] ?? { type: 'none', player: 0 }) as M;
  return (
    refusalsProblem(game, table, view, 'view') ??
    refusalsProblem(game, table, view, 'table') ??
    labelsProblem(game, table, view, move) ??
    editsProblem(game, table, view, step)
  );
}

/** Runs `f`: its answer, or a problem when it throws or answers later than the bound. */
function timed<R>(what: string, f: () => R): { readonly answer: R } | { readonly problem: string } {
  const started = now();
  let answer: R;
  try {
    answer = f();
  } catch (e) {
    return { problem: `${what} threw (${e instanceof Error ? e.name : 'a value'})` };
  }
  const took = now() - started;
  return took > TIME_BOUND_MS ? { problem: `${what} took ${Math.round(took)} ms` } : { answer };
}

function refusalsProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, hostile: 'view' | 'table'): string | null {
  const inputs = hostileSeatInputs((hostile === 'view' ? view : table) as unknown as Record<string, unknown>);
  for (const { name, value } of inputs) {
    const tv = hostile === 'table' ? (value as T) : table;
    const vv = hostile === 'view' ? (value as V) : view;
    const calls = [
      ['fromView', () => game.fromView(tv, vv, 1)],
      ['movesFromView', () => game.movesFromView(tv, vv)],
      ['sampler', () => game.sampler(tv, vv)],
    ] as const;
    for (const [fn, call] of calls) {
      const what = `${fn} on a ${hostile} that is ${name}`;
      const run = timed(what, call as () => { _tag: string; left?: { code: string; message: string } });
      if ('problem' in run) return run.problem;
      if (run.answer._tag !== 'Left') return `${what} answers Right`;
      const e = run.answer.left as { code: string; message: string };
      if (e.code !== 'INVALID_VIEW' && e.code !== 'INVALID_TABLE') return `${what} answers ${e.code}, not INVALID_VIEW or INVALID_TABLE`;
      if (typeof e.message !== 'string' || e.message.length === 0 || e.message.length > 300) return `${what}: a refusal without a short message`;
      if (RAW_ERROR.test(e.message)) return `${what}: the refusal carries a raw JavaScript error: ${e.message.slice(0, 120)}`;
    }
  }
  return null;
}

function labelsProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, move: M): string | null {
  const texts = (what: string, tv: unknown, vv: unknown, mv: unknown): string | null => {
    for (const fn of ['moveLabel', 'moveGroup'] as const) {
      const run = timed(`${fn} on ${what}`, () => game[fn](tv as T, vv as V, mv as M));
      if ('problem' in run) return run.problem;
      const text: unknown = run.answer;
      if (typeof text !== 'string') return `${fn} on ${what} answers ${typeof text}`;
      if (text.trim() === '' || text.length > 60) return `${fn} on ${what} answers ${JSON.stringify(text)}, not 1-60 characters`;
    }
    return null;
  };
  for (const { name, value } of hostileSeatInputs(move as unknown as Record<string, unknown>)) {
    const problem = texts(`a move that is ${name}`, table, view, value) ?? texts(`a table that is ${name}`, value, view, move) ?? texts(`a view that is ${name}`, table, value, move);
    if (problem !== null) return problem;
  }
  return null;
}

function editsProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, table: T, view: V, step: number): string | null {
  for (const { name, value } of editedViews(view, step)) {
    const what = `fromView on the view with ${name}`;
    const ran = timed(what, () => game.fromView(table, value as V, 1));
    if ('problem' in ran) return ran.problem;
    const listed = timed(`movesFromView on the view with ${name}`, () => game.movesFromView(table, value as V));
    if ('problem' in listed) return listed.problem;
    const answer = ran.answer;
    const moves = listed.answer;
    if (answer._tag === 'Left') {
      if (answer.left.code !== 'INVALID_VIEW' && answer.left.code !== 'INVALID_TABLE') return `${what} answers ${answer.left.code}`;
      if (RAW_ERROR.test(answer.left.message)) return `${what}: the refusal carries a raw JavaScript error: ${answer.left.message.slice(0, 120)}`;
      if (moves._tag !== 'Left') return `movesFromView lists moves from the view with ${name}, which fromView refuses`;
      continue;
    }
    // Accepted: then some state shows its viewer exactly this view, and the sample is one.
    const sample = answer.right;
    if (game.codecs.state.decode(JSON.parse(JSON.stringify(sample)))._tag === 'Left') return `${what} answers a state the state codec refuses: the view claims what its seat cannot hold`;
    const seen = game.view(sample, (value as BaseView).viewer);
    if (seen._tag === 'Left' || !jsonEqual(JSON.parse(JSON.stringify(seen.right)), value)) return `${what} answers a state that shows its viewer another view: the edited view is accepted though no state gives it`;
  }
  return null;
}

/**
 * The law of a game's view codec: the view the game itself gives `viewer` at `state`
 * decodes under `game.codecs.view` (as the JSON a client receives) and encodes back to
 * the same JSON. `null` when it holds, else the problem, naming the field. The harness
 * checks it for every seat and the spectator at the first step and every `fromViewEvery`
 * steps after it.
 */
export function viewCodecProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, state: S, viewer: Viewer): string | null {
  const v = game.view(state, viewer);
  if (v._tag === 'Left') return null; // viewProblem reports a view that is not given
  const sent = JSON.parse(JSON.stringify(v.right)) as unknown;
  const decoded = game.codecs.view.decode(sent);
  if (decoded._tag === 'Left') return `codecs.view refuses the game's own view: ${formatErrors(decoded.left, 'view')}`;
  // The codecs are typed as decoders; the core's are io-ts types that also encode.
  const encode = (game.codecs.view as { readonly encode?: (a: V) => unknown }).encode ?? ((a: V): unknown => a);
  const back = JSON.parse(JSON.stringify(encode(decoded.right)) ?? 'null') as unknown;
  if (!jsonEqual(back, sent)) return `codecs.view does not give back the view it decoded (${firstDifference(back, sent)} differs)`;
  return null;
}

/** The path of the first leaf where `a` and `b` differ, for a message. */
function firstDifference(a: unknown, b: unknown, path = 'view'): string {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (!jsonEqual(x, y)) return firstDifference(x, y, Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
  }
  return path;
}
