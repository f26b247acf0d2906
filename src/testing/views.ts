/**
 * The laws of what a seat receives: its table and view are everything it may know and
 * all it needs. `fromView` samples states the seat cannot tell from the real one; labels
 * are short, unique and made from the view; each seat's log depends on what it may see.
 *
 * @module
 */
import { canonicalJson, jsonEqual } from '../core/clone.js';
import type { Audience, BaseMove, BaseView, Game, Seat, Viewer } from '../core/game.js';
import type { Random } from '../core/random.js';
import { playableProblem } from './tamper.js';
import { seatTexts } from './texts.js';

/** The size of `value` as UTF-8 JSON, in bytes (without Node's Buffer, so it runs in browsers). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The last state's table as JSON, so that the viewers of one state share one table object, as a client's table is one object. */
let lastTable: { readonly state: unknown; readonly json: unknown } | undefined;
function tableJson<T>(state: unknown, table: T): T {
  if (lastTable === undefined || lastTable.state !== state) lastTable = { state, json: JSON.parse(JSON.stringify(table)) as unknown };
  return lastTable.json as T;
}

/** A seed for a sample, drawn from the harness's generator. */
const seedFrom = (random: Random): number => random.int(-0x7fffffff, 0x7fffffff);

/** How hard to check {@link viewProblem}. */
export interface ViewLawOptions {
  /** Largest view, as UTF-8 JSON bytes. */
  readonly maxViewBytes: number;
  /** Also check that samples vary where states may vary, and play one sample to its end. */
  readonly thorough: boolean;
  /** Moves a sampled game may take to end. */
  readonly maxSteps: number;
}

/**
 * Problems with what `viewer` receives at `state`, or `null`: the table and view travel
 * as JSON and fit the size budget; `fromView` on them gives a state that the codec
 * accepts, with the same table and view, the same legal moves for the viewer (the same
 * active seats for a spectator), and `movesFromView` lists them; when `thorough`, samples
 * from 20 seeds (drawn through `sampler`, which must give `fromView`'s sample for the
 * same seed) differ wherever the real state is not the only one that fits, and one
 * sample plays to its end.
 */
export function viewProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  viewer: Viewer,
  legal: readonly M[],
  random: Random,
  options: ViewLawOptions,
): string | null {
  return viewLaw(game, state, viewer, legal, random, options).problem;
}

/**
 * What {@link viewProblem} found, and (when it holds) the first `fromView` sample it
 * checked, with the view and table it was drawn from: a state `viewer` cannot tell from
 * `state`, which the harness uses again as the twin of the log law on the same step
 * instead of drawing and checking another one.
 */
export interface ViewLawResult<S, V, T> {
  readonly problem: string | null;
  readonly twin?: { readonly sample: S; readonly view: V; readonly table: T };
}

/** {@link viewProblem}, answering its first sample too (see {@link ViewLawResult}). */
export function viewLaw<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  state: S,
  viewer: Viewer,
  legal: readonly M[],
  random: Random,
  options: ViewLawOptions,
): ViewLawResult<S, V, T> {
  const problem = (text: string): ViewLawResult<S, V, T> => ({ problem: text });
  const t = game.table(state);
  if (t._tag === 'Left') return problem(`table refused: ${t.left.code} ${t.left.message}`);
  const v = game.view(state, viewer);
  if (v._tag === 'Left') return problem(`view refused: ${v.left.code} ${v.left.message}`);
  // The table travels once per game, as JSON: one copy per state serves every viewer.
  const tJson = tableJson(state, t.right);
  const vJson = JSON.parse(JSON.stringify(v.right)) as V;
  if (!jsonEqual(tJson, t.right)) return problem('the table is not plain JSON');
  if (!jsonEqual(vJson, v.right)) return problem('the view is not plain JSON');
  if (v.right.viewer !== viewer) return problem(`the view says it is for ${JSON.stringify(v.right.viewer)}`);
  const size = jsonBytes(v.right);
  if (size > options.maxViewBytes) return problem(`the view is ${size} bytes of JSON, over the budget of ${options.maxViewBytes}`);

  const active = game.activePlayers(state);
  const sampleAt = (seed: number): S | string => {
    const s = game.fromView(tJson, vJson, seed);
    return s._tag === 'Left' ? `fromView refused (seed ${seed}): ${s.left.code} ${s.left.message}` : s.right;
  };
  const seed = seedFrom(random);
  const sample = sampleAt(seed);
  if (typeof sample === 'string') return problem(sample);
  const decoded = game.codecs.state.decode(JSON.parse(JSON.stringify(sample)));
  if (decoded._tag === 'Left') return problem(`fromView (seed ${seed}) made a state the codec refuses: ${decoded.left.map((e) => e.message ?? 'structure').slice(0, 2).join('; ')}`);
  const sv = game.view(sample, viewer);
  if (sv._tag === 'Left' || !jsonEqual(sv.right, v.right)) {
    return problem(`the view of a fromView sample (seed ${seed}) differs from the view it was sampled from: ${sv._tag === 'Left' ? sv.left.message : firstDifference(sv.right, v.right)}`);
  }
  const st = game.table(sample);
  if (st._tag === 'Left' || !jsonEqual(st.right, t.right)) return problem(`the table of a fromView sample (seed ${seed}) differs from the table it was sampled from`);
  if (!jsonEqual(game.activePlayers(sample), active)) return problem(`who may move differs in a fromView sample (seed ${seed}): ${JSON.stringify(game.activePlayers(sample))} vs ${JSON.stringify(active)}`);
  if (viewer !== 'spectator') {
    const mine = game.legalMoves(sample, viewer);
    if (!jsonEqual(mine, legal)) return problem(`the legal moves of seat ${viewer} differ in a fromView sample (seed ${seed}): ${firstDifference(mine, legal)}`);
    const listed = game.movesFromView(tJson, vJson);
    if (listed._tag === 'Left' || !jsonEqual(listed.right, legal)) return problem(`movesFromView does not list the legal moves of seat ${viewer}`);
  }
  const twin = { sample, view: vJson, table: tJson };
  if (!options.thorough) return { problem: null, twin };

  // Many samples of one view, as a bot draws them: through `sampler`, which checks the view
  // once and draws as fromView does (it gives fromView's sample for the same seed).
  const sampler = game.sampler(tJson, vJson);
  if (sampler._tag === 'Left') return problem(`sampler refuses the view that fromView accepts: ${sampler.left.code} ${sampler.left.message}`);
  const same = sampler.right(seed);
  if (same._tag === 'Left' || canonicalJson(same.right) !== canonicalJson(sample)) return problem(`the sampler's sample for seed ${seed} is not fromView's`);
  const drawAt = (at: number): S | string => {
    const s = sampler.right(at);
    return s._tag === 'Left' ? `fromView refused (seed ${at}, through the sampler): ${s.left.code} ${s.left.message}` : s.right;
  };
  // Where another state fits the view, the samples must not all be the same one. Every
  // sample must be given; its print (every viewer's view of it) is needed only while all
  // prints so far are one that is not the real state's: a second print, or the real
  // state's, settles that the samples are not all one state the real one differs from.
  const players = game.playerCount(state);
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  const fingerprint = (s: S): string => viewers.map((w) => canonicalJson(game.view(s, w))).join('\n');
  const real = fingerprint(state);
  let only: string | undefined;
  let settled = false;
  for (let i = 0; i < 20; i++) {
    const s = drawAt(seedFrom(random));
    if (typeof s === 'string') return problem(s);
    if (settled) continue;
    const print = fingerprint(s);
    if (print === real || (only !== undefined && print !== only)) settled = true;
    only = print;
  }
  if (!settled) {
    return problem('all 20 fromView samples are the same state, though the real state (which fits the view too) differs from it: what the viewer cannot know is not dealt at random');
  }
  const played = playableProblem(game, sample, random, options.maxSteps);
  if (played !== null) return problem(`a fromView sample (seed ${seed}) does not play to its end: ${played}`);
  return { problem: null, twin };
}

/**
 * Problems with the labels and groups of `seat`'s legal moves, or `null`: each is a
 * non-empty string of at most 60 characters, and the labels are unique.
 */
export function labelProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, state: S, seat: Seat, legal: readonly M[]): string | null {
  if (legal.length === 0) return null;
  const texts = seatTexts(game, state, seat, legal);
  if (texts === null) return 'no table or view to label from';
  const seen = new Map<string, M>();
  for (const [i, m] of legal.entries()) {
    const label = texts.labels[i];
    const group = texts.groups[i];
    if (typeof label !== 'string' || label.trim() === '' || label.length > 60) return `the label ${JSON.stringify(label)} of ${canonicalJson(m)} is not 1-60 characters`;
    if (typeof group !== 'string' || group.trim() === '' || group.length > 60) return `the group ${JSON.stringify(group)} of ${canonicalJson(m)} is not 1-60 characters`;
    const other = seen.get(label);
    if (other !== undefined) return `two legal moves of seat ${seat} share the label ${JSON.stringify(label)}: ${canonicalJson(other)} and ${canonicalJson(m)}`;
    seen.set(label, m);
  }
  return null;
}

/**
 * The law of per-seat logs, tried on one transition: for each viewer, a second
 * transition that the viewer cannot tell from this one (sampled with `fromView` from its
 * view before, the same move applied, and its view after equal too) gives the same lines.
 * Returns a problem or `null`, and counts the comparisons made.
 */
export function logProblem<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  before: S,
  move: M,
  after: S,
  random: Random,
  counter: { compared: number },
): string | null {
  return logLaw(game, before, move, after, random, counter, () => undefined);
}

/**
 * {@link logProblem}, with the twin of each viewer given when the step already has one:
 * `twinOf(viewer)`, a `fromView` sample of the viewer's view of `before` (checked by
 * {@link viewLaw} on this step), else one is drawn here.
 */
export function logLaw<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  before: S,
  move: M,
  after: S,
  random: Random,
  counter: { compared: number },
  twinOf: (viewer: Viewer) => ViewLawResult<S, V, T>['twin'],
): string | null {
  const players = game.playerCount(before);
  const t = game.table(before);
  if (t._tag === 'Left') return 'no table';
  const audiences: Audience[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  for (const viewer of audiences) {
    if (viewer === 'all') continue;
    const lines = game.describe(before, move, after, viewer);
    if (!Array.isArray(lines) || lines.some((l) => typeof l !== 'string')) return `describe for ${viewer} does not give lines of text`;
    const va = game.view(after, viewer);
    if (va._tag === 'Left') return `no view for ${viewer}`;
    const known = twinOf(viewer);
    let other: { readonly right: S };
    if (known !== undefined) other = { right: known.sample };
    else {
      const vb = game.view(before, viewer);
      if (vb._tag === 'Left') return `no view for ${viewer}`;
      const drawn = game.fromView(t.right, vb.right, seedFrom(random));
      if (drawn._tag === 'Left') return `fromView refused for ${viewer}: ${drawn.left.message}`;
      other = drawn;
    }
    const next = game.apply(other.right, move);
    if (next._tag === 'Left') continue; // the move needs what this viewer cannot see: no twin transition here
    const va2 = game.view(next.right, viewer);
    if (va2._tag === 'Left' || !jsonEqual(va2.right, va.right)) continue; // the viewer could tell them apart afterwards
    counter.compared++;
    const twin = game.describe(other.right, move, next.right, viewer);
    if (!jsonEqual(twin, lines)) {
      return `the log lines of ${viewer} depend on what ${viewer} cannot see: ${firstDifference(twin, lines)}`;
    }
  }
  return null;
}

/** Where two JSON values first differ, with both values there, for messages; `''` when equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string {
  if (jsonEqual(a, b)) return '';
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}${Array.isArray(a) ? `[${k}]` : `.${k}`}`);
      if (d !== '') return d;
    }
  }
  return `at ${path || '(top)'}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
}
