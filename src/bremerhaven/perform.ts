/**
 * Applies an accepted move to the working copy of the state (see {@link WorkingState}: it
 * shares every field with the state the move started from, and rule code replaces what it
 * changes), then lets the automatic steps run until the next decision. The journal
 * receives a line per event (see `log.ts`).
 *
 * @module
 */
import { silent, type Log } from './log.js';
import type { BremerhavenMove } from './moves.js';
import type { WorkingState } from './state.js';
import { placeBid } from './rules/bidding.js';
import { placeContract, placeShip } from './rules/boards.js';
import { convert, deliver, produce, unload } from './rules/harbour.js';
import { endHarbour } from './rules/round.js';
import { takeStartingGood } from './rules/start.js';
import { grow, skipGrow } from './rules/grow.js';
import { endPermits, usePermit } from './rules/permits.js';
import { keepRanks, rotatePrices, setPrices, swapRanks } from './rules/town.js';

/**
 * Dispatches a move (already checked) to the rule that performs it.
 *
 * @group Rules
 */
export function perform(d: WorkingState, move: BremerhavenMove, log: Log = silent): void {
  const p = move.player;
  switch (move.type) {
    case 'startingGood':
      return takeStartingGood(d, p, move.good, log);
    case 'bid':
      return placeBid(d, p, move.space, move.value, log);
    case 'bollard':
      return usePermit(d, p, { kind: 'bollard', wall: move.wall }, log);
    case 'uncover':
      return usePermit(d, p, { kind: 'uncover', space: move.storageSpace }, log);
    case 'build':
      return usePermit(d, p, { kind: 'build', building: move.building }, log);
    case 'endPermits':
      return endPermits(d, p, log);
    case 'grow':
      return grow(d, p, log);
    case 'skipGrow':
      return skipGrow(d, p, log);
    case 'setPrices':
      return setPrices(d, move.card, log);
    case 'rotatePrices':
      return rotatePrices(d, log);
    case 'swapRanks':
      return swapRanks(d, move.rank, log);
    case 'keepRanks':
      return keepRanks(d, log);
    case 'placeShip':
      return placeShip(d, move.dock, move.cargo, log);
    case 'placeContract':
      return placeContract(d, move.loadingDock, log);
    case 'produce':
      return produce(d, p, move.building, log);
    case 'unload':
      return unload(d, p, move.dock, log);
    case 'deliver':
      return deliver(d, p, move.loadingDock, move.good, log);
    case 'pack':
    case 'unpack':
      return convert(d, p, move.type === 'pack', log);
    case 'endHarbour':
      return endHarbour(d, p, log);
  }
}
