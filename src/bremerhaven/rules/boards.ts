/**
 * 2. The Sea board and 3. the Land board: each card, from left to right, goes to its
 * highest bidder, who places it in the harbour (or loses it).
 *
 * @module
 */
import { winnerOf } from '../bids.js';
import { fittingDocks, losePrestige, payCharge } from '../harbor.js';
import { noGoods, type Good } from '../goods.js';
import { amountText, contractWords, countWords, who, type Log } from '../log.js';
import { landSpace, seaSpace, type SpaceId } from '../spaces.js';
import type { AnyState, Participant, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { replaceAt } from '../../core/edit.js';
import { enterHarbour } from './harbour.js';
import { intoPile } from './piles.js';
import { cards, lookup } from '../catalog.js';

/** The next card from slot `from` on (left to right) that someone bid on, with its winner; unbid cards stay. */
function nextWon(
  state: AnyState,
  row: readonly (string | null)[],
  spaceOf: (slot: number) => SpaceId,
  from: number,
): { slot: number; card: string; winner: Participant } | null {
  for (let slot = from; slot < row.length; slot++) {
    const card = row[slot];
    const winner = card == null ? null : winnerOf(state, spaceOf(slot));
    if (card != null && winner !== null) return { slot, card, winner };
  }
  return null;
}

/**
 * Resolves the Sea board from slot `from` on: a Ship nobody bid on stays; one won by the
 * dummy, or that fits no empty Dock of its winner, is discarded; otherwise its winner
 * places it (a decision).
 *
 * @rulebook 2. The Sea board: « If you gain a Ship card that you cannot place in any of your
 *   Docks, place the Ship card on the discard pile ».
 *
 * @group Rules
 */
export function enterShips(d: WorkingState, from: number, log: Log): void {
  for (let won = nextWon(d, d.sea, seaSpace, from); won !== null; won = nextWon(d, d.sea, seaSpace, won.slot + 1)) {
    const { slot, card, winner } = won;
    const ship = lookup(cards(d).ships, card);
    const h = winner === 'dummy' ? undefined : d.harbors[winner];
    if (ship === undefined || h === undefined || fittingDocks(h, ship).length === 0) {
      d.sea = replaceAt(d.sea, slot, null);
      d.shipDiscard = intoPile(d.shipDiscard, card);
      log?.(`${who(winner)} wins the ${ship?.name ?? 'Ship'}, which ${winner === 'dummy' ? 'is discarded' : 'fits no Dock and moves on'}.`);
      continue;
    }
    d.phase = 'ship';
    d.chooser = winner as number;
    d.slot = slot;
    return;
  }
  enterContracts(d, 0, log);
}

/** The card being placed in the `ship` or `contract` phase, its slot, and the seat it goes to. */
function placing(d: WorkingState, row: readonly (string | null)[]): { slot: number; seat: number; card: string } {
  const slot = d.slot ?? 0;
  return { slot, seat: d.chooser ?? 0, card: row[slot] ?? '' };
}

/**
 * The cargo types a won Ship may carry: its printed type, or any one type for wild cargo.
 *
 * @group Rules
 */
export function cargoChoices(state: AnyState, card: string): readonly Good[] {
  const ship = lookup(cards(state).ships, card);
  if (ship === undefined) return [];
  return ship.cargo === 'wild' ? (['barrel', 'crate', 'container', 'passenger'] as const) : [ship.cargo];
}

/**
 * The winner places the Ship in an empty Dock whose two quay walls are long enough, with
 * its Time markers and goods.
 *
 * @rulebook 2. The Sea board: « Place that many Time markers on the Ship card ... Place the
 *   depicted goods on the Ship card ... All of these goods must be of the same type. »
 *
 * @group Rules
 */
export function placeShip(d: WorkingState, dock: number, cargo: Good, log: Log): void {
  const { slot, seat, card } = placing(d, d.sea);
  const ship = lookup(cards(d).ships, card);
  if (ship === undefined || d.harbors[seat] === undefined) return;
  const h = harborToEdit(d, seat);
  h.docks = replaceAt(h.docks, dock, { card, timers: ship.layTime, cargo, count: ship.cargoCount });
  d.sea = replaceAt(d.sea, slot, null);
  log?.(`${who(seat)} berths the ${ship.name} in Dock ${dock + 1} with ${countWords(ship.cargoCount, cargo)}, ${countWords(ship.layTime, 'Time marker')}.`);
  d.chooser = null;
  d.slot = null;
  enterShips(d, slot + 1, log);
}

/**
 * Resolves the Land board from slot `from` on: a Contract won by the dummy is discarded;
 * one whose winner has no free Loading dock is discarded and its penalty paid (ruling B2);
 * otherwise the winner places it (a decision).
 *
 * @rulebook 3. The Land board: « If you gain a Contract card that you cannot place in one of your
 *   Loading docks ... you have to discard that Contract card immediately and pay the depicted
 *   contract penalty (if any). »
 *
 * @group Rules
 */
export function enterContracts(d: WorkingState, from: number, log: Log): void {
  for (let won = nextWon(d, d.land, landSpace, from); won !== null; won = nextWon(d, d.land, landSpace, won.slot + 1)) {
    const { slot, card, winner } = won;
    const seated = winner === 'dummy' ? undefined : d.harbors[winner];
    if (seated === undefined || !seated.loadingDocks.includes(null)) {
      d.land = replaceAt(d.land, slot, null);
      d.contractDiscard = intoPile(d.contractDiscard, card);
      const contract = lookup(cards(d).contracts, card);
      if (seated === undefined || contract === undefined) {
        log?.(`The dummy wins ${contractWords(contract)}, which is discarded.`);
        continue;
      }
      const h = harborToEdit(d, winner as number);
      const paid = payCharge(h, contract.penalty.money);
      const lost = losePrestige(h, contract.penalty.prestige);
      log?.(`${who(winner)} wins ${contractWords(contract)} but has no free Loading dock: discarded, penalty ${amountText(paid, lost)}.`);
      continue;
    }
    d.phase = 'contract';
    d.chooser = winner as number;
    d.slot = slot;
    return;
  }
  enterHarbour(d, log);
}

/**
 * The winner places the Contract in a free Loading dock (docks 3-4 take a contract even
 * while covered below; goods only reach it once cleared) with its Time markers.
 *
 * @rulebook The Loading docks: « You may place a Contract on a Loading dock on the right even if it cannot be accessed ».
 *
 * @group Rules
 */
export function placeContract(d: WorkingState, loadingDock: number, log: Log): void {
  const { slot, seat, card } = placing(d, d.land);
  const contract = lookup(cards(d).contracts, card);
  if (contract === undefined || d.harbors[seat] === undefined) return;
  const h = harborToEdit(d, seat);
  h.loadingDocks = replaceAt(h.loadingDocks, loadingDock, { card, timers: contract.time, delivered: noGoods() });
  d.land = replaceAt(d.land, slot, null);
  log?.(`${who(seat)} takes ${contractWords(contract)} into Loading dock ${loadingDock + 1}, ${countWords(contract.time, 'Time marker')}.`);
  d.chooser = null;
  d.slot = null;
  enterContracts(d, slot + 1, log);
}
