/**
 * Bremerhaven on the command line.
 *
 * @module
 */
import { bremerhaven } from '../bremerhaven/index.js';
import { intOption, stringOption, UsageError } from './args.js';
import type { CliGame } from './cli-game.js';

/** `--variant long|short|solo`, `--players 1-4` (default 4 players, long game; `--players 1` or `--variant solo` is the solo game). */
export const bremerhavenCli: CliGame = {
  game: bremerhaven,
  usage: '--variant long|short|solo (default long) --players 1-4 (default 4; 1 = solo)',
  configFrom: (args) => {
    const players = intOption(args, 'players', args.options['variant'] === 'solo' ? 1 : 4);
    const variant = stringOption(args, 'variant', players === 1 ? 'solo' : 'long');
    if (variant !== 'long' && variant !== 'short' && variant !== 'solo') {
      throw new UsageError(`--variant must be long, short or solo, got '${variant}'.`);
    }
    return { players, variant };
  },
  benchConfigs: [
    { label: '4 players, long', config: { players: 4, variant: 'long' } },
    { label: '2 players, short', config: { players: 2, variant: 'short' } },
    { label: 'solo', config: { players: 1, variant: 'solo' } },
  ],
};
