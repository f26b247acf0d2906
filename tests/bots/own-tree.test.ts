/**
 * The search's statistics for the later decisions in its playouts (`ownTree`,
 * `othersTree`), on a tiny game made for them: seat 0 either takes a sure tie, or opens
 * a vault, after which one seat (the namer) names one digit of ten, only one of which
 * wins for the namer. When seat 0 names it, the vault looks bad with the digit played at
 * random, and is best once seat 0's own second decision is played by its statistics;
 * when seat 1 names it, the vault looks good against a random digit, and bad once seat
 * 1's decision is played by its statistics (for seat 1's reward).
 */
import * as t from 'io-ts';
import { right } from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { searchBot } from '../../src/bots/index.js';
import { closed, codecFor, defineGame, intRange, rank, RngStateCodec, sameGeneratorState, taggedUnion, type Draft, type GameRules, type RngState, type Viewer } from '../../src/core/index.js';
import { viewOf } from '../../src/testing/index.js';

interface VaultConfig {
  /** The seat that names the digit. */
  readonly namer: number;
}
interface VaultState {
  /** 0: choosing safe or vault; 1: naming the digit; 2: over. */
  readonly step: number;
  readonly namer: number;
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

const vaultRules: GameRules<VaultConfig, VaultState, VaultMove, VaultView, { readonly name: 'vault' }> = {
  id: 'vault',
  title: 'Vault',
  players: { min: 2, max: 2 },
  codecs: {
    config: codecFor<VaultConfig>()(closed('VaultConfig', { namer: intRange(0, 1) })),
    move: codecFor<VaultMove>()(taggedUnion('VaultMove', 'type', { choose: closed('choose', { type: t.literal('choose'), player: intRange(0, 1), value: intRange(0, 9) }) })),
    state: codecFor<VaultState>()(closed('VaultState', { step: intRange(0, 2), namer: intRange(0, 1), scores: t.readonlyArray(intRange(0, 99)), rng: RngStateCodec })),
  },
  defaultConfig: () => ({ namer: 0 }),
  setup: (config, random) => right({ step: 0, namer: config.namer, scores: [5, 5], rng: random.state() }),
  playerCount: () => 2,
  activePlayers: (s) => (s.step === 0 ? [0] : s.step === 1 ? [s.namer] : []),
  candidates: (s, player) => Array.from({ length: s.step === 0 ? 2 : 10 }, (_, value) => ({ type: 'choose' as const, player, value })),
  check: () => null,
  perform: (draft, m) => {
    const d = draft as Draft<VaultState>;
    if (d.step === 0 && m.value === 0) d.step = 2;
    else if (d.step === 0) {
      // Seat 0 opening the vault stakes 5 points on its own digit, or wins 5 unless seat 1 finds it.
      d.step = 1;
      d.scores[0] = d.namer === 0 ? 0 : 10;
    } else {
      d.step = 2;
      if (m.value === WINNING_DIGIT) d.scores[d.namer] = (d.scores[d.namer] ?? 0) + 20;
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

function firstChoice(namer: number, seed: number, tree: { ownTree: number; othersTree?: boolean }): number {
  const start = vault.setup({ namer }, 1);
  if (start._tag === 'Left') throw new Error(start.left.message);
  const table = vault.table(start.right);
  if (table._tag === 'Left') throw new Error(table.left.message);
  const move = searchBot({ seed, playouts: 400, ...tree }).choose(vault, table.right, viewOf(vault.view(start.right, 0)), 0);
  if (move._tag === 'Left') throw new Error(move.left.message);
  return move.right.value;
}

describe("the search's statistics for later decisions", () => {
  it('without them (a flat search), a random digit makes the own vault look bad and the other seat\'s good', () => {
    for (const seed of [1, 2, 3]) {
      expect(firstChoice(0, seed, { ownTree: Infinity })).toBe(0);
      expect(firstChoice(1, seed, { ownTree: Infinity })).toBe(1);
    }
  });

  it('for its own decisions, the digit is found and the vault chosen, the same for the same seed', () => {
    for (const seed of [1, 2, 3]) {
      expect(firstChoice(0, seed, { ownTree: 4 })).toBe(1);
      expect(firstChoice(0, seed, { ownTree: 4 })).toBe(firstChoice(0, seed, { ownTree: 4 }));
    }
  });

  it("for the other seats' decisions only with othersTree: then the other seat finds the digit, and the vault is avoided", () => {
    for (const seed of [1, 2, 3]) {
      expect(firstChoice(1, seed, { ownTree: 4, othersTree: false })).toBe(1);
      expect(firstChoice(1, seed, { ownTree: 4, othersTree: true })).toBe(0);
    }
  });
});
