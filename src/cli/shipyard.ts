/**
 * Shipyard on the command line.
 *
 * @module
 */
import { shipyard } from '../shipyard/index.js';
import { intOption } from './args.js';
import type { CliGame } from './cli-game.js';

/** `--players 2|3|4`, `--first-game` (the employee arrangement recommended for a first game). */
export const shipyardCli: CliGame = {
  game: shipyard,
  usage: '--players 2|3|4 (default 4) [--first-game]',
  configFrom: (args) => ({ players: intOption(args, 'players', 4), firstGame: args.options['first-game'] === true }),
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '3 players', config: { players: 3 } },
    { label: '2 players', config: { players: 2 } },
  ],
};
