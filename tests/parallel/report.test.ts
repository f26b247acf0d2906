/**
 * `--report FILE.html` in headless Chromium: the page renders its charts, asks for nothing
 * over the network, logs no error, and every figure it shows equals the JSON summary
 * written by the same run (`--json FILE --timing`), at the path the figure names.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFigure, type FigureFormat } from '../../src/parallel/html-report.js';
import { launch, openPage, skipBrowser } from '../browser/page.js';
import { cli, skipPool } from './built.js';

/** The value at a dotted path (`seats.0.winRate`) of the JSON. */
function at(json: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], json);
}

describe.skipIf(skipBrowser || skipPool)('the HTML report', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([
    ['a tournament', ['nauticus', '--players', '3', '--bots', 'random,ismcts:5,random', '--games', '8'], ['seats', 'bots', 'pairwise', 'scores', 'length', 'moves', 'time']],
    ['random games', ['shipyard', '--players', '2', '--games', '12'], ['seats', 'scores', 'length', 'moves', 'time']],
  ])('%s: renders offline, without console errors, its figures equal to the JSON', async (_, words, sections) => {
    const dir = mkdtempSync(join(tmpdir(), 'nautical-report-'));
    const html = join(dir, 'report.html');
    const json = join(dir, 'summary.json');
    const r = spawnSync(process.execPath, [cli, 'simulate', ...words, '--workers', '2', '--json', json, '--timing', '--report', html], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(readFileSync(json, 'utf8')) as { seats: unknown[]; moveTypes: Record<string, number> };

    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(pathToFileURL(html).href);
    expect(requests).toEqual([pathToFileURL(html).href]);
    for (const id of sections) expect(await page.$(`#${id}`), id).not.toBeNull();
    // The charts are drawn: bars in every chart, one interval per seat in the first.
    expect(await page.$$eval('svg', (svgs) => svgs.map((s) => s.querySelectorAll('rect').length).every((n) => n > 0))).toBe(true);
    expect(await page.$$eval('svg:first-of-type line.ci', (l) => l.length)).toBe(3 * summary.seats.length);

    // People read it: players count from 1, as the games' words do ("Player 1" is seat 0).
    const shown = (await page.textContent('body')) ?? '';
    expect(shown).toContain('Player 1');
    expect(shown).not.toMatch(/\b[Ss]eat \d/u);
    const figures = await page.$$eval('[data-json]', (cells) => cells.map((c) => ({ path: c.getAttribute('data-json') as string, value: c.getAttribute('data-value') as string, format: c.getAttribute('data-format') as string, text: c.textContent ?? '' })));
    // Every seat's figures and every move type are there.
    expect(figures.filter((f) => f.path.startsWith('seats.')).length).toBe(5 * summary.seats.length);
    expect(figures.filter((f) => f.path.startsWith('moveTypes.')).map((f) => f.path.slice(10)).sort()).toEqual(Object.keys(summary.moveTypes).sort());
    for (const f of figures) {
      const value = at(summary, f.path);
      expect(typeof value, f.path).toBe('number');
      expect(JSON.parse(f.value), f.path).toBe(value);
      expect(f.text, f.path).toBe(formatFigure(value as number, f.format as FigureFormat));
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
