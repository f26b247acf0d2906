/**
 * One player's Harbor board: the quay walls with their bollards and the Docks with the
 * Ships in them, the Loading docks with the Contracts, the 12 Building and Storage spaces
 * (Cover cards, Buildings, goods), the money, Bank and Prestige, and the Influence cards.
 * The view lists a harbour's Buildings but not which space each stands on, so they are
 * drawn on its first open spaces.
 */
import { RANK_NAMES, type BremerhavenTable, type BremerhavenView, type HarborView } from 'nautical-rules/bremerhaven';
import { buildingCard, contractCard, goods, goodsRow, nameOf, seatColour, shipCard, token } from './cards.js';
import { el, tip, own, target } from '../dom.js';

/** Three bollard places per quay wall: filled ones dark. */
function wall(n: number, index: number, seat: number): HTMLElement {
  const w = target(tip(el('div', 'bremerhaven-wall', el('span', 'bremerhaven-muted', `wall ${index + 1}`)), `${n} bollard${n === 1 ? '' : 's'} on quay wall ${index + 1}`), `view.harbors.${seat}.walls.${index}`);
  for (let i = 0; i < 3; i++) w.append(el('span', `bremerhaven-bollard${i < n ? ' bremerhaven-bollard-on' : ''}`));
  return w;
}

/** The quay: walls and Docks top to bottom; a Dock's berth is the lower of its two walls. */
function quay(table: BremerhavenTable, h: HarborView, seat: number): HTMLElement {
  const q = el('div', 'bremerhaven-quay');
  h.walls.forEach((n, i) => {
    q.append(wall(n, i, seat));
    if (i >= h.docks.length) return;
    const d = h.docks[i] ?? null;
    const berth = Math.min(n, h.walls[i + 1] ?? 0);
    q.append(target(
      d === null
        ? el('div', 'bremerhaven-dock bremerhaven-empty', `Dock ${i + 1}: empty, berth ${berth}`)
        : el('div', 'bremerhaven-dock', el('div', 'bremerhaven-muted', `Dock ${i + 1} · ${d.timers} round${d.timers === 1 ? '' : 's'} left · `, d.count > 0 ? goods(d.cargo, d.count) : 'unloaded', d.count > 0 ? ' aboard' : null), shipCard(table, d.card)),
      `view.harbors.${seat}.docks.${i}`,
    ));
  });
  return q;
}

/** The Loading docks, left to right; one is closed while the space below it is covered. */
function loadingDocks(table: BremerhavenTable, h: HarborView, seat: number): HTMLElement {
  const row = el('div', 'bremerhaven-loading');
  h.loadingDocks.forEach((c, i) => {
    const closed = h.covered[i] === true;
    const box = target(el('div', `bremerhaven-loading-dock${closed ? ' bremerhaven-closed' : ''}`, el('div', 'bremerhaven-muted', `Loading dock ${i + 1}${closed ? ' (closed)' : ''}`)), `view.harbors.${seat}.loadingDocks.${i}`);
    if (c === null) box.append(el('div', 'bremerhaven-empty', 'empty'));
    else box.append(contractCard(table, c.card), el('div', 'bremerhaven-muted', `${c.timers} round${c.timers === 1 ? '' : 's'} left · delivered:`), goodsRow(c.delivered, 'nothing yet'));
    row.append(box);
  });
  return row;
}

/** The 3 × 4 Building and Storage spaces: Cover cards with their price, Buildings, storage. */
function spaces(table: BremerhavenTable, h: HarborView, seat: number): HTMLElement {
  const grid = el('div', 'bremerhaven-grid');
  let built = 0;
  h.covered.forEach((covered, i) => {
    const row = Math.floor(i / 4);
    const col = i % 4;
    if (covered) {
      const cost = table.board.coverCosts[row]?.[col - 2];
      grid.append(target(el('div', 'bremerhaven-cell bremerhaven-cover', 'Cover', cost === undefined ? null : el('div', '', `${cost} money`)), `view.harbors.${seat}.covered.${i}`));
      return;
    }
    const id = h.buildings[built];
    built++;
    grid.append(id === undefined ? el('div', 'bremerhaven-cell bremerhaven-open', 'storage') : target(el('div', 'bremerhaven-cell', buildingCard(table, id)), `view.harbors.${seat}.buildings.${built - 1}`));
  });
  return grid;
}

/** Storage room: open spaces without a Building plus what storage Buildings add (crates pair up). */
function storage(table: BremerhavenTable, h: HarborView): HTMLElement {
  const open = h.covered.filter((c) => !c).length - h.buildings.length;
  const extra = h.buildings.reduce((n, id) => n + (table.buildings[id]?.storage ?? 0), 0);
  const used = h.storage.barrel + h.storage.container + h.storage.passenger + Math.ceil(h.storage.crate / 2);
  return el('div', 'bremerhaven-line', el('span', 'bremerhaven-label', 'Storage'), goodsRow(h.storage, 'no goods'), el('span', 'bremerhaven-muted', ` ${used} of ${open + extra} spaces used`));
}

/** The Influence cards: the owner's hand face up; for the others how many, and the numbers they own. */
function influence(h: HarborView, mine: boolean): HTMLElement {
  const cards = (values: readonly number[], cls: string): HTMLElement[] => values.map((v) => el('span', `bremerhaven-influence ${cls}`, String(v)));
  const box = el('div', 'bremerhaven-row');
  if (h.hand !== null) box.append(el('span', 'bremerhaven-label', mine ? 'Your hand' : 'Hand'), ...(h.hand.length === 0 ? [el('span', '', 'empty')] : cards(h.hand, 'bremerhaven-hand')));
  else box.append(el('span', 'bremerhaven-label', 'Hand'), el('span', '', `${h.handSize} card${h.handSize === 1 ? '' : 's'}`));
  box.append(el('span', 'bremerhaven-muted', ` · plays with ${h.owned.join(', ') || 'none'} · supply ${h.supply.join(', ') || 'empty'}${h.boxed.length > 0 ? ` · boxed ${h.boxed.join(', ')}` : ''}`));
  return box;
}

/** One player's harbour; the viewer's own is marked "yours". */
export function harbor(table: BremerhavenTable, view: BremerhavenView, seat: number, viewer: number | null, names: readonly string[]): HTMLElement {
  const h = view.harbors[seat] as HarborView;
  const mine = seat === viewer;
  const rank = view.ranks.indexOf(seat);
  const side = el('section', `bremerhaven-harbor${mine ? ' bremerhaven-mine' : ''}`);
  side.style.borderColor = seatColour(seat);
  const head = el(
    'div',
    `bremerhaven-harbor-head${view.active.includes(seat) ? ' bremerhaven-active' : ''}`,
    token(seat, names),
    el('b', '', nameOf(seat, names)),
    rank >= 0 ? el('span', 'bremerhaven-rank', RANK_NAMES[rank] ?? '') : null,
    mine ? el('span', 'bremerhaven-yours', 'yours') : null,
    view.active.includes(seat) && view.phase !== 'over' ? el('span', 'bremerhaven-turn', 'to move') : null,
    el('span', 'bremerhaven-spacer'),
    el('span', 'bremerhaven-stat', `${h.money} money`),
    h.bank > 0 ? el('span', 'bremerhaven-stat', `Bank ${h.bank}`) : null,
    el('span', 'bremerhaven-stat', `Prestige ${h.prestige}`, h.prestigeLost > 0 ? el('span', 'bremerhaven-muted', ` (${h.prestigeLost} lost)`) : null),
    tip(el('span', 'bremerhaven-stat bremerhaven-score', `= ${view.scores[seat] ?? 0}`), 'money × prestige'),
  );
  side.append(head, influence(h, mine));
  if (h.progress.startingGoods > 0) side.append(el('div', 'bremerhaven-warn', `${h.progress.startingGoods} starting good${h.progress.startingGoods === 1 ? '' : 's'} to take`));
  side.append(el('div', 'bremerhaven-harbor-board', quay(table, h, seat), el('div', 'bremerhaven-yard', loadingDocks(table, h, seat), spaces(table, h, seat))), storage(table, h));
  if (h.gained.length > 0) side.append(el('div', 'bremerhaven-line', el('span', 'bremerhaven-label', 'Won, not built'), el('div', 'bremerhaven-row', ...h.gained.map((id, i) => target(buildingCard(table, id), `view.harbors.${seat}.gained.${i}`)))));
  return mine ? own(side) : side;
}
