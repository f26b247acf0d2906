/**
 * Results do not depend on the number of workers: the same seeds give the same summary,
 * byte for byte as JSON, with 1 worker thread or several (random games and tournaments,
 * from the API and from the command line), because games are seeded per game and folded
 * in seed order. And the check can fail: folding the same games in another order (what
 * merging batches as they finish would do) changes the bytes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGames, summarize } from '../../src/parallel/index.js';
import { batchesOf } from '../../src/parallel/run-games.js';
import { summaryJson } from '../../src/cli/pool-run.js';
import { runAsync } from '../cli/run.js';
import { skipPool } from './built.js';

const seeds = (n: number, from = 1): number[] => Array.from({ length: n }, (_, i) => from + i);

describe('batches', () => {
  it('cover every seed once, in order, the last one shorter when the seeds do not divide', () => {
    const all = seeds(23, 100);
    const batches = batchesOf(all, 5);
    expect(batches.map((b) => b.length)).toEqual([5, 5, 5, 5, 3]);
    expect(batches.flat()).toEqual(all);
    expect(batchesOf(all, 23)).toEqual([all]);
    expect(batchesOf(all, 50)).toEqual([all]);
  });
});

describe.skipIf(skipPool)('the same summary with 1 worker or several', () => {
  it('seeds that batches do not divide: 1 worker and 3 give the same games and bytes, the short last batch included', async () => {
    // 23 seeds in batches of 5 (the last of 3) and of 4 (the last of 3): every game once, in seed order.
    const options = { game: 'meuterer', config: { players: 3 }, seeds: seeds(23, 300) } as const;
    const one = await runGames({ ...options, workers: 1, batchSize: 5 });
    const three = await runGames({ ...options, workers: 3, batchSize: 4 });
    expect(one.summary.games).toBe(23);
    expect(three.outcomes.map((o) => o.seed)).toEqual(options.seeds);
    expect(summaryJson(three.summary, undefined)).toBe(summaryJson(one.summary, undefined));
  });

  it('random games: byte-equal JSON with 1, 2 and 3 workers, batches of any size', async () => {
    const options = { game: 'shipyard', config: { players: 3 }, seeds: seeds(24, 40) } as const;
    const one = await runGames({ ...options, workers: 1 });
    const texts = [summaryJson(one.summary, undefined)];
    for (const [workers, batchSize] of [[2, 1], [3, 5], [2, 24]] as const) texts.push(summaryJson((await runGames({ ...options, workers, batchSize })).summary, undefined));
    expect(new Set(texts).size).toBe(1);
    expect(one.summary.games).toBe(24);
    expect(one.stopped).toBe(false);
    // The outcomes come back in seed order, whatever finished first.
    expect(one.outcomes.map((o) => o.seed)).toEqual(options.seeds);
  });

  it('a tournament between bots: byte-equal JSON, rating and pairwise table included; another order of the same games differs', async () => {
    const options = { game: 'nauticus', config: { players: 3 }, seeds: seeds(9, 7), bots: ['ismcts:10', 'random', 'ismcts:5'] } as const;
    const one = await runGames({ ...options, workers: 1 });
    const three = await runGames({ ...options, workers: 3, batchSize: 1 });
    expect(summaryJson(three.summary, undefined)).toBe(summaryJson(one.summary, undefined));
    expect(one.summary.botTable?.map((b) => b.bot)).toEqual(['ismcts:10', 'random', 'ismcts:5']);
    expect(one.summary.pairwise?.bots).toHaveLength(3);
    // The same games folded in completion order (here: reversed) give other bytes: the
    // rating is updated game by game, so the order shows; the test above would catch it.
    const reversed = summarize(one.summary.game, one.summary.config, one.summary.seeds, 9, [...one.outcomes].reverse(), one.summary.bots);
    expect(summaryJson(reversed, undefined)).not.toBe(summaryJson(one.summary, undefined));
  });

  it('from the command line: simulate --games N --json writes the same file whatever --workers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nautical-parallel-'));
    const files: string[] = [];
    for (const workers of ['1', '2', '3']) {
      for (const bots of [[], ['--bots', 'random,ismcts:5,random']]) {
        const file = join(dir, `w${workers}-${bots.length}.json`);
        const r = await runAsync('simulate', 'meuterer', '--players', '3', '--games', '6', '--seed', 'series', ...bots, '--workers', workers, '--json', file);
        expect(r.code, r.stderr).toBe(0);
        files.push(readFileSync(file, 'utf8'));
      }
    }
    expect(files[0]).toBe(files[2]);
    expect(files[0]).toBe(files[4]);
    expect(files[1]).toBe(files[3]);
    expect(files[1]).toBe(files[5]);
    expect(files[0]).not.toBe(files[1]);
    expect(JSON.parse(files[1] as string)).toMatchObject({ games: 6, seeds: 'seeds "series/0".."series/5"', bots: ['random', 'ismcts:5', 'random'] });
  });
});
