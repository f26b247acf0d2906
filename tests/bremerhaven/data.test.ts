/**
 * The component data: the default set keeps the rulebook's counts and ranges and says it is
 * synthetic; the checks refuse broken data; the transcription template in the docs works.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProvenance } from '../../src/core/provenance.js';
import {
  BoardDataCodec,
  bremerhaven,
  BuildingSetCodec,
  checkBoard,
  checkContractSet,
  checkNewspaperSet,
  ContractSetCodec,
  DEFAULT_COMPONENTS,
  GOODS,
  inGame,
  NewspaperSetCodec,
  PriceSetCodec,
  RULEBOOK_COUNTS,
  ShipCardCodec,
  ShipSetCodec,
  SYNTHETIC_BOARD,
  type BremerhavenConfig,
} from '../../src/bremerhaven/index.js';
import { setup } from './driver.js';

const { ships, contracts, buildings, prices, newspapers, board } = DEFAULT_COMPONENTS;

describe('the default component set', () => {
  it('has the rulebook’s counts: 48 Ships, 56 Contracts, 20 Buildings, 24 Price cards, 18 Newspapers', () => {
    expect(RULEBOOK_COUNTS).toEqual({ ships: 48, contracts: 56, buildings: 20, prices: 24, newspapers: 18 });
    expect([ships, contracts, buildings, prices, newspapers].map((s) => s.cards.length)).toEqual([48, 56, 20, 24, 18]);
  });

  it('decodes with the codecs and passes the checks', () => {
    expect(ShipSetCodec.is(ships)).toBe(true);
    expect(ContractSetCodec.is(contracts)).toBe(true);
    expect(BuildingSetCodec.is(buildings)).toBe(true);
    expect(PriceSetCodec.is(prices)).toBe(true);
    expect(NewspaperSetCodec.is(newspapers)).toBe(true);
    expect(BoardDataCodec.is(board)).toBe(true);
    expect(checkContractSet(contracts)).toBeNull();
    expect(checkNewspaperSet(newspapers)).toBeNull();
    expect(checkBoard(board)).toBeNull();
  });

  it('keeps the rulebook’s ranges', () => {
    const range = (xs: number[]): [number, number] => [Math.min(...xs), Math.max(...xs)];
    expect(range(ships.cards.map((c) => c.layTime))).toEqual([1, 5]);
    expect(range(ships.cards.map((c) => c.cargoCount))).toEqual([1, 5]);
    expect(range(ships.cards.map((c) => c.berth))).toEqual([0, 3]);
    expect(range(ships.cards.map((c) => c.prestige))).toEqual([1, 5]);
    expect(new Set(ships.cards.map((c) => c.cargo))).toEqual(new Set([...GOODS, 'wild']));
    expect(range(contracts.cards.map((c) => c.time))).toEqual([1, 5]);
    expect(range(contracts.cards.map((c) => c.goods.length))).toEqual([1, 4]);
    expect(range(contracts.cards.map((c) => c.penalty.money))).toEqual([0, 5]);
    expect(range(contracts.cards.map((c) => c.reward.money))).toEqual([0, 4]);
    expect(contracts.cards.filter((c) => c.penalty.money + c.penalty.prestige > 0).length).toBeGreaterThan(28); // "most"
    expect(contracts.cards.some((c) => c.goods.includes('wild'))).toBe(true);
    expect(range(buildings.cards.map((c) => c.prestige))).toEqual([0, 3]);
    for (const name of ['Lighthouse', 'Commodity Exchange', 'Bank', 'Refinery']) expect(buildings.cards.map((c) => c.name)).toContain(name);
    expect(buildings.cards.find((c) => c.name === 'Refinery')?.production).toEqual({ kind: 'good', good: 'barrel' });
    for (const card of prices.cards) expect(new Set(Object.values(card.prices)).size).toBe(4);
  });

  it('gives every player count enough cards for its longest game', () => {
    const count = (cards: typeof ships.cards | typeof contracts.cards, players: number, long: boolean): number =>
      cards.filter((c) => inGame(c, players, long)).length;
    expect([2, 3, 4].map((n) => count(ships.cards, n, true))).toEqual([26, 36, 48]);
    expect([2, 3, 4].map((n) => count(ships.cards, n, false))).toEqual([22, 30, 40]);
    expect([2, 3, 4].map((n) => count(contracts.cards, n, true))).toEqual([32, 44, 56]);
    expect([2, 3, 4].map((n) => count(contracts.cards, n, false))).toEqual([28, 38, 48]);
    // Short games deal every round: 10 / 9 / 8 rounds with 2 / 3 / 4 players.
    for (const [players, rounds] of [[2, 10], [3, 9], [4, 8]] as const) {
      expect(count(ships.cards, players, false)).toBeGreaterThanOrEqual(players * rounds);
      expect(count(contracts.cards, players, false)).toBeGreaterThanOrEqual(players * (rounds + 1));
    }
  });

  it('derives the Progress track from the short game: 10 / 9 / 8 rounds at 2 spaces', () => {
    const { start, last } = SYNTHETIC_BOARD.progress;
    expect([(last - start['2']) / 2, (last - start['3']) / 2, (last - start['4']) / 2]).toEqual([10, 9, 8]);
  });

  it('makes a 4-player long game last 8 to 12 rounds, whatever the order of the Newspapers', () => {
    const steps = newspapers.cards.map((c) => c.progress);
    const distance = board.progress.last - board.progress.start['4'];
    const fastest = steps.slice().sort((a, b) => b - a);
    const slowest = steps.slice().sort((a, b) => a - b);
    const sum = (xs: number[], n: number): number => xs.slice(0, n).reduce((a, b) => a + b, 0);
    expect(sum(fastest, 7)).toBeLessThan(distance);
    expect(sum(fastest, 8)).toBeGreaterThanOrEqual(distance);
    expect(sum(slowest, 11)).toBeLessThan(distance);
    expect(sum(slowest, 12)).toBeGreaterThanOrEqual(distance);
    expect(steps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(board.progress.last - board.progress.start['2']);
  });

  it('says it is synthetic, set by set, through components() and in plain words', () => {
    const s = setup({ players: 2 });
    const sources = bremerhaven.components(s);
    expect(sources.map((c) => c.label)).toEqual(['ship cards', 'contract cards', 'building cards', 'price cards', 'newspaper cards', 'board values']);
    for (const c of sources) {
      expect(c.provenance.kind).toBe('synthetic');
      expect(describeProvenance(c.label, c.provenance)).toMatch(/SYNTHETIC/);
    }
  });
});

describe('the data checks', () => {
  it('refuse values out of range or inconsistent', () => {
    expect(ShipCardCodec.is({ ...ships.cards[0], layTime: 6 })).toBe(false);
    expect(ShipCardCodec.is({ ...ships.cards[0], berth: 4 })).toBe(false);
    expect(checkContractSet({ ...contracts, cards: [{ ...contracts.cards[0]!, penalty: { money: 6, prestige: 0 } }] })).toMatch(/at most 5/);
    expect(checkContractSet({ ...contracts, cards: [{ ...contracts.cards[0]!, reward: { money: 5, prestige: 0 } }] })).toMatch(/at most 4/);
    expect(checkNewspaperSet({ ...newspapers, cards: [{ ...newspapers.cards[0]!, soloSpace: 'sea3' }] })).toMatch(/2-player layout/);
    expect(checkBoard({ ...board, coverCosts: [[1, 2]] })).toMatch(/coverCosts/);
    expect(checkBoard({ ...board, progress: { start: { '2': 20, '3': 2, '4': 4 }, last: 20 } })).toMatch(/start/);
  });
});

describe('the transcription template of docs/bremerhaven/data.md', () => {
  it('sets up and plays, and reports its sets as printed', () => {
    const doc = readFileSync(new URL('../../docs/bremerhaven/data.md', import.meta.url), 'utf8');
    const block = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    const config = JSON.parse(block ?? 'null') as BremerhavenConfig;
    const decoded = bremerhaven.codecs.config.decode(config);
    expect(decoded._tag).toBe('Right');
    const s = setup(config);
    expect(bremerhaven.components(s).map((c) => c.provenance.kind)).toEqual(['printed', 'printed', 'printed', 'printed', 'printed', 'printed']);
    expect(s.sea.filter((c) => c !== null).sort()).toEqual(['ship-01', 'ship-02']);
  });
});
