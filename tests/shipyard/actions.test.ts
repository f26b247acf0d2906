/** The actions of step 4: build, purchase, canal, equipment, crew, employee, exchange, subsidy. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPONENTS, shipyard, type Action, type ShipyardState } from '../../src/shipyard/index.js';
import { employeeIndex, finish, movesOf, patch, play, refuse, setup, shipIndex, TRACK_23P, TRACK_4P } from './helpers.js';

const fresh = (players = 4) => setup({ players, firstPlayer: 0, arrangement: { track: [...(players === 4 ? TRACK_4P : TRACK_23P)] } });
const choose = (s: ShipyardState, action: Action) => play(s, { type: 'chooseAction', player: s.current, action });

describe('Construction de bateaux', () => {
  it('takes 1 to 3 cards at their row prices (0, 1, 1, 2, 2 from the bottom), then the columns slide and refill', () => {
    let s = choose(patch(fresh(), (d) => void (d.players[0]!.florins = 20)), 'build');
    const bows = s.ships.bow.slice();
    const middles = s.ships.middle.map((c) => c.slice());
    s = play(s, { type: 'takeShipCard', player: 0, column: 'bow', row: 4 }, { type: 'placeShipCard', player: 0, slot: 0 });
    expect(s.players[0]?.florins).toBe(18);
    s = play(s, { type: 'takeShipCard', player: 0, column: 'middle-2', row: 2 }, { type: 'placeShipCard', player: 0, slot: 1 });
    expect(s.players[0]?.florins).toBe(17);
    // Until the build ends, the spaces stay empty.
    expect(s.ships.bow[4]).toBeNull();
    s = play(s, { type: 'takeShipCard', player: 0, column: 'middle-2', row: 0 }, { type: 'placeShipCard', player: 0, slot: 2 });
    // The third card ends the build: slide and refill.
    expect(s.players[0]?.yard.slice(0, 3).map((p) => p?.card)).toEqual([bows[4], middles[1]?.[2], middles[1]?.[0]]);
    expect(s.ships.bow.slice(0, 4)).toEqual(bows.slice(0, 4));
    expect(s.ships.middle[0]).toEqual(middles[0]);
    expect(s.ships.middle[1]?.slice(0, 3)).toEqual([middles[1]?.[1], middles[1]?.[3], middles[1]?.[4]]);
    expect(s.ships.middle[1]?.slice(3).every((c) => c !== null)).toBe(true);
    expect(s.shipDecks.middle.length).toBe(64 - 10 - 2);
  });

  it('a player without money takes only free cards; a card without a legal place is not offered', () => {
    const s = choose(patch(fresh(), (d) => void (d.players[0]!.florins = 0)), 'build');
    const takes = movesOf(s, 0, 'takeShipCard');
    expect(takes.map((m) => m.row)).toEqual([0, 0, 0, 0]);
    // After a middle on space 0 nothing could complete it: never offered.
    const after = play(s, { type: 'takeShipCard', player: 0, column: 'middle-1', row: 0 });
    expect(movesOf(after, 0, 'placeShipCard').map((m) => m.slot)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(refuse(after, { type: 'placeShipCard', player: 0, slot: 0 }).message).toMatch(/may not go on space 0/);
  });

  it('cannot be chosen without a legal placement; a sold-out kind may be taken free as a substitute', () => {
    const bow = { kind: 'bow' as const, card: shipIndex('bow-02') };
    const mid = { kind: 'middle' as const, card: shipIndex('midA-01') };
    // Only a stern fits (space 8), and no stern is on display.
    const blocked = patch(fresh(), (d) => {
      d.players[0]!.yard = [bow, mid, mid, mid, mid, mid, mid, mid, null];
      d.ships.stern = [null, null, null, null, null];
    });
    expect(movesOf(blocked, 0, 'chooseAction').map((m) => m.action)).not.toContain('build');
    const soldOut = patch(blocked, (d) => void (d.shipDecks.stern = []));
    const s = choose(soldOut, 'build');
    expect(movesOf(s, 0, 'takeShipCard')).toEqual([]);
    expect(movesOf(s, 0, 'takeSubstitute')).toEqual([{ type: 'takeSubstitute', player: 0, kind: 'stern' }]);
    expect(refuse(s, { type: 'takeSubstitute', player: 0, kind: 'bow' }).message).toMatch(/not sold out/);
  });

  it('a free substitute has no features but counts for length', () => {
    const s = patch(fresh(), (d) => {
      d.ships.stern = [null, null, null, null, null];
      d.shipDecks.stern = [];
      d.players[0]!.yard[0] = { kind: 'bow', card: shipIndex('bow-01') };
      d.players[0]!.yard[1] = { kind: 'middle', card: shipIndex('midA-01') };
      d.players[0]!.pieces.captain = 1;
    });
    const after = play(choose(s, 'build'), { type: 'takeSubstitute', player: 0, kind: 'stern' }, { type: 'placeShipCard', player: 0, slot: 2 });
    const built = finish(play(after, { type: 'endBuild', player: 0 }), 0);
    expect(built.trial?.ship?.map((p) => p.card)).toEqual([shipIndex('bow-01'), shipIndex('midA-01'), null]);
  });

  it('revealing the last card of a deck ends the game early (the middle deck counts as one)', () => {
    const s = patch(fresh(), (d) => {
      d.shipDecks.bow = d.shipDecks.bow.slice(0, 1);
    });
    const after = play(choose(s, 'build'), { type: 'takeShipCard', player: 0, column: 'bow', row: 0 }, { type: 'placeShipCard', player: 0, slot: 0 }, { type: 'endBuild', player: 0 });
    expect(after.earlyEnd).toBe(true);
    expect(after.events).toContainEqual({ kind: 'lastCard', deck: 'bow' });
  });
});

describe('Achat de marchandises', () => {
  it('the bottom train is free, the others cost their row; the column slides and refills', () => {
    const s = choose(patch(fresh(), (d) => void (d.players[0]!.florins = 1)), 'purchase');
    expect(movesOf(s, 0, 'buyTrain').map((m) => m.row)).toEqual([0, 1, 2]);
    const display = s.trainDisplay.slice();
    const after = play(s, { type: 'buyTrain', player: 0, row: 1 });
    expect(after.players[0]?.florins).toBe(0);
    expect(after.players[0]?.trains).toContain(display[1]);
    expect(after.trainDisplay.slice(0, 4)).toEqual([display[0], display[2], display[3], display[4]]);
    expect(after.trainDisplay[4]).toBe(s.trainDeck[0]);
  });
});

describe('Location de canal', () => {
  const withCanal = () =>
    patch(setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P], canals: ['canal-01', 'canal-19', 'canal-05', 'canal-15', 'canal-02'] } }), (d) => {
      d.players[0]!.florins = 20;
    });
  const index = (id: string) => DEFAULT_COMPONENTS.canals.cards.findIndex((c) => c.id === id);

  it('the first canal is laid at once and the boat goes on an edge square, its stern pointing out', () => {
    const s = play(choose(withCanal(), 'canal'), { type: 'rentCanal', player: 0, row: 0 });
    expect(movesOf(s, 0, 'placeBoat').map((m) => m.edge).sort()).toEqual(['east', 'west']);
    const after = play(s, { type: 'placeBoat', player: 0, edge: 'west' });
    expect(after.players[0]?.canals).toEqual([{ card: index('canal-01'), x: 0, y: 0, turned: false }]);
    expect(after.players[0]?.boat).toEqual({ canal: index('canal-01'), square: 0, from: { kind: 'edge', edge: 'west' } });
  });

  it('later canals must join the system: shared edges match, water links at least once; a card may be turned end for end', () => {
    let s = finish(play(choose(withCanal(), 'canal'), { type: 'rentCanal', player: 0, row: 0 }, { type: 'placeBoat', player: 0, edge: 'west' }), 0);
    s = patch(s, (d) => {
      d.current = 0;
      d.step = 'choose';
      d.players[0]!.held = [];
    });
    // canal-19 bends from west to north: it fits east of canal-01 as printed, or west of it turned.
    s = play(choose(s, 'canal'), { type: 'rentCanal', player: 0, row: 0 });
    expect(movesOf(s, 0, 'placeCanal').map(({ x, y, turned }) => ({ x, y, turned }))).toEqual([
      { x: -1, y: 0, turned: true },
      { x: 1, y: 0, turned: false },
    ]);
    expect(refuse(s, { type: 'placeCanal', player: 0, x: 0, y: 1, turned: false }).message).toMatch(/does not fit/);
  });

  // A corner of the system: canal-01 (west-east) at (0, 0), canal-19 bending from west to
  // north at (1, 0), junction canal-16 (west, east, south) above it at (1, -1). The
  // crossing canal-23 on (0, -1) joins canal-16 by water on its east side, while its south
  // side (water) meets the land of canal-01's north side.
  const corner = (strictCanals: boolean) =>
    patch(choose(setup({ players: 4, firstPlayer: 0, strictCanals, arrangement: { track: [...TRACK_4P] } }), 'canal'), (d) => {
      d.players[0]!.canals = [
        { card: index('canal-01'), x: 0, y: 0, turned: false },
        { card: index('canal-19'), x: 1, y: 0, turned: false },
        { card: index('canal-16'), x: 1, y: -1, turned: false },
      ];
      d.players[0]!.boat = { canal: index('canal-01'), square: 0, from: { kind: 'edge', edge: 'west' } };
      d.act = { main: 'pending', bonus: 'unused', doing: { action: 'canal', role: 'main', placed: 1, holding: null, canal: index('canal-23'), train: null, wagon: 0, swapped: [] } };
    });
  const crossingAt = (s: ShipyardState) => movesOf(s, 0, 'placeCanal').filter((m) => m.x === 0 && m.y === -1);

  it('S13 as written: one side joined by water is enough, another shared side may not match', () => {
    const s = corner(false);
    expect(crossingAt(s).map((m) => m.turned)).toEqual([false, true]);
    const laid = play(s, { type: 'placeCanal', player: 0, x: 0, y: -1, turned: false });
    expect(laid.players[0]?.canals).toHaveLength(4);
    // Still « lié »: a cell where the only shared side meets land is refused.
    expect(refuse(s, { type: 'placeCanal', player: 0, x: 0, y: 1, turned: false }).message).toMatch(/does not fit/);
  });

  it('S13, the stricter reading (strictCanals): every shared side must match', () => {
    const s = corner(true);
    expect(crossingAt(s)).toEqual([]);
    expect(refuse(s, { type: 'placeCanal', player: 0, x: 0, y: -1, turned: false }).message).toMatch(/every shared edge must match/);
  });
});

describe('Fabrication des équipements and Recrutement de l’équipage', () => {
  it('the crew circle also offers a propeller, and recruiters add their piece', () => {
    const s = patch(setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P], crewMarker: 'soldier' } }), (d) => {
      d.players[0]!.employees = [employeeIndex('recruiter-captain')];
    });
    const after = play(choose(s, 'crew'), { type: 'recruit', player: 0, item: 'propeller' });
    expect(after.players[0]?.pieces.propeller).toBe(1);
    expect(after.players[0]?.pieces.captain).toBe(1);
    expect(after.players[0]?.florins).toBe(6);
    expect(after.markers.crew).toBe(3);
  });
});

describe('Embauche des employés', () => {
  const oval = (state: ShipyardState, marker: number, employees: string[][]) =>
    patch(state, (d) => {
      d.markers.employee = marker;
      d.oval = employees.map((space) => space.map((id) => [employeeIndex(id), employeeIndex(id)]));
    });
  const spaces = [
    ['engineer-sail', 'helmsman', 'trader-steel-2'],
    ['trader-steel-1', 'rigger', 'foreman'],
    ['accountant', 'recruiter-soldier', 'constructor-crane'],
    ['engineer-crane', 'engineer-funnel', 'engineer-cannon'],
    ['recruiter-captain', 'recruiter-businessman', 'recruiter-propeller'],
    ['trader-coal-1', 'trader-coal-2', 'trader-grain-1'],
    ['trader-grain-2', 'constructor-sail', 'constructor-funnel'],
    ['constructor-propeller', 'constructor-cannon', 'constructor-businessman'],
  ];

  it('one step free, 1 florin per further step, +1 for an engineer or a recruiter', () => {
    const s = choose(oval(fresh(), 7, spaces), 'employee');
    const cost = (space: number, stack: number) => 6 - (play(s, { type: 'hire', player: 0, space, stack }).players[0]?.florins ?? 0);
    expect(cost(0, 1)).toBe(0);
    expect(cost(0, 0)).toBe(1);
    expect(cost(1, 2)).toBe(1);
    expect(cost(3, 0)).toBe(4);
  });

  it('no exact duplicate; the level-2 trader needs the level-1 one; the foreman gives 3 more free steps', () => {
    const s = choose(
      patch(oval(fresh(), 7, spaces), (d) => void (d.players[0]!.employees = [employeeIndex('helmsman'), employeeIndex('foreman')])),
      'employee',
    );
    expect(refuse(s, { type: 'hire', player: 0, space: 0, stack: 1 }).message).toMatch(/already employed/);
    expect(refuse(s, { type: 'hire', player: 0, space: 0, stack: 2 }).message).toMatch(/level-1/);
    expect(6 - (play(s, { type: 'hire', player: 0, space: 3, stack: 0 }).players[0]?.florins ?? 0)).toBe(1);
  });

  it('with 3-4 players each employee is there twice; with 2 players once', () => {
    expect(fresh(4).oval.flat().every((stack) => stack.length === 2 && stack[0] === stack[1])).toBe(true);
    expect(fresh(2).oval.flat().every((stack) => stack.length === 1)).toBe(true);
    expect(new Set(fresh(2).oval.flat(2)).size).toBe(24);
  });
});

describe('Échange de marchandises', () => {
  it('the marker moves exactly one space; each wagon is sold (+1 per trader) or swapped, never two for the same piece', () => {
    const s = patch(fresh(), (d) => {
      d.players[0]!.employees = [employeeIndex('trader-steel-1'), employeeIndex('trader-steel-2')];
      d.players[0]!.trains = [DEFAULT_COMPONENTS.trains.deck.findIndex((t) => t.id === 'train-08')];
    });
    let after = play(choose(s, 'exchange'), { type: 'exchangeTrain', player: 0, train: 'train-08' });
    expect(after.markers.exchange).toBe(1);
    // train-08 is two coal wagons: a funnel and a propeller, not two funnels.
    after = play(after, { type: 'swapWagon', player: 0, wagon: 0, item: 'funnel' });
    expect(movesOf(after, 0, 'swapWagon').map((m) => m.item)).toEqual(['propeller']);
    expect(refuse(after, { type: 'swapWagon', player: 0, wagon: 1, item: 'funnel' }).message).toMatch(/already swapped/);
    after = play(after, { type: 'sellWagon', player: 0, wagon: 1 });
    expect(after.players[0]?.florins).toBe(6 + 2);
    expect(after.trainDiscard).toContain(s.players[0]?.trains[0]);
  });

  it('traders add to sales of their commodity', () => {
    const s = patch(fresh(), (d) => void (d.players[0]!.employees = [employeeIndex('trader-steel-1'), employeeIndex('trader-steel-2')]));
    const after = play(choose(s, 'exchange'), { type: 'exchangeTrain', player: 0, train: 'start-1' }, { type: 'sellWagon', player: 0, wagon: 0 });
    // Steel sells for 2 on hexagon space 1, +2 for the two steel traders.
    expect(after.players[0]?.florins).toBe(6 + 4);
  });

  it('cannot be chosen without a train', () => {
    const s = patch(fresh(), (d) => void (d.players[0]!.trains = []));
    expect(movesOf(s, 0, 'chooseAction').map((m) => m.action)).not.toContain('exchange');
  });
});

describe('Réception de subvention', () => {
  it('gives 2 florins, with 4 players only', () => {
    expect(play(choose(fresh(), 'subsidy'), { type: 'takeSubsidy', player: 0 }).players[0]?.florins).toBe(8);
    expect(fresh(3).track).not.toContain('subsidy');
    expect(movesOf(fresh(3), 0, 'chooseAction').map((m) => m.action)).not.toContain('subsidy');
    expect(shipyard.legalMoves(fresh(3), 1)).toEqual([]);
  });
});
