/**
 * Consistency of a state, part 4: each player's side of the table. Yards hold only cards
 * that can still become ships, and completed ships only in the turn they were completed;
 * fleet ships are ships that carry what fits them and scored what their load gives;
 * scores are the fleet's points (and the contracts' and traders' once the game is over);
 * a canal system is joined by water and carries the boat.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { canalAt } from '../components.js';
import type { PlayerState, ShipyardState } from '../state.js';
import { connectedTo } from '../rules/canals.js';
import { contractPoints, traderPoints } from '../rules/contracts.js';
import { baseSpeed, helmsmanBonus, loadFits, riggerMax } from '../rules/trial.js';
import { completedShips, isShip, kindsOf, viable } from '../rules/yard.js';
import { firstOf } from './cards.js';

/** The first problem on a player's side of the table, naming the field, or `null`. */
export function playersProblem(s: ShipyardState): string | null {
  return firstOf(s.players, (p, seat) => yardProblem(s, p, seat) ?? fleetProblem(s, p, seat) ?? scoreProblem(s, p, seat) ?? canalSystemProblem(s, p, seat));
}

/**
 * The yard: its spaces, every card still able to end up in a completed ship (ruling S1),
 * never full without a completed ship, and a completed ship only during the turn of its
 * owner, before the sea trials take it out.
 *
 * @rulebook Test de navigabilité: « Un bateau doit quitter le chantier naval pendant le tour où il est achevé ».
 */
function yardProblem(s: ShipyardState, p: PlayerState, seat: Seat): string | null {
  const where = `players[${seat}].yard`;
  const size = s.rules.components.board.yardSize;
  if (p.yard.length !== size) return `${where}: ${p.yard.length} spaces, but the board has ${size}`;
  if (!viable(kindsOf(p.yard))) return `${where}: holds a card that can no longer be part of a completed ship`;
  const ships = completedShips(p.yard);
  if (ships.length === 0 && p.yard.every((part) => part !== null)) return `${where}: full without a completed ship`;
  if (ships.length > 0 && !(s.step === 'act' && seat === s.current && s.era !== 'over')) {
    return `${where}: a completed ship on spaces ${ships[0]?.start}-${ships[0]?.end} (it leaves in the turn it is completed)`;
  }
  return null;
}

/**
 * The fleet: ships with a captain and a load that fits, a speed their load allows (the
 * helmsman and the rigger may have been used), and the points of crew, equipment and
 * speed the load gives.
 *
 * @rulebook Conditions pour le décompte; Vitesse; Décompte.
 */
function fleetProblem(s: ShipyardState, p: PlayerState, seat: Seat): string | null {
  return firstOf(p.fleet, (ship, f) => {
    const where = `players[${seat}].fleet[${f}]`;
    const l = ship.load;
    if (!isShip(ship.parts)) return `${where}.parts: not a completed ship (a bow, 1 to 7 middles and a stern, side by side)`;
    if (l.captain < 1) return `${where}.load: a ship scores only with a captain aboard`;
    if (!loadFits(s, seat, ship.parts, l)) return `${where}.load: more than the ship's cabins and mounting points hold`;
    // Employees are never lost: the bonuses available now are at least those used at launch.
    const base = baseSpeed(l);
    const most = base + helmsmanBonus(s, seat) + riggerMax(s, seat, l);
    if (ship.speed < base || ship.speed > most) return `${where}.speed: ${ship.speed}, but its load gives ${base} to ${most}`;
    if (ship.points.speed !== ship.speed) return `${where}.points.speed: ${ship.points.speed}, but the ship's speed is ${ship.speed}`;
    const crew = l.captain + l.businessman + l.soldier;
    if (ship.points.crew !== crew) return `${where}.points.crew: ${ship.points.crew}, but ${crew} crew are aboard`;
    const equipment = 2 * (l.crane + l.cannon);
    if (ship.points.equipment !== equipment) return `${where}.points.equipment: ${ship.points.equipment}, but its cranes and cannons give ${equipment}`;
    return null;
  });
}

/** The score: the fleet's points, plus the contracts kept and the traders once the game is over. */
function scoreProblem(s: ShipyardState, p: PlayerState, seat: Seat): string | null {
  const fleet = p.fleet.reduce((n, ship) => n + ship.points.crew + ship.points.equipment + ship.points.speed + ship.points.voyage, 0);
  const contracts = s.rules.components.contracts.contracts;
  const end = s.era === 'over' ? p.contracts.reduce((n, i) => n + (contracts[i] ? contractPoints(s, seat, contracts[i]) : 0), 0) + traderPoints(s, seat) : 0;
  if (p.score !== fleet + end) {
    return `players[${seat}].score: ${p.score}, but the fleet scored ${fleet}${s.era === 'over' ? ` and the contracts and traders ${end}` : ''}`;
  }
  return null;
}

/**
 * The canal system: one canal a cell, all joined by water (ruling S13), with the boat on
 * one of its squares; no boat only before the first canal, or while the first one waits
 * for it.
 */
function canalSystemProblem(s: ShipyardState, p: PlayerState, seat: Seat): string | null {
  const where = `players[${seat}]`;
  const data = s.rules.components;
  const cells = new Set<string>();
  for (const [k, c] of p.canals.entries()) {
    const cell = `${c.x},${c.y}`;
    if (cells.has(cell)) return `${where}.canals[${k}]: a second canal on cell (${c.x}, ${c.y})`;
    cells.add(cell);
  }
  const boat = p.boat;
  if (boat === null) {
    const waiting = s.step === 'act' && seat === s.current && s.act?.doing?.action === 'canal' && s.act.doing.placed === 1 && s.act.doing.canal === null;
    if (p.canals.length > (waiting ? 1 : 0)) return `${where}.boat: null, but seat index ${seat} has a canal system`;
    return null;
  }
  const first = p.canals[0];
  if (first === undefined) return `${where}.boat: a boat without canals`;
  if (!p.canals.some((c) => c.card === boat.canal)) return `${where}.boat.canal: the boat is on canal ${boat.canal}, which is not in seat index ${seat}'s canal system`;
  const squares = canalAt(data, boat.canal)?.squares.length ?? 0;
  if (boat.square >= squares) return `${where}.boat.square: square ${boat.square} of a canal with ${squares}`;
  const from = boat.from;
  if (from.kind === 'square' && (from.canal !== boat.canal || from.square >= squares || from.square === boat.square)) {
    return `${where}.boat.from: the boat came from square ${from.square} of canal ${from.canal}, which is not another square of its canal`;
  }
  if (connectedTo(data, p.canals, first.card).size !== p.canals.length) return `${where}.canals: not all joined by water`;
  return null;
}
