/**
 * 1.2 Building permit: every bidder may expand the harbour at once, the highest bidder's
 * first permit free, the others' for the difference, further permits for the highest bid.
 *
 * @module
 */
import { cardsOn, difference, highestBid, winnerOf } from '../bids.js';
import { BOLLARDS_PER_WALL, bollardCost, coverCost } from '../board.js';
import { cards, lookup } from '../catalog.js';
import { emptySpaces } from '../harbor.js';
import { who, type Log } from '../log.js';
import type { AnyState, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { appended, removeFirst, replaceAt } from '../../core/edit.js';
import { enterGrow } from './grow.js';

/**
 * A use of a Building permit.
 *
 * @group Rules
 */
export type PermitUse =
  | { readonly kind: 'bollard'; readonly wall: number }
  | { readonly kind: 'uncover'; readonly space: number }
  | { readonly kind: 'build'; readonly building: string };

/**
 * What the next Building permit costs `seat`: the first one free for the highest bidder and
 * the difference to the highest bid for the other bidders; each further one the highest bid.
 *
 * @rulebook 1.2 Building permit: « You can acquire one or more additional Building permits ... at
 *   the price of the highest bid per additional Building permit. »
 *
 * @group Rules
 */
export function permitPrice(state: AnyState, seat: number): number {
  const used = state.harbors[seat]?.progress.permits ?? 0;
  return used === 0 ? difference(state, 'permit', seat) : highestBid(state, 'permit');
}

/**
 * The money a use of the next permit costs in all (permit price plus what is printed on
 * the bollard space or Cover card), or `null` if that use is impossible.
 *
 * @rulebook 1.2 a) a Bollard, b) clear a Cover card, c) build a Building on an empty space.
 *
 * @group Rules
 */
export function permitCost(state: AnyState, seat: number, use: PermitUse): number | null {
  return useCost(state, seat, use, permitPrice(state, seat));
}

/** {@link permitCost}, the permit's `price` given (it is the same whatever the use). */
function useCost(state: AnyState, seat: number, use: PermitUse, price: number): number | null {
  const h = state.harbors[seat];
  if (h === undefined) return null;
  switch (use.kind) {
    case 'bollard': {
      const placed = h.walls[use.wall];
      if (placed === undefined || placed >= BOLLARDS_PER_WALL) return null;
      const cost = bollardCost(cards(state).board, use.wall, placed);
      return cost === null ? null : price + cost;
    }
    case 'uncover': {
      if (h.covered[use.space] !== true) return null;
      const cost = coverCost(cards(state).board, use.space);
      return cost === null ? null : price + cost;
    }
    case 'build':
      if (!h.gained.includes(use.building) || emptySpaces(state.rules, h) < 1) return null;
      return price;
  }
}

/**
 * Whether `seat` can use the next permit this way now: the use is possible and `seat` can
 * pay for it. The one rule for a permit's use: `check`, the listed moves and
 * {@link permitUses} all ask it. `price` is {@link permitPrice}, for callers that ask
 * about every use in turn and need not work it out from the bids each time.
 *
 * @group Rules
 */
export function canUsePermit(state: AnyState, seat: number, use: PermitUse, price = permitPrice(state, seat)): boolean {
  const cost = useCost(state, seat, use, price);
  return cost !== null && cost <= (state.harbors[seat]?.money ?? 0);
}

/**
 * Every use of the next permit that `seat` can afford now.
 *
 * @group Rules
 */
export function permitUses(state: AnyState, seat: number): PermitUse[] {
  const h = state.harbors[seat];
  if (h === undefined) return [];
  const all: PermitUse[] = [
    ...h.walls.map((_, wall): PermitUse => ({ kind: 'bollard', wall })),
    ...h.covered.flatMap((c, space): PermitUse[] => (c ? [{ kind: 'uncover', space }] : [])),
    ...h.gained.map((building): PermitUse => ({ kind: 'build', building })),
  ];
  const price = permitPrice(state, seat);
  return all.filter((use) => canUsePermit(state, seat, use, price));
}

/**
 * The seats that still decide on Building permits: bidders on 1.2 (never the dummy, who only
 * raises the price) who have not finished and can afford a use.
 *
 * @rulebook 1.2: « A player that did not place a bid on this action ... may not buy any Building permits ».
 *
 * @group Rules
 */
export function permitDeciders(state: AnyState): number[] {
  const seats: number[] = [];
  state.harbors.forEach((h, seat) => {
    if (cardsOn(state.bids, 'permit', seat) > 0 && !h.progress.permitsDone && hasPermitUse(state, seat)) seats.push(seat);
  });
  return seats;
}

/** Whether `seat` can afford some use of the next permit: {@link permitUses} is not empty (asked on every listing of the phase, so it stops at the first use). */
function hasPermitUse(state: AnyState, seat: number): boolean {
  const h = state.harbors[seat];
  if (h === undefined) return false;
  const price = permitPrice(state, seat);
  for (let wall = 0; wall < h.walls.length; wall++) if (canUsePermit(state, seat, { kind: 'bollard', wall }, price)) return true;
  for (let space = 0; space < h.covered.length; space++) {
    if (h.covered[space] === true && canUsePermit(state, seat, { kind: 'uncover', space }, price)) return true;
  }
  return h.gained.some((building) => canUsePermit(state, seat, { kind: 'build', building }, price));
}

export function enterPermits(d: WorkingState, log: Log): void {
  d.phase = 'permits';
  const winner = winnerOf(d, 'permit');
  if (winner !== null && log !== undefined) {
    const top = highestBid(d, 'permit');
    const others = d.ranks.filter((p): p is number => p !== winner && p !== 'dummy' && cardsOn(d.bids, 'permit', p) > 0);
    log(
      `Building permits: ${who(winner)} has the highest bid (${top})${winner === 'dummy' ? '' : ', first permit free'}` +
        others.map((p) => `; ${who(p)} may pay ${difference(d, 'permit', p)}`).join('') +
        `; further permits cost ${top} each.`,
    );
  }
  afterPermitDecision(d, log);
}

/**
 * Uses one Building permit: pays the permit and the printed cost, then places the Bollard,
 * removes the Cover card or builds the Building.
 *
 * @rulebook 1.2 Building permit (expand harbor).
 *
 * @group Rules
 */
export function usePermit(d: WorkingState, seat: number, use: PermitUse, log: Log): void {
  const cost = permitCost(d, seat, use);
  if (d.harbors[seat] === undefined || cost === null) return;
  const h = harborToEdit(d, seat);
  h.money -= cost;
  h.progress = { ...h.progress, permits: h.progress.permits + 1 };
  switch (use.kind) {
    case 'bollard':
      h.walls = replaceAt(h.walls, use.wall, (h.walls[use.wall] ?? 0) + 1);
      log?.(`${who(seat)} pays ${cost} and places a Bollard on quay wall ${use.wall + 1} (now ${h.walls[use.wall]}).`);
      break;
    case 'uncover':
      h.covered = replaceAt(h.covered, use.space, false);
      log?.(`${who(seat)} pays ${cost} and clears space ${use.space + 1} of its Cover card.`);
      break;
    case 'build':
      h.gained = removeFirst(h.gained, use.building);
      h.buildings = appended(h.buildings, use.building);
      log?.(`${who(seat)} pays ${cost} and builds the ${lookup(cards(d).buildings, use.building)?.name ?? use.building}.`);
      break;
  }
  afterPermitDecision(d, log);
}

/**
 * A bidder stops using permits this round.
 *
 * @group Rules
 */
export function endPermits(d: WorkingState, seat: number, log: Log): void {
  if (d.harbors[seat] !== undefined) {
    const h = harborToEdit(d, seat);
    h.progress = { ...h.progress, permitsDone: true };
  }
  log?.(`${who(seat)} uses no more Building permits.`);
  afterPermitDecision(d, log);
}

function afterPermitDecision(d: WorkingState, log: Log): void {
  if (permitDeciders(d).length === 0) enterGrow(d, log);
}

