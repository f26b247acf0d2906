/**
 * The circle of twelve islands (« les îles »), clockwise from Hochland at the top: what
 * each island buys, its majority points and the points in the ship's shadow; where the
 * merchant ship lies, where it came from, the islands that buy this round, the two
 * destination cards and the pirate ship.
 */
import type { MeutererTable, MeutererView } from 'nautical-rules/meuterer';
import { el, svg } from '../dom.js';
import { symbolAt } from './cards.js';

const SIZE = 440;
const MID = SIZE / 2;
// Islands as large as the ring allows (twelve of them nearly touch), so that the text on them, kept at 12 px
// on screen however small the picture is drawn (the page sees to it), has the most room.
const RING = 166;
const ISLAND = 40;

/** Where island `i` of `n` lies: clockwise, the first at the top. */
function at(i: number, n: number, radius: number): readonly [number, number] {
  const angle = ((i / n) * 360 - 90) * (Math.PI / 180);
  return [MID + radius * Math.cos(angle), MID + radius * Math.sin(angle)];
}

/** A ship seen from the side, centred on (x, y): the merchant ship, or the black pirate ship. */
function ship(x: number, y: number, kind: 'merchant' | 'previous' | 'pirate', title: string): SVGElement {
  return svg('g', { transform: `translate(${x} ${y})`, class: `meuterer-ship meuterer-ship--${kind}` },
    svg('title', {}, title),
    svg('path', { d: 'M-16 2h32l-6 9h-20Z' }),
    svg('path', { d: 'M-1 2v-19 M-1 -17 11 -2H-1 M-3 -15 -13 -1h10', class: 'meuterer-ship-rig' }));
}

/** A destination card placed on an island's outer side: « C » for the captain's, « M » for the mutineer's. */
function destination(x: number, y: number, letter: string, title: string): SVGElement {
  return svg('g', { transform: `translate(${x} ${y})`, class: `meuterer-dest meuterer-dest--${letter}` },
    svg('title', {}, title),
    svg('rect', { x: -9, y: -11, width: 18, height: 22, rx: 3 }),
    svg('text', { y: 4.5, 'text-anchor': 'middle' }, letter));
}

/** The island names as printed, broken over two lines where they have two words. */
function nameLines(name: string, x: number, y: number): SVGElement {
  const words = name.split(' ');
  const lines = words.length > 1 ? [words.slice(0, -1).join(' '), words[words.length - 1] as string] : [name];
  return svg('text', { x, y: y - (lines.length - 1) * 6, 'text-anchor': 'middle', class: 'meuterer-island-name' },
    ...lines.map((line, i) => svg('tspan', { x, dy: i === 0 ? 0 : 12 }, line)));
}

/** The island circle as an SVG that scales to its box, with a legend of its numbers underneath. */
export function islandCircle(table: MeutererTable, view: MeutererView): HTMLElement {
  const n = table.islands.length;
  const layer: SVGElement[] = [];
  // The sea route between neighbouring islands, drawn first so the islands lie on it.
  layer.push(svg('circle', { cx: MID, cy: MID, r: RING, class: 'meuterer-route' }));
  table.islands.forEach((island, i) => {
    const [x, y] = at(i, n, RING);
    const active = view.activeIslands.includes(i);
    const classes = ['meuterer-island', active ? 'meuterer-island--active' : '', view.saleIsland === i ? 'meuterer-island--sale' : ''].join(' ');
    const sells = island.sells === 'any' ? 'any good' : island.sells;
    layer.push(svg('g', { class: classes, 'data-target': `table.islands.${i}` },
      svg('title', {}, `${island.name}: buys ${sells}; most goods ${island.majority.join(' / ')} points; destination ${island.destination} points${active ? '; buys goods this round' : ''}`),
      svg('circle', { cx: x, cy: y, r: ISLAND, class: `meuterer-island-disc meuterer-fill--${island.sells}` }),
      nameLines(island.name, x, y - 15),
      symbolAt(island.sells, x - 10, y + 5, 15),
      // The points in the ship's shadow (destination), then the majority points.
      svg('circle', { cx: x + 9, cy: y + 5, r: 8, class: 'meuterer-shadow' }),
      svg('text', { x: x + 9, y: y + 8.5, 'text-anchor': 'middle', class: 'meuterer-shadow-text' }, island.destination),
      svg('text', { x, y: y + 25, 'text-anchor': 'middle', class: 'meuterer-majority' }, island.majority.join('·'))));
  });
  const name = (i: number | null): string => (i === null ? '?' : (table.islands[i]?.name ?? `island ${i}`));
  if (view.previousShip !== null) {
    const [x, y] = at(view.previousShip, n, RING - 62);
    layer.push(ship(x, y, 'previous', `The ship came from ${name(view.previousShip)}, which still buys goods this round`));
  }
  {
    const [x, y] = at(view.ship, n, RING - 62);
    layer.push(ship(x, y, 'merchant', `The merchant ship lies at ${name(view.ship)}`));
  }
  if (view.pirateShip !== null) {
    // Beside the merchant ship's place rather than nearer the centre, where the round is written.
    const [x, y] = at(view.pirateShip + 0.42, n, RING - 70);
    layer.push(ship(x, y, 'pirate', `The pirate ship lies at ${name(view.pirateShip)}`));
  }
  if (view.captainDestination !== null) {
    const [x, y] = at(view.captainDestination - 0.32, n, RING + 46);
    layer.push(destination(x, y, 'C', `The captain's destination: ${name(view.captainDestination)}`));
  }
  if (view.mutineerDestination !== null) {
    const [x, y] = at(view.mutineerDestination + 0.32, n, RING + 46);
    layer.push(destination(x, y, 'M', `The mutineer's destination: ${name(view.mutineerDestination)}`));
  }
  const picture = svg('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'meuterer-circle', role: 'img', 'aria-label': `Islands; the ship lies at ${name(view.ship)}` },
    ...layer,
    svg('text', { x: MID, y: MID - 4, 'text-anchor': 'middle', class: 'meuterer-centre-big' }, `Round ${view.round} / ${table.rounds}`),
    svg('text', { x: MID, y: MID + 16, 'text-anchor': 'middle', class: 'meuterer-centre' }, `Deck ${view.deckSize} · discard ${Object.values(view.discard).reduce((a, b) => a + b, 0)}`));
  return el('div', 'meuterer-circle-box', picture,
    el('p', 'meuterer-legend',
      'On each island: the good it buys; ', el('b', 'meuterer-dot', '5'), ' points for bringing the ship there; ',
      '4·3·2 points for most goods sold there (alone · two tied · three tied). ',
      'Gold ring: buys goods this round. ', el('b', 'meuterer-key meuterer-key--C', 'C'), ' / ', el('b', 'meuterer-key meuterer-key--M', 'M'),
      ': the captain\u2019s / the mutineer\u2019s destination card.'));
}
