/**
 * The example table's words and looks, in headless Chromium, for every game:
 *
 * - every move control shows, for each of its options, the library's label of that move
 *   (`moveLabel`, computed here from the game record the page exports), never a bare
 *   number, and the controls offer exactly the seat's legal moves, in many states;
 * - no text is clipped, spills out of its box or is broken inside a word, at 1280x800 and
 *   390x844, with the "How to play" panel open;
 * - axe-core finds no serious or critical violation on any game's page at either size;
 * - on a phone, a choice made on the board shows right by the part it is about, and a
 *   choice made in the move list marks the part of the board it is about, in view;
 * - the old seat name of the default bot (`ismcts`) still opens its table.
 *
 * Needs `npm run build` first and Chromium at /usr/bin/chromium (skipped without it,
 * unless NAUTICAL_REQUIRE_BROWSER=1). With NAUTICAL_SCREENSHOTS=1, full-page screenshots go
 * to artifacts/screenshots/ (or $NAUTICAL_ARTIFACTS/screenshots/); none are taken otherwise.
 */
import type { AnyGame, BaseMove } from 'nautical-rules';
import { bremerhaven, moveTargets as bremerhavenTargets, type BremerhavenMove, type BremerhavenTable, type BremerhavenView } from 'nautical-rules/bremerhaven';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems, clickMove, clicker, openPage, resizeTo, shoot, skipBrowser, useExampleTable, waitForTurn, againIfStalled } from './page.js';

const GAMES: Readonly<Record<string, AnyGame>> = { meuterer, nauticus, shipyard, bremerhaven };
const FAST = 'botIterations=4&botDelay=0';

/** Every table the start screen offers, with a person in the first seat. */
const TABLES = [
  { name: 'meuterer', query: 'game=meuterer&players=3&seats=human,default,default' },
  { name: 'meuterer-pirates', query: 'game=meuterer-pirates&players=4&seats=human,default,random,default' },
  { name: 'nauticus', query: 'game=nauticus&players=2&seats=human,default' },
  { name: 'nauticus-4', query: 'game=nauticus&players=4&seats=human,random,random,random' },
  { name: 'shipyard', query: 'game=shipyard&players=2&seats=human,default' },
  { name: 'bremerhaven', query: 'game=bremerhaven&players=4&seats=human,random,random,random' },
  { name: 'bremerhaven-short', query: 'game=bremerhaven-short&players=2&seats=human,default' },
  { name: 'bremerhaven-solo', query: 'game=bremerhaven-solo&seats=human' },
];

/** A move control as the page shows it: its text and the move it stands for. */
interface Control {
  readonly where: string;
  readonly text: string;
  readonly move: string | null;
}

/**
 * Every option of every move control in `#moves` and `#target-moves`, and the game record
 * the developer drawer exports (its button clicked in the page, the drawer left closed):
 * one round trip a state, where five (the controls, the drawer opened, the export, its
 * text, the drawer closed) took most of the walk's time. Runs in the page.
 */
const CONTROLS = `(() => {
  const found = [];
  for (const box of document.querySelectorAll('#moves, #target-moves')) {
    for (const button of box.querySelectorAll('button.move:not(.move-go)')) found.push({ where: box.id + ' button', text: button.textContent.trim(), move: button.getAttribute('data-move') });
    for (const option of box.querySelectorAll('select option')) found.push({ where: box.id + ' menu', text: option.textContent.trim(), move: option.getAttribute('data-move') });
    // A menu's own button makes the option chosen: it has no move of its own.
    for (const go of box.querySelectorAll('button.move-go')) if (go.closest('.move-row')?.querySelector('select') == null) found.push({ where: box.id + ' stray button', text: go.textContent.trim(), move: null });
  }
  document.getElementById('dev-export').click();
  return { controls: found, record: document.getElementById('dev-record').value };
})()`;

/** A game record as the page exports it. */
type PageRecord = { game: string; config: unknown; seed: number | string; moves: BaseMove[] };

/** The game record the page exports from its developer drawer (left closed as it was). */
async function exportedRecord(page: Page): Promise<PageRecord> {
  await page.click('#dev-drawer > summary');
  await page.click('#dev-export');
  const record = JSON.parse(await page.inputValue('#dev-record')) as PageRecord;
  await page.click('#dev-drawer > summary');
  return record;
}

/** The table and seat 0's view of a record, replayed here with the library. */
function replay(record: { game: string; config: unknown; seed: number | string; moves: readonly BaseMove[] }): { game: AnyGame; table: unknown; view: unknown } {
  const game = GAMES[record.game]!;
  let state = game.setup(record.config, record.seed);
  for (const move of record.moves) {
    if (state._tag === 'Left') break;
    state = game.apply(state.right, move);
  }
  if (state._tag === 'Left') throw new Error(`the record does not replay: ${state.left.message}`);
  const table = game.table(state.right);
  const view = game.view(state.right, 0);
  if (table._tag === 'Left' || view._tag === 'Left') throw new Error('no table or view');
  return { game, table: table.right, view: view.right };
}

/**
 * What is wrong with the controls on the page now: an option whose text is not the
 * library's label of its move, a bare number, a control without its move, and legal
 * moves missing from the controls (or controls for moves that are not legal).
 */
async function controlProblems(page: Page, where: string): Promise<{ problems: string[]; checked: number }> {
  const seen = await page.evaluate<{ controls: Control[]; record: string }>(CONTROLS);
  const controls = seen.controls;
  const { game, table, view } = replay(JSON.parse(seen.record) as PageRecord);
  const listed = game.movesFromView(table, view);
  if (listed._tag === 'Left') return { problems: [`${where}: the moves cannot be listed: ${listed.left.message}`], checked: 0 };
  const legal = new Set(listed.right.map((m) => JSON.stringify(m)));
  const problems: string[] = [];
  const shown = new Set<string>();
  for (const c of controls) {
    if (c.move === null) {
      problems.push(`${where}: ${c.where} "${c.text}" stands for no move`);
      continue;
    }
    const move = JSON.parse(c.move) as BaseMove;
    const label = game.moveLabel(table, view, move);
    if (c.text !== label) problems.push(`${where}: ${c.where} reads "${c.text}", the library's label is "${label}"`);
    if (/^\s*-?\d+\s*$/.test(c.text)) problems.push(`${where}: ${c.where} is a bare number "${c.text}"`);
    if (!legal.has(JSON.stringify(move))) problems.push(`${where}: ${c.where} "${c.text}" is not a legal move`);
    if (!c.where.startsWith('target-moves')) shown.add(JSON.stringify(move));
  }
  for (const m of legal) if (!shown.has(m)) problems.push(`${where}: the legal move ${m} has no control`);
  return { problems, checked: controls.length };
}

/**
 * Every box of text on the page that is clipped or spills: an element holding text whose
 * content is wider or taller than its box (scrollWidth/scrollHeight against its client
 * size), a text of a picture that runs past its picture, and a word broken across two
 * lines (a word whose letters lie on more than one line). Hidden parts are skipped; boxes
 * meant to scroll sideways (a wide score table, `role=region` with tabindex) are measured
 * by what is inside them. Runs in the page; "tag.class: text (why)" lines.
 */
const CLIPPED = `(() => {
  const problems = [];
  let measured = 0;
  const describe = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : (el.className && el.className.baseVal ? '.' + el.className.baseVal.trim().split(/\\s+/).join('.') : '')) + ': ' + JSON.stringify((el.textContent || '').trim().slice(0, 40));
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const scrolls = (el) => { const s = getComputedStyle(el); return s.overflowX === 'auto' || s.overflowX === 'scroll'; };
  for (const el of document.querySelectorAll('body *')) {
    if (!shown(el) || el.closest('[hidden], .sr-only, script, style, textarea, select, option, details:not([open]) > :not(summary)')) continue;
    const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    if (!own) continue;
    measured++;
    if (el instanceof SVGElement) {
      if (!(el instanceof SVGTextElement) && !(el instanceof SVGTSpanElement)) continue;
      const picture = el.ownerSVGElement;
      if (picture === null) continue;
      const r = el.getBoundingClientRect();
      const p = picture.getBoundingClientRect();
      if (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 1 || r.bottom > p.bottom + 1) problems.push(describe(el) + ' (runs past its picture)');
      continue;
    }
    const style = getComputedStyle(el);
    // An inline element has no box of its own: its block is measured instead.
    if (style.display !== 'inline' && !scrolls(el)) {
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) problems.push(describe(el) + ' (' + el.scrollWidth + ' wide in ' + el.clientWidth + ')');
      if (el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0) problems.push(describe(el) + ' (' + el.scrollHeight + ' high in ' + el.clientHeight + ')');
    }
    // Text running out of a box that clips it (overflow hidden) somewhere above.
    const r = el.getBoundingClientRect();
    for (let up = el.parentElement; up !== null && up !== document.body; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      if (scrolls(up)) break;
      const b = up.getBoundingClientRect();
      if (r.right > b.right + 1 || r.left < b.left - 1 || r.bottom > b.bottom + 1 || r.top < b.top - 1) problems.push(describe(el) + ' (cut by ' + up.tagName.toLowerCase() + '.' + String(up.className).split(' ')[0] + ')');
      break;
    }
    // A word broken across lines: its letters' boxes lie on two lines.
    for (const node of el.childNodes) {
      if (node.nodeType !== 3) continue;
      const text = node.textContent;
      const word = /[A-Za-z\\u00c0-\\u024f]{2,}/g;
      let m;
      while ((m = word.exec(text)) !== null) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((q) => q.width > 0).map((q) => Math.round(q.top)));
        if (lines.size > 1) problems.push(describe(el) + ' (the word "' + m[0] + '" is broken across lines)');
      }
    }
  }
  return { problems: [...new Set(problems)], measured };
})()`;

async function clipped(page: Page): Promise<{ problems: string[]; measured: number }> {
  return page.evaluate<{ problems: string[]; measured: number }>(CLIPPED);
}

/** Opens the "How to play" panel, so that its text is measured and checked too. */
async function openHowTo(page: Page): Promise<void> {
  const panel = page.locator('#how-to-play');
  if ((await panel.getAttribute('open')) === null) await page.click('#how-to-play > summary');
}

describe.skipIf(skipBrowser)('the example table: words, clipping and contrast', () => {
  const table = useExampleTable();

  const SIZES = [
    [1280, 800],
    [390, 844],
  ] as const;
  /** Texts measured at each width, over every test below: the last one checks the sum. */
  const measured = new Map<number, number>(SIZES.map(([width]) => [width, 0]));
  /**
   * Checks the page now at each size for clipped text and broken words, then runs `look`
   * (axe, a screenshot), and ends at the first size: the page is resized, not played again
   * (the table redraws on `resize` as it does on a phone turned or a window narrowed).
   */
  const atEachSize = async (page: Page, problems: string[], where: string, look: (width: number) => Promise<void>): Promise<void> => {
    for (const [width, height] of SIZES) {
      await resizeTo(page, width, height);
      const found = await clipped(page);
      measured.set(width, measured.get(width)! + found.measured);
      problems.push(...found.problems.map((p) => `${where} at ${width}: ${p}`));
      await look(width);
    }
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  };

  it('clips no text and breaks no word on the start screen at 1280x800 and 390x844', async () => {
    const { page, errors } = await openPage(table.browser, ...SIZES[0]);
    const problems: string[] = [];
    await page.goto(table.url);
    await page.waitForSelector('#start-play');
    await atEachSize(page, problems, 'start', async () => undefined);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  /** The moves into the game where the page is also measured at both sizes and axe runs: the start, and states with cards, ships and contracts taken, marks on the board. */
  const LOOKS = [0, 12, 42];

  // One walk a table for the labels and the looks: the looks were a second walk of every
  // table (42 moves, about two thirds of this file's time, while the labels' walk was a
  // quarter), now taken at states of this one.
  it.each(TABLES)('shows the library’s label on every option of every control, clips no text, breaks no word and passes axe at both sizes ($name)', async ({ name, query }) =>
    againIfStalled(async () => {
      const { page, errors } = await openPage(table.browser);
      await page.goto(`${table.url}?${query}&seed=3&${FAST}`);
      const pick = clicker(5);
      let states = 0;
      let checked = 0;
      const problems: string[] = [];
      const looks = [...LOOKS];
      /** Measures the page at both sizes with the "How to play" panel open, and runs axe on it. */
      const look = async (moves: number): Promise<void> => {
        await openHowTo(page);
        await atEachSize(page, problems, `${name} after ${moves} moves`, async (width) => {
          const axe = await axeProblems(page);
          problems.push(...axe.map((p) => `${name} after ${moves} moves at ${width}, axe: ${p}`));
          if (looks.length === 0) await shoot(page, `${name}-words-${width}`);
        });
      };
      // Each turn makes one move: `turn` moves have been made.
      for (let turn = 0; looks.length > 0; turn++) {
        if (await waitForTurn(page)) {
          // The game ended first: its last screen is measured in place of the looks left.
          looks.length = 0;
          await look(turn);
          break;
        }
        if (looks[0] === turn) {
          looks.shift();
          await look(turn);
          if (looks.length === 0) break;
        }
        const seen = await controlProblems(page, `${name}, state ${states + 1}`);
        problems.push(...seen.problems);
        checked += seen.checked;
        states++;
        // Now and then a choice on the board: its controls are checked as well.
        const parts = page.locator('.clickable:visible');
        const n = await parts.count();
        if (n > 0 && turn % 3 === 1) {
          await parts.nth(pick(n)).click();
          if ((await page.$('#target-moves')) !== null) {
            const there = await controlProblems(page, `${name}, a choice on the board`);
            problems.push(...there.problems);
            checked += there.checked;
            const offered = page.locator('#target-moves button.move:not(.move-go)');
            if ((await offered.count()) > 0) {
              await offered.nth(pick(await offered.count())).click();
              continue;
            }
            await page.click('#target-cancel');
          } else continue;
        }
        await clickMove(page, pick);
      }
      expect(problems.slice(0, 20)).toEqual([]);
      expect(states, 'states looked at').toBeGreaterThan(5);
      expect(checked, 'options checked').toBeGreaterThan(states);
      console.log(`${name}: ${checked} options in ${states} states, each the library's label`);
      expect(errors).toEqual([]);
      await page.close();
    }));

  it('measured enough text at each size', () => {
    for (const [width, count] of measured) expect(count, `texts measured at ${width}`).toBeGreaterThan(500);
  });

  it('tells the aim, a turn, scoring and the roles or actions of each game in its How to play', async () => {
    const { page, errors } = await openPage(table.browser);
    for (const [query, parts] of [
      ['game=meuterer&players=3', ['Captain', 'Meuterer (mutineer)', 'Schiffsjunge (cabin boy)', 'Maat (mate)', 'Händler (merchant)', 'Lademeister (loader)']],
      ['game=nauticus&players=2', ['Buy hull parts', 'Deliver goods', 'Crown evaluation']],
      ['game=shipyard&players=2', ['Build Ships', 'Rent Canal', 'Hire Employee', 'Exchange Commodities']],
      ['game=bremerhaven-short&players=2', ['Parking lot', 'Career ladder']],
    ] as const) {
      await page.goto(`${table.url}?${query}&seats=human,random,random&seed=1&${FAST}`);
      await waitForTurn(page);
      expect(await page.locator('#how-to-play').getAttribute('open'), 'folded at first').toBeNull();
      await openHowTo(page);
      const text = (await page.textContent('#how-to-play')) ?? '';
      for (const heading of ['The aim:', 'A turn', 'Scoring']) expect(text, `${query}: ${heading}`).toContain(heading);
      const names = await page.$$eval('#how-to-play dt', (dts) => dts.map((dt) => (dt.textContent ?? '').trim()));
      for (const part of parts) expect(names, `${query}: a line for ${part}`).toContain(part);
      // It stays open while the game goes on (the table is drawn again after each move).
      await clickMove(page, clicker(1));
      await waitForTurn(page);
      expect(await page.locator('#how-to-play').getAttribute('open')).not.toBeNull();
    }
    // The start screen says what the chosen game is about.
    await page.goto(table.url);
    await page.selectOption('#start-game', 'nauticus');
    expect(await page.textContent('#start-aim')).toMatch(/most points/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone, shows a choice made on the board next to the part it is about, both in view', async () => {
    const { page, errors } = await openPage(table.browser, 390, 844);
    // Bremerhaven's bids: a space on the board offers one bid per influence card.
    await page.goto(`${table.url}?game=bremerhaven-short&players=2&seats=human,random&seed=3&${FAST}`);
    const parts = page.locator('.drawing .clickable:visible');
    // The first choices (the starting goods) are not on the board: play on to the bidding.
    const pick = clicker(2);
    for (let turn = 0; turn < 20 && !(await waitForTurn(page)) && (await parts.count()) === 0; turn++) await clickMove(page, pick);
    let tried = 0;
    let shown = 0;
    for (let i = 0; i < (await parts.count()) && shown < 3; i++) {
      await parts.nth(i).scrollIntoViewIfNeeded();
      await parts.nth(i).click();
      tried++;
      if ((await page.$('#target-moves')) === null) continue;
      const seen = await page.evaluate<{ part: { top: number; bottom: number } | null; choice: { top: number; bottom: number }; height: number; inBoard: boolean }>(`(() => {
        const part = document.querySelector('.target-active');
        const choice = document.getElementById('target-choice');
        const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
        return { part: part && box(part), choice: box(choice), height: innerHeight, inBoard: choice.closest('.drawing') !== null };
      })()`);
      expect(seen.part, 'the part chosen on is highlighted').not.toBeNull();
      expect(seen.inBoard, 'the choice sits in the board, by its part').toBe(true);
      for (const [what, r] of [['part', seen.part!], ['choice', seen.choice]] as const) {
        expect(r.bottom > 0 && r.top < seen.height, `the ${what} is out of view (${Math.round(r.top)}..${Math.round(r.bottom)})`).toBe(true);
      }
      shown++;
      await page.click('#target-cancel');
      expect(await page.$('.target-active'), 'cancel takes the highlight away').toBeNull();
    }
    expect(shown, `no part of ${tried} offered a choice`).toBeGreaterThan(0);
    await shoot(page, 'choice-by-part-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone, marks the part of the board a choice in the move list is about, and keeps it in view', async () => {
    const { page, errors } = await openPage(table.browser, 390, 844);
    // Bremerhaven's bids: a menu per space of the board, each option a bid on that space.
    await page.goto(`${table.url}?game=bremerhaven-short&players=2&seats=human,random&seed=3&${FAST}`);
    const menus = page.locator('#moves select.move-amount');
    const pick = clicker(2);
    for (let turn = 0; turn < 20 && !(await waitForTurn(page)) && (await menus.count()) === 0; turn++) await clickMove(page, pick);
    const count = await menus.count();
    expect(count, 'a menu of bids in the move list').toBeGreaterThan(0);
    const { table: t, view } = replay(await exportedRecord(page));
    let checked = 0;
    for (let i = 0; i < Math.min(count, 3); i++) {
      const menu = menus.nth(i);
      const options = await menu.locator('option').count();
      // The page starts at the top, with the list: the board's spaces lie below it.
      await page.evaluate('window.scrollTo(0, 0)');
      await menu.selectOption({ index: options - 1 });
      const move = JSON.parse((await menu.locator('option').nth(options - 1).getAttribute('data-move')) ?? 'null') as BremerhavenMove;
      const want = bremerhavenTargets(t as BremerhavenTable, view as BremerhavenView, move)[0];
      const seen = await page.evaluate<{ target: string | null; top: number; bottom: number; marks: number; height: number } | null>(`(() => {
        const marked = document.querySelectorAll('.move-preview');
        if (marked.length === 0) return null;
        const r = marked[0].getBoundingClientRect();
        return { target: marked[0].getAttribute('data-target'), top: r.top, bottom: r.bottom, marks: marked.length, height: innerHeight };
      })()`);
      expect(seen, `option ${options} of menu ${i + 1} marks its part`).not.toBeNull();
      expect(seen!.marks, 'one part marked at a time').toBe(1);
      expect(seen!.target).toBe(want);
      expect(seen!.bottom > 0 && seen!.top < seen!.height, `the part is out of view (${Math.round(seen!.top)}..${Math.round(seen!.bottom)})`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await shoot(page, 'choice-in-list-390');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names the default bot one way, and still opens links with its old name', async () => {
    const { page, errors } = await openPage(table.browser);
    await page.goto(`${table.url}?game=nauticus&players=2&seats=human,ismcts&seed=4&${FAST}`);
    await waitForTurn(page);
    // The old name is read as the default bot, and the URL now says so.
    expect(await page.textContent('.seats')).toContain('(default bot)');
    expect(new URL(page.url()).searchParams.get('seats')).toBe('human,default');
    await page.goto(table.url);
    const kinds = await page.$$eval('#seat-1-kind option', (options) => options.map((o) => `${(o as unknown as { value: string }).value}=${(o.textContent ?? '').trim()}`));
    expect(kinds).toEqual(['human=Person', 'default=Default bot', 'random=Random bot']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
