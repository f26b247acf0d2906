/**
 * Where the game stands: the round, the action phase and who moves; the action under
 * way with what its items cost now; the phases played this round; the general supply;
 * the final tally once the game is over.
 */
import { TILE_NAME, type NauticusTable, type NauticusView, type Piece } from 'nautical-rules/nauticus';
import { el, sideways, target } from '../dom.js';
import { pieceChip } from './pieces.js';
import { who } from './seats.js';

const STEP: Readonly<Record<NauticusView['step'], string>> = {
  select: 'the start player chooses an action',
  bonus: 'the start player chooses his bonus tile',
  turn: 'players perform the action in turn',
  over: 'game over',
};

/** The banner on top: round, phase, what the game waits for, who moves. */
export function statusBar(table: NauticusTable, view: NauticusView, names: readonly string[]): HTMLElement {
  const movers = view.active.map((s) => who(names, s)).join(', ');
  const over = view.step === 'over';
  return el('div', `nauticus-status${over ? ' nauticus-status--over' : ''}`,
    el('strong', '', over ? 'Game over' : `Round ${view.round} of ${table.rounds} · action phase ${view.phase} of 7`),
    !over && el('span', '', STEP[view.step]),
    movers !== '' && el('span', 'nauticus-tag nauticus-tag--now', `to move: ${movers}`),
    !over && el('span', '', `Start player: ${who(names, view.startPlayer)}`),
    view.queue.length > 0 && el('span', '', `then: ${view.queue.map((s) => who(names, s)).join(', ')}`));
}

/** The action being carried out: the tile, the blue workers left, what each item costs now, what was bought, rewards still due. */
function actionBox(view: NauticusView, names: readonly string[]): HTMLElement | null {
  const a = view.action;
  const turn = view.turn;
  if (a === null && turn === null) return null;
  return el('div', 'nauticus-box nauticus-box--action',
    el('strong', '', turn === null ? 'Action' : `${who(names, turn.player)}\u2019s turn`),
    a !== null && el('span', '', `${a.source === 'extra' ? 'Extra action' : 'Action'}: `, el('b', '', TILE_NAME[a.tile])),
    a !== null && el('span', 'nauticus-muted', `${a.blue} blue worker${a.blue === 1 ? '' : 's'} left · ${a.uses} use${a.uses === 1 ? '' : 's'} so far`),
    view.prices.length > 0 && el('div', 'nauticus-items', el('span', 'nauticus-muted', 'Prices now:'), ...view.prices.map((p, i) => target(pieceChip(p.piece, `${p.coins}`), `view.prices.${i}`))),
    a !== null && a.bought.length > 0 && el('div', 'nauticus-items', el('span', 'nauticus-muted', 'Bought:'), ...a.bought.map((p) => pieceChip(p))),
    a !== null && a.free === 'pending' && el('span', 'nauticus-tag nauticus-tag--now', 'all four bought: choose a free tile'),
    a !== null && a.crownPoints > 0 && el('span', '', `${a.crownPoints} crown points`),
    turn?.rewards != null && el('span', 'nauticus-tag nauticus-tag--now', `ship ${turn.rewards.ship + 1} complete: ${turn.rewards.remaining} reward${turn.rewards.remaining === 1 ? '' : 's'} to choose`),
    turn !== null && turn.main === 'passed' && el('span', 'nauticus-muted', 'passed the phase\u2019s action'));
}

/** The action phases of this round so far. */
function phasesBox(view: NauticusView, names: readonly string[]): HTMLElement | null {
  if (view.phases.length === 0) return null;
  return el('div', 'nauticus-box',
    el('strong', '', 'This round'),
    el('ol', 'nauticus-phases', ...view.phases.map((r) =>
      el('li', '', `${TILE_NAME[r.tile]} `, el('span', 'nauticus-muted', `chosen by ${who(names, r.startPlayer)}, ${r.blue} blue`)))));
}

/** What is left in the general supply (tiles are limited, coins and workers are not). */
function stockBox(table: NauticusTable, view: NauticusView): HTMLElement {
  const pieces = Object.keys(table.box) as Piece[];
  return el('details', 'nauticus-box nauticus-stock',
    el('summary', '', 'Supply'),
    el('div', 'nauticus-items', ...pieces.map((p) => target(pieceChip(p, `${view.stock[p]}`), `view.stock.${p}`))));
}

/** The round's boxes, side by side, wrapping. */
export function roundBoxes(table: NauticusTable, view: NauticusView, names: readonly string[]): HTMLElement {
  return el('div', 'nauticus-boxes', actionBox(view, names), phasesBox(view, names), stockBox(table, view));
}

/** The final tally once the game is over: track, goods, ships, coin points, total. */
export function finalTally(table: NauticusTable, view: NauticusView, names: readonly string[]): HTMLElement | null {
  if (view.final === null) return null;
  const columns: readonly [string, (i: number) => string | number][] = [
    ['Score track', (i) => view.final?.[i]?.track ?? ''],
    ['Goods', (i) => view.final?.[i]?.goods ?? ''],
    ['Ships', (i) => view.final?.[i]?.ships ?? ''],
    ['Coins (incl. leftovers)', (i) => view.final?.[i]?.coins ?? ''],
    ['Coin points', (i) => view.final?.[i]?.coinPoints ?? ''],
    ['Total', (i) => view.final?.[i]?.total ?? ''],
  ];
  return el('div', 'nauticus-final',
    el('strong', '', 'Final tally'),
    sideways('nauticus-scroll', 'Final tally', el('table', '',
      el('thead', '', el('tr', '', el('th', '', ''), ...columns.map(([h]) => el('th', '', h)))),
      el('tbody', '', ...Array.from({ length: table.players }, (_, s) =>
        el('tr', '', el('th', '', who(names, s)), ...columns.map(([, f]) => el('td', '', f(s)))))))));
}
