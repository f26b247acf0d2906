/**
 * Every worked example of the rulebook, with its numbers as the assertions. Each
 * situation is set up through the config (fixed track, markers, decks, extra component
 * data) and, where the example is mid-game, by editing a set-up state; then the moves
 * are played through `apply`.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPONENTS,
  contractPoints,
  measure,
  shipyard,
  type CanalCard,
  type Contract,
  type FleetShip,
  type Item,
  type Pieces,
  type ShipCard,
  type ShipPart,
  type ShipyardMove,
  type ShipyardState,
} from '../../src/shipyard/index.js';
import { contractIndex, employeeIndex, finish, movesOf, patch, play, setup, TRACK_23P, TRACK_4P } from './helpers.js';

const none: Pieces = { captain: 0, businessman: 0, soldier: 0, sail: 0, funnel: 0, propeller: 0, crane: 0, cannon: 0 };
const pieces = (p: Partial<Pieces>): Pieces => ({ ...none, ...p });


describe('Le premier tour: income in the first turns', () => {
  it('3-4 players: red collects 1 florin for yellow ahead, nothing for green behind', () => {
    const GREEN = 0;
    const YELLOW = 1;
    const RED = 2;
    let s = setup({ players: 4, firstPlayer: GREEN, arrangement: { track: [...TRACK_4P] } });
    // The first player chooses the rearmost card and gets no income.
    s = play(s, { type: 'chooseAction', player: GREEN, action: 'exchange' });
    expect(s.events).toContainEqual({ kind: 'income', seat: GREEN, florins: 0, cards: 0, empty: 0 });
    s = play(
      s,
      { type: 'exchangeTrain', player: GREEN, train: 'start-1' },
      { type: 'sellWagon', player: GREEN, wagon: 0 },
      { type: 'sellWagon', player: GREEN, wagon: 1 },
      { type: 'sellWagon', player: GREEN, wagon: 2 },
    );
    s = finish(s, GREEN);
    // Yellow chooses a card ahead of green: no income.
    s = play(s, { type: 'chooseAction', player: YELLOW, action: 'purchase' });
    expect(s.players[YELLOW]?.florins).toBe(6);
    s = finish(play(s, { type: 'buyTrain', player: YELLOW, row: 0 }), YELLOW);
    // Red chooses Recruit Crew, between them.
    expect(s.current).toBe(RED);
    s = play(s, { type: 'chooseAction', player: RED, action: 'crew' });
    expect(s.players[RED]?.florins).toBe(7);
    expect(s.events).toContainEqual({ kind: 'income', seat: RED, florins: 1, cards: 1, empty: 0 });
  });

  it('2 players: 1 florin behind the first player, then 3 florins for three occupied cards ahead', () => {
    let s = setup({
      players: 2,
      firstPlayer: 0,
      arrangement: { track: [...TRACK_23P], canals: ['canal-01'], equipmentMarker: 'cannon' },
    });
    s = finish(play(s, { type: 'chooseAction', player: 0, action: 'purchase' }, { type: 'buyTrain', player: 0, row: 0 }), 0);
    expect(s.players[0]?.held).toEqual(['purchase']);
    s = play(s, { type: 'chooseAction', player: 1, action: 'canal' });
    expect(s.players[1]?.florins).toBe(7);
    s = finish(play(s, { type: 'rentCanal', player: 1, row: 0 }, { type: 'placeBoat', player: 1, edge: 'west' }), 1);
    // The first player's second first turn: his pawn goes on a third card.
    s = play(s, { type: 'chooseAction', player: 0, action: 'equipment' });
    expect(s.events).toContainEqual({ kind: 'income', seat: 0, florins: 2, cards: 2, empty: 0 });
    s = finish(play(s, { type: 'manufacture', player: 0, item: 'funnel' }), 0);
    expect(s.players[0]?.held).toEqual(['purchase', 'equipment']);
    // Red (the second player) recruits crew behind three occupied cards: 3 florins.
    s = play(s, { type: 'chooseAction', player: 1, action: 'crew' });
    expect(s.events).toContainEqual({ kind: 'income', seat: 1, florins: 3, cards: 3, empty: 0 });
    expect(s.players[1]?.florins).toBe(7 + 3);
  });
});

describe('3) Collectez votre revenu: the empty-space bonus', () => {
  // Seat 2 has just moved Build Ships to space 10; employee (seat 0) and exchange (seat 1)
  // are occupied ahead; purchase, canal and equipment lie behind with 3, 2 and 1 empty spaces
  // before the next card ahead.
  const base = patch(setup({ players: 3, firstPlayer: 0 }), (d) => {
    d.track = new Array(23).fill(null);
    d.track[10] = 'build';
    d.track[9] = 'employee';
    d.track[8] = 'exchange';
    d.track[4] = 'purchase';
    d.track[1] = 'canal';
    d.track[22] = 'equipment';
    d.track[21] = 'crew';
    d.lead = 10;
    d.turnNumber = 20;
    d.current = 2;
    d.players[0]!.held = ['employee'];
    d.players[1]!.held = ['exchange'];
    d.players[2]!.held = [];
  });

  it('offers 4 actions (3-4 players)', () => {
    expect(movesOf(base, 2, 'chooseAction').map((m) => m.action).sort()).toEqual(['canal', 'crew', 'equipment', 'purchase']);
  });

  it('canal or equipment: 2 florins for the two occupied cards, too few empty spaces', () => {
    for (const action of ['canal', 'equipment'] as const) {
      const s = play(base, { type: 'chooseAction', player: 2, action });
      expect(s.players[2]?.florins).toBe(6 + 2);
    }
  });

  it('purchase: 2 florins + 1 for three empty spaces', () => {
    const s = play(base, { type: 'chooseAction', player: 2, action: 'purchase' });
    expect(s.events).toContainEqual({ kind: 'income', seat: 2, florins: 3, cards: 2, empty: 1 });
    expect(s.players[2]?.florins).toBe(6 + 3);
  });

  it('« Pour 6 cases vides, vous obtenez deux florins, mais pour 5 vous n’en obtenez qu’un »', () => {
    for (const [gap, bonus] of [[5, 1], [6, 2]] as const) {
      const s = play(
        patch(base, (d) => {
          d.track[4] = null;
          d.track[8 - gap - 1] = 'purchase';
        }),
        { type: 'chooseAction', player: 2, action: 'purchase' },
      );
      expect(s.events).toContainEqual({ kind: 'income', seat: 2, florins: 2 + bonus, cards: 2, empty: bonus });
    }
  });

  it('no bonus when a pawn is behind the chosen card', () => {
    const s = play(
      patch(base, (d) => {
        d.players[1]!.held = ['crew'];
      }),
      { type: 'chooseAction', player: 2, action: 'purchase' },
    );
    expect(s.events).toContainEqual({ kind: 'income', seat: 2, florins: 1, cards: 1, empty: 0 });
  });
});

describe('Annexe: the engineer and the accountant', () => {
  const start = (employees: string[]) =>
    patch(setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P], equipmentMarker: 'cannon', crewMarker: 'captain' } }), (d) => {
      d.players[0]!.employees = employees.map(employeeIndex);
    });

  it('two engineers (+1 crane, +1 sail), marker on the cannon: a free funnel, a crane and a sail', () => {
    const s = play(start(['engineer-crane', 'engineer-sail']), { type: 'chooseAction', player: 0, action: 'equipment' }, { type: 'manufacture', player: 0, item: 'funnel' });
    expect(s.players[0]?.pieces).toEqual(pieces({ funnel: 1, crane: 1, sail: 1 }));
    expect(s.players[0]?.florins).toBe(6);
  });

  it('for 1 florin the marker moves on to the crane: two cranes and a sail', () => {
    const s = play(start(['engineer-crane', 'engineer-sail']), { type: 'chooseAction', player: 0, action: 'equipment' }, { type: 'manufacture', player: 0, item: 'crane' });
    expect(s.players[0]?.pieces).toEqual(pieces({ crane: 2, sail: 1 }));
    expect(s.players[0]?.florins).toBe(5);
  });

  const costs = (state: ShipyardState, action: 'equipment' | 'crew', items: readonly Item[]): number[] => {
    const chosen = play(state, { type: 'chooseAction', player: 0, action });
    return items.map((item) => {
      const move: ShipyardMove = action === 'equipment' ? { type: 'manufacture', player: 0, item: item as 'sail' } : { type: 'recruit', player: 0, item };
      return 6 - (play(chosen, move).players[0]?.florins ?? 0);
    });
  };

  it('without an accountant the other items cost 1, 2 and 3 (the start sector is dearest)', () => {
    expect(costs(start([]), 'equipment', ['funnel', 'crane', 'sail', 'cannon'])).toEqual([0, 1, 2, 3]);
    expect(costs(start([]), 'crew', ['businessman', 'soldier', 'propeller', 'captain'])).toEqual([0, 1, 2, 3]);
  });

  it('with an accountant three choices cost nothing and the fourth 1 florin instead of 3', () => {
    expect(costs(start(['accountant']), 'equipment', ['funnel', 'crane', 'sail', 'cannon'])).toEqual([0, 0, 0, 1]);
    expect(costs(start(['accountant']), 'crew', ['businessman', 'soldier', 'propeller', 'captain'])).toEqual([0, 0, 0, 1]);
  });
});

describe('Annexe: the traders', () => {
  it('with the steel trader level 1, 1 more florin for each steel sold; with levels 1 and 2, 2 more', () => {
    const selling = (traders: string[]) => {
      const s = patch(setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P] } }), (d) => {
        d.players[0]!.employees = traders.map(employeeIndex);
      });
      // Hexagon space 1 after the marker's move: steel sells for 2.
      const after = play(s, { type: 'chooseAction', player: 0, action: 'exchange' }, { type: 'exchangeTrain', player: 0, train: 'start-1' }, { type: 'sellWagon', player: 0, wagon: 0 });
      return (after.players[0]?.florins ?? 0) - 6;
    };
    expect(selling([])).toBe(2);
    expect(selling(['trader-steel-1'])).toBe(3);
    expect(selling(['trader-steel-1', 'trader-steel-2'])).toBe(4);
    expect(selling(['trader-coal-1'])).toBe(2);
  });
});

describe('Construction de bateaux: the placement illustrations', () => {
  const building = setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P] } });
  const B = (card = 0): ShipPart => ({ kind: 'bow', card });
  const M = (card = 30): ShipPart => ({ kind: 'middle', card });
  const S = (card = 90): ShipPart => ({ kind: 'stern', card });
  /** The spaces where seat 0 may put a card of `holding` in a yard laid out as `yard`. */
  function legalSpaces(yard: (ShipPart | null)[], holding: ShipPart): number[] {
    const s = patch(play(building, { type: 'chooseAction', player: 0, action: 'build' }, { type: 'takeShipCard', player: 0, column: 'bow', row: 0 }), (d) => {
      d.players[0]!.yard = yard;
      d.act!.doing!.holding = holding;
    });
    return movesOf(s, 0, 'placeShipCard').map((m) => m.slot);
  }
  const yard = (cards: Record<number, ShipPart>): (ShipPart | null)[] => Array.from({ length: 9 }, (_, i) => cards[i] ?? null);

  it('« Il n’y a pas assez de place pour lier une proue à ce milieu et cette poupe »', () => {
    expect(legalSpaces(yard({ 1: S() }), M())).not.toContain(0);
    expect(legalSpaces(yard({ 0: M() }), S())).not.toContain(1);
  });

  it('« Seules les poupes sont légales dans cette colonne » (the rightmost space)', () => {
    expect(legalSpaces(yard({}), S())).toContain(8);
    expect(legalSpaces(yard({}), B())).not.toContain(8);
    expect(legalSpaces(yard({}), M())).not.toContain(8);
  });

  it('« Il n’y a aucun moyen de mettre un milieu entre cette proue et cette poupe »', () => {
    expect(legalSpaces(yard({ 3: B() }), S())).not.toContain(4);
    expect(legalSpaces(yard({ 3: B() }), S())).toContain(5);
  });

  it('« Seules les proues sont légales dans cette colonne » (the leftmost space)', () => {
    expect(legalSpaces(yard({}), B())).toContain(0);
    expect(legalSpaces(yard({}), M())).not.toContain(0);
    expect(legalSpaces(yard({}), S())).not.toContain(0);
  });

  it('« C’est légal »: a bow waiting for the ship on its right to leave', () => {
    expect(legalSpaces(yard({ 4: B(), 5: M() }), B())).toContain(3);
  });

  it('« C’est légal »: a middle between two ships, for a new ship once both have left', () => {
    expect(legalSpaces(yard({ 0: B(), 1: M(), 5: M(), 6: S() }), M())).toContain(3);
  });

  it('the yard is never filled unless a ship is then complete', () => {
    const nearlyFull = yard({ 0: B(), 1: M(), 2: M(), 3: M(), 4: M(), 5: M(), 6: M(), 8: S() });
    expect(legalSpaces(nearlyFull, M())).toEqual([7]);
    const eightCards = yard({ 0: B(), 1: M(), 2: M(), 3: M(), 4: M(), 5: M(), 6: M(), 7: M() });
    expect(legalSpaces(eightCards, M())).toEqual([]);
    expect(legalSpaces(eightCards, S())).toEqual([8]);
  });
});

describe('Exemple de décompte: the 32-point ship', () => {
  // The example's ship: 1 captain, 2 businessmen, 1 soldier, 1 cannon, 1 crane; 4 buoys;
  // speed 7 (2 funnels, 1 propeller, 2 sails); the canal passes two buoy officials and a
  // commerce official and ends one square after a Blue Riband.
  const card = (id: string, kind: ShipCard['kind'], cabins: number, mounts: Partial<ShipCard['mounts']>): ShipCard => ({
    id,
    kind,
    ...(kind === 'middle' ? { back: 'A' as const } : {}),
    cabins,
    mounts: { sailFunnel: 0, propeller: 0, crane: 0, cannon: 0, ...mounts },
    safety: { buoy: 1, lifeboat: 0, lantern: 0 },
  });
  const extraShips = [
    card('ex-bow', 'bow', 1, { sailFunnel: 1 }),
    card('ex-mid-1', 'middle', 1, { sailFunnel: 1, crane: 1 }),
    card('ex-mid-2', 'middle', 1, { sailFunnel: 1, cannon: 1 }),
    card('ex-stern', 'stern', 0, { sailFunnel: 1, propeller: 1 }),
  ];
  const shipCards = { ...DEFAULT_COMPONENTS.shipCards, cards: [...DEFAULT_COMPONENTS.shipCards.cards, ...extraShips] };
  const canal = (id: string, squares: CanalCard['squares']): CanalCard => ({
    id,
    squares,
    links: squares.slice(1).map((_, i) => [i, i + 1] as const),
    ports: { north: null, east: squares.length - 1, south: null, west: 0 },
  });
  const extraCanals = [canal('ex-canal-1', ['none', 'buoy', 'commerce', 'buoy']), canal('ex-canal-2', ['none', 'none', 'riband', 'none'])];
  const canals = { ...DEFAULT_COMPONENTS.canals, cards: [...DEFAULT_COMPONENTS.canals.cards, ...extraCanals] };
  const ship = (id: string) => shipCards.cards.findIndex((c) => c.id === id);
  const canalIndex = (id: string) => canals.cards.findIndex((c) => c.id === id);

  const before = patch(
    setup({ players: 4, firstPlayer: 0, components: { shipCards, canals }, arrangement: { track: [...TRACK_4P], sterns: ['ex-stern'] } }),
    (d) => {
      const me = d.players[0]!;
      me.yard[0] = { kind: 'bow', card: ship('ex-bow') };
      me.yard[1] = { kind: 'middle', card: ship('ex-mid-1') };
      me.yard[2] = { kind: 'middle', card: ship('ex-mid-2') };
      me.pieces = pieces({ captain: 1, businessman: 2, soldier: 1, cannon: 1, crane: 1, funnel: 2, propeller: 1, sail: 2 });
      me.canals = [
        { card: canalIndex('ex-canal-1'), x: 0, y: 0, turned: false },
        { card: canalIndex('ex-canal-2'), x: 1, y: 0, turned: false },
      ];
      me.boat = { canal: canalIndex('ex-canal-1'), square: 0, from: { kind: 'edge', edge: 'west' } };
    },
  );

  it('scores crew 4 + equipment 4 + speed 7 = 15, then 2 x 4 buoys + 3 commerce + 6 Blue Riband = 17: 32', () => {
    let s = play(
      before,
      { type: 'chooseAction', player: 0, action: 'build' },
      { type: 'takeShipCard', player: 0, column: 'stern', row: 0 },
      { type: 'placeShipCard', player: 0, slot: 3 },
      { type: 'endBuild', player: 0 },
    );
    s = finish(s, 0);
    expect(s.step).toBe('trial');
    const load: Item[] = ['captain', 'businessman', 'businessman', 'soldier', 'cannon', 'crane', 'funnel', 'funnel', 'propeller', 'sail', 'sail'];
    s = play(s, ...load.map((item): ShipyardMove => ({ type: 'load', player: 0, item })));
    // Everything fitted aboard, so the ship sails by itself.
    const trial = s.events.find((e) => e.kind === 'trial');
    expect(trial).toEqual({ kind: 'trial', seat: 0, cards: 4, points: { crew: 4, equipment: 4, speed: 7, voyage: 17 }, failed: null, speed: 7 });
    expect(s.players[0]?.score).toBe(32);
    expect(s.players[0]?.fleet).toHaveLength(1);
    // The first canal was used; the boat stays on the last square, its stern to the west.
    expect(s.players[0]?.usedCanals).toBe(1);
    expect(s.players[0]?.boat).toEqual({ canal: canalIndex('ex-canal-2'), square: 3, from: { kind: 'square', canal: canalIndex('ex-canal-2'), square: 2 } });
  });
});

describe('Contrats gouvernementaux: the examples', () => {
  const contract = (id: string): Contract => DEFAULT_COMPONENTS.contracts.contracts[contractIndex(id)] as Contract;
  const ship = (cards: number, load: Partial<Pieces>, parts?: ShipPart[]): FleetShip => ({
    parts: parts ?? Array.from({ length: cards }, (_, i): ShipPart => ({ kind: i === 0 ? 'bow' : i === cards - 1 ? 'stern' : 'middle', card: null })),
    load: pieces({ captain: 1, ...load }),
    speed: 1,
    points: { crew: 1, equipment: 0, speed: 1, voyage: 0 },
  });
  const withFleet = (fleet: FleetShip[], employees: string[] = []) =>
    patch(setup({ players: 3 }), (d) => {
      (d.players[0] as { fleet: unknown }).fleet = fleet;
      d.players[0]!.employees = employees.map(employeeIndex);
    });
  const points = (id: string, fleet: FleetShip[], employees: string[] = []) => contractPoints(withFleet(fleet, employees), 0, contract(id));

  it('businessmen: 5 businessmen give 8 points', () => {
    expect(points('blue-02', [ship(3, { businessman: 2 }), ship(4, { businessman: 3 })])).toBe(8);
  });

  it('officers: 7 captains on 3 ships are 3 captains and 4 officers, 12 points', () => {
    expect(points('blue-08', [ship(3, { captain: 3 }), ship(3, { captain: 2 }), ship(3, { captain: 2 })])).toBe(12);
  });

  it('buoys: 6 buoys give 12, each buoy above 6 one more', () => {
    const buoyed = (n: number): ShipPart[] => {
      const withBuoy = DEFAULT_COMPONENTS.shipCards.cards.findIndex((c) => c.kind === 'middle' && c.safety.buoy === 1);
      return [{ kind: 'bow', card: null }, ...Array.from({ length: n }, (): ShipPart => ({ kind: 'middle', card: withBuoy })), { kind: 'stern', card: null }];
    };
    expect(points('green-01', [ship(0, {}, buoyed(3)), ship(0, {}, buoyed(3))])).toBe(12);
    expect(points('green-01', [ship(0, {}, buoyed(4)), ship(0, {}, buoyed(4))])).toBe(14);
  });

  it('ships of exactly 5 cards: three of them give 15', () => {
    expect(points('green-02', [ship(5, {}), ship(5, {}), ship(5, {}), ship(6, {})])).toBe(15);
  });

  it('employees: 7 employees give 10 points', () => {
    const seven = ['helmsman', 'rigger', 'foreman', 'accountant', 'trader-steel-1', 'trader-coal-1', 'engineer-crane'];
    expect(points('green-06', [], seven)).toBe(10);
  });

  it('pairs of sails: 4 pairs give 12 (3 sails and 1 sail on two ships are one pair)', () => {
    expect(points('blue-07', [ship(4, { sail: 4 }), ship(4, { sail: 2 }), ship(3, { sail: 3 })])).toBe(12);
    expect(points('blue-07', [ship(4, { sail: 3 }), ship(3, { sail: 1 })])).toBe(3);
  });

  it('ships of exactly 6 cards: two of them give 10', () => {
    expect(points('green-05', [ship(6, {}), ship(6, {})])).toBe(10);
  });

  it('pairs of sails: 2 sails on each of two ships, or 4 sails on one ship, give 6', () => {
    expect(points('blue-07', [ship(4, { sail: 2 }), ship(4, { sail: 2 })])).toBe(6);
    expect(points('blue-07', [ship(4, { sail: 4 })])).toBe(6);
  });

  it('« Un bateau avec 2 de chaque élément ne vaut toujours que 6 points »', () => {
    expect(points('blue-03', [ship(4, { sail: 2, funnel: 2, propeller: 2 })])).toBe(6);
  });

  it('« Un bateau avec 2 bouées, 2 canots de sauvetage et 2 lanternes ne vaut toujours que 5 points »', () => {
    const card = (id: string) => DEFAULT_COMPONENTS.shipCards.cards.findIndex((c) => c.id === id);
    // midA-14 and midB-09 each have one buoy, one lifeboat and one lantern.
    const parts: ShipPart[] = [{ kind: 'bow', card: null }, { kind: 'middle', card: card('midA-14') }, { kind: 'middle', card: card('midB-09') }, { kind: 'stern', card: null }];
    expect(points('green-11', [ship(0, {}, parts)])).toBe(5);
  });

  it('employee types are colours; only the higher-level traders count as a type apart', () => {
    // A transcription whose traders share the accountant's colour.
    const employees = {
      ...DEFAULT_COMPONENTS.employees,
      employees: DEFAULT_COMPONENTS.employees.employees.map((e) => (e.effect.kind === 'trader' ? { ...e, colour: 'yellow' as const } : e)),
    };
    const types = (ids: string[]) =>
      measure(
        patch(setup({ players: 3, components: { employees } }), (d) => void (d.players[0]!.employees = ids.map(employeeIndex))),
        0,
        { kind: 'employeeTypes' },
      );
    expect(types(['accountant', 'trader-steel-1'])).toBe(1);
    expect(types(['accountant', 'trader-steel-1', 'trader-steel-2'])).toBe(2);
    expect(types(['accountant', 'trader-steel-1', 'trader-steel-2', 'trader-coal-1', 'engineer-sail'])).toBe(3);
  });

  it('the end-of-game example: blue 12, green 10, traders 1 + 3 for steel and 1 for coal = 5', () => {
    const fleet = [ship(6, { sail: 4 }), ship(6, { sail: 4 })];
    const traders = ['trader-steel-1', 'trader-steel-2', 'trader-coal-1'];
    const last = patch(withFleet(fleet, traders), (d) => {
      d.era = 'finalChance';
      d.step = 'act';
      d.firstPlayer = 1;
      d.current = 0;
      d.chosen = 'build';
      d.act = { main: 'pending', bonus: 'none', doing: null };
      d.players.forEach((p, seat) => {
        p.contracts = seat === 0 ? [contractIndex('blue-07'), contractIndex('green-05')] : [contractIndex(`blue-0${seat}`), contractIndex(`green-1${seat}`)];
      });
      d.players[0]!.score = 40;
    });
    const end = play(last, { type: 'passFinalChance', player: 0 });
    expect(shipyard.isOver(end)).toBe(true);
    expect(end.events).toContainEqual({ kind: 'contract', seat: 0, contract: contractIndex('blue-07'), points: 12 });
    expect(end.events).toContainEqual({ kind: 'contract', seat: 0, contract: contractIndex('green-05'), points: 10 });
    expect(end.events).toContainEqual({ kind: 'traders', seat: 0, points: 5 });
    expect(end.players[0]?.score).toBe(40 + 12 + 10 + 5);
  });
});
