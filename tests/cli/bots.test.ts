/**
 * `simulate --bots`: tournaments and single games between bots, played to their end by the
 * command line. Long runs (about a quarter of the CLI tests' time), so they are here and not
 * in tests/cli/cli.test.ts, which `npm run test:quick` runs; the refusals of bad bot lists
 * stay there.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, runAsync } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'nautical-cli-bots-'));
const file = (name: string): string => join(dir, name);

describe('simulate --bots', () => {
  it('plays a tournament between bots and reports win rates with intervals, scores and time per decision', async () => {
    const r = await runAsync('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts:20,random,random', '--games', '3', '--seed', '5', '--workers', '1');
    expect(r.code, r.stderr).toBe(0);
    expect(r.lines[0]).toMatch(/^Meuterer: 3 games between bots, seeds 5\.\.7, 3 players$/);
    const rows = r.lines.filter((l) => /^Player [1-3] +(ismcts|random)/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^Player 1 +ismcts:20 +\d+\.\d% \(\d+\.\d% to \d+\.\d%\) +\d+\.\d\d +\d+\.\d$/);
    expect(r.lines.at(-1)).toMatch(/sole first place/);
  });

  it('writes the tournament table as JSON, and replays a single bot game from its record', async () => {
    const out = file('table.json');
    expect((await runAsync('simulate', 'meuterer', '--players', '3', '--bots', 'random,random,ismcts:10', '--games', '2', '--json', out, '--workers', '1')).code).toBe(0);
    const table = JSON.parse(readFileSync(out, 'utf8')) as { games: number; seats: { bot: string; winRate: number; winRateLow: number; winRateHigh: number }[] };
    expect(table.games).toBe(2);
    expect(table.seats.map((s) => s.bot)).toEqual(['random', 'random', 'ismcts:10']);
    for (const s of table.seats) expect(s.winRateLow <= s.winRate && s.winRate <= s.winRateHigh).toBe(true);

    const record = file('bots-game.json');
    expect(run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts:10,random,random', '--json', record).code).toBe(0);
    const replayed = run('replay', record);
    expect(replayed.code, replayed.stderr).toBe(0);
  });

  it.each([
    ['nauticus', [], 'ismcts:5'],
    ['shipyard', [], 'ismcts:3'],
    ['bremerhaven', ['--variant', 'long'], 'ismcts:3'],
  ])('plays a two-player %s tournament between bots and writes its table', async (game, extra, ismcts) => {
    const out = file(`${game}-table.json`);
    const r = await runAsync('simulate', game, '--players', '2', ...extra, '--bots', `${ismcts},random`, '--games', '2', '--json', out, '--workers', '1');
    expect(r.code, r.stderr).toBe(0);
    const table = JSON.parse(readFileSync(out, 'utf8')) as { games: number; seats: { bot: string }[] };
    expect(table.games).toBe(2);
    expect(table.seats.map((s) => s.bot)).toEqual([ismcts, 'random']);
  });

  it('prints one game between bots move by move, saying which bot sits where', () => {
    const r = run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts:10,random,random', '--seed', '2');
    expect(r.code, r.stderr).toBe(0);
    expect(r.lines[1]).toBe('Player 1: ismcts:10, Player 2: random, Player 3: random');
    expect(r.lines).toContain('Final ranking:');
  });

  it('seats the default bot by the name search, or default', () => {
    const r = run('simulate', 'nauticus', '--players', '2', '--bots', 'search,random', '--seed', '3');
    expect(r.code, r.stderr).toBe(0);
    expect(r.lines[1]).toBe('Player 1: search, Player 2: random');
    expect(r.lines).toContain('Final ranking:');
    expect(run('simulate', 'nauticus', '--players', '2', '--bots', 'default,random', '--seed', '3').lines).toEqual(r.lines);
  });
});
