/**
 * Phase 5: points for the mutiny (or its absence), then the sale of goods on the active
 * islands.
 *
 * @module
 */
import type { Draft } from '../../core/draft.js';
import { appended, replaceAt } from '../../core/edit.js';
import { nextSeat } from '../../core/seats.js';
import { countOf, GOODS, type Good } from '../cards.js';
import { accepts, type Island } from '../islands.js';
import type { MeutererDraft, MeutererState, MutinyOutcome, PointsEntry, RoundSummary } from '../state.js';
import { endRound } from './round.js';
import { activeIslands } from './table.js';

/** A copy of `scores` with the points of `entries` added. */
function scoresWith(scores: readonly number[], entries: readonly PointsEntry[]): number[] {
  const out = scores.slice();
  for (const entry of entries) out[entry.player] = (out[entry.player] ?? 0) + entry.points;
  return out;
}

/**
 * Points for the mutiny. If it failed or there was none, the captain scores his
 * destination island and pays the mate 1 + the offer from his own points (even below
 * zero); if it succeeded, the mutineer scores his destination, becomes captain, and the
 * cabin boy scores 2. Then the sale begins, decided first by the (possibly new) captain.
 *
 * @rulebook Phase 5: Distribution des PV pour la mutinerie.
 */
export function scoreRound(d: MeutererDraft, mutiny: MutinyOutcome | null): void {
  const captainDestination = d.captainDestination ?? d.ship;
  const succeeded = mutiny?.succeeded === true;
  const destination = succeeded ? (d.mutineerDestination ?? d.ship) : captainDestination;
  const summary: Draft<RoundSummary> = {
    round: d.round,
    captain: d.captain,
    reward: d.reward ?? 0,
    roles: d.roles.slice(),
    captainDestination,
    mutineerDestination: d.mutineerDestination,
    mutiny,
    destination,
    points: [],
  };
  summary.points = mutinyPoints(d.rules.islands, summary);
  d.scores = scoresWith(d.scores, summary.points);
  if (succeeded && mutiny) d.captain = mutiny.mutineer;
  d.history = appended(d.history, summary);
  d.mutiny = null;
  d.phase = 'sale';
  nextSaleDecision(d, -1);
}

/**
 * The points of a round's mutiny (or of its absence), in the order they are scored: after
 * a successful mutiny the mutineer's destination points, then the cabin boy's 2; otherwise
 * the captain's destination points, then the mate's 1 + the offer and, if the offer was
 * not 0, the captain paying it.
 *
 * @rulebook Phase 5: Distribution des PV pour la mutinerie.
 */
export function mutinyPoints(
  islands: readonly Island[],
  round: Pick<RoundSummary, 'captain' | 'roles' | 'reward' | 'mutiny' | 'destination'>,
): PointsEntry[] {
  const { destination, mutiny, roles } = round;
  const destinationPoints = islands[destination]?.destination ?? 0;
  const out: PointsEntry[] = [];
  if (mutiny?.succeeded === true) {
    out.push({ player: mutiny.mutineer, points: destinationPoints, reason: 'destination', island: destination });
    const cabinBoy = roles.indexOf('cabinBoy');
    if (cabinBoy >= 0) out.push({ player: cabinBoy, points: 2, reason: 'cabin-boy' });
  } else {
    out.push({ player: round.captain, points: destinationPoints, reason: 'destination', island: destination });
    const mate = roles.indexOf('mate');
    if (mate >= 0) {
      out.push({ player: mate, points: 1 + round.reward, reason: 'mate' });
      if (round.reward > 0) out.push({ player: round.captain, points: -round.reward, reason: 'reward-paid' });
    }
  }
  return out;
}

/**
 * The order of sale decisions: each player from the captain clockwise, island by island
 * (the active islands in their order). Decision `index` is the seat `index / k` places
 * after the captain deciding on active island `index % k`, with `k` active islands;
 * {@link saleDecisionIndex} and {@link saleDecisionSeat} use that arithmetic so that the
 * hot paths need not build this list.
 */
export function saleOrder(state: MeutererState | MeutererDraft): { player: number; island: number }[] {
  const islands = activeIslands(state);
  const out: { player: number; island: number }[] = [];
  for (let i = 0; i < state.rules.players * islands.length; i++) {
    out.push({ player: saleDecisionSeat(state, islands, i), island: islands[i % islands.length] as number });
  }
  return out;
}

/** The seat that takes sale decision `index` (see {@link saleOrder}); `islands` are the active islands. */
function saleDecisionSeat(state: MeutererState | MeutererDraft, islands: readonly number[], index: number): number {
  return nextSeat(state.captain, state.rules.players, Math.floor(index / islands.length));
}

/**
 * Where `player` deciding on `island` comes in the {@link saleOrder}, or -1 when that is
 * no decision of this round (not a seat, or not an active island).
 */
function saleDecisionIndex(state: MeutererState | MeutererDraft, islands: readonly number[], player: number, island: number): number {
  const n = state.rules.players;
  const at = islands.indexOf(island);
  if (at < 0 || !Number.isInteger(player) || player < 0 || player >= n) return -1;
  const placeAfterCaptain = nextSeat(player, n, -state.captain);
  return placeAfterCaptain * islands.length + at;
}

/** Played cards of `good` that `player` has not yet assigned to an island. */
export function unsold(state: MeutererState | MeutererDraft, player: number, good: Good): number {
  let sold = 0;
  for (const s of state.sales) if (s.player === player && s.good === good) sold += s.count;
  return countOf(state.offered[player] ?? [], good) - sold;
}

/**
 * The goods `player` may declare on `island`: played (not conflict) cards of a type the
 * island buys, not yet assigned; nothing if the player already declared there.
 *
 * @rulebook Phase 5: « Chaque joueur ne peut vendre qu'un seul type de marchandise dans chaque port. »
 */
export function saleOptions(state: MeutererState | MeutererDraft, player: number, island: number): Good[] {
  const out: Good[] = [];
  for (const s of state.sales) if (s.player === player && s.island === island) return out;
  const isle = state.rules.islands[island];
  if (isle === undefined) return out;
  for (const good of GOODS) if (accepts(isle, good) && unsold(state, player, good) > 0) out.push(good);
  return out;
}

/**
 * The counts a player may sell of `good` on `island`: everything left, or any part of it
 * when another active island still to be decided by this player also buys it (a split).
 * Holding cards back otherwise gains nothing, since unsold cards are discarded (ruling M7).
 */
export function saleCounts(state: MeutererState | MeutererDraft, player: number, island: number, good: Good): number[] {
  const left = unsold(state, player, good);
  if (left <= 0) return [];
  // The player's decisions after this one are the active islands after `island` (all of
  // them if `island` is not active, as a search of the sale order from its start finds).
  const islands = activeIslands(state);
  let splitPossible = false;
  for (let i = islands.indexOf(island) + 1; i < islands.length; i++) {
    const isle = state.rules.islands[islands[i] as number];
    if (isle !== undefined && accepts(isle, good)) splitPossible = true;
  }
  if (!splitPossible) return [left];
  const counts: number[] = [];
  for (let count = 1; count <= left; count++) counts.push(count);
  return counts;
}

/** Moves the sale to the next player and island with something to decide, or scores it. */
export function nextSaleDecision(d: MeutererDraft, fromIndex: number): void {
  const islands = activeIslands(d);
  const count = d.rules.players * islands.length;
  for (let i = fromIndex + 1; i < count; i++) {
    const player = saleDecisionSeat(d, islands, i);
    const island = islands[i % islands.length] as number;
    if (saleOptions(d, player, island).length > 0) {
      d.turn = player;
      d.saleIsland = island;
      return;
    }
  }
  d.saleIsland = null;
  scoreSales(d);
  endRound(d);
}

/** Records a sale decision and moves on. */
export function decideSale(d: MeutererDraft, player: number, island: number, good: Good | null, count: number): void {
  if (good !== null && count > 0) d.sales = appended(d.sales, { player, island, good, count });
  nextSaleDecision(d, saleDecisionIndex(d, activeIslands(d), player, island));
}

/**
 * Scores every active island: only the players with the most cards of their declared good
 * score, by the island's row (alone / 2 tied / 3 tied; 4 tied score nothing). The merchant
 * in a tie scores as if alone; in a four-way tie per the config (ruling M8).
 *
 * @rulebook Phase 5: Distribution des PV pour la vente des marchandises.
 */
function scoreSales(d: MeutererDraft): void {
  const last = d.history.length - 1;
  const summary = d.history[last];
  if (summary === undefined) return;
  const merchant = d.roles.indexOf('merchant');
  const points: PointsEntry[] = [];
  for (const island of activeIslands(d)) {
    const isle = d.rules.islands[island];
    if (isle === undefined) continue;
    let top = 0;
    for (const s of d.sales) if (s.island === island && s.count > top) top = s.count;
    if (top === 0) continue;
    const winners: number[] = [];
    for (const s of d.sales) if (s.island === island && s.count === top) winners.push(s.player);
    for (const player of winners) {
      let won: number;
      if (player === merchant) {
        won = winners.length >= 4 && d.rules.merchantFourWayTie === 'nothing' ? 0 : isle.majority[0];
      } else {
        won = winners.length >= 4 ? 0 : isle.majority[winners.length - 1 as 0 | 1 | 2];
      }
      if (won !== 0) points.push({ player, points: won, reason: 'sale', island });
    }
  }
  if (points.length === 0) return;
  d.scores = scoresWith(d.scores, points);
  d.history = replaceAt(d.history, last, { ...summary, points: summary.points.concat(points) });
}
