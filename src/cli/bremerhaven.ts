/**
 * Bremerhaven on the command line.
 *
 * @module
 */
import { bremerhaven, componentsProblems, DEFAULT_COMPONENTS, type BremerhavenComponents } from '../bremerhaven/index.js';
import { dataInto, playersOption, type CliGame } from './cli-game.js';

/** `--variant long|short|solo`, `--players 1-4` (default 4 players, long game; `--players 1` or `--variant solo` is the solo game). */
export const bremerhavenCli: CliGame = {
  game: bremerhaven,
  options: new Map([
    playersOption('1 to 4 players (default 4; 1 with --variant solo)'),
    ['variant', { kind: 'choice', values: ['long', 'short', 'solo'], help: 'the game (default long; solo with --players 1)' }],
  ]),
  configFrom: (options) => {
    const chosen = options.choice('variant');
    const players = options.number('players', chosen === 'solo' ? 1 : 4);
    return { players, variant: chosen ?? (players === 1 ? 'solo' : 'long') };
  },
  dataField: 'components',
  withData: dataInto('components'),
  defaultData: DEFAULT_COMPONENTS,
  dataProblems: (data, check) => componentsProblems(data as Partial<BremerhavenComponents>, check),
  dataTables: [
    { label: 'solo', config: { players: 1, variant: 'solo' } },
    ...[2, 3, 4].flatMap((players) => [
      { label: `${players} players, long`, config: { players, variant: 'long' } },
      { label: `${players} players, short`, config: { players, variant: 'short' } },
    ]),
  ],
  benchConfigs: [
    { label: '4 players, long', config: { players: 4, variant: 'long' } },
    { label: '2 players, short', config: { players: 2, variant: 'short' } },
    { label: 'solo', config: { players: 1, variant: 'solo' } },
  ],
};
