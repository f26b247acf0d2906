/**
 * Nauticus on the command line.
 *
 * @module
 */
import { boardProblems, nauticus, SYNTHETIC_BOARD, type Board } from '../nauticus/index.js';
import { dataInto, playersOption, type CliGame } from './cli-game.js';

/** `--players 2|3|4`. */
export const nauticusCli: CliGame = {
  game: nauticus,
  options: new Map([playersOption('2, 3 or 4 players (default 4)')]),
  configFrom: (options) => ({ players: options.number('players', 4) }),
  dataField: 'board',
  withData: dataInto('board'),
  defaultData: SYNTHETIC_BOARD,
  dataProblems: (data) => boardProblems(data as Board),
  dataTables: [2, 3, 4].map((players) => ({ label: `${players} players`, config: { players } })),
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '2 players', config: { players: 2 } },
  ],
};
