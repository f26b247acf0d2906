/**
 * Nauticus's tiles as the table shows them: a coloured chip per tile (the coat of arms'
 * colour and symbol for masts and sails), and each ship of a shipyard drawn from bow to
 * stern with its masts, sails and loaded goods.
 */
import { isComplete, pieceName, type Emblem, type Good, type Piece, type Ship } from 'nautical-rules/nauticus';
import { el, svg } from '../dom.js';

/**
 * A small symbol per emblem (12×12), so coats of arms differ by shape as well as colour:
 * the whale, the ship's anchor, the wheel, a lozenge for the unnamed fourth (ruling N19),
 * the crown.
 */
const EMBLEM_PATH: Readonly<Record<Emblem, string>> = {
  whale: 'M1 7c2-3 6-3 8 0l2-2v4l-2-1c-2 2-6 2-8-1Z',
  anchor: 'M6 1v10 M3 4h6 M2 8c1 3 7 3 8 0 M6 1.5a1 1 0 1 0 .1 0',
  wheel: 'M6 1a5 5 0 1 0 .1 0 M6 1v10 M1 6h10 M2.5 2.5l7 7 M9.5 2.5l-7 7',
  fourth: 'M6 1 11 6 6 11 1 6Z',
  crown: 'M1 10h10L11 3 8.5 6 6 2 3.5 6 1 3Z',
};

/** The emblem a mast or sail carries, read off its name (`mast-whale` → `whale`). */
function emblemOf(piece: Piece): Emblem | null {
  const [kind, emblem] = piece.split('-') as [string, Emblem | undefined];
  return (kind === 'mast' || kind === 'sail') && emblem !== undefined ? emblem : null;
}

/** An emblem's symbol placed in another SVG at (x, y), `size` wide. */
export function emblemAt(emblem: Emblem, x: number, y: number, size: number): SVGElement {
  return svg('g', { transform: `translate(${x} ${y}) scale(${size / 12})`, class: `nauticus-emblem nauticus-emblem--${emblem}` },
    svg('title', {}, emblem === 'fourth' ? 'fourth coat of arms' : emblem),
    svg('path', { d: EMBLEM_PATH[emblem] }));
}

/** The colour classes of a tile: a coat of arms' colour for masts and sails, wood for hull parts, a colour per good. */
function kindClass(piece: Piece): string {
  const emblem = emblemOf(piece);
  if (emblem !== null) return `nauticus-piece--${piece.startsWith('mast') ? 'mast' : 'sail'} nauticus-arms--${emblem}`;
  if (piece === 'hull' || piece === 'bow' || piece === 'middle' || piece === 'stern') return 'nauticus-piece--hull';
  return `nauticus-piece--good nauticus-good--${piece}`;
}

/** A tile as a chip with its name (`whale mast`, `bow`, `salt`); `extra` is put after the name (a price, a count). */
export function pieceChip(piece: Piece, extra?: string | number): HTMLElement {
  const emblem = emblemOf(piece);
  const mark = emblem === null ? null : svg('svg', { viewBox: '0 0 12 12', width: 12, height: 12, 'aria-hidden': 'true' }, emblemAt(emblem, 0, 0, 12));
  const chip = el('span', `nauticus-piece ${kindClass(piece)}`, mark, el('span', '', pieceName(piece)), extra !== undefined && el('b', 'nauticus-piece-extra', extra));
  chip.title = pieceName(piece);
  return chip;
}

const PART_W = 44;
const DECK_Y = 46;

/** One hull tile's outline: the one-tile hull pointed at both ends, the bow at the front, the stern square at the back. */
function hullPath(part: string, x: number): string {
  const y0 = DECK_Y;
  const y1 = DECK_Y + 18;
  const r = x + PART_W;
  if (part === 'hull') return `M${x} ${y0}H${r}L${r - 8} ${y1}H${x + 8}Z`;
  if (part === 'bow') return `M${x} ${y0}H${r}V${y1}H${x + 10}Z`;
  if (part === 'stern') return `M${x} ${y0}H${r + 2}L${r - 4} ${y1}H${x}Z`;
  return `M${x} ${y0}H${r}V${y1}H${x}Z`;
}

const GOOD_INITIAL: Readonly<Record<Good, string>> = { coffee: 'C', grain: 'G', salt: 'S', fish: 'F' };

/** One ship from bow to stern: hull tiles, a mast on each of the first hull tiles, a sail on each of the first masts, the goods in the hold. */
export function shipPicture(ship: Ship, index: number): HTMLElement {
  const width = Math.max(1, ship.parts.length) * PART_W + 8;
  const parts: SVGElement[] = [];
  ship.parts.forEach((part, i) => {
    parts.push(svg('path', { d: hullPath(part, 4 + i * PART_W), class: 'nauticus-hull' }));
  });
  ship.masts.forEach((emblem, i) => {
    const x = 4 + i * PART_W + PART_W / 2;
    parts.push(svg('line', { x1: x, y1: DECK_Y, x2: x, y2: 6, class: `nauticus-mast nauticus-stroke--${emblem}` }));
    parts.push(emblemAt(emblem, x - 5, DECK_Y - 11, 10));
    const sail = ship.sails[i];
    if (sail !== undefined) {
      parts.push(svg('path', { d: `M${x + 2} 8 L${x + 17} ${DECK_Y - 8} H${x + 2}Z`, class: `nauticus-sail nauticus-fill--${sail}` }));
      parts.push(emblemAt(sail, x + 4, DECK_Y - 20, 8));
    }
  });
  ship.goods.forEach((good, i) => {
    // Boxes big enough for a 12 px letter: the picture is drawn at its own size, one unit a pixel.
    const x = 8 + i * 16;
    parts.push(svg('g', { class: `nauticus-cargo nauticus-good--${good}` },
      svg('title', {}, good),
      svg('rect', { x, y: DECK_Y + 2, width: 14, height: 14, rx: 2 }),
      svg('text', { x: x + 7, y: DECK_Y + 13.5, 'text-anchor': 'middle' }, GOOD_INITIAL[good])));
  });
  const complete = isComplete(ship);
  const describe = `${ship.parts.join(', ')}; masts: ${ship.masts.join(', ') || 'none'}; sails: ${ship.sails.join(', ') || 'none'}; goods: ${ship.goods.join(', ') || 'none'}`;
  return el('figure', `nauticus-ship${complete ? ' nauticus-ship--complete' : ''}`,
    svg('svg', { viewBox: `0 0 ${width} 68`, width, height: 68, role: 'img', 'aria-label': `Ship ${index + 1}: ${describe}` }, svg('title', {}, describe), ...parts),
    el('figcaption', '', `Ship ${index + 1}`, complete && el('span', 'nauticus-done', ' · complete')));
}
