/**
 * The default budget of {@link ismctsBot} per game and player count: what keeps the median
 * decision well under 100 ms on the 2-core reference machine, measured with
 * `npm run bench:bots` (see docs/bots.md). More seats make every iteration dearer (longer
 * playouts, more to re-deal), so larger tables get fewer iterations. Long games cut their
 * playouts short and evaluate the standing instead.
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

const budget = (iterations: number, rolloutDepth: number): Budget => ({ iterations, rolloutDepth, soloScale: 1000 });

/** Per game, the budget by player count (index: players; a missing count takes the nearest smaller one). */
const BUDGETS: Readonly<Record<string, readonly (Budget | undefined)[]>> = {
  meuterer: [undefined, undefined, undefined, budget(120, Infinity), budget(80, Infinity)],
  nauticus: [undefined, undefined, budget(80, 60), budget(70, 60), budget(60, 60)],
  // Shipyard scores only when a ship passes its trial and at the very end (contracts): a
  // playout cut short sees almost no points, so playouts run to the end, on a smaller budget.
  shipyard: [undefined, undefined, budget(60, Infinity), budget(50, Infinity), budget(45, Infinity)],
  bremerhaven: [undefined, budget(100, 60), budget(100, 60), budget(80, 50), budget(60, 40)],
};

const OTHER: Budget = budget(100, 100);

/** The default budget for the game `id` at `players` seats (a game of your own gets a middling one). */
export function budgetFor(id: string, players = 2): Budget {
  if (!Object.prototype.hasOwnProperty.call(BUDGETS, id)) return OTHER;
  const row = BUDGETS[id] as readonly (Budget | undefined)[];
  for (let p = Math.min(players, row.length - 1); p >= 0; p--) if (row[p] !== undefined) return row[p] as Budget;
  return row.find((b) => b !== undefined) ?? OTHER;
}
