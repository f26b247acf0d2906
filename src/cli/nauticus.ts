/**
 * Nauticus on the command line.
 *
 * @module
 */
import { nauticus } from '../nauticus/index.js';
import { dataInto, playersOption, type CliGame } from './cli-game.js';

/** `--players 2|3|4`. */
export const nauticusCli: CliGame = {
  game: nauticus,
  options: new Map([playersOption('2, 3 or 4 players (default 4)')]),
  configFrom: (options) => ({ players: options.number('players', 4) }),
  dataField: 'board',
  withData: dataInto('board'),
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '2 players', config: { players: 2 } },
  ],
};
