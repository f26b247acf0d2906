/**
 * The search's statistics for the seat's own later decisions (`ownTree`), on a tiny game
 * made for it: seat 0 either takes a sure tie, or opens a vault and then names one
 * digit of ten, only one of which wins. Played at random, the vault looks bad; played by
 * its statistics, the seat's own second decision finds the digit, and the vault is best.
 */
import * as t from 'io-ts';
import { right } from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { searchBot } from '../../src/bots/index.js';
import { closed, codecFor, defineGame, intRange, rank, RngStateCodec, sameGeneratorState, taggedUnion, type GameRules, type RngState, type Viewer } from '../../src/core/index.js';
import { viewOf } from '../../src/testing/index.js';

interface VaultState {
  /** 0: choosing safe or vault; 1: naming the digit; 2: over. */
  readonly step: number;
  readonly scores: readonly number[];
  readonly rng: RngState;
}
type VaultView = Omit<VaultState, 'rng'> & { readonly viewer: Viewer };
interface VaultMove {
  readonly type: 'choose';
  readonly player: number;
  /** At step 0: 0 safe, 1 vault; at step 1: the digit. */
  readonly value: number;
}

const WINNING_DIGIT = 7;

const vaultRules: GameRules<Record<string, never>, VaultState, VaultMove, VaultView, { readonly name: 'vault' }> = {
  id: 'vault',
  title: 'Vault',
  players: { min: 2, max: 2 },
  codecs: {
    config: codecFor<Record<string, never>>()(closed('VaultConfig', {})),
    move: codecFor<VaultMove>()(taggedUnion('VaultMove', 'type', { choose: closed('choose', { type: t.literal('choose'), player: intRange(0, 1), value: intRange(0, 9) }) })),
    state: codecFor<VaultState>()(closed('VaultState', { step: intRange(0, 2), scores: t.readonlyArray(intRange(0, 99)), rng: RngStateCodec })),
  },
  defaultConfig: () => ({}),
  setup: (_config, random) => right({ step: 0, scores: [5, 5], rng: random.state() }),
  playerCount: () => 2,
  activePlayers: (s) => (s.step < 2 ? [0] : []),
  candidates: (s, player) => Array.from({ length: s.step === 0 ? 2 : 10 }, (_, value) => ({ type: 'choose' as const, player, value })),
  check: () => null,
  perform: (d, m) => {
    if (d.step === 0 && m.value === 0) d.step = 2;
    else if (d.step === 0) {
      d.step = 1;
      d.scores[0] = 0;
    } else {
      d.step = 2;
      if (m.value === WINNING_DIGIT) d.scores[0] = 10;
    }
  },
  isOver: (s) => s.step === 2,
  result: (s) => rank(s.scores),
  view: ({ rng: _rng, ...s }, viewer) => ({ ...s, viewer }),
  table: () => ({ name: 'vault' }),
  fromView: (_table, { viewer: _viewer, ...v }, random) => ({ ...v, rng: random.fork() }),
  moveLabel: (_table, _view, m) => `Choose ${m.value}`,
  moveGroup: () => 'Choose',
  describeStart: () => ['Vault'],
  describe: (_b, m) => [`Seat ${m.player} chooses ${m.value}`],
  components: () => [],
  undoable: (before, _m, after) => sameGeneratorState(before.rng, after.rng),
};
const vault = defineGame(vaultRules);

function firstChoice(ownTree: number, seed: number): number {
  const start = vault.setup({}, 1);
  if (start._tag === 'Left') throw new Error(start.left.message);
  const table = vault.table(start.right);
  if (table._tag === 'Left') throw new Error(table.left.message);
  const move = searchBot({ seed, playouts: 400, ownTree }).choose(vault, table.right, viewOf(vault.view(start.right, 0)), 0);
  if (move._tag === 'Left') throw new Error(move.left.message);
  return move.right.value;
}

describe("the search's own later decisions", () => {
  it('without statistics for them (a flat search), random play of the digit makes the vault look bad', () => {
    for (const seed of [1, 2, 3]) expect(firstChoice(Infinity, seed)).toBe(0);
  });

  it('with them, the digit is found and the vault is chosen, the same for the same seed', () => {
    for (const seed of [1, 2, 3]) {
      expect(firstChoice(4, seed)).toBe(1);
      expect(firstChoice(4, seed)).toBe(firstChoice(4, seed));
    }
  });
});
