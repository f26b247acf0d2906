/**
 * `check GAME`: runs the property harness from the command line, with a progress bar,
 * and prints the coverage of the rules and either "ok" with the figures or the shrunk
 * counterexample. Exit code 1 on a violation, 2 on bad input.
 *
 * The harness needs `fast-check` (an optional peer dependency of the package), so it is
 * loaded only when `check` runs: every other command works without it.
 *
 * @module
 */
import { readOptions, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { CliError, quote } from './errors.js';
import { GAME_IDS, gameById, type CliGame } from './games.js';
import type { CliIo } from './io.js';
import { progressBar } from './progress.js';
import { readData } from './data.js';

/** The options of `check` itself (each game adds its own). */
export const CHECK_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['runs', { kind: 'integer', min: 1, max: 100_000, help: 'random games to play (default 20)' }],
  ['seed', { kind: 'integer', min: -0x80000000, max: 0x7fffffff, help: 'the fast-check seed, to reproduce a run (default: random)' }],
  ['data', { kind: 'file', help: 'a component data file (JSON, see `data template GAME`) to play with instead of the default set' }],
]);

type Harness = typeof import('../testing/index.js');

/** Loads the harness, or says plainly what is missing. */
async function loadHarness(): Promise<Harness> {
  try {
    return await import('../testing/index.js');
  } catch (e) {
    const missing = e instanceof Error && /fast-check/.test(e.message);
    throw new CliError(missing ? 'check needs the fast-check package: npm install --save-dev fast-check' : `the property harness could not be loaded (${e instanceof Error ? e.message : 'unknown error'})`);
  }
}

/** The config of `cli`'s game from the checked options, with `--data` when given. */
function configOf(cli: CliGame, options: ReturnType<typeof readOptions>): unknown {
  const config = cli.configFrom(options);
  const file = options.file('data');
  if (file === undefined) return config;
  return cli.withData(config, readData(file));
}

/** Runs `check` on split words; resolves to the exit code. */
export async function check(tokens: Tokens, io: CliIo): Promise<number> {
  const [id, ...extra] = tokens.positional;
  if (id === undefined) throw new CliError(`missing GAME (one of ${GAME_IDS.join(', ')})`, { usage: true });
  const cli = gameById(id);
  if (extra.length > 0) throw new CliError(`takes one GAME, got an extra word ${quote(extra[0] as string)}`, { usage: true });
  const options = readOptions(tokens, new Map([...CHECK_OPTIONS, ...cli.options]), id);
  const config = configOf(cli, options);
  const game = cli.game;
  // Bad tables are bad input, found before any game is played.
  const start = game.setup(config, 1);
  if (start._tag === 'Left') throw new CliError(`${start.left.code}: ${start.left.message}`);
  const harness = await loadHarness();
  const runs = options.number('runs', 20);
  const seed = options.has('seed') ? options.number('seed', 0) : undefined;
  const bar = progressBar(runs, `${game.id} check`, io.err);
  let report;
  try {
    report = harness.checkGame(game, {
      configs: [config],
      runs,
      ...(seed === undefined ? {} : { seed }),
      onProgress: (done) => bar.tick(done),
    });
  } catch (e) {
    bar.end();
    if (e instanceof harness.ContractViolation) {
      io.out(e.message);
      return 1;
    }
    throw e;
  }
  bar.end();
  for (const line of harness.formatCoverage(report.coverage)) io.out(line);
  io.out(
    `ok: ${report.games} games, ${report.steps} moves (longest ${report.longestGame}), ${report.movesApplied} listed moves applied, ${report.mutationsTried} near misses judged, ${report.tampered.tried} tampered saves (${report.tampered.refused} refused, the rest played to the end), ${report.logTwins} log twins compared.`,
  );
  return 0;
}
