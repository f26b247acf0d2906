/**
 * 4. The Individual action phase, played by everyone at once: produce (4.1), move and
 * convert goods (4.2), then, when a player finishes, prestige (4.3) and Time markers (4.4).
 * Each player's actions touch only their own harbour, so the order in which players act
 * does not change the result.
 *
 * @module
 */
import type { BuildingCard } from '../cards.js';
import { plus, type Good } from '../goods.js';
import { canStore, contractNeeds, harbourPrestige, loadingDockOpen } from '../harbor.js';
import { contractWords, countWords, who, type Log } from '../log.js';
import type { AnyState, WorkingHarbor, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { appended, replaceAt } from '../../core/edit.js';
import { cleanUp, type Step } from './cleanup.js';
import { resolveContract } from './contract.js';
import { intoPile } from './piles.js';
import { cards, lookup } from '../catalog.js';

export { contractOutcome, type ContractOutcome } from './contract.js';

/**
 * Starts the Individual action phase: every player acts in their own harbour.
 *
 * @group Rules
 */
export function enterHarbour(d: WorkingState, log: Log): void {
  d.phase = 'harbour';
  d.chooser = null;
  d.slot = null;
  log?.('— Individual action phase: every harbour at once —');
}

/**
 * The seats still working in their harbour.
 *
 * @group Rules
 */
export function harbourWorkers(state: AnyState): number[] {
  const seats: number[] = [];
  state.harbors.forEach((h, seat) => {
    if (!h.progress.harbourDone) seats.push(seat);
  });
  return seats;
}

/**
 * Whether `building` of `seat` can produce now: built, a production building, not yet used
 * this round, before the player starts moving goods, and with room for a good it makes.
 *
 * @rulebook 4.1 Produce: « A produced good has to be placed immediately on an empty Storage
 *   space. If you have no empty spaces left, you cannot produce goods. »
 *
 * @group Rules
 */
export function canProduce(state: AnyState, seat: number, building: string): boolean {
  const h = state.harbors[seat];
  const card = lookup(cards(state).buildings, building);
  if (h === undefined || card === undefined || card.production === null) return false;
  if (!h.buildings.includes(building) || h.progress.produced.includes(building) || h.progress.moving) return false;
  return card.production.kind !== 'good' || canStore(state.rules, h, card.production.good);
}

/**
 * A production building produces its good or money (onto the Bank for the Bank).
 *
 * @group Rules
 */
export function produce(d: WorkingState, seat: number, building: string, log: Log): void {
  const h = harborToEdit(d, seat);
  const card = lookup(cards(d).buildings, building) as BuildingCard;
  h.progress = { ...h.progress, produced: appended(h.progress.produced, building) };
  const p = card.production;
  if (p === null) return;
  if (p.kind === 'good') h.storage = plus(h.storage, p.good);
  else if (p.kind === 'money') h.money += p.amount;
  else h.bank += p.amount;
  log?.(`${who(seat)}'s ${card.name} produces ${p.kind === 'good' ? `a ${p.good}` : `${p.amount} money${p.kind === 'bank' ? ' onto the Bank' : ''}`}.`);
}

/** Marks that the player has begun 4.2 (no production after that); a new record only the first time. */
function startMoving(h: WorkingHarbor): void {
  if (!h.progress.moving) h.progress = { ...h.progress, moving: true };
}

/**
 * Whether one good can come off the Ship in `dock` onto an empty Storage space.
 *
 * @rulebook 4.2: « You can move goods from Ship cards onto empty Storage spaces but you cannot
 *   move goods back on Ships ».
 *
 * @group Rules
 */
export function canUnload(state: AnyState, seat: number, dock: number): boolean {
  const h = state.harbors[seat];
  const ship = h?.docks[dock];
  return h !== undefined && ship != null && ship.count > 0 && canStore(state.rules, h, ship.cargo);
}

/**
 * Moves one good from a Ship into storage.
 *
 * @group Rules
 */
export function unload(d: WorkingState, seat: number, dock: number, log: Log): void {
  const ship = d.harbors[seat]?.docks[dock];
  if (ship == null) return;
  const h = harborToEdit(d, seat);
  h.docks = replaceAt(h.docks, dock, { ...ship, count: ship.count - 1 });
  h.storage = plus(h.storage, ship.cargo);
  startMoving(h);
  log?.(`${who(seat)} unloads a ${ship.cargo} from Dock ${dock + 1}.`);
}

/**
 * Whether one `good` can go from storage onto the Contract in `loadingDock`: the dock is
 * open (cleared below), the contract still needs that good, and it is in storage.
 *
 * @rulebook 4.2: « you cannot move goods from Ships directly onto Contracts. You have to store
 *   them on Storage spaces first. Also, you cannot move goods between Contracts ».
 *
 * @group Rules
 */
export function canDeliver(state: AnyState, seat: number, loadingDock: number, good: Good): boolean {
  const h = state.harbors[seat];
  const slot = h?.loadingDocks[loadingDock];
  if (h === undefined || slot == null || h.storage[good] < 1 || !loadingDockOpen(h, loadingDock)) return false;
  const card = lookup(cards(state).contracts, slot.card);
  return card !== undefined && contractNeeds(card, slot.delivered, good);
}

/**
 * Moves one good from storage onto a Contract.
 *
 * @group Rules
 */
export function deliver(d: WorkingState, seat: number, loadingDock: number, good: Good, log: Log): void {
  const slot = d.harbors[seat]?.loadingDocks[loadingDock];
  if (slot == null) return;
  const h = harborToEdit(d, seat);
  h.storage = plus(h.storage, good, -1);
  h.loadingDocks = replaceAt(h.loadingDocks, loadingDock, { ...slot, delivered: plus(slot.delivered, good) });
  startMoving(h);
  log?.(`${who(seat)} delivers a ${good} to ${contractWords(lookup(cards(d).contracts, slot.card))} in Loading dock ${loadingDock + 1}.`);
}

/**
 * Whether `seat` can pack two crates into a container (`pack`) or unpack one (`unpack`):
 * it costs 1 money, paid in cash.
 *
 * @rulebook 4.2: « You can replace one container with two crates, and vice-versa. Each such
 *   conversion costs 1 money. »
 *
 * @group Rules
 */
export function canConvert(state: AnyState, seat: number, pack: boolean): boolean {
  const h = state.harbors[seat];
  if (h === undefined || h.money < 1) return false;
  return pack ? h.storage.crate >= 2 : h.storage.container >= 1;
}

/**
 * Packs two crates into a container, or unpacks one, for 1 money.
 *
 * @group Rules
 */
export function convert(d: WorkingState, seat: number, pack: boolean, log: Log): void {
  const h = harborToEdit(d, seat);
  h.money -= 1;
  h.storage = { ...h.storage, crate: h.storage.crate + (pack ? -2 : 2), container: h.storage.container + (pack ? 1 : -1) };
  startMoving(h);
  log?.(`${who(seat)} pays 1 money to ${pack ? 'pack two crates into a container' : 'unpack a container into two crates'}.`);
}

/**
 * Finishes a player's Individual action phase: the Prestige track rises to the harbour's
 * prestige if that is higher (a high-water mark); then one Time marker comes off every
 * Ship and Contract; due Ships leave with their goods, due Contracts are resolved.
 *
 * @rulebook 4.3 Prestige (mandatory); 4.4 Remove Time markers (mandatory).
 *
 * @group Rules
 */
export function endHarbour(d: WorkingState, seat: number, log: Log, nextRound: Step): void {
  const h = harborToEdit(d, seat);
  const value = harbourPrestige(d.rules, h);
  if (value > h.prestige) {
    log?.(`${who(seat)}'s harbour is worth ${value} prestige: the track rises from ${h.prestige} to ${value}.`);
    h.prestige = value;
  }
  h.docks = h.docks.map((ship, dock) => {
    if (ship === null) return null;
    const timers = ship.timers - 1;
    if (timers > 0) return { ...ship, timers };
    d.shipDiscard = intoPile(d.shipDiscard, ship.card);
    log?.(`The ${lookup(cards(d).ships, ship.card)?.name ?? 'Ship'} leaves ${who(seat)}'s Dock ${dock + 1}${ship.count > 0 ? ` with ${countWords(ship.count, ship.cargo)} still aboard` : ''}.`);
    return null;
  });
  // Every Contract loses a Time marker, then the due ones are resolved in dock order
  // (resolving one reads nothing of the other docks, so this is the rulebook's one pass).
  h.loadingDocks = h.loadingDocks.map((slot) => (slot === null ? null : { ...slot, timers: slot.timers - 1 }));
  h.loadingDocks.forEach((slot, dock) => {
    if (slot !== null && slot.timers === 0) resolveContract(d, h, seat, dock, log);
  });
  h.progress = { ...h.progress, harbourDone: true };
  log?.(`${who(seat)} has finished in the harbour.`);
  if (harbourWorkers(d).length === 0) cleanUp(d, log, nextRound);
}
