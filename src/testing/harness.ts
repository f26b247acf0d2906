/**
 * The property-test harness: give it any {@link Game} and the tables to try, and it plays
 * random games from fast-check-generated seeds, checking the whole contract at every step.
 *
 * @module
 */
import fc from 'fast-check';
import { canonicalJson, cloneJson, jsonEqual } from '../core/clone.js';
import type { BaseMove, BaseView, Game, Seat, Viewer } from '../core/game.js';
import type { Policy } from '../core/playout.js';
import { Random } from '../core/random.js';
import { replay } from '../core/record.js';
import { commuteProblem } from './commute.js';
import { hostileProblem, notAStateProblem } from './hostile.js';
import { labelProblem, logLaw, viewLaw, type ViewLawResult } from './views.js';
import { undoProblem } from './undo.js';
import { labelIdProblem } from './label-ids.js';
import { wordsProblem } from './words.js';
import { seatBoundaryProblem, viewCodecProblem } from './seat-boundary.js';
import { deepFreeze } from './freeze.js';
import { mutations, NOT_MOVES } from './mutate.js';
import { checkTampering } from './tamper.js';
import { emptyCoverage, formatCoverage, moveTypeOf, neverApplied, phaseOf, type Coverage } from './coverage.js';
import { explainViolation } from './counterexample.js';
import { ContractViolation } from './violation.js';
import { chooseMove, drawChoice, failedInvariant, invariantAttempt, lawKey, shrinkFailure, simplicity, type Attempt, type ShrinkStage } from './shrink.js';

export { ContractViolation };

/** A named check on one state: return a message when it fails, `null` when it holds. */
export interface StateInvariant<State> {
  /** Shown when the check fails. */
  readonly name: string;
  /** A message when the invariant fails on `state`, `null` when it holds. */
  readonly check: (state: State) => string | null;
}

/** A named check on one step: `before`, the move, and `after`. */
export interface StepInvariant<State, Move> {
  /** Shown when the check fails. */
  readonly name: string;
  /** A message when the invariant fails for this step, `null` when it holds. */
  readonly check: (before: State, move: Move, after: State) => string | null;
}

/** A named check on a whole finished game (all its states, in order). */
export interface GameInvariant<State> {
  /** Shown when the check fails. */
  readonly name: string;
  /** A message when the invariant fails for the game, `null` when it holds. */
  readonly check: (states: readonly State[]) => string | null;
}

/** What to check and how hard. */
export interface HarnessOptions<Config, State, Move> {
  /** The tables to play: a fast-check arbitrary, or a list to pick from. */
  readonly configs: fc.Arbitrary<Config> | readonly Config[];
  /** Random games to play (fast-check `numRuns`). Default 20. */
  readonly runs?: number;
  /** A game that has not ended after this many moves fails. Default 20 000. */
  readonly maxSteps?: number;
  /** Listed moves applied (and their results checked) at each step; the rest are sampled. Default 6. */
  readonly movesPerStep?: number;
  /** Near-miss variations tried per step. Default 12. */
  readonly mutationsPerStep?: number;
  /** Run the expensive per-step checks (views, determinize, mutations, freezing) every `n` steps. Default 1. */
  readonly deepCheckEvery?: number;
  /**
   * Try hostile input (deeply nested and huge values, getters and Proxies, `__proto__`
   * keys, viewers that are not seats, edits to views) every `n` steps, and on the first
   * (0: never). Default 40.
   */
  readonly hostileEvery?: number;
  /**
   * Check that fromView samples vary and play to their end, and that `codecs.view` decodes
   * every view and gives it back, every `n` steps (and at the first; 0: never). Default 25.
   */
  readonly fromViewEvery?: number;
  /**
   * Check `undoable` against `fromView` samples every `n` moves, from move `n / 2` on
   * (0: never): for each viewer it lets take the move back, 20 samples of its view before
   * must accept the move and give its view after. That it never lets anyone take back a
   * move that drew from the generator is checked on every move. Default 25.
   */
  readonly undoEvery?: number;
  /** The largest view allowed, as UTF-8 JSON bytes. Default 8192. */
  readonly maxViewBytes?: number;
  /** The game's own invariants, checked on every state. */
  readonly invariants?: readonly StateInvariant<State>[];
  /** The game's own invariants, checked on every step. */
  readonly stepInvariants?: readonly StepInvariant<State, Move>[];
  /** The game's own invariants, checked on each finished game. */
  readonly gameInvariants?: readonly GameInvariant<State>[];
  /**
   * When several seats may move at once, check that their moves commute: one seat's move
   * leaves the other's moves unchanged, and both orders give the same state. Default `true`
   * (the contract's meaning of « several seats may move now »).
   */
  readonly simultaneousMovesCommute?: boolean;
  /**
   * Tampered saves tried after the random games (see `checkTampering`): each is refused
   * by the state codec or plays to its end. Default: as many as `runs`; 0 turns it off.
   */
  readonly tamperRuns?: number;
  /** How the playout picks the move to go on with (default: uniformly at random). */
  readonly policy?: Policy<State, Move>;
  /**
   * Move types that random play must apply at least once over all the games, or `'all'`
   * (every type the tables can produce, from `game.moveTypes`): the check fails naming
   * those never applied, so a rule that becomes unreachable is noticed.
   */
  readonly requireMoveTypes?: readonly string[] | 'all';
  /**
   * Seconds that shrinking a failure may take before the best game so far is reported.
   * Default 60. It is a safety cap: shrinking stops after a fixed number of candidate
   * games (4000), which takes a few seconds, so that a rerun with the same `seed` and
   * `path` shrinks to the same game; the report says when the cap was hit instead.
   */
  readonly shrinkSeconds?: number;
  /**
   * Seconds the random search may take: after that no new game is started and the check
   * ends with the games played so far (`report.stoppedOnTime` says so). Default: no
   * limit, all `runs` games are played.
   */
  readonly searchSeconds?: number;
  /** Called after each random game with the games done and the games to play. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called when shrinking a failure starts each of its stages, with the shortest failing game so far. */
  readonly onStage?: (stage: ShrinkStage) => void;
  /** fast-check seed, to reproduce a failure. */
  readonly seed?: number;
  /** fast-check path, to reproduce a failure. */
  readonly path?: string;
}

/** What a harness run measured. */
export interface HarnessReport {
  /** Random games played to the end. */
  readonly games: number;
  /** Moves played in them. */
  readonly steps: number;
  /** Listed moves applied to check they are accepted (besides the moves played). */
  readonly movesApplied: number;
  /** Near-miss variations of legal moves tried. */
  readonly mutationsTried: number;
  /** Moves of the longest game. */
  readonly longestGame: number;
  /** Transitions whose per-seat log lines were compared with a twin the seat cannot tell apart. */
  readonly logTwins: number;
  /** Tampered saves tried, and of those refused by the state codec (the rest played to the end). */
  readonly tampered: { readonly tried: number; readonly refused: number };
  /** Per move type and per phase, what random play reached. */
  readonly coverage: Coverage;
  /** Whether the search stopped on `searchSeconds` before playing all `runs` games. */
  readonly stoppedOnTime: boolean;
}

function fail(message: string): never {
  throw new ContractViolation(message);
}

interface Counters {
  games: number;
  steps: number;
  movesApplied: number;
  mutationsTried: number;
  longestGame: number;
  readonly logs: { compared: number };
  readonly coverage: Coverage;
}

function newCounters<C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, configs: readonly C[]): Counters {
  const types = [...new Set(configs.flatMap((c) => game.moveTypes(c)))];
  return { games: 0, steps: 0, movesApplied: 0, mutationsTried: 0, longestGame: 0, logs: { compared: 0 }, coverage: emptyCoverage(types, game.phases) };
}

/**
 * Plays one game from `config` and `seed`, choosing moves with `botSeed`, and checks the
 * contract at every step. Throws a {@link ContractViolation} on the first failure.
 */
export function checkPlayout<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  config: C,
  seed: number,
  botSeed: number,
  options: Omit<HarnessOptions<C, S, M>, 'configs'> = {},
): S {
  return runPlayout(game, config, seed, botSeed, options, newCounters(game, [config]), undefined, []);
}

/**
 * What one playout checks: the harness's options, and (inside this module only) whether the
 * seat-boundary law runs. Shrinking a failure of another law turns that law off: at the
 * steps it runs it costs about a hundred calls, a third of a short candidate game.
 */
type PlayOptions<C, S, M> = Omit<HarnessOptions<C, S, M>, 'configs'> & { readonly seatBoundary?: boolean };

function runPlayout<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  config: C,
  seed: number,
  botSeed: number,
  options: PlayOptions<C, S, M>,
  counters: Counters,
  choices: readonly number[] | undefined,
  used: number[],
  stopAfter = Infinity,
): S {
  const moves: M[] = [];
  let step = 0;
  try {
    return playChecked(game, config, seed, botSeed, options, counters, choices, used, moves, () => step++, stopAfter);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // Whatever failed, the game so far goes with it: it is what shrinking works on.
    throw new ContractViolation(e instanceof ContractViolation ? message : `a check threw: ${message}`, {
      property: message,
      record: { game: game.id, config, seed, moves: moves.slice() },
      failingStep: moves.length,
      choices: used.slice(),
    });
  }
}

/** The body of {@link runPlayout}: `moves` and the step counter are shared so that a failure can say where it happened. */
function playChecked<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  config: C,
  seed: number,
  botSeed: number,
  options: PlayOptions<C, S, M>,
  counters: Counters,
  choices: readonly number[] | undefined,
  used: number[],
  moves: M[],
  nextStep: () => void,
  stopAfter: number,
): S {
  const maxSteps = options.maxSteps ?? 20_000;
  const movesPerStep = options.movesPerStep ?? 6;
  const mutationsPerStep = options.mutationsPerStep ?? 12;
  const deepEvery = options.deepCheckEvery ?? 1;
  // Two streams: `random` for the harness's own sampling, `chooser` for the players'
  // choices, so that replaying recorded choices leaves the sampling exactly as it was.
  const random = Random.quick(botSeed);
  const chooser = Random.quick(botSeed + 0x9e3779b9);
  const hostileEvery = options.hostileEvery ?? 40;
  const fromViewEvery = options.fromViewEvery ?? 25;
  const undoEvery = options.undoEvery ?? 25;
  const maxViewBytes = options.maxViewBytes ?? 8192;
  const logs = counters.logs;
  const coverage = counters.coverage;
  let lastPhase = '';
  const where = (step: number): string => `${game.id} config=${JSON.stringify(config)} seed=${seed} botSeed=${botSeed} step=${step}`;

  // Configs are plain JSON and decode.
  const configDecoded = game.codecs.config.decode(JSON.parse(JSON.stringify(config)));
  if (configDecoded._tag === 'Left') fail(`${where(-1)}: the config codec refuses the config's JSON.`);

  const start = game.setup(deepFreeze(cloneJson(config)), seed);
  if (start._tag === 'Left') fail(`${where(-1)}: setup refused: ${start.left.code} ${start.left.message}`);
  const again = game.setup(cloneJson(config), seed);
  if (again._tag === 'Left' || JSON.stringify(again.right) !== JSON.stringify(start.right)) {
    fail(`${where(-1)}: setup is not deterministic for the same config and seed.`);
  }

  let state = start.right;
  const players = game.playerCount(state);
  // Every distinct move listed so far in this game: tried again later, for every active
  // seat, so that a move that is legal again but missing from a later list is caught.
  const catalogue = new Map<string, Record<string, unknown>>();
  const states: S[] = [state];
  let step = 0;

  for (;;) {
    // While shrinking, a game that has not failed by the step the best failure so far
    // failed at cannot give a shorter one: stop it there.
    if (step > stopAfter) return state;
    const at = where(step);
    const deep = step % deepEvery === 0;
    const snapshot = JSON.stringify(state);
    if (deep) deepFreeze(state);

    // Plain JSON, and the state codec agrees.
    const roundTrip = JSON.parse(snapshot) as unknown;
    if (!jsonEqual(roundTrip, state)) fail(`${at}: the state is not plain JSON (JSON round trip differs).`);
    const decoded = game.codecs.state.decode(roundTrip);
    if (decoded._tag === 'Left') fail(`${at}: the state codec refuses a reachable state: ${formatLeft(decoded.left)}`);
    if (!jsonEqual(decoded.right, state)) fail(`${at}: decoding the state changes it.`);
    if (!jsonEqual(game.codecs.state.encode(state), state)) fail(`${at}: encoding the state changes it.`);

    // Coverage: the phase entered.
    const phase = game.phase(state);
    const pc = phaseOf(coverage, phase);
    if (phase !== lastPhase) pc.entered++;
    pc.states++;
    lastPhase = phase;

    // Who may move.
    const over = game.isOver(state);
    const active = game.activePlayers(state);
    if (over !== (active.length === 0)) fail(`${at}: isOver=${over} but activePlayers=${JSON.stringify(active)}.`);
    if (new Set(active).size !== active.length || active.some((s) => !Number.isInteger(s) || s < 0 || s >= players)) {
      fail(`${at}: activePlayers ${JSON.stringify(active)} is not a set of seats.`);
    }

    // Legal moves: empty for inactive seats, non-empty for active ones, no duplicates, stable.
    const legalBySeat: M[][] = [];
    const legalKeys = new Set<string>();
    for (let seat = 0; seat < players; seat++) {
      const legal = game.legalMoves(state, seat) as M[];
      legalBySeat.push(legal);
      if (!active.includes(seat) && legal.length > 0) fail(`${at}: seat ${seat} is not active but has ${legal.length} legal moves.`);
      if (active.includes(seat) && legal.length === 0) fail(`${at}: active seat ${seat} has no legal move.`);
      const keys = legal.map((m) => canonicalJson(m));
      if (new Set(keys).size !== keys.length) fail(`${at}: seat ${seat} has duplicate legal moves.`);
      for (const m of legal) {
        if (m.player !== seat) fail(`${at}: seat ${seat} is offered a move for seat ${m.player}.`);
        if (typeof m.type !== 'string') fail(`${at}: a legal move has no string type.`);
      }
      keys.forEach((k) => legalKeys.add(k));
      if (deep) {
        if (JSON.stringify(game.legalMoves(state, seat)) !== JSON.stringify(legal)) fail(`${at}: legalMoves is not stable for seat ${seat}.`);
        if (JSON.stringify(game.legalMoves(roundTrip as S, seat)) !== JSON.stringify(legal)) {
          fail(`${at}: legalMoves differs on the JSON copy of the state for seat ${seat}.`);
        }
        for (const m of legal) {
          const md = game.codecs.move.decode(JSON.parse(JSON.stringify(m)));
          if (md._tag === 'Left' || !jsonEqual(md.right, m)) fail(`${at}: the move codec does not round-trip ${JSON.stringify(m)}.`);
        }
      }
    }
    const allLegal = legalBySeat.flat();
    for (const type of new Set(allLegal.map((m) => m.type))) moveTypeOf(coverage, type).listed++;

    // Listed moves apply.
    const sample = allLegal.length <= movesPerStep ? allLegal : random.shuffle(allLegal).slice(0, movesPerStep);
    for (const m of sample) {
      const r = game.apply(state, m);
      counters.movesApplied++;
      if (r._tag === 'Left') fail(`${at}: listed move ${JSON.stringify(m)} refused: ${r.left.code} ${r.left.message}`);
    }

    for (const m of allLegal) {
      if (catalogue.size < 2000) catalogue.set(canonicalJson(m), m as unknown as Record<string, unknown>);
    }

    // Each viewer's fromView sample of this state, checked by the view law: the log law's twin for the move played from it.
    const twins = new Map<Viewer, ViewLawResult<S, V, T>['twin']>();
    if (deep) {
      // Near misses are judged exactly; values that are not moves are malformed.
      const pool = allLegal as unknown as Record<string, unknown>[];
      const earlier = random.shuffle([...catalogue.values()]).slice(0, mutationsPerStep);
      const retargeted = active.flatMap((seat) => earlier.map((m) => ({ ...m, player: seat })));
      const bases = random.shuffle(pool).slice(0, 3);
      const candidates = [...bases.flatMap((base) => mutations(base, pool, players, random, mutationsPerStep)), ...retargeted];
      {
        for (const candidate of candidates) {
          counters.mutationsTried++;
          const listed = legalKeys.has(canonicalJson(candidate));
          let r;
          try {
            r = game.apply(state, candidate as unknown as M);
          } catch (e) {
            fail(`${at}: apply threw on ${JSON.stringify(candidate)}: ${String(e)}`);
          }
          if (r._tag === 'Left' && r.left.code === 'INTERNAL_ERROR') fail(`${at}: internal error on ${JSON.stringify(candidate)}: ${r.left.message}`);
          const type = (candidate as { readonly type?: unknown }).type;
          if (r._tag === 'Left' && typeof type === 'string' && coverage.moveTypes[type] !== undefined) (coverage.moveTypes[type] as { refused: number }).refused++;
          if (listed && r._tag === 'Left') fail(`${at}: listed move ${JSON.stringify(candidate)} refused.`);
          if (!listed && r._tag === 'Right') fail(`${at}: apply accepts ${JSON.stringify(candidate)}, which legalMoves does not list.`);
        }
      }
      for (const junk of NOT_MOVES) {
        let r;
        try {
          r = game.apply(state, junk as M);
        } catch (e) {
          fail(`${at}: apply threw on ${String(JSON.stringify(junk))}: ${String(e)}`);
        }
        if (r._tag === 'Right') fail(`${at}: apply accepts ${JSON.stringify(junk)}.`);
        if (r.left.code !== 'MALFORMED_MOVE') {
          fail(`${at}: ${JSON.stringify(junk)} gives ${r.left.code}, expected MALFORMED_MOVE.`);
        }
        if (typeof r.left.message !== 'string' || r.left.message.length === 0) fail(`${at}: a refusal without a message.`);
      }

      // What each seat receives is all it may know and all it needs: fromView samples
      // look the same to it and give it the same moves; labels are short and unique.
      const thorough = fromViewEvery > 0 && step % fromViewEvery === 0;
      const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
      for (const viewer of viewers) {
        const { problem, twin } = viewLaw(game, state, viewer, viewer === 'spectator' ? [] : (legalBySeat[viewer] as M[]), random, { maxViewBytes, thorough, maxSteps });
        if (problem !== null) fail(`${at}: for ${viewer}: ${problem}.`);
        twins.set(viewer, twin);
        // A decode and an encode of every view: on the thorough steps (and the first), or
        // a failure shrunk by replaying every step would pay it at every step of every try.
        const decoded = thorough || step === 0 ? viewCodecProblem(game, state, viewer) : null;
        if (decoded !== null) fail(`${at}: for ${viewer}: ${decoded}.`);
      }
      for (let seat = 0; seat < players; seat++) {
        const problem = labelProblem(game, state, seat, legalBySeat[seat] as M[]);
        if (problem !== null) fail(`${at}: ${problem}.`);
      }
      const result = game.result(state);
      if (result.scores.length !== players) fail(`${at}: result has ${result.scores.length} scores for ${players} seats.`);
      const tally = game.tally(state);
      if (tally.length !== players || !tally.every(Number.isFinite)) fail(`${at}: tally ${JSON.stringify(tally)} is not a finite number for each of ${players} seats.`);

      if (hostileEvery > 0 && allLegal.length > 0 && (step === 0 || step % hostileEvery === 0)) {
        const problem = hostileProblem(game, state, allLegal, players);
        if (problem !== null) fail(`${at}: hostile input: ${problem}.`);
      }

      if (active.length >= 2 && (options.simultaneousMovesCommute ?? true)) {
        const problem = commuteProblem(game, state, (_seat, moves) => random.pick(moves));
        if (problem !== null) fail(`${at}: ${problem}.`);
      }
    }

    // The seat functions under hostile tables, views and moves (at a few steps; see seat-boundary.ts).
    if (options.seatBoundary !== false) {
      const problem = seatBoundaryProblem(game, state, step, allLegal);
      if (problem !== null) fail(`${at}: seat functions: ${problem}.`);
    }

    // The game's own invariants.
    for (const inv of options.invariants ?? []) {
      const problem = inv.check(state);
      if (problem !== null) fail(`${at}: invariant '${inv.name}' fails: ${problem}`);
    }

    if (JSON.stringify(state) !== snapshot) fail(`${at}: a call changed its input state.`);

    if (over) break;
    if (step >= maxSteps) fail(`${at}: the game has not ended after ${maxSteps} moves.`);

    // Play on. A choice, a fraction of the legal list, picks the seat (when several may
    // move) and the move; recorded choices replay the same game, and smaller choices mean
    // earlier-listed moves (see shrink.ts).
    const drawn = drawChoice(chooser);
    const c = choices === undefined ? drawn : (choices[step] ?? 0);
    used.push(c);
    const move = chooseMove(state, active, (seat) => legalBySeat[seat] as M[], c, options.policy) as M;
    moveTypeOf(coverage, move.type).applied++;
    const next = game.apply(state, move);
    if (next._tag === 'Left') fail(`${at}: chosen move refused: ${next.left.message}`);
    if (deep) {
      const problem = logLaw(game, state, move, next.right, random, logs, (viewer) => twins.get(viewer));
      if (problem !== null) fail(`${at}: after ${JSON.stringify(move)}: ${problem}.`);
    }
    if (deep) { const idProblem = labelIdProblem(game, state, legalBySeat, move, next.right, step === 0); if (idProblem !== null) fail(`${at}: ${idProblem}.`); }
    if (deep) { const wordProblem = wordsProblem(game, state, legalBySeat, move, next.right, step === 0); if (wordProblem !== null) fail(`${at}: ${wordProblem}.`); }
    {
      // Halfway between the thorough fromView checks, so that their costs fall on different steps.
      const sampled = undoEvery > 0 && step % undoEvery === Math.floor(undoEvery / 2);
      const problem = undoProblem(game, state, move, next.right, random, sampled);
      if (problem !== null) fail(`${at}: after ${JSON.stringify(move)}: ${problem}.`);
    }
    for (const inv of options.stepInvariants ?? []) {
      const problem = inv.check(state, move, next.right);
      if (problem !== null) fail(`${at}: step invariant '${inv.name}' fails after ${JSON.stringify(move)}: ${problem}`);
    }
    moves.push(move);
    state = next.right;
    states.push(state);
    step++;
    nextStep();
  }

  // The end.
  const end = where(step);
  const result = game.result(state);
  const ranked = result.ranking.flat().slice().sort((a, b) => a - b);
  if (!jsonEqual(ranked, Array.from({ length: players }, (_, i) => i))) fail(`${end}: the ranking is not a partition of the seats.`);
  if (result.ranking.some((place) => place.length === 0)) fail(`${end}: the ranking has an empty place.`);
  for (let i = 1; i < result.ranking.length; i++) {
    const hi = result.scores[(result.ranking[i - 1] as Seat[])[0] as Seat] ?? 0;
    const lo = result.scores[(result.ranking[i] as Seat[])[0] as Seat] ?? 0;
    if (lo > hi) fail(`${end}: the ranking puts a higher score below a lower one.`);
  }
  // Once over, "if the game ended now" is the end: the tally is the final scores.
  const tally = game.tally(state);
  if (!jsonEqual(tally, result.scores)) fail(`${end}: the tally ${JSON.stringify(tally)} is not the final scores ${JSON.stringify(result.scores)}.`);
  const late = game.apply(state, { type: String(moves[0]?.type ?? 'pass'), player: 0 } as unknown as M);
  if (late._tag === 'Right') fail(`${end}: a move is accepted after the end.`);

  // Replays are identical, byte for byte.
  const record = { game: game.id, config, seed, moves };
  const replayed = replay(game, JSON.parse(JSON.stringify(record)));
  if (replayed._tag === 'Left') fail(`${end}: the record does not replay: step ${replayed.left.step}: ${replayed.left.message}`);
  if (JSON.stringify(replayed.right) !== JSON.stringify(state)) fail(`${end}: the replay ends in a different state.`);

  for (const inv of options.gameInvariants ?? []) {
    const problem = inv.check(states);
    if (problem !== null) fail(`${end}: game invariant '${inv.name}' fails: ${problem}`);
  }

  counters.games++;
  counters.steps += step;
  counters.longestGame = Math.max(counters.longestGame, step);
  return state;
}

function formatLeft(errors: readonly { readonly message?: string | undefined }[]): string {
  return errors.map((e) => e.message ?? 'structure').slice(0, 3).join('; ');
}


/**
 * Checks the whole {@link Game} contract over random games: fast-check draws a table from
 * `options.configs`, a seed and the players' choices, plays to the end, and checks at
 * every step that
 *
 * - `apply` accepts a move if and only if `legalMoves` lists it: listed moves apply,
 *   near-miss variations are judged the same way, and values that are not moves are
 *   refused with `MALFORMED_MOVE`, never with a throw;
 * - move lists have no duplicates and a stable order, and seats not listed by
 *   `activePlayers` have none;
 * - inputs are deep-frozen and never change; states and moves are plain JSON and
 *   round-trip through the codecs;
 * - what each seat receives (its table and view) is all it may know and all it needs:
 *   `fromView` samples look the same to it and give it the same moves, views fit the
 *   size budget, labels are short and unique, per-seat logs depend only on what the seat
 *   may see;
 * - a move `undoable` lets a viewer take back drew nothing from the generator, and its
 *   view after follows from its view before and the move (`undoEvery`);
 * - the game's own invariants hold;
 *
 * and, per game, that it ends within `maxSteps`, ranks every seat, and replays to the
 * same state byte for byte; that hostile input (deep and huge values, getters and
 * Proxies, `__proto__` keys, viewers that are not seats, values that are not states) is
 * refused without a throw; and, after the games, that tampered saves are refused by the
 * state codec or play to their end (`tamperRuns`).
 *
 * On a failure it shrinks the failing game (cut after the failing move, moves removed,
 * simpler tables the configs allow, fresh games that fail sooner; only the law that
 * failed is checked meanwhile) and throws a {@link ContractViolation} with the law that
 * failed, the shortest game found as a replayable record, its log, how far shrinking got,
 * and the `seed` and `path` that rerun it exactly, shrinking included. Returns what it
 * measured, with the coverage of move types and phases; `requireMoveTypes` makes moves
 * never applied fail.
 *
 * @example
 * ```ts
 * import { it } from 'vitest';
 * import { checkGame, formatCoverage, type StateInvariant } from 'nautical-rules/testing';
 * import { meuterer, type IslandSet, type MeutererState } from 'nautical-rules/meuterer';
 * declare const ourIslands: IslandSet; // your islands, e.g. decoded with IslandSetCodec
 *
 * // A house rule of your own, checked with the game's contract over random games.
 * const noNegativeScore: StateInvariant<MeutererState> = {
 *   name: 'no negative score',
 *   check: (s) => (s.scores.every((x) => x >= 0) ? null : 'a negative score'),
 * };
 * it('keeps the contract with our islands', () => {
 *   const report = checkGame(meuterer, {
 *     configs: [{ players: 3, islands: ourIslands }, { players: 4, islands: ourIslands, pirates: true }],
 *     runs: 50,
 *     invariants: [noNegativeScore],
 *     requireMoveTypes: 'all',
 *   });
 *   console.log(formatCoverage(report.coverage).join('\n'));
 * });
 * ```
 */
export function checkGame<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  options: HarnessOptions<C, S, M>,
): HarnessReport {
  const tables: readonly C[] = Array.isArray(options.configs)
    ? (options.configs as C[])
    : fc.sample(options.configs as fc.Arbitrary<C>, { numRuns: 8, ...(options.seed === undefined ? {} : { seed: options.seed }) });
  const counters = newCounters(game, tables);
  const configs: fc.Arbitrary<C> = Array.isArray(options.configs)
    ? fc.constantFrom(...(options.configs as C[]))
    : (options.configs as fc.Arbitrary<C>);
  const int32 = fc.integer({ min: -0x80000000, max: 0x7fffffff });
  const runs = options.runs ?? 20;
  let checkedNonStates = false;
  let done = 0;

  // 1. Search: random games, the players' choices drawn from `botSeed`.
  const search = fc.check(
    fc.property(configs, int32, int32, (config, seed, botSeed) => {
      runPlayout(game, config, seed, botSeed, options, counters, undefined, []);
      if (!checkedNonStates) {
        // Values that are not states: every function answers, none throws.
        checkedNonStates = true;
        const start = game.setup(config, seed);
        const first = start._tag === 'Right' ? game.legalMoves(start.right, game.activePlayers(start.right)[0] ?? 0)[0] : undefined;
        const problem = notAStateProblem(game, first ?? ({ type: 'pass', player: 0 } as unknown as M));
        if (problem !== null) fail(`${game.id}: ${problem}.`);
      }
      done++;
      options.onProgress?.(done, runs);
    }),
    {
      numRuns: runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
      // Shrinking seeds does not make a game simpler: shrink.ts shrinks the game instead.
      endOnFailure: true,
      ...(options.searchSeconds === undefined ? {} : { interruptAfterTimeLimit: options.searchSeconds * 1000, markInterruptAsFailure: false }),
    },
  );
  if (search.failed) {
    const found = search.errorInstance instanceof ContractViolation ? search.errorInstance : undefined;
    const rerun = { seed: search.seed, path: search.counterexamplePath ?? '' };
    const reproduce = `seed: ${rerun.seed}, path: '${rerun.path}'`;
    const length = found?.details.failingStep;
    if (found === undefined || length === undefined || search.counterexample === null) {
      throw explainViolation(game, { ...(found?.details ?? { property: String(search.errorInstance) }), rerun }, { shrinks: 0, reproduce });
    }
    const [config, seed, botSeed] = search.counterexample as [C, number, number];
    throw shrinkViolation(game, options, tables, { config, seed, botSeed, choices: found.details.choices ?? [], length }, found, rerun, reproduce);
  }

  const required = options.requireMoveTypes === 'all' ? [...new Set(tables.flatMap((c) => game.moveTypes(c)))] : (options.requireMoveTypes ?? []);
  const missing = neverApplied(counters.coverage, required);
  if (missing.length > 0) {
    throw new ContractViolation(
      `${game.id}: random play never applied ${missing.map((m) => `'${m}'`).join(', ')} in ${counters.games} games: those rules went unchecked. Steer play there with a policy, or play more games.\n${formatCoverage(counters.coverage).join('\n')}`,
      { property: `move types never applied: ${missing.join(', ')}` },
    );
  }

  const tamperRuns = options.tamperRuns ?? counters.games;
  let tampered = { tried: 0, refused: 0 };
  if (tamperRuns > 0) {
    const report = checkTampering(game, {
      configs: tables,
      runs: tamperRuns,
      ...(options.maxSteps === undefined ? {} : { maxSteps: options.maxSteps }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    });
    tampered = { tried: report.tried, refused: report.refused };
  }
  const { logs, coverage, ...measured } = counters;
  return { ...measured, logTwins: logs.compared, tampered, coverage, stoppedOnTime: search.interrupted };
}

/**
 * Shrinks the failing game the search found (see shrink.ts) and tells the shortest one
 * found as a {@link ContractViolation}. While shrinking, only the law that failed is
 * checked: one of the game's own invariants alone, as fast as the rules go; a law of the
 * contract with the costly checks that did not fail left out, and only a failure of the
 * same law counts.
 */
function shrinkViolation<C, S, M extends BaseMove, V extends BaseView, T>(
  game: Game<C, S, M, V, T>,
  options: HarnessOptions<C, S, M>,
  tables: readonly C[],
  start: { readonly config: C; readonly seed: number; readonly botSeed: number; readonly choices: readonly number[]; readonly length: number },
  found: ContractViolation,
  rerun: { readonly seed: number; readonly path: string },
  reproduce: string,
): ContractViolation {
  const property = found.details.property;
  const full: PlayOptions<C, S, M> = {
    ...options,
    ...(/seat functions/.test(property) ? {} : { seatBoundary: false }),
    ...(/fromView|sample|codecs\.view/.test(property) ? {} : { fromViewEvery: 0 }),
    ...(/hostile input/.test(property) ? {} : { hostileEvery: 0 }),
    ...(/undoable/.test(property) ? {} : { undoEvery: 0 }),
  };
  const replayWith =
    (opts: PlayOptions<C, S, M>): Attempt<C> =>
    (c, stopAfter) => {
      try {
        runPlayout(game, c.config, c.seed, c.botSeed, opts, newCounters(game, [c.config]), c.choices, [], stopAfter);
        return null;
      } catch (e) {
        return e instanceof ContractViolation ? e : null;
      }
    };
  const replayFull = replayWith(full);
  const invariant = failedInvariant(property, options);
  const law = lawKey(property);
  const sameLaw =
    (attempt: Attempt<C>): Attempt<C> =>
    (c, stopAfter) => {
      const v = attempt(c, stopAfter);
      return v !== null && lawKey(v.details.property) === law ? v : null;
    };
  // A law of the contract that fails without the per-step deep checks (views, near
  // misses, logs) is shrunk without them: most of a step's cost.
  let contract = sameLaw(replayFull);
  if (invariant === undefined) {
    const quick = sameLaw(replayWith({ ...full, deepCheckEvery: Number.MAX_SAFE_INTEGER }));
    if (quick({ ...start }, start.length) !== null) contract = quick;
  }
  const attempt: Attempt<C> = invariant !== undefined ? invariantAttempt(game, invariant, options) : contract;
  const { best, report } = shrinkFailure(start, {
    attempt,
    tables: tables.length > 0 ? tables : [start.config],
    simplicity: (c) => simplicity(game, c),
    seed: rerun.seed ^ start.seed ^ start.botSeed,
    seconds: options.shrinkSeconds ?? 60,
    onStage: options.onStage,
  });
  // The shortest game, replayed under the checks it was shrunk with, gives the failure
  // to report; for an invariant, under the full check (which may fail even earlier on it:
  // that is reported then).
  const confirmed = (invariant !== undefined ? replayFull : attempt)(best, best.length);
  const details = confirmed?.details ?? found.details;
  return explainViolation(game, { ...details, shrink: { ...report, endLength: details.failingStep ?? report.endLength }, rerun }, { shrinks: report.candidates, reproduce });
}
