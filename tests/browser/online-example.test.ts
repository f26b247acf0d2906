/**
 * `npm run example:online` in Chromium: the server (examples/online/server.mjs, on a free
 * port of 127.0.0.1, its matches in a directory of its own) serves its page; a person creates a
 * Meuterer match with two bot seats, plays seat 1 to the end by clicking the moves offered
 * (over the network, the bots played by the server), and steps through the replay of their
 * seat and of the spectator. The replay's last step shows the log the person saw. And
 * without a browser: a match the example's bots played to its end is replayed, record and
 * steps, after the example server was stopped and started again on the same directory
 * (the browser's test then plays on that server, with the match it kept).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../src/core/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { connect } from '../online/harness.js';
import { clicker, launch, openPage, repo, skipBrowser } from './page.js';

const stops: (() => Promise<void> | void)[] = [];
/**
 * The example server the restart test started again, left running for the browser's test:
 * a server's first start on a fresh directory (PGlite creating its database) is most of
 * this file's time, about 9-13 s at a load of 14, against about 2 s for a start on matches
 * it kept. Run alone, the browser's test starts one of its own.
 */
let restarted: { url: string } | undefined;
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

/** Starts the example server on the matches of `dir` (default: a fresh directory, removed after); resolves to its address once it prints it, and how to stop it. */
async function startExample(dir?: string): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(join(repo, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const home = dir ?? mkdtempSync(join(tmpdir(), 'online-example-'));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'examples/online/server.mjs'), '--port', '0'], { cwd: repo, env: { ...process.env, MATCHES_DIR: join(home, 'matches') }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir === undefined) rmSync(home, { recursive: true, force: true });
  };
  stops.push(stop);
  // The first line that names the address; the server's output until then, if it exits first.
  const seen: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`the example server exited with ${code}: ${seen.join('')}`))));
  const named = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) {
      seen.push(line);
      const address = /http:\/\/127\.0\.0\.1:\d+\//.exec(line)?.[0];
      if (address !== undefined) return address;
    }
    throw new Error(`the example server printed no address: ${seen.join('')}`);
  })();
  return { url: await Promise.race([named, exited]), stop };
}

/** Resolves once a spectator connected to `matchID` on the example at `url` sees its game over (fails after a limit that only catches a hang). */
async function ended(url: string, matchID: string): Promise<void> {
  const spectator = connect(url, toBoardgameIO(meuterer) as never, matchID, null);
  try {
    await new Promise<void>((done, fail) => {
      const hang = setTimeout(() => fail(new Error(`the match ${matchID} did not end`)), 240_000);
      spectator.client.subscribe((state) => {
        if (state?.ctx.gameover === undefined) return;
        clearTimeout(hang);
        done();
      });
    });
  } finally {
    spectator.client.stop();
  }
}

/** POSTs `body` as JSON to the example; resolves to the status and the answer. */
async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
}

it('keeps its seeds (and matches) across a restart: a match dealt before one is replayed after it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'online-example-'));
  stops.push(() => rmSync(dir, { recursive: true, force: true }));
  const first = await startExample(dir);
  const { matchID } = (await post(`${first.url}games/meuterer/create`, { numPlayers: 3 })).json as { matchID: string };
  // Every seat a bot: the match plays itself to its end.
  expect((await post(`${first.url}tables/meuterer/${matchID}/bots`, { seats: [0, 1, 2] })).status).toBe(200);
  // The end of the match, seen by a spectator's socket (as it happens, instead of asking for
  // the replay again and again: each ask replays the match so far on the server's thread,
  // beside the bots' moves).
  await ended(first.url, matchID);
  // A spectator's replay is given once the match is over.
  const answer = await post(`${first.url}replays/meuterer/${matchID}`, {});
  expect(answer.status).toBe(200);
  const before = answer.json;
  await first.stop();
  const second = await startExample(dir);
  const after = await post(`${second.url}replays/meuterer/${matchID}`, {});
  expect(after.status).toBe(200);
  expect(after.json['record']).toEqual(before['record']);
  const record = after.json['record'] as GameRecord;
  expect(replay(meuterer, record)._tag).toBe('Right');
  expect((after.json['steps'] as unknown[]).length).toBe((before['steps'] as unknown[]).length);
  restarted = second;
}, 300_000);

describe.skipIf(skipBrowser)('npm run example:online', () => {
  it('creates a match with bot seats, plays it to its end over the network, and steps through its replay', async () => {
    const { url } = restarted ?? (await startExample());
    const browser: Browser = await launch();
    stops.push(() => browser.close());
    const { page, errors } = await openPage(browser);
    await page.goto(url);
    await page.selectOption('#game', 'meuterer');
    await page.fill('#seats', '3');
    await page.click('#create');
    await page.waitForSelector('#play:not([hidden])');
    const pick = clicker(3);
    let clicks = 0;
    for (;;) {
      const found = await page.waitForSelector('button.move, #over:not([hidden])', { timeout: 60_000 });
      if ((await found.getAttribute('id')) === 'over') break;
      const n = await page.locator('button.move').count();
      if (n === 0) continue;
      // The bots move over the network meanwhile: a button can go before it is clicked, and
      // the loop then looks again. 10 s, not the pages' 180 s: a click that cannot happen waits
      // that long (page.ts).
      await page.locator('button.move').nth(pick(n)).click({ timeout: 10_000 }).catch(() => undefined);
      clicks++;
      expect(clicks, 'the match never ended').toBeLessThan(2_000);
    }
    expect(clicks).toBeGreaterThan(0);
    // The clocks came with the state: three of them, none running at the end.
    expect(await page.locator('#clocks .clock').count()).toBe(3);
    expect(await page.locator('#clocks .running').count()).toBe(0);
    const live = (await page.textContent('#log'))!;
    expect(live.length).toBeGreaterThan(0);

    // The replay of the person's own seat: from the undealt table to the end, step by step.
    await page.selectOption('#viewer', '0');
    await page.click('#load');
    await page.waitForSelector('#replay:not([hidden])');
    const stepText = async (): Promise<string> => (await page.textContent('#step'))!;
    const total = Number(/of (\d+)/.exec(await stepText())![1]);
    expect(total).toBeGreaterThan(clicks);
    expect(await stepText()).toContain('step 1 of');
    await page.click('#next');
    expect(await stepText()).toContain('step 2 of');
    await page.click('#last');
    expect(await stepText()).toContain(`step ${total} of ${total}`);
    expect(await page.textContent('#replay-log')).toBe(live);
    await page.click('#prev');
    expect(await stepText()).toContain(`step ${total - 1} of`);

    // The spectator's replay, readable now that the match is over: no seat's hand in its log.
    await page.selectOption('#viewer', 'spectator');
    await page.click('#load');
    await page.waitForFunction("document.getElementById('step')?.textContent?.includes('step 1 of') === true");
    await page.click('#last');
    const spectator = (await page.textContent('#replay-log'))!;
    expect(spectator.length).toBeGreaterThan(0);
    expect(spectator).not.toBe(live);
    expect(errors).toEqual([]);
  }, 300_000);
});
