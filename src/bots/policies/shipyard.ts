/**
 * What the search knows about Shipyard: a playout to the end costs more than a whole
 * decision's budget, and random play to the end scores next to nothing, so a playout
 * stops once the turn after the one under way is over and is judged by what each seat
 * is worth there: its score, plus what the end is sure to add (the best contract of each
 * colour it holds, scored on its fleet as the rulebook does, and its traders' bonus),
 * plus a small share for what it has under way (ship cards in the yard, pieces stored,
 * canals, florins). Its playouts seldom end a build or an action early.
 *
 * Reads the state through `import type` only (the bots never import a game's code), so
 * the contract scoring of the rules (`shipyard/rules/contracts.ts`) is mirrored here,
 * computed from the state's own data; a test holds the two equal on real games.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Random } from '../../core/random.js';
import type { Contract, ContractMeasure, ContractScoring, ShipFeature, ShipyardComponents } from '../../shipyard/data/index.js';
import type { ShipyardMove } from '../../shipyard/moves.js';
import type { FleetShip, PlayerState, ShipyardState } from '../../shipyard/state.js';
import { weightedPick, type Knowledge } from './knowledge.js';

/** The 8 kinds of the "different pieces" contract (as the rules count them). */
const DISTINCT: readonly ShipFeature[] = ['propeller', 'funnel', 'sail', 'crane', 'cannon', 'businessman', 'soldier', 'officer'];

/** How many of `feature` a ship of the fleet has (as the rules count it). */
function featureOf(ship: FleetShip, feature: ShipFeature, data: ShipyardComponents): number {
  if (feature === 'captain') return Math.min(1, ship.load.captain);
  if (feature === 'officer') return Math.max(0, ship.load.captain - 1);
  if (feature === 'buoy' || feature === 'lifeboat' || feature === 'lantern') {
    let n = 0;
    for (const part of ship.parts) n += part.card === null ? 0 : (data.shipCards.cards[part.card]?.safety[feature] ?? 0);
    return n;
  }
  return ship.load[feature];
}

/** What a contract counts for a player now (the rules' `measure`, read from the state's data). */
function measure(me: PlayerState, m: ContractMeasure, data: ShipyardComponents): number {
  const fleet = me.fleet;
  const total = (f: ShipFeature): number => fleet.reduce((n, ship) => n + featureOf(ship, f, data), 0);
  const employees = me.employees.map((i) => data.employees.employees[i]).filter((e) => e !== undefined);
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
      return DISTINCT.filter((f) => total(f) > 0).length;
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
      return employees.filter((e) => m.colours.includes(e.colour)).length;
    case 'employeeTypes':
      return new Set(employees.map((e) => (e.effect.kind === 'trader' && e.effect.level === 2 ? `${e.colour}/high` : e.colour))).size;
    default:
      return 0;
  }
}

/** The points of a count (the rules' `scoreCount`). */
function scoreCount(scoring: ContractScoring, count: number): number {
  if (scoring.kind === 'perUnit') return scoring.points * count;
  let points = 0;
  for (const step of scoring.steps) if (count >= step.count) points = step.points;
  const last = scoring.steps[scoring.steps.length - 1];
  if (last !== undefined && count > last.count) points += scoring.beyond * (count - last.count);
  return points;
}

/** The points the end adds for sure: the best contract of each colour held (one of each is kept), and the traders. */
function endPoints(me: PlayerState, data: ShipyardComponents): number {
  let green = 0;
  let blue = 0;
  for (const i of me.contracts) {
    const contract: Contract | undefined = data.contracts.contracts[i];
    if (contract === undefined) continue;
    const points = scoreCount(contract.scoring, measure(me, contract.measure, data));
    if (contract.colour === 'green') green = Math.max(green, points);
    else blue = Math.max(blue, points);
  }
  let traders = 0;
  for (const i of me.employees) {
    const effect = data.employees.employees[i]?.effect;
    if (effect?.kind === 'trader') traders += effect.points;
  }
  return green + blue + traders;
}

/** Worth of the pieces a player stores, per piece, in points (crew scores 1, cranes and cannons 2, the rest speed). */
const PIECE_WORTH = { captain: 1.5, businessman: 0.7, soldier: 0.7, sail: 0.5, funnel: 0.5, propeller: 0.5, crane: 1, cannon: 1 } as const;

/** What a player has under way, in points: a share of what it may bring. */
function underWay(me: PlayerState): number {
  let cards = 0;
  for (const part of me.yard) if (part !== null) cards += 1;
  let pieces = 0;
  for (const item of Object.keys(PIECE_WORTH) as (keyof typeof PIECE_WORTH)[]) pieces += PIECE_WORTH[item] * me.pieces[item];
  return 1.2 * cards + pieces + 0.5 * me.canals.length + 0.15 * me.florins + 0.3 * me.trains.length;
}

/** What the end would add to each seat's score if the game ended now (contracts and traders; none once it is over). */
export function shipyardEndPoints(state: unknown): readonly number[] | undefined {
  const s = state as ShipyardState | null | undefined;
  const data = s?.rules?.components;
  if (s === null || s === undefined || data === undefined || !Array.isArray(s.players)) return undefined;
  return s.players.map((p) => (s.era === 'over' ? 0 : endPoints(p, data)));
}

/** A seat's worth: its score, what the end surely adds, and a share of what it has under way. */
export function shipyardWorth(state: unknown): readonly number[] | undefined {
  const s = state as ShipyardState;
  const end = shipyardEndPoints(state);
  if (end === undefined) return undefined;
  return s.players.map((p, seat) => p.score + (end[seat] ?? 0) + (s.era === 'over' ? 0 : underWay(p)));
}

/** Moves that end a step early: a playout takes one only now and then while it has others. */
const ENDING = new Set<string>(['finishActions', 'endBuild', 'passFinalChance']);

/**
 * How much a playout prefers a move that goes on: building a ship card into the yard and
 * loading a piece aboard most, launching with the rigger's and the helmsman's bonus used
 * more than without.
 */
function weightOf(move: ShipyardMove): number {
  switch (move.type) {
    case 'placeShipCard':
    case 'load':
      return 3;
    case 'launch':
      return 1 + move.rigger + (move.helmsman ? 1 : 0);
    default:
      return 1;
  }
}

/**
 * Shipyard's playout policy: mostly a move that goes on building or acting (not one that
 * ends a step while others remain), weighed by `weightOf`, a captain first when loading a
 * ship; otherwise at random.
 */
export function shipyardPolicy(_state: unknown, _seat: Seat, moves: readonly unknown[], random: Random): unknown {
  const list = moves as readonly ShipyardMove[];
  let captain: ShipyardMove | undefined;
  let going = 0;
  for (const m of list) {
    if (m.type === 'load' && m.item === 'captain') captain = m;
    if (!ENDING.has(m.type)) going++;
  }
  if (captain !== undefined) return captain;
  if (going === 0 || random.int(0, 9) === 0) return random.pick(list);
  return weightedPick(list, (m) => (ENDING.has(m.type) ? 0 : weightOf(m)), random);
}

/** Shipyard's playout knowledge. */
export const shipyardKnowledge: Knowledge = {
  horizon: 60,
  scale: 5,
  worth: shipyardWorth,
  policy: shipyardPolicy,
  stop: (from, state, lookahead) => (state as ShipyardState).turnNumber > (from as ShipyardState).turnNumber + 1 + lookahead,
};
