/**
 * The games the CLI knows. Each game's CLI entry (its options, how they become its
 * config, what the benchmark plays) lives in its own file beside this one.
 *
 * @module
 */
import type { CliGame } from './cli-game.js';
import { closest } from './args.js';
import { CliError, quote } from './errors.js';
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

/** The ids of {@link CLI_GAMES}. */
export const GAME_IDS: readonly string[] = CLI_GAMES.map((g) => g.game.id);

/** The game named `id` on the command line; a {@link CliError} naming the games otherwise. */
export function gameById(id: string): CliGame {
  const found = CLI_GAMES.find((g) => g.game.id === id);
  if (found !== undefined) return found;
  const close = closest(id, GAME_IDS);
  throw new CliError(`unknown game ${quote(id)}${close === undefined ? '' : ` (did you mean ${close}?)`}; games: ${GAME_IDS.join(', ')}`, { usage: true });
}
