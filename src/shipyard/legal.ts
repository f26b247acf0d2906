/**
 * Which moves are possible: `check` says why a move is refused, delegating each rule to
 * the file that holds it; `candidates` lists exactly the moves it accepts, asking the
 * same rule functions.
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { illegal, type RuleError } from '../core/errors.js';
import { dataOf, trainAt } from './components.js';
import { ACTIONS, EDGES, EQUIPMENT, ITEMS } from './items.js';
import type { PlaceBoatMove, ShipyardMove } from './moves.js';
import type { ShipyardState } from './state.js';
import { actionNow, bonusOptions } from './rules/actions.js';
import { checkEndBuild, checkPlace, checkSubstitute, checkTake, placeOptions, substituteOptions, takeOptions } from './rules/build.js';
import { checkPlaceBoat, checkPlaceCanal, checkRent, placements, rentOptions } from './rules/canals.js';
import { checkDiscard, discardingSeats, discardOptions } from './rules/contracts.js';
import { checkHire, hireOptions } from './rules/employees.js';
import { checkExchangeTrain, checkSell, checkSwap, currentWagon, exchangeOptions, swapOptions } from './rules/exchange.js';
import { checkManufacture, checkRecruit, rondelOptions } from './rules/rondels.js';
import { buyOptions, checkBuyTrain } from './rules/trains.js';
import { checkChooseShip, checkLaunch, checkLoad, helmsmanBonus, loadOptions, riggerMax } from './rules/trial.js';
import { checkBonus, checkChoose, checkFinishActions, checkPassLastChance, choosableActions } from './rules/turn.js';
import { checkSail, sailOptions } from './rules/voyage.js';

/**
 * The seats that may move now: those giving up contracts, or the seat whose turn it is.
 *
 * @group Rules
 */
export function activePlayers(state: ShipyardState): readonly Seat[] {
  if (state.era === 'over') return [];
  if (state.step === 'discard') return discardingSeats(state);
  return [state.current];
}

/**
 * Why `move` is refused now, or `null` if the rules allow it.
 *
 * @group Rules
 */
export function check(state: ShipyardState, move: ShipyardMove): RuleError | null {
  if (state.step === 'discard' && move.type !== 'discardContract') return illegal('Everyone who must give up a contract does so first.');
  switch (move.type) {
    case 'chooseAction':
      return checkChoose(state, move);
    case 'bonus':
      return checkBonus(state, move);
    case 'finishActions':
      return checkFinishActions(state);
    case 'takeShipCard':
      return checkTake(state, move);
    case 'takeSubstitute':
      return checkSubstitute(state, move);
    case 'placeShipCard':
      return checkPlace(state, move);
    case 'endBuild':
      return checkEndBuild(state);
    case 'buyTrain':
      return checkBuyTrain(state, move);
    case 'rentCanal':
      return checkRent(state, move);
    case 'placeCanal':
      return checkPlaceCanal(state, move);
    case 'placeBoat':
      return checkPlaceBoat(state, move);
    case 'manufacture':
      return checkManufacture(state, move);
    case 'recruit':
      return checkRecruit(state, move);
    case 'hire':
      return checkHire(state, move);
    case 'exchangeTrain':
      return checkExchangeTrain(state, move);
    case 'sellWagon':
      return checkSell(state, move);
    case 'swapWagon':
      return checkSwap(state, move);
    case 'takeSubsidy':
      return actionNow(state)?.action === 'subsidy' ? null : illegal('The subsidy is taken only with the Receive Subsidy action.');
    case 'chooseShip':
      return checkChooseShip(state, move);
    case 'load':
      return checkLoad(state, move);
    case 'launch':
      return checkLaunch(state, move);
    case 'sail':
      return checkSail(state, move);
    case 'discardContract':
      return checkDiscard(state, move);
    case 'passFinalChance':
      return checkPassLastChance(state);
  }
}

/**
 * The legal moves of `player` now, in a stable order: exactly the moves `check` accepts
 * (the game declares `candidatesAreLegal`), built from the same rule functions, each
 * asked once for the whole list instead of once per conceivable move.
 *
 * The order is part of the contract (seeded games and recorded choices replay by it):
 * each list below keeps the order of the moves it replaced, e.g. the action cards in
 * `ACTIONS` order and the display column by column, bottom row first.
 *
 * @group Rules
 */
export function candidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  switch (state.step) {
    case 'choose': {
      const choosable = choosableActions(state, player);
      return ACTIONS.filter((action) => choosable.includes(action)).map((action) => ({ type: 'chooseAction', player, action }));
    }
    case 'act': {
      const moves = actionCandidates(state, player);
      for (const action of bonusOptions(state, player)) moves.push({ type: 'bonus', player, action });
      return moves;
    }
    case 'trial':
      return trialCandidates(state, player);
    case 'discard': {
      const contracts = dataOf(state).contracts.contracts;
      return discardOptions(state, player).map((i) => ({ type: 'discardContract', player, contract: contracts[i]?.id ?? '' }));
    }
  }
}

/** The moves that end step 4 now: without the bonus action, or passing on the last chance. */
function endCandidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  const out: ShipyardMove[] = [];
  if (checkFinishActions(state) === null) out.push({ type: 'finishActions', player });
  if (checkPassLastChance(state) === null) out.push({ type: 'passFinalChance', player });
  return out;
}

/** The sub-moves of the action being performed (or about to be), and the end of step 4. */
function actionCandidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  const now = actionNow(state);
  const doing = state.act?.doing ?? null;
  switch (now?.action) {
    case undefined:
      return endCandidates(state, player);
    case 'build': {
      if (doing?.holding) return placeOptions(state, player).map((slot) => ({ type: 'placeShipCard', player, slot }));
      const out = endCandidates(state, player);
      for (const { column, row } of takeOptions(state, player)) out.push({ type: 'takeShipCard', player, column, row });
      for (const kind of substituteOptions(state, player)) out.push({ type: 'takeSubstitute', player, kind });
      if (checkEndBuild(state) === null) out.push({ type: 'endBuild', player });
      return out;
    }
    case 'purchase':
      return buyOptions(state, player).map((row) => ({ type: 'buyTrain', player, row }));
    case 'canal': {
      if (doing?.canal != null) {
        return placements(dataOf(state), state.players[player]?.canals ?? [], doing.canal, state.rules.strictCanals).map((p) => ({ type: 'placeCanal', player, ...p }));
      }
      if (doing?.placed === 1) {
        return EDGES.map((edge): PlaceBoatMove => ({ type: 'placeBoat', player, edge })).filter((m) => checkPlaceBoat(state, m) === null);
      }
      return rentOptions(state, player).map((row) => ({ type: 'rentCanal', player, row }));
    }
    case 'equipment':
      return rondelOptions(state, player, 'equipment', EQUIPMENT).map((item) => ({ type: 'manufacture', player, item }));
    case 'crew':
      return rondelOptions(state, player, 'crew', ITEMS).map((item) => ({ type: 'recruit', player, item }));
    case 'employee':
      return hireOptions(state, player).map(({ space, stack }) => ({ type: 'hire', player, space, stack }));
    case 'exchange': {
      const wagon = currentWagon(state);
      if (wagon === null) {
        const data = dataOf(state);
        return exchangeOptions(state, player).map((i) => ({ type: 'exchangeTrain', player, train: trainAt(data, i)?.id ?? '' }));
      }
      const out: ShipyardMove[] = [{ type: 'sellWagon', player, wagon: wagon.wagon }];
      for (const item of swapOptions(state, player)) out.push({ type: 'swapWagon', player, wagon: wagon.wagon, item });
      return out;
    }
    case 'subsidy':
      return [{ type: 'takeSubsidy', player }];
  }
}

/** The decisions of a sea trial: which ship, what goes aboard, the rigger's and helmsman's bonuses, the way at junctions. */
function trialCandidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  const trial = state.trial;
  if (trial === null) return [];
  if (trial.ship === null) return trial.waiting.map((_, ship) => ({ type: 'chooseShip', player, ship }));
  if (trial.stage === 'load') {
    const max = riggerMax(state, player, trial.load);
    const helmsman = helmsmanBonus(state, player) > 0 ? [false, true] : [false];
    const out = loadOptions(state, player).map((item): ShipyardMove => ({ type: 'load', player, item }));
    for (let rigger = 0; rigger <= max; rigger++) for (const h of helmsman) out.push({ type: 'launch', player, rigger, helmsman: h });
    return out;
  }
  const canals = dataOf(state).canals.cards;
  return sailOptions(state, player).map((s) => ({ type: 'sail', player, canal: canals[s.to.canal]?.id ?? '', square: s.to.square }));
}
