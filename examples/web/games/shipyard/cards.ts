/**
 * The Shipyard components as small drawings: ship cards, trains, employees, contracts and
 * pieces. Every card is looked up by its index in the table's data sets, as the view
 * refers to them; the full text goes in a tooltip so the face stays small.
 */
import type { Contract, Employee, Pieces, ShipPart, ShipyardTable, TrainCard } from 'nautical-rules/shipyard';
import { el, tip } from '../dom.js';

/** Short badges for the mounting points and safety devices printed on ship cards. */
const MOUNT_BADGE = { sailFunnel: ['S/F', 'sail or funnel mount'], propeller: ['Pr', 'propeller mount'], crane: ['Cr', 'crane mount'], cannon: ['Ca', 'cannon mount'] } as const;
const SAFETY_BADGE = { buoy: ['Bu', 'buoy'], lifeboat: ['Lb', 'lifeboat'], lantern: ['La', 'lantern'] } as const;

/** A badge repeated `n` times reads as a count at a glance; above 2 a number is clearer. */
function badges(cls: string, label: string, name: string, n: number): HTMLElement | null {
  if (n <= 0) return null;
  return tip(el('span', `shipyard-badge ${cls}`, n > 1 ? `${label}×${n}` : label), `${n} ${name}`);
}

/** A ship card (or a free substitute, `card: null`): its shape tells bow, middle or stern. */
export function shipCard(table: ShipyardTable, part: ShipPart): HTMLElement {
  const data = part.card === null ? undefined : table.components.shipCards.cards[part.card];
  const card = el('div', `shipyard-ship shipyard-ship-${part.kind}`);
  if (data === undefined) {
    card.append(el('span', 'shipyard-ship-id', part.card === null ? 'substitute' : `#${part.card}`));
    return tip(card, `A free substitute ${part.kind}: no cabin, no mount, no safety device`);
  }
  card.append(el('span', 'shipyard-ship-id', data.id));
  const marks = el('span', 'shipyard-ship-marks');
  const cabins = badges('shipyard-cabin', 'Cab', 'cabins', data.cabins);
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
  return tip(card, `${data.id}: ${part.kind}${data.back === undefined ? '' : ` (back ${data.back})`}, ${data.cabins} cabin(s)`);
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
  const t = el('div', 'shipyard-train', el('span', 'shipyard-train-id', data?.id ?? `#${index}`));
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
  return el('div', `shipyard-contract shipyard-contract-${colour}`, el('b', '', data?.id ?? `#${index}`), ' ', data?.text ?? '');
}

/** Contract backs: all that shows of a hidden hand, `n` cards of one colour. */
export function contractBacks(colour: 'green' | 'blue', n: number, what: string): HTMLElement | null {
  if (n === 0) return null;
  return tip(el('span', `shipyard-back shipyard-contract-${colour}`, `${n} ${colour}`), `${n} ${colour} contract(s) ${what}`);
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
