/**
 * The example table (examples/web) in headless Chromium: every game played to its final
 * ranking against small bots by clicks on the board where a move acts there (the move
 * buttons otherwise), with the person's own area in sight whenever they choose, nothing
 * but the page scrolling (no box of its own) and every text of the pictures at least
 * 12 px on screen, at 1280x800 (whole games) and 390x844 (to the middle); the
 * hand-over between two people at one screen, undo, the developer drawer, and the
 * accessibility (axe-core: no serious or critical violation) and layout basics.
 *
 * Needs `npm run build` first and Chromium at /usr/bin/chromium (skipped without it,
 * unless NAUTICAL_REQUIRE_BROWSER=1). With NAUTICAL_SCREENSHOTS=1, full-page screenshots go
 * to artifacts/screenshots/ (or $NAUTICAL_ARTIFACTS/screenshots/); none are taken otherwise.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems, clickBoardOrMove, clickMove, clicker, openPage, ownArea, resizeTo, scrollBoxes, shoot, skipBrowser, smallSvgText, useExampleTable, waitForTurn, againIfStalled } from './page.js';

// The page's globals, for the functions below that run inside it (the tests are compiled
// without the DOM library, so that the rules' own code can never lean on it by accident).
interface PageElement {
  readonly tagName: string;
  readonly textContent: string | null;
  readonly outerHTML: string;
  readonly labels?: ArrayLike<PageElement> | null;
  getAttribute(name: string): string | null;
}
declare const document: {
  readonly documentElement: { readonly scrollWidth: number };
  getElementById(id: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
};
declare const window: { readonly innerWidth: number };

/** Small bots, no pause between their moves: the tests play whole games. */
const FAST = 'botIterations=4&botDelay=0';
/** The sizes looked at: a laptop's window and a phone's. */
const WIDE = [1280, 800] as const;
const PHONE = [390, 844] as const;

/** `pictures`: the drawing has SVG text (island names, the round, canal squares' letters). */
const GAMES = [
  { name: 'meuterer', query: 'game=meuterer-pirates&players=3&seats=human,default,default', middle: 20, pictures: true },
  { name: 'nauticus', query: 'game=nauticus&players=2&seats=human,default', middle: 30, pictures: true },
  // Shipyard: the canals are laid on the free spots of the grid, not from the move list.
  { name: 'shipyard', query: 'game=shipyard&players=2&seats=human,default', middle: 45, boardOnly: 'space.canal.', pictures: true },
  { name: 'bremerhaven', query: 'game=bremerhaven-short&players=2&seats=human,default', middle: 45, pictures: false },
  { name: 'bremerhaven-solo', query: 'game=bremerhaven-solo&seats=human', middle: 40, pictures: false },
];

/**
 * At a person's choice: their own area is in sight, nothing but the page scrolls (no box
 * of its own, however long the game has grown), the page does not scroll sideways, and
 * every text of the pictures is at least 12 px on screen. Answers how many picture texts
 * it measured.
 */
async function expectReadableChoice(page: Page, where: string): Promise<number> {
  // Asked at once: the page answers them in turn, with one wait for the answers instead of four.
  const [own, boxes, [scroll, inner], text] = await Promise.all([
    ownArea(page),
    scrollBoxes(page),
    page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]),
    smallSvgText(page),
  ]);
  expect(own, `the own area is on the page (${where})`).not.toBeNull();
  expect(own!.bottom > 0 && own!.top < own!.height, `the own area is out of sight (${Math.round(own!.top)}..${Math.round(own!.bottom)}, ${where})`).toBe(true);
  expect(boxes, `boxes scrolling inside the page (${where})`).toEqual([]);
  expect(scroll, `the page scrolls sideways (${where})`).toBeLessThanOrEqual(inner!);
  expect(text.small, `picture text under 12 px (${where})`).toEqual([]);
  return text.measured;
}


describe.skipIf(skipBrowser)('the example table in a browser', () => {
  const table = useExampleTable();

  // One walk a game for both sizes: the phone's walk to the middle was the same game played
  // again (the same seed and clicks, the same moves: the page offers the same parts at both
  // sizes), so the first half is now played on a phone, each choice looked at there as its
  // turn began and then at 1280x800 with the page resized; the rest at 1280x800.
  it.each(GAMES)('plays $name by clicks to the final ranking, readable at 1280x800 throughout and on a phone (390x844) to the middle: own area in sight, only the page scrolls, picture text at least 12 px', async ({ name, query, middle, boardOnly, pictures }) =>
    againIfStalled(async () => {
      const { page, errors } = await openPage(table.browser, ...PHONE);
      await page.goto(`${table.url}?${query}&seed=7&${FAST}`);
      expect(await waitForTurn(page)).toBe(false);
      let phoneTexts = await expectReadableChoice(page, `${name} at 390, move 1`);
      await resizeTo(page, ...WIDE);
      expect(await page.textContent('#title')).toContain('seed 7');
      await shoot(page, `${name}-start`);
      // The developer drawer is closed; in it, a refused move is told in words and changes nothing.
      expect(await page.locator('#dev-drawer').getAttribute('open')).toBeNull();
      expect(await page.locator('button.illegal').isVisible()).toBe(false);
      const before = await page.textContent('#log');
      await page.click('#dev-drawer > summary');
      await page.click('button.illegal');
      expect(await page.textContent('#error')).toMatch(/^[A-Z_]+: \S/);
      expect(await page.textContent('#log')).toBe(before);
      await page.click('#dev-drawer > summary');
  
      const pick = clicker(11);
      let clicks = 0;
      let onBoard = 0;
      /** Turns where a `boardOnly` part (a free canal spot) was clickable, and clicks on one. */
      let offered = 0;
      let clickedThere = 0;
      let summaries = 0;
      let texts = 0;
      while (!(await waitForTurn(page))) {
        if (clicks > 0 && clicks <= middle) {
          // On the phone, as this turn began there; then the same choice at 1280x800.
          phoneTexts += await expectReadableChoice(page, `${name} at 390, ${clicks === middle ? 'the middle' : `move ${clicks + 1}`}`);
          await resizeTo(page, ...WIDE);
        }
        // The person's own area (hand, money, yard...) is in sight whenever they choose; the page alone scrolls.
        // Asked at once with the summary and the `boardOnly` parts: one wait for all the answers.
        const [measured, changes, boardParts] = await Promise.all([
          expectReadableChoice(page, `${name}, move ${clicks + 1}`),
          page.textContent('#changes'),
          boardOnly === undefined ? 0 : page.locator(`[data-target^="${boardOnly}"].clickable:visible`).count(),
        ]);
        texts += measured;
        if (changes !== null && changes !== '') {
          expect(changes).toMatch(/^Since your last move: \S.*\.$/);
          summaries++;
        }
        if (boardOnly !== undefined && boardParts > 0 && ++offered === 1) {
          await shoot(page, `${name}-${boardOnly.replace(/\W+/g, '-')}`);
          expect(await axeProblems(page), `axe on ${name} with ${boardOnly}* clickable`).toEqual([]);
        }
        if (clicks === middle) {
          await shoot(page, `${name}-middle`);
          expect(await axeProblems(page), `axe on ${name} in the middle of the game`).toEqual([]);
          await resizeTo(page, ...PHONE);
          if (pictures) expect(phoneTexts, 'picture texts measured at 390').toBeGreaterThan(0);
          await shoot(page, `${name}-middle-390`);
          expect(await axeProblems(page), `axe on ${name} at 390 in the middle of the game`).toEqual([]);
          // From here on, the rest of the game at 1280x800.
          await resizeTo(page, ...WIDE);
        } else if (clicks < middle) await resizeTo(page, ...PHONE);
        const where = await clickBoardOrMove(page, pick);
        if (where !== null) onBoard++;
        if (boardOnly !== undefined && where?.startsWith(boardOnly) === true) clickedThere++;
        clicks++;
        expect(clicks, 'the game in the page does not end').toBeLessThan(1500);
      }
      expect(clicks).toBeGreaterThan(middle);
      // Most moves were made on the board itself, and the bots' moves were summarised.
      expect(onBoard, `${onBoard} of ${clicks} moves made on the board`).toBeGreaterThan(clicks / 2);
      console.log(`${name}: ${onBoard} of ${clicks} moves made on the board${boardOnly === undefined ? '' : `, ${clickedThere} of them on ${boardOnly}* (offered ${offered} times)`}`);
      if (boardOnly !== undefined) {
        // Such parts were offered, and clicked: the move list was not the only way.
        expect(offered, `no ${boardOnly}* part was ever clickable`).toBeGreaterThan(0);
        expect(clickedThere, `${boardOnly}* parts clicked`).toBeGreaterThan(0);
      }
      if (query.includes('default')) expect(summaries).toBeGreaterThan(0);
      if (pictures) expect(texts, 'picture texts measured').toBeGreaterThan(0);
      const ranking = (await page.textContent('#ranking')) ?? '';
      expect(ranking).toContain('Final ranking');
      expect(ranking).toMatch(/Player 1 \(you\): -?\d+ points?/);
      expect(await page.textContent('#status')).toBe('Game over');
      // One name per person: the log says "Bot 2", never "Seat 1", "You’s" or "(s)".
      const log = (await page.textContent('#log')) ?? '';
      expect(log).not.toMatch(/\bSeat \d|You\u2019s|You's|\(s\)/);
      await shoot(page, `${name}-end`);
      expect(errors).toEqual([]);
      await page.close();
    }));

  it('hands the screen over between two people and hides the one who just played', async () => {
    const { page, errors } = await openPage(table.browser);
    await page.goto(`${table.url}?game=meuterer&players=3&seats=human,human,default&names=Anna,Ben&seed=5&${FAST}`);
    // Two people at one screen: nobody's hand shows before the first of them takes it.
    await page.waitForSelector('#handover');
    expect(await page.textContent('#handover h1')).toMatch(/^Pass to (Anna|Ben)$/);
    await expectNothingPrivate(page);

    const pick = clicker(3);
    const seen = new Map<string, string>();
    let handovers = 0;
    for (let guard = 0; handovers < 3 && guard < 200; guard++) {
      if ((await page.$('#handover')) !== null) {
        const to = ((await page.textContent('#handover h1')) ?? '').replace('Pass to ', '');
        // What each person saw of their own hand is nowhere on the page now.
        for (const [who, text] of seen) expect(await page.content(), `${who}'s log while handing over`).not.toContain(text);
        await expectNothingPrivate(page);
        await page.click('#handover-continue');
        handovers++;
        const log = (await page.textContent('#log')) ?? '';
        const own = new RegExp(`${to} holds [^.]+\\.`).exec(log);
        expect(own, `${to} sees their own hand in their log`).not.toBeNull();
        seen.set(to, own![0]);
        expect(await page.textContent('#status')).toBe(`${to}, your move`);
      }
      if (await waitForTurn(page)) break;
      if ((await page.$('#handover')) === null) await clickMove(page, pick);
    }
    expect(handovers).toBeGreaterThanOrEqual(3);
    expect(seen.size).toBe(2);
    expect(errors).toEqual([]);
    await shoot(page, 'hot-seat');
    await page.close();
  });

  it('lets two people choose one after the other in a simultaneous step (Bremerhaven)', async () => {
    const { page, errors } = await openPage(table.browser);
    await page.goto(`${table.url}?game=bremerhaven-short&players=2&seats=human,human&seed=4&${FAST}`);
    // Both choose their starting goods at once: the first person first, then the hand-over.
    await page.waitForSelector('#handover');
    expect(await page.textContent('#handover')).toContain('Several players choose at once');
    const pick = clicker(9);
    const order: string[] = [];
    for (let guard = 0; order.length < 3 && guard < 40; guard++) {
      if ((await page.$('#handover')) !== null) {
        order.push(((await page.textContent('#handover h1')) ?? '').replace('Pass to ', ''));
        await expectNothingPrivate(page);
        await page.click('#handover-continue');
      }
      await waitForTurn(page);
      if ((await page.$('#handover')) === null) await clickMove(page, pick);
    }
    expect(order.slice(0, 2)).toEqual(['Player 1', 'Player 2']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps developer tools in a closed drawer: the view, stepping back, and the game record out and in', async () => {
    const { page, errors } = await openPage(table.browser);
    await page.goto(`${table.url}?game=meuterer&players=3&seats=human,default,default&seed=9&${FAST}`);
    const pick = clicker(2);
    for (let i = 0; i < 4; i++) {
      await waitForTurn(page);
      await clickMove(page, pick);
    }
    await waitForTurn(page);
    expect(await page.locator('#dev-view').isVisible()).toBe(false);
    await page.click('#dev-drawer > summary');
    const now = (await page.textContent('#dev-step')) ?? '';
    expect(now).toMatch(/^Now \(after move \d+\)$/);
    await page.click('#dev-back');
    expect(await page.textContent('#dev-step')).toMatch(/^After move \d+ of \d+$/);
    expect(await page.$('#dev-past .meuterer-table')).not.toBeNull();
    await page.click('#dev-now');
    expect(await page.textContent('#dev-step')).toBe(now);
    await page.click('#dev-export');
    const record = JSON.parse(await page.inputValue('#dev-record')) as { game: string; config: unknown; seed: number; moves: unknown[] };
    expect(record.game).toBe('meuterer');
    expect(record.seed).toBe(9);
    expect(record.moves.length).toBeGreaterThan(4);
    // Loading the record gives the same table and log.
    const log = await page.textContent('#log');
    await page.click('#dev-load');
    await waitForTurn(page);
    expect(await page.textContent('#dev-load-error')).toBe('');
    expect(await page.textContent('#log')).toBe(log);
    // A record of another game is refused in words.
    await page.fill('#dev-record', JSON.stringify({ ...record, game: 'nauticus' }));
    await page.click('#dev-load');
    expect(await page.textContent('#dev-load-error')).toMatch(/of nauticus, not meuterer/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers undo only when it is safe, and says why not', async () => {
    const { page, errors } = await openPage(table.browser);
    await page.goto(`${table.url}?game=nauticus&players=2&seats=human,default&seed=3&${FAST}`);
    await waitForTurn(page);
    const undo = page.locator('#undo');
    expect(await undo.isDisabled()).toBe(true);
    expect(await page.textContent('#undo-reason')).toContain('not moved yet');
    const pick = clicker(5);
    let undone = false;
    for (let i = 0; i < 40 && !undone; i++) {
      if (await waitForTurn(page)) break;
      const before = await page.textContent('#log');
      await clickMove(page, pick);
      if (await waitForTurn(page)) break;
      if (await undo.isDisabled()) {
        expect(await page.textContent('#undo-reason')).toMatch(/^Undo: \S/);
        continue;
      }
      await undo.click();
      await waitForTurn(page);
      // Back to just before the move: the same log, and the seat's move again.
      expect(await page.textContent('#log')).toBe(before);
      expect(await page.textContent('#error')).toBe('');
      undone = true;
    }
    expect(undone, 'no move of 40 could be taken back').toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  // One load a screen for both sizes: it is looked at in the size it was loaded at, then
  // resized to the other; which size comes first alternates, so that each size is checked
  // on pages loaded at it and on pages resized to it.
  it('names every control and fits the width at 1280x800 and 390x844', async () => {
    const { page, errors } = await openPage(table.browser, ...WIDE);
    const screens = [
      '',
      ...GAMES.map((g) => `?${g.query}&seed=2&${FAST}`),
      `?game=bremerhaven&players=4&seats=human,random,random,random&seed=2&${FAST}`,
      `?game=shipyard&players=2&seats=human,human&names=Anna,Ben&seed=2&${FAST}`,
    ];
    for (const [i, screen] of screens.entries()) {
      await page.goto(`${table.url}${screen}`);
      await page.waitForSelector(screen === '' ? '#start-play' : 'button.move, #handover', { state: 'attached' });
      for (const [k, size] of (i % 2 === 0 ? [WIDE, PHONE] : [PHONE, WIDE]).entries()) {
        if (k > 0) await resizeTo(page, size[0], size[1]);
        await expectNamedAndFitting(page, screen, size[0]);
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** Every control has a name, the page does not scroll sideways, and the seat's own area comes right before its moves and fits the width. */
async function expectNamedAndFitting(page: Page, screen: string, width: number): Promise<void> {
  const unnamed = await page.evaluate(unnamedControls);
  expect(unnamed, `controls without a name on ${screen || 'the start screen'} at ${width}`).toEqual([]);
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `the page scrolls sideways on ${screen || 'the start screen'} at ${width}`).toBeLessThanOrEqual(inner!);
  if (screen === '') {
    await shoot(page, `start-${width}`);
    expect(await axeProblems(page), `axe on the start screen at ${width}`).toEqual([]);
  } else if ((await page.$('#handover')) === null) {
    // The seat's own area (hand, resources) comes right before its moves and fits the width.
    const order = await page.evaluate(() => {
      const own = document.getElementById('own') as unknown as { compareDocumentPosition(other: unknown): number } | null;
      const moves = document.getElementById('moves');
      return own === null || moves === null ? null : own.compareDocumentPosition(moves);
    });
    expect(order, `no own area before the moves on ${screen}`).not.toBeNull();
    expect(order! & 4, `the own area comes after the moves on ${screen}`).toBe(4);
    const own = await ownArea(page);
    expect(own!.right, `the own area is wider than the screen on ${screen} at ${width}`).toBeLessThanOrEqual(own!.width + 1);
  }
  if (screen.includes('players=4')) await shoot(page, `table-${width}`);
}

/** On the hand-over screen: no drawing, no log, no move of anyone. */
async function expectNothingPrivate(page: Page): Promise<void> {
  for (const selector of ['.drawing', '#log', 'button.move', '#moves']) expect(await page.$(selector), selector).toBeNull();
}

/** The controls on the page whose accessible name is empty (runs in the page). */
function unnamedControls(): string[] {
  const nameOf = (el: PageElement): string => {
    const aria = el.getAttribute('aria-label');
    if (aria !== null && aria.trim() !== '') return aria;
    const by = el.getAttribute('aria-labelledby');
    if (by !== null) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const labels = el.labels;
    if (labels !== undefined && labels !== null && labels.length > 0) return Array.from(labels).map((l) => l.textContent ?? '').join(' ');
    if (el.tagName === 'BUTTON' || el.tagName === 'SUMMARY') return el.textContent ?? '';
    return el.getAttribute('title') ?? '';
  };
  return Array.from(document.querySelectorAll('button, select, input, textarea, summary, [role=button]'))
    .filter((el) => nameOf(el).trim() === '')
    .map((el) => el.outerHTML.slice(0, 120));
}
