/**
 * The default budget of {@link ismctsBot}: each game names its own by player count in its
 * knowledge (`Knowledge.treeBudgets`, in the game's folder), so the bots hold no table of
 * games. What keeps the median decision well under 100 ms on the 2-core reference machine
 * is measured with `npm run bench:bots` (see docs/bots.md).
 *
 * @module
 */
import type { TreeBudget } from '../core/knowledge.js';

/** How much an ISMCTS decision may search. */
export interface Budget {
  /** Iterations per decision. */
  readonly iterations: number;
  /** Moves a playout may take before it is cut off (`Infinity`: to the end). */
  readonly rolloutDepth: number;
  /** For a seat alone: the score worth a reward of 1/2. */
  readonly soloScale: number;
}

/** The budget of a game whose knowledge names none. */
const OTHER: Budget = { iterations: 100, rolloutDepth: 100, soloScale: 1000 };

/**
 * The default budget of `game` at `players` seats: its knowledge's `treeBudgets` (see
 * `Knowledge`), or a middling one for a game that names none.
 */
export function budgetFor(game: { readonly knowledge?: { readonly treeBudgets?: readonly (TreeBudget | undefined)[] } | undefined }, players = 2): Budget {
  const row = game.knowledge?.treeBudgets;
  if (row === undefined || row.length === 0) return OTHER;
  let found: TreeBudget | undefined;
  for (let p = Math.min(players, row.length - 1); p >= 0 && found === undefined; p--) found = row[p];
  found ??= row.find((b) => b !== undefined);
  return found === undefined ? OTHER : { iterations: found.iterations, rolloutDepth: found.rolloutDepth, soloScale: 1000 };
}
