/**
 * The voyage of the sea trial: the boat sails exactly `speed` squares, never back where
 * it just came from, choosing at junctions; the officials on the squares entered score,
 * the last Blue Riband counts; a canal left behind is used, and canals cut off from the
 * boat are discarded.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { canalAt, dataOf, hullOf } from '../components.js';
import type { ShipyardComponents } from '../data/index.js';
import type { CanalIcon, Edge, Pieces } from '../items.js';
import type { SailMove } from '../moves.js';
import { emit, setPlayer, setTrial } from '../edit.js';
import type { BoatFrom, NextState, PlacedCanal, ShipPart, StateOrDraft } from '../state.js';
import { connectedTo, neighbours, OPPOSITE, type Square } from './waterways.js';


/**
 * A square the boat may sail to, and the edge crossed to get there (`null` inside a card).
 *
 * @group Rules
 */
export interface Step {
  readonly to: Square;
  readonly via: Edge | null;
}

/**
 * Where the boat may go from `at`: every square joined by water but the one it came from
 * (by square, or by the edge its stern points to), and no canal already left behind.
 *
 * @rulebook Résultats du test: « Vous ne pouvez pas déplacer à nouveau le bateau vers une case
 *   d'où il vient de partir »; « vous pouvez choisir de l'avancer le long de n'importe quel canal
 *   sauf celui d'où votre bateau vient ».
 */
function stepsFrom(data: ShipyardComponents, system: readonly PlacedCanal[], at: Square, from: BoatFrom, left: ReadonlySet<number>): Step[] {
  return neighbours(data, system, at).filter((n) => {
    if (left.has(n.to.canal)) return false;
    if (from.kind === 'edge') return n.via !== from.edge;
    return !(n.to.canal === from.canal && n.to.square === from.square);
  });
}

/** Where the boat comes from after taking `step` from `at`. */
function fromAfter(at: Square, step: Step): BoatFrom {
  return step.via === null ? { kind: 'square', canal: at.canal, square: at.square } : { kind: 'edge', edge: OPPOSITE[step.via] };
}

/**
 * Most squares one route search may look at. Printed canals stay far below it, but a
 * custom canal set laid as a grid of junctions could make the number of routes grow
 * exponentially with the canal system. A search that runs out of it finds no route. The
 * boat still always has a way on once it has set out: a search from any square of a
 * route found only retraces part of the search that found it.
 *
 * @group Rules
 */
export const ROUTE_SEARCH_LIMIT = 20_000;

/** Whether a voyage of exactly `steps` squares exists from `at` (canals left behind are gone), within `budget` squares looked at. */
function voyageExists(
  data: ShipyardComponents,
  system: readonly PlacedCanal[],
  at: Square,
  from: BoatFrom,
  steps: number,
  left: ReadonlySet<number>,
  budget = { squares: ROUTE_SEARCH_LIMIT },
): boolean {
  if (steps === 0) return true;
  if (--budget.squares < 0) return false;
  for (const step of stepsFrom(data, system, at, from, left)) {
    const nextLeft = step.to.canal === at.canal ? left : new Set([...left, at.canal]);
    if (voyageExists(data, system, step.to, fromAfter(at, step), steps - 1, nextLeft, budget)) return true;
  }
  return false;
}

/**
 * Whether `seat`'s canal system is long enough for a voyage of exactly `speed` squares
 * from where the boat is (ruling S14).
 *
 * @rulebook Conditions pour le décompte: « Votre système de canaux doit être assez long pour
 *   permettre à votre bateau d'avancer à toute vitesse ».
 *
 * @group Rules
 */
export function routeExists(state: StateOrDraft, seat: Seat, speed: number): boolean {
  const me = state.players[seat];
  if (me?.boat == null) return false;
  const boat = me.boat;
  return voyageExists(dataOf(state), me.canals, { canal: boat.canal, square: boat.square }, boat.from, speed, new Set());
}

/**
 * The squares the sailing boat may enter next without falling short of its speed.
 *
 * @group Rules
 */
export function sailOptions(state: StateOrDraft, seat: Seat): Step[] {
  const trial = state.trial;
  const me = state.players[seat];
  if (state.step !== 'trial' || trial?.stage !== 'voyage' || trial.remaining === 0 || me?.boat == null) return [];
  const data = dataOf(state);
  const boat = me.boat;
  const at = { canal: boat.canal, square: boat.square };
  return stepsFrom(data, me.canals, at, boat.from, new Set()).filter((step) => {
    const left = step.to.canal === at.canal ? new Set<number>() : new Set([at.canal]);
    return voyageExists(data, me.canals, step.to, fromAfter(at, step), trial.remaining - 1, left);
  });
}

/**
 * Sailing to a square at a junction.
 *
 * @group Rules
 */
export function checkSail(state: StateOrDraft, move: SailMove): RuleError | null {
  const canal = dataOf(state).canals.cards.findIndex((c) => c.id === move.canal);
  const ok = sailOptions(state, move.player).some((s) => s.to.canal === canal && s.to.square === move.square);
  return ok ? null : illegal(`The boat cannot sail to square ${move.square} of ${move.canal} now (it must be next to the boat, not behind it, and leave a voyage of the full speed).`);
}

/**
 * What an official gives a ship: soldiers and cannons, businessmen and cranes, or the
 * ship's lanterns, lifeboats or buoys (the Blue Riband is counted apart).
 *
 * @rulebook Résultats du test de navigabilité: the five officials.
 *
 * @group Rules
 */
export function officialPoints(icon: CanalIcon, load: Pieces, parts: readonly ShipPart[], data: ShipyardComponents): number {
  switch (icon) {
    case 'military':
      return load.soldier + load.cannon;
    case 'commerce':
      return load.businessman + load.crane;
    case 'lantern':
    case 'lifeboat':
    case 'buoy':
      return hullOf(parts, data).safety[icon];
    case 'riband':
    case 'none':
      return 0;
  }
}

/**
 * Moves the boat one square. Entering a new canal card uses the one left behind (it goes
 * to the player's pile of used canals) and discards, apart, any canal no longer joined to
 * the boat (ruling S13). The officials on the square entered score; a Blue Riband records
 * the squares sailed so far (only the last one counts: ruling S15).
 *
 * @rulebook Résultats du test: « A chaque fois que votre bateau entre dans une nouvelle carte canal,
 *   le canal d'où il vient de partir est enlevé »; NOTE (canals cut off); the Blue Riband.
 *
 * @group Rules
 */
export function sailTo(d: NextState, seat: Seat, step: Step): void {
  const me = d.players[seat];
  const trial = d.trial;
  if (me?.boat == null || trial === null) return;
  const data = dataOf(d);
  const at = { canal: me.boat.canal, square: me.boat.square };
  if (step.to.canal !== at.canal) {
    const left = me.canals.filter((p) => p.card !== at.canal);
    const joined = connectedTo(data, left, step.to.canal);
    const cut = left.filter((p) => !joined.has(p.card));
    setPlayer(d, seat, { canals: left.filter((p) => joined.has(p.card)), usedCanals: me.usedCanals + 1 });
    d.canalDiscard = [...d.canalDiscard, at.canal, ...cut.map((p) => p.card)];
    emit(d, { kind: 'canals', seat, used: 1, cutOff: cut.length });
  }
  setPlayer(d, seat, { boat: { canal: step.to.canal, square: step.to.square, from: fromAfter(at, step) } });
  const remaining = trial.remaining - 1;
  const icon = canalAt(data, step.to.canal)?.squares[step.to.square] ?? 'none';
  if (icon === 'riband') setTrial(d, { remaining, riband: trial.speed - remaining });
  else setTrial(d, { remaining, officials: trial.officials + officialPoints(icon, trial.load, trial.ship ?? [], data) });
}

/**
 * Sails on by itself while there is only one way to go (ruling S23); scores the ship when the
 * voyage ends, then goes on with `then` (the next ship's trial, handed down by the caller).
 *
 * @group Rules
 */
export function autoSail(d: NextState, then: (d: NextState) => void): void {
  // `d.trial` is read afresh at each square: sailing replaces it.
  while (d.trial !== null && d.trial.stage === 'voyage' && d.trial.remaining > 0) {
    const options = sailOptions(d, d.current);
    if (options.length !== 1) break;
    sailTo(d, d.current, options[0] as Step);
  }
  if (d.trial !== null && d.trial.stage === 'voyage' && d.trial.remaining === 0) finishVoyage(d, then);
}

/**
 * Sails to the chosen square, then on.
 *
 * @group Rules
 */
export function sail(d: NextState, move: SailMove, then: (d: NextState) => void): void {
  const canal = dataOf(d).canals.cards.findIndex((c) => c.id === move.canal);
  const step = sailOptions(d, move.player).find((s) => s.to.canal === canal && s.to.square === move.square);
  if (step === undefined) return;
  sailTo(d, move.player, step);
  autoSail(d, then);
}

/**
 * The ship scores: 1 per crew member (captain and officers included), 2 per crane and per
 * cannon, its speed, and the voyage (officials and the last Blue Riband). It joins the
 * fleet with its pieces.
 *
 * @rulebook Décompte: Équipage; Canons et grues; Vitesse; Résultats du test de navigabilité.
 */
function finishVoyage(d: NextState, then: (d: NextState) => void): void {
  const seat = d.current;
  const me = d.players[seat];
  const trial = d.trial;
  if (me === undefined || trial === null || trial.ship === null) return;
  const load = trial.load;
  const points = {
    crew: load.captain + load.businessman + load.soldier,
    equipment: 2 * (load.crane + load.cannon),
    speed: trial.speed,
    voyage: trial.officials + trial.riband,
  };
  setPlayer(d, seat, {
    score: me.score + points.crew + points.equipment + points.speed + points.voyage,
    fleet: [...me.fleet, { parts: trial.ship, load, speed: trial.speed, points }],
  });
  emit(d, { kind: 'trial', seat, cards: trial.ship.length, points, failed: null, speed: trial.speed });
  setTrial(d, { ship: null, stage: 'load' });
  then(d);
}
