/** The law of the seat functions holds on the four games, and catches games that break it. */
import { describe, expect, it } from 'vitest';
import { ruleError, type AnyGame } from '../../src/core/index.js';
import { left } from '../../src/core/either.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import { seatBoundaryProblem } from '../../src/testing/index.js';

/** A state of `game` some moves in, with the moves its active seats may make. */
function at(game: AnyGame, players: number, moves: number): { state: unknown; legal: readonly { type: string; player: number }[] } {
  let state = (game.setup(game.defaultConfig(players), 9) as { right: unknown }).right;
  for (let i = 0; i < moves && !game.isOver(state); i++) {
    const seat = game.activePlayers(state)[0] as number;
    const legal = game.legalMoves(state, seat);
    state = (game.apply(state, legal[(i * 5) % legal.length]) as { right: unknown }).right;
  }
  return { state, legal: game.activePlayers(state).flatMap((s: number) => game.legalMoves(state, s)) };
}

describe('the seat functions law', () => {
  it.each([
    ['meuterer', meuterer, 4],
    ['nauticus', nauticus, 2],
    ['bremerhaven', bremerhaven, 3],
    ['shipyard', shipyard, 3],
  ] as const)('holds on %s', (_name, game, players) => {
    const { state, legal } = at(game as AnyGame, players, 12);
    expect(seatBoundaryProblem(game as AnyGame, state, 0, legal)).toBeNull();
    expect(seatBoundaryProblem(game as AnyGame, state, 48, legal)).toBeNull();
    // Between its steps the law costs nothing.
    expect(seatBoundaryProblem(game as AnyGame, state, 1, legal)).toBeNull();
  });

  const { state, legal } = at(meuterer, 4, 8);

  it('catches a fromView that throws on a view it cannot read', () => {
    const broken: AnyGame = {
      ...meuterer,
      // Reads the view before the core has copied it.
      fromView: (table: unknown, view: unknown, seed: unknown) => ((view as { viewer: unknown }).viewer === 'x' ? meuterer.fromView(table as never, view as never, 0) : meuterer.fromView(table as never, view as never, seed as never)),
    };
    expect(seatBoundaryProblem(broken, state, 0, legal)).toMatch(/fromView on a view that is undefined threw/);
  });

  it('catches a fromView that accepts a view edited to claim what its seat cannot hold', () => {
    const t = meuterer.table(state as never);
    const v = meuterer.view(state as never, 0);
    if (t._tag !== 'Right' || v._tag !== 'Right') throw new Error('no view');
    const original = JSON.parse(JSON.stringify(v.right)) as Record<string, unknown>;
    // Refuses what it cannot read, but answers an edited view with a sample of the original.
    const lenient: AnyGame = {
      ...meuterer,
      fromView: (table: unknown, view: unknown, seed: unknown) => {
        const answer = meuterer.fromView(table as never, view as never, seed as never);
        if (answer._tag === 'Right') return answer;
        let plain: Record<string, unknown>;
        try {
          plain = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
        } catch {
          return answer;
        }
        const sameShape = plain !== null && typeof plain === 'object' && Object.keys(plain).length === Object.keys(original).length && plain.viewer === original.viewer;
        return sameShape ? meuterer.fromView(table as never, original as never, seed as never) : answer;
      },
    };
    expect(seatBoundaryProblem(lenient, state, 0, legal)).toMatch(/accepted though no state gives it|state codec refuses/);
  });

  it('catches a label that throws, and a refusal that carries a raw JavaScript error', () => {
    const throwing: AnyGame = { ...meuterer, moveLabel: (_t: unknown, _v: unknown, move: unknown) => `Play ${(move as { type: string }).type.slice(0, 10)}` };
    expect(seatBoundaryProblem(throwing, state, 0, legal)).toMatch(/moveLabel on a move that is undefined threw/);
    // A sampler that puts the JavaScript error of reading its view into the refusal.
    const leaky: AnyGame = {
      ...meuterer,
      sampler: (table: unknown, view: unknown) => {
        try {
          void (view as { viewer: unknown }).viewer;
        } catch (e) {
          return left(ruleError('INVALID_VIEW', `Not a view (${(e as Error).message}; Cannot read properties of null (reading 'viewer'))`));
        }
        return meuterer.sampler(table as never, view as never);
      },
    };
    expect(seatBoundaryProblem(leaky, state, 0, legal)).toMatch(/raw JavaScript error/);
  });
});
