/**
 * The table screen and its turn order: whose screen it is, when to hand over, when the
 * bots move. It reads only what the "server" (table/server.ts) gives a seat: the table,
 * that seat's view and log, the moves listed from them, refusals, and the final result.
 */
import type { BaseMove, Seat } from 'nautical-rules';
import { DRAWINGS } from '../games/index.js';
import { botMove, botsFor } from '../table/bots.js';
import { openTable, type TableServer } from '../table/server.js';
import { seatNames, type TableSetup } from '../table/setup.js';
import { button, h, injectCss } from './dom.js';
import { moveControls } from './moves.js';
import { handOver, logList, rankingBox } from './panels.js';

const KIND_WORDS = { human: 'person', ismcts: 'search bot', random: 'random bot' } as const;

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
  const server: TableServer = opened;
  const drawing = DRAWINGS[game.id];
  if (drawing !== undefined) injectCss(game.id, drawing.css);

  /** Whose private information is on the screen: the human sitting at it, or nobody (a spectator's view). */
  let owner: Seat | null = humans.length === 1 ? humans[0]! : null;
  let error: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function step(): void {
    clearTimeout(timer);
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
      timer = setTimeout(() => moveBot(bot), setup.botDelay);
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
  }

  function moveBot(seat: Seat): void {
    try {
      const move = botMove(bots[seat]!, game, server.table, server.view(seat), seat);
      const refused = server.send(seat, move);
      if (refused !== null) throw new Error(`${refused.code}: ${refused.message}`);
    } catch (e) {
      error = `The bot in seat ${seat} failed: ${(e as Error).message}`;
      stopped = true;
      render(null);
      return;
    }
    step();
  }

  function send(move: BaseMove): void {
    if (owner === null) return;
    const refused = server.send(owner, move);
    error = refused === null ? null : `${refused.code}: ${refused.message}`;
    if (refused === null) step();
    else render(null);
  }

  function render(thinking: Seat | null): void {
    const over = server.isOver();
    const view = server.view(owner);
    const mine = owner !== null && !over && thinking === null && server.waiting().includes(owner);
    const who = owner === null ? 'Everyone' : names[owner]!;
    const status = over ? 'Game over' : thinking !== null ? `${names[thinking]} is thinking\u2026` : mine ? (humans.length === 1 ? 'Your move' : `${who}, your move`) : 'Waiting';

    const board = h('div', { class: 'drawing', tabindex: 0, role: 'region', 'aria-label': `${game.title}, as ${who} sees it` });
    try {
      board.append(drawing === undefined ? h('pre', {}, JSON.stringify(view, null, 1)) : drawing.draw(server.table, view, owner, names));
    } catch (e) {
      board.append(h('p', { class: 'error' }, `The drawing failed: ${(e as Error).message}`));
    }

    const side = h('aside', { class: 'side' }, h('h2', { id: 'status', 'aria-live': 'polite' }, status));
    if (mine) side.append(moveControls(game, server.table, view, send));
    if (owner !== null && !over) side.append(controls(owner));
    side.append(h('p', { id: 'error', class: 'error', role: 'alert' }, error ?? ''));
    const result = server.result();
    if (result !== null) side.append(h('div', { id: 'result' }, rankingBox(result, names, humans)));
    side.append(h('h3', {}, owner === null ? 'What everyone saw' : who === 'You' ? 'Your log' : `${who}\u2019s log`), logList(server.log(owner)));

    const notices = server.notices();
    root.replaceChildren(
      h(
        'header',
        { class: 'bar' },
        h('h1', { id: 'title' }, `${setup.choice.label} \u2014 seed ${setup.seed}`),
        button('New game', { class: 'secondary', id: 'new-game' }, () => {
          stopped = true;
          clearTimeout(timer);
          newGame();
        }),
      ),
      h('p', { id: 'data', class: 'notice' }, notices.join(' ')),
      h(
        'ul',
        { class: 'seats', 'aria-label': 'Seats' },
        ...setup.seats.map((kind, s) =>
          h('li', { class: server.waiting().includes(s) ? 'seat active' : 'seat' }, h('span', { class: 'kind' }, `Seat ${s}: `), `${names[s]} `, h('span', { class: 'kind' }, `(${KIND_WORDS[kind]})`)),
        ),
      ),
      h('div', { class: 'cols' }, h('section', { class: 'board', 'aria-label': 'The table' }, board), side),
    );
  }

  /** Undo (with the reason when it is not open) and a button that shows what a refusal looks like. */
  function controls(seat: Seat): HTMLElement {
    const check = server.canUndo(seat);
    const undo = button('Undo my last move', { class: 'secondary', id: 'undo', disabled: !check.ok, 'aria-describedby': 'undo-reason' }, () => {
      const refused = server.undo(seat);
      error = refused === null ? null : `${refused.code}: ${refused.message}`;
      step();
    });
    // A move for another seat: the server refuses it, and the page shows the refusal in words.
    const illegal = button('Try an illegal move', { class: 'secondary illegal' }, () => send({ type: 'pass', player: seat === 0 ? 1 : 0 }));
    return h('div', { class: 'controls' }, undo, illegal, h('p', { id: 'undo-reason', class: 'hint' }, check.ok ? 'Takes back your last move and the bots\u2019 moves after it.' : `Undo: ${check.reason}`));
  }

  step();
}
