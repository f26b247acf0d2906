/**
 * Phases 6 and 7 and the round boundary: the ship's move, the clean-up, the refill with
 * the Lademeister's choice, the end of the game.
 *
 * @module
 */
import { appended } from '../../core/edit.js';
import { seatsFrom } from '../../core/seats.js';
import { ROLES, withoutCards, type Card } from '../cards.js';
import type { MeutererDraft } from '../state.js';
import { addToHand, discardOffered, draw } from './table.js';

/** Hand size every player refills to. */
export const HAND_SIZE = 5;
/** Extra cards the Lademeister draws and then puts back under the deck. */
export const LOADER_EXTRA = 3;

/**
 * After scoring: the game ends after phase 5 of the last round; otherwise the ship
 * sails, the played cards are discarded, and hands are refilled.
 *
 * @rulebook Fin de la partie: « La partie s'achève au 8ème tour (9ème tour à trois joueurs)
 *   après la distribution des PV de la phase 5. »
 */
export function endRound(d: MeutererDraft): void {
  if (d.round >= d.rules.rounds) {
    d.phase = 'over';
    return;
  }
  moveShip(d);
  discardOffered(d);
  d.refillQueue = seatsFrom(d.captain, d.rules.players);
  continueRefill(d);
}

/**
 * The island the ship leaves stays active for the next sale; every other island goes
 * inactive; the destination becomes active. A ship that stays leaves one active island.
 *
 * @rulebook Phase 6: Déplacement du bateau.
 */
function moveShip(d: MeutererDraft): void {
  const summary = d.history[d.history.length - 1];
  const destination = summary?.destination ?? d.ship;
  d.previousShip = destination === d.ship ? null : d.ship;
  d.ship = destination;
}

/**
 * Refills hands to five, from the captain clockwise. The Lademeister draws three more and
 * stops the refill until he has put three of his new cards under the deck.
 *
 * @rulebook Phase 7: Fin du tour.
 */
export function continueRefill(d: MeutererDraft): void {
  const queue = d.refillQueue;
  for (let next = 0; next < queue.length; next++) {
    const seat = queue[next] as number;
    const need = Math.max(0, HAND_SIZE - (d.hands[seat]?.length ?? 0));
    if (d.roles[seat] === 'loader') {
      const drawn = draw(d, need + LOADER_EXTRA);
      const toReturn = drawn.length - Math.min(need, drawn.length);
      if (toReturn > 0) {
        d.loader = { player: seat, drawn, toReturn };
        d.phase = 'loader';
        d.turn = seat;
        d.refillQueue = queue.slice(next + 1);
        return;
      }
      addToHand(d, seat, drawn);
    } else {
      addToHand(d, seat, draw(d, need));
    }
  }
  d.refillQueue = [];
  startRound(d);
}

/**
 * The Lademeister puts one of his newly drawn cards under the deck; after the last one,
 * he keeps the rest and the refill goes on.
 *
 * @rulebook Phase 7: « fait son choix parmi l'ensemble des nouvelles cartes qu'il a reçu et
 *   retourne trois cartes sous la pioche ».
 */
export function returnCard(d: MeutererDraft, card: Card): void {
  const loader = d.loader;
  if (loader === null) return;
  d.deck = appended(d.deck, card);
  d.returned = appended(d.returned, loader.player);
  const drawn = withoutCards(loader.drawn, card);
  const toReturn = loader.toReturn - 1;
  if (toReturn !== 0) {
    d.loader = { ...loader, drawn, toReturn };
  } else {
    addToHand(d, loader.player, drawn);
    d.loader = null;
    continueRefill(d);
  }
}

/** A new round starts at phase 1 with the captain. */
function startRound(d: MeutererDraft): void {
  const n = d.rules.players;
  d.round += 1;
  d.phase = 'reward';
  d.turn = d.captain;
  d.reward = null;
  d.passed = new Array<boolean>(n).fill(false);
  d.roles = new Array<null>(n).fill(null);
  d.revealed = false;
  d.roleSupply = [...ROLES];
  d.choosers = [];
  d.captainDestination = null;
  d.mutineerDestination = null;
  d.mutiny = null;
  d.saleIsland = null;
  d.sales = [];
  d.loader = null;
}
