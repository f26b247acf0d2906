/**
 * Editing the working state by replacement (see {@link WorkingState}): the helpers that
 * copy one path of the state so that rule code may change it, sharing everything else
 * with the state the move started from.
 *
 * @module
 */
import { replaceAt } from '../core/edit.js';
import type { Harbor, WorkingHarbor, WorkingState } from './state.js';

/**
 * Seat `seat`'s harbour, made editable: the list of harbours and that harbour are copied
 * and the copy put in place, the other harbours and everything inside this one stay
 * shared. Set the copy's own fields (`h.money -= 2`); build new values for what is inside
 * them (`h.progress = { ...h.progress, moving: true }`).
 *
 * Each call makes a new copy from the harbour in place now, so a harbour got before a call
 * to another rule that may edit the same seat is stale after it: ask again.
 *
 * @group Rules
 */
export function harborToEdit(d: WorkingState, seat: number): WorkingHarbor {
  const h: WorkingHarbor = { ...(d.harbors[seat] as Harbor) };
  d.harbors = replaceAt(d.harbors, seat, h);
  return h;
}

/**
 * Every harbour made editable at once (for steps that change them all, such as income or
 * an event), in seat order; the same rules as {@link harborToEdit} apply.
 *
 * @group Rules
 */
export function harborsToEdit(d: WorkingState): WorkingHarbor[] {
  const all = d.harbors.map((h): WorkingHarbor => ({ ...h }));
  d.harbors = all;
  return all;
}
