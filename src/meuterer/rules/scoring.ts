/**
 * Phase 5: points for the mutiny (or its absence), then the sale of goods on the active
 * islands.
 *
 * @module
 */
import type { Draft } from '../../core/draft.js';
import { seatsFrom } from '../../core/seats.js';
import { countOf, GOODS, type Card, type Good } from '../cards.js';
import { accepts, type Island } from '../islands.js';
import type { MeutererDraft, MeutererState, MutinyOutcome, PointsEntry, RoundSummary } from '../state.js';
import { endRound } from './round.js';
import { activeIslands } from './table.js';

function award(d: MeutererDraft, summary: Draft<RoundSummary>, entry: PointsEntry): void {
  d.scores[entry.player] = (d.scores[entry.player] ?? 0) + entry.points;
  summary.points.push(entry);
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
  for (const entry of mutinyPoints(d.rules.islands, summary)) award(d, summary, entry);
  if (succeeded && mutiny) d.captain = mutiny.mutineer;
  d.history.push(summary);
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

/** The order of sale decisions: each player from the captain clockwise, island by island. */
export function saleOrder(state: MeutererState | MeutererDraft): { player: number; island: number }[] {
  const islands = activeIslands(state);
  return seatsFrom(state.captain, state.rules.players).flatMap((player) => islands.map((island) => ({ player, island })));
}

/** Played cards of `good` that `player` has not yet assigned to an island. */
export function unsold(state: MeutererState | MeutererDraft, player: number, good: Good): number {
  let sold = 0;
  for (const s of state.sales) if (s.player === player && s.good === good) sold += s.count;
  return countOf(state.offered[player] as Card[], good) - sold;
}

/**
 * The goods `player` may declare on `island`: played (not conflict) cards of a type the
 * island buys, not yet assigned; nothing if the player already declared there.
 *
 * @rulebook Phase 5: « Chaque joueur ne peut vendre qu'un seul type de marchandise dans chaque port. »
 */
export function saleOptions(state: MeutererState | MeutererDraft, player: number, island: number): Good[] {
  if (state.sales.some((s) => s.player === player && s.island === island)) return [];
  const isle = state.rules.islands[island];
  if (isle === undefined) return [];
  return GOODS.filter((g) => accepts(isle, g) && unsold(state, player, g) > 0);
}

/**
 * The counts a player may sell of `good` on `island`: everything left, or any part of it
 * when another active island still to be decided by this player also buys it (a split).
 * Holding cards back otherwise gains nothing, since unsold cards are discarded (ruling M7).
 */
export function saleCounts(state: MeutererState | MeutererDraft, player: number, island: number, good: Good): number[] {
  const left = unsold(state, player, good);
  if (left <= 0) return [];
  const order = saleOrder(state);
  const here = order.findIndex((o) => o.player === player && o.island === island);
  const splitPossible = order.slice(here + 1).some((o) => {
    const isle = state.rules.islands[o.island];
    return o.player === player && isle !== undefined && accepts(isle, good);
  });
  if (!splitPossible) return [left];
  return Array.from({ length: left }, (_, i) => i + 1);
}

/** Moves the sale to the next player and island with something to decide, or scores it. */
export function nextSaleDecision(d: MeutererDraft, fromIndex: number): void {
  const order = saleOrder(d);
  for (let i = fromIndex + 1; i < order.length; i++) {
    const o = order[i];
    if (o && saleOptions(d, o.player, o.island).length > 0) {
      d.turn = o.player;
      d.saleIsland = o.island;
      return;
    }
  }
  d.saleIsland = null;
  scoreSales(d);
  endRound(d);
}

/** Records a sale decision and moves on. */
export function decideSale(d: MeutererDraft, player: number, island: number, good: Good | null, count: number): void {
  if (good !== null && count > 0) d.sales.push({ player, island, good, count });
  const order = saleOrder(d);
  nextSaleDecision(d, order.findIndex((o) => o.player === player && o.island === island));
}

/**
 * Scores every active island: only the players with the most cards of their declared good
 * score, by the island's row (alone / 2 tied / 3 tied; 4 tied score nothing). The merchant
 * in a tie scores as if alone; in a four-way tie per the config (ruling M8).
 *
 * @rulebook Phase 5: Distribution des PV pour la vente des marchandises.
 */
function scoreSales(d: MeutererDraft): void {
  const summary = d.history[d.history.length - 1];
  if (summary === undefined) return;
  const merchant = d.roles.indexOf('merchant');
  for (const island of activeIslands(d)) {
    const isle = d.rules.islands[island];
    if (isle === undefined) continue;
    const sales = d.sales.filter((s) => s.island === island && s.count > 0);
    const top = Math.max(0, ...sales.map((s) => s.count));
    if (top === 0) continue;
    const winners = sales.filter((s) => s.count === top).map((s) => s.player);
    for (const player of winners) {
      let points: number;
      if (player === merchant) {
        points = winners.length >= 4 && d.rules.merchantFourWayTie === 'nothing' ? 0 : isle.majority[0];
      } else {
        points = winners.length >= 4 ? 0 : isle.majority[winners.length - 1 as 0 | 1 | 2];
      }
      if (points !== 0) {
        d.scores[player] = (d.scores[player] ?? 0) + points;
        summary.points.push({ player, points, reason: 'sale', island });
      }
    }
  }
}

