/**
 * Meuterer on the command line.
 *
 * @module
 */
import { meuterer } from '../meuterer/index.js';
import { intOption } from './args.js';
import type { CliGame } from './cli-game.js';

/** `--players 3|4`, `--pirates`. */
export const meutererCli: CliGame = {
  game: meuterer,
  usage: '--players 3|4 (default 4) [--pirates]',
  configFrom: (args) => ({ players: intOption(args, 'players', 4), pirates: args.options['pirates'] === true }),
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '3 players, pirates', config: { players: 3, pirates: true } },
  ],
};
