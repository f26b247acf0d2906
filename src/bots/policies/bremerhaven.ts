/**
 * What the search knows about Bremerhaven: playouts run to the end. Its standing before
 * the end (the harbour's worth if the game ended now) swings too much from round to round
 * to judge a playout cut short by: cut at the end of the round, the search won 35% of 20
 * games against the flat baseline, played to the end 75%.
 *
 * A bid is a card value on a space, and with five cards in hand and up to 14 open spaces
 * the bids split the search's few playouts up to 70 ways: the search compares only the
 * lowest and the highest card on each space.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { BremerhavenMove } from '../../bremerhaven/moves.js';
import type { Knowledge } from './knowledge.js';

/**
 * The moves worth searching: every move but a bid, and of the bids, the lowest and the
 * highest card value on each space (in the order listed).
 */
export function bremerhavenCandidates(_state: unknown, _seat: Seat, moves: readonly unknown[]): readonly unknown[] {
  const list = moves as readonly BremerhavenMove[];
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

/** Bremerhaven's playout knowledge. */
export const bremerhavenKnowledge: Knowledge = { horizon: Infinity, scale: 25, candidates: bremerhavenCandidates };
