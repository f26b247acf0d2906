/** The order of play: step 1, the choice of a card, the bonus action, laps, the countdown, the end of normal play. */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { contractsKept, DEFAULT_COMPONENTS, shipyard, type ShipyardState } from '../../src/shipyard/index.js';
import { employeeIndex, finish, movesOf, patch, play, playUntil, refuse, setup, TRACK_23P, TRACK_4P } from './helpers.js';

/** 3 players, first turns played: seat 0 on purchase, seat 1 on canal... */
function afterFirstTurns(): ShipyardState {
  let s = setup({ players: 3, firstPlayer: 0, arrangement: { track: [...TRACK_23P], canals: ['canal-01'], equipmentMarker: 'cannon' } });
  s = finish(play(s, { type: 'chooseAction', player: 0, action: 'purchase' }, { type: 'buyTrain', player: 0, row: 0 }), 0);
  s = finish(play(s, { type: 'chooseAction', player: 1, action: 'canal' }, { type: 'rentCanal', player: 1, row: 0 }, { type: 'placeBoat', player: 1, edge: 'west' }), 1);
  return finish(play(s, { type: 'chooseAction', player: 2, action: 'equipment' }, { type: 'manufacture', player: 2, item: 'funnel' }), 2);
}

describe('1) Avancez la carte action de votre tour précédent', () => {
  it('moves the previous card to the first empty space ahead of all others; the pawn is back in hand', () => {
    const s = afterFirstTurns();
    expect(s.current).toBe(0);
    expect(s.events).toContainEqual({ kind: 'advance', seat: 0, action: 'purchase', space: 1, pushed: 0 });
    expect(s.lead).toBe(1);
    expect(s.track[1]).toBe('purchase');
    expect(s.track[22]).toBeNull();
    expect(s.players[0]?.held).toEqual([]);
  });

  it('the lead card just moved may not be chosen, nor an occupied card: 4 actions are left (3-4 players)', () => {
    const s = afterFirstTurns();
    const choices = movesOf(s, 0, 'chooseAction').map((m) => m.action);
    expect(choices).not.toContain('purchase');
    expect(choices).not.toContain('canal');
    expect(choices).not.toContain('equipment');
    expect(choices.sort()).toEqual(['build', 'crew', 'employee', 'exchange']);
    expect(refuse(s, { type: 'chooseAction', player: 0, action: 'purchase' }).code).toBe('ILLEGAL_MOVE');
  });

  it('special case: the first player whose pawn is on the lead card moves it one space forward', () => {
    let s = setup({ players: 3, firstPlayer: 0, arrangement: { track: [...TRACK_23P], bows: ['bow-01'] } });
    s = finish(play(s, { type: 'chooseAction', player: 0, action: 'build' }, { type: 'takeShipCard', player: 0, column: 'bow', row: 0 }, { type: 'placeShipCard', player: 0, slot: 0 }, { type: 'endBuild', player: 0 }), 0);
    s = playUntil(s, (x) => x.current === 0);
    expect(s.events).toContainEqual({ kind: 'advance', seat: 0, action: 'build', space: 1, pushed: 0 });
    expect(s.track[0]).toBeNull();
  });

  it('being late: the last card (and the one in front of it) moves up so that a space stays empty ahead of the lead', () => {
    const late = patch(afterFirstTurns(), (d) => {
      d.track = new Array(23).fill(null);
      Object.assign(d.track, { 10: 'build', 9: 'equipment', 8: 'crew', 7: 'employee', 6: 'exchange', 13: 'canal', 12: 'purchase' });
      d.lead = 10;
      d.current = 2;
      d.step = 'choose';
      d.players[0]!.held = ['crew'];
      d.players[1]!.held = ['employee'];
      d.players[2]!.held = ['exchange'];
    });
    // Seat 2 chooses; at the start of seat 0's turn, crew moves to 11, right behind purchase.
    let s = finish(play(late, { type: 'chooseAction', player: 2, action: 'equipment' }, { type: 'manufacture', player: 2, item: 'crane' }), 2);
    expect(s.current).toBe(0);
    expect(s.events).toContainEqual({ kind: 'advance', seat: 0, action: 'crew', space: 11, pushed: 2 });
    expect(s.track.slice(11, 15)).toEqual(['crew', null, 'purchase', 'canal']);
    s = play(s, movesOf(s, 0, 'chooseAction')[0]!);
    expect(s.lead).toBe(11);
  });

  it('2 players: the card with two pawns advances, its second pawn joins the previous card; 3 actions are left', () => {
    let s = setup({ players: 2, firstPlayer: 0, arrangement: { track: [...TRACK_23P], canals: ['canal-01'] } });
    s = finish(play(s, { type: 'chooseAction', player: 0, action: 'purchase' }, { type: 'buyTrain', player: 0, row: 0 }), 0);
    s = finish(play(s, { type: 'chooseAction', player: 1, action: 'canal' }, { type: 'rentCanal', player: 1, row: 0 }, { type: 'placeBoat', player: 1, edge: 'west' }), 1);
    s = finish(play(s, { type: 'chooseAction', player: 0, action: 'equipment' }, { type: 'manufacture', player: 0, item: movesOf(s, 0, 'manufacture')[0]?.item ?? 'sail' }), 0);
    s = playUntil(play(s, { type: 'chooseAction', player: 1, action: 'crew' }), (x) => x.current === 0);
    expect(s.events).toContainEqual({ kind: 'advance', seat: 0, action: 'purchase', space: 1, pushed: 0 });
    expect(s.players[0]?.held).toEqual(['equipment']);
    expect(movesOf(s, 0, 'chooseAction').map((m) => m.action).sort()).toEqual(['build', 'employee', 'exchange']);
  });
});

describe('4) Effectuez les actions: the bonus action', () => {
  const base = () => setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P] } });

  it('costs 6 florins, may come first, and is any card but the one chosen', () => {
    const s = play(base(), { type: 'chooseAction', player: 0, action: 'equipment' });
    const bonus = movesOf(s, 0, 'bonus').map((m) => m.action);
    expect(bonus).not.toContain('equipment');
    expect(bonus).toContain('subsidy');
    const after = play(s, { type: 'bonus', player: 0, action: 'subsidy' }, { type: 'takeSubsidy', player: 0 });
    expect(after.players[0]?.florins).toBe(6 - 6 + 2);
    // The main action is still to do, and no second bonus is offered.
    expect(movesOf(after, 0, 'bonus')).toEqual([]);
    expect(movesOf(after, 0, 'manufacture').length).toBeGreaterThan(0);
  });

  it('money the bonus action earns cannot pay for it; the main action’s earnings can when the bonus comes second', () => {
    const s = play(patch(base(), (d) => void (d.players[0]!.florins = 4)), { type: 'chooseAction', player: 0, action: 'subsidy' });
    expect(movesOf(s, 0, 'bonus')).toEqual([]);
    const after = play(s, { type: 'takeSubsidy', player: 0 });
    expect(after.players[0]?.florins).toBe(6);
    expect(movesOf(after, 0, 'bonus').length).toBeGreaterThan(0);
  });

  it('taken first, it leaves what the main action needs (ruling S10)', () => {
    // The only canal on display costs 2; with 8 florins the bonus purchase may take only the free train.
    const s = play(
      patch(base(), (d) => {
        d.players[0]!.florins = 8;
        d.canalDisplay = [null, null, null, d.canalDisplay[3] ?? null, null];
      }),
      { type: 'chooseAction', player: 0, action: 'canal' },
      { type: 'bonus', player: 0, action: 'purchase' },
    );
    expect(movesOf(s, 0, 'buyTrain').map((m) => m.row)).toEqual([0]);
    const after = play(s, { type: 'buyTrain', player: 0, row: 0 });
    expect(movesOf(after, 0, 'rentCanal').map((m) => m.row)).toEqual([3]);
  });

  it('florins a bonus action brings when taken first may pay for the main action: the subsidy', () => {
    // 6 florins and Rent Canal chosen; the only canal on display costs 1. Subsidy first: 6 - 6 + 2 = 2.
    const s = play(
      patch(base(), (d) => void (d.canalDisplay = [null, d.canalDisplay[1] ?? null, null, null, null])),
      { type: 'chooseAction', player: 0, action: 'canal' },
    );
    expect(movesOf(s, 0, 'bonus').map((m) => m.action)).toContain('subsidy');
    const after = play(s, { type: 'bonus', player: 0, action: 'subsidy' }, { type: 'takeSubsidy', player: 0 });
    expect(after.players[0]?.florins).toBe(2);
    expect(play(after, { type: 'rentCanal', player: 0, row: 1 }).players[0]?.florins).toBe(1);
  });

  it('… but not when even then the main action could not be paid', () => {
    // Hire Employee chosen; the only employee is 4 spaces on (3 florins). Subsidy first leaves 2 of 6, 3 of 7.
    const hiring = (florins: number) =>
      play(
        patch(base(), (d) => {
          d.players[0]!.florins = florins;
          d.markers.employee = 0;
          d.oval = d.oval.map((space, i) => space.map((stack, j) => (i === 4 && j === 0 ? stack : [])));
          d.oval[4]![0] = [employeeIndex('helmsman'), employeeIndex('helmsman')];
        }),
        { type: 'chooseAction', player: 0, action: 'employee' },
      );
    expect(movesOf(hiring(6), 0, 'bonus').map((m) => m.action)).not.toContain('subsidy');
    const seven = play(hiring(7), { type: 'bonus', player: 0, action: 'subsidy' }, { type: 'takeSubsidy', player: 0 });
    expect(play(seven, { type: 'hire', player: 0, space: 4, stack: 0 }).players[0]?.florins).toBe(0);
  });

  it('an exchange taken first may pay for the main action; it must then sell enough wagons for it', () => {
    // 6 florins, Rent Canal chosen, the only canal costs 2. The exchange marker moves to space 1 (steel 2, coal 2, grain 3).
    let s = play(
      patch(base(), (d) => void (d.canalDisplay = [null, null, null, d.canalDisplay[3] ?? null, null])),
      { type: 'chooseAction', player: 0, action: 'canal' },
    );
    expect(movesOf(s, 0, 'bonus').map((m) => m.action)).toContain('exchange');
    s = play(s, { type: 'bonus', player: 0, action: 'exchange' }, { type: 'exchangeTrain', player: 0, train: 'start-1' });
    expect(s.players[0]?.florins).toBe(0);
    // Steel and coal may be swapped: the grain still sells for 3.
    s = play(s, { type: 'swapWagon', player: 0, wagon: 0, item: 'crane' }, { type: 'swapWagon', player: 0, wagon: 1, item: 'funnel' });
    expect(movesOf(s, 0, 'swapWagon')).toEqual([]);
    expect(refuse(s, { type: 'swapWagon', player: 0, wagon: 2, item: 'captain' }).message).toMatch(/main action/);
    s = play(s, { type: 'sellWagon', player: 0, wagon: 2 });
    expect(s.players[0]?.florins).toBe(3);
    expect(play(s, { type: 'rentCanal', player: 0, row: 3 }).players[0]?.florins).toBe(1);
  });

  it('2 players: the card with two pawns may be the bonus action, not the one chosen this turn', () => {
    let s = setup({ players: 2, firstPlayer: 0, arrangement: { track: [...TRACK_23P] } });
    s = playUntil(s, (x) => x.turnNumber === 5 && x.step === 'choose');
    s = patch(s, (d) => void (d.players[0]!.florins = 20));
    const held = s.players[0]?.held[0];
    const choice = movesOf(s, 0, 'chooseAction')[0]!;
    const bonus = movesOf(play(s, choice), 0, 'bonus').map((m) => m.action);
    expect(bonus).toContain(held);
    expect(bonus).not.toContain(choice.action);
  });
});

describe('Choosing when nothing can be done (ruling S20)', () => {
  it('any free card may be chosen, and the action is lost', () => {
    let s = setup({ players: 2, firstPlayer: 0, arrangement: { track: [...TRACK_23P] } });
    s = patch(s, (d) => {
      d.turnNumber = 10;
      d.track = new Array(23).fill(null);
      Object.assign(d.track, { 5: 'build', 4: 'purchase', 3: 'equipment', 2: 'crew', 22: 'canal', 21: 'employee', 20: 'exchange' });
      d.lead = 5;
      d.players[0]!.held = ['purchase'];
      d.players[1]!.held = ['equipment', 'crew'];
      d.players[0]!.trains = [];
      d.players[0]!.florins = 0;
      d.canalDisplay = [null, null, null, null, null];
      d.oval = d.oval.map((space) => space.map(() => []));
    });
    expect(movesOf(s, 0, 'chooseAction').map((m) => m.action).sort()).toEqual(['canal', 'employee', 'exchange']);
    const after = play(s, { type: 'chooseAction', player: 0, action: 'exchange' });
    expect(after.events).toContainEqual({ kind: 'noAction', seat: 0, action: 'exchange' });
    expect(after.current).toBe(1);
  });
});

describe('Contrats gouvernementaux et compte à rebours', () => {
  it('contracts kept: 4 players give up 2 + 2 at "2"; 3 players 1 + 1 at "2" and at the unmarked space; 2 players 2 + 2 after the first lap', () => {
    expect([0, 1, 2, 3, 4].map((m) => contractsKept(4, m))).toEqual([3, 3, 1, 1, 1]);
    expect([1, 2, 3, 4].map((m) => contractsKept(3, m))).toEqual([3, 2, 1, 1]);
    expect([2, 3, 4].map((m) => contractsKept(2, m))).toEqual([3, 1, 1]);
  });

  it('the lap ends after the turn of the player who moved the lead card to the start space; everyone gives up contracts secretly', () => {
    const s = patch(setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P] } }), (d) => {
      d.countdown = 1;
      d.lapEnded = true;
      d.turnNumber = 30;
    });
    let after = play(s, { type: 'chooseAction', player: 0, action: 'equipment' });
    after = finish(play(after, movesOf(after, 0, 'manufacture')[0]!), 0);
    expect(after.countdown).toBe(2);
    expect(after.step).toBe('discard');
    expect(shipyard.activePlayers(after)).toEqual([0, 1, 2, 3]);
    expect(after.discards).toEqual([0, 1, 2, 3].map(() => ({ green: 2, blue: 2 })));
    const mine = movesOf(after, 2, 'discardContract');
    after = play(after, mine[0]!);
    // Nobody else sees which: only its back, so its colour.
    expect(viewOf(shipyard.view(after, 1)).seats[2]?.discarded).toBeNull();
    const colour = DEFAULT_COMPONENTS.contracts.contracts[after.players[2]!.discarded[0]!]!.colour;
    expect(viewOf(shipyard.view(after, 1)).seats[2]?.discardedCount).toEqual({ green: 0, blue: 0, [colour]: 1 });
    expect(viewOf(shipyard.view(after, 2)).seats[2]?.discarded).toEqual([after.players[2]?.discarded[0]]);
    after = playUntil(after, (x) => x.step !== 'discard');
    expect(after.players.map((p) => p.contracts.length)).toEqual([2, 2, 2, 2]);
    expect(after.current).toBe(1);
  });

  it('the game lasts one lap per player: 23 normal turns each, plus the first turns', () => {
    for (const players of [2, 3, 4]) {
      const game = playout(shipyard, { players }, 3);
      if (game._tag === 'Left') throw new Error(game.left.message);
      const end = game.right.state;
      expect(end.earlyEnd).toBe(false);
      expect(end.countdown).toBe(4);
      expect(end.players.map((p) => p.turns)).toEqual(new Array(players).fill(23 + (players === 2 ? 2 : 1)));
    }
  });
});

describe('Fin de la partie: the early end', () => {
  it('after the last card of a ship deck is revealed, play goes on until the player to the right of the first player has played', () => {
    const s = patch(setup({ players: 4, firstPlayer: 1 }), (d) => {
      d.earlyEnd = true;
      d.turnNumber = 20;
      d.current = 3;
    });
    const after = playUntil(s, (x) => x.era !== 'play' || x.step === 'discard');
    // Seats 3 and 0 play; then everyone gives up contracts down to one of each colour.
    expect(after.players.map((p) => p.turns)).toEqual([1, 0, 0, 1]);
    expect(after.step).toBe('discard');
    const finalAction = playUntil(after, (x) => x.step !== 'discard');
    expect(finalAction.era).toBe('finalAction');
    expect(finalAction.current).toBe(1);
    expect(finalAction.events).toContainEqual({ kind: 'era', era: 'finalAction', reason: 'ships' });
  });
});
