/**
 * What one game leaves behind for a summary: small, plain data that crosses a thread or a
 * job queue as JSON, and from which every figure of a summary is folded.
 *
 * @module
 */
import type { Seed } from '../core/seed.js';

/** One finished game, as a worker sends it back. */
export interface GameOutcome {
  /** The seed it was dealt from. */
  readonly seed: Seed;
  /** Final score per seat. */
  readonly scores: readonly number[];
  /** Seats by place; a place with several seats is a tie. */
  readonly ranking: readonly (readonly number[])[];
  /** Moves in the game. */
  readonly moves: number;
  /** How often each move type was played, by type. */
  readonly moveTypes: Readonly<Record<string, number>>;
  /** Decisions each seat's bot took (bot games; every move of a seat in random games). */
  readonly decisions: readonly number[];
  /**
   * Milliseconds each seat's bot spent deciding (bot games; zeros in random games). A
   * measurement: it depends on the machine and its load, so summaries keep it apart.
   */
  readonly thinkingMs: readonly number[];
}

/** What a worker is asked to play: one batch of seeds of one table. */
export interface BatchTask {
  /** The game's id (`meuterer`, `nauticus`, `bremerhaven`, `shipyard`). */
  readonly game: string;
  /** The game's config, as JSON. */
  readonly config: unknown;
  /** The seeds to play, in order. */
  readonly seeds: readonly Seed[];
  /** Bot names, one per seat (see {@link BOT_NAMES}); absent for uniformly random playouts. */
  readonly bots?: readonly string[];
}

/** The bot names a {@link BatchTask} may hold: `random`, `default` or `search` (the default bot), `ismcts` or `ismcts:N`. */
export const BOT_NAMES = ['random', 'default', 'search', 'ismcts', 'ismcts:N'] as const;
