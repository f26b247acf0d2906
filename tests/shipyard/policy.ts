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
