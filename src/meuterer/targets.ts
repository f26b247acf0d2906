/**
 * Which parts of the table and view a move acts on, so that a frontend can make the board
 * itself clickable.
 *
 * @module
 */
import { safeTargets, viewPathsWhere } from '../core/targets.js';
import type { MeutererMove } from './moves.js';
import type { MeutererTable } from './table.js';
import type { MeutererView } from './view.js';

/**
 * The parts of the table and view that `move` acts on, as paths a frontend can tag its
 * drawing with: `view.<path>` into the view, `table.<path>` into the table (keys and list
 * indices joined by dots), the main one first. Playing a card names every copy of it in
 * the hand (`view.hand.2`, ...), so a click on any of them makes the move; the Lademeister
 * returning a card names every copy of it among the cards he drew (`view.loaderDrawn.1`);
 * taking an action card names it in the supply (`view.roleSupply.1`); selling names the
 * island (`table.islands.4`) and then the cards of that good in the hand. Offering a
 * reward, adding conflict cards, passing and not selling act on nothing on the board: `[]`.
 * Total: `[]` for anything it cannot read, never an exception. See docs/frontend.md.
 *
 * @example
 * ```ts partial
 * import { moveTargets } from 'nautical-rules/meuterer';
 * moveTargets(table, view, { type: 'play', player: 0, card: 'wine' }); // ['view.hand.3', 'view.hand.4']
 * ```
 *
 * @group View
 */
export function moveTargets(table: MeutererTable, view: MeutererView, move: MeutererMove): readonly string[] {
  return safeTargets(() => {
    switch (move.type) {
      case 'play':
        return viewPathsWhere(view.hand, (c) => c === move.card, 'hand');
      case 'returnCard':
        return viewPathsWhere(view.loaderDrawn, (c) => c === move.card, 'loaderDrawn');
      case 'takeRole':
        return viewPathsWhere(view.roleSupply, (r) => r === move.role, 'roleSupply');
      case 'sell':
        return [...(Number.isInteger(move.island) && move.island >= 0 && move.island < table.islands.length ? [`table.islands.${move.island}`] : []), ...viewPathsWhere(view.hand, (c) => c === move.good, 'hand')];
      case 'noSale':
        return Number.isInteger(move.island) && move.island >= 0 && move.island < table.islands.length ? [`table.islands.${move.island}`] : [];
      default:
        return [];
    }
  });
}
