/**
 * moveTargets: which parts of the view (or table) a move acts on, for frontends that make
 * the board clickable. Every target of every legal move names something real; hostile
 * input gives [] without throwing.
 */
import { describe, expect, it } from 'vitest';
import { meuterer, moveTargets, type MeutererView } from '../../src/meuterer/index.js';
import { viewOf } from '../../src/testing/view.js';
import { checkHostile, checkTargets, targetProblem } from '../testing/move-targets.js';

const start = viewOf(meuterer.setup({ players: 3 }, 4));
const table = viewOf(meuterer.table(start));
const view = viewOf(meuterer.view(start, 0)) as MeutererView;

describe('moveTargets', () => {
  it('names every copy of a card in the hand or among the cards drawn, the action card in the supply, the island sold on', () => {
    const card = view.hand![0]!;
    const copies = view.hand!.flatMap((c, i) => (c === card ? [`view.hand.${i}`] : []));
    expect(moveTargets(table, view, { type: 'play', player: 0, card })).toEqual(copies);
    expect(moveTargets(table, { ...view, roleSupply: ['mate', 'loader'] }, { type: 'takeRole', player: 0, role: 'loader' })).toEqual(['view.roleSupply.1']);
    expect(moveTargets(table, view, { type: 'noSale', player: 0, island: 2 })).toEqual(['table.islands.2']);
    expect(moveTargets(table, view, { type: 'sell', player: 0, island: 1, good: card as never, count: 1 })).toEqual(['table.islands.1', ...copies]);
    expect(moveTargets(table, { ...view, loaderDrawn: ['wine', 'salt', 'wine'] }, { type: 'returnCard', player: 0, card: 'wine' })).toEqual(['view.loaderDrawn.0', 'view.loaderDrawn.2']);
    expect(moveTargets(table, view, { type: 'pass', player: 0 })).toEqual([]);
    expect(moveTargets(table, view, { type: 'noSale', player: 0, island: 99 })).toEqual([]);
  });

  it('names something real for every legal move, and every kind of move on a card or island names it', () => {
    const targeted = checkTargets(meuterer, moveTargets, { players: 3 }, 2);
    expect([...targeted].sort()).toEqual(['noSale', 'play', 'returnCard', 'sell', 'takeRole']);
  });

  it('the check itself catches a target that names nothing', () => {
    expect(targetProblem(table, view, 'view.hand.99', /^$/)).toMatch(/names nothing/);
    expect(targetProblem(table, view, 'table.islands.x', /^$/)).toMatch(/names nothing/);
    expect(targetProblem(table, view, 'hand.1', /^$/)).toMatch(/neither/);
    expect(targetProblem(table, view, 'view.hand.0', /^$/)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    checkHostile(moveTargets as never, table, view, meuterer.legalMoves(start, meuterer.activePlayers(start)[0]!));
  });
});
