/**
 * The default bot (`searchBot`) on the four games and the toy game: it returns legal
 * moves, the same seed, view and seat give the same move, and it decides from its view
 * alone. Small budgets: strength and speed are measured by `npm run bench:bots`.
 */
import { describe, expect, it } from 'vitest';
import { answerRequest, defaultBot, searchBot, type Bot } from '../../src/bots/index.js';
import { canonicalJson } from '../../src/core/clone.js';
import type { BaseMove, BaseView, Game, Seat } from '../../src/core/game.js';
import { Random } from '../../src/core/random.js';
import { viewOf } from '../../src/testing/index.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import { toy } from '../testing/toy.js';

type AnyGame = Game<any, any, BaseMove, BaseView, any>;

const CASES = [
  { label: 'Meuterer, 4 players', game: meuterer as unknown as AnyGame, config: { players: 4 } },
  { label: 'Nauticus, 2 players', game: nauticus as unknown as AnyGame, config: { players: 2 } },
  { label: 'Shipyard, 2 players', game: shipyard as unknown as AnyGame, config: { players: 2 } },
  { label: 'Bremerhaven short, 2 players', game: bremerhaven as unknown as AnyGame, config: { players: 2, variant: 'short' } },
  { label: 'Bremerhaven solo', game: bremerhaven as unknown as AnyGame, config: { players: 1, variant: 'solo' } },
] as const;

function unwrap<T>(answer: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: T }): T {
  if (answer._tag === 'Left') throw new Error(answer.left.message);
  return answer.right;
}

/** States along one random game where the seat to move has a real choice, spread over the game. */
function decisions(game: AnyGame, config: unknown, seed: number, count: number, every: number) {
  let state = unwrap(game.setup(config, seed));
  const table = unwrap(game.table(state));
  const random = Random.quick(seed);
  const points: { state: unknown; seat: Seat }[] = [];
  for (let step = 0; !game.isOver(state) && points.length < count; step++) {
    const seat = game.activePlayers(state)[0] as Seat;
    const legal = game.legalMoves(state, seat);
    if (step % every === 0 && legal.length > 1) points.push({ state, seat });
    state = unwrap(game.apply(state, random.pick(legal)));
  }
  return { table, points };
}

/** A small search that stays fast in every game: few playouts, short ones. */
const small = (seed: number, playouts = 12): Bot => searchBot({ seed, playouts, rolloutDepth: 15 });
/** The same, with the seat's own later decisions chosen by their statistics from the first visit on. */
const ownFirst = (seed: number): Bot => searchBot({ seed, playouts: 16, rolloutDepth: 15, ownTree: 1 });
const keys = (moves: readonly BaseMove[]): Set<string> => new Set(moves.map((m) => canonicalJson(m)));

describe.each(CASES)('the search bot on $label', ({ game, config }) => {
  it('returns only legal moves, across a game, with and without halving', () => {
    const { table, points } = decisions(game, config, 21, 5, 9);
    expect(points.length).toBeGreaterThan(2);
    for (const { state, seat } of points) {
      const view = viewOf(game.view(state, seat));
      const legal = keys(game.legalMoves(state, seat));
      for (const bot of [small(1), searchBot({ seed: 1, playouts: 8, rolloutDepth: 10, halving: false }), ownFirst(1)]) {
        const move = unwrap(bot.choose(game, table, view, seat));
        expect(legal.has(canonicalJson(move)), canonicalJson(move)).toBe(true);
      }
    }
  });

  it('gives the same move for the same seed, view and seat, and decides from the view alone', () => {
    const { table, points } = decisions(game, config, 22, 2, 11);
    for (const { state, seat } of points) {
      const view = viewOf(game.view(state, seat));
      const move = unwrap(small(5).choose(game, table, view, seat));
      expect(unwrap(small(5).choose(game, table, structuredClone(view), seat))).toEqual(move);
      const ownMove = unwrap(ownFirst(5).choose(game, table, view, seat));
      expect(unwrap(ownFirst(5).choose(game, table, structuredClone(view), seat))).toEqual(ownMove);
      // States the seat cannot tell from the real one give the same view, hence the same move.
      for (const redeal of ['redeal/a', 'redeal/b']) {
        const other = unwrap(game.fromView(table, view, redeal));
        expect(unwrap(small(5).choose(game, table, viewOf(game.view(other, seat)), seat))).toEqual(move);
      }
    }
  });
});

describe('the search bot', () => {
  it('finds the best number of the toy game, which has no game knowledge', () => {
    const start = unwrap(toy.setup({ journal: false }, 1));
    const table = unwrap(toy.table(start));
    const view = viewOf(toy.view(start, 0));
    expect(toy.knowledge).toBeUndefined();
    const a = defaultBot({ seed: 3, playouts: 200 }).choose(toy, table, view, 0);
    expect(a).toMatchObject({ right: { type: 'pick', value: 2 } });
    expect(defaultBot({ seed: 3, playouts: 200 }).choose(toy, table, view, 0)).toEqual(a);
  });

  it('refuses a view that is not its seat, and a seat with no move', () => {
    const state = unwrap(meuterer.setup({ players: 3 }, 1));
    const table = unwrap(meuterer.table(state));
    const seat = meuterer.activePlayers(state)[0] as Seat;
    const other = ((seat + 1) % 3) as Seat;
    expect(defaultBot().choose(meuterer, table, viewOf(meuterer.view(state, other)), seat)._tag).toBe('Left');
    expect(defaultBot().choose(meuterer, table, viewOf(meuterer.view(state, other)), other)._tag).toBe('Left');
  });

  it('stops thinking once its time is up (beyond the first round)', () => {
    const { table, points } = decisions(meuterer as unknown as AnyGame, { players: 4 }, 23, 1, 1);
    const { state, seat } = points[0]!;
    let calls = 0;
    // A clock that moves 1 ms per reading: the search must stop after its first round.
    const clock = () => calls++;
    const move = unwrap(searchBot({ seed: 1, timeMs: 3, clock }).choose(meuterer as unknown as AnyGame, table, viewOf(meuterer.view(state as never, seat)), seat));
    expect(keys(meuterer.legalMoves(state as never, seat) as BaseMove[]).has(canonicalJson(move))).toBe(true);
    expect(calls).toBeLessThan(40);
  });

  it('plays Nauticus out preferring moves that score over passing', () => {
    const policy = nauticus.knowledge!.policy!;
    const moves = [{ type: 'pass', player: 0 }, { type: 'deliver', player: 0, ship: 0 }, { type: 'buy', player: 0, piece: 'mast', to: 'warehouse' }];
    const random = Random.quick(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const type = policy({} as never, 0, moves as never, random).type;
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    // Weights 1/2, 6 and 1: about 6%, 80% and 13%.
    expect(counts.get('deliver')).toBeGreaterThan(700);
    expect(counts.get('pass') ?? 0).toBeLessThan(counts.get('buy') ?? 0);
  });

  it('is what the worker plays by default', () => {
    const state = unwrap(meuterer.setup({ players: 4 }, 3));
    const table = unwrap(meuterer.table(state));
    const seat = meuterer.activePlayers(state)[0] as Seat;
    const view = viewOf(meuterer.view(state, seat));
    const games = [meuterer as unknown as AnyGame];
    const reply = answerRequest(games, { id: 1, game: 'meuterer', table, view, seat, options: { seed: 4, playouts: 30 } });
    expect(reply).toEqual({ id: 1, move: unwrap(searchBot({ seed: 4, playouts: 30 }).choose(meuterer, table, view, seat)) });
    const named = answerRequest(games, { id: 2, game: 'meuterer', table, view, seat, options: { bot: 'search', seed: 4, playouts: 30 } });
    expect(named).toEqual({ ...reply, id: 2 });
  });
});
