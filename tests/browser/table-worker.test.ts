/**
 * The example table's bots think in a Web Worker: a game of bots only, with the library's
 * default search bot in every seat, is played to its final ranking in headless Chromium,
 * and the page's main thread has no long task over 50 ms while a bot thinks. The control:
 * the same game in a browser without `Worker`, where the bots think on the page's thread
 * (the page's fallback), does show long tasks then, and ends the same way, move for move
 * (the same seed gives the same game wherever the bots think). And when the worker's
 * script does not load, the bots play on the page's thread.
 *
 * "While a bot thinks" is what the page measures as "bot thinks" (User Timing, from the
 * request to the answer); long tasks come from a `PerformanceObserver` registered before
 * the page's own script runs. On a loaded machine the page's thread, not scheduled for a
 * while, can show a long task in the worker's game too: that game is given up as soon as it
 * does and played again, up to three games. Needs `npm run build` first and Chromium at /usr/bin/chromium
 * (skipped without it, unless NAUTICAL_REQUIRE_BROWSER=1).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, skipBrowser, useExampleTable } from './page.js';

/**
 * Two bots at a Nauticus table, no pause between their moves. They search with 400 tree
 * iterations a decision (about 50-150 ms of CPU), more than the default bot's budget (a
 * few ms at this table): thinking on the page's thread must show as long tasks in the
 * control, whatever the machine's speed, and in the worker it must not.
 */
const GAME = 'game=nauticus&players=2&seats=default,default&botDelay=0&botIterations=400';

/** Registers the long-task observer before anything else of the page runs (an init script). */
const OBSERVE = `
  globalThis.longTasks = [];
  globalThis.longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  globalThis.longTaskObserver.observe({ type: 'longtask' });
`;

/**
 * For the games in the worker: marks the page (`html[data-spoiled]`) as soon as a long task
 * over 50 ms is seen to have started while a bot thought (whichever of the two entries comes
 * second), so that a game that can no longer pass is given up at once instead of played to its
 * end (on a loaded machine, the page's thread not scheduled for a while shows as one).
 */
const WATCH = `
  globalThis.thinking = [];
  const spoil = () => {
    const over = globalThis.longTasks.some((t) => t.duration > 50 && globalThis.thinking.some(([from, to]) => t.start >= from && t.start < to));
    if (over) document.documentElement.dataset.spoiled = '';
  };
  new PerformanceObserver(spoil).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const m of list.getEntries()) if (m.name === 'bot thinks') globalThis.thinking.push([m.startTime, m.startTime + m.duration]);
    spoil();
  }).observe({ type: 'measure' });
`;

/** A browser without Web Workers: the example's bots then think on the page's thread. */
const NO_WORKER = 'delete globalThis.Worker;';

interface Played {
  /** Whether the game was played to its final ranking (not given up, see {@link WATCH}). */
  readonly ended: boolean;
  /** How many decisions the page measured. */
  readonly decisions: number;
  /** Durations (ms) of the long tasks that started while a bot thought. */
  readonly whileThinking: number[];
  /** The log everyone saw, and the final ranking. */
  readonly log: string;
  readonly ranking: string;
}

/** Plays the table of `seed` to its final ranking (or until the page is marked spoiled, see {@link WATCH}); what the page measured meanwhile. */
async function play(page: Page, url: string, seed: number): Promise<Played> {
  await page.goto(`${url}?${GAME}&seed=${seed}`);
  const found = await page.waitForSelector('#ranking, html[data-spoiled]', { state: 'attached', timeout: 300_000 });
  const ended = (await found.getAttribute('id')) === 'ranking';
  const measured = await page.evaluate(() => {
    const g = globalThis as unknown as {
      longTasks: { start: number; duration: number }[];
      longTaskObserver: { takeRecords(): { startTime: number; duration: number }[] };
      performance: { getEntriesByName(name: string): { startTime: number; duration: number }[] };
    };
    // The entries the observer holds but has not delivered yet (the tasks before this one
    // have all ended and been reported): taken now, instead of waiting a while for them.
    for (const entry of g.longTaskObserver.takeRecords()) g.longTasks.push({ start: entry.startTime, duration: entry.duration });
    const windows = g.performance.getEntriesByName('bot thinks').map((m) => [m.startTime, m.startTime + m.duration] as const);
    return {
      decisions: windows.length,
      whileThinking: g.longTasks.filter((t) => windows.some(([from, to]) => t.start >= from && t.start < to)).map((t) => Math.round(t.duration)),
    };
  });
  return { ended, ...measured, log: (await page.textContent('#log')) ?? '', ranking: ended ? ((await page.textContent('#ranking')) ?? '') : '' };
}

describe.skipIf(skipBrowser)('the example table\u2019s bots in a Web Worker', () => {
  const table = useExampleTable();

  it('thinks off the main thread: no long task over 50 ms while the bots think, and the same game as on the main thread', async () => {
    const seed = 7;
    // On a machine loaded far beyond its cores, the page's own thread is sometimes not
    // scheduled for a while and the browser reports the wait as a long task: up to three
    // games, one of which must have none; a game is given up at its first such task (it
    // cannot be that one any more). (Thinking on the main thread shows in every game, as
    // the control below checks.)
    const seen: number[][] = [];
    let inWorker: Played | undefined;
    for (let run = 0; run < 3; run++) {
      const { page, errors } = await openPage(table.browser);
      await page.addInitScript({ content: OBSERVE + WATCH });
      inWorker = await play(page, table.url, seed);
      expect(errors).toEqual([]);
      await page.close();
      seen.push(inWorker.whileThinking.filter((d) => d > 50));
      // A game played to its end had many decisions; one given up, a long task while a bot thought.
      if (inWorker.ended) expect(inWorker.decisions).toBeGreaterThan(20);
      else expect(seen[seen.length - 1]!.length, 'a game given up without a long task over 50 ms while bots thought').toBeGreaterThan(0);
      if (seen[seen.length - 1]!.length === 0) break;
    }
    expect(seen.some((tasks) => tasks.length === 0), `long tasks over 50 ms while bots thought, per game: ${JSON.stringify(seen)}`).toBe(true);
    expect(inWorker!.ranking).toContain('Final ranking');

    // The control: without Worker the same bots think on the page's thread, and it shows.
    const { page, errors } = await openPage(table.browser);
    await page.addInitScript({ content: NO_WORKER + OBSERVE });
    const onMain = await play(page, table.url, seed);
    expect(errors).toEqual([]);
    await page.close();
    expect(onMain.decisions).toBe(inWorker!.decisions);
    expect(Math.max(0, ...onMain.whileThinking)).toBeGreaterThan(50);
    // The same seed gives the same game in the worker and on the page's thread.
    expect(onMain.log).toBe(inWorker!.log);
    expect(onMain.ranking).toBe(inWorker!.ranking);
    expect(onMain.log.length).toBeGreaterThan(1000);
    const over = onMain.whileThinking.filter((d) => d > 50);
    console.log(
      `table-worker: ${inWorker!.decisions} decisions a game; long tasks over 50 ms while bots thought: in the worker ${JSON.stringify(seen)} (${seen.length} game(s)), ` +
        `on the main thread ${over.length} (longest ${Math.max(0, ...over)} ms)`,
    );
  }, 900_000);

  it('plays on the page\u2019s thread when the worker\u2019s script does not load', async () => {
    const { page, errors } = await openPage(table.browser);
    let asked = 0;
    await page.route('**/bot-worker.js', (route) => {
      asked++;
      return route.abort();
    });
    await page.goto(`${table.url}?game=meuterer&players=3&seats=default,random,default&seed=7&botIterations=4&botDelay=0`);
    await page.waitForSelector('#ranking', { state: 'attached', timeout: 300_000 });
    expect(asked).toBeGreaterThan(0);
    expect(await page.textContent('#ranking')).toContain('Final ranking');
    // The browser reports the script it could not load; nothing else went wrong.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  }, 300_000);
});
