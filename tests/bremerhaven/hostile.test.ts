/**
 * Hostile input for Bremerhaven: tampered saves (the state codec refuses what the rules
 * could not reach, naming the field, and whatever it accepts plays to the end) and custom
 * component data whose ids are reserved names.
 */
import { describe, expect, it } from 'vitest';
import { quick } from '../suite/quick.js';
import { decodeWith } from '../../src/core/codecs.js';
import { cloneJson, jsonEqual } from '../../src/core/clone.js';
import { Random } from '../../src/core/random.js';
import {
  bremerhaven,
  BremerhavenStateCodec,
  SYNTHETIC_BUILDINGS,
  SYNTHETIC_CONTRACTS,
  SYNTHETIC_NEWSPAPERS,
  SYNTHETIC_PRICES,
  SYNTHETIC_SHIPS,
  type BremerhavenConfig,
  type BremerhavenDraft,
} from '../../src/bremerhaven/index.js';
import { lookup } from '../../src/bremerhaven/catalog.js';
import { checkTampering, playableProblem } from '../../src/testing/index.js';
import { edit, setup, TABLES, type S } from './driver.js';

/** Plays random legal moves from `config` and `seed` until `stop` holds. */
function reach(config: BremerhavenConfig, seed: number, stop: (s: S) => boolean): S {
  let s = setup(config, seed);
  const random = Random.seeded(`reach:${seed}`, 'xoroshiro128+');
  while (!stop(s)) {
    if (bremerhaven.isOver(s)) throw new Error(`the game ended before the situation came up (${JSON.stringify(config)}, seed ${seed})`);
    const seat = random.pick(bremerhaven.activePlayers(s));
    const next = bremerhaven.apply(s, random.pick(bremerhaven.legalMoves(s, seat)));
    if (next._tag === 'Left') throw new Error(next.left.message);
    s = next.right;
  }
  return s;
}

/** The codec's answer to a save of `s` (a JSON copy, as a file would give it). */
const load = (s: unknown) => decodeWith(bremerhaven.codecs.state, JSON.parse(JSON.stringify(s)), 'INVALID_STATE', 'state');

/** The message with which the codec refuses `s` (the test fails if it accepts it). */
function refusal(s: unknown): string {
  const r = load(s);
  if (r._tag === 'Right') throw new Error('the codec accepts the edited state');
  expect(r.left.code).toBe('INVALID_STATE');
  return r.left.message;
}

/** `s` edited by `change`, then refused: the message. */
const refused = (s: S, change: (d: BremerhavenDraft) => void): string => refusal(edit(s, change));

describe('the tampered-save law', () => {
  // In `npm test` only: with a tenth or a quarter of the 80 saves none decodes and is played,
  // so it cannot shrink for `npm run test:quick` as the other games' runs do.
  it.skipIf(quick)('holds for every variant and player count: a tampered save is refused or plays to the end', () => {
    const report = checkTampering(bremerhaven, { configs: TABLES, runs: 80, seed: 9 });
    expect(report.tried).toBe(80);
    expect(report.refused + report.played).toBe(report.tried);
    expect(report.played).toBeGreaterThan(0);
  });

  // Long local runs: TAMPER_RUNS=2000 TAMPER_SEEDS=1,2,3 [TAMPER_EDITS=1] npx vitest run tests/bremerhaven/hostile.test.ts
  it.skipIf(process.env['TAMPER_RUNS'] === undefined)(
    'holds over many runs and seeds',
    () => {
      const runs = Number(process.env['TAMPER_RUNS']);
      const maxEdits = Number(process.env['TAMPER_EDITS'] ?? 3);
      for (const seed of (process.env['TAMPER_SEEDS'] ?? '1').split(',').map(Number)) {
        const report = checkTampering(bremerhaven, { configs: TABLES, runs, seed, maxEdits });
        console.log(`bremerhaven tamper seed ${seed}, at most ${maxEdits} edit(s): ${JSON.stringify(report)}`);
      }
    },
    24 * 3_600_000,
  );
});

describe('the state codec names what is inconsistent', () => {
  const long4 = setup({ players: 4, variant: 'long' }, 3);
  const short3 = setup({ players: 3, variant: 'short' }, 3);
  const short3bidding = reach({ players: 3, variant: 'short' }, 3, (s) => s.phase === 'bidding');
  const solo = setup({ players: 1 }, 3);
  const harbour = reach({ players: 2, variant: 'long' }, 5, (s) => s.phase === 'harbour' && s.harbors.some((h) => h.docks.some((d) => d !== null)));
  const seatWithShip = harbour.harbors.findIndex((h) => h.docks.some((d) => d !== null));
  const dockWithShip = harbour.harbors[seatWithShip]?.docks.findIndex((d) => d !== null) ?? 0;

  it('cards duplicated, missing, or of another kind', () => {
    const ship = long4.shipDeck[0] as string;
    expect(refused(long4, (d) => void d.shipDeck.push(ship))).toMatch(/^Not a state .*shipDeck\[\d+\]: the Ship card "S\d+" is also at shipDeck\[0\]/);
    expect(refused(long4, (d) => void d.contractDeck.pop())).toMatch(/contractDeck, contractDiscard, land, loadingDocks: the Contract card "C\d+" is missing/);
    // The example: a contract deck holding a ship id.
    expect(refused(long4, (d) => void (d.contractDeck[2] = ship))).toMatch(/contractDeck\[2\]: "S\d+" is not a Contract card of this game/);
    expect(refused(long4, (d) => void d.harbors[1]?.gained.push(long4.buildingStack[0] as string))).toMatch(/harbors\[1\]\.gained\[0\]: the Building card .* is also at buildingStack\[0\]/);
    expect(refused(long4, (d) => void d.priceStack.splice(3, 1))).toMatch(/priceStack: the Price card .* is missing/);
    expect(refused(short3, (d) => void (d.newspapers.event = SYNTHETIC_NEWSPAPERS.cards[0]?.id ?? null))).toMatch(/newspapers: the short game has no Newspaper cards/);
    expect(refused(solo, (d) => void d.newspapers.stack.pop())).toMatch(/newspapers: the Newspaper card .* is missing/);
  });

  it('seat indices out of range', () => {
    // The example: a seat index 9 at a 4-seat table.
    expect(refused(long4, (d) => void (d.ranks[0] = 9))).toMatch(/ranks\[0\]: seat index 9 at a 4-seat table/);
    expect(refused(long4, (d) => void (d.ranks[0] = -1))).toMatch(/state\.ranks\[0\]/);
    expect(refused(long4, (d) => void (d.ranks[1] = d.ranks[0] as number))).toMatch(/ranks\[1\]: seat index \d holds two ranks/);
    expect(refused(long4, (d) => void (d.ranks = ['dummy', ...d.ranks.slice(1)]))).toMatch(/ranks\[0\]: the dummy plays only in the solo game/);
    expect(refused(long4, (d) => void d.harbors.pop())).toMatch(/harbors: 3 harbours at a 4-seat table/);
    expect(refused(harbour, (d) => void (d.chooser = 9))).toMatch(/chooser: seat index 9 at a 2-seat table/);
    const bidding = reach({ players: 4, variant: 'long' }, 3, (s) => s.bids.length === 2);
    expect(refused(bidding, (d) => void ((d.bids[0] as { by: number }).by = 9))).toMatch(/bids\[0\]\.by: seat index 9 at a 4-seat table/);
    expect(refused(setup({ players: 2 }, 3), (d) => void d.bids.push({ space: 'sea3', by: 0, value: 1 }))).toMatch(/bids\[0\]\.space: 'sea3' is not a space of a table with 2 cards a board/);
  });

  it('Influence cards that are not each player’s own twelve', () => {
    // Like 8 rubies in one hand: a second 9 among a player's Influence cards.
    expect(refused(long4, (d) => void d.harbors[2]?.influence.hand.push(9))).toMatch(/harbors\[2\]\.influence: 2 Influence card\(s\) 9 in hand, bids, supply and box, but seat index 2 has 1/);
    expect(refused(long4, (d) => void (d.harbors[0]!.influence.supply = [9]))).toMatch(/harbors\[0\]\.influence/);
    expect(refused(long4, (d) => void (d.harbors[0]!.influence = { hand: [1, 2, 3, 4, 5], supply: [5, 6, 7, 7, 8, 9], boxed: [6] }))).toMatch(
      /harbors\[0\]\.influence\.supply: 5, 6, 7, 7, 8, 9 is not what is left of 5, 6, 6, 7, 7, 8, 9/,
    );
    expect(refused(solo, (d) => void (d.dummy = null))).toMatch(/dummy: the solo game needs the dummy's Influence cards/);
  });

  it('a generator state that is empty or malformed', () => {
    expect(refused(long4, (d) => void (d.rng = {} as never))).toMatch(/at state\.rng: unknown generator/);
    expect(refused(long4, (d) => void (d.rng = { generator: 'xoroshiro128+', state: [0, 0, 0, 0] }))).toMatch(/state\.rng: a xoroshiro128\+ state must not be all zeros/);
    expect(refused(solo, (d) => void (d.rng = { generator: 'chacha20', key: [1, 2, 3, 4, 5, 6, 7, 8], block: 0, word: 16 }))).toMatch(/state\.rng: a chacha20 word/);
  });

  it('phase fields incoherent', () => {
    expect(refused(harbour, (d) => void (d.phase = 'prices'))).toMatch(/chooser: phase 'prices' but chooser is null/);
    expect(refused(harbour, (d) => void (d.revealed = false))).toMatch(/revealed: false/);
    expect(refused(harbour, (d) => void (d.slot = 1))).toMatch(/slot: 1, but no card is placed in phase 'harbour'/);
    expect(refused(harbour, (d) => d.harbors.forEach((h) => void (h.progress.harbourDone = true)))).toMatch(/phase: 'harbour', but every seat has finished/);
    expect(refused(long4, (d) => void (d.phase = 'startingGoods'))).toMatch(/phase: 'startingGoods', but the long game has no starting goods/);
    expect(refused(long4, (d) => void (d.phase = 'ship'))).toMatch(/chooser: phase 'ship' but chooser is null/);
    expect(refused(long4, (d) => void (d.phase = 'harbour'))).toMatch(/revealed: false, but the bids are face up in phase 'harbour'/);
    expect(refused(long4, (d) => void (d.turn = 20))).toMatch(/turn: 20, but the Bidding phase ends after 20 turns/);
    expect(refused(long4, (d) => void (d.harbors[0]!.progress.moving = true))).toMatch(/harbors\[0\]\.progress: work in the harbour before the Individual action phase/);
    const ship = reach({ players: 3, variant: 'long' }, 2, (s) => s.phase === 'ship');
    expect(refused(ship, (d) => void (d.chooser = ((ship.chooser ?? 0) + 1) % 3))).toMatch(/chooser: seat index \d (did not win sea|has no free Dock)/);
    expect(refused(ship, (d) => void (d.sea[ship.slot ?? 0] = null))).toMatch(/shipDeck, shipDiscard, sea, docks: the Ship card .* is missing/);
    const over = reach({ players: 2, variant: 'short' }, 1, (s) => s.phase === 'over');
    expect(refused(over, (d) => void (d.token -= 1))).toMatch(/token: \d+, but the game ended with the Ship token on the last space/);
  });

  it('a round beyond the last, and a Ship token off the Progress track', () => {
    expect(refused(short3bidding, (d) => void (d.round = 12))).toMatch(/round: 12 is beyond the last round: the Ship token reaches 20 in round 9/);
    expect(refused(long4, (d) => void (d.round = 30))).toMatch(/round: 30, but 0 Progress card\(s\) have turned/);
    expect(refused(long4, (d) => void (d.round = 0))).toMatch(/round: 0, but rounds count from 1/);
    expect(refused(long4, (d) => void (d.token += 3))).toMatch(/token: \d+, but the turned Progress cards move the Ship token from \d+ to \d+/);
    expect(refused(short3, (d) => void (d.token = 99))).toMatch(/token: 99/);
    expect(refused(solo, (d) => void d.newspapers.discard.push(d.newspapers.stack.shift() as string))).toMatch(/newspapers\.discard: 1 cards, but after 0 draws by the dummy 0 lie there/);
  });

  it('harbours that the rules cannot build', () => {
    const at = `harbors[${seatWithShip}].docks[${dockWithShip}]`;
    expect(refused(harbour, (d) => void (d.harbors[seatWithShip]!.docks[dockWithShip]!.timers = 9))).toContain(`${at}.timers: 9`);
    expect(refused(harbour, (d) => void (d.harbors[seatWithShip]!.docks[dockWithShip]!.count = 9))).toContain(`${at}.count: 9`);
    expect(refused(harbour, (d) => void (d.harbors[seatWithShip]!.walls = [0, 0, 0, 0]))).toMatch(new RegExp(`harbors\\[${seatWithShip}\\]\\.walls\\[1\\]: 0 Bollards`));
    expect(refused(long4, (d) => void (d.harbors[0]!.walls[0] = 4))).toMatch(/harbors\[0\]\.walls\[0\]: 4 Bollards, but this quay wall holds 0 to 3/);
    expect(refused(short3, (d) => void (d.harbors[1]!.covered[3] = true))).toMatch(/harbors\[1\]\.covered\[3\]: only the long game has Cover cards/);
    expect(refused(long4, (d) => void (d.harbors[0]!.storage.passenger = 9))).toMatch(/harbors\[0\]\.storage: goods for 9 storage spaces, but the harbour has 6/);
    expect(refused(long4, (d) => void (d.harbors[0]!.loadingDocks[0]!.delivered.barrel = 5))).toMatch(/harbors\[0\]\.loadingDocks\[0\]\.delivered: Contract C\d+ does not require these goods/);
    expect(refused(long4, (d) => void d.harbors[0]!.covered.pop())).toMatch(/harbors\[0\]\.covered: 11 places, but a Harbor board has 12/);
  });

  it('rules that setup cannot derive from a config', () => {
    expect(refused(long4, (d) => void (d.rules = { ...d.rules, slots: 3 }))).toMatch(/rules\.slots: 3, but this game has 4 cards/);
    expect(refused(long4, (d) => void (d.rules = { ...d.rules, variant: 'solo' }))).toMatch(/rules\.variant: 'solo' with 4 player\(s\)/);
    const [first, ...rest] = Object.values(long4.rules.buildings);
    const renamed = Object.fromEntries([['toString', first], ...rest.map((b) => [b.id, b])]);
    expect(refused(long4, (d) => void (d.rules = { ...d.rules, buildings: renamed }))).toMatch(/rules\.buildings: "toString" is not a card id/);
    const shortShips = Object.fromEntries(Object.values(SYNTHETIC_SHIPS.cards).map((c) => [c.id, c]));
    expect(refused(short3, (d) => void (d.rules = { ...d.rules, ships: shortShips }))).toMatch(/rules\.ships\.S\d+: not used with 3 players in the short game/);
    const contract = Object.values(long4.rules.contracts)[0]!;
    const fiveGoods = { ...long4.rules.contracts, [contract.id]: { ...contract, goods: ['crate', 'crate', 'crate', 'crate', 'crate'] } };
    expect(refused(long4, (d) => void (d.rules = { ...d.rules, contracts: fiveGoods as never }))).toMatch(/rules\.contracts\.cards\[\d+\]\.goods: contract .* must require 1 to 4 goods/);
    expect(refused(long4, (d) => void (d.rules = { ...d.rules, board: { ...d.rules.board, coverCosts: [] } }))).toMatch(/rules\.board\.coverCosts: coverCosts must be 3 rows/);
  });
});

/** `set` with its first card's id replaced by `id`. */
const firstIdAs = <C extends { readonly id: string }>(set: { readonly provenance: unknown; readonly cards: readonly C[] }, id: string) => ({
  ...set,
  cards: set.cards.map((c, i) => (i === 0 ? { ...c, id } : c)),
});

describe('custom component data', () => {
  const refusedConfig = (config: unknown): string => {
    const r = bremerhaven.setup(config as BremerhavenConfig, 1);
    if (r._tag === 'Right') throw new Error('setup accepts the config');
    expect(r.left.code).toBe('INVALID_CONFIG');
    return r.left.message;
  };

  it('refuses ids that name a property every object has, naming the field', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '', 'a b']) {
      expect(refusedConfig({ players: 2, components: { ships: firstIdAs(SYNTHETIC_SHIPS, id) } })).toMatch(/config\.components\.ships\.cards\[0\]\.id/);
      expect(refusedConfig({ players: 3, components: { contracts: firstIdAs(SYNTHETIC_CONTRACTS, id) } })).toMatch(/config\.components\.contracts\.cards\[0\]\.id/);
      expect(refusedConfig({ players: 4, components: { buildings: firstIdAs(SYNTHETIC_BUILDINGS, id) } })).toMatch(/config\.components\.buildings\.cards\[0\]\.id/);
      expect(refusedConfig({ players: 2, components: { prices: firstIdAs(SYNTHETIC_PRICES, id) } })).toMatch(/config\.components\.prices\.cards\[0\]\.id/);
      expect(refusedConfig({ players: 1, components: { newspapers: firstIdAs(SYNTHETIC_NEWSPAPERS, id) } })).toMatch(/config\.components\.newspapers\.cards\[0\]\.id/);
    }
    expect(refusedConfig({ players: 2, priceStack: ['constructor', ...SYNTHETIC_PRICES.cards.map((c) => c.id).slice(1)] })).toMatch(/config\.priceStack\[0\]/);
  });

  it('refuses duplicate ids, naming the set', () => {
    const second = SYNTHETIC_PRICES.cards[1]?.id ?? '';
    expect(refusedConfig({ players: 2, components: { prices: firstIdAs(SYNTHETIC_PRICES, second) } })).toMatch(/components\.prices\.cards\[\d+\]\.id: the price id 'P02' is used twice/);
    const ship = SYNTHETIC_SHIPS.cards[5]?.id ?? '';
    expect(refusedConfig({ players: 4, components: { ships: firstIdAs(SYNTHETIC_SHIPS, ship) } })).toMatch(/components\.ships\.cards\[\d+\]\.id: the ship id 'S06' is used twice/);
  });

  it('plays with any safe ids, and its saves round-trip through the codec', () => {
    const renamed = <C extends { readonly id: string }>(set: { readonly provenance: unknown; readonly cards: readonly C[] }, prefix: string) => ({
      ...set,
      cards: set.cards.map((c, i) => ({ ...c, id: `${prefix}:${i}.Ü-${c.id}` })),
    });
    const components = {
      ships: renamed(SYNTHETIC_SHIPS, 'ship'),
      contracts: renamed(SYNTHETIC_CONTRACTS, 'contract'),
      buildings: renamed(SYNTHETIC_BUILDINGS, 'building'),
      prices: renamed(SYNTHETIC_PRICES, 'price'),
      newspapers: renamed(SYNTHETIC_NEWSPAPERS, 'paper'),
    };
    for (const config of TABLES) {
      const custom = { ...config, components } as BremerhavenConfig;
      const s = reach(custom, 6, (x) => x.phase === 'harbour');
      expect(Object.keys(s.rules.prices).every((id) => id.startsWith('price:'))).toBe(true);
      const loaded = load(s);
      expect(loaded._tag).toBe('Right');
      if (loaded._tag === 'Right') expect(jsonEqual(loaded.right, s)).toBe(true);
      expect(BremerhavenStateCodec.is(cloneJson(s))).toBe(true);
      if (config.variant !== 'long') expect(playableProblem(bremerhaven, s, Random.seeded(2, 'xoroshiro128+'), 20_000)).toBeNull();
    }
  });

  it('never looks an id up among the properties every object has', () => {
    const s = setup({ players: 2 }, 1);
    for (const id of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(lookup(s.rules.buildings, id)).toBeUndefined();
      expect(lookup(s.rules.prices, id)).toBeUndefined();
    }
    const moves = [
      { type: 'produce', player: 0, building: 'constructor' },
      { type: 'build', player: 0, building: 'toString' },
      { type: 'setPrices', player: 0, card: '__proto__' },
    ];
    for (const move of moves) expect(bremerhaven.apply(s, move as never)).toMatchObject({ left: { code: 'MALFORMED_MOVE' } });
  });
});
