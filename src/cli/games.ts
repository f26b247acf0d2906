/**
 * The games the CLI knows. Each game's CLI entry (how options become its config, what
 * the benchmark plays) lives in its own file beside this one.
 *
 * @module
 */
import type { CliGame } from './cli-game.js';
import { meutererCli } from './meuterer.js';
import { nauticusCli } from './nauticus.js';
import { bremerhavenCli } from './bremerhaven.js';
import { shipyardCli } from './shipyard.js';

export type { CliGame } from './cli-game.js';

/** Every game, in the order the usage text lists them. */
export const CLI_GAMES: readonly CliGame[] = [
  meutererCli,
  nauticusCli,
  bremerhavenCli,
  shipyardCli,
];
