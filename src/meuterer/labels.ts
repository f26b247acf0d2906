/**
 * Button texts for moves and headings to group them, made from what the seat holds (its
 * table and view) only, so they show nothing the seat may not see.
 *
 * @module
 */
import type { MeutererMove } from './moves.js';
import { cardWord, islandName, ROLE_NAME } from './names.js';
import { islandFrom } from './rules/table.js';
import type { MeutererTable } from './table.js';
import type { MeutererView } from './view.js';

/** `1 point`, `2 points`. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A short English text for a button offering `move` ("Play wine", "Offer 2 points to the
 * mate", "Sell 3 grain on Eisfelsen"), unique among a seat's legal moves. The captain's
 * pass names the island his destination card goes to, counted from his hand as the rules
 * count it.
 *
 * @group View
 */
export function moveLabel(table: MeutererTable, view: MeutererView, move: MeutererMove): string {
  const isle = (i: number): string => islandName(table.islands, i);
  switch (move.type) {
    case 'offerReward':
      return `Offer ${count(move.points, 'point', 'points')} to the mate`;
    case 'play':
      return `Play ${cardWord(move.card)}`;
    case 'pass': {
      if (move.player !== view.captain) return 'Pass and take an action card';
      const held = view.handSizes[move.player] ?? 0;
      return `Pass: destination ${isle(islandFrom(view.ship, held, table.islands.length))}`;
    }
    case 'takeRole':
      return `Take the ${ROLE_NAME[move.role]}`;
    case 'addConflicts':
      return move.count === 0 ? 'Add no conflict card' : `Add ${count(move.count, 'conflict card', 'conflict cards')}`;
    case 'sell':
      return `Sell ${move.count} ${move.good} on ${isle(move.island)}`;
    case 'noSale':
      return `Sell nothing on ${isle(move.island)}`;
    case 'returnCard':
      return `Put ${cardWord(move.card)} under the deck`;
  }
}

/**
 * A heading to group `move` under in a menu: the decision it belongs to ("Play a card",
 * "Sell on Eisfelsen").
 *
 * @group View
 */
export function moveGroup(table: MeutererTable, _view: MeutererView, move: MeutererMove): string {
  switch (move.type) {
    case 'offerReward':
      return 'Offer to the mate';
    case 'play':
      return 'Play a card';
    case 'pass':
      return 'Pass';
    case 'takeRole':
      return 'Take an action card';
    case 'addConflicts':
      return 'Add conflict cards';
    case 'sell':
    case 'noSale':
      return `Sell on ${islandName(table.islands, move.island)}`;
    case 'returnCard':
      return 'Put a card under the deck';
  }
}
