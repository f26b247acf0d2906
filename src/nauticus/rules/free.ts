/**
 * The free tile of a blue action (ruling N2): what it may be, taking it, and losing it
 * when it cannot be taken. Shared by the action and the reward rules, each of which
 * settles it, so neither needs the other.
 *
 * @module
 */
import { isBlue, itemsOf } from '../board.js';
import type { Piece } from '../components.js';
import type { Activity, NauticusDraft, NauticusState } from '../state.js';
import { copyActivity, setActivity } from './edits.js';
import { fits, gainToWarehouse } from './shipyard.js';

/**
 * The items the free tile may be: those of the action's tile still in the supply and fitting into the warehouse.
 *
 * @group Rules
 */
export function freeChoices(state: NauticusState): Piece[] {
  const activity = state.turn?.activity;
  const player = state.players[state.turn?.player ?? 0];
  if (activity == null || player === undefined || !isBlue(activity.tile)) return [];
  return itemsOf(state.rules.board, activity.tile).filter((p) => state.stock[p] > 0 && fits(player, p));
}

/**
 * A free tile that cannot be taken (supply empty, warehouse full) is lost (ruling N2).
 *
 * @group Rules
 */
export function settleFree(d: NauticusDraft): void {
  const activity = d.turn?.activity;
  if (activity?.free === 'pending' && d.turn?.rewards === null && freeChoices(d).length === 0) settled(d, activity);
}

/**
 * Takes the chosen free tile into the warehouse.
 *
 * @group Rules
 */
export function takeFree(d: NauticusDraft, seat: number, piece: Piece): void {
  const activity = d.turn?.activity;
  if (activity == null) return;
  gainToWarehouse(d, seat, piece);
  settled(d, activity);
}

/** The free tile of `activity` is dealt with: taken or lost. */
function settled(d: NauticusDraft, activity: Activity): void {
  const done = copyActivity(activity);
  done.free = 'done';
  setActivity(d, done);
}
