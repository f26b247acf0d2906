/**
 * Each game's view codec: every view the game gives (every seat and the spectator, along
 * random playouts of each table) decodes and encodes back to itself; hostile views are
 * refused with INVALID_VIEW and a message naming the field; and the law catches a game
 * whose view codec refuses one of its own views.
 */
import { describe, expect, it } from 'vitest';
import { quick } from '../suite/quick.js';
import * as t from 'io-ts';
import { closed, codecFor, defineGame, intRange, nullable, type AnyGame, type Viewer } from '../../src/core/index.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import { checkGame, viewCodecProblem } from '../../src/testing/index.js';
import { toyRules, type ToyView } from './toy.js';

const GAMES = [
  ['meuterer', meuterer, [{ players: 3 }, { players: 4 }, { players: 4, pirates: true }]],
  ['nauticus', nauticus, [{ players: 2 }, { players: 3 }, { players: 4 }]],
  ['shipyard', shipyard, [{ players: 2 }, { players: 3 }, { players: 4 }]],
  ['bremerhaven', bremerhaven, [{ players: 1 }, { players: 2 }, { players: 3, variant: 'long' }, { players: 4 }]],
] as const;

/** A closed codec of the toy's views, whose totals go up to `maxTotal`. */
function toyViewCodec(maxTotal: number): t.Type<ToyView, unknown, unknown> {
  return codecFor<ToyView>()(closed('ToyView', {
    viewer: t.union([intRange(0, 1), t.literal('spectator')]),
    journal: t.boolean,
    rounds: intRange(1, 30),
    round: intRange(0, 30),
    picks: t.readonlyArray(nullable(intRange(0, 2))),
    totals: t.readonlyArray(intRange(0, maxTotal)),
    order: t.readonlyArray(intRange(0, 1)),
  }));
}

/** A small deterministic generator, so that a failure replays. */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Plays `game` from `config` to its end (or `limit` moves), calling `visit` on every state. */
function playout(game: AnyGame, config: unknown, seed: number, visit: (state: unknown) => void, limit = 2_000): void {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') throw new Error(start.left.message);
  let state = start.right;
  const random = mulberry(seed);
  for (let i = 0; i < limit; i++) {
    visit(state);
    if (game.isOver(state)) return;
    const seats = game.activePlayers(state) as readonly number[];
    const seat = seats[Math.floor(random() * seats.length)] as number;
    const moves = game.legalMoves(state, seat);
    const next = game.apply(state, moves[Math.floor(random() * moves.length)]);
    if (next._tag === 'Left') throw new Error(next.left.message);
    state = next.right;
  }
}

describe('view codecs', () => {
  it.each(GAMES)('%s: every view the game gives decodes and encodes back to itself', (_name, game, configs) => {
    let checked = 0;
    let over = 0;
    // Each table in `npm test`; the first in `npm run test:quick`.
    (quick ? configs.slice(0, 1) : configs).forEach((config, k) => {
      playout(game as AnyGame, config, 100 + k, (state) => {
        const players = (game as AnyGame).playerCount(state);
        const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
        for (const viewer of viewers) {
          expect(viewCodecProblem(game as AnyGame, state, viewer)).toBeNull();
          checked++;
        }
        if ((game as AnyGame).isOver(state)) over++;
      });
    });
    // Not vacuous: many views, the last ones of finished games among them, and a codec that refuses.
    expect(checked).toBeGreaterThan(100);
    expect(over).toBe(quick ? 1 : configs.length);
    const state = ((game as AnyGame).setup(configs[0], 1) as { right: unknown }).right;
    const view = ((game as AnyGame).view(state, 0) as { right: object }).right;
    expect((game as AnyGame).codecs.view.decode({ ...view, extra: 1 })._tag).toBe('Left');
  });

  describe.each(GAMES)('%s refuses hostile views with INVALID_VIEW, naming the field', (_name, g, configs) => {
    const game = g as AnyGame;
    const state = (game.setup(configs[1] ?? configs[0], 3) as { right: unknown }).right;
    const table = (game.table(state) as { right: unknown }).right;
    const view = JSON.parse(JSON.stringify((game.view(state, 0) as { right: object }).right)) as Record<string, unknown>;
    const numberField = Object.keys(view).find((k) => k !== 'viewer' && typeof view[k] === 'number') as string;
    const arrayField = Object.keys(view).find((k) => Array.isArray(view[k])) as string;
    const cases: [string, unknown, RegExp][] = [
      ['a number of the wrong type', { ...view, [numberField]: 'seven' }, new RegExp(`at view\\.${numberField}`)],
      ['an extra key', { ...view, cheat: true }, /unknown field 'cheat'/],
      ['a number out of range', { ...view, [numberField]: 1e9 }, new RegExp(`at view\\.${numberField}: expected integer`)],
      ['a negative number', { ...view, [numberField]: -1 }, new RegExp(`at view\\.${numberField}`)],
      ['a viewer out of range', { ...view, viewer: 4 }, /at view\.viewer/],
      ['a list that is an object', { ...view, [arrayField]: { 0: 1 } }, new RegExp(`at view\\.${arrayField}`)],
      ['a __proto__ key', JSON.parse(`{"__proto__": {"viewer": 0}, ${JSON.stringify(view).slice(1)}`) as unknown, /__proto__/],
    ];
    it.each(cases)('%s', (_what, hostile, message) => {
      for (const answer of [game.fromView(table, hostile, 1), game.movesFromView(table, hostile)]) {
        expect(answer._tag).toBe('Left');
        const e = (answer as { left: { code: string; message: string } }).left;
        expect(e.code).toBe('INVALID_VIEW');
        expect(e.message).toMatch(message);
      }
    });
  });

  it('the law catches a game whose view codec refuses one of its own views', () => {
    // The toy's views, with a codec that wrongly allows totals up to 3 only.
    const strictTotals = toyViewCodec(3);
    const broken = defineGame({ ...toyRules, codecs: { ...toyRules.codecs, view: strictTotals } });
    const problems: string[] = [];
    playout(broken as unknown as AnyGame, { journal: false, rounds: 6 }, 5, (state) => {
      const p = viewCodecProblem(broken as unknown as AnyGame, state, 0);
      if (p !== null) problems.push(p);
    });
    expect(problems[0]).toMatch(/codecs\.view refuses the game's own view: at view\.totals\[\d\]: expected integer 0\.\.3/);
    // And the harness, which checks every seat's view at every step, fails the game.
    expect(() => checkGame(broken, { configs: [{ journal: false, rounds: 6 }], runs: 3, shrinkSeconds: 0 })).toThrow(/totals\[\d\]: expected integer 0\.\.3/);
  });

  it('decodes a view once, however many samples are drawn from it', () => {
    let decodes = 0;
    const base = toyViewCodec(99);
    const counting = new t.Type<ToyView, unknown, unknown>('ToyView', base.is, (u, c) => {
      decodes++;
      return base.validate(u, c);
    }, base.encode);
    const game = defineGame({ ...toyRules, codecs: { ...toyRules.codecs, view: counting } });
    const start = game.setup({ journal: false }, 1);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const [table, view] = [game.table(start.right), game.view(start.right, 0)];
    if (table._tag === 'Left' || view._tag === 'Left') throw new Error('no table or view');
    const sampler = game.sampler(table.right, view.right);
    if (sampler._tag === 'Left') throw new Error(sampler.left.message);
    for (let seed = 0; seed < 50; seed++) expect(sampler.right(seed)._tag).toBe('Right');
    expect(decodes).toBe(1);
    // fromView and movesFromView on the same view (in a new object, as a client sends it) decode nothing more.
    for (let seed = 0; seed < 20; seed++) expect(game.fromView(table.right, JSON.parse(JSON.stringify(view.right)) as ToyView, seed)._tag).toBe('Right');
    expect(game.movesFromView(table.right, view.right)._tag).toBe('Right');
    expect(decodes).toBe(1);
  });
});
