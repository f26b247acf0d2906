/**
 * A toy game built with `defineGame`, for testing the harness: two players each pick a
 * number 0-2 at the same time, three times (or `rounds` times); the higher total wins. `journal: true` makes
 * the state record who picked first, which breaks the commuting of simultaneous moves.
 */
import * as t from 'io-ts';
import { right } from 'fp-ts/lib/Either.js';
import { closed, codecFor, consistentState, defineGame, type Draft, type GameRules, illegal, intRange, nullable, rank, RngStateCodec, type RngState, sameGeneratorState, taggedUnion, type Game, type Viewer } from '../../src/core/index.js';

export interface ToyConfig {
  readonly journal: boolean;
  /** Rounds to play, 1-30 (default 3). */
  readonly rounds?: number;
}
export interface ToyState {
  readonly journal: boolean;
  readonly rounds: number;
  readonly round: number;
  readonly picks: readonly (number | null)[];
  readonly totals: readonly number[];
  readonly order: readonly number[];
  readonly rng: RngState;
}
/** What a seat sees: the state without the generator, the other's pick face down (0). */
export type ToyView = Omit<ToyState, 'rng'> & { readonly viewer: Viewer };
/** Nothing about the toy table is fixed but its name. */
export interface ToyTable {
  readonly name: 'toy';
}
export interface PickMove {
  readonly type: 'pick';
  readonly player: number;
  readonly value: number;
}

const MAX_ROUNDS = 30;

export const toyRules: GameRules<ToyConfig, ToyState, PickMove, ToyView, ToyTable> = {
  id: 'toy',
  title: 'Toy',
  players: { min: 2, max: 2 },
  codecs: {
    config: codecFor<ToyConfig>()(closed('ToyConfig', { journal: t.boolean }, { rounds: intRange(1, MAX_ROUNDS) })),
    move: codecFor<PickMove>()(taggedUnion('ToyMove', 'type', { pick: closed('pick', { type: t.literal('pick'), player: intRange(0, 1), value: intRange(0, 9) }) })),
    state: consistentState(
      codecFor<ToyState>()(
        closed('ToyState', {
          journal: t.boolean,
          rounds: intRange(1, MAX_ROUNDS),
          round: intRange(0, MAX_ROUNDS),
          picks: t.readonlyArray(nullable(intRange(0, 2))),
          totals: t.readonlyArray(intRange(0, 99)),
          order: t.readonlyArray(intRange(0, 1)),
          rng: RngStateCodec,
        }),
      ),
      // Two seats, nobody picks once the last round is over, and never two picks at rest.
      (s) =>
        s.picks.length !== 2 || s.totals.length !== 2
          ? 'picks and totals have one entry per seat'
          : s.round > s.rounds
            ? 'round: beyond the last'
            : s.round === s.rounds && s.picks.some((p) => p !== null)
            ? 'picks: the game is over'
            : // The second pick of a round scores it and clears both at once.
              s.picks.every((p) => p !== null)
              ? 'picks: both made, the round not scored'
              : null,
    ),
  },
  defaultConfig: () => ({ journal: false }),
  setup: (config, random) => right({ journal: config.journal, rounds: config.rounds ?? 3, round: 0, picks: [null, null], totals: [0, 0], order: [], rng: random.state() }),
  playerCount: () => 2,
  activePlayers: (s) => [0, 1].filter((p) => s.picks[p] === null),
  candidates: (_s, player) => [0, 1, 2].map((value) => ({ type: 'pick', player, value })),
  check: (_s, m) => (m.value > 2 ? illegal('Pick 0, 1 or 2.') : null),
  perform: (d, m) => {
    const draft = d as Draft<ToyState>;
    draft.picks[m.player] = m.value;
    if (draft.journal) draft.order.push(m.player);
    if (draft.picks.every((p) => p !== null)) {
      draft.totals = draft.totals.map((t, i) => t + (draft.picks[i] ?? 0));
      draft.picks = [null, null];
      draft.round += 1;
    }
  },
  isOver: (s) => s.round === s.rounds,
  result: (s) => rank(s.totals),
  // Both picks of a round are face down until both are made: the other's pick is hidden.
  view: ({ rng: _rng, ...s }, viewer) => ({ ...s, viewer, picks: s.picks.map((p, i) => (i === viewer || p === null ? p : 0)) }),
  table: () => ({ name: 'toy' }),
  // A pick made face down by the other seat is any of 0-2.
  fromView: (_table, { viewer, ...v }, random) => ({ ...v, picks: v.picks.map((p, i) => (i === viewer || p === null ? p : random.int(0, 2))), rng: random.fork() }),
  moveLabel: (_table, _view, m) => `Pick ${m.value}`,
  moveGroup: () => 'Pick',
  describeStart: () => ['Toy game'],
  describe: (_b, m, _a, audience) => [audience === 'all' || audience === m.player ? `Seat ${m.player} picks ${m.value}` : `Seat ${m.player} picks`],
  components: () => [],
  // A pick can be taken back until the round's last pick turns both face up.
  undoable: (before, _m, after) => sameGeneratorState(before.rng, after.rng) && after.round === before.round,
};

export const toy: Game<ToyConfig, ToyState, PickMove, ToyView, ToyTable> = defineGame(toyRules);
