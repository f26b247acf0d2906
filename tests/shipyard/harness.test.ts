/** The exported harness, run on Shipyard for every player count with its own invariants; and proof that each invariant can fail. */
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/testing/index.js';
import { shipyard, type ShipyardState } from '../../src/shipyard/index.js';
import { employeeIndex, type patch, setup, SHORT_SHIP_DECK } from './helpers.js';
import {
  cardsInOnePlace,
  contractsAtTheEnd,
  evenTurns,
  everyoneSameTurns,
  florinsNeverNegative,
  GAME_INVARIANTS,
  pawns,
  scoresNeverDecrease,
  shipsFit,
  shipsLeaveInTheirTurn,
  shipsLeaveOnlyCompleted,
  STATE_INVARIANTS,
  STEP_INVARIANTS,
  yardsViable,
} from './invariants.js';

/** Random games per player count (each over the three tables below). */
const RUNS = 6;

/**
 * What the harness's time goes to, for a 4-player game: the deep checks (every seat's
 * view, fromView samples and log twins, near misses) and the fromView samples that play
 * to the end, which every game also gets at its first step. So the deep checks come every
 * 8th step, with twice the near misses each (they are cheap), and the samples also at step
 * 200 (a multiple of 8) of the longer games. About a third of the time of 10 games with
 * deep checks every 3rd step, within the default test timeout on a busy machine.
 */
const options = {
  invariants: STATE_INVARIANTS,
  stepInvariants: STEP_INVARIANTS,
  gameInvariants: GAME_INVARIANTS,
  deepCheckEvery: 8,
  fromViewEvery: 200,
  // `undoable` against 20 samples per viewer (about 0.7 s for 4 seats) at steps 100 and 300.
  undoEvery: 200,
  movesPerStep: 4,
  mutationsPerStep: 16,
};

describe('Shipyard under the property harness', () => {
  for (const players of [2, 3, 4]) {
    it(`keeps the whole contract and its invariants with ${players} players`, () => {
      const report = checkGame(shipyard, {
        ...options,
        configs: [{ players }, { players, firstGame: true }, { players, components: SHORT_SHIP_DECK }],
        runs: RUNS,
      });
      expect(report.games).toBe(RUNS);
      expect(report.mutationsTried).toBeGreaterThan(1000);
    });
  }
});

describe('the invariants can fail', () => {
  const s = setup({ players: 4, firstPlayer: 0 });
  /** A copy of `s` changed by `f`, possibly into something no rule would produce. */
  const edit = (f: Parameters<typeof patch>[1]): ShipyardState => {
    const d = structuredClone(s) as Parameters<Parameters<typeof patch>[1]>[0];
    f(d);
    return d as ShipyardState;
  };
  const M = { kind: 'middle', card: 30 } as const;
  const B = { kind: 'bow', card: 0 } as const;
  const S = { kind: 'stern', card: 90 } as const;

  it('yard viability notices a card that can never be finished, and a full yard', () => {
    expect(yardsViable.check(s)).toBeNull();
    expect(yardsViable.check(edit((d) => void (d.players[1]!.yard[0] = M)))).toMatch(/seat 1's yard/);
    expect(yardsViable.check(edit((d) => void (d.players[0]!.yard = [B, M, M, M, M, M, M, M, M])))).not.toBeNull();
  });

  it('a completed ship waiting between turns is noticed', () => {
    expect(shipsLeaveInTheirTurn.check(edit((d) => void (d.players[2]!.yard.splice(0, 3, B, M, S))))).toMatch(/seat 2 has a completed ship/);
  });

  it('cards leaving a yard other than as a completed ship are noticed', () => {
    const before = edit((d) => void d.players[0]!.yard.splice(0, 2, B, M));
    expect(shipsLeaveOnlyCompleted.check(before, { type: 'finishActions', player: 0 }, before)).toBeNull();
    expect(shipsLeaveOnlyCompleted.check(before, { type: 'finishActions', player: 0 }, s)).toMatch(/space 0 left/);
  });

  it('negative florins are noticed', () => {
    expect(florinsNeverNegative.check(s)).toBeNull();
    expect(florinsNeverNegative.check(edit((d) => void (d.players[3]!.florins = -1)))).toMatch(/seat 3/);
  });

  it("two players' pawns on one card, or too many cards, are noticed", () => {
    expect(pawns.check(s)).toBeNull();
    expect(pawns.check(edit((d) => void ((d.players[0]!.held = ['crew']), (d.players[1]!.held = ['crew']))))).toMatch(/two players/);
    expect(pawns.check(edit((d) => void (d.players[0]!.held = ['crew', 'canal'])))).toMatch(/occupies 2/);
  });

  it('uneven turns are noticed', () => {
    expect(evenTurns.check(edit((d) => void (d.players[0]!.turns = 2)))).toMatch(/turns 2, 0/);
    expect(everyoneSameTurns.check([edit((d) => void (d.players[0]!.turns = 1))])).toMatch(/turns 1, 0/);
  });

  it('a falling score is noticed', () => {
    const higher = edit((d) => void (d.players[1]!.score = 5));
    expect(scoresNeverDecrease.check(higher, { type: 'finishActions', player: 0 }, s)).toMatch(/seat 1 went from 5 to 0/);
  });

  it('the wrong contracts at the end, or a lost contract, are noticed', () => {
    expect(contractsAtTheEnd.check(s)).toBeNull();
    expect(contractsAtTheEnd.check(edit((d) => void (d.era = 'over')))).toMatch(/seat 0 ends with/);
    expect(contractsAtTheEnd.check(edit((d) => void d.players[2]!.contracts.pop()))).toMatch(/contracts on the table/);
  });

  it('a ship carrying more than its cabins and mounts allow is noticed', () => {
    const ship = (load: Partial<Record<string, number>>) => ({
      parts: [B, M, S],
      load: { captain: 1, businessman: 0, soldier: 0, sail: 0, funnel: 0, propeller: 0, crane: 0, cannon: 0, ...load },
      speed: 1,
      points: { crew: 1, equipment: 0, speed: 1, voyage: 0 },
    });
    expect(shipsFit.check(edit((d) => void d.players[0]!.fleet.push(ship({}))))).toBeNull();
    expect(shipsFit.check(edit((d) => void d.players[0]!.fleet.push(ship({ captain: 0 }))))).toMatch(/without a captain/);
    expect(shipsFit.check(edit((d) => void d.players[0]!.fleet.push(ship({ cannon: 9 }))))).toMatch(/too many cannons/);
    const builder = edit((d) => {
      d.players[0]!.fleet.push(ship({ crane: 9 }));
      d.players[0]!.employees = [employeeIndex('constructor-crane')];
    });
    expect(shipsFit.check(builder)).toMatch(/too many cranes/);
  });

  it('a card in two places is noticed', () => {
    expect(cardsInOnePlace.check(s)).toBeNull();
    expect(cardsInOnePlace.check(edit((d) => void d.shipDecks.bow.push(d.ships.bow[0] as number)))).toMatch(/ship card/);
    expect(cardsInOnePlace.check(edit((d) => void d.canalDeck.pop()))).toMatch(/canals/);
  });
});
