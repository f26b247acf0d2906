/**
 * Manufacture Equipment and Recruit Crew: a marker moves clockwise round a ring of four
 * sectors, one step free and 1 florin for each further step; the sector reached gives
 * its piece, and engineers (recruiters) add theirs.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { dataOf, effectsOf, employs } from '../components.js';
import type { Item } from '../items.js';
import type { ManufactureMove, RecruitMove } from '../moves.js';
import { setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { finishAction } from './turn.js';
import { stepsTo } from './rings.js';
export { stepsTo } from './rings.js';

/**
 * Extra free steps the accountant gives. @rulebook Comptable: « de 1 ou 2 cases supplémentaires gratuitement ».
 *
 * @group Rules
 */
export const ACCOUNTANT_STEPS = 2;

/**
 * What moving the marker `steps` steps costs: the first is free, each further one 1
 * florin, less the free steps of the player's accountant.
 *
 * @rulebook Fabrication des équipements: « Ainsi un équipement différent coûtera 1, 2, ou 3 et
 *   l'équipement le plus cher est celui sur lequel le pion a commencé »; Comptable.
 *
 * @group Rules
 */
export function stepCost(state: StateOrDraft, seat: Seat, steps: number): number {
  const free = 1 + (employs(state, seat, 'accountant') ? ACCOUNTANT_STEPS : 0);
  return Math.max(0, steps - free);
}

/**
 * The two rondels: the equipment ring and the crew circle.
 *
 * @group Rules
 */
export type Rondel = 'equipment' | 'crew';

function sectors(state: StateOrDraft, rondel: Rondel): readonly Item[] {
  const board = dataOf(state).board;
  return rondel === 'equipment' ? board.equipmentRing : board.crewCircle;
}

/**
 * What taking `item` on a rondel costs `seat` now, or `null` if it is not a sector of that rondel.
 *
 * @group Rules
 */
export function rondelCost(state: StateOrDraft, seat: Seat, rondel: Rondel, item: Item): number | null {
  const ring = sectors(state, rondel);
  const to = ring.indexOf(item);
  if (to < 0) return null;
  return stepCost(state, seat, stepsTo(state.markers[rondel], to, ring.length));
}

function checkRondel(state: StateOrDraft, seat: Seat, rondel: Rondel, item: Item): RuleError | null {
  const name = rondel === 'equipment' ? 'Manufacture Equipment' : 'Recruit Crew';
  if (actionNow(state)?.action !== rondel) return illegal(`That is the ${name} action, which is not being performed now.`);
  const cost = rondelCost(state, seat, rondel, item);
  if (cost === null) return illegal(`The ${name} ${rondel === 'equipment' ? 'ring' : 'circle'} has no ${item} sector.`);
  if (cost > spendable(state, seat)) return illegal(`Moving the marker to ${item} costs ${cost} florin(s).`);
  return null;
}

/**
 * Manufacturing `item`.
 *
 * @group Rules
 */
export function checkManufacture(state: StateOrDraft, move: ManufactureMove): RuleError | null {
  return checkRondel(state, move.player, 'equipment', move.item);
}

/**
 * Recruiting `item` (a crew member, or the propeller sector).
 *
 * @group Rules
 */
export function checkRecruit(state: StateOrDraft, move: RecruitMove): RuleError | null {
  return checkRondel(state, move.player, 'crew', move.item);
}

/**
 * The pieces `seat` may take from a rondel now, in the order of `items`: exactly the moves
 * {@link checkManufacture} (or {@link checkRecruit}) accepts.
 *
 * @group Rules
 */
export function rondelOptions<I extends Item>(state: StateOrDraft, seat: Seat, rondel: Rondel, items: readonly I[]): I[] {
  if (actionNow(state)?.action !== rondel) return [];
  const budget = spendable(state, seat);
  return items.filter((item) => {
    const cost = rondelCost(state, seat, rondel, item);
    return cost !== null && cost <= budget;
  });
}

function takeFromRondel(d: NextState, seat: Seat, rondel: Rondel, item: Item): void {
  const me = d.players[seat];
  if (me === undefined) return;
  const ring = sectors(d, rondel);
  const cost = rondelCost(d, seat, rondel, item) ?? 0;
  d.markers = { ...d.markers, [rondel]: ring.indexOf(item) };
  const pieces = { ...me.pieces };
  pieces[item] += 1;
  const helpers = rondel === 'equipment' ? effectsOf(d, seat, 'engineer') : effectsOf(d, seat, 'recruiter');
  for (const fx of helpers) pieces[fx.item] += 1;
  setPlayer(d, seat, { florins: me.florins - cost, pieces });
  finishAction(d);
}

/**
 * Manufactures: the marker moves to `item`, which the player takes from the bank, and
 * each engineer adds its piece (always: ruling S21).
 *
 * @rulebook Fabrication des équipements; Ingénieur.
 *
 * @group Rules
 */
export function manufacture(d: NextState, move: ManufactureMove): void {
  takeFromRondel(d, move.player, 'equipment', move.item);
}

/**
 * Recruits: the marker moves to `item`, and each recruiter adds its piece.
 *
 * @rulebook Recrutement de l'équipage; Recruteur.
 *
 * @group Rules
 */
export function recruit(d: NextState, move: RecruitMove): void {
  takeFromRondel(d, move.player, 'crew', move.item);
}
