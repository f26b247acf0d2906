/**
 * Phases 1 and 2: the captain's offer card, then the goods offer with passing and the
 * hidden choice of action cards; the pirate card of the variant.
 *
 * @module
 */
import { appended, removeFirst, replaceAt } from '../../core/edit.js';
import { nextSeat } from '../../core/seats.js';
import type { Card, Role } from '../cards.js';
import type { MeutererDraft } from '../state.js';
import { reveal } from './mutiny.js';
import { addToOffered, clearOffered, discardOffered, islandAhead, takeFromHand, takeIntoHand } from './table.js';

/**
 * The captain chooses how many of his own points (0-3) he offers the mate.
 *
 * @rulebook Phase 1: Choix de la carte de capitaine.
 */
export function offerReward(d: MeutererDraft, points: number): void {
  d.reward = points;
  d.phase = 'offer';
  d.turn = d.captain;
}

/**
 * Plays one card from hand face up. The pirate card instead moves the pirate ship and is
 * discarded at once.
 *
 * @rulebook Phase 2: Offre des marchandises, « 1. Jouer une carte de marchandise ».
 */
export function playCard(d: MeutererDraft, player: number, card: Card): void {
  takeFromHand(d, player, card);
  if (card === 'pirate') {
    d.discard = appended(d.discard, 'pirate');
    sailPirateShip(d, player);
  } else {
    addToOffered(d, player, card);
  }
  nextOfferTurn(d, player);
}

/**
 * Leaves the offer phase. The captain places his destination at once, as many islands
 * clockwise from the ship as he holds cards; anyone else goes on to pick an action card.
 *
 * @rulebook Phase 2: « 2. Passer et prendre une carte action ».
 */
export function pass(d: MeutererDraft, player: number): void {
  d.passed = replaceAt(d.passed, player, true);
  if (player === d.captain) {
    d.captainDestination = islandAhead(d, d.hands[player]?.length ?? 0);
    nextOfferTurn(d, player);
  } else {
    d.phase = 'chooseRole';
  }
}

/**
 * Takes one of the action cards left in the centre, face down.
 *
 * @rulebook Phase 2: « il choisit une carte action ... la place face cachée devant lui ».
 */
export function takeRole(d: MeutererDraft, player: number, role: Role): void {
  d.roles = replaceAt(d.roles, player, role);
  d.roleSupply = removeFirst(d.roleSupply, role);
  d.choosers = appended(d.choosers, player);
  d.phase = 'offer';
  nextOfferTurn(d, player);
}

/** Hands the offer to the next player clockwise who has not passed; reveals when all have. */
function nextOfferTurn(d: MeutererDraft, from: number): void {
  const n = d.rules.players;
  for (let step = 1; step <= n; step++) {
    const seat = nextSeat(from, n, step);
    if (!d.passed[seat]) {
      d.turn = seat;
      return;
    }
  }
  reveal(d);
}

/**
 * The pirate ship moves counter-clockwise as many islands as the player now holds
 * cards. Passing the merchant ship on the way discards every card played so far; ending
 * on the merchant ship's island (also without moving) gives the player every card played
 * so far, into his hand (ruling M14).
 *
 * @rulebook Variante: les pirates.
 */
export function sailPirateShip(d: MeutererDraft, player: number): void {
  const n = d.rules.islands.length;
  const start = d.pirateShip ?? 0;
  const steps = d.hands[player]?.length ?? 0;
  let crossed = false;
  for (let k = 1; k < steps; k++) {
    if ((((start - k) % n) + n) % n === d.ship) crossed = true;
  }
  const end = (((start - steps) % n) + n) % n;
  if (crossed) {
    discardOffered(d);
  } else if (end === d.ship) {
    takeIntoHand(d, player, clearOffered(d));
  }
  d.pirateShip = end;
}
