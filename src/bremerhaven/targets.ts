/**
 * Which parts of the view a move acts on, so that a frontend can make the board itself
 * clickable.
 *
 * @module
 */
import { safeTargets, viewPath, viewPathsWhere } from '../core/targets.js';
import type { BremerhavenMove } from './moves.js';
import { SPACES } from './spaces.js';
import type { BremerhavenTable } from './table.js';
import type { BremerhavenView } from './view.js';

/**
 * The parts of the view that `move` acts on, as paths into it (`view.<path>`, keys and
 * list indices joined by dots) or a bid space of the boards (`space.<id>`, with the ids of
 * {@link SPACES}: `space.parking`, `space.sea1`), the main one first:
 *
 * - a bid names its space (`space.land2`);
 * - a Bollard names the quay wall (`view.harbors.0.walls.1`), removing a Cover card the
 *   storage space (`view.harbors.0.covered.2`);
 * - building or producing names the Building among those the seat gained or built
 *   (`view.harbors.0.gained.0`, `view.harbors.0.buildings.1`);
 * - a Price card names its place in the stack (`view.priceStack.2`);
 * - swapping ranks names the two places of the Career ladder (`view.ranks.1`, `view.ranks.2`);
 * - placing the Ship names the Sea board card and the Dock (`view.sea.1`,
 *   `view.harbors.0.docks.2`), placing the Contract the Land board card and the Loading dock;
 * - unloading names the Dock, delivering the Loading dock then the good in storage
 *   (`view.harbors.0.storage.crate`); a starting good names the good in storage.
 *
 * Passing, ending, growing, packing and unpacking: `[]`. Total: `[]` for anything it cannot
 * read, never an exception. See docs/frontend.md.
 *
 * @example
 * ```ts partial
 * import { moveTargets } from 'nautical-rules/bremerhaven';
 * moveTargets(table, view, { type: 'bid', player: 0, space: 'sea1', value: 3 }); // ['space.sea1']
 * ```
 *
 * @group View
 */
export function moveTargets(_table: BremerhavenTable, view: BremerhavenView, move: BremerhavenMove): readonly string[] {
  return safeTargets(() => {
    const me = move.player;
    switch (move.type) {
      case 'bid':
        return (SPACES as readonly string[]).includes(move.space) ? [`space.${move.space}`] : [];
      case 'bollard':
        return [viewPath('harbors', me, 'walls', move.wall)];
      case 'uncover':
        return [viewPath('harbors', me, 'covered', move.storageSpace)];
      case 'build':
        return viewPathsWhere(view.harbors[me]?.gained, (b) => b === move.building, 'harbors', me, 'gained').slice(0, 1);
      case 'produce':
        return viewPathsWhere(view.harbors[me]?.buildings, (b) => b === move.building, 'harbors', me, 'buildings').slice(0, 1);
      case 'setPrices':
        return viewPathsWhere(view.priceStack, (c) => c === move.card, 'priceStack');
      case 'swapRanks':
        return [viewPath('ranks', move.rank), viewPath('ranks', move.rank + 1)];
      case 'placeShip':
        return [viewPath('sea', view.slot ?? -1), viewPath('harbors', me, 'docks', move.dock)];
      case 'placeContract':
        return [viewPath('land', view.slot ?? -1), viewPath('harbors', me, 'loadingDocks', move.loadingDock)];
      case 'unload':
        return [viewPath('harbors', me, 'docks', move.dock)];
      case 'deliver':
        return [viewPath('harbors', me, 'loadingDocks', move.loadingDock), viewPath('harbors', me, 'storage', move.good)];
      case 'startingGood':
        return [viewPath('harbors', me, 'storage', move.good)];
      default:
        return [];
    }
  });
}
