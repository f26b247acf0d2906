/** A purposeful bot for tests: it builds, crews and launches ships, so that sea trials, voyages and contracts are exercised far more than by random moves. */
import type { Policy } from '../../src/core/playout.js';
import type { ShipyardMove, ShipyardState } from '../../src/shipyard/index.js';

const WEIGHT: Record<string, number> = { build: 4, crew: 3, canal: 3, equipment: 2, employee: 1, purchase: 1, exchange: 1, subsidy: 1 };

export const builderPolicy: Policy<ShipyardState, ShipyardMove> = (_state, _seat, moves, random) => {
  const of = <T extends ShipyardMove['type']>(type: T) => moves.filter((m): m is Extract<ShipyardMove, { type: T }> => m.type === type);
  const load = of('load');
  if (load.length > 0) return load.find((m) => m.item === 'captain') ?? random.pick(load);
  const launch = of('launch');
  if (launch.length > 0) return launch[launch.length - 1] as ShipyardMove;
  const choose = of('chooseAction');
  if (choose.length > 0) {
    const bag = choose.flatMap((m) => new Array<ShipyardMove>(WEIGHT[m.action] ?? 1).fill(m));
    return random.pick(bag);
  }
  const take = of('takeShipCard');
  if (take.length > 0 && random.int(0, 3) > 0) return random.pick(take);
  const finish = of('finishActions');
  if (finish.length > 0 && random.int(0, 2) > 0) return finish[0] as ShipyardMove;
  return random.pick(moves);
};

/** The move types random and purposeful play rarely reach, most wanted first, with how often (out of 4) to take one when offered. */
const RARE: readonly (readonly [ShipyardMove['type'], number])[] = [
  ['takeSubstitute', 4],
  ['chooseShip', 4],
  ['sail', 4],
  ['swapWagon', 2],
  ['finishActions', 2],
  ['takeSubsidy', 3],
  ['passFinalChance', 2],
  ['exchangeTrain', 3],
  ['placeBoat', 4],
  ['bonus', 1],
];

/** Employees whose moves random play seldom sees: the rigger and the helmsman make `launch` a choice. */
const WANTED_EMPLOYEES: readonly string[] = ['rigger', 'helmsman'];

/**
 * For coverage: plays a rarely reached move whenever one is offered (most of the time),
 * and steers towards the situations that offer them: canals with junctions (so the boat
 * has a choice on its voyage), riggers and helmsmen (a choice at launch), the last cards
 * of a ship kind once its deck has run out (so that it sells out and substitutes come
 * into play); otherwise it plays as {@link builderPolicy}.
 */
export const coveragePolicy: Policy<ShipyardState, ShipyardMove> = (state, seat, moves, random) => {
  // Load before launching: a launch with nothing aboard fails its trial before it sails.
  const launch = moves.filter((m) => m.type === 'launch');
  if (launch.length > 0 && !moves.some((m) => m.type === 'load')) return random.pick(launch);
  for (const [type, odds] of RARE) {
    const rare = moves.filter((m) => m.type === type);
    if (rare.length > 0 && random.int(0, 3) < odds) return random.pick(rare);
  }
  const data = state.rules.components;
  const steer = moves.filter((m) => {
    if (m.type === 'rentCanal') {
      const card = data.canals.cards[state.canalDisplay[m.row] ?? -1];
      return card !== undefined && Object.values(card.ports).filter((p) => p !== null).length > 2;
    }
    if (m.type === 'hire') {
      const stack = state.oval[m.space]?.[m.stack] ?? [];
      return WANTED_EMPLOYEES.includes(data.employees.employees[stack[stack.length - 1] ?? -1]?.effect.kind ?? '');
    }
    if (m.type === 'takeShipCard') {
      // Bows first: the yards take fewer of them, and a sold-out kind is what we want.
      const card = data.shipCards.cards[columnOf(state, m.column)[m.row] ?? -1];
      return card !== undefined && state.shipDecks[card.kind].length === 0 && (card.kind === 'bow' || state.ships.bow.every((c) => c === null));
    }
    return m.type === 'chooseAction' && state.earlyEnd && m.action === 'build';
  });
  if (steer.length > 0 && random.int(0, 3) > 0) return random.pick(steer);
  return builderPolicy(state, seat, moves, random);
};

/** The cards of a display column. */
function columnOf(state: ShipyardState, column: string): readonly (number | null)[] {
  if (column === 'bow') return state.ships.bow;
  if (column === 'stern') return state.ships.stern;
  return state.ships.middle[column === 'middle-1' ? 0 : 1] ?? [];
}
