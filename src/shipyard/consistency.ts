/**
 * Shipyard's own consistency: what holds in every state the rules can reach. The state
 * codec checks it after the structure, so that a save from outside (hand-edited, or from
 * a client) decodes only if the rules can go on from it: every function of the game
 * answers on it and the game plays to its end.
 *
 * Each check returns the first problem as `path: what is wrong`, the path naming the
 * field of the state (`players[2].held: ...`, `track[5]: ...`). The checks run in an
 * order where each may rely on the ones before (indices are in range before a card's
 * kind is read; the turn counters are right before the pawns are counted from them).
 * All of them are linear in the size of the state but the last, which asks the game's
 * own `check` whether each seat to move has a legal move: one call of `legalMoves`' work.
 *
 * @module
 */
import { candidates, check, activePlayers } from './legal.js';
import { checkComponents } from './data/index.js';
import type { ShipyardState } from './state.js';
import { cardsProblem } from './consistency/cards.js';
import { phaseProblem } from './consistency/phase.js';
import { playersProblem } from './consistency/players.js';
import { turnsProblem } from './consistency/turns.js';

/**
 * The first inconsistency of a structurally valid state, naming the field, or `null`
 * when the state is one the rules can go on from.
 *
 * @group Codecs
 */
export function stateProblem(s: ShipyardState): string | null {
  const data = checkComponents(s.rules.components);
  if (data !== null) return `rules.components.${data}`;
  return seatsProblem(s) ?? cardsProblem(s) ?? phaseProblem(s) ?? turnsProblem(s) ?? playersProblem(s) ?? markersProblem(s) ?? eventsProblem(s) ?? movesProblem(s);
}

/** One side of the table per seat, and seat numbers that are seats. */
function seatsProblem(s: ShipyardState): string | null {
  const n = s.rules.players;
  if (s.players.length !== n) return `players: ${s.players.length} sides of the table, but rules.players is ${n}`;
  if (s.discards.length !== n) return `discards: ${s.discards.length} entries for ${n} seats`;
  if (s.current >= n) return `current: seat index ${s.current} at a ${n}-seat table`;
  if (s.firstPlayer >= n) return `firstPlayer: seat index ${s.firstPlayer} at a ${n}-seat table`;
  return null;
}

/** Each marker on a space of its ring, circle, oval or hexagon. */
function markersProblem(s: ShipyardState): string | null {
  const board = s.rules.components.board;
  const spaces = { equipment: board.equipmentRing.length, crew: board.crewCircle.length, employee: board.employeeSpaces, exchange: board.exchangePrices.length };
  for (const marker of ['equipment', 'crew', 'employee', 'exchange'] as const) {
    if (s.markers[marker] >= spaces[marker]) return `markers.${marker}: space ${s.markers[marker]}, but there are ${spaces[marker]}`;
  }
  return null;
}

/** The log of the last move names seats and contracts that exist. */
function eventsProblem(s: ShipyardState): string | null {
  for (const [i, e] of s.events.entries()) {
    if ('seat' in e && e.seat >= s.rules.players) return `events[${i}].seat: seat index ${e.seat} at a ${s.rules.players}-seat table`;
    if (e.kind === 'contract' && e.contract >= s.rules.components.contracts.contracts.length) return `events[${i}].contract: there is no contract ${e.contract}`;
  }
  return null;
}

/**
 * Last line of defence: every seat to move has a legal move now, by the game's own rules
 * (a state where someone must move and cannot would stall the game).
 */
function movesProblem(s: ShipyardState): string | null {
  for (const seat of activePlayers(s)) {
    if (!candidates(s, seat).some((m) => check(s, m) === null)) return `step: seat index ${seat} is to move (step '${s.step}', era '${s.era}') but has no legal move`;
  }
  return null;
}
