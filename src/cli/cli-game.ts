/**
 * How the CLI drives one game.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import type { Args } from './args.js';

/** A game as the CLI drives it. */
export interface CliGame {
  readonly game: AnyGame;
  /** Options this game understands, for the usage text. */
  readonly usage: string;
  /** Builds the config from the command line (throw a `UsageError` for bad options). */
  configFrom(args: Args): unknown;
  /** Configs the benchmark plays. */
  readonly benchConfigs: readonly { readonly label: string; readonly config: unknown }[];
}
