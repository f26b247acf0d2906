/**
 * The law of words: no label, group or log line names a component by an id of the game's
 * component data. It catches a game whose label or log leaks one, passes the honest toy,
 * and holds for the four games over a seeded game each.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, type Game, type GameRules } from '../../src/core/index.js';
import { Random } from '../../src/core/random.js';
import { checkGame } from '../../src/testing/harness.js';
import { componentIds, labelIdProblem, leakedId } from '../../src/testing/label-ids.js';
import { CLI_GAMES } from '../../src/cli/games.js';
import { toyRules, type PickMove, type ToyConfig, type ToyState, type ToyView } from './toy.js';

/** The toy with component data: three dice, each with an id, a plain-word id among them. */
interface DiceTable {
  readonly name: 'toy';
  readonly dice: readonly { readonly id: string; readonly face: number }[];
}
const DICE: DiceTable['dice'] = [
  { id: 'die-1', face: 0 },
  { id: 'D2', face: 1 },
  { id: 'three', face: 2 },
];
// The toy's codecs without its table codec: this toy's table is a different one.
const { table: _toyTable, ...toyCodecs } = toyRules.codecs;
const honest: GameRules<ToyConfig, ToyState, PickMove, ToyView, DiceTable> = {
  ...toyRules,
  codecs: toyCodecs,
  table: () => ({ name: 'toy', dice: DICE }),
  moveLabel: (_t, _v, m) => `Pick the die showing ${m.value}`,
};
const leakyLabel: GameRules<ToyConfig, ToyState, PickMove, ToyView, DiceTable> = {
  ...honest,
  moveLabel: (t, _v, m) => `Pick ${t.dice[m.value]?.id ?? '?'}`,
};
const leakyLog: GameRules<ToyConfig, ToyState, PickMove, ToyView, DiceTable> = {
  ...honest,
  describe: (_b, m) => [`Seat ${m.player} rolls ${DICE[m.value]?.id ?? '?'}`],
};
const game = (rules: GameRules<ToyConfig, ToyState, PickMove, ToyView, DiceTable>): Game<ToyConfig, ToyState, PickMove, ToyView, DiceTable> => defineGame(rules);

describe('ids in labels and logs', () => {
  it('collects the ids of the component data, but plain words', () => {
    expect([...componentIds({ name: 'toy', dice: DICE })].sort()).toEqual(['D2', 'die-1']);
    expect(componentIds({ deep: [{ cards: { a: { id: 'bow-05' } } }], id: 7, more: [{ id: '12' }, { id: 'Été-1' }] })).toEqual(['bow-05', 'Été-1']);
    expect(componentIds(null)).toEqual([]);
  });

  it('finds an id only as a whole token, case-sensitive', () => {
    const ids = ['die-1', 'C1', 'midA-19'];
    expect(leakedId('Take midA-19 (bows)', ids)).toBe('midA-19');
    expect(leakedId('Contract C1.', ids)).toBe('C1');
    expect(leakedId('Contract C10, die-12, xC1', ids)).toBeNull();
    expect(leakedId('the die-1', ids)).toBe('die-1');
    expect(leakedId('c1 and DIE-1', ids)).toBeNull();
    expect(leakedId('anything', [])).toBeNull();
    expect(leakedId('prend Été-1.', ['Été-1'])).toBe('Été-1');
    expect(leakedId('prend xÉté-1', ['Été-1'])).toBeNull();
  });

  it('passes a game that names its components in words', () => {
    expect(checkGame(game(honest), { configs: [{ journal: false }], runs: 3 }).games).toBe(3);
  });

  it('catches a label that names a component by its id', () => {
    expect(() => checkGame(game(leakyLabel), { configs: [{ journal: false }], runs: 3 })).toThrow(/the label "Pick (die-1|D2)".*names the component id/);
  });

  it('catches a log line that names a component by its id', () => {
    expect(() => checkGame(game(leakyLog), { configs: [{ journal: false }], runs: 3 })).toThrow(/the log line "Seat \d rolls (die-1|D2)".*names the component id/);
    // 'three' is a plain word: the game's vocabulary, which a log may use.
    const g = game(leakyLog);
    const start = g.setup({ journal: false }, 1);
    if (start._tag === 'Left') throw new Error('setup');
    const move: PickMove = { type: 'pick', player: 0, value: 2 };
    const after = g.apply(start.right, move);
    if (after._tag === 'Left') throw new Error('apply');
    expect(labelIdProblem(g, start.right, [[], []], move, after.right)).toBeNull();
  });

  // The four games over one seeded game each: labels of every seat's moves, and the logs.
  for (const { game: g } of CLI_GAMES) {
    it(`holds for ${g.id}`, () => {
      const random = Random.seeded(5);
      const start = g.setup(g.defaultConfig(3), 5);
      if (start._tag === 'Left') throw new Error(start.left.message);
      let state = start.right;
      for (let step = 0; step < 2000 && !g.isOver(state); step++) {
        const players = g.playerCount(state);
        const legal = Array.from({ length: players }, (_, s) => g.legalMoves(state, s));
        const seat = random.pick(g.activePlayers(state));
        const move = random.pick(legal[seat] ?? []);
        const next = g.apply(state, move);
        if (next._tag === 'Left') throw new Error(next.left.message);
        expect(labelIdProblem(g, state, legal, move, next.right, step === 0)).toBeNull();
        state = next.right;
      }
    });
  }
});
