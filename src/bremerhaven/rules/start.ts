/**
 * The short and solo games' starting goods, chosen by every player at once before the
 * first Bidding phase.
 *
 * @module
 */
import { namedGoods } from '../cards.js';
import { GOODS, plus, type Good } from '../goods.js';
import { canStore } from '../harbor.js';
import { who, type Log } from '../log.js';
import type { AnyState, WorkingState } from '../state.js';
import { harborToEdit } from '../working.js';
import { beginBidding } from './bidding.js';
import { cards, lookup } from '../catalog.js';

/**
 * Starting goods per player in the short and solo games.
 *
 * @group Rules
 */
export const STARTING_GOODS = 3;

/**
 * The goods `seat` may still take: any good not printed on the starting contract (wild
 * symbols ignored), repeats allowed (ruling B18), while there is room.
 *
 * @rulebook The short game: « each player may choose 3 Starting goods that must be different
 *   from the goods depicted on his Starting contract. Ignore the wild card symbols ».
 *
 * @group Rules
 */
export function startingGoodOptions(state: AnyState, seat: number): Good[] {
  const h = state.harbors[seat];
  if (h === undefined || h.progress.startingGoods <= 0) return [];
  const contract = h.loadingDocks.find((c) => c !== null);
  const card = contract == null ? undefined : lookup(cards(state).contracts, contract.card);
  const named = card === undefined ? [] : namedGoods(card);
  return GOODS.filter((g) => !named.includes(g) && canStore(state.rules, h, g));
}

/**
 * The seats still taking starting goods.
 *
 * @group Rules
 */
export function startingGoodTakers(state: AnyState): number[] {
  return state.harbors.flatMap((_, seat) => (startingGoodOptions(state, seat).length > 0 ? [seat] : []));
}

/**
 * Opens the choice of starting goods (or goes straight to bidding if nobody can take any).
 *
 * @group Rules
 */
export function enterStartingGoods(d: WorkingState, log: Log): void {
  d.phase = 'startingGoods';
  d.harbors = d.harbors.map((h) => ({ ...h, progress: { ...h.progress, startingGoods: STARTING_GOODS } }));
  if (startingGoodTakers(d).length === 0) beginBidding(d, log);
}

/**
 * Takes one starting good onto an empty Storage space.
 *
 * @group Rules
 */
export function takeStartingGood(d: WorkingState, seat: number, good: Good, log: Log): void {
  if (d.harbors[seat] === undefined) return;
  const h = harborToEdit(d, seat);
  h.storage = plus(h.storage, good);
  h.progress = { ...h.progress, startingGoods: h.progress.startingGoods - 1 };
  log?.(`${who(seat)} takes a ${good} as a starting good.`);
  if (startingGoodTakers(d).length === 0) beginBidding(d, log);
}
