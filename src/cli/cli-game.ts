/**
 * How the CLI drives one game.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import type { DataCheck, DataProblem } from '../core/problems.js';
import type { Options, OptionSpec, OptionTable } from './args.js';

/** A game as the CLI drives it. */
export interface CliGame {
  readonly game: AnyGame;
  /**
   * The options `simulate GAME` accepts for this game, for parsing and the usage text.
   * The game's config codec stays the judge of the values (player counts and so on):
   * the CLI only checks their kind, so that no rule is restated here.
   */
  readonly options: OptionTable;
  /** Builds the config from the checked options. */
  configFrom(options: Options): unknown;
  /** The config field that takes the game's component data (what `--data FILE` holds). */
  readonly dataField: string;
  /** `config` playing with the component `data` of a data file. */
  withData(config: unknown, data: unknown): unknown;
  /** The default component data, as a data file holds it (what `data template` prints). */
  readonly defaultData: unknown;
  /**
   * Every problem of component data the config codec has decoded (paths from the data's
   * root): the game's own data checks, with the printed game's counts unless `check` says not.
   */
  dataProblems(data: unknown, check?: DataCheck): readonly DataProblem[];
  /** The tables `data validate` sets up with a data file: every player count (and variant) the data could matter to. */
  readonly dataTables: readonly { readonly label: string; readonly config: unknown }[];
  /** Configs the benchmark plays. */
  readonly benchConfigs: readonly { readonly label: string; readonly config: unknown }[];
}

/** The `withData` of a game whose data go into the config field `field`. */
export function dataInto(field: string): (config: unknown, data: unknown) => unknown {
  return (config, data) => ({ ...(config as object), [field]: data });
}

/** `--players N`: the integer is checked here, the count by the game's config codec. */
export function playersOption(help: string): [string, OptionSpec] {
  return ['players', { kind: 'integer', min: 0, max: Number.MAX_SAFE_INTEGER, help }];
}
