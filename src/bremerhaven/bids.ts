/**
 * Reading the bids: totals per space, the winner, the highest bid.
 *
 * @module
 */
import type { SpaceId } from './spaces.js';
import type { AnyState, Bid, Participant } from './state.js';

/**
 * The combined value of `by`'s cards on `space`.
 *
 * @group Rules
 */
export function bidTotal(bids: readonly Bid[], space: SpaceId, by: Participant): number {
  let sum = 0;
  for (const b of bids) if (b.space === space && b.by === by) sum += b.value;
  return sum;
}

/**
 * How many cards `by` placed on `space` (the Parking lot pays per card).
 *
 * @group Rules
 */
export function cardsOn(bids: readonly Bid[], space: SpaceId, by: Participant): number {
  let n = 0;
  for (const b of bids) if (b.space === space && b.by === by) n++;
  return n;
}

/** Who wins a space and with how much (`null` and 0 when nobody bid). */
interface Tally {
  readonly winner: Participant | null;
  readonly top: number;
}

/**
 * The winner and the highest bid of `space`, in one pass over the bids per participant in
 * rank order (the first to reach the highest total wins the tie), with no list built: the
 * permit and growth phases ask it for every move they list.
 */
function tally(state: AnyState, space: SpaceId): Tally {
  let winner: Participant | null = null;
  let top = 0;
  for (const p of state.ranks) {
    const total = bidTotal(state.bids, space, p);
    if (total > top) {
      top = total;
      winner = p;
    }
  }
  return { winner, top };
}

/**
 * Who wins `space`: the highest combined value; ties go to the higher rank on the ladder
 * as it stands now, so a Sea or Land tie follows the ranks that 1.5 has just set (ruling
 * B28). `null` when nobody bid.
 *
 * @rulebook The Bidding phase: « The player whose cards have the highest (combined) value at a
 *   space wins the bid ... Ties are broken according to the ranks on the Career ladder ».
 *
 * @group Rules
 */
export function winnerOf(state: AnyState, space: SpaceId): Participant | null {
  return tally(state, space).winner;
}

/**
 * The highest combined bid on `space` (0 if none).
 *
 * @group Rules
 */
export function highestBid(state: AnyState, space: SpaceId): number {
  return tally(state, space).top;
}

/**
 * The rank (0 = Captain) of a participant.
 *
 * @group Rules
 */
export function rankOf(state: AnyState, p: Participant): number {
  return state.ranks.indexOf(p);
}

/**
 * What a bidder on a "pay the difference" space (1.2, 1.3) pays to use it: nothing for the
 * winner, the difference to the highest bid for the others (0 when tied, ruling B8).
 *
 * @rulebook The Bidding phase: « the other bidders may pay the difference between their bid
 *   and the highest bid with money ».
 *
 * @group Rules
 */
export function difference(state: AnyState, space: SpaceId, seat: number): number {
  const { winner, top } = tally(state, space);
  return winner === seat ? 0 : top - bidTotal(state.bids, space, seat);
}
