/**
 * Bremerhaven's cards and pieces as small drawings: Ship, Contract, Building, Price and
 * Newspaper cards, goods, and the Influence cards bid on spaces. Cards are looked up by id
 * in the table's catalogue, as the view refers to them.
 */
import type { BidView, BremerhavenTable, BuildingCard, CargoType, ContractCard, Good, GoodCounts, ShipCard } from 'nautical-rules/bremerhaven';
import { el, tip, initials } from '../dom.js';

/** Seat colours (the dummy is grey): bids, tokens and the frame of each harbour. */
const SEAT_COLOURS: readonly string[] = ['#c0392b', '#2e6da4', '#2a7a4b', '#8a6508'];
export const seatColour = (who: number | 'dummy'): string => (who === 'dummy' ? '#5f5f5f' : (SEAT_COLOURS[who % SEAT_COLOURS.length] ?? '#555'));
export const nameOf = (who: number | 'dummy', names: readonly string[]): string => (who === 'dummy' ? 'Dummy' : (names[who] ?? `Seat ${who + 1}`));

/** A player token: a coloured disc with the seat number (D for the solo dummy). */
export function token(who: number | 'dummy', names: readonly string[]): HTMLElement {
  const t = tip(el('span', 'bremerhaven-token', who === 'dummy' ? 'D' : initials(nameOf(who, names))), nameOf(who, names));
  t.style.background = seatColour(who);
  return t;
}

const GOOD_NAME: Readonly<Record<CargoType, readonly [string, string]>> = {
  barrel: ['barrel', 'barrels'],
  crate: ['crate', 'crates'],
  container: ['container', 'containers'],
  passenger: ['passenger', 'passengers'],
  wild: ['any good', 'any goods'],
};

/** `n` goods of one type as a chip: "3 crates". */
export function goods(type: CargoType, n: number): HTMLElement {
  return el('span', `bremerhaven-good bremerhaven-good-${type}`, `${n} ${GOOD_NAME[type][n === 1 ? 0 : 1]}`);
}

/** Every non-zero count as chips, or `empty` when there are none. */
export function goodsRow(c: GoodCounts, empty: string): HTMLElement {
  const row = el('div', 'bremerhaven-row');
  for (const g of ['barrel', 'crate', 'container', 'passenger'] as const) if (c[g] > 0) row.append(goods(g, c[g]));
  if (row.childElementCount === 0) row.append(el('span', 'bremerhaven-muted', empty));
  return row;
}

/** A Ship card: name, lay time, cargo, berth size and prestige. */
export function shipCard(table: BremerhavenTable, id: string): HTMLElement {
  const s: ShipCard | undefined = table.ships[id];
  if (s === undefined) return el('div', 'bremerhaven-card', id);
  return el(
    'div',
    'bremerhaven-card bremerhaven-ship',
    el('div', 'bremerhaven-card-head', el('b', '', s.name), el('span', 'bremerhaven-prestige', `★${s.prestige}`)),
    el('div', 'bremerhaven-row', goods(s.cargo, s.cargoCount)),
    el('div', 'bremerhaven-muted', `stays ${s.layTime} round${s.layTime === 1 ? '' : 's'} · berth ${s.berth}`),
  );
}

/** What a contract asks, printed goods as chips ("any good" for wild symbols). */
function wanted(goodsList: readonly CargoType[]): HTMLElement {
  const count = new Map<CargoType, number>();
  for (const g of goodsList) count.set(g, (count.get(g) ?? 0) + 1);
  return el('div', 'bremerhaven-row', ...[...count].map(([g, n]) => goods(g, n)));
}

const amount = (a: { money: number; prestige: number }): string =>
  [a.money > 0 ? `${a.money} money` : '', a.prestige > 0 ? `${a.prestige} prestige` : ''].filter((x) => x !== '').join(' + ') || 'nothing';

/** A Contract card: time to delivery, goods, penalty and reward. */
export function contractCard(table: BremerhavenTable, id: string): HTMLElement {
  const c: ContractCard | undefined = table.contracts[id];
  if (c === undefined) return el('div', 'bremerhaven-card', id);
  return el(
    'div',
    'bremerhaven-card bremerhaven-contract',
    el('div', 'bremerhaven-card-head', el('b', '', 'Contract'), el('span', 'bremerhaven-time', `${c.time} round${c.time === 1 ? '' : 's'}`)),
    wanted(c.goods),
    el('div', 'bremerhaven-muted', `reward ${amount(c.reward)} · penalty ${amount(c.penalty)}`),
  );
}

/** What a Building does, in words. */
export function buildingText(b: BuildingCard): string {
  const p = b.production;
  const does = [
    p === null ? '' : p.kind === 'good' ? `produces a ${p.good}` : p.kind === 'money' ? `produces ${p.amount} money` : `puts ${p.amount} money on the Bank`,
    b.storage > 0 ? `stores ${b.storage}` : '',
    b.commodityExchange ? 'may choose the Price card' : '',
  ].filter((x) => x !== '');
  return does.join(', ');
}

/** A Building card: name, prestige, ability. */
export function buildingCard(table: BremerhavenTable, id: string, extra = ''): HTMLElement {
  const b = table.buildings[id];
  if (b === undefined) return el('div', 'bremerhaven-card', id);
  return el(
    'div',
    'bremerhaven-card bremerhaven-building',
    el('div', 'bremerhaven-card-head', el('b', '', b.name), el('span', 'bremerhaven-prestige', `★${b.prestige}`)),
    el('div', 'bremerhaven-muted', buildingText(b) || 'no ability', extra),
  );
}

/** The Influence cards bid on one space: face up with their number, face down as "?". */
export function bidsOn(bids: readonly BidView[], names: readonly string[]): HTMLElement {
  const row = el('div', 'bremerhaven-bids');
  for (const b of bids) {
    const card = tip(el('span', 'bremerhaven-bid', b.value === null ? '?' : String(b.value)), `${nameOf(b.by, names)}: ${b.value === null ? 'face down' : b.value}`);
    card.style.borderColor = seatColour(b.by);
    card.style.color = seatColour(b.by);
    row.append(card);
  }
  return row;
}

/** The goods names for a price line, in the rulebook's order. */
export const GOODS_ORDER: readonly Good[] = ['barrel', 'crate', 'container', 'passenger'];
