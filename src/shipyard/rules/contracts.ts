/**
 * Government contracts: the secret discards at the countdown, and the end of the game's
 * scoring of contracts and traders.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { defaultName } from '../../core/words.js';
import { dataOf, employeesOf, hullOf } from '../components.js';
import type { Contract, ContractMeasure, ContractScoring, ShipFeature, ShipyardComponents } from '../data/index.js';
import { ITEMS, type Item } from '../items.js';
import type { DiscardContractMove } from '../moves.js';
import { removeFirst, replaceAt } from '../../core/edit.js';
import { emit, setPlayer } from '../edit.js';
import type { FleetShip, NextState, StateOrDraft } from '../state.js';


/**
 * How many contracts of each colour a player keeps once the countdown marker has reached
 * `countdown` (0 = "4", 1 = "3", 2 = "2", 3 = the unmarked space, 4 = the end).
 *
 * @rulebook Contrats gouvernementaux et compte à rebours: 4 players give up two of each at "2";
 *   3 players one of each at "2" and at the unmarked space; 2 players two of each after the
 *   first lap (ruling S6).
 *
 * @group Rules
 */
export function contractsKept(players: number, countdown: number): number {
  if (players === 4) return countdown >= 2 ? 1 : 3;
  if (players === 3) return countdown >= 3 ? 1 : countdown >= 2 ? 2 : 3;
  return countdown >= 3 ? 1 : 3;
}

/**
 * The contracts each seat must give up to keep `keep` of each colour.
 *
 * @group Rules
 */
export function discardsToKeep(state: StateOrDraft, keep: number): { green: number; blue: number }[] {
  const contracts = dataOf(state).contracts.contracts;
  return state.players.map((p) => {
    const held = p.contracts.map((i) => contracts[i]?.colour);
    return {
      green: Math.max(0, held.filter((c) => c === 'green').length - keep),
      blue: Math.max(0, held.filter((c) => c === 'blue').length - keep),
    };
  });
}

/**
 * Whether anyone still has to give up a contract.
 *
 * @group Rules
 */
export function discardsPending(state: StateOrDraft): boolean {
  return state.discards.some((x) => x.green + x.blue > 0);
}

/**
 * The seats that still have to give up a contract (they choose at the same time).
 *
 * @group Rules
 */
export function discardingSeats(state: StateOrDraft): Seat[] {
  return state.discards.flatMap((x, seat) => (x.green + x.blue > 0 ? [seat] : []));
}

/**
 * Giving up one of your contracts, of a colour you still have to give up.
 *
 * @group Rules
 */
export function checkDiscard(state: StateOrDraft, move: DiscardContractMove): RuleError | null {
  const contracts = dataOf(state).contracts.contracts;
  const index = contracts.findIndex((c) => c.id === move.contract);
  const contract = contracts[index];
  const due = state.discards[move.player];
  if (state.step !== 'discard' || due === undefined) return illegal('Contracts are given up only when the countdown says so.');
  if (contract === undefined || !(state.players[move.player]?.contracts.includes(index) ?? false)) return illegal(`${defaultName(move.player)} does not hold contract '${move.contract}'.`);
  if (due[contract.colour] === 0) return illegal(`${defaultName(move.player)} has no ${contract.colour} contract left to give up.`);
  return null;
}

/**
 * The contracts `seat` may give up now, in the order he holds them: exactly the moves
 * {@link checkDiscard} accepts.
 *
 * @group Rules
 */
export function discardOptions(state: StateOrDraft, seat: Seat): number[] {
  const contracts = dataOf(state).contracts.contracts;
  const due = state.discards[seat];
  if (state.step !== 'discard' || due === undefined) return [];
  return (state.players[seat]?.contracts ?? []).filter((i) => {
    const contract = contracts[i];
    return contract !== undefined && due[contract.colour] > 0;
  });
}

/**
 * Gives up a contract, face down: nobody sees it, not even at the end. Everyone concerned
 * chooses at the same time (ruling S22); when all are done, play goes on with `then` (the
 * order of play's next turn, handed down by `play.ts`).
 *
 * @rulebook RAPPEL: « Ne révélez même pas ceux que vous défaussez ».
 *
 * @group Rules
 */
export function discardContract(d: NextState, move: DiscardContractMove, then: (d: NextState) => void): void {
  const me = d.players[move.player];
  const due = d.discards[move.player];
  const index = dataOf(d).contracts.contracts.findIndex((c) => c.id === move.contract);
  const contract = dataOf(d).contracts.contracts[index];
  if (me === undefined || due === undefined || contract === undefined) return;
  setPlayer(d, move.player, { contracts: removeFirst(me.contracts, index), discarded: [...me.discarded, index] });
  d.discards = replaceAt(d.discards, move.player, { ...due, [contract.colour]: due[contract.colour] - 1 });
  if (!discardsPending(d)) then(d);
}

/**
 * How many of `feature` a ship of the fleet has: `captain` is its one captain, `officer` every further one.
 *
 * @group Rules
 */
export function featureOf(ship: FleetShip, feature: ShipFeature, data: ShipyardComponents): number {
  if (feature === 'captain') return Math.min(1, ship.load.captain);
  if (feature === 'officer') return Math.max(0, ship.load.captain - 1);
  if ((ITEMS as readonly string[]).includes(feature)) return ship.load[feature as Item];
  return hullOf(ship.parts, data).safety[feature as 'buoy' | 'lifeboat' | 'lantern'];
}

/**
 * The 8 kinds counted by the "different pieces" contract. @rulebook Contrats bleus: « Il y a 8 éléments différents ».
 *
 * @group Rules
 */
export const DISTINCT_PIECES: readonly ShipFeature[] = ['propeller', 'funnel', 'sail', 'crane', 'cannon', 'businessman', 'soldier', 'officer'];

/**
 * What a contract counts for `seat`: ships of the fleet (dismantled ones are not in it),
 * employees, used canals.
 *
 * @rulebook Contrats gouvernementaux bleus; Contrats gouvernementaux verts: « Type différent
 *   signifie couleur différente ... les commerçants de plus haut niveau sont considérés d'un
 *   type différent de ceux de plus bas niveau ».
 *
 * @group Rules
 */
export function measure(state: StateOrDraft, seat: Seat, m: ContractMeasure): number {
  const data = dataOf(state);
  const me = state.players[seat];
  if (me === undefined) return 0;
  const fleet = me.fleet;
  const total = (f: ShipFeature): number => fleet.reduce((n, ship) => n + featureOf(ship, f, data), 0);
  switch (m.kind) {
    case 'count':
      return total(m.feature);
    case 'beyondFirst':
      return Math.max(0, total(m.feature) - 1);
    case 'pairs': {
      const [a, b] = m.features;
      return fleet.reduce((n, ship) => n + (a === b ? Math.floor(featureOf(ship, a, data) / 2) : Math.min(featureOf(ship, a, data), featureOf(ship, b, data))), 0);
    }
    case 'shipsWithAll':
      return fleet.filter((ship) => m.features.every((f) => featureOf(ship, f, data) >= 1)).length;
    case 'distinctPieces':
      return DISTINCT_PIECES.filter((f) => total(f) > 0).length;
    case 'usedCanals':
      return me.usedCanals;
    case 'shipsOfLength':
      return fleet.filter((ship) => ship.parts.length === m.length).length;
    case 'shipCards':
      return fleet.reduce((n, ship) => n + ship.parts.length, 0);
    case 'ships':
      return fleet.length;
    case 'employees':
      return me.employees.length;
    case 'employeesOfColours':
      return employeesOf(state, seat, data).filter((e) => m.colours.includes(e.colour)).length;
    case 'employeeTypes':
      // A type is a colour; only the higher-level traders are a type apart from their colour.
      return new Set(employeesOf(state, seat, data).map((e) => (e.effect.kind === 'trader' && e.effect.level === 2 ? `${e.colour}/high` : e.colour))).size;
  }
}

/**
 * The points of a count: so many per unit, or the table's highest step reached plus `beyond` per unit above the last step.
 *
 * @group Rules
 */
export function scoreCount(scoring: ContractScoring, count: number): number {
  if (scoring.kind === 'perUnit') return scoring.points * count;
  let points = 0;
  for (const step of scoring.steps) if (count >= step.count) points = step.points;
  const last = scoring.steps[scoring.steps.length - 1];
  if (last !== undefined && count > last.count) points += scoring.beyond * (count - last.count);
  return points;
}

/**
 * What `contract` is worth to `seat` now.
 *
 * @group Rules
 */
export function contractPoints(state: StateOrDraft, seat: Seat, contract: Contract): number {
  return scoreCount(contract.scoring, measure(state, seat, contract.measure));
}

/**
 * The traders' bonus points of `seat`. @rulebook Commerçant: « Un commerçant vous donne également des points de bonus ».
 *
 * @group Rules
 */
export function traderPoints(state: StateOrDraft, seat: Seat): number {
  return employeesOf(state, seat).reduce((n, e) => n + (e.effect.kind === 'trader' ? e.effect.points : 0), 0);
}

/**
 * The end: everyone reveals the contracts kept and scores them, then the traders' bonus.
 *
 * @rulebook Contrats gouvernementaux et commerçants.
 *
 * @group Rules
 */
export function finalScoring(d: NextState): void {
  const contracts = dataOf(d).contracts.contracts;
  d.players.forEach((me, seat) => {
    let score = me.score;
    for (const index of me.contracts) {
      const contract = contracts[index];
      if (contract === undefined) continue;
      const points = contractPoints(d, seat, contract);
      score += points;
      emit(d, { kind: 'contract', seat, contract: index, points });
    }
    const traders = traderPoints(d, seat);
    score += traders;
    if (traders > 0) emit(d, { kind: 'traders', seat, points: traders });
    setPlayer(d, seat, { score });
  });
  d.era = 'over';
  d.act = null;
  d.trial = null;
  emit(d, { kind: 'era', era: 'over', reason: null });
}

/**
 * Each seat's points if the game ended now (`Game.tally`): its score, plus the best
 * contract of each colour it holds (by the end it keeps one of each, and would keep its
 * best) scored on its fleet as it is, plus its traders' bonus. Once over, the scores.
 *
 * @group Rules
 */
export function endTally(state: StateOrDraft): readonly number[] {
  if (state.era === 'over') return state.players.map((p) => p.score);
  const contracts = dataOf(state).contracts.contracts;
  return state.players.map((me, seat) => {
    const best = { green: 0, blue: 0 };
    for (const index of me.contracts) {
      const contract = contracts[index];
      if (contract !== undefined) best[contract.colour] = Math.max(best[contract.colour], contractPoints(state, seat, contract));
    }
    return me.score + best.green + best.blue + traderPoints(state, seat);
  });
}
