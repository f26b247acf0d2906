/**
 * The bots on the four games: they only return legal moves, they are deterministic for a
 * view, seat and seed, they cannot be swayed by what their seat cannot see, and short
 * tournaments run to a result. Small budgets throughout: the strength and speed figures
 * come from `npm run bench:bots`, not from here.
 */
import { describe, expect, it } from 'vitest';
import { quick } from '../suite/quick.js';
import { flatBot, ismctsBot, playMatch, randomBot, type Bot } from '../../src/bots/index.js';
import { canonicalJson } from '../../src/core/clone.js';
import type { BaseMove, BaseView, Game, Seat } from '../../src/core/game.js';
import { Random } from '../../src/core/random.js';
import { viewOf } from '../../src/testing/index.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';

/** The four games have their own types; these tests drive them all through the one contract. */
type AnyGame = Game<any, any, BaseMove, BaseView, any>;

interface Case {
  readonly label: string;
  readonly game: AnyGame;
  readonly config: unknown;
}

const CASES: readonly Case[] = [
  { label: 'Meuterer, 3 players', game: meuterer as unknown as AnyGame, config: { players: 3 } },
  { label: 'Nauticus, 2 players', game: nauticus as unknown as AnyGame, config: { players: 2 } },
  { label: 'Shipyard, 2 players', game: shipyard as unknown as AnyGame, config: { players: 2 } },
  { label: 'Bremerhaven long, 2 players', game: bremerhaven as unknown as AnyGame, config: { players: 2, variant: 'long' } },
  { label: 'Bremerhaven solo', game: bremerhaven as unknown as AnyGame, config: { players: 1, variant: 'solo' } },
];

function unwrap<T>(answer: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: T }): T {
  if (answer._tag === 'Left') throw new Error(answer.left.message);
  return answer.right;
}

interface Decision {
  readonly state: unknown;
  readonly seat: Seat;
}

/**
 * States along one random game where the seat to move has a real choice (more than one
 * legal move): up to `count` of them, spread over the game by skipping `every` moves.
 */
function decisions(c: Case, seed: number, count: number, every: number): { table: unknown; points: Decision[] } {
  const { game } = c;
  let state = unwrap(game.setup(c.config, seed));
  const table = unwrap(game.table(state));
  const random = Random.quick(seed);
  const points: Decision[] = [];
  for (let step = 0; !game.isOver(state) && points.length < count; step++) {
    const seat = game.activePlayers(state)[0] as Seat;
    const legal = game.legalMoves(state, seat);
    if (step % every === 0 && legal.length > 1) points.push({ state, seat });
    state = unwrap(game.apply(state, random.pick(legal)));
  }
  return { table, points };
}

/** A small search that stays fast in every game: few iterations, short playouts. */
const small = (iterations: number, seed: number, rolloutDepth = 10): Bot => ismctsBot({ iterations, seed, rolloutDepth });
/** The flat baseline on a small budget. */
const flat = (playouts: number, seed: number, rolloutDepth = 10): Bot => flatBot({ playouts, seed, rolloutDepth });

const keys = (moves: readonly BaseMove[]): Set<string> => new Set(moves.map((m) => canonicalJson(m)));

describe.each(CASES)('bots on $label', (c) => {
  const { game } = c;

  it('ismcts, flat and random only return legal moves, across a game', () => {
    const { table, points } = decisions(c, 11, 6, 7);
    expect(points.length).toBeGreaterThan(2);
    const bots: Bot[] = [small(12, 1), randomBot(1), flat(12, 1)];
    for (const { state, seat } of points) {
      const view = viewOf(game.view(state, seat));
      const legal = keys(game.legalMoves(state, seat));
      for (const bot of bots) {
        const move = unwrap(bot.choose(game, table, view, seat));
        expect(legal.has(canonicalJson(move)), `${bot.name}: ${canonicalJson(move)}`).toBe(true);
        expect(game.apply(state, move)._tag).toBe('Right');
      }
    }
  });

  it('the same view, seat and seed give the same move', () => {
    const { table, points } = decisions(c, 12, 2, 9);
    for (const { state, seat } of points) {
      const view = viewOf(game.view(state, seat));
      const a = small(20, 5).choose(game, table, view, seat);
      const b = small(20, 5).choose(game, table, structuredClone(view), seat);
      expect(b).toEqual(a);
      expect(randomBot(5).choose(game, table, view, seat)).toEqual(randomBot(5).choose(game, table, view, seat));
      expect(flat(20, 5).choose(game, table, structuredClone(view), seat)).toEqual(flat(20, 5).choose(game, table, view, seat));
    }
  });

  it('a choice does not change when what the seat cannot see is re-dealt', () => {
    const { table, points } = decisions(c, 13, 3, 5);
    for (const { state, seat } of points) {
      const view = viewOf(game.view(state, seat));
      // Two states the seat cannot tell apart from the real one: its hidden part re-dealt.
      const a = unwrap(game.fromView(table, view, 'redeal/a'));
      const b = unwrap(game.fromView(table, view, 'redeal/b'));
      expect(canonicalJson(a)).not.toBe(canonicalJson(b));
      const viewA = viewOf(game.view(a, seat));
      const viewB = viewOf(game.view(b, seat));
      expect(viewA).toEqual(view);
      expect(viewB).toEqual(view);
      for (const bot of [small(20, 9), flat(20, 9)]) {
        const fromReal = unwrap(bot.choose(game, table, view, seat));
        expect(unwrap(bot.choose(game, table, viewA, seat))).toEqual(fromReal);
        expect(unwrap(bot.choose(game, table, viewB, seat))).toEqual(fromReal);
        // And the move is legal in every one of those states.
        for (const s of [state, a, b]) expect(keys(game.legalMoves(s, seat)).has(canonicalJson(fromReal))).toBe(true);
      }
    }
  });

  // Whole games between bots: in `npm test` only (in test:quick, the Bremerhaven solo game
  // below and tests/bots/toy.test.ts play whole games with bots).
  it.skipIf(quick)('a short tournament between ismcts and random runs to a result', () => {
    const players = (c.config as { players: number }).players;
    for (let g = 0; g < 2; g++) {
      const bots = Array.from({ length: players }, (_, seat) => (seat === g % players ? small(6, g, 5) : randomBot(g * 8 + seat)));
      const match = unwrap(playMatch(game, c.config, `short/${g}`, bots));
      expect(game.isOver(match.state)).toBe(true);
      expect(match.result.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, s) => s));
      expect(match.decisions.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
      // The record replays to the same end.
      let replayed = unwrap(game.setup(match.record.config, match.record.seed));
      for (const m of match.record.moves) replayed = unwrap(game.apply(replayed, m));
      expect(game.result(replayed)).toEqual(match.result);
    }
  });
});

describe('Bremerhaven solo', () => {
  it('the bot plays the human seat against the dummy, to a rated end', () => {
    const match = unwrap(playMatch(bremerhaven, { players: 1, variant: 'solo' }, 'solo/1', [small(6, 1, 5)]));
    expect(bremerhaven.isOver(match.state)).toBe(true);
    expect(match.decisions).toHaveLength(1);
    expect(match.decisions[0]).toBeGreaterThan(10);
    expect(Number.isFinite(match.result.scores[0])).toBe(true);
  });
});

describe('bot input', () => {
  it('refuses a view that is not its seat', () => {
    const state = unwrap(meuterer.setup({ players: 3 }, 1));
    const table = unwrap(meuterer.table(state));
    const seat = meuterer.activePlayers(state)[0] as Seat;
    const other = ((seat + 1) % 3) as Seat;
    const view = viewOf(meuterer.view(state, other));
    expect(ismctsBot().choose(meuterer, table, view, seat)._tag).toBe('Left');
    expect(randomBot().choose(meuterer, table, view, seat)._tag).toBe('Left');
    expect(flatBot().choose(meuterer, table, view, seat)._tag).toBe('Left');
  });
});

describe('the bots’ refusals, which a person at a table may read', () => {
  it('count players from 1: "Player 2 has no legal move now", "The view is for Player 1, not Player 2"', () => {
    const start = unwrap(meuterer.setup({ players: 3 }, 2));
    const table = unwrap(meuterer.table(start));
    const active = meuterer.activePlayers(start)[0] as Seat;
    const waiting = ((active + 1) % 3) as Seat;
    const view = unwrap(meuterer.view(start, waiting));
    for (const bot of [randomBot(1), flatBot({ playouts: 2 }), ismctsBot({ iterations: 2 })] as Bot[]) {
      const idle = bot.choose(meuterer as unknown as AnyGame, table, view, waiting);
      expect(idle._tag === 'Left' && idle.left.message, bot.name).toBe(`Player ${waiting + 1} has no legal move now.`);
      const other = bot.choose(meuterer as unknown as AnyGame, table, view, active);
      expect(other._tag === 'Left' && other.left.message, bot.name).toBe(`The view is for Player ${waiting + 1}, not Player ${active + 1}.`);
    }
  });
});
