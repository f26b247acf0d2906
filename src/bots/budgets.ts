/**
 * The default budget of {@link ismctsBot} per game: what fits in 100 ms per decision on
 * the 2-core reference machine, measured with `npm run bench:bots` (see docs/bots.md).
 * Long games cut their playouts short and evaluate the standing instead.
 *
 * @module
 */

/** How much an ISMCTS decision may search. */
export interface Budget {
  /** Iterations per decision. */
  readonly iterations: number;
  /** Moves a playout may take before it is cut off (`Infinity`: to the end). */
  readonly rolloutDepth: number;
  /** For a seat alone: the score worth a reward of 1/2. */
  readonly soloScale: number;
}

const BUDGETS: Readonly<Record<string, Budget>> = {
  meuterer: { iterations: 300, rolloutDepth: Infinity, soloScale: 1000 },
  nauticus: { iterations: 200, rolloutDepth: 60, soloScale: 1000 },
  shipyard: { iterations: 120, rolloutDepth: 40, soloScale: 1000 },
  bremerhaven: { iterations: 150, rolloutDepth: 60, soloScale: 1000 },
};

const OTHER: Budget = { iterations: 200, rolloutDepth: 100, soloScale: 1000 };

/** The default budget for the game `id` (a game of your own gets a middling one). */
export function budgetFor(id: string, _table?: unknown): Budget {
  return Object.prototype.hasOwnProperty.call(BUDGETS, id) ? (BUDGETS[id] as Budget) : OTHER;
}
