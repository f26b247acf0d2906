/**
 * The board: the eight positions around the turntable (« la roue »), each with its
 * start-player bonus, this round's action tile and, for a blue tile, what each of its
 * items costs there; in the middle the turntable with the blue workers of each section
 * and the anchor section.
 */
import { BONUS_NAME, TILE_NAME, type ActionTile, type NauticusTable, type NauticusView, type Piece } from 'nautical-rules/nauticus';
import { el, svg, target } from '../dom.js';
import { pieceChip } from './pieces.js';

/** Grid cell (row, column) of each position, clockwise from the top middle, so the positions ring the turntable. */
const CELL: readonly (readonly [number, number])[] = [[1, 2], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [2, 1], [1, 1]];

/** The anchor drawn on the turntable's anchor section and on the anchor tile. */
const ANCHOR_PATH = 'M0 -9v17 M-5 -4h10 M-8 3c2 7 14 7 16 0 M0 -9a2 2 0 1 0 .1 0';

/** One board position: this round's tile (played, chosen now, under the anchor tile), its bonus, its blue workers, its prices. */
function positionCell(table: NauticusTable, view: NauticusView, p: number): HTMLElement {
  const here = view.positions[p];
  const printed = table.board.positions[p];
  if (here === undefined || printed === undefined) return el('div', 'nauticus-pos');
  const [row, col] = CELL[p] ?? [1, 1];
  // The blue (paid) tiles are the ones the table lists items for.
  const sold: readonly Piece[] | undefined = (table.items as Partial<Record<ActionTile, readonly Piece[]>>)[here.tile];
  const blue = sold !== undefined;
  const classes = ['nauticus-pos', blue ? 'nauticus-pos--blue' : 'nauticus-pos--beige', here.flipped ? 'nauticus-pos--played' : '', view.selected === p ? 'nauticus-pos--selected' : ''];
  const items = (sold ?? []).map((piece, i) => pieceChip(piece, `${printed.prices[i] ?? '?'}`));
  const cell = target(el('div', classes.join(' '),
    el('div', 'nauticus-tile', el('span', 'nauticus-tile-name', TILE_NAME[here.tile]),
      here.flipped && el('span', 'nauticus-tag', 'played'),
      view.selected === p && el('span', 'nauticus-tag nauticus-tag--now', 'now'),
      view.anchor === p && el('span', 'nauticus-tag nauticus-tag--anchor', 'anchor tile')),
    el('div', 'nauticus-pos-line', el('span', 'nauticus-muted', 'Bonus'), BONUS_NAME[printed.bonus]),
    el('div', 'nauticus-pos-line', el('span', 'nauticus-muted', 'Blue workers'),
      here.blue === 0 ? '0' : el('span', 'nauticus-workers', ...Array.from({ length: here.blue }, () => el('i', 'nauticus-worker nauticus-worker--blue')))),
    items.length > 0 && el('div', 'nauticus-items', ...items)), `view.positions.${p}`);
  cell.style.gridRow = String(row);
  cell.style.gridColumn = String(col);
  return cell;
}

/** The turntable: eight sections facing the eight positions, blue workers on each, the anchor on the section with none. */
function turntable(view: NauticusView): SVGElement {
  const parts: SVGElement[] = [svg('circle', { cx: 0, cy: 0, r: 58, class: 'nauticus-wheel' })];
  for (let p = 0; p < 8; p++) {
    // Position p faces the direction of its grid cell: straight up for 0, then every 45° clockwise.
    const angle = ((p * 45 - 90) * Math.PI) / 180;
    const edge = angle + Math.PI / 8;
    parts.push(svg('line', { x1: 0, y1: 0, x2: 58 * Math.cos(edge), y2: 58 * Math.sin(edge), class: 'nauticus-spoke' }));
    const x = 38 * Math.cos(angle);
    const y = 38 * Math.sin(angle);
    if (p === view.rotation) {
      parts.push(svg('path', { d: ANCHOR_PATH, transform: `translate(${x} ${y})`, class: 'nauticus-anchor' }));
      continue;
    }
    const blue = view.positions[p]?.blue ?? 0;
    for (let w = 0; w < blue; w++) {
      parts.push(svg('rect', { x: x - 4 + (w - (blue - 1) / 2) * 9, y: y - 4, width: 8, height: 8, rx: 1.5, class: 'nauticus-blue-cube' }));
    }
  }
  parts.push(svg('circle', { cx: 0, cy: 0, r: 16, class: 'nauticus-hub' }));
  parts.push(svg('text', { x: 0, y: 4, 'text-anchor': 'middle', class: 'nauticus-hub-text' }, `${view.round}`));
  return svg('svg', { viewBox: '-62 -62 124 124', class: 'nauticus-turntable', role: 'img', 'aria-label': `Turntable, round ${view.round}; the anchor section faces position ${view.rotation + 1}` }, ...parts);
}

/** The whole board: positions around the turntable, in a box that scrolls by itself if the screen is too narrow. */
export function boardPicture(table: NauticusTable, view: NauticusView): HTMLElement {
  const centre = el('div', 'nauticus-centre', turntable(view), el('div', 'nauticus-muted', `Round ${view.round} of ${table.rounds}`));
  centre.style.gridRow = '2';
  centre.style.gridColumn = '2';
  return el('div', 'nauticus-board-box',
    el('div', 'nauticus-board', centre, ...Array.from({ length: 8 }, (_, p) => positionCell(table, view, p))),
    el('p', 'nauticus-legend', 'Blue tiles sell four items: the number after each is its printed price at that position. ',
      'Each player who performs the action there may use the turntable\u2019s blue workers facing it. ',
      table.board.provenance.kind !== 'printed' && `Board values: ${table.board.provenance.kind}.`));
}
