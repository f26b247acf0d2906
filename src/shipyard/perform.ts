/**
 * Applies an accepted move to a private copy of the state; the rules it calls run on by
 * themselves (income, refills, the end of the action, sea trials, the next turn) until
 * the next decision.
 *
 * @module
 */
import type { ShipyardMove } from './moves.js';
import type { NextState } from './state.js';
import { takeSubsidy } from './rules/subsidy.js';
import { endBuild, placeShipCard, takeShipCard, takeSubstitute } from './rules/build.js';
import { placeBoat, placeCanal, rentCanal } from './rules/canals.js';
import { hire } from './rules/employees.js';
import { exchangeTrain, sellWagon, swapWagon } from './rules/exchange.js';
import { manufacture, recruit } from './rules/rondels.js';
import { buyTrain } from './rules/trains.js';
import { discardContract, launch, load, sail, startShip } from './rules/play.js';
import { buyBonus, chooseAction, finishActions, passLastChance } from './rules/turn.js';

/**
 * Dispatches a move (already checked) to the rule that performs it. `d` shares every
 * field with the state before the move: the rules replace what they change (see `edit.ts`).
 *
 * @group Rules
 */
export function perform(d: NextState, move: ShipyardMove): void {
  d.events = [];
  switch (move.type) {
    case 'chooseAction':
      return chooseAction(d, move);
    case 'bonus':
      return buyBonus(d, move);
    case 'finishActions':
      return finishActions(d);
    case 'takeShipCard':
      return takeShipCard(d, move);
    case 'takeSubstitute':
      return takeSubstitute(d, move);
    case 'placeShipCard':
      return placeShipCard(d, move);
    case 'endBuild':
      return endBuild(d);
    case 'buyTrain':
      return buyTrain(d, move);
    case 'rentCanal':
      return rentCanal(d, move);
    case 'placeCanal':
      return placeCanal(d, move);
    case 'placeBoat':
      return placeBoat(d, move);
    case 'manufacture':
      return manufacture(d, move);
    case 'recruit':
      return recruit(d, move);
    case 'hire':
      return hire(d, move);
    case 'exchangeTrain':
      return exchangeTrain(d, move);
    case 'sellWagon':
      return sellWagon(d, move);
    case 'swapWagon':
      return swapWagon(d, move);
    case 'takeSubsidy':
      return takeSubsidy(d, move.player);
    case 'chooseShip':
      return startShip(d, move.ship);
    case 'load':
      return load(d, move);
    case 'launch':
      return launch(d, move);
    case 'sail':
      return sail(d, move);
    case 'discardContract':
      return discardContract(d, move);
    case 'passFinalChance':
      return passLastChance(d);
  }
}
