/**
 * `ismctsBot`: single-observer information-set Monte Carlo tree search (SO-ISMCTS,
 * Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
 * 2012).
 *
 * The bot never holds the real state. Each iteration:
 *
 * 1. **Determinize**: sample a full state the bot's seat could be in, with
 *    `game.fromView(table, view, seed)`: other hands, the deck order, face-down choices
 *    and the generator (so chance inside `apply` too) are re-dealt. One sample serves
 *    `iterationsPerSample` iterations in a row before the next is drawn.
 * 2. **Select**: walk down the one tree (over information sets: a node is a sequence of
 *    moves from the root) choosing, among the children whose move is legal in this
 *    sample, the one with the best UCB value for the seat that moves there. Each of those
 *    children counts one more "availability" (the subset-armed bandit of the paper).
 * 3. **Expand** one move that is legal here but has no node yet.
 * 4. **Play out** at random (or with a given policy) to the end, or for at most
 *    `rolloutDepth` moves, then **evaluate**: the result (or the standing so far) as
 *    rewards in [0, 1] per seat ({@link rewardsOf}).
 * 5. **Back up** each seat's reward along the path.
 *
 * The move played is the root's most visited child. Several seats moving at once
 * (Bremerhaven's simultaneous steps) are taken one at a time inside the tree (the lowest
 * active seat first; their moves commute, which the harness checks), except at the root,
 * where the bot decides for its own seat.
 *
 * @module
 */
import { right } from '../core/either.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';
import type { Policy } from '../core/playout.js';
import type { Bot } from './bot.js';
import { budgetFor } from './budgets.js';
import { searchingBot, type Decision, type DecisionOptions } from './decision.js';
import { rewardsOf } from './rewards.js';

/** Options of {@link ismctsBot} (`clock`, `seed` and `soloScale` as for every searching bot). */
export interface IsmctsOptions extends DecisionOptions {
  /** Iterations per decision; the default depends on the game and its player count (see `budgetFor`), so that a decision takes under 100 ms. */
  readonly iterations?: number;
  /**
   * Think for this many milliseconds per decision (measured with `clock`): without
   * `iterations`, the search runs until the time is up, so more time buys strength; with
   * them, it stops at whichever comes first. A time limit makes the move depend on the
   * machine's speed and load: the same seed and view may then give different moves.
   */
  readonly timeMs?: number;
  /**
   * Iterations that share one sampled state before the next is drawn with `fromView`
   * (default: the number of the seat's legal moves, at most 32). Sharing a sample
   * compares moves on the same deal and saves the cost of sampling; drawing new ones
   * keeps the search from trusting one deal.
   */
  readonly iterationsPerSample?: number;
  /** The exploration constant of UCB1 (rewards are in [0, 1]). Default 0.7. */
  readonly exploration?: number;
  /** Moves a playout may take before it is cut off and evaluated; default per game and player count (`Infinity`: to the end). */
  readonly rolloutDepth?: number;
  /** How playouts choose moves (default: uniformly at random). */
  readonly policy?: Policy<unknown, BaseMove>;
}

interface Node {
  readonly move: BaseMove | null;
  /** The seat that made `move` (whose reward its value is judged by). */
  readonly mover: Seat;
  visits: number;
  /** How often this node's move was legal when its parent was visited (the subset-armed bandit). */
  availability: number;
  /** Sum of rewards per seat. */
  readonly rewards: number[];
  readonly children: Map<string, Node>;
}

const newNode = (move: BaseMove | null, mover: Seat, players: number): Node => ({
  move,
  mover,
  visits: 0,
  availability: 0,
  rewards: new Array<number>(players).fill(0),
  children: new Map(),
});

/**
 * The key of a move in the tree: equal moves from different samples meet in one node.
 * Moves are built by the same code of the game in every sample, so their fields come in
 * the same order and plain `JSON.stringify` is enough (and far cheaper than a canonical
 * form); a move spelled in another order would only get a node of its own.
 */
const keyOf = (move: BaseMove): string => JSON.stringify(move);

/**
 * A bot that searches with SO-ISMCTS (see the module page). Deterministic for a given
 * seed when no `timeMs` is set. Handles several seats acting at once, chance inside
 * `apply`, and 1 to 4 players.
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const c = options.exploration ?? 0.7;
  const name = options.iterations === undefined ? 'ismcts' : `ismcts:${options.iterations}`;
  return searchingBot(name, options, <C, S, M extends BaseMove, V extends BaseView, T>(game: Game<C, S, M, V, T>, begun: Decision<S, M>, seat: Seat) => {
    const { random, moves: rootMoves, timer, soloScale } = begun;
    const policy = options.policy as Policy<S, M> | undefined;
    const players = game.playerCount(begun.first);
    const budget = budgetFor(game, players);
    const iterations = options.iterations ?? (timer.timed ? Infinity : budget.iterations);
    const perSample = Math.max(1, options.iterationsPerSample ?? Math.min(32, rootMoves.length));
    const rolloutDepth = options.rolloutDepth ?? budget.rolloutDepth;
    const root = newNode(null, seat, players);

    let sampled = begun.first;
    for (let i = 0; i < iterations; i++) {
      if (i > 0 && timer.up()) break;
      if (i > 0 && i % perSample === 0) {
        const next = begun.sample();
        if (next._tag === 'Left') return next;
        sampled = next.right;
      }
      let state = sampled;
      let node = root;
      const path: Node[] = [root];
      let atRoot = true;

      // Select and expand.
      while (!game.isOver(state)) {
        const active = game.activePlayers(state);
        // At the root the bot decides for itself; deeper, simultaneous seats go in seat order.
        const mover = atRoot ? seat : (active[0] as Seat);
        atRoot = false;
        const legal = game.legalMoves(state, mover);
        if (legal.length === 0) break;
        let untried: M[] | undefined;
        let best: Node | undefined;
        let bestValue = -Infinity;
        for (const m of legal) {
          const child = node.children.get(keyOf(m));
          if (child === undefined) {
            (untried ??= []).push(m);
            continue;
          }
          child.availability++;
          if (untried !== undefined) continue;
          const value = child.rewards[mover]! / child.visits + c * Math.sqrt(Math.log(child.availability) / child.visits);
          if (value > bestValue) {
            bestValue = value;
            best = child;
          }
        }
        if (untried !== undefined) {
          const m = random.pick(untried);
          const child = newNode(m, mover, players);
          node.children.set(keyOf(m), child);
          const next = game.apply(state, m);
          if (next._tag === 'Left') return next;
          state = next.right;
          path.push(child);
          break;
        }
        const chosen = best as Node;
        const next = game.apply(state, chosen.move as M);
        if (next._tag === 'Left') return next;
        state = next.right;
        node = chosen;
        path.push(chosen);
      }

      // Play out, then evaluate.
      for (let depth = 0; depth < rolloutDepth && !game.isOver(state); depth++) {
        const active = game.activePlayers(state);
        const mover = active.length === 1 ? (active[0] as Seat) : random.pick(active);
        const legal = game.legalMoves(state, mover);
        if (legal.length === 0) break;
        const m = policy === undefined ? random.pick(legal) : policy(state, mover, legal, random);
        const next = game.apply(state, m);
        if (next._tag === 'Left') return next;
        state = next.right;
      }
      const rewards = rewardsOf(game.result(state), soloScale);

      // Back up.
      for (const n of path) {
        n.visits++;
        for (let s = 0; s < players; s++) n.rewards[s]! += rewards[s] ?? 0;
      }
    }

    // The most visited move that is legal for the bot (every root child is).
    let chosen: Node | undefined;
    for (const child of root.children.values()) if (chosen === undefined || child.visits > chosen.visits) chosen = child;
    const legalKeys = new Map(rootMoves.map((m) => [keyOf(m), m]));
    const move = chosen?.move === null || chosen === undefined ? undefined : legalKeys.get(keyOf(chosen.move));
    return right(move ?? (rootMoves[0] as M));
  });
}
