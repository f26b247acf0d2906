/**
 * The table screen and its turn order: whose screen it is, when to hand over, when the
 * bots move. It reads only what the "server" (table/server.ts) gives a seat: the table,
 * that seat's view and log, the moves listed from them, refusals, and the final result.
 *
 * The board is clickable where a move acts (the game's `moveTargets`, matched with the
 * drawing's `data-target` parts); the move list stays as the accessible path. What
 * changed since the person's last move is summarised and highlighted for a moment. The
 * developer drawer (closed) holds the view and table as JSON, the game record, stepping
 * back through the game, and a move the server refuses.
 */
import type { BaseMove, Seat } from 'nautical-rules';
import { DRAWINGS } from '../games/index.js';
import { botDecision, botMove, botsFor } from '../table/bots.js';
import { openRecord, openTable, type TableServer } from '../table/server.js';
import { seatNames, withNames, type TableSetup } from '../table/setup.js';
import { button, h, injectCss, legibleSvgText, watchSvgText } from './dom.js';
import { listMoves, moveControls } from './moves.js';
import { changedPaths, devDrawer, type DevState } from './dev.js';
import { handOver, howToPlayPanel, logList, rankingBox } from './panels.js';

const KIND_WORDS = { human: 'person', default: 'default bot', random: 'random bot' } as const;

/** What the table on the screen does when the window is resized: one listener for the page, the newest table's. */
let onResize: (() => void) | null = null;
function whenResized(act: () => void): void {
  if (onResize === null) window.addEventListener('resize', () => onResize?.());
  onResize = act;
}

export function play(root: HTMLElement, setup: TableSetup, newGame: () => void): void {
  const game = setup.choice.game;
  const names = seatNames(setup);
  const humans = setup.seats.flatMap((kind, s) => (kind === 'human' ? [s] : []));
  const bots = botsFor(setup.seats, setup.seed, setup.botIterations);
  const opened = openTable(game, setup.choice.config(setup.players), setup.seed, humans, names);
  if (!('waiting' in opened)) {
    root.replaceChildren(h('p', { class: 'error', role: 'alert' }, `${opened.code}: ${opened.message}`), button('Back to the start', {}, newGame));
    return;
  }
  let server: TableServer = opened;
  const drawing = DRAWINGS[game.id];
  if (drawing !== undefined) injectCss(game.id, drawing.css);

  /** Whose private information is on the screen: the human sitting at it, or nobody (a spectator's view). */
  let owner: Seat | null = humans.length === 1 ? humans[0]! : null;
  let error: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The bot decision under way (in the bots' worker), dropped whenever the game moves on without it. */
  let pending: ReturnType<typeof botDecision> | undefined;
  let stopped = false;
  /** For each person, how many moves had been played when they last moved: what is new to them since. */
  const seenAt = new Map<Seat, number>();
  const dev: DevState = { open: false, step: null, record: '' };
  /** Whether the whole log shows, or only its newest lines. */
  let wholeLog = false;
  /** Whether the "How to play" panel is open (it stays as the person left it). */
  let howOpen = false;
  /** Watches the height of the seat's panel, which decides how it is held beside the board. */
  const panelHeight = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((seen) => seen.forEach((s) => holdPanel(s.target)));
  watchSvgText();
  /** Whether a person at the screen is choosing now (their moves are offered). */
  let choosing = false;
  // A window resized or a phone turned while a person chooses keeps their own area in sight
  // (the layout changes: on a phone it comes before the board, on a wide screen beside it).
  whenResized(() => {
    if (choosing) keepOwnInSight();
  });

  function step(): void {
    clearTimeout(timer);
    pending?.cancel();
    pending = undefined;
    if (stopped) return;
    if (server.isOver()) {
      // At the end only a lone human keeps the screen; several see the public view together.
      owner = humans.length === 1 ? humans[0]! : null;
      render(null);
      return;
    }
    const active = server.waiting();
    const bot = active.find((s) => bots[s] !== null);
    if (bot !== undefined) {
      render(bot);
      timer = setTimeout(() => void moveBot(bot), setup.botDelay);
      return;
    }
    // Several people acting at once (Bremerhaven) take turns at the screen: whoever has it goes on.
    const next = owner !== null && active.includes(owner) ? owner : active.find((s) => humans.includes(s));
    if (next === undefined) return;
    if (humans.length > 1 && next !== owner) {
      owner = null;
      const why = active.length > 1 ? `Several players choose at once; it is ${names[next]}\u2019s turn to choose.` : `It is ${names[next]}\u2019s turn.`;
      root.replaceChildren(
        handOver(names[next]!, why, () => {
          owner = next;
          render(null);
        }),
      );
      return;
    }
    owner = next;
    render(null);
    keepOwnInSight();
  }

  /**
   * When a person's turn begins with their own area out of sight (the page was scrolled
   * down the board, or on a phone, where their area comes first), or the window is resized
   * while they choose, the page goes back up to it: they choose with what they hold in view.
   */
  function keepOwnInSight(): void {
    const own = document.getElementById('own');
    if (own === null) return;
    const seen = own.getBoundingClientRect();
    if (seen.bottom <= 0 || seen.top >= window.innerHeight) window.scrollTo({ top: 0 });
  }

  /**
   * The seat's panel is held at the top of the screen while it fits; taller, it is held
   * by its end (class `tall`), so that its moves stay beside the board as the page scrolls.
   */
  function holdPanel(panel: Element): void {
    panel.classList.toggle('tall', panel.getBoundingClientRect().height > window.innerHeight - 16);
  }

  async function moveBot(seat: Seat): Promise<void> {
    const decision = botDecision(bots[seat]!, game, server.table, server.view(seat), seat);
    pending = decision;
    const answer = await decision.move;
    // A decision dropped meanwhile (the game was left, restarted or stepped back) is not played.
    if (pending !== decision) return;
    pending = undefined;
    try {
      const move = botMove(bots[seat]!, answer, seat);
      const refused = server.send(seat, move);
      if (refused !== null) throw new Error(`${refused.code}: ${refused.message}`);
    } catch (e) {
      error = `${names[seat]} failed: ${(e as Error).message}`;
      stopped = true;
      render(null);
      return;
    }
    step();
  }

  function send(move: BaseMove): void {
    if (owner === null) return;
    const refused = server.send(owner, move);
    error = refused === null ? null : `${refused.code}: ${withNames(refused.message, names)}`;
    if (refused === null) {
      seenAt.set(owner, server.moveCount());
      step();
    } else render(null);
  }

  /** "Since your last move: Bot 1 plays cloth; Bot 2 passes." from the first log line of each move since. */
  function changesSince(seat: Seat, from: number): string {
    const said: string[] = [];
    const movers = server.movers();
    for (let i = from; i < server.moveCount(); i++) {
      if (movers[i] === seat) continue;
      const first = server.linesOf(i, seat).find((l) => l.trim() !== '' && !l.startsWith('\u2014'));
      if (first !== undefined) said.push(first.trim().replace(/\.$/, ''));
    }
    return said.length === 0 ? '' : `Since your last move: ${said.join('; ')}.`;
  }

  function render(thinking: Seat | null): void {
    const over = server.isOver();
    const view = server.view(owner);
    const mine = owner !== null && !over && thinking === null && server.waiting().includes(owner);
    choosing = mine;
    const who = owner === null ? 'Everyone' : names[owner]!;
    const status = over ? 'Game over' : thinking !== null ? `${names[thinking]} is thinking\u2026` : mine ? (humans.length === 1 ? 'Your move' : `${who}, your move`) : 'Waiting';

    const board = h('div', { class: 'drawing', role: 'region', 'aria-label': `${game.title}, as ${who} sees it` });
    try {
      board.append(drawing === undefined ? h('pre', {}, JSON.stringify(view, null, 1)) : drawing.draw(server.table, view, owner, names));
    } catch (e) {
      board.append(h('p', { class: 'error' }, `The drawing failed: ${(e as Error).message}`));
    }

    const side = h('aside', { class: 'side', 'aria-label': 'Your moves' }, h('h2', { id: 'status', 'aria-live': 'polite' }, status));
    // What changed since this person last moved: in words, and highlighted on the board.
    if (mine && owner !== null) {
      const from = seenAt.get(owner) ?? 0;
      const said = changesSince(owner, from);
      side.append(h('p', { id: 'changes', class: 'changes', 'aria-live': 'polite' }, said));
      if (said !== '') {
        const changed = changedPaths(server.viewAt(from, owner), view, 'view');
        for (const part of Array.from(board.querySelectorAll('[data-target]'))) {
          if (changed.has(part.getAttribute('data-target') ?? '')) part.classList.add('changed');
        }
      }
    }
    // The viewer's own area sits beside the moves, so it is in sight while choosing.
    const ownArea = board.querySelector('[data-own]');
    if (ownArea !== null) side.append(h('div', { id: 'own', class: 'own' }, ownArea));
    const choice = h('div', { id: 'target-choice', class: 'target-choice' });
    side.append(choice);
    if (mine) {
      const moves = listMoves(game, server.table, view);
      if (typeof moves === 'string') side.append(h('p', { class: 'error' }, moves));
      else {
        const list = moveControls(game, server.table, view, moves, send);
        side.append(list);
        if (drawing !== undefined) {
          clickableBoard(board, ownArea, moves, view, choice);
          partsOfChoices(list, [board, ownArea], view);
        }
      }
    }
    if (owner !== null && !over) side.append(controls(owner));
    side.append(h('p', { id: 'error', class: 'error', role: 'alert' }, error ?? ''));
    const result = server.result();
    if (result !== null) side.append(h('div', { id: 'result' }, rankingBox(result, names, humans)));
    const drawer = devDrawer(dev, {
      game,
      server,
      owner,
      names,
      draw: drawing === undefined ? null : (v) => drawing.draw(server.table, v, owner, names),
      refresh: () => render(thinking),
      tryIllegal: owner === null || over ? null : () => send({ type: 'pass', player: owner === 0 ? 1 : 0 }),
      load: (record) => {
        const reopened = openRecord(game, record, humans, names);
        if (!('waiting' in reopened)) return `${reopened.code}: ${reopened.message}`;
        server = reopened;
        seenAt.clear();
        error = null;
        stopped = false;
        step();
        return null;
      },
    });
    const logTitle = owner === null ? 'What everyone saw' : humans.length === 1 ? 'Your log' : `${who}\u2019s log`;
    const log = logList(
      server.log(owner),
      wholeLog,
      () => {
        wholeLog = !wholeLog;
        render(thinking);
        document.getElementById('log-all')?.focus();
      },
    );
    // What happened and the developer's tools go under the board: the seat's panel holds only what it chooses with.
    const below = h('div', { class: 'record' }, h('section', { class: 'log-box', 'aria-labelledby': 'log-title' }, h('h2', { id: 'log-title', class: 'log-title' }, logTitle), log), drawer);

    const notices = server.notices();
    root.replaceChildren(
      h(
        'header',
        { class: 'bar' },
        h('h1', { id: 'title' }, `${setup.choice.label} \u2014 seed ${setup.seed}`),
        button('New game', { class: 'secondary', id: 'new-game' }, () => {
          stopped = true;
          step();
          newGame();
        }),
      ),
      h('p', { id: 'data', class: 'notice' }, notices.join(' ')),
      h(
        'ul',
        { class: 'seats', 'aria-label': 'Seats' },
        ...setup.seats.map((kind, s) =>
          h('li', { class: server.waiting().includes(s) ? 'seat active' : 'seat', title: `Seat ${s + 1}`, 'aria-current': s === owner ? 'true' : undefined }, `${names[s]} `, h('span', { class: 'kind' }, `(${KIND_WORDS[kind]})`)),
        ),
      ),
      ...(drawing === undefined ? [] : [howToPlayPanel(game.title, drawing.howTo, howOpen, (open) => (howOpen = open))]),
      h('div', { class: 'cols' }, h('section', { class: 'board', 'aria-label': 'The table' }, board), side, below),
    );
    legibleSvgText(root);
    panelHeight?.disconnect();
    holdPanel(side);
    panelHeight?.observe(side);
  }

  /**
   * Makes the parts of the board where a move acts clickable: one move there is made at
   * once; several (the values of a bid, copies of a card) are offered to choose from.
   */
  function clickableBoard(board: Element, ownArea: Element | null, moves: readonly BaseMove[], view: unknown, choice: HTMLElement): void {
    const byTarget = new Map<string, BaseMove[]>();
    for (const move of moves) {
      const main = drawing!.targets(server.table, view, move as never)[0];
      if (main !== undefined) byTarget.set(main, [...(byTarget.get(main) ?? []), move]);
    }
    const parts = [...Array.from(board.querySelectorAll('[data-target]')), ...(ownArea === null ? [] : Array.from(ownArea.querySelectorAll('[data-target]')))];
    for (const part of parts) {
      const here = byTarget.get(part.getAttribute('data-target') ?? '');
      if (here === undefined) continue;
      const labels = here.map((m) => game.moveLabel(server.table, view, m));
      part.classList.add('clickable');
      part.setAttribute('tabindex', '0');
      part.setAttribute('role', 'button');
      // The name stays what the part shows (its text); what a click does is its description and tooltip.
      part.setAttribute('title', here.length === 1 ? labels[0]! : `${game.moveGroup(server.table, view, here[0]!)}: ${here.length} choices`);
      // A picture that holds clickable parts is no longer a single image.
      // A part folded away (the general supply) is unfolded: it is where the move acts.
      for (let fold = part.closest('details'); fold !== null; fold = fold.parentElement?.closest('details') ?? null) (fold as HTMLDetailsElement).open = true;
      const picture = part.closest('svg');
      if (picture !== null && picture.getAttribute('role') === 'img') picture.setAttribute('role', 'group');
      const act = (): void => {
        if (here.length === 1) {
          send(here[0]!);
          return;
        }
        for (const other of Array.from(document.querySelectorAll('.target-active'))) other.classList.remove('target-active');
        part.classList.add('target-active');
        choice.replaceChildren(
          h('h3', { id: 'target-choice-title' }, `Choose: ${game.moveGroup(server.table, view, here[0]!)}`),
          moveControls(game, server.table, view, here, send, 'target-moves'),
          button('Cancel', { class: 'secondary', id: 'target-cancel' }, () => {
            part.classList.remove('target-active');
            choice.replaceChildren();
          }),
        );
        besidePart(part, choice, board);
        (choice.querySelector('button.move, select') as HTMLElement | null)?.focus({ preventScroll: true });
      };
      part.addEventListener('click', act);
      part.addEventListener('keydown', (event) => {
        const key = (event as KeyboardEvent).key;
        if (key !== 'Enter' && key !== ' ') return;
        event.preventDefault();
        act();
      });
    }
  }

  /**
   * The reverse of a choice on the board: a move chosen in the list (an option picked in a
   * menu, a button reached by keyboard) marks the part of the board it is
   * about (`move-preview`, the game's first `moveTargets` entry) and brings that part into
   * view; on a phone, where the list sits above the board, the page scrolls no further
   * than the part needs, keeping the list's control on screen when both fit.
   */
  function partsOfChoices(list: HTMLElement, areas: readonly (Element | null)[], view: unknown): void {
    const mark = (control: Element, json: string | null, scroll: boolean): void => {
      for (const old of Array.from(document.querySelectorAll('.move-preview'))) old.classList.remove('move-preview');
      if (json === null) return;
      let main: string | undefined;
      try {
        main = drawing!.targets(server.table, view, JSON.parse(json) as never)[0];
      } catch {
        return;
      }
      if (main === undefined) return;
      const part = areas.flatMap((a) => (a === null ? [] : Array.from(a.querySelectorAll(`[data-target="${CSS.escape(main!)}"]`))))[0];
      if (part === undefined) return;
      part.classList.add('move-preview');
      if (!scroll) return;
      const seen = part.getBoundingClientRect();
      const held = control.getBoundingClientRect();
      if (seen.bottom > window.innerHeight - 8) window.scrollBy({ top: Math.min(seen.bottom - window.innerHeight + 8, Math.max(seen.top - 8, held.top - 8)) });
      else if (seen.top < 0) window.scrollBy({ top: seen.top - 8 });
    };
    list.addEventListener('focusin', (event) => {
      const control = event.target as Element;
      // A button is marked as it is reached, but the page moves only for the keyboard: a
      // scroll between a finger's touch and its lift would lose the tap.
      if (control instanceof HTMLSelectElement) mark(control, control.selectedOptions[0]?.getAttribute('data-move') ?? null, false);
      else if (control.hasAttribute('data-move')) mark(control, control.getAttribute('data-move'), control.matches(':focus-visible'));
    });
    list.addEventListener('change', (event) => {
      const control = event.target;
      if (control instanceof HTMLSelectElement) mark(control, control.selectedOptions[0]?.getAttribute('data-move') ?? null, true);
    });
  }

  /**
   * Puts the choice among a part's moves where the part is in view with it. On a wide
   * screen the seat's panel, held beside the board, keeps it; on a phone, where the panel
   * sits above the board, the choice goes right under the row that holds the part (the
   * first of its boxes as wide as most of the board), and the page scrolls no further than
   * showing both.
   */
  function besidePart(part: Element, choice: HTMLElement, board: Element): void {
    if (window.matchMedia('(max-width: 820px)').matches && board.contains(part)) {
      let row: Element = part instanceof SVGElement ? (part.ownerSVGElement ?? part) : part;
      const wide = board.getBoundingClientRect().width * 0.8;
      while (row.parentElement !== null && row.parentElement !== board && row.getBoundingClientRect().width < wide) row = row.parentElement;
      row.after(choice);
    }
    const seen = part.getBoundingClientRect();
    const shown = choice.getBoundingClientRect();
    const below = shown.bottom - window.innerHeight + 8;
    if (below > 0) window.scrollBy({ top: Math.min(below, Math.max(0, seen.top - 8)) });
    else if (shown.top < 0) window.scrollBy({ top: shown.top - 8 });
  }

  /** Undo, with the reason when it is not open. */
  function controls(seat: Seat): HTMLElement {
    const check = server.canUndo(seat);
    const undo = button('Undo my last move', { class: 'secondary', id: 'undo', disabled: !check.ok, 'aria-describedby': 'undo-reason' }, () => {
      const refused = server.undo(seat);
      error = refused === null ? null : `${refused.code}: ${withNames(refused.message, names)}`;
      seenAt.set(seat, server.moveCount());
      step();
    });
    return h('div', { class: 'controls' }, undo, h('p', { id: 'undo-reason', class: 'hint' }, check.ok ? 'Takes back your last move and the bots\u2019 moves after it.' : `Undo: ${withNames(check.reason, names)}`));
  }

  step();
}
