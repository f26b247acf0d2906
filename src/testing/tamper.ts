/**
 * Tampered saves: the law that a state from outside is either refused by the state codec
 * or good to play on.
 *
 * A server that accepts saved games (or a state sent back by a client) decodes them with
 * `game.codecs.state`. The law: take a reachable state, change it the way a hand-edited
 * save would (a number nudged, a card duplicated or dropped, a seat index out of range,
 * two values swapped, a field removed), and decode it. Either the codec refuses it, or
 * every function of the contract runs on it without throwing and the game plays to its
 * end, with every listed move accepted.
 *
 * @module
 */
import fc from 'fast-check';
import { canonicalJson, cloneJson } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat, Viewer } from '../core/game.js';
import { Random } from '../core/random.js';
import { ContractViolation } from './violation.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** Every path in `value`, containers included, the root excepted; found without recursion. */
function pathsOf(value: Json): Path[] {
  const out: Path[] = [];
  const stack: { v: Json; p: Path }[] = [{ v: value, p: [] }];
  while (stack.length > 0) {
    const { v, p } = stack.pop() as { v: Json; p: Path };
    if (p.length > 0) out.push(p);
    if (Array.isArray(v)) v.forEach((x, i) => stack.push({ v: x, p: [...p, i] }));
    else if (v !== null && typeof v === 'object') for (const k of Object.keys(v)) stack.push({ v: v[k] as Json, p: [...p, k] });
  }
  return out;
}

function at(root: Json, path: Path): Json {
  let v: Json = root;
  for (const k of path) v = (v as Record<string | number, Json>)[k] as Json;
  return v;
}

function set(root: Json, path: Path, value: Json | undefined): void {
  const parent = at(root, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
}

const showPath = (p: Path): string => p.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('') || '(root)';

/**
 * Changes `state` (a JSON copy is edited) `count` times the way a hand-edited save would;
 * returns the edited copy and what was done, for the failure message.
 */
export function tamper(state: unknown, random: Random, count = 1): { readonly value: unknown; readonly edits: readonly string[] } {
  const root = cloneJson(state) as Json;
  const edits: string[] = [];
  for (let n = 0; n < count; n++) {
    const paths = pathsOf(root);
    if (paths.length === 0) break;
    // Half the time a top-level field first, then a place inside it: long histories and
    // catalogues would otherwise take almost every edit from the few fields that matter.
    const tops = [...new Set(paths.map((p) => p[0]))];
    const top = random.pick(tops);
    const path = random.int(0, 1) === 0 ? random.pick(paths) : random.pick(paths.filter((p) => p[0] === top));
    const v = at(root, path);
    // Values of the same kind found elsewhere in the state: the most plausible forgeries.
    const same = paths.map((p) => at(root, p)).filter((x) => typeof x === typeof v && Array.isArray(x) === Array.isArray(v) && x !== v);
    const borrowed = same.length > 0 ? cloneJson(random.pick(same)) : null;
    let edit: string;
    if (typeof v === 'number') {
      const choices = [v + 1, v - 1, -1, 0, v * 2 + 7, 1_000_000, v + 0.5, -v - 1, 99, 3];
      const next = random.int(0, 4) === 0 && borrowed !== null ? borrowed : random.pick(choices);
      set(root, path, next);
      edit = `${showPath(path)}: ${v} -> ${JSON.stringify(next)}`;
    } else if (typeof v === 'string') {
      const next = random.int(0, 3) > 0 && borrowed !== null ? borrowed : random.pick(['', 'x', 'hidden', '__proto__', 'constructor', v + v]);
      set(root, path, next);
      edit = `${showPath(path)}: ${JSON.stringify(v)} -> ${JSON.stringify(next)}`;
    } else if (typeof v === 'boolean') {
      set(root, path, !v);
      edit = `${showPath(path)}: ${v} -> ${!v}`;
    } else if (v === null) {
      const next = random.pick<Json>([0, 1, -1, '', [], {}, borrowed ?? 2]);
      set(root, path, next);
      edit = `${showPath(path)}: null -> ${JSON.stringify(next)}`;
    } else if (Array.isArray(v)) {
      const op = random.int(0, 7);
      if (op === 0 && v.length > 0) {
        const i = random.int(0, v.length - 1);
        edit = `${showPath(path)}: removed item ${i}`;
        v.splice(i, 1);
      } else if (op === 1 && v.length > 0) {
        const i = random.int(0, v.length - 1);
        v.splice(i, 0, cloneJson(v[i] as Json));
        edit = `${showPath(path)}: duplicated item ${i}`;
      } else if (op === 2 && v.length > 1) {
        const i = random.int(0, v.length - 1);
        const j = random.int(0, v.length - 1);
        const tmp = v[i] as Json;
        v[i] = v[j] as Json;
        v[j] = tmp;
        edit = `${showPath(path)}: swapped items ${i} and ${j}`;
      } else if (op === 3) {
        set(root, path, []);
        edit = `${showPath(path)}: emptied`;
      } else if (op === 4 && v.length > 0) {
        v.push(cloneJson(random.pick(v)));
        edit = `${showPath(path)}: one more item`;
      } else if (op === 5 && borrowed !== null) {
        set(root, path, borrowed);
        edit = `${showPath(path)}: replaced by another array of the state`;
      } else if (op === 6) {
        v.reverse();
        edit = `${showPath(path)}: reversed`;
      } else {
        set(root, path, null);
        edit = `${showPath(path)}: -> null`;
      }
    } else {
      const keys = Object.keys(v);
      const op = random.int(0, 3);
      if (op === 0 && keys.length > 0) {
        const k = random.pick(keys);
        delete v[k];
        edit = `${showPath(path)}: removed field ${k}`;
      } else if (op === 1) {
        v['tampered'] = 1;
        edit = `${showPath(path)}: added a field`;
      } else if (op === 2 && borrowed !== null) {
        set(root, path, borrowed);
        edit = `${showPath(path)}: replaced by another object of the state`;
      } else {
        set(root, path, []);
        edit = `${showPath(path)}: object -> []`;
      }
    }
    edits.push(edit);
  }
  return { value: root, edits };
}

/** Options of {@link checkTampering}. */
export interface TamperOptions<Config> {
  /** The tables to play. */
  readonly configs: readonly Config[];
  /** Tampered states to try (fast-check `numRuns`). Default 100. */
  readonly runs?: number;
  /** Edits per tampered state, at most. Default 3. */
  readonly maxEdits?: number;
  /** A tampered game that has not ended after this many moves fails. Default 20 000. */
  readonly maxSteps?: number;
  /** fast-check seed, to reproduce a failure. */
  readonly seed?: number;
}

/** What a tampering run saw. */
export interface TamperReport {
  /** Tampered states tried. */
  readonly tried: number;
  /** Of those, refused by the state codec. */
  readonly refused: number;
  /** Of those, accepted and then played to the end. */
  readonly played: number;
}

/**
 * Plays from `state` to the end, checking at each step that the contract's functions
 * answer (no throw, no `INTERNAL_ERROR`), that active seats have moves and others none,
 * that listed moves apply, and that views are given. Returns a problem or `null`.
 */
export function playableProblem<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, start: S, random: Random, maxSteps: number): string | null {
  let state = start;
  for (let step = 0; ; step++) {
    try {
      const players = game.playerCount(state);
      if (!Number.isInteger(players) || players < 1) return `step ${step}: playerCount is ${players}`;
      const over = game.isOver(state);
      const active = game.activePlayers(state);
      if (over !== (active.length === 0)) return `step ${step}: isOver=${over} but activePlayers=${JSON.stringify(active)}`;
      if (active.some((s) => !Number.isInteger(s) || s < 0 || s >= players)) return `step ${step}: activePlayers ${JSON.stringify(active)} are not seats`;
      const result = game.result(state);
      if (result.scores.length !== players) return `step ${step}: result has ${result.scores.length} scores for ${players} seats`;
      for (const viewer of ['spectator', ...Array.from({ length: players }, (_, i) => i)] as Viewer[]) {
        const v = game.view(state, viewer);
        if (v._tag === 'Left') return `step ${step}: the view for ${viewer} is refused: ${v.left.code} ${v.left.message}`;
      }
      game.components(state);
      if (over) return null;
      if (step >= maxSteps) return `the game has not ended after ${maxSteps} moves`;
      const legal: M[][] = [];
      for (let seat = 0; seat < players; seat++) {
        const moves = game.legalMoves(state, seat) as M[];
        legal.push(moves);
        if (active.includes(seat) && moves.length === 0) return `step ${step}: active seat ${seat} has no legal move (the game stalls)`;
        if (!active.includes(seat) && moves.length > 0) return `step ${step}: seat ${seat} is not active but has moves`;
      }
      const seat = active.length === 1 ? (active[0] as Seat) : random.pick(active);
      const mine = legal[seat] as M[];
      for (const m of random.shuffle(mine).slice(0, 4)) {
        const r = game.apply(state, m);
        if (r._tag === 'Left') return `step ${step}: listed move ${canonicalJson(m)} refused: ${r.left.code} ${r.left.message}`;
      }
      const move = random.pick(mine);
      const next = game.apply(state, move);
      if (next._tag === 'Left') return `step ${step}: listed move ${canonicalJson(move)} refused: ${next.left.code} ${next.left.message}`;
      game.describe(state, move, next.right);
      state = next.right;
    } catch (e) {
      return `step ${step}: a function of the contract threw: ${String(e)}`;
    }
  }
}

/**
 * The tampered-save law, over random reachable states of random games: each tampered
 * state is refused by `game.codecs.state`, or plays to its end (see
 * {@link playableProblem}). Throws a {@link ContractViolation} naming the edits that
 * broke the game; returns how many tampered states were refused and how many played.
 */
export function checkTampering<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, options: TamperOptions<C>): TamperReport {
  let tried = 0;
  let refused = 0;
  let played = 0;
  const maxSteps = options.maxSteps ?? 20_000;
  const int32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });
  fc.assert(
    fc.property(fc.nat({ max: options.configs.length - 1 }), int32, int32, fc.nat({ max: 999 }), fc.integer({ min: 1, max: options.maxEdits ?? 3 }), (ci, seed, botSeed, stopAt, edits) => {
      const config = options.configs[ci] as C;
      const start = game.setup(config, seed);
      if (start._tag === 'Left') throw new ContractViolation(`${game.id}: setup refused ${JSON.stringify(config)}: ${start.left.message}`);
      const random = Random.quick(botSeed);
      // Play to a random point of the game (stopAt in thousandths of a typical length).
      const states: S[] = [start.right];
      let state = start.right;
      while (!game.isOver(state) && states.length < maxSteps) {
        const active = game.activePlayers(state);
        const seat = random.pick(active);
        const next = game.apply(state, random.pick(game.legalMoves(state, seat)));
        if (next._tag === 'Left') throw new ContractViolation(`${game.id}: a listed move was refused during the tampering run: ${next.left.message}`);
        state = next.right;
        states.push(state);
      }
      const chosen = states[Math.floor((stopAt / 1000) * states.length)] as S;
      const { value, edits: what } = tamper(chosen, random, edits);
      tried++;
      const decoded = game.codecs.state.decode(JSON.parse(JSON.stringify(value)));
      if (decoded._tag === 'Left') {
        refused++;
        return;
      }
      const problem = playableProblem(game, decoded.right, random, maxSteps);
      if (problem !== null) {
        throw new ContractViolation(
          `${game.id} config=${JSON.stringify(config)} seed=${seed}: the state codec accepts a tampered save that breaks the game.\n` +
            `Edits: ${what.join('; ')}\nProblem: ${problem}`,
        );
      }
      played++;
    }),
    {
      numRuns: options.runs ?? 100,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      endOnFailure: true,
      includeErrorInReport: true,
    },
  );
  return { tried, refused, played };
}
