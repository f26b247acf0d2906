/**
 * The Shipyard components as small drawings: ship cards, trains, employees, contracts and
 * pieces. Every card is looked up by its index in the table's data sets, as the view
 * refers to them; the full text goes in a tooltip so the face stays small.
 */
import type { Contract, Employee, Pieces, ShipPart, ShipyardTable, TrainCard } from 'nautical-rules/shipyard';
import { el, tip } from '../dom.js';

/** The words for the mounting points and safety devices printed on ship cards (the legend explains them). */
const MOUNT_BADGE = { sailFunnel: ['sail/funnel', 'mount for a sail or a funnel'], propeller: ['propeller', 'propeller mount'], crane: ['crane', 'crane mount'], cannon: ['cannon', 'cannon mount'] } as const;
const SAFETY_BADGE = { buoy: ['buoy', 'buoy'], lifeboat: ['lifeboat', 'lifeboat'], lantern: ['lantern', 'lantern'] } as const;

/** A feature in words, with its count when more than one ("2 cabins", "crane"). */
function badges(cls: string, label: string, name: string, n: number): HTMLElement | null {
  if (n <= 0) return null;
  return tip(el('span', `shipyard-badge ${cls}`, n > 1 ? `${n} ${label}${label === 'cabin' ? 's' : ''}` : label), `${n} ${name}${n === 1 ? '' : 's'}`);
}

/** What the words on a ship card mean, for touch screens where no tooltip shows. */
export function shipLegend(): HTMLElement {
  return el('details', 'shipyard-legend',
    el('summary', '', 'What the ship cards show'),
    el('ul', '',
      el('li', '', el('b', '', 'cabin'), ': holds one crew member besides the captain'),
      el('li', '', el('b', '', 'sail/funnel'), ', ', el('b', '', 'propeller'), ', ', el('b', '', 'crane'), ', ', el('b', '', 'cannon'), ': a mounting point for that piece of equipment (a sail/funnel point takes either)'),
      el('li', '', el('b', '', 'buoy'), ', ', el('b', '', 'lifeboat'), ', ', el('b', '', 'lantern'), ': safety devices printed on the card, which some contracts and canal squares count'),
      el('li', '', 'Bows, middles and sterns differ by their shape; a substitute card shows nothing.')));
}

/** A ship card (or a free substitute, `card: null`): its shape tells bow, middle or stern. */
export function shipCard(table: ShipyardTable, part: ShipPart): HTMLElement {
  const data = part.card === null ? undefined : table.components.shipCards.cards[part.card];
  const card = el('div', `shipyard-ship shipyard-ship-${part.kind}`);
  if (data === undefined) {
    card.append(el('span', 'shipyard-ship-id', part.card === null ? 'substitute' : `#${part.card}`));
    return tip(card, `A free substitute ${part.kind}: no cabin, no mount, no safety device`);
  }
  card.append(el('span', 'shipyard-ship-id', data.kind));
  const marks = el('span', 'shipyard-ship-marks');
  const cabins = badges('shipyard-cabin', 'cabin', 'cabin', data.cabins);
  if (cabins !== null) marks.append(cabins);
  for (const [m, [label, name]] of Object.entries(MOUNT_BADGE)) {
    const b = badges('shipyard-mount', label, name, data.mounts[m as keyof typeof data.mounts]);
    if (b !== null) marks.append(b);
  }
  for (const [s, [label, name]] of Object.entries(SAFETY_BADGE)) {
    const b = badges('shipyard-safety', label, name, data.safety[s as keyof typeof data.safety]);
    if (b !== null) marks.append(b);
  }
  card.append(marks);
  return tip(card, `A ${part.kind}${data.back === undefined ? '' : ` (back ${data.back})`}`);
}

/** An empty place (a yard space, a display row): keeps the grid steady. */
export function emptySlot(text = ''): HTMLElement {
  return el('div', 'shipyard-slot', text);
}

/** Train indices run through the deck first, then the starting trains (as the view says). */
export function trainData(table: ShipyardTable, index: number): TrainCard | undefined {
  const set = table.components.trains;
  return index < set.deck.length ? set.deck[index] : set.starting[index - set.deck.length];
}

/** A freight train: one wagon per commodity, in order (wagons are sold or swapped in order). */
export function train(table: ShipyardTable, index: number): HTMLElement {
  const data = trainData(table, index);
  const t = el('div', 'shipyard-train', el('span', 'shipyard-train-id', 'train'));
  for (const w of data?.wagons ?? []) t.append(tip(el('span', `shipyard-wagon shipyard-wagon-${w}`, w), `a wagon of ${w}`));
  return t;
}

/** An employee card, coloured as its type (the colour green contracts count). */
export function employee(table: ShipyardTable, index: number): HTMLElement {
  const data: Employee | undefined = table.components.employees.employees[index];
  if (data === undefined) return el('div', 'shipyard-employee', `#${index}`);
  return tip(el('div', `shipyard-employee shipyard-emp-${data.colour}`, data.name), `${data.name} (${data.colour})`);
}

/** A government contract face up (the viewer's own, or everyone's at the end). */
export function contract(table: ShipyardTable, index: number): HTMLElement {
  const data: Contract | undefined = table.components.contracts.contracts[index];
  const colour = data?.colour ?? 'green';
  return el('div', `shipyard-contract shipyard-contract-${colour}`, el('b', '', colour), ' ', data?.text ?? '');
}

/** Contract backs: all that shows of a hidden hand, `n` cards of one colour. */
export function contractBacks(colour: 'green' | 'blue', n: number, what: string): HTMLElement | null {
  if (n === 0) return null;
  return tip(el('span', `shipyard-back shipyard-contract-${colour}`, `${n} ${colour}`), `${n} ${colour} contract${n === 1 ? '' : 's'} ${what}`);
}

/** The rulebook's names of the pieces, crew first. */
const PIECE_NAMES: Readonly<Record<keyof Pieces, string>> = {
  captain: 'Captain',
  businessman: 'Businessman',
  soldier: 'Soldier',
  sail: 'Sail',
  funnel: 'Funnel',
  propeller: 'Propeller',
  crane: 'Crane',
  cannon: 'Cannon',
};

/** Pieces as counted chips; nothing at all reads "no pieces". */
export function pieces(p: Pieces, captainWord = 'Captain'): HTMLElement {
  const row = el('div', 'shipyard-pieces');
  for (const [k, name] of Object.entries(PIECE_NAMES) as [keyof Pieces, string][]) {
    if (p[k] > 0) row.append(el('span', `shipyard-piece shipyard-piece-${k}`, `${k === 'captain' ? captainWord : name} ${p[k]}`));
  }
  if (row.childElementCount === 0) row.append(el('span', 'shipyard-muted', 'no pieces'));
  return row;
}

/** A piece's name, for the board's ring, circle and exchange table. */
export function pieceName(k: keyof Pieces): string {
  return PIECE_NAMES[k];
}
