/**
 * Step 5, the sea trial: completed ships leave the yard, the player chooses their order,
 * loads crew and equipment that fit, and launches; a ship without a captain or without
 * enough canal is dismantled.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { defaultName } from '../../core/words.js';
import { allowances, dataOf, employs, hullOf, type HullFeatures } from '../components.js';
import { noPieces, type Item, type Pieces } from '../items.js';
import type { ChooseShipMove, LaunchMove, LoadMove } from '../moves.js';
import { removeAt } from '../../core/edit.js';
import { emit, setPlayer, setTrial } from '../edit.js';
import type { NextState, ShipPart, StateOrDraft, TrialState } from '../state.js';
import { autoSail, routeExists } from './voyage.js';
import { completedShips } from './yard.js';


/**
 * Whether `load` fits a ship of `parts` for `seat`: the first captain anywhere, every
 * other crew member (further captains are officers) in a cabin, every piece of equipment
 * on its own mounting point (sails and funnels share one type), except what the
 * constructors allow on top.
 *
 * @rulebook Équipement et équipage; Constructeur.
 *
 * @group Rules
 */
export function loadFits(state: StateOrDraft, seat: Seat, parts: readonly ShipPart[], load: Pieces): boolean {
  const data = dataOf(state);
  return holdFits(hullOf(parts, data), allowances(state, seat, data), load);
}

/** {@link loadFits} for a hull and a player's allowances worked out beforehand. */
function holdFits(hull: HullFeatures, allow: Pieces, load: Pieces): boolean {
  const over = (item: Item, n: number): number => Math.max(0, n - allow[item]);
  const officers = Math.max(0, load.captain - 1);
  const cabins = over('captain', officers) + over('businessman', load.businessman) + over('soldier', load.soldier);
  if (cabins > hull.cabins) return false;
  if (over('sail', load.sail) + over('funnel', load.funnel) > hull.mounts.sailFunnel) return false;
  return (
    over('propeller', load.propeller) <= hull.mounts.propeller &&
    over('crane', load.crane) <= hull.mounts.crane &&
    over('cannon', load.cannon) <= hull.mounts.cannon
  );
}

/**
 * A ship's speed before the helmsman and the rigger. A steamship (at least one funnel and
 * one propeller) has 4, +1 per further funnel, propeller or sail; any other ship 1, +1 per
 * sail or propeller, +1 per pair of funnels (ruling S16).
 *
 * @rulebook Vitesse.
 *
 * @group Rules
 */
export function baseSpeed(load: Pieces): number {
  if (load.funnel >= 1 && load.propeller >= 1) return 4 + (load.funnel - 1) + (load.propeller - 1) + load.sail;
  return 1 + load.sail + load.propeller + Math.floor(load.funnel / 2);
}

/**
 * The most the rigger may add: +1 per pair of sails; the player may use less.
 *
 * @rulebook Gréeur: « Vous n'êtes pas obligé d'utiliser ce bonus pour chaque paire de voiles ».
 *
 * @group Rules
 */
export function riggerMax(state: StateOrDraft, seat: Seat, load: Pieces): number {
  return employs(state, seat, 'rigger') ? Math.floor(load.sail / 2) : 0;
}

/**
 * The most the helmsman may add: +1; like any employee's effect, the player may leave it
 * unused (ruling S14), which matters when the canals are too short for the extra square.
 *
 * @rulebook Barreur; Employés: « Vous pouvez choisir de ne pas utiliser les effets des vos employés ».
 *
 * @group Rules
 */
export function helmsmanBonus(state: StateOrDraft, seat: Seat): number {
  return employs(state, seat, 'helmsman') ? 1 : 0;
}

/** The ship on trial, while it is loading. */
function loadingShip(state: StateOrDraft): TrialState | null {
  const trial = state.trial;
  return state.step === 'trial' && trial !== null && trial.ship !== null && trial.stage === 'load' ? trial : null;
}

/**
 * The pieces `seat` may put aboard now.
 *
 * @group Rules
 */
export function loadOptions(state: StateOrDraft, seat: Seat): Item[] {
  const trial = loadingShip(state);
  const me = state.players[seat];
  if (trial === null || trial.ship === null || me === undefined) return [];
  // The hull and the allowances once for every piece; `next` is the load with one more of the piece tried.
  const data = dataOf(state);
  const hull = hullOf(trial.ship, data);
  const allow = allowances(state, seat, data);
  const next = { ...trial.load };
  return (Object.keys(me.pieces) as Item[]).filter((item) => {
    if (me.pieces[item] <= 0) return false;
    next[item] += 1;
    const fits = holdFits(hull, allow, next);
    next[item] -= 1;
    return fits;
  });
}

/**
 * Choosing which waiting ship sails next. @rulebook Test de navigabilité: « Vous décidez l'ordre ».
 *
 * @group Rules
 */
export function checkChooseShip(state: StateOrDraft, move: ChooseShipMove): RuleError | null {
  const trial = state.trial;
  if (state.step !== 'trial' || trial === null || trial.ship !== null) return illegal('No ship is waiting to be chosen for a sea trial.');
  if (move.ship >= trial.waiting.length) return illegal(`There are only ${trial.waiting.length} ships waiting.`);
  return null;
}

/**
 * Loading one piece.
 *
 * @group Rules
 */
export function checkLoad(state: StateOrDraft, move: LoadMove): RuleError | null {
  if (loadingShip(state) === null) return illegal('No ship is being loaded.');
  if (!loadOptions(state, move.player).includes(move.item)) return illegal(`A ${move.item} cannot go aboard: none in the shipyard, or no cabin or mounting point left for it.`);
  return null;
}

/**
 * Launching with some of the rigger's bonus, with or without the helmsman's.
 *
 * @group Rules
 */
export function checkLaunch(state: StateOrDraft, move: LaunchMove): RuleError | null {
  const trial = loadingShip(state);
  if (trial === null) return illegal('No ship is being loaded.');
  const max = riggerMax(state, move.player, trial.load);
  if (move.rigger > max) return illegal(`The rigger adds at most ${max} here.`);
  if (move.helmsman && helmsmanBonus(state, move.player) === 0) return illegal(`${defaultName(move.player)} has no helmsman.`);
  return null;
}

/**
 * Completed ships leave the yard for their sea trials, in the order the player chooses.
 *
 * @rulebook 5) Test de navigabilité: « Si vous avez des bateaux achevés après l'étape 4, ils
 *   doivent quitter votre chantier naval »; « Un bateau doit quitter le chantier naval pendant
 *   le tour où il est achevé ».
 *
 * @group Rules
 */
export function startTrials(d: NextState, endTurn: (d: NextState) => void): void {
  const seat = d.current;
  const me = d.players[seat];
  const spans = me === undefined ? [] : completedShips(me.yard);
  if (me === undefined || spans.length === 0) {
    endTurn(d);
    return;
  }
  const waiting = spans.map((s) => me.yard.slice(s.start, s.end + 1) as ShipPart[]);
  const yard = me.yard.slice();
  for (const s of spans) for (let p = s.start; p <= s.end; p++) yard[p] = null;
  setPlayer(d, seat, { yard });
  d.act = null;
  d.step = 'trial';
  d.trial = { waiting, ship: null, stage: 'load', load: noPieces(), speed: 0, remaining: 0, officials: 0, riband: 0 };
  emit(d, { kind: 'shipsLeave', seat, ships: waiting.length });
  nextShip(d, endTurn);
}

/**
 * The next ship's trial: by itself when only one waits (ruling S23); the turn ends when none
 * does. `endTurn` is the end of the turn, handed down (as to every trial step here) by the
 * order of play, which this module does not import.
 *
 * @group Rules
 */
export function nextShip(d: NextState, endTurn: (d: NextState) => void): void {
  const trial = d.trial;
  if (trial === null || trial.waiting.length === 0) {
    endTurn(d);
    return;
  }
  if (trial.waiting.length === 1) startShip(d, 0, endTurn);
}

/**
 * Sends the chosen waiting ship to its trial.
 *
 * @group Rules
 */
export function startShip(d: NextState, index: number, endTurn: (d: NextState) => void): void {
  const trial = d.trial;
  if (trial === null) return;
  setTrial(d, { ship: trial.waiting[index] ?? null, waiting: removeAt(trial.waiting, index), stage: 'load', load: noPieces() });
  autoLaunch(d, endTurn);
}

/**
 * Puts a piece from the shipyard aboard; it stays with the ship for the rest of the game.
 *
 * @group Rules
 */
export function load(d: NextState, move: LoadMove, endTurn: (d: NextState) => void): void {
  const me = d.players[move.player];
  const trial = d.trial;
  if (me === undefined || trial === null) return;
  setPlayer(d, move.player, { pieces: { ...me.pieces, [move.item]: me.pieces[move.item] - 1 } });
  setTrial(d, { load: { ...trial.load, [move.item]: trial.load[move.item] + 1 } });
  autoLaunch(d, endTurn);
}

/** Launches by itself when nothing more can go aboard and there is no rigger's or helmsman's choice (ruling S23). */
function autoLaunch(d: NextState, endTurn: (d: NextState) => void): void {
  const trial = d.trial;
  if (trial === null) return;
  if (loadOptions(d, d.current).length > 0 || riggerMax(d, d.current, trial.load) > 0 || helmsmanBonus(d, d.current) > 0) return;
  launch(d, { type: 'launch', player: d.current, rigger: 0, helmsman: false }, endTurn);
}

/**
 * Launches: the speed is fixed (with the helmsman's +1 if the player uses it and the
 * chosen part of the rigger's bonus); without a captain, or without a route of exactly
 * that many squares, the ship is dismantled and scores nothing, its pieces lost;
 * otherwise it sails (ruling S14).
 *
 * @rulebook Conditions pour le décompte; Vitesse; Barreur; Gréeur.
 *
 * @group Rules
 */
export function launch(d: NextState, move: LaunchMove, endTurn: (d: NextState) => void): void {
  const trial = d.trial;
  const seat = move.player;
  const me = d.players[seat];
  if (trial === null || trial.ship === null || me === undefined) return;
  const speed = baseSpeed(trial.load) + (move.helmsman ? helmsmanBonus(d, seat) : 0) + move.rigger;
  const failed = trial.load.captain === 0 ? 'captain' : !routeExists(d, seat, speed) ? 'canal' : null;
  if (failed !== null) {
    setPlayer(d, seat, { dismantled: me.dismantled + 1 });
    emit(d, { kind: 'trial', seat, cards: trial.ship.length, points: null, failed, speed });
    setTrial(d, { speed, ship: null });
    nextShip(d, endTurn);
    return;
  }
  setTrial(d, { speed, stage: 'voyage', remaining: speed, officials: 0, riband: 0 });
  autoSail(d, (x) => nextShip(x, endTurn));
}
