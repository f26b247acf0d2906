/**
 * Shipyard on the command line.
 *
 * @module
 */
import { componentsProblems, DEFAULT_COMPONENTS, shipyard, withDefaults, type ComponentOverrides } from '../shipyard/index.js';
import { dataInto, playersOption, type CliGame } from './cli-game.js';

/** `--players 2|3|4`, `--first-game` (the employee arrangement recommended for a first game). */
export const shipyardCli: CliGame = {
  game: shipyard,
  options: new Map([
    playersOption('2, 3 or 4 players (default 4)'),
    ['first-game', { kind: 'flag', help: 'the employee arrangement recommended for a first game' }],
  ]),
  configFrom: (options) => ({ players: options.number('players', 4), firstGame: options.flag('first-game') }),
  dataField: 'components',
  withData: dataInto('components'),
  defaultData: DEFAULT_COMPONENTS,
  // A data file may hold some of the sets; the others stay the defaults, as in the config.
  dataProblems: (data, check) => componentsProblems(withDefaults(data as ComponentOverrides), check),
  dataTables: [
    { label: '2 players', config: { players: 2 } },
    { label: '3 players', config: { players: 3 } },
    { label: '4 players', config: { players: 4 } },
    { label: '4 players, first game', config: { players: 4, firstGame: true } },
  ],
  benchConfigs: [
    { label: '4 players', config: { players: 4 } },
    { label: '3 players', config: { players: 3 } },
    { label: '2 players', config: { players: 2 } },
  ],
};
