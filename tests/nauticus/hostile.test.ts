/**
 * Hostile input (issue 9): tampered saves are refused by the state codec or play to the end;
 * each kind of inconsistency is refused with a message naming the field; custom board data
 * cannot smuggle in reserved names.
 */
import { describe, expect, it } from 'vitest';
import { runsFor } from '../suite/quick.js';
import { cloneJson } from '../../src/core/clone.js';
import { decodeWith, hardened } from '../../src/core/codecs.js';
import type { Draft } from '../../src/core/draft.js';
import { Random } from '../../src/core/random.js';
import { nauticus, SYNTHETIC_BOARD, type Board, type NauticusConfig, type NauticusState } from '../../src/nauticus/index.js';
import { StateStructureCodec } from '../../src/nauticus/state.js';
import { checkTampering } from '../../src/testing/index.js';
import { setup } from './helpers.js';

const REVERSED = ['crown', 'deliver', 'withdraw', 'transport', 'buyGoods', 'buySails', 'buyMasts', 'buyHulls'] as const;

/** Every player count, a later start player, both generators, fixed layouts and a custom board. */
const CONFIGS: NauticusConfig[] = [
  { players: 2 },
  { players: 3 },
  { players: 4 },
  { players: 4, startPlayer: 3, generator: 'xoroshiro128+' },
  { players: 2, startPlayer: 1, layouts: [[...REVERSED], [...REVERSED].reverse()] },
  { players: 3, board: { ...SYNTHETIC_BOARD, turntable: [0, 3, 3, 3, 3, 3, 3, 3], provenance: { kind: 'printed', source: 'test fixture' } } },
];

const SEED = 2;

describe('the tampered-save law', () => {
  it('refuses a tampered save or plays it to the end, for every player count and variant', () => {
    // Locally: TAMPER_RUNS=2000 TAMPER_SEED=n for a longer search. The seed is fixed: with a
    // random one, a tenth of the runs (test:quick) played no save in about half the runs of
    // this test, and `played > 0`, the proof that the law reached a playable save, failed.
    const runs = Number(process.env['TAMPER_RUNS'] ?? runsFor(200));
    const seed = Number(process.env['TAMPER_SEED'] ?? SEED);
    const report = checkTampering(nauticus, { configs: CONFIGS, runs, seed });
    expect(report.tried).toBe(runs);
    expect(report.refused + report.played).toBe(runs);
    expect(report.played).toBeGreaterThan(0);
  }, 60_000);

  it('fails with a codec that checks structure only', () => {
    const structural = { ...nauticus, codecs: { ...nauticus.codecs, state: hardened(StateStructureCodec) } };
    // The law has teeth: without the consistency check it finds a broken save at once.
    expect(() => checkTampering(structural, { configs: [{ players: 2 }], runs: 300, seed: 7 })).toThrow(/accepts a tampered save/);
  }, 60_000);
});

/** Reachable states of random games, one for each thing the targeted cases need. */
function reach(config: NauticusConfig, seed: number, want: (s: NauticusState) => boolean): NauticusState {
  const random = Random.seeded(`hostile:${seed}`, 'xoroshiro128+');
  for (let game = 0; game < 50; game++) {
    let s = setup(config, seed + game);
    while (!want(s)) {
      if (nauticus.isOver(s)) break;
      const seat = nauticus.activePlayers(s)[0] as number;
      const moves = nauticus.legalMoves(s, seat);
      // Rather use the action than end it, so that ships get built and completed.
      const busy = moves.filter((m) => m.type !== 'finish' && m.type !== 'pass' && m.type !== 'endTurn');
      const next = nauticus.apply(s, random.pick(busy.length > 0 && random.int(0, 9) > 0 ? busy : moves));
      if (next._tag === 'Left') throw new Error(next.left.message);
      s = next.right;
    }
    if (want(s)) return s;
  }
  throw new Error('no such state reached');
}

const SELECT = reach({ players: 4 }, 1, (s) => s.round === 2 && s.phase === 3 && s.step === 'select');
const BONUS = reach({ players: 3 }, 2, (s) => s.step === 'bonus');
const ACTING = reach({ players: 4 }, 3, (s) => s.round === 2 && s.turn?.activity?.source === 'main' && s.turn.activity.uses > 0);
const REWARDS = reach({ players: 3 }, 4, (s) => s.turn?.rewards != null);
const EXTRA = reach({ players: 2 }, 5, (s) => s.turn?.activity?.source === 'extra');
const OVER = reach({ players: 2 }, 6, (s) => s.step === 'over');
const BUYING = reach({ players: 2 }, 7, (s) => s.turn?.activity?.tile === 'buyGoods' && s.turn.activity.source === 'main' && s.turn.activity.bought.length > 0);

/** The codec's answer for `state` changed by `change`: the message of its refusal, or 'accepted'. */
function verdict(state: NauticusState, change: (d: Draft<NauticusState>) => void): string {
  const d = cloneJson(state) as Draft<NauticusState>;
  change(d);
  const decoded = decodeWith(nauticus.codecs.state, JSON.parse(JSON.stringify(d)), 'INVALID_STATE', 'state');
  return decoded._tag === 'Left' ? `${decoded.left.code}: ${decoded.left.message}` : 'accepted';
}

describe('the state codec', () => {
  it('accepts the reachable states the cases start from', () => {
    for (const s of [SELECT, BONUS, ACTING, REWARDS, EXTRA, OVER, BUYING]) expect(verdict(s, () => {})).toBe('accepted');
  });

  it('refuses tiles duplicated, missing or in two places', () => {
    expect(verdict(SELECT, (d) => (d.players[0]!.delivered.coffee += 1))).toMatch(/INVALID_STATE: .*stock\.coffee: \d+ in the supply and \d+ with the players, but the box has 12/);
    expect(verdict(SELECT, (d) => (d.players[0]!.warehouse = [...d.players[0]!.warehouse.filter((p) => p !== 'fish'), 'fish']))).toMatch(/stock\.fish/);
    expect(verdict(SELECT, (d) => (d.stock.hull -= 1))).toMatch(/stock\.hull: .* the box has 18/);
    expect(verdict(SELECT, (d) => (d.players[1]!.delivered.fish += 13))).toMatch(/stock\.fish/);
    expect(verdict(REWARDS, (d) => d.players[1]!.ships.push(cloneJson(d.players[1]!.ships[0]!)))).toMatch(/stock\./);
    // 13 coffee in one warehouse: the Nauticus « 8 rubies in one hand ».
    expect(verdict(SELECT, (d) => (d.players[2]!.warehouse = Array.from({ length: 13 }, () => 'coffee' as const)))).toMatch(/players\[2\]\.warehouse: 13 spaces used, but a warehouse has 12/);
  });

  it('refuses seats out of range', () => {
    expect(verdict(SELECT, (d) => (d.startPlayer = 9))).toMatch(/startPlayer: seat index 9 at a 4-seat table/);
    expect(verdict(SELECT, (d) => (d.startPlayer = -1))).toMatch(/state\.startPlayer/);
    expect(verdict(ACTING, (d) => (d.turn!.player = 9))).toMatch(/turn\.player: seat index 9 at a 4-seat table/);
    expect(verdict(ACTING, (d) => d.queue.push(7))).toMatch(/queue: /);
    expect(verdict(SELECT, (d) => (d.phases[0]!.startPlayer = 5))).toMatch(/phases\[0\]\.startPlayer: seat index 5/);
    expect(verdict(SELECT, (d) => d.players.pop())).toMatch(/players: 3 seats, but the table has 4/);
    expect(verdict(OVER, (d) => (d.rules.players = 3))).toMatch(/rules\.rounds: 4 rounds, but a 3-player game has 5/);
  });

  it('refuses a component of one kind where another belongs', () => {
    expect(verdict(SELECT, (d) => (d.layout[0] = d.layout[1]!))).toMatch(/layout: a layout lays each of the 8 action tiles once/);
    expect(verdict(BUYING, (d) => d.turn!.activity!.bought.push('hull'))).toMatch(/turn\.activity\.bought: the buyGoods action does not sell hull/);
    expect(verdict(REWARDS, (d) => ((d.players[d.turn!.player]!.ships[0]!.parts as string[])[0] = 'mast-whale'))).toMatch(/ships\[0\]\.parts\[0\]/);
    expect(verdict(SELECT, (d) => (d.players[0]!.ships = [{ parts: ['stern', 'bow'], masts: [], sails: [], goods: [], rewards: [] }]))).toMatch(/players\[0\]\.ships\[0\]\.parts: hull tiles lie from bow to stern/);
    expect(verdict(SELECT, (d) => (d.players[0]!.ships = [{ parts: ['hull', 'stern'], masts: [], sails: [], goods: [], rewards: [] }]))).toMatch(/players\[0\]\.ships\[0\]\.parts: cannot hold a stern: its hull is closed/);
    expect(verdict(SELECT, (d) => (d.players[0]!.ships = [{ parts: ['bow', 'stern'], masts: ['whale', 'anchor'], sails: [], goods: [], rewards: [] }]))).toMatch(/players\[0\]\.ships\[0\]\.masts: cannot hold a mast-anchor: its coat of arms is whale/);
  });

  it('refuses an empty or malformed generator state', () => {
    expect(verdict(SELECT, (d) => (d.rng = {} as never))).toMatch(/state\.rng/);
    expect(verdict(SELECT, (d) => (d.rng = { generator: 'xoroshiro128+', state: [0, 0, 0, 0] }))).toMatch(/state\.rng: a xoroshiro128\+ state must not be all zeros/);
    expect(verdict(SELECT, (d) => (d.rng = { generator: 'chacha20', key: [1, 2], block: 0, word: 0 }))).toMatch(/state\.rng: a chacha20 key/);
  });

  it('refuses phase fields that do not go together', () => {
    expect(verdict(SELECT, (d) => (d.step = 'turn'))).toMatch(/phases: 2 phases recorded, but 3 have started/);
    expect(verdict(ACTING, (d) => (d.turn = null))).toMatch(/turn: null, but step is 'turn'/);
    expect(verdict(ACTING, (d) => (d.step = 'bonus'))).toMatch(/turn: a player in turn, but step is 'bonus'/);
    expect(verdict(ACTING, (d) => (d.selected = null))).toMatch(/selected: null in step 'turn'/);
    expect(verdict(ACTING, (d) => (d.turn!.main = 'done'))).toMatch(/turn\.activity\.source: the phase's action is under way, but turn\.main is 'done'/);
    expect(verdict(SELECT, (d) => (d.anchor = null))).toMatch(/anchor: null, but the first action of the round lay at position \d/);
    expect(verdict(SELECT, (d) => (d.flipped = d.flipped.map((f) => !f)))).toMatch(/flipped\[\d\]/);
    expect(verdict(SELECT, (d) => (d.rotation = (d.rotation + 1) % 8))).toMatch(/rotation: position \d, but the anchor tile lay at position \d/);
    expect(verdict(REWARDS, (d) => (d.turn!.rewards!.remaining += 1))).toMatch(/turn\.rewards\.remaining/);
    expect(verdict(REWARDS, (d) => (d.turn!.rewards!.ship = 9))).toMatch(/players\[\d\]\.ships\[\d\]\.rewards|turn\.rewards\.ship: seat index \d has no ship 9/);
    expect(verdict(EXTRA, (d) => (d.players[d.turn!.player]!.extra = null))).toMatch(/turn\.activity\.source: an extra .* action is under way, but players\[\d\]\.extra does not record it/);
    expect(verdict(BONUS, (d) => (d.selected = null))).toMatch(/selected: null in step 'bonus'/);
    expect(verdict(OVER, (d) => (d.final = null))).toMatch(/final: null, but step is 'over'/);
    expect(verdict(OVER, (d) => (d.final![0]!.total += 1))).toMatch(/final\[0\]: not the tally of players\[0\]/);
    expect(verdict(SELECT, (d) => (d.final = OVER.final as never))).toMatch(/final: a tally, but step is 'select'/);
  });

  it('refuses rounds and phases beyond the last, and counters beyond what a game gives', () => {
    expect(verdict(SELECT, (d) => (d.round = 6))).toMatch(/round: round 6, but the game has rounds 1 to 5/);
    expect(verdict(SELECT, (d) => (d.round = 0))).toMatch(/round: round 0/);
    expect(verdict(SELECT, (d) => (d.phase = 8))).toMatch(/phase: action phase 8, but a round has phases 1 to 7/);
    expect(verdict(OVER, (d) => (d.round = 3))).toMatch(/round: 'over' in round 3, phase 7, but the game ends after phase 7 of round 4/);
    expect(verdict(SELECT, (d) => (d.players[1]!.workers = 1_000_000))).toMatch(/players\[1\]\.workers: 1000000, but a game gives at most \d+/);
    expect(verdict(SELECT, (d) => (d.players[1]!.coins = 1_000_000))).toMatch(/players\[1\]\.coins/);
    expect(verdict(SELECT, (d) => (d.players[1]!.score = -100))).toMatch(/players\[1\]\.score: -100/);
    expect(verdict(SELECT, (d) => (d.players[1]!.passFlipped = 3))).toMatch(/players\[1\]\.passFlipped: 3 pass tiles turned over after 2 action phases/);
    expect(verdict(SELECT, (d) => (d.players[0]!.crownPoints = 16))).toMatch(/players\[0\]\.crownPoints: 16, but at most 15/);
    expect(verdict(SELECT, (d) => (d.players[0]!.extra = { round: 4, phase: 1, tile: 'crown' }))).toMatch(/players\[0\]\.extra: used in round 4, phase 1, which this seat has not played yet/);
    expect(verdict(SELECT, (d) => d.fixedLayouts.push([...REVERSED], [...REVERSED], [...REVERSED], [...REVERSED]))).toMatch(/fixedLayouts: 4 layouts for 3 rounds to come/);
  });

  it('refuses a board the config would refuse', () => {
    expect(verdict(SELECT, (d) => (d.rules.board.positions[2]!.prices = [0, 0, 1, 2]))).toMatch(/rules\.board\.positions\[2\]\.prices: the prices at a position are 0, 1, 2 and 3/);
    expect(verdict(SELECT, (d) => (d.rules.board.turntable[0] = 2))).toMatch(/rules\.board\.turntable\[0\]/);
    expect(verdict(SELECT, (d) => (d.rules.board.positions[0]!.bonus = 'constructor' as never))).toMatch(/state\.rules\.board\.positions\[0\]\.bonus/);
  });
});

describe('custom board data', () => {
  const refusal = (config: unknown): string => {
    const r = nauticus.setup(config as NauticusConfig, 1);
    return r._tag === 'Left' ? `${r.left.code}: ${r.left.message}` : 'accepted';
  };
  const withBoard = (change: (b: Draft<Board>) => void): unknown => {
    const board = cloneJson(SYNTHETIC_BOARD) as Draft<Board>;
    change(board);
    return { players: 3, board };
  };

  it('refuses reserved names wherever a value names a component', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(refusal(withBoard((b) => (b.positions[0]!.bonus = name as never)))).toMatch(/^INVALID_CONFIG: .*board\.positions\[0\]\.bonus/);
      expect(refusal(withBoard((b) => (b.slots.buyMasts[1] = name as never)))).toMatch(/^INVALID_CONFIG: .*board\.slots\.buyMasts\[1\]/);
      expect(refusal({ players: 2, layouts: [[name, ...REVERSED.slice(1)]] })).toMatch(/^INVALID_CONFIG: .*layouts\[0\]\[0\]/);
    }
    expect(refusal(JSON.parse('{"players":2,"board":{"__proto__":{"positions":[]}}}'))).toMatch(/^INVALID_CONFIG: .*board/);
  });

  it('refuses duplicates, naming the field', () => {
    expect(refusal(withBoard((b) => (b.positions[1]!.bonus = 'workers3')))).toMatch(/^INVALID_CONFIG: .*board\.positions: each of the 8 bonuses must be printed at exactly one position/);
    expect(refusal(withBoard((b) => (b.slots.buyGoods[0] = 'fish')))).toMatch(/^INVALID_CONFIG: .*board\.slots\.buyGoods: the goods tile must show each good once/);
    expect(refusal({ players: 2, layouts: [[...REVERSED.slice(1), 'buyMasts']] })).toMatch(/^INVALID_CONFIG: .*layouts\[0\]: a layout lays each of the 8 action tiles once/);
  });

  it('keeps a state with a custom board decodable through JSON', () => {
    const config = CONFIGS[5]!;
    const s = reach(config, 8, (x) => x.round === 2);
    expect(s.rules.board.provenance.kind).toBe('printed');
    const decoded = nauticus.codecs.state.decode(JSON.parse(JSON.stringify(s)));
    expect(decoded._tag === 'Right' && decoded.right).toEqual(s);
  });
});
