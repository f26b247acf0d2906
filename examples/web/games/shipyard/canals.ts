/**
 * Canal cards as SVG tiles, alone (the canal display) or laid out as a player's canal
 * system on its grid with the boat. The data gives each card's squares, which squares
 * link, and which square meets which edge (`ports`); where the other squares sit on the
 * card is not data, so they are spread between the squares they link (a drawing, not a
 * measurement).
 */
import type { Boat, CanalCard, CanalIcon, Edge, PlacedCanal, ShipyardTable } from 'nautical-rules/shipyard';
import { el, sideways, svg, target } from '../dom.js';

/** Side of one canal card in SVG units. */
const U = 60;
/** Drawn size of a card in CSS pixels: the squares' letters stay legible. */
const PX = 84;
type Point = readonly [number, number];

const PORT_AT: Readonly<Record<Edge, Point>> = { north: [0.5, 0.14], east: [0.86, 0.5], south: [0.5, 0.86], west: [0.14, 0.5] };
const EDGE_AT: Readonly<Record<Edge, Point>> = { north: [0.5, 0], east: [1, 0.5], south: [0.5, 1], west: [0, 0.5] };
const OPPOSITE: Readonly<Record<Edge, Edge>> = { north: 'south', east: 'west', south: 'north', west: 'east' };

/** What the icon of a square looks like: letter and colour (full name in the tooltip). */
const ICON: Readonly<Record<CanalIcon, readonly [string, string]>> = {
  none: ['', '#d8ecf7'],
  military: ['M', '#b33a3a'],
  commerce: ['C', '#c49a18'],
  lantern: ['La', '#e07b1a'],
  lifeboat: ['Lb', '#2f8f5b'],
  buoy: ['Bu', '#c2185b'],
  riband: ['★', '#1f4fa8'],
};
const ICON_NAME: Readonly<Record<CanalIcon, string>> = {
  none: 'open water',
  military: 'military official',
  commerce: 'commerce official',
  lantern: 'lantern inspector',
  lifeboat: 'lifeboat inspector',
  buoy: 'buoy inspector',
  riband: 'Blue Riband',
};

/** Square positions inside a card (0-1): ports near their edges, the rest relaxed between neighbours. */
function layout(card: CanalCard, turned: boolean): Point[] {
  const fixed = new Map<number, Point>();
  for (const [edge, sq] of Object.entries(card.ports) as [Edge, number | null][]) {
    if (sq !== null) fixed.set(sq, PORT_AT[turned ? OPPOSITE[edge] : edge]);
  }
  const pos: Point[] = card.squares.map((_, i) => fixed.get(i) ?? [0.5, 0.5]);
  // A few rounds of averaging put free squares evenly along the links between fixed ones.
  for (let round = 0; round < 30; round++) {
    card.squares.forEach((_, i) => {
      if (fixed.has(i)) return;
      const near = card.links.filter(([a, b]) => a === i || b === i).map(([a, b]) => pos[a === i ? b : a] ?? [0.5, 0.5]);
      if (near.length > 0) pos[i] = [near.reduce((s, p) => s + p[0], 0) / near.length, near.reduce((s, p) => s + p[1], 0) / near.length];
    });
  }
  return pos;
}

/** One card's water and squares, drawn at (ox, oy); `boat` marks the boat's square. */
function tile(card: CanalCard, turned: boolean, ox: number, oy: number, boatSquare: number | null, colour: string): SVGElement {
  const g = svg('g', { transform: `translate(${ox},${oy})` });
  g.append(svg('rect', { x: 1, y: 1, width: U - 2, height: U - 2, rx: 4, class: 'shipyard-canal-land' }));
  const pos = layout(card, turned);
  const at = (p: Point): Point => [p[0] * U, p[1] * U];
  for (const [edge, sq] of Object.entries(card.ports) as [Edge, number | null][]) {
    if (sq === null) continue;
    const [x1, y1] = at(EDGE_AT[turned ? OPPOSITE[edge] : edge]);
    const [x2, y2] = at(pos[sq] ?? [0.5, 0.5]);
    g.append(svg('line', { x1, y1, x2, y2, class: 'shipyard-canal-water' }));
  }
  for (const [a, b] of card.links) {
    const [x1, y1] = at(pos[a] ?? [0.5, 0.5]);
    const [x2, y2] = at(pos[b] ?? [0.5, 0.5]);
    g.append(svg('line', { x1, y1, x2, y2, class: 'shipyard-canal-water' }));
  }
  card.squares.forEach((icon, i) => {
    const [x, y] = at(pos[i] ?? [0.5, 0.5]);
    const [letter, fill] = ICON[icon];
    const sq = svg('g', {}, svg('title', {}, ICON_NAME[icon]), svg('circle', { cx: x, cy: y, r: 8, fill, class: 'shipyard-canal-square' }));
    if (letter !== '') sq.append(svg('text', { x, y: y + 3.2, class: 'shipyard-canal-icon' }, letter));
    g.append(sq);
    // The boat sits just below its square so the square's icon stays readable.
    if (boatSquare === i) g.append(svg('path', { d: `M${x - 9},${y + 6} h18 l-4,7 h-10 z`, fill: colour, class: 'shipyard-boat' }, svg('title', {}, 'the boat')));
  });
  return g;
}

/** A canal card alone (the canal display, a canal being placed). */
export function canalTile(table: ShipyardTable, index: number): HTMLElement {
  const card = table.components.canals.cards[index];
  const box = el('div', 'shipyard-canal-card');
  if (card !== undefined) box.append(svg('svg', { viewBox: `0 0 ${U} ${U}`, width: PX, height: PX, role: 'img' }, svg('title', {}, `A canal card: ${card.squares.filter((s) => s !== 'none').join(', ') || 'no icons'}`), tile(card, false, 0, 0, null, '')));
  return box;
}

/** The free spots of a grid next to its canals, by row, then column. */
function freeSpots(canals: readonly PlacedCanal[]): Point[] {
  const taken = new Set(canals.map((c) => `${c.x},${c.y}`));
  const found = new Map<string, Point>();
  for (const c of canals) {
    for (const [dx, dy] of [[0, -1], [-1, 0], [1, 0], [0, 1]] as const) {
      const key = `${c.x + dx},${c.y + dy}`;
      if (!taken.has(key) && !found.has(key)) found.set(key, [c.x + dx, c.y + dy]);
    }
  }
  return [...found.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** An empty spot of the grid drawn at (ox, oy), tagged as `space.canal.<x>.<y>` for the canal moves that lay a card there. */
function spot(x: number, y: number, ox: number, oy: number): SVGElement {
  return target(
    svg(
      'g',
      { class: 'shipyard-canal-spot' },
      svg('title', {}, `free spot ${x}, ${y}`),
      svg('rect', { x: ox + 3, y: oy + 3, width: U - 6, height: U - 6, rx: 6, class: 'shipyard-canal-spot-box' }),
      svg('text', { x: ox + U / 2, y: oy + U / 2 + 3.5, class: 'shipyard-canal-spot-text' }, 'free'),
    ),
    `space.canal.${x}.${y}`,
  );
}

/**
 * A player's canal system on its grid, with the boat in the seat's colour; scrolls when
 * wide. While the player lays a canal (`laying`), the free spots next to the system are
 * drawn too, so that the page can make those where the card fits clickable.
 */
export function canalSystem(table: ShipyardTable, canals: readonly PlacedCanal[], boat: Boat | null, colour: string, laying = false): HTMLElement {
  const wrap = sideways('shipyard-scroll', 'Canal system');
  if (canals.length === 0) return el('div', 'shipyard-muted', 'no canal yet');
  const spots = laying ? freeSpots(canals) : [];
  const xs = [...canals.map((c) => c.x), ...spots.map((p) => p[0])];
  const ys = [...canals.map((c) => c.y), ...spots.map((p) => p[1])];
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = (Math.max(...xs) - minX + 1) * U;
  const h = (Math.max(...ys) - minY + 1) * U;
  const root = svg('svg', { viewBox: `0 0 ${w} ${h}`, width: (w / U) * PX, height: (h / U) * PX, role: 'img', class: 'shipyard-canals' }, svg('title', {}, 'canal system'));
  for (const c of canals) {
    const card = table.components.canals.cards[c.card];
    if (card === undefined) continue;
    root.append(tile(card, c.turned, (c.x - minX) * U, (c.y - minY) * U, boat !== null && boat.canal === c.card ? boat.square : null, colour));
  }
  for (const [x, y] of spots) root.append(spot(x, y, (x - minX) * U, (y - minY) * U));
  wrap.append(root);
  return wrap;
}

/** What the letters on the canal squares mean, for touch screens where no tooltip shows. */
export function canalLegend(): HTMLElement {
  const keys = (Object.keys(ICON) as CanalIcon[]).filter((icon) => icon !== 'none');
  return el('details', 'shipyard-legend',
    el('summary', '', 'What the canal squares show'),
    el('ul', '', ...keys.map((icon) => el('li', '', el('b', '', ICON[icon][0]), `: ${ICON_NAME[icon]}`))));
}
