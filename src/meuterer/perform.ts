/**
 * Applies an accepted move to a private copy of the state, then lets the automatic
 * steps (reveal, scoring, the ship's move, the refill) run until the next decision.
 *
 * @module
 */
import type { MeutererMove } from './moves.js';
import type { MeutererDraft } from './state.js';
import { addConflicts } from './rules/mutiny.js';
import { offerReward, pass, playCard, takeRole } from './rules/offer.js';
import { returnCard } from './rules/round.js';
import { decideSale } from './rules/scoring.js';

/** Dispatches a move (already checked) to the rule that performs it. */
export function perform(d: MeutererDraft, move: MeutererMove): void {
  switch (move.type) {
    case 'offerReward':
      return offerReward(d, move.points);
    case 'play':
      return playCard(d, move.player, move.card);
    case 'pass':
      return pass(d, move.player);
    case 'takeRole':
      return takeRole(d, move.player, move.role);
    case 'addConflicts':
      return addConflicts(d, move.player, move.count);
    case 'sell':
      return decideSale(d, move.player, move.island, move.good, move.count);
    case 'noSale':
      return decideSale(d, move.player, move.island, null, 0);
    case 'returnCard':
      return returnCard(d, move.card);
  }
}
