/**
 * The round's loop, on top of the phase modules: each phase hands over to the next one it
 * imports, and the last (Clean-up, reached when the last player ends the Individual action
 * phase) is handed the next round's Bidding phase from here, so no phase imports one above it.
 *
 * @module
 */
import type { Log } from '../log.js';
import type { WorkingState } from '../state.js';
import { beginBidding } from './bidding.js';
import { endHarbour as endHarbourThen } from './harbour.js';

/**
 * Finishes a player's Individual action phase (see `harbour.ts`); after the last one, the
 * Clean-up phase, then the next round's Bidding phase (or the end).
 *
 * @group Rules
 */
export function endHarbour(d: WorkingState, seat: number, log: Log): void {
  endHarbourThen(d, seat, log, beginBidding);
}
