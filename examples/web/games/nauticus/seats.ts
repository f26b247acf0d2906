/**
 * Each player's side of the table: score, coins and workers, crowns, the pass tiles and
 * the extra-action tile, the shipyard with its ships, the warehouse with its 12 spaces
 * and the goods delivered. Everything a player owns is open information, so every seat
 * and the spectator see the same; the viewer's own side is only marked as theirs.
 */
import { REWARD_NAME, TILE_NAME, type NauticusTable, type NauticusView, type Piece, type PlayerView } from 'nautical-rules/nauticus';
import { el, own, target } from '../dom.js';
import { pieceChip, shipPicture } from './pieces.js';

/** How the page calls seat `seat`. */
export function who(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** The three pass tiles, -3 on top: the ones flipped so far are turned over (their penalty no longer counts). */
function passTiles(flipped: number): HTMLElement {
  return el('span', 'nauticus-pass', ...[-3, -2, -1].map((points, i) =>
    el('span', `nauticus-pass-tile${i < flipped ? ' nauticus-pass-tile--flipped' : ''}`, i < flipped ? 'passed' : `${points}`)));
}

/**
 * The warehouse: its spaces in a grid, a mast over two, the free ones left empty. Four
 * columns, an even number, so that two-space masts and one-space tiles always pack.
 */
function warehouse(table: NauticusTable, p: PlayerView, seat: number): HTMLElement {
  const cells: HTMLElement[] = p.warehouse.map((piece: Piece, i) =>
    target(el('span', `nauticus-space${piece.startsWith('mast') ? ' nauticus-space--wide' : ''}`, pieceChip(piece)), `view.seats.${seat}.warehouse.${i}`));
  for (let i = 0; i < p.warehouseRoom; i++) cells.push(el('span', 'nauticus-space nauticus-space--free'));
  return target(el('div', 'nauticus-store',
    el('div', 'nauticus-sub', 'Warehouse', el('span', 'nauticus-muted', ` ${table.warehouseSpaces - p.warehouseRoom}/${table.warehouseSpaces} spaces used`)),
    el('div', 'nauticus-warehouse', ...cells)), `view.seats.${seat}.warehouse`);
}

/** A count with its noun, singular for one (« 1 crown », « 2 crowns »). */
function stat(noun: string, value: number, title: string): HTMLElement {
  const box = el('span', 'nauticus-stat', el('b', '', value), ` ${value === 1 ? noun : `${noun}s`}`);
  box.title = title;
  return box;
}

/** One player's side, with badges for the viewer, the start player and the seat to move. */
function seatPanel(table: NauticusTable, view: NauticusView, seat: number, viewer: number | null, names: readonly string[]): HTMLElement {
  const p = view.seats[seat];
  if (p === undefined) return el('section', 'nauticus-seat');
  const moving = view.active.includes(seat);
  const delivered = (Object.entries(p.delivered) as [Piece, number][]).filter(([, n]) => n > 0);
  const extra = p.extra === null ? 'unused' : `used (round ${p.extra.round}, ${TILE_NAME[p.extra.tile]})`;
  const side = el('section', `nauticus-seat${moving ? ' nauticus-seat--turn' : ''}${seat === viewer ? ' nauticus-seat--you' : ''}`,
    el('div', 'nauticus-seat-head',
      el('strong', 'nauticus-seat-name', who(names, seat)),
      seat === viewer && el('span', 'nauticus-tag nauticus-tag--you', 'you'),
      view.startPlayer === seat && el('span', 'nauticus-tag nauticus-tag--start', 'start player'),
      moving && el('span', 'nauticus-tag nauticus-tag--now', 'to move'),
      el('span', 'nauticus-score', el('b', '', p.score), ' pts')),
    el('div', 'nauticus-stats',
      stat('coin', p.coins, 'Coins'),
      stat('worker', p.workers, 'Workers in the player\u2019s supply'),
      stat('crown', p.crowns, 'Visible crowns: points per crown evaluation'),
      p.crownPoints > 0 && stat('crown point', p.crownPoints, 'Crown-evaluation points scored this round')),
    el('div', 'nauticus-row', el('span', 'nauticus-muted', 'Pass tiles'), passTiles(p.passFlipped),
      el('span', 'nauticus-muted', 'Extra action'), el('span', `nauticus-extra${p.extra === null ? '' : ' nauticus-extra--used'}`, extra)),
    target(el('div', 'nauticus-sub', 'Shipyard', p.ships.length === 0 && el('span', 'nauticus-muted', ' no ships yet'), el('span', 'nauticus-new-ship', ' (new ship)')), `view.seats.${seat}.ships`),
    p.ships.length > 0 && el('div', 'nauticus-yard', ...p.ships.map((ship, i) => target(el('div', 'nauticus-yard-slot', shipPicture(ship, i),
      ship.rewards.length > 0 && el('div', 'nauticus-muted', `rewards: ${ship.rewards.map((r) => REWARD_NAME[r]).join(', ')}`)), `view.seats.${seat}.ships.${i}`))),
    warehouse(table, p, seat),
    el('div', 'nauticus-row', el('span', 'nauticus-muted', 'Delivered'),
      delivered.length === 0 ? el('span', 'nauticus-muted', 'nothing yet') : el('span', 'nauticus-items', ...delivered.map(([good, n]) => pieceChip(good, `×${n}`)))));
  return seat === viewer ? own(side) : side;
}

/** Every player's side, in seat order, wrapping on a narrow screen. */
export function seatPanels(table: NauticusTable, view: NauticusView, viewer: number | null, names: readonly string[]): HTMLElement {
  return el('div', 'nauticus-seats', ...Array.from({ length: table.players }, (_, s) => seatPanel(table, view, s, viewer, names)));
}
