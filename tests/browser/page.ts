/**
 * What the browser tests of the example table share: the served page (through
 * `scripts/example.mjs`, as `npm run example` serves it), a Chromium, and a player that
 * clicks the move buttons.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const repo = resolve(__dirname, '../..');
export const chromiumPath = '/usr/bin/chromium';
/**
 * Skipped without Chromium, with a one-line notice, unless NAUTICAL_REQUIRE_BROWSER=1 or
 * CI=true, where its absence fails the tests (`launch` says why).
 */
export const skipBrowser = !existsSync(chromiumPath) && process.env['NAUTICAL_REQUIRE_BROWSER'] !== '1' && process.env['CI'] !== 'true';
if (skipBrowser) console.warn(`Chromium is not at ${chromiumPath}: the browser tests are skipped.`);
export const artifacts = resolve(process.env['NAUTICAL_ARTIFACTS'] ?? join(repo, 'artifacts'));
export const screenshots = join(artifacts, 'screenshots');
/**
 * Whether the browser tests save full-page screenshots (NAUTICAL_SCREENSHOTS=1): they are for
 * a person looking at the table, nothing reads or asserts on them, and CI keeps no artifacts,
 * so by default none is taken.
 */
export const screenshotsWanted = process.env['NAUTICAL_SCREENSHOTS'] === '1';

/**
 * A checkout of its own for `scripts/example.mjs`: the script and examples/web copied to a
 * temporary folder, with dist/ and node_modules/ linked from this one. The script writes its
 * bundles next to the page it serves, so with a copy each test file bundles into its own
 * folder and the browser files can run side by side, none rewriting a bundle while another's
 * page loads it (they used to run one at a time, after every other file). The script is run
 * as `npm run example` runs it; tests/release/example.test.ts runs it in place.
 */
function exampleCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'nautical-example-'));
  mkdirSync(join(root, 'scripts'));
  cpSync(join(repo, 'scripts/example.mjs'), join(root, 'scripts/example.mjs'));
  cpSync(join(repo, 'examples/web'), join(root, 'examples/web'), { recursive: true, filter: (from) => !/(bundle|bot-worker)\.js$/.test(from) });
  for (const linked of ['dist', 'node_modules']) symlinkSync(join(repo, linked), join(root, linked), 'dir');
  return root;
}

/** Bundles the page and serves it on a free local port; resolves to its URL and a stop function. */
export async function serveExample(): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(join(repo, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
  const root = exampleCopy();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts/example.mjs'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (found) ok(found[0]);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`example exited with ${code}: ${out}`)));
  });
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export async function launch(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is required (apt-get install chromium).`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page that records its errors: a test ends by checking there were none. */
export async function openPage(browser: Browser, width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  opened.push(page);
  // Playwright gives an action 30 s (a click waits that long for its button to be visible,
  // stable and enabled): at a load of 8 or more a busy page can take longer. A limit here only
  // catches a hang, as the suite's own do (vitest.config.ts).
  page.setDefaultTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors };
}

/**
 * Resizes the page's viewport and waits until the page has handled it: two frames, so that
 * the `resize` event and the resize observers have run and the page is laid out again
 * before it is measured. The table follows a resize as it does a phone turned or a window
 * narrowed (its picture text sized again, the seat's own area kept in sight while it
 * chooses), so a state is looked at in both sizes without playing it again.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await drawing(page);
}

/** Two frames drawn, or `false` after 30 s without them (the page's timers still run then). */
const FRAMES = 'new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(() => done(true))); setTimeout(() => done(false), 30000); })';

/** Chromium stopped drawing a page (see `drawing`): the walk starts again in a new page (`againIfStalled`). */
export class NoFrames extends Error {
  override name = 'NoFrames';
}

/**
 * Waits until the page has drawn two frames. Headless Chromium now and then stops drawing a
 * page whose timers still run, with the page visible (seen in four clean-clone runs, always
 * with two browsers at work: a wait for a frame hung until the test's 15 minutes ran out; a
 * click waited 30 s, then 180 s, for its part to be "stable", which Playwright judges frame by
 * frame; a resize of the viewport did not make it draw again). The page's bots wait for a
 * frame before they think, so its game stops too. A new page of the same browser draws (the
 * next test's did), so 30 s without a frame throws `NoFrames`, and `againIfStalled` plays the
 * walk again from its start.
 */
export async function drawing(page: Page): Promise<void> {
  for (let navigations = 0; ; ) {
    let drawn: boolean;
    try {
      drawn = await page.evaluate<boolean>(FRAMES);
    } catch (e) {
      // The page went on to another document while it was asked (a new game, a link): ask that one.
      if (++navigations > 5 || !/context was destroyed|navigat/i.test(String(e))) throw e;
      await page.waitForLoadState();
      continue;
    }
    if (drawn) return;
    const size = page.viewportSize();
    const shown = await page.evaluate<string>('document.visibilityState');
    throw new NoFrames(`the page drew no frame in 30 s at ${size?.width}x${size?.height} (it is ${shown})`);
  }
}

/** Every page the tests opened (`openPage`), so that a walk played again closes its stalled one. */
const opened: Page[] = [];

/**
 * Runs a walk through a game, and runs it again from the start when Chromium stopped drawing
 * its page (`NoFrames`, see `drawing`), at most twice more, each time in a new page (the
 * walk opens its own) after the pages of the failed try are closed. Any other failure fails
 * at once: only Chromium's stall is tried again, and it is reported as a warning.
 */
export async function againIfStalled(walk: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = opened.length;
    try {
      return await walk();
    } catch (e) {
      if (!(e instanceof NoFrames) || attempt === 3) throw e;
      console.warn(`${e.message}: the walk starts again in a new page`);
      for (const page of opened.splice(before)) await page.close().catch(() => undefined);
    }
  }
}

/** Saves a full-page screenshot as screenshots/`name`.png, when asked for (NAUTICAL_SCREENSHOTS=1). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

/** A tiny seeded generator, so a failing game replays with the same clicks. */
export function clicker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Waits until the page offers moves or shows the final ranking (or a hand-over); true for the ranking. */
export async function waitForTurn(page: Page): Promise<boolean> {
  // A page that stopped drawing stops its bots too: find out at once (see `drawing`).
  const [found] = await Promise.all([page.waitForSelector('button.move, #ranking, #handover', { state: 'attached', timeout: 60_000 }), drawing(page)]);
  // One look at the page (it was two): the element found, or any ranking beside it.
  return found.evaluate((el) => el.id === 'ranking' || el.ownerDocument.getElementById('ranking') !== null);
}

/**
 * Clicks one of the offered move buttons (a real click, as a person's), opening its group
 * first when it is folded. One look at the page decides which: the browser is the slow part.
 */
export async function clickMove(page: Page, pick: (n: number) => number): Promise<void> {
  const folded = await page.$$eval('button.move', (buttons) => buttons.map((b) => b.closest('details')?.open === false));
  const i = pick(folded.length);
  const target = page.locator('button.move').nth(i);
  if (folded[i] === true) await clickDrawn(page, target.locator('xpath=ancestor::details[1]/summary'));
  await clickDrawn(page, target);
}

/**
 * A real click, as Playwright makes it (the part visible, enabled, stable and hit), given
 * 30 s at a time: a page that stopped drawing never looks stable, so after each 30 s
 * `drawing` looks whether it still draws (and throws `NoFrames` when not) before the click is
 * tried once more.
 */
async function clickDrawn(page: Page, target: Locator): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      return await target.click({ timeout: 30_000 });
    } catch (e) {
      if (tries === 4 || !(e instanceof Error && e.name === 'TimeoutError')) throw e;
      await drawing(page);
    }
  }
}

/**
 * Makes a move by clicking the board where one acts (a part the page made clickable from
 * the game's `moveTargets`), choosing among the moves offered there when there are several;
 * with no such part, clicks the move list. Says which it used: the `data-target` of the
 * part clicked (`view.track.4`, `space.canal.1.-1`), or `null` for the move list.
 */
export async function clickBoardOrMove(page: Page, pick: (n: number) => number): Promise<string | null> {
  const parts = page.locator('.clickable:visible');
  // Their number and names in one look (it was two).
  const targets = await parts.evaluateAll((found) => found.map((part) => part.getAttribute('data-target') ?? ''));
  if (targets.length === 0) {
    await clickMove(page, pick);
    return null;
  }
  const i = pick(targets.length);
  const where = targets[i]!;
  await clickDrawn(page, parts.nth(i));
  const offered = page.locator('#target-moves button.move');
  const choices = await offered.count();
  if (choices > 0) await clickDrawn(page, offered.nth(pick(choices)));
  return where;
}

/** axe-core's script, read once per test file. */
let axeSource: string | undefined;

/** The serious and critical axe-core violations on the page now, as "rule: element" lines. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Added once per page load: a second copy of its 500 kB would only be parsed again.
  if (await page.evaluate('typeof globalThis.axe === "undefined"')) {
    axeSource ??= readFileSync(join(repo, 'node_modules/axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: axeSource });
  }
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const { violations } = await axe.run((globalThis as unknown as { document: unknown }).document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.slice(0, 3).map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
  });
}

/** Where the viewer's own area lies in the viewport (`null` when the page shows none). */
export async function ownArea(page: Page): Promise<{ top: number; bottom: number; left: number; right: number; height: number; width: number } | null> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { getElementById(id: string): { getBoundingClientRect(): { top: number; bottom: number; left: number; right: number } } | null } }).document;
    const own = doc.getElementById('own');
    if (own === null) return null;
    const r = own.getBoundingClientRect();
    const w = globalThis as unknown as { innerHeight: number; innerWidth: number };
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: w.innerHeight, width: w.innerWidth };
  });
}

/**
 * The elements, other than the page itself, that scroll up and down: `overflow-y` auto or
 * scroll and more content than height, as "tag#id.class content/height". The page must be
 * the only thing that scrolls, so that nothing a person needs hides in a box of its own.
 */
export async function scrollBoxes(page: Page): Promise<string[]> {
  // A string, run in the page: the tests are compiled without the DOM's types.
  return page.evaluate<string[]>(`(() => {
    const found = [];
    for (const el of document.querySelectorAll('*')) {
      if (el === document.scrollingElement) continue;
      const y = getComputedStyle(el).overflowY;
      if ((y === 'auto' || y === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
        found.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' ' + el.scrollHeight + '/' + el.clientHeight);
      }
    }
    return found;
  })()`);
}

/**
 * The text of the pictures (every SVG <text> on screen) drawn smaller than `min` CSS
 * pixels, as "text: size px": its font size in the picture's units times the picture's
 * scale on screen. `measured` counts the texts looked at, so that a check of none fails.
 */
export async function smallSvgText(page: Page, min = 12): Promise<{ small: string[]; measured: number }> {
  return page.evaluate<{ small: string[]; measured: number }>(`(() => {
    const small = [];
    let measured = 0;
    for (const text of document.querySelectorAll('svg text')) {
      if (text.getClientRects().length === 0) continue;
      const ctm = text.getScreenCTM();
      if (ctm === null) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b);
      measured++;
      if (px < ${min} - 0.001) small.push(JSON.stringify(text.textContent) + ' (' + (text.getAttribute('class') || text.parentElement.getAttribute('class') || 'text') + '): ' + px.toFixed(1) + ' px');
    }
    return { small, measured };
  })()`);
}

/**
 * The example table served on a free port of 127.0.0.1 and a Chromium, for the tests of a
 * `describe`: started before its tests, stopped after them. Read `url` and `browser` inside
 * the tests (they are set once the `beforeAll` has run).
 */
export function useExampleTable(): { readonly url: string; readonly browser: Browser } {
  let url = '';
  let stop = (): void => undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ({ url, stop } = await serveExample());
    browser = await launch();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    stop();
  });
  return {
    get url() {
      return url;
    },
    get browser() {
      if (browser === undefined) throw new Error('the browser is not started yet: read it inside a test');
      return browser;
    },
  };
}
