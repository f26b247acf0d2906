/** Step 5, the sea trial: loading, speed, scoring conditions, the voyage through the canals. */
import { describe, expect, it } from 'vitest';
import {
  baseSpeed,
  DEFAULT_COMPONENTS,
  type CanalCard,
  type Item,
  type Pieces,
  type ShipCard,
  type ShipyardMove,
  type ShipyardState,
} from '../../src/shipyard/index.js';
import { employeeIndex, finish, movesOf, patch, play, refuse, setup, TRACK_4P } from './helpers.js';

const none: Pieces = { captain: 0, businessman: 0, soldier: 0, sail: 0, funnel: 0, propeller: 0, crane: 0, cannon: 0 };

const ship = (id: string, kind: ShipCard['kind'], cabins: number, mounts: Partial<ShipCard['mounts']>): ShipCard => ({
  id,
  kind,
  ...(kind === 'middle' ? { back: 'B' as const } : {}),
  cabins,
  mounts: { sailFunnel: 0, propeller: 0, crane: 0, cannon: 0, ...mounts },
  safety: { buoy: 0, lifeboat: 0, lantern: 1 },
});
const canal = (id: string, squares: CanalCard['squares'], links: [number, number][], ports: Partial<CanalCard['ports']>): CanalCard => ({
  id,
  squares,
  links,
  ports: { north: null, east: null, south: null, west: null, ...ports },
});

const shipCards = {
  ...DEFAULT_COMPONENTS.shipCards,
  cards: [
    ...DEFAULT_COMPONENTS.shipCards.cards,
    ship('t-bow', 'bow', 2, { sailFunnel: 3, crane: 1, cannon: 1 }),
    ship('t-mid', 'middle', 2, { sailFunnel: 2 }),
    ship('t-stern', 'stern', 0, { sailFunnel: 1, propeller: 1 }),
    ship('t-stern-2', 'stern', 0, {}),
  ],
};
const canals = {
  ...DEFAULT_COMPONENTS.canals,
  cards: [
    ...DEFAULT_COMPONENTS.canals.cards,
    canal('t-a', ['none', 'none', 'none'], [[0, 1], [1, 2]], { west: 0, east: 2 }),
    canal('t-b', ['none', 'none', 'commerce', 'military'], [[0, 1], [1, 2], [1, 3]], { west: 0, east: 2, north: 3 }),
    canal('t-c', ['lantern', 'riband'], [[0, 1]], { south: 0 }),
    canal('t-d', ['buoy', 'none', 'riband'], [[0, 1], [1, 2]], { west: 0, east: 2 }),
  ],
};
const card = (id: string) => shipCards.cards.findIndex((c) => c.id === id);
const canalIndex = (id: string) => canals.cards.findIndex((c) => c.id === id);

/** Seat 0 holds t-bow and t-mid in the yard and `pieces`; t-stern is the free bottom stern. The canals: t-a, t-b, with t-c north of t-b and t-d east of it. */
function ready(pieces: Partial<Pieces>, employees: string[] = []): ShipyardState {
  return patch(setup({ players: 4, firstPlayer: 0, components: { shipCards, canals }, arrangement: { track: [...TRACK_4P], sterns: ['t-stern', 't-stern-2'] } }), (d) => {
    const me = d.players[0]!;
    me.yard[0] = { kind: 'bow', card: card('t-bow') };
    me.yard[1] = { kind: 'middle', card: card('t-mid') };
    me.pieces = { ...none, ...pieces };
    me.employees = employees.map(employeeIndex);
    me.canals = [
      { card: canalIndex('t-a'), x: 0, y: 0, turned: false },
      { card: canalIndex('t-b'), x: 1, y: 0, turned: false },
      { card: canalIndex('t-c'), x: 1, y: -1, turned: false },
      { card: canalIndex('t-d'), x: 2, y: 0, turned: false },
    ];
    me.boat = { canal: canalIndex('t-a'), square: 0, from: { kind: 'edge', edge: 'west' } };
  });
}

/** Completes the ship with the free stern: the trial starts. */
function complete(state: ShipyardState): ShipyardState {
  const s = play(state, { type: 'chooseAction', player: 0, action: 'build' }, { type: 'takeShipCard', player: 0, column: 'stern', row: 0 }, { type: 'placeShipCard', player: 0, slot: 2 });
  return finish(play(s, { type: 'endBuild', player: 0 }), 0);
}

const load = (s: ShipyardState, ...items: Item[]) => play(s, ...items.map((item): ShipyardMove => ({ type: 'load', player: 0, item })));

describe('Équipement et équipage', () => {
  it('the captain needs no cabin; further captains are officers and need one each', () => {
    const s = load(complete(ready({ captain: 6, businessman: 1, sail: 1 })), 'captain', 'captain', 'captain', 'captain');
    // 4 cabins: 3 officers so far, one cabin left, for an officer or the businessman.
    expect(movesOf(s, 0, 'load').map((m) => m.item).sort()).toEqual(['businessman', 'captain', 'sail']);
    const full = load(s, 'captain');
    expect(movesOf(full, 0, 'load').map((m) => m.item)).toEqual(['sail']);
    expect(refuse(full, { type: 'load', player: 0, item: 'businessman' }).message).toMatch(/cannot go aboard/);
  });

  it('equipment needs its own mounting point (sails and funnels share one type); constructors add up to 2 (1 propeller)', () => {
    const s = load(complete(ready({ captain: 1, sail: 4, funnel: 4, propeller: 2, crane: 3 })), 'captain', 'sail', 'sail', 'sail', 'funnel', 'funnel', 'funnel', 'propeller', 'crane');
    expect(movesOf(s, 0, 'load')).toEqual([]);
    const built = load(complete(ready({ captain: 1, propeller: 3, crane: 4 }, ['constructor-crane', 'constructor-propeller'])), 'captain', 'crane', 'crane', 'crane', 'propeller', 'propeller');
    expect(movesOf(built, 0, 'load')).toEqual([]);
  });
});

describe('Vitesse', () => {
  it('steamships: 4, +1 per further funnel, propeller or sail; other ships: 1, +1 per sail or propeller, +1 per pair of funnels', () => {
    expect(baseSpeed({ ...none, funnel: 1, propeller: 1 })).toBe(4);
    expect(baseSpeed({ ...none, funnel: 2, propeller: 1, sail: 2 })).toBe(7);
    expect(baseSpeed({ ...none })).toBe(1);
    expect(baseSpeed({ ...none, sail: 3, propeller: 1 })).toBe(5);
    expect(baseSpeed({ ...none, funnel: 3 })).toBe(2);
  });

  it('the helmsman adds 1; the rigger adds 1 per pair of sails, as much of it as the player wants', () => {
    const s = load(complete(ready({ captain: 1, sail: 5 }, ['helmsman', 'rigger'])), 'captain', 'sail', 'sail', 'sail', 'sail', 'sail');
    expect(movesOf(s, 0, 'launch').map((m) => [m.rigger, m.helmsman])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [1, true],
      [2, false],
      [2, true],
    ]);
    // 1 + 5 sails + helmsman = 7; with the full rigger bonus 9 — too long for these canals (at most 8).
    const sailed = play(s, { type: 'launch', player: 0, rigger: 0, helmsman: true }, { type: 'sail', player: 0, canal: 't-b', square: 2 });
    expect(sailed.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 7, failed: null });
    const longest = play(s, { type: 'launch', player: 0, rigger: 1, helmsman: true });
    expect(longest.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 8, points: { voyage: 8 } });
    const tooFast = play(s, { type: 'launch', player: 0, rigger: 2, helmsman: true });
    expect(tooFast.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 9, failed: 'canal', points: null });
    expect(tooFast.players[0]?.fleet).toEqual([]);
    expect(tooFast.players[0]?.dismantled).toBe(1);
  });

  it('Gréeur example: with 4 sails the rigger gives +2, +1 or nothing, as the player chooses', () => {
    const s = load(complete(ready({ captain: 1, sail: 4 }, ['rigger'])), 'captain', 'sail', 'sail', 'sail', 'sail');
    expect(movesOf(s, 0, 'launch').map((m) => m.rigger)).toEqual([0, 1, 2]);
    // 1 + 4 sails = 5, then the rigger's bonus on top.
    expect([0, 1, 2].map((rigger) => play(s, { type: 'launch', player: 0, rigger, helmsman: false }).trial?.speed)).toEqual([5, 6, 7]);
  });

  it('the helmsman, like every employee, may go unused (« Vous pouvez choisir de ne pas utiliser les effets des vos employés »)', () => {
    // A steamship (funnel, propeller, 4 sails) has speed 8; with the helmsman 9, too long for these canals.
    const s = load(complete(ready({ captain: 1, funnel: 1, propeller: 1, sail: 4 }, ['helmsman'])), 'captain', 'funnel', 'propeller', 'sail', 'sail', 'sail', 'sail');
    expect(s.trial?.stage).toBe('load');
    expect(movesOf(s, 0, 'launch')).toEqual([
      { type: 'launch', player: 0, rigger: 0, helmsman: false },
      { type: 'launch', player: 0, rigger: 0, helmsman: true },
    ]);
    const used = play(s, { type: 'launch', player: 0, rigger: 0, helmsman: true });
    expect(used.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 9, failed: 'canal', points: null });
    const unused = play(s, { type: 'launch', player: 0, rigger: 0, helmsman: false });
    expect(unused.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 8, failed: null, points: { speed: 8 } });
    // Without a helmsman there is nothing to decline.
    const none = load(complete(ready({ captain: 1, sail: 2 }, ['rigger'])), 'captain', 'sail', 'sail');
    expect(refuse(none, { type: 'launch', player: 0, rigger: 0, helmsman: true }).message).toMatch(/helmsman/);
  });
});

describe('Conditions pour le décompte', () => {
  it('a ship without a captain is dismantled: no points, the pieces aboard are lost', () => {
    const s = play(load(complete(ready({ soldier: 1, captain: 0, sail: 1 })), 'soldier'), { type: 'launch', player: 0, rigger: 0, helmsman: false });
    expect(s.events.find((e) => e.kind === 'trial')).toMatchObject({ failed: 'captain', points: null });
    expect(s.players[0]?.pieces.soldier).toBe(0);
    expect(s.players[0]?.score).toBe(0);
    expect(s.players[0]?.yard.slice(0, 3)).toEqual([null, null, null]);
  });

  it('a ship with only a captain still sails one square', () => {
    const s = load(complete(ready({ captain: 1 })), 'captain');
    expect(s.events.find((e) => e.kind === 'trial')).toMatchObject({ speed: 1, points: { crew: 1, equipment: 0, speed: 1, voyage: 0 } });
    expect(s.players[0]?.boat).toMatchObject({ canal: canalIndex('t-a'), square: 1 });
  });
});

describe('Résultats du test de navigabilité: the voyage', () => {
  it('the boat never turns back, chooses at junctions, uses the canals it leaves and discards those cut off', () => {
    // Speed 6: t-a 1, 2; t-b 0, 1; then east (t-b 2, t-d 0) or north (t-b 3, t-c 0).
    let s = load(complete(ready({ captain: 1, sail: 4, soldier: 1, businessman: 1 }, ['helmsman'])), 'captain', 'sail', 'sail', 'sail', 'sail', 'soldier', 'businessman');
    s = play(s, { type: 'launch', player: 0, rigger: 0, helmsman: true });
    expect(s.trial?.stage).toBe('voyage');
    expect(movesOf(s, 0, 'sail')).toEqual([
      { type: 'sail', player: 0, canal: 't-b', square: 2 },
      { type: 'sail', player: 0, canal: 't-b', square: 3 },
    ]);
    expect(s.players[0]?.usedCanals).toBe(1);
    s = play(s, { type: 'sail', player: 0, canal: 't-b', square: 2 });
    // Commerce (1 businessman) on t-b 2, then a buoy official on t-d 0 (the lanterns do not count there).
    expect(s.events.find((e) => e.kind === 'trial')).toMatchObject({ points: { crew: 3, equipment: 0, speed: 6, voyage: 1 } });
    expect(s.events.filter((e) => e.kind === 'canals')).toEqual([{ kind: 'canals', seat: 0, used: 1, cutOff: 1 }]);
    expect(s.players[0]?.usedCanals).toBe(2);
    expect(s.players[0]?.canals.map((c) => c.card)).toEqual([canalIndex('t-d')]);
    expect(s.canalDiscard).toEqual(expect.arrayContaining([canalIndex('t-a'), canalIndex('t-b'), canalIndex('t-c')]));
  });

  it('officials count the ship: soldiers and cannons, businessmen and cranes, its lanterns; the last Blue Riband', () => {
    const loaded = load(complete(ready({ captain: 1, sail: 4, soldier: 2, cannon: 1 }, ['helmsman'])), 'captain', 'sail', 'sail', 'sail', 'sail', 'soldier', 'soldier', 'cannon');
    const s = play(loaded, { type: 'launch', player: 0, rigger: 0, helmsman: true });
    const north = play(s, { type: 'sail', player: 0, canal: 't-b', square: 3 });
    // Military on t-b 3 (2 soldiers + 1 cannon) and the lantern official on t-c 0 (3 lanterns on the ship's cards).
    expect(north.events.find((e) => e.kind === 'trial')).toMatchObject({ points: { crew: 3, equipment: 2, speed: 6, voyage: 3 + 3 } });
  });

  it('the player decides the order of several completed ships', () => {
    const two = patch(ready({ captain: 2 }), (d) => {
      const me = d.players[0]!;
      me.yard[4] = { kind: 'bow', card: card('t-bow') };
      me.yard[5] = { kind: 'middle', card: card('t-mid') };
    });
    let s = play(two, { type: 'chooseAction', player: 0, action: 'build' }, { type: 'takeShipCard', player: 0, column: 'stern', row: 0 }, { type: 'placeShipCard', player: 0, slot: 2 });
    s = play(s, { type: 'takeShipCard', player: 0, column: 'stern', row: 1 }, { type: 'placeShipCard', player: 0, slot: 6 }, { type: 'endBuild', player: 0 });
    s = finish(s, 0);
    expect(s.events).toContainEqual({ kind: 'shipsLeave', seat: 0, ships: 2 });
    expect(movesOf(s, 0, 'chooseShip').map((m) => m.ship)).toEqual([0, 1]);
    s = play(s, { type: 'chooseShip', player: 0, ship: 1 });
    expect(s.trial?.ship?.[2]?.card).toBe(card('t-stern-2'));
  });
});
