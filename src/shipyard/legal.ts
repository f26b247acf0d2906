/**
 * Which moves are possible: `check` says why a move is refused, delegating each rule to
 * the file that holds it; `candidates` lists the moves worth checking. `defineGame` lists
 * exactly the candidates that pass `check`.
 *
 * @module
 */
import type { Seat } from '../core/game.js';
import { illegal, type RuleError } from '../core/errors.js';
import { dataOf, trainAt } from './components.js';
import { ACTIONS, EDGES, EQUIPMENT, ITEMS } from './items.js';
import { SHIP_COLUMNS, type ShipyardMove } from './moves.js';
import type { ShipyardState } from './state.js';
import { actionNow, bonusOptions } from './rules/actions.js';
import { checkEndBuild, checkPlace, checkSubstitute, checkTake } from './rules/build.js';
import { checkPlaceBoat, checkPlaceCanal, checkRent, placements } from './rules/canals.js';
import { checkDiscard, discardingSeats } from './rules/contracts.js';
import { checkHire } from './rules/employees.js';
import { checkExchangeTrain, checkSell, checkSwap, currentWagon } from './rules/exchange.js';
import { checkManufacture, checkRecruit } from './rules/rondels.js';
import { checkBuyTrain } from './rules/trains.js';
import { checkChooseShip, checkLaunch, checkLoad, helmsmanBonus, loadOptions, riggerMax } from './rules/trial.js';
import { checkBonus, checkChoose, checkFinishActions, checkPassLastChance } from './rules/turn.js';
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
 * The moves worth checking for `player` now, in a stable order.
 *
 * @group Rules
 */
export function candidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  switch (state.step) {
    case 'choose':
      return ACTIONS.map((action) => ({ type: 'chooseAction', player, action }));
    case 'act':
      return [...actionCandidates(state, player), ...bonusOptions(state, player).map((action): ShipyardMove => ({ type: 'bonus', player, action }))];
    case 'trial':
      return trialCandidates(state, player);
    case 'discard': {
      const contracts = dataOf(state).contracts.contracts;
      return (state.players[player]?.contracts ?? []).map((i) => ({ type: 'discardContract', player, contract: contracts[i]?.id ?? '' }));
    }
  }
}

/** The sub-moves of the action being performed (or about to be), and the end of step 4. */
function actionCandidates(state: ShipyardState, player: Seat): ShipyardMove[] {
  const now = actionNow(state);
  const out: ShipyardMove[] = [{ type: 'finishActions', player }];
  if (state.era === 'finalChance') out.push({ type: 'passFinalChance', player });
  const doing = state.act?.doing ?? null;
  const rows = [0, 1, 2, 3, 4];
  switch (now?.action) {
    case undefined:
      return out;
    case 'build':
      if (doing?.holding) return (state.players[player]?.yard ?? []).map((_, slot) => ({ type: 'placeShipCard', player, slot }));
      return [
        ...out,
        ...SHIP_COLUMNS.flatMap((column) => rows.map((row): ShipyardMove => ({ type: 'takeShipCard', player, column, row }))),
        ...(['bow', 'middle', 'stern'] as const).map((kind): ShipyardMove => ({ type: 'takeSubstitute', player, kind })),
        { type: 'endBuild', player },
      ];
    case 'purchase':
      return rows.map((row) => ({ type: 'buyTrain', player, row }));
    case 'canal': {
      if (doing?.canal != null) {
        return placements(dataOf(state), state.players[player]?.canals ?? [], doing.canal, state.rules.strictCanals).map((p) => ({ type: 'placeCanal', player, ...p }));
      }
      if (doing?.placed === 1) return EDGES.map((edge) => ({ type: 'placeBoat', player, edge }));
      return rows.map((row) => ({ type: 'rentCanal', player, row }));
    }
    case 'equipment':
      return EQUIPMENT.map((item) => ({ type: 'manufacture', player, item }));
    case 'crew':
      return ITEMS.map((item) => ({ type: 'recruit', player, item }));
    case 'employee':
      return state.oval.flatMap((stacks, space) => stacks.map((_, stack): ShipyardMove => ({ type: 'hire', player, space, stack })));
    case 'exchange': {
      const wagon = currentWagon(state);
      if (wagon === null) {
        const data = dataOf(state);
        return (state.players[player]?.trains ?? []).map((i) => ({ type: 'exchangeTrain', player, train: trainAt(data, i)?.id ?? '' }));
      }
      return [
        { type: 'sellWagon', player, wagon: wagon.wagon },
        ...ITEMS.map((item): ShipyardMove => ({ type: 'swapWagon', player, wagon: wagon.wagon, item })),
      ];
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
    return [
      ...loadOptions(state, player).map((item): ShipyardMove => ({ type: 'load', player, item })),
      ...Array.from({ length: max + 1 }, (_, rigger) => helmsman.map((h): ShipyardMove => ({ type: 'launch', player, rigger, helmsman: h }))).flat(),
    ];
  }
  const canals = dataOf(state).canals.cards;
  return sailOptions(state, player).map((s) => ({ type: 'sail', player, canal: canals[s.to.canal]?.id ?? '', square: s.to.square }));
}
