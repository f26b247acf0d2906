/**
 * The moves that end in the order of play, on top of the rule modules: the ship trials
 * (`trial.ts`, `voyage.ts`) and the contract discards (`contracts.ts`) are handed, from here,
 * what comes after them (the end of the turn, the next ship, the next turn), so that none of
 * them imports the order of play (`turn.ts`), which starts the trials.
 *
 * @module
 */
import type { DiscardContractMove, LaunchMove, LoadMove, SailMove } from '../moves.js';
import type { NextState } from '../state.js';
import { discardContract as discardContractThen } from './contracts.js';
import { launch as launchThen, load as loadThen, nextShip, startShip as startShipThen } from './trial.js';
import { afterTurn, endTurn } from './turn.js';
import { sail as sailThen } from './voyage.js';

/** The next ship's trial, or the end of the turn when none waits. */
function toNextShip(d: NextState): void {
  nextShip(d, endTurn);
}

/**
 * Sends the chosen waiting ship to its trial (see `trial.ts`).
 *
 * @group Rules
 */
export function startShip(d: NextState, index: number): void {
  startShipThen(d, index, endTurn);
}

/**
 * Puts a piece from the shipyard aboard (see `trial.ts`).
 *
 * @group Rules
 */
export function load(d: NextState, move: LoadMove): void {
  loadThen(d, move, endTurn);
}

/**
 * Launches the ship on trial (see `trial.ts`).
 *
 * @group Rules
 */
export function launch(d: NextState, move: LaunchMove): void {
  launchThen(d, move, endTurn);
}

/**
 * Sails to the chosen square, then on; after the voyage, the next ship or the end of the turn (see `voyage.ts`).
 *
 * @group Rules
 */
export function sail(d: NextState, move: SailMove): void {
  sailThen(d, move, toNextShip);
}

/**
 * Gives up a contract; once nobody has any left to give up, play goes on (see `contracts.ts`).
 *
 * @group Rules
 */
export function discardContract(d: NextState, move: DiscardContractMove): void {
  discardContractThen(d, move, afterTurn);
}
