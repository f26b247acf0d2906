/**
 * Meuterer on the command line.
 *
 * @module
 */
import { islandSetProblems, meuterer, STANDARD_ISLANDS, type IslandSet } from '../meuterer/index.js';
import { dataInto, playersOption, type CliGame } from './cli-game.js';

/** `--players 3|4`, `--pirates`. */
export const meutererCli: CliGame = {
  game: meuterer,
  options: new Map([
    playersOption('3 or 4 players (default 4)'),
    ['pirates', { kind: 'flag', help: 'play with the pirate card and ship' }],
  ]),
  configFrom: (options) => ({ players: options.number('players', 4), pirates: options.flag('pirates') }),
  dataField: 'islands',
  withData: dataInto('islands'),
  defaultData: STANDARD_ISLANDS,
  dataProblems: (data, check) => islandSetProblems(data as IslandSet, check),
  dataTables: [
    { label: '3 players', config: { players: 3 } },
    { label: '4 players', config: { players: 4 } },
    { label: '4 players, pirates', config: { players: 4, pirates: true } },
  ],
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '3 players, pirates', config: { players: 3, pirates: true } },
  ],
};
