/**
 * The games the CLI knows, and how command-line options become each game's config.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import { meuterer } from '../meuterer/index.js';
import { intOption, type Args } from './args.js';

/** A game as the CLI drives it. */
export interface CliGame {
  readonly game: AnyGame;
  /** Options this game understands, for the usage text. */
  readonly usage: string;
  /** Builds the config from the command line. */
  configFrom(args: Args): unknown;
  /** Configs the benchmark plays. */
  readonly benchConfigs: readonly { readonly label: string; readonly config: unknown }[];
}

/** Every game, by id. */
export const CLI_GAMES: readonly CliGame[] = [
  {
    game: meuterer,
    usage: '--players 3|4 (default 4) [--pirates]',
    configFrom: (args) => ({ players: intOption(args, 'players', 4), pirates: args.options['pirates'] === true }),
    benchConfigs: [
      { label: '4 players', config: { players: 4 } },
      { label: '3 players, pirates', config: { players: 3, pirates: true } },
    ],
  },
];
