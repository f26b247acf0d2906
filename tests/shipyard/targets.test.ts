/**
 * moveTargets: which parts of the view (or free spots of the board) a move acts on, for
 * frontends that make the board clickable. Every target of every legal move names
 * something real; hostile input gives [] without throwing.
 */
import { describe, expect, it } from 'vitest';
import { moveTargets, shipyard, type ShipyardView } from '../../src/shipyard/index.js';
import { viewOf } from '../../src/testing/view.js';
import { checkHostile, checkTargets } from '../testing/move-targets.js';

const start = viewOf(shipyard.setup({ players: 3 }, 4));
const table = viewOf(shipyard.table(start));
const view = viewOf(shipyard.view(start, 0)) as ShipyardView;
const CANAL_SPOT = /^canal\.-?\d+\.-?\d+$/;

describe('moveTargets', () => {
  it('names the action card, the ship card in the display, the yard space, the rows and the oval', () => {
    const action = view.track.find((a) => a !== null)!;
    expect(moveTargets(table, view, { type: 'chooseAction', player: 0, action })).toEqual([`view.track.${view.track.indexOf(action)}`]);
    expect(moveTargets(table, view, { type: 'takeShipCard', player: 0, column: 'middle-2', row: 1 })).toEqual(['view.ships.middle.1.1']);
    expect(moveTargets(table, view, { type: 'placeShipCard', player: 2, slot: 4 })).toEqual(['view.seats.2.yard.4']);
    expect(moveTargets(table, view, { type: 'buyTrain', player: 0, row: 2 })).toEqual(['view.trainDisplay.2']);
    expect(moveTargets(table, view, { type: 'placeCanal', player: 0, x: 1, y: -1, turned: true })).toEqual(['space.canal.1.-1']);
    expect(moveTargets(table, view, { type: 'hire', player: 0, space: 2, stack: 0 })).toEqual(['view.oval.2.0']);
    const own = view.seats[0]!.contracts![0]!;
    const id = table.components.contracts.contracts[own]!.id;
    expect(moveTargets(table, view, { type: 'discardContract', player: 0, contract: id })).toEqual(['view.seats.0.contracts.0']);
    expect(moveTargets(table, view, { type: 'endBuild', player: 0 })).toEqual([]);
    expect(moveTargets(table, view, { type: 'buyTrain', player: 0, row: -2 })).toEqual([]);
  });

  it('names something real for every legal move, and the moves on the board name it', () => {
    const targeted = checkTargets(shipyard, moveTargets, { players: 3 }, 2, CANAL_SPOT);
    expect([...targeted]).toEqual(expect.arrayContaining(['chooseAction', 'takeShipCard', 'placeShipCard', 'buyTrain', 'rentCanal', 'placeCanal', 'hire', 'exchangeTrain', 'discardContract']));
  });

  it('never throws, whatever it is given', () => {
    checkHostile(moveTargets as never, table, view, shipyard.legalMoves(start, shipyard.activePlayers(start)[0]!));
  });
});
