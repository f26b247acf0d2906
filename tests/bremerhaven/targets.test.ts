/**
 * moveTargets: which parts of the view (or bid spaces) a move acts on, for frontends that
 * make the board clickable. Every target of every legal move names something real;
 * hostile input gives [] without throwing.
 */
import { describe, expect, it } from 'vitest';
import { SPACES, bremerhaven, moveTargets, type BremerhavenView } from '../../src/bremerhaven/index.js';
import { viewOf } from '../../src/testing/view.js';
import { checkHostile, checkTargets } from '../testing/move-targets.js';

const start = viewOf(bremerhaven.setup({ players: 3, variant: 'short' }, 4));
const table = viewOf(bremerhaven.table(start));
const view = viewOf(bremerhaven.view(start, 0)) as BremerhavenView;
const BID_SPACE = new RegExp(`^(${SPACES.join('|')})$`);

describe('moveTargets', () => {
  it('names the bid space, the harbour parts, the Price card and the Career ladder', () => {
    expect(moveTargets(table, view, { type: 'bid', player: 0, space: 'sea1', value: 3 })).toEqual(['space.sea1']);
    expect(moveTargets(table, view, { type: 'bollard', player: 1, wall: 2 })).toEqual(['view.harbors.1.walls.2']);
    expect(moveTargets(table, view, { type: 'deliver', player: 0, loadingDock: 1, good: 'crate' })).toEqual(['view.harbors.0.loadingDocks.1', 'view.harbors.0.storage.crate']);
    expect(moveTargets(table, view, { type: 'swapRanks', player: 0, rank: 1 })).toEqual(['view.ranks.1', 'view.ranks.2']);
    expect(moveTargets(table, view, { type: 'setPrices', player: 0, card: view.priceStack[0]! })).toEqual(['view.priceStack.0']);
    expect(moveTargets(table, view, { type: 'endHarbour', player: 0 })).toEqual([]);
    expect(moveTargets(table, view, { type: 'bid', player: 0, space: 'nowhere' as never, value: 3 })).toEqual([]);
  });

  it('names something real for every legal move, and the moves on the board name it', () => {
    const targeted = checkTargets(bremerhaven, moveTargets, { players: 3, variant: 'short' }, 2, BID_SPACE);
    expect([...targeted]).toEqual(expect.arrayContaining(['bid', 'bollard', 'build', 'deliver', 'placeContract', 'placeShip', 'produce', 'setPrices', 'swapRanks', 'unload']));
  });

  it('never throws, whatever it is given', () => {
    checkHostile(moveTargets as never, table, view, bremerhaven.legalMoves(start, bremerhaven.activePlayers(start)[0]!));
  });
});
