/**
 * Nauticus on the command line.
 *
 * @module
 */
import { nauticus } from '../nauticus/index.js';
import { intOption } from './args.js';
import type { CliGame } from './cli-game.js';

/** `--players 2|3|4`. */
export const nauticusCli: CliGame = {
  game: nauticus,
  usage: '--players 2|3|4 (default 4)',
  configFrom: (args) => ({ players: intOption(args, 'players', 4) }),
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '2 players', config: { players: 2 } },
  ],
};
