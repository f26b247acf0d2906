/**
 * `searchBot`: the default bot of `nautical-rules/bots`. A flat Monte Carlo search that
 * spends its time where it matters:
 *
 * 1. list the seat's moves from a first state sampled with `fromView` (the moves
 *    `movesFromView` gives);
 * 2. each round, sample one state with `fromView` and play every move still in the race
 *    on that same sample (the moves are compared on the same deal);
 * 3. playouts follow the game's knowledge: in some games they stop once the round under
 *    way is scored, and the standing there (the game's scores, or what the game's end
 *    would make of them) is turned into a reward by the lead over the best other seat;
 *    with `ownTree` (and `othersTree`), the later decisions in a playout keep
 *    statistics, each seat's keyed by its own moves since the root, and once reached
 *    often enough are played by UCB1 on them (Meuterer turns them on: see docs/bots.md);
 * 4. sequential halving: the budget (time, playouts or playout moves) is split into
 *    equal phases, and after each the worse half of the moves still in the race drops
 *    out (two always stay), so later rounds go to the moves that may be best;
 * 5. the move with the best mean among those still in the race is played.
 *
 * More time gives more rounds, hence more strength. The game knowledge is the game's own
 * (`game.knowledge`, from each game's `strategy.ts`); a game without any gets uniform
 * playouts to the end.
 *
 * @module
 */
import { right } from '../core/either.js';
import type { BaseMove, BaseView, Game, GameResult, Seat } from '../core/game.js';
import type { Bot } from './bot.js';
import { searchingBot, type Decision, type DecisionOptions } from './decision.js';
import type { Knowledge } from '../core/knowledge.js';

/** Options of {@link searchBot} (`clock`, `seed` and `soloScale` as for every searching bot). */
export interface SearchOptions extends DecisionOptions {
  /**
   * Playouts per decision (over all moves, in whole rounds, at least one round). Without
   * it (and without `timeMs`), the budget is `steps`. Ignored when `timeMs` is set.
   */
  readonly playouts?: number;
  /**
   * Moves played in playouts per decision, in whole rounds (at least one round): the
   * default budget, which costs about the same time in every phase of a game. The
   * default depends on the game (see docs/bots.md), so that a decision takes well under
   * 100 ms. Ignored when `timeMs` or `playouts` is set.
   */
  readonly steps?: number;
  /**
   * Think for this many milliseconds per decision, measured with `clock`: rounds go on
   * until the time is up (the first round is always played whole). More time gives more
   * strength, but the move then depends on the machine's speed and load.
   */
  readonly timeMs?: number;
  /** Moves a playout may take before it is cut short (default: the game's horizon; `Infinity` plays to the end). */
  readonly rolloutDepth?: number;
  /**
   * How far past the round under way a playout goes before it is judged, in rounds, in
   * games whose playouts stop at a round's end (Meuterer, Nauticus). Default 0.
   */
  readonly lookahead?: number;
  /** Whether the worse half of the moves drops out as rounds go on (default `true`). */
  readonly halving?: boolean;
  /**
   * The searching seat's own later decisions in a playout: once one of them (known by
   * the seat's own moves since the root) has been reached this many times, the playouts
   * choose there by UCB1 on what those moves gave so far, instead of the playout policy,
   * so more time plays the seat's own continuation better. Default: the game's knowledge,
   * else `Infinity` (never: a flat search); Meuterer's is 8, with `othersTree` (see docs/bots.md).
   */
  readonly ownTree?: number;
  /** Whether the other seats' later decisions get such statistics too, each by its own moves and for its own reward (default: the game's knowledge, else `false`). */
  readonly othersTree?: boolean;
}

/** What one later decision of a seat has seen: playouts through it, and per move (by its JSON) their count and that seat's summed reward. */
interface OwnNode {
  visits: number;
  readonly arms: Map<string, { n: number; total: number }>;
}

/** UCB1's exploration constant, for rewards in [0, 1] (small: at a round's end the moves' rewards differ little). */
const EXPLORE = 0.15;

/** The move to try at `node` by UCB1 (an untried one first, in the listed order), and its key. */
function ucbPick<M>(node: OwnNode, legal: readonly M[]): { move: M; key: string } {
  let best: { move: M; key: string } | undefined;
  let bestValue = -Infinity;
  const log = Math.log(node.visits);
  for (const move of legal) {
    const key = JSON.stringify(move);
    const arm = node.arms.get(key);
    if (arm === undefined) return { move, key };
    const value = arm.total / arm.n + EXPLORE * Math.sqrt(log / arm.n);
    if (value > bestValue) {
      bestValue = value;
      best = { move, key };
    }
  }
  return best as { move: M; key: string };
}

/** Moves played in playouts per decision for a game whose knowledge names no `steps`. */
const STEPS = 1500;

/** What the search knows about a game whose `knowledge` is silent: uniform playouts to the end, judged by the scores. */
const NO_KNOWLEDGE: Knowledge<never, never> = {};

/** The logistic curve: a lead of `scale` points is worth about 0.73. */
const logistic = (lead: number, scale: number): number => 1 / (1 + Math.exp(-lead / scale));

/**
 * What a played-out (or cut-off) state is worth to `seat`, in [0, 1]: at the end, half
 * for a first place (shared by k seats: 1/k) and half for the lead over the best other
 * seat; before the end, the lead alone (on the scores or the game's `worth`). Alone, the
 * score against `soloScale`.
 */
function rewardFor(result: GameResult, worth: readonly number[] | undefined, over: boolean, seat: Seat, scale: number, soloScale: number): number {
  const scores = worth ?? result.scores;
  const players = scores.length;
  if (players <= 1) {
    const s = Math.max(0, scores[0] ?? 0);
    return s / (s + soloScale);
  }
  let best = -Infinity;
  for (let s = 0; s < players; s++) if (s !== seat && (scores[s] ?? 0) > best) best = scores[s] ?? 0;
  const soft = logistic((scores[seat] ?? 0) - best, scale);
  if (!over) return soft;
  const first = result.ranking[0] ?? [];
  const win = first.includes(seat) ? 1 / first.length : 0;
  return 0.5 * win + 0.5 * soft;
}

/** A search bot (see the module page). Deterministic for a seed when no `timeMs` is set. */
export function searchBot(options: SearchOptions = {}): Bot {
  // With a game's move policy, a quarter of the playout moves stay uniformly random.
  const epsilon = 250;
  const timed = options.timeMs !== undefined;
  const name = timed ? `search:${options.timeMs}ms` : options.playouts !== undefined ? `search:${options.playouts}` : options.steps !== undefined ? `search:${options.steps}steps` : 'search';
  return searchingBot(name, options, <C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, begun: Decision<S, M>, seat: Seat) => {
    const { random, moves: legal, timer, soloScale } = begun;
    let sample = begun.first;
    const knowledge: Knowledge<S, M> = game.knowledge ?? NO_KNOWLEDGE;
    // The game's knowledge may leave only the moves worth searching (never none).
    const chosen = knowledge.candidates?.(sample, seat, legal);
    const moves = chosen !== undefined && chosen.length > 0 ? chosen : legal;
    if (moves.length === 1) return right(moves[0] as M);
    const policy = knowledge.policy;
    const lookahead = Math.max(0, Math.floor(options.lookahead ?? 0));
    const playoutBudget = options.playouts === undefined ? Infinity : Math.max(1, options.playouts);
    const stepBudget = options.playouts !== undefined ? Infinity : Math.max(1, options.steps ?? knowledge.steps ?? STEPS);
    const horizon = options.rolloutDepth ?? knowledge.horizon ?? Infinity;
    const scale = knowledge.scale ?? 5;
    const stop = knowledge.stop;
    const perSample = Math.max(1, knowledge.roundsPerSample ?? 1);
    const ownTree = Math.max(0, options.ownTree ?? knowledge.ownTree ?? Infinity);
    // The seat's own later decisions, by the root move and its own moves since (see `ownTree`).
    const othersTree = options.othersTree ?? knowledge.othersTree ?? false;
    const own = new Map<string, OwnNode>();
    const path: { node: OwnNode; key: string; seat: Seat }[] = [];
    const lines: string[] = [];
    let steps = 0;
    const n = moves.length;
    const totals = new Array<number>(n).fill(0);
    const counts = new Array<number>(n).fill(0);
    let alive: number[] = moves.map((_, i) => i);
    // Sequential halving over the whole budget: ceil(log2 n) - 1 phases (halving stops at
    // two moves, whose phase lasts to the end), each with an equal share of the
    // playouts the budget is estimated to allow (from the cost of those played so far).
    const phases = Math.max(1, Math.ceil(Math.log2(n)));
    let played = 0;
    let phaseStart = 0;
    const spent = (): number => (timed ? timer.elapsed() : options.playouts !== undefined ? played : steps);
    const total = timed ? (options.timeMs as number) : options.playouts !== undefined ? playoutBudget : stepBudget;
    const mean = (i: number): number => (counts[i]! > 0 ? totals[i]! / counts[i]! : -Infinity);

    const playout = (start: S, root: number): number => {
      let state = start;
      let depth = 0;
      path.length = 0;
      lines.length = 0;
      for (; depth < horizon && !game.isOver(state); depth++) {
        if (stop !== undefined && depth > 0 && stop(start, state, lookahead)) break;
        const active = game.activePlayers(state);
        if (active.length === 0) break;
        const mover = active.length === 1 ? (active[0] as Seat) : random.pick(active);
        const legal = game.legalMoves(state, mover);
        if (legal.length === 0) break;
        let move: M;
        let node: OwnNode | undefined;
        if (legal.length > 1 && (mover === seat || othersTree) && ownTree !== Infinity) {
          const line = (lines[mover] ??= `${mover}/${root}`);
          node = own.get(line);
          if (node === undefined) own.set(line, (node = { visits: 0, arms: new Map() }));
        }
        let key: string | undefined;
        if (legal.length === 1) move = legal[0] as M;
        else if (node !== undefined && node.visits >= ownTree) ({ move, key } = ucbPick(node, legal as readonly M[]));
        else if (policy === undefined || random.int(0, 999) < epsilon) move = random.pick(legal);
        else move = policy(state, mover, legal, random);
        if (node !== undefined) {
          key ??= JSON.stringify(move);
          path.push({ node, key, seat: mover });
          lines[mover] += `|${key}`;
        }
        const next = game.apply(state, move);
        if (next._tag === 'Left') break;
        state = next.right;
      }
      steps += depth + 1;
      const over = game.isOver(state);
      const worth = over ? undefined : knowledge.worth === undefined ? game.tally(state) : knowledge.worth(state, game.tally(state));
      const result = game.result(state);
      const reward = rewardFor(result, worth, over, seat, scale, soloScale);
      // Each seat's decisions learn from that seat's reward.
      const rewards: number[] = [];
      for (const { node, key, seat: mover } of path) {
        const r = mover === seat ? reward : (rewards[mover] ??= rewardFor(result, worth, over, mover, scale, soloScale));
        node.visits += 1;
        const arm = node.arms.get(key);
        if (arm === undefined) node.arms.set(key, { n: 1, total: r });
        else {
          arm.n += 1;
          arm.total += r;
        }
      }
      return reward;
    };

    for (let round = 0; ; round++) {
      if (round > 0 && (timed ? timer.up() : played >= playoutBudget || steps >= stepBudget)) break;
      if (round > 0 && round % perSample === 0) {
        const next = begun.sample();
        if (next._tag === 'Left') return next;
        sample = next.right;
      }
      for (const i of alive) {
        // After the first round, the time is checked before every playout.
        if (round > 0 && timer.up()) break;
        const after = game.apply(sample, moves[i] as M);
        if (after._tag === 'Left') continue;
        totals[i]! += playout(after.right, i);
        counts[i]! += 1;
        played++;
      }
      if (options.halving !== false && alive.length > 2 && played > 0) {
        // The playouts the whole budget allows, at the cost per playout seen so far.
        const affordable = (played * total) / Math.max(spent(), 1e-9);
        if (played - phaseStart >= affordable / phases) {
          const ranked = [...alive].sort((a, b) => mean(b) - mean(a) || a - b);
          alive = ranked.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
          phaseStart = played;
        }
      }
    }

    let best = alive[0] as number;
    for (const i of alive) if (mean(i) > mean(best)) best = i;
    return right(moves[best] as M);
  });
}

/**
 * The bot `nautical-rules/bots` recommends: {@link searchBot}, the one measured strongest
 * against the flat baseline at equal time (see docs/bots.md). Give it `timeMs` to buy
 * strength with time.
 *
 * ```ts
 * import { cpuClock, defaultBot } from 'nautical-rules/bots';
 *
 * const bot = defaultBot({ seed: 1 });                              // deterministic, under 100 ms a move
 * const stronger = defaultBot({ seed: 1, timeMs: 200, clock: cpuClock }); // 200 ms of CPU a move
 * ```
 */
export function defaultBot(options: SearchOptions = {}): Bot {
  return searchBot(options);
}
