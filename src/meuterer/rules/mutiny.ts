/**
 * Phases 3 and 4: revealing the action cards and the mutiny.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import { seatsFrom } from '../../core/seats.js';
import { countOf, type Role } from '../cards.js';
import type { MeutererDraft, MeutererState, MutinyOutcome } from '../state.js';
import { scoreRound } from './scoring.js';
import { addToOffered, islandAhead, takeFromHand } from './table.js';

/** The roles that take part in a mutiny besides the captain. */
const INVOLVED: readonly Role[] = ['mate', 'mutineer', 'cabinBoy'];

/**
 * Everyone reveals; a mutineer places his destination as many islands clockwise from the
 * ship as he holds cards (the same count as when he passed). A mutiny follows if there is
 * a mutineer; otherwise scoring.
 *
 * @rulebook Phase 3: Révélation des cartes action.
 *
 * @group Rules
 */
export function reveal(d: MeutererDraft): void {
  d.revealed = true;
  const mutineer = d.roles.indexOf('mutineer');
  if (mutineer < 0) {
    scoreRound(d, null);
    return;
  }
  d.mutineerDestination = islandAhead(d, d.hands[mutineer]?.length ?? 0);
  const queue = mutinyTurns(d);
  d.mutiny = { queue, added: d.hands.map(() => 0) };
  d.phase = 'mutiny';
  d.turn = queue[0] as number;
}

/**
 * Who takes a turn in the mutiny, in order: the captain, then the mate, the mutineer and
 * the cabin boy as they sit clockwise from him.
 *
 * @rulebook Phase 4: La Mutinerie, « en faisant un tour de table complet ».
 *
 * @group Rules
 */
export function mutinyTurns(state: MeutererState | MeutererDraft): number[] {
  return seatsFrom(state.captain, state.rules.players).filter((seat) => {
    const role = state.roles[seat];
    return seat === state.captain || (role != null && INVOLVED.includes(role));
  });
}

/**
 * One turn of the mutiny: the player adds `count` conflict cards from hand to those he
 * played in the offer phase. After one round of the table (captain first), it resolves.
 *
 * @rulebook Phase 4: La Mutinerie, « en faisant un tour de table complet ».
 *
 * @group Rules
 */
export function addConflicts(d: MeutererDraft, player: number, count: number): void {
  const mutiny = d.mutiny;
  if (mutiny === null) return;
  if (count > 0) {
    takeFromHand(d, player, 'conflict', count);
    addToOffered(d, player, 'conflict', count);
  }
  const queue = mutiny.queue.slice(1);
  d.mutiny = { queue, added: replaceAt(mutiny.added, player, (mutiny.added[player] ?? 0) + count) };
  const next = queue[0];
  if (next === undefined) {
    scoreRound(d, mutinyOutcome(d));
  } else {
    d.turn = next;
  }
}

/**
 * The strength of both sides: conflict cards in front of the captain and the mate, plus
 * one for the mate himself, against those of the mutineer and the cabin boy. The
 * merchant's and the loader's conflict cards do not count. A tie goes to the mutineers.
 *
 * @rulebook Phase 4: « Le camp qui totalise le plus grand nombre de cartes de conflit triomphe.
 *   En cas d'égalité, c'est le camp du mutin qui l'emporte. »
 *
 * @group Rules
 */
export function mutinySides(state: MeutererState | MeutererDraft): { captainSide: number; mutineerSide: number } {
  let captainSide = 0;
  let mutineerSide = 0;
  state.offered.forEach((row, seat) => {
    const conflicts = countOf(row, 'conflict');
    const role = state.roles[seat];
    if (seat === state.captain) captainSide += conflicts;
    else if (role === 'mate') captainSide += conflicts + 1;
    else if (role === 'mutineer' || role === 'cabinBoy') mutineerSide += conflicts;
  });
  return { captainSide, mutineerSide };
}

function mutinyOutcome(d: MeutererDraft): MutinyOutcome {
  const { captainSide, mutineerSide } = mutinySides(d);
  return { mutineer: d.roles.indexOf('mutineer'), captainSide, mutineerSide, succeeded: mutineerSide >= captainSide };
}
