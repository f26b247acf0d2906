/**
 * Changing a Nauticus draft by replacement. `apply` hands `perform` a draft whose fields
 * are the previous state's own objects (every field is in `sharedFields`), so nothing
 * below the top level may be edited in place: each helper here copies the one path it
 * changes (the players list and one player; the turn and its activity; the supply) and
 * shares everything else. That is what makes a move cost a few small objects instead of
 * a copy of the whole state.
 *
 * The objects a helper replaced are stale afterwards: rule code reads the draft again
 * after calling one rather than keeping a player or a turn in a local across a change.
 * Spreading keeps each object's key order, so states stay the same JSON text.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import type { Piece } from '../components.js';
import type { Activity, NauticusDraft, PlayerState, TurnState } from '../state.js';

/** Replaces `changes` in the player at `seat` (a new players list; the other players are shared). */
export function setPlayer(d: NauticusDraft, seat: number, changes: Partial<PlayerState>): void {
  d.players = replaceAt(d.players, seat, { ...(d.players[seat] as PlayerState), ...changes });
}

/** Replaces `changes` in the turn under way (which there is when this is called). */
export function setTurn(d: NauticusDraft, changes: Partial<TurnState>): void {
  d.turn = { ...(d.turn as TurnState), ...changes };
}

/** Replaces `changes` in the action being carried out (which there is when this is called). */
export function setActivity(d: NauticusDraft, changes: Partial<Activity>): void {
  const turn = d.turn as TurnState;
  d.turn = { ...turn, activity: { ...(turn.activity as Activity), ...changes } };
}

/** Takes one `piece` out of the general supply. */
export function takeFromStock(d: NauticusDraft, piece: Piece): void {
  d.stock = { ...d.stock, [piece]: d.stock[piece] - 1 };
}
