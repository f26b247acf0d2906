/**
 * Whether a Shipyard move can be taken back (`undoable` of the contract).
 *
 * @module
 */
import type { Viewer } from '../core/game.js';
import { sameGeneratorState } from '../core/random.js';
import type { ShipyardMove } from './moves.js';
import type { ShipyardState } from './state.js';

/**
 * Everything in Shipyard lies face up but the decks and the contracts (ruling S25). So a
 * move can be taken back unless it drew a card (a display refilled from a ship, train or
 * canal deck: the card is laid face up, and the middle deck shows the back of its next
 * card), reshuffled a deck, or ended the game (everyone's contracts are shown and
 * scored); and, for everyone but the seat giving it up, a contract given up names a card
 * the others have not seen, so it stays.
 *
 * @group View
 */
export function undoable(before: ShipyardState, move: ShipyardMove, after: ShipyardState, viewer: Viewer): boolean {
  if (!sameGeneratorState(before.rng, after.rng)) return false;
  const was = deckSizes(before);
  if (deckSizes(after).some((size, i) => size < (was[i] as number))) return false;
  if (before.era !== 'over' && after.era === 'over') return false;
  return move.type !== 'discardContract' || viewer === move.player;
}

/** How many cards lie face down in each deck: the three ship decks, the trains', the canals'. */
function deckSizes(state: ShipyardState): number[] {
  const { bow, middle, stern } = state.shipDecks;
  return [bow.length, middle.length, stern.length, state.trainDeck.length, state.canalDeck.length];
}
