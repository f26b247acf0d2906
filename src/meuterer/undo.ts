/**
 * Whether a Meuterer move can be taken back (`undoable` of the contract).
 *
 * @module
 */
import type { Viewer } from '../core/game.js';
import { sameGeneratorState } from '../core/random.js';
import { countOf } from './cards.js';
import type { MeutererMove } from './moves.js';
import type { MeutererState } from './state.js';

/**
 * A move can be taken back when it drew no card (the refill at the end of a round, a
 * reshuffle), did not turn the action cards face up (the reveal after the last pass),
 * did not hand the viewer the action cards left in the centre after others chose
 * (ruling M23), and, made by another seat, showed the viewer nothing from that seat's
 * hand: the captain's offer, a pass, a sale of cards lying face up, or a card (or
 * conflict cards) everyone saw go into that hand in a pirate haul (ruling M22). Another
 * seat's card played from its hand, its face-down action card or its return under the
 * deck tell the viewer something it did not know (or something it cannot check), so
 * those stay.
 *
 * @group View
 */
export function undoable(before: MeutererState, move: MeutererMove, after: MeutererState, viewer: Viewer): boolean {
  if (!sameGeneratorState(before.rng, after.rng)) return false;
  // Drawing shortens the deck; a Lademeister's return lengthens it by one card.
  if (after.deck.length < before.deck.length + (move.type === 'returnCard' ? 1 : 0)) return false;
  if (!before.revealed && after.revealed) return false;
  // Passing, a seat picks up the action cards left in the centre (ruling M23): it sees
  // which ones the seats that chose before it took.
  if (viewer === move.player && after.phase === 'chooseRole' && after.turn === viewer && before.choosers.length > 0) return false;
  if (viewer === move.player) return true;
  return seenFromAnySeat(before, move);
}

/** Whether everyone knows all there is to know of `move` before it is made, but the choice. */
function seenFromAnySeat(before: MeutererState, move: MeutererMove): boolean {
  const known = before.hauled[move.player] ?? [];
  switch (move.type) {
    case 'offerReward':
    case 'pass':
    case 'sell':
    case 'noSale':
      return true;
    case 'play':
      return known.includes(move.card);
    case 'addConflicts':
      return countOf(known, 'conflict') >= move.count;
    case 'takeRole':
    case 'returnCard':
      return false;
  }
}
