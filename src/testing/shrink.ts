/**
 * Shrinking a failing game to a short one: what `checkGame` does between finding a
 * failure and reporting it.
 *
 * A game is a table (config), a deal (seed), the harness's own sampling seed (botSeed),
 * and the players' choices, one per move. A choice is a fraction of the legal list, a
 * number in `[0, 1)`: when several seats may move it first picks the seat
 * (`floor(f * seats)`), and what is left of it picks the move the same way. Removing an
 * earlier step therefore leaves every later choice meaningful (the same part of whatever
 * list it meets), which is what lets removal find shorter games.
 *
 * Shrinking replays candidate games, each stopped at the step where the best failure so
 * far failed, and checks in them only the law that failed. It tries, in order:
 *
 * 1. the failing prefix: the choices after the failing step are dropped;
 * 2. removing runs of steps (halves, quarters, ... single steps);
 * 3. simpler tables among those the configs allow (fewer seats, fewer options on), with
 *    the same deal and choices;
 * 4. fresh random games on the allowed tables (simplest first), looking for a shorter
 *    failure of the same law;
 * 5. removal again on what the fresh games found, and another round of fresh games while
 *    the last one found a shorter failure;
 * 6. first-listed moves (choice 0), step by step.
 *
 * It stops after a fixed number of candidate games, not after a time, so that a rerun
 * with the same fast-check seed and path shrinks to the very same game; a time cap stays
 * as a safety net, and the report says when it was hit.
 *
 * @module
 */
import { canonicalJson, cloneJson } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';
import type { Policy } from '../core/playout.js';
import { Random } from '../core/random.js';
import { ContractViolation, type ShrinkReport } from './violation.js';

/** Choices are drawn as whole numbers below this and used as fractions of it. */
export const CHOICE_SCALE = 2 ** 30;

/** Candidate games shrinking plays at most (the same on every run, so reruns agree). */
export const MAX_CANDIDATES = 4000;

/** Fresh random games per round of shrinking, looking for a shorter failure. */
export const FRESH_GAMES = 400;

/** Rounds of fresh games at most (a round follows only one that found a shorter failure). */
const FRESH_ROUNDS = 4;

export type { ShrinkReport };

/** A stage of shrinking, as the harness's `onStage` option is told it. */
export interface ShrinkStage {
  /**
   * What shrinking starts to do: `'prefix'` (cut to the failing prefix), `'remove'`
   * (remove runs of steps), `'tables'` (simpler tables), `'fresh'` (fresh random games),
   * `'simplify'` (first-listed moves), `'done'`.
   */
  readonly stage: 'prefix' | 'remove' | 'tables' | 'fresh' | 'simplify' | 'done';
  /** Moves of the shortest failing game so far. */
  readonly length: number;
  /** Candidate games played so far. */
  readonly candidates: number;
}

/** One game the harness can replay: table, deal, sampling seed and choices. */
export interface Candidate<C> {
  readonly config: C;
  readonly seed: number;
  readonly botSeed: number;
  /** The players' choices, one per move; `undefined`: drawn from `botSeed` as in the search. */
  readonly choices: readonly number[] | undefined;
}

/** A failing game: the candidate, its failure, and the choices it used up to it. */
export interface Failing<C> {
  readonly config: C;
  readonly seed: number;
  readonly botSeed: number;
  readonly choices: readonly number[];
  /** Moves played before the failing check. */
  readonly length: number;
}

/**
 * Replays a candidate, stopped after step `stopAfter`, checking the law that failed:
 * the violation (with `failingStep` and the `choices` used) when it fails again, else
 * `null`.
 */
export type Attempt<C> = (candidate: Candidate<C>, stopAfter: number) => ContractViolation | null;

/** A number in `[0, 1)` drawn from the players' stream. */
export function drawChoice(chooser: Random): number {
  return chooser.int(0, CHOICE_SCALE - 1) / CHOICE_SCALE;
}

/** `floor(f * n)` (at most `n - 1`) and the fraction left over. */
function part(f: number, n: number): [number, number] {
  const x = (Number.isFinite(f) && f > 0 ? Math.min(f, 1) : 0) * n;
  const i = Math.min(n - 1, Math.floor(x));
  return [i, Math.min(Math.max(x - i, 0), 1 - 1 / CHOICE_SCALE)];
}

/**
 * The move a choice `f` in `[0, 1)` picks: the seat `floor(f * active.length)`, then with
 * what is left of `f` the move the same way, or what `policy` picks (given a generator
 * seeded from what is left of `f`). `undefined` when the seat has no move.
 */
export function chooseMove<S, M>(state: S, active: readonly Seat[], legalOf: (seat: Seat) => readonly M[], f: number, policy?: Policy<S, M>): M | undefined {
  if (active.length === 0) return undefined;
  const [i, rest] = part(f, active.length);
  const seat = active[i] as Seat;
  const mine = legalOf(seat);
  if (mine.length === 0) return undefined;
  if (policy !== undefined) return policy(state, seat, mine, Random.quick(Math.floor(rest * CHOICE_SCALE)));
  return mine[part(rest, mine.length)[0]];
}

/** The game's own invariant that failed, found by its name in the failure message. */
export type FailedInvariant<S, M> =
  | { readonly kind: 'state'; readonly check: (state: S) => string | null }
  | { readonly kind: 'step'; readonly check: (before: S, move: M, after: S) => string | null }
  | { readonly kind: 'game'; readonly check: (states: readonly S[]) => string | null };

/** Which of the game's invariants `property` (a failure message) names, if any. */
export function failedInvariant<S, M>(
  property: string,
  lists: {
    readonly invariants?: readonly { readonly name: string; readonly check: (state: S) => string | null }[] | undefined;
    readonly stepInvariants?: readonly { readonly name: string; readonly check: (before: S, move: M, after: S) => string | null }[] | undefined;
    readonly gameInvariants?: readonly { readonly name: string; readonly check: (states: readonly S[]) => string | null }[] | undefined;
  },
): FailedInvariant<S, M> | undefined {
  for (const inv of lists.invariants ?? []) if (property.includes(`: invariant '${inv.name}' fails: `)) return { kind: 'state', check: inv.check };
  for (const inv of lists.stepInvariants ?? []) if (property.includes(`: step invariant '${inv.name}' fails after `)) return { kind: 'step', check: inv.check };
  for (const inv of lists.gameInvariants ?? []) if (property.includes(`: game invariant '${inv.name}' fails: `)) return { kind: 'game', check: inv.check };
  return undefined;
}

/**
 * The law a failure message names, without where it happened or the values involved:
 * two failures of the same law have the same key.
 */
export function lawKey(property: string): string {
  const at = property.search(/ step=-?\d+: /);
  const law = at < 0 ? property : property.slice(property.indexOf(': ', at) + 2);
  return law
    .replace(/\{.*\}|\[.*\]/g, '#')
    .replace(/"[^"]*"|'[^']*'/g, '#')
    .replace(/-?\d+(\.\d+)?/g, '#')
    .slice(0, 120);
}

/**
 * Replays a candidate checking nothing but one of the game's own invariants, as fast as
 * the rules go: no contract check, one legal list per move. It draws the choices exactly
 * as the full check does, so both play the same game.
 */
export function invariantAttempt<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  invariant: FailedInvariant<S, M>,
  options: { readonly policy?: Policy<S, M> | undefined; readonly maxSteps?: number | undefined },
): Attempt<C> {
  const maxSteps = options.maxSteps ?? 20_000;
  return (candidate, stopAfter) => {
    const { config, seed, botSeed, choices } = candidate;
    const used: number[] = [];
    const failed = (step: number): ContractViolation =>
      new ContractViolation(`invariant fails at step ${step}`, { property: `invariant fails at step ${step}`, failingStep: step, choices: used.slice() });
    let start;
    try {
      start = game.setup(cloneJson(config), seed);
    } catch {
      return null;
    }
    if (start._tag === 'Left') return null;
    const chooser = Random.quick(botSeed + 0x9e3779b9);
    let state = start.right;
    const states: S[] = [state];
    try {
      for (let step = 0; ; step++) {
        if (step > stopAfter) return null;
        if (invariant.kind === 'state' && invariant.check(state) !== null) return failed(step);
        if (game.isOver(state)) break;
        if (step >= maxSteps) return null;
        const drawn = drawChoice(chooser);
        const f = choices === undefined ? drawn : (choices[step] ?? 0);
        used.push(f);
        const before = state;
        const move = chooseMove(before, game.activePlayers(before), (seat) => game.legalMoves(before, seat), f, options.policy);
        if (move === undefined) return null;
        const next = game.apply(before, move);
        if (next._tag === 'Left') return null;
        if (invariant.kind === 'step' && invariant.check(before, move, next.right) !== null) return failed(step);
        state = next.right;
        states.push(state);
      }
    } catch {
      // Another law broke (a rule threw): not the failure being shrunk.
      return null;
    }
    if (invariant.kind === 'game' && invariant.check(states) !== null) return failed(states.length - 1);
    return null;
  };
}

/** How simple a table is, to compare tables: seats first, then options turned on, then size. */
export function simplicity<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, config: C): readonly number[] {
  let seats = Number.MAX_SAFE_INTEGER;
  try {
    const start = game.setup(cloneJson(config), 1);
    if (start._tag === 'Right') seats = game.playerCount(start.right);
  } catch {
    // A table the game refuses is the least simple.
  }
  const json = JSON.stringify(config) ?? '';
  const on = (json.match(/:true\b/g) ?? []).length;
  return [seats, on, json.length];
}

function lessThan(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  return false;
}

/** What {@link shrinkFailure} needs beyond the failing game. */
export interface ShrinkSettings<C> {
  /** Replays a candidate checking the law that failed. */
  readonly attempt: Attempt<C>;
  /** The tables the user's configs allow (fresh games are played on them). */
  readonly tables: readonly C[];
  /** How simple each table is (see {@link simplicity}). */
  readonly simplicity: (config: C) => readonly number[];
  /** Seed of shrinking's own draws (fresh deals): the same seed shrinks the same way. */
  readonly seed: number;
  /** Seconds after which shrinking stops with the best game so far. */
  readonly seconds: number;
  /** Told when each stage starts. */
  readonly onStage?: ((stage: ShrinkStage) => void) | undefined;
  /** Candidate games at most (default {@link MAX_CANDIDATES}). */
  readonly maxCandidates?: number;
  /** Fresh games per round (default {@link FRESH_GAMES}). */
  readonly freshGames?: number;
}

/**
 * Shrinks `start` (a failing game) to the shortest failing game it finds, and says how
 * far it got. Deterministic for the same inputs unless the time cap is hit.
 */
export function shrinkFailure<C>(start: Failing<C>, settings: ShrinkSettings<C>): { readonly best: Failing<C>; readonly report: ShrinkReport } {
  const maxCandidates = settings.maxCandidates ?? MAX_CANDIDATES;
  const freshGames = settings.freshGames ?? FRESH_GAMES;
  const deadline = performance.now() + settings.seconds * 1000;
  let candidates = 0;
  let timedOut = false;
  // 1. The failing prefix: the choices after the failing step played no part.
  let best: Failing<C> = { ...start, choices: start.choices.slice(0, start.length + 1) };
  const stage = (name: ShrinkStage['stage']): void => settings.onStage?.({ stage: name, length: best.length, candidates });

  /** Plays a candidate stopped after `stopAfter`; the failure it gives, if any. */
  const tryOne = (candidate: Candidate<C>, stopAfter: number): Failing<C> | null => {
    if (candidates >= maxCandidates) return null;
    if (performance.now() > deadline) {
      timedOut = true;
      return null;
    }
    candidates++;
    const v = settings.attempt(candidate, stopAfter);
    const length = v?.details.failingStep;
    if (v === null || length === undefined || length > stopAfter) return null;
    const used = v.details.choices ?? candidate.choices ?? [];
    return { config: candidate.config, seed: candidate.seed, botSeed: candidate.botSeed, choices: used.slice(0, length + 1), length };
  };
  const exhausted = (): boolean => timedOut || candidates >= maxCandidates;

  /** Removes runs of steps, longest runs first, while that gives shorter failures. */
  const remove = (): void => {
    stage('remove');
    for (let size = Math.max(1, Math.floor(best.choices.length / 2)); size >= 1 && !exhausted(); size = size === 1 ? 0 : Math.max(1, Math.floor(size / 2))) {
      let improved = true;
      while (improved && !exhausted()) {
        improved = false;
        // From the end: removing late steps disturbs least of what leads to the failure.
        for (let at = best.choices.length - size; at >= 0 && !exhausted(); at -= size) {
          const choices = [...best.choices.slice(0, at), ...best.choices.slice(at + size)];
          const found = tryOne({ ...best, choices }, best.length - 1);
          if (found !== null) {
            best = found;
            improved = true;
            break;
          }
        }
      }
    }
  };

  stage('prefix');
  remove();

  // 3. Simpler tables, same deal and choices.
  const key = (c: C): string => canonicalJson(c);
  const seen = new Set<string>();
  const tables = settings.tables
    .filter((t) => (seen.has(key(t)) ? false : (seen.add(key(t)), true)))
    .map((config) => ({ config, rank: settings.simplicity(config) }))
    .sort((a, b) => (lessThan(a.rank, b.rank) ? -1 : lessThan(b.rank, a.rank) ? 1 : 0));
  const simpler = (rank: readonly number[]): boolean => lessThan(rank, settings.simplicity(best.config));
  const simplerTables = (): void => {
    if (tables.length < 2) return;
    stage('tables');
    for (const t of tables) {
      if (exhausted()) break;
      if (!simpler(t.rank)) continue;
      const found = tryOne({ ...best, config: t.config }, best.length);
      if (found !== null) best = found;
    }
  };
  simplerTables();

  // 4. Fresh games on the allowed tables, simplest first, each stopped before the best
  // failure so far: only a shorter failure counts. 5. Removal on what they found. Again,
  // while a round of fresh games finds a shorter failure (and candidates are left).
  const random = Random.quick(settings.seed);
  for (let round = 0; round < FRESH_ROUNDS && !exhausted(); round++) {
    stage('fresh');
    const before = best.length;
    for (let i = 0; i < freshGames && !exhausted() && best.length > 0 && tables.length > 0; i++) {
      const table = tables[i % tables.length] as { readonly config: C; readonly rank: readonly number[] };
      // On a simpler table, a failure as short as the best also counts.
      const stopAfter = simpler(table.rank) ? best.length : best.length - 1;
      const found = tryOne({ config: table.config, seed: random.int(-0x80000000, 0x7fffffff), botSeed: random.int(-0x80000000, 0x7fffffff), choices: undefined }, stopAfter);
      if (found !== null) best = found;
    }
    if (best.length >= before) break;
    remove();
    simplerTables();
  }

  // 6. First-listed moves where the game fails too.
  stage('simplify');
  for (let i = 0; i < best.choices.length && !exhausted(); i++) {
    if (best.choices[i] === 0) continue;
    const choices = best.choices.slice();
    choices[i] = 0;
    const found = tryOne({ ...best, choices }, best.length);
    if (found !== null) best = found;
  }
  stage('done');
  return { best, report: { startLength: start.length, endLength: best.length, candidates, timedOut } };
}
