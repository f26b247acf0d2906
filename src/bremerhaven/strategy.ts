/**
 * How Bremerhaven is played well, for the search of `nautical-rules/bots` (the game's
 * {@link Knowledge}): playouts run to the end. Its standing before
 * the end (the harbour's worth if the game ended now) swings too much from round to round
 * to judge a playout cut short by: cut at the end of the round, the search won 35% of 20
 * games against the flat baseline, played to the end 75%.
 *
 * Playouts bid with sense (see `bidWeight`): on what the bidder can use (a Ship that fits
 * an empty Dock, a Contract it has the goods for, the Building, a permit for a Building
 * won), with the cheapest card that wins, the low cards on the Parking lot; and in the
 * harbour they deliver, produce and unload before they stop, and seldom buy a Bollard.
 *
 * A bid is a card value on a space, and with five cards in hand and up to 14 open spaces
 * the bids split the search's one or two playouts a move (at 10 ms) up to 70 ways: the
 * search compares only the six bids the playout policy weighs highest. Against the flat
 * baseline at 2 players that took it from 64% to 96% of 80 games (the policy alone: 58% to
 * 64%).
 *
 * @module
 */
import { weightedPick, type Knowledge } from '../core/knowledge.js';
import type { Seat } from '../core/game.js';
import type { Random } from '../core/random.js';
import { difference } from './bids.js';
import type { ContractCard } from './cards.js';
import type { Good } from './goods.js';
import { fittingDocks } from './harbor.js';
import type { BidMove, BremerhavenMove } from './moves.js';
import { boardSlot, type SpaceId } from './spaces.js';
import type { BremerhavenState, Harbor } from './state.js';

/** Bids the search compares at the root: the ones the playout policy likes best. */
const ROOT_BIDS = 6;

/**
 * The moves worth searching: every move but a bid, and of the bids the {@link ROOT_BIDS}
 * the playout policy weighs highest (in the order listed). Without a state in the Bidding
 * phase to weigh them by, the lowest and the highest card value on each space.
 */
export function bremerhavenCandidates(state: BremerhavenState | null, seat: Seat, moves: readonly BremerhavenMove[]): readonly BremerhavenMove[] {
  const list = moves;
  const s = state;
  if (s?.phase === 'bidding' && s.harbors[seat] !== undefined) {
    const weights = bidWeights(s, seat, list, Infinity);
    const bids = weights.filter((w) => w !== Infinity).sort((a, b) => b - a);
    if (bids.length <= ROOT_BIDS) return moves;
    const bar = bids[ROOT_BIDS - 1] as number;
    // Ties at the bar fill the room left by the bids above it, first listed first.
    let room = ROOT_BIDS - bids.filter((w) => w > bar).length;
    return list.filter((_, i) => (weights[i] as number) > bar || (weights[i] === bar && room-- > 0));
  }
  const low = new Map<string, number>();
  const high = new Map<string, number>();
  for (const m of list) {
    if (m.type !== 'bid') continue;
    low.set(m.space, Math.min(low.get(m.space) ?? Infinity, m.value));
    high.set(m.space, Math.max(high.get(m.space) ?? -Infinity, m.value));
  }
  if (low.size === 0) return moves;
  return list.filter((m) => m.type !== 'bid' || m.value === low.get(m.space) || m.value === high.get(m.space));
}

/** The goods `h` has or will have to deliver: in storage, on its Ships, from its production buildings. */
function supplyOf(state: BremerhavenState, h: Harbor): Record<Good, number> {
  const have: Record<Good, number> = { ...h.storage };
  for (const d of h.docks) if (d !== null) have[d.cargo] += d.count;
  for (const id of h.buildings) {
    const made = state.rules.buildings[id]?.production;
    if (made?.kind === 'good') have[made.good] += 2;
  }
  return have;
}

/**
 * What a Contract is worth to `h`, about in money: its goods at the current prices and its
 * reward, as far as `h` has the goods, its penalty as far as it has not.
 */
function contractWorth(state: BremerhavenState, h: Harbor, contract: ContractCard): number {
  const top = state.priceStack[0];
  const prices = top === undefined ? undefined : state.rules.prices[top]?.prices;
  const have = supplyOf(state, h);
  let got = 0;
  let revenue = 0;
  for (const g of contract.goods) {
    if (g === 'wild') {
      got++;
      revenue += 2;
    } else if (have[g] > 0) {
      have[g]--;
      got++;
      revenue += prices?.[g] ?? 2;
    }
  }
  const share = contract.goods.length === 0 ? 1 : got / contract.goods.length;
  const reward = contract.reward.money + 6 * contract.reward.prestige;
  const penalty = contract.penalty.money + 6 * contract.penalty.prestige;
  return Math.max(0.3, 1 + revenue / 2 + share * share * reward - (1 - share) * penalty);
}

/** How much `seat` wants to win `space` this round, about in money; 0.2 for what it cannot use. */
function spaceWorth(state: BremerhavenState, seat: Seat, space: SpaceId): number {
  const h = state.harbors[seat] as Harbor;
  const rules = state.rules;
  const slot = boardSlot(space);
  if (slot?.board === 'sea') {
    const id = state.sea[slot.slot];
    const ship = id == null ? undefined : rules.ships[id];
    if (ship === undefined || fittingDocks(h, ship).length === 0) return 0.2;
    return 2 + 2 * ship.prestige;
  }
  if (slot?.board === 'land') {
    const id = state.land[slot.slot];
    const contract = id == null ? undefined : rules.contracts[id];
    if (contract === undefined || !h.loadingDocks.some((c) => c === null)) return 0.1;
    return contractWorth(state, h, contract);
  }
  switch (space) {
    case 'parking':
      return 1.5;
    case 'building': {
      const id = state.buildingStack[0];
      const building = id === undefined ? undefined : rules.buildings[id];
      return building === undefined ? 0.2 : 2 + 2 * building.prestige + (building.production === null ? 0 : 1);
    }
    case 'permit':
      return h.gained.length > 0 ? 5 : 1.5;
    case 'grow':
      return h.influence.supply.length === 0 ? 0.2 : 2.5;
    case 'career':
      return state.ranks[0] === seat ? 0.5 : 1;
    default:
      return 0.5;
  }
}

/** Per space: `seat`'s own total so far, the best total of the others, and whether a tie goes to `seat`. */
interface Standing {
  own: number;
  top: number;
  topRank: number;
}

function standings(state: BremerhavenState, seat: Seat): Map<string, Standing> {
  const out = new Map<string, Standing>();
  const totals = new Map<string, Map<unknown, number>>();
  for (const b of state.bids) {
    let m = totals.get(b.space);
    if (m === undefined) totals.set(b.space, (m = new Map()));
    m.set(b.by, (m.get(b.by) ?? 0) + b.value);
  }
  for (const [space, m] of totals) {
    const s: Standing = { own: 0, top: 0, topRank: Infinity };
    for (const [by, total] of m) {
      if (by === seat) s.own = total;
      else if (total > s.top || (total === s.top && state.ranks.indexOf(by as Seat) < s.topRank)) {
        s.top = total;
        s.topRank = state.ranks.indexOf(by as Seat);
      }
    }
    out.set(space, s);
  }
  return out;
}

/**
 * How much a playout prefers a bid: the worth of its space, times how well the card fits:
 * the cheapest card that takes the lead best, a card that still loses or a space already
 * won least; on the Parking lot (1 money a card) and the pay-the-difference spaces the
 * low cards.
 */
function bidWeight(state: BremerhavenState, seat: Seat, move: BidMove, at: Map<string, Standing>, worths: Map<string, number>): number {
  let worth = worths.get(move.space);
  if (worth === undefined) worths.set(move.space, (worth = spaceWorth(state, seat, move.space)));
  const v = move.value;
  if (move.space === 'parking') return worth / v;
  const s = at.get(move.space) ?? { own: 0, top: 0, topRank: Infinity };
  const myRank = state.ranks.indexOf(seat);
  const leads = (total: number): boolean => total > s.top || (total === s.top && total > 0 && myRank < s.topRank);
  if (leads(s.own)) return (worth * 0.3) / v;
  if (move.space === 'permit' || move.space === 'grow') return leads(s.own + v) ? worth : worth / (1 + s.top - s.own - v);
  if (!leads(s.own + v)) return (worth * 0.15) / v;
  const need = s.top + 1 - s.own;
  return worth / (1 + Math.max(0, v - need));
}

/** The policy's weight of each of `moves` (a move other than a bid: `other`), each space's worth reckoned once. */
function bidWeights(state: BremerhavenState, seat: Seat, moves: readonly BremerhavenMove[], other: number): number[] {
  const at = standings(state, seat);
  const worths = new Map<string, number>();
  return moves.map((m) => (m.type === 'bid' ? bidWeight(state, seat, m, at, worths) : other));
}

/** Whether Contract `id` asks for `good` (printed or wild). */
function needs(state: BremerhavenState, id: string, good: Good): boolean {
  const card = state.rules.contracts[id];
  return card !== undefined && card.goods.some((g) => g === good || g === 'wild');
}

/** What the goods on `h`'s Contracts sell for under Price card `card`, in money. */
function priceGain(state: BremerhavenState, h: Harbor, card: string): number {
  const prices = state.rules.prices[card]?.prices;
  if (prices === undefined) return 0;
  let sum = 0;
  for (const c of h.loadingDocks) if (c !== null) for (const [g, n] of Object.entries(c.delivered)) sum += n * (prices[g as Good] ?? 0);
  return sum;
}

/** How much a playout prefers a move other than a bid. */
function otherWeight(state: BremerhavenState, seat: Seat, move: BremerhavenMove): number {
  const h = state.harbors[seat] as Harbor;
  switch (move.type) {
    case 'deliver':
      return 10;
    case 'produce':
      return 6;
    case 'unload':
      return 4;
    case 'build':
      return 8;
    case 'bollard':
      return 0.1;
    case 'grow': {
      // What the seat pays to use its Grow influence (the rules' pay-the-difference).
      const cost = difference(state, 'grow', seat);
      return cost <= 1 ? 4 : cost <= 3 ? 1.5 : 0.4;
    }
    case 'setPrices':
      return 1 + priceGain(state, h, move.card);
    case 'placeShip':
      return h.loadingDocks.some((c) => c !== null && needs(state, c.card, move.cargo)) ? 3 : 1;
    case 'swapRanks':
      return state.ranks[move.rank + 1] === seat ? 4 : 0.3;
    case 'pack':
    case 'unpack':
      return 0.2;
    default:
      return 1;
  }
}

/** The playout policy: weighted bids in the Bidding phase, the useful harbour moves first elsewhere. */
export function bremerhavenPolicy(state: BremerhavenState, seat: Seat, moves: readonly BremerhavenMove[], random: Random): BremerhavenMove {
  const weights = state.phase === 'bidding' ? bidWeights(state, seat, moves, 1) : moves.map((m) => otherWeight(state, seat, m));
  return moves[weightedPick(moves.map((_, i) => i), (i) => weights[i] as number, random)] as BremerhavenMove;
}

/** How the default bot plays Bremerhaven well: the game's `knowledge` (`bremerhaven.knowledge`), described in docs/bots.md. */
export const bremerhavenStrategy: Knowledge<BremerhavenState, BremerhavenMove> = {
  horizon: Infinity,
  scale: 25,
  steps: 1000,
  // Budgets of the tree search (ismctsBot) by player count: larger tables make every
  // iteration dearer, so they get fewer; long games cut their playouts short.
  treeBudgets: [undefined, { iterations: 100, rolloutDepth: 60 }, { iterations: 100, rolloutDepth: 60 }, { iterations: 80, rolloutDepth: 50 }, { iterations: 60, rolloutDepth: 40 }],
  candidates: bremerhavenCandidates,
  policy: bremerhavenPolicy,
};
