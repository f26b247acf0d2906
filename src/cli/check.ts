/**
 * `check GAME`: runs the property harness from the command line, with a progress bar,
 * and prints the coverage of the rules and either "ok" with the figures or the shrunk
 * counterexample. By default it plays random games for 30 seconds (`--seconds S` for
 * another budget, `--runs N` for a number of games); `--seed S` (with `--path P`, both
 * named in a failure) reruns a failure exactly, shrinking included. Exit code 1 on a
 * violation, 2 on bad input.
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
import { defaultWorkers } from '../parallel/pool.js';

/** Seconds of random games `check` plays when neither `--runs` nor `--seconds` is given. */
export const DEFAULT_SECONDS = 30;

/** Games at most when only a time budget bounds the check. */
const MAX_RUNS = 100_000;

/** The options of `check` itself (each game adds its own). */
export const CHECK_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['runs', { kind: 'integer', min: 1, max: 100_000, help: 'random games to play (default: as many as fit in the time budget)' }],
  ['seconds', { kind: 'number', min: 0.1, max: 86_400, help: `seconds to spend on random games (default ${DEFAULT_SECONDS}, or no limit with --runs)` }],
  ['seed', { kind: 'integer', min: -0x80000000, max: 0x7fffffff, help: 'the fast-check seed, to reproduce a run (default: random)' }],
  ['path', { kind: 'list', help: 'with --seed: the fast-check path a failure names, to rerun exactly that game' }],
  ['shrink-seconds', { kind: 'number', min: 0.1, max: 86_400, help: 'seconds at most to spend shrinking a failure (default 60; a busy machine may need more)' }],
  ['data', { kind: 'file', help: 'a component data file (JSON, see `data template GAME`) to play with instead of the default set' }],
  ['workers', { kind: 'integer', min: 1, max: 256, help: `worker threads to share the random games over (default: the machine's available parallelism, ${defaultWorkers()} here), each with its own seed (the first one --seed); 1 checks in this process, with the shrinking shown as it goes. A rerun with --path is always in this process` }],
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
  const seed = options.has('seed') ? options.number('seed', 0) : undefined;
  const path = options.has('path') ? (options.list('path') ?? []).join(',') : undefined;
  if (path !== undefined && !/^\d+(:\d+)*$/.test(path)) throw new CliError(`--path takes the path a failure names (numbers joined by colons, like 4:0:1), got ${quote(path)}`, { usage: true });
  if (path !== undefined && seed === undefined) throw new CliError('--path needs the --seed it was found with', { usage: true });
  const harness = await loadHarness();
  const workers = path === undefined ? options.number('workers', defaultWorkers()) : 1;
  if (workers > 1) return checkOnPool(cli, config, { seed, runs: options.has('runs') ? options.number('runs', MAX_RUNS) : undefined, seconds: options.has('seconds') ? options.number('seconds', DEFAULT_SECONDS) : undefined, shrinkSeconds: options.has('shrink-seconds') ? options.number('shrink-seconds', 60) : undefined, workers }, harness, io);
  // A time budget unless a number of games is asked for alone.
  const seconds = options.has('seconds') ? options.number('seconds', DEFAULT_SECONDS) : options.has('runs') ? undefined : DEFAULT_SECONDS;
  const runs = options.number('runs', MAX_RUNS);
  const started = Date.now();
  const bar =
    seconds === undefined
      ? progressBar(runs, `${game.id} check`, io.err)
      : progressBar(Math.ceil(seconds), `${game.id} check (${seconds} s)`, io.err);
  let shrinking = false;
  let report;
  try {
    report = harness.checkGame(game, {
      configs: [config],
      runs,
      ...(seconds === undefined ? {} : { searchSeconds: seconds }),
      ...(seed === undefined ? {} : { seed }),
      ...(path === undefined ? {} : { path }),
      ...(options.has('shrink-seconds') ? { shrinkSeconds: options.number('shrink-seconds', 60) } : {}),
      onProgress: (done) => bar.tick(seconds === undefined ? done : Math.min(Math.ceil(seconds), Math.floor((Date.now() - started) / 1000))),
      onStage: (s) => {
        if (!shrinking) {
          shrinking = true;
          bar.end();
          io.err('A game failed: shrinking it to a short one.\n');
        }
        if (s.stage !== 'done') io.err(`  ${s.length} moves so far, ${s.candidates} candidate games tried; next: ${STAGES[s.stage]}\n`);
      },
    });
  } catch (e) {
    if (!shrinking) bar.end();
    return violated(e, harness, io);
  }
  bar.end();
  return reported(report, seconds, harness, io);
}

/** A contract violation printed with the flags that rerun it (exit code 1); anything else is thrown on. */
function violated(e: unknown, harness: Harness, io: CliIo): number {
  if (!(e instanceof harness.ContractViolation)) throw e;
  io.out(e.message);
  const rerun = e.details.rerun;
  if (rerun !== undefined) io.out(`To rerun it from the command line, shrinking included: add --seed ${rerun.seed} --path ${rerun.path} to this command.`);
  return 1;
}

/** A passing check's coverage, budget note and summary (exit code 0), the same from one process or the pool. */
function reported(report: import('../testing/harness.js').HarnessReport, seconds: number | undefined, harness: Harness, io: CliIo): number {
  for (const line of harness.formatCoverage(report.coverage)) io.out(line);
  if (report.stoppedOnTime) io.out(`The ${seconds ?? DEFAULT_SECONDS} s budget ran out after ${plural(report.games, 'game')}: --seconds S or --runs N plays more.`);
  io.out(summary(report));
  return 0;
}

/**
 * `check` on the worker pool: the games shared out over `workers` threads, each shard
 * with its own seed; a violation (shrunk in its worker) is printed as in one process,
 * with the `--seed --path` that rerun it here.
 */
async function checkOnPool(cli: CliGame, config: unknown, o: { seed: number | undefined; runs: number | undefined; seconds: number | undefined; shrinkSeconds: number | undefined; workers: number }, harness: Harness, io: CliIo): Promise<number> {
  const { checkGameOnPool } = await import('../parallel/check.js');
  const game = cli.game;
  const seconds = o.seconds ?? (o.runs === undefined ? DEFAULT_SECONDS : undefined);
  const runs = o.runs ?? MAX_RUNS;
  const bar = progressBar(runs, `${game.id} check on ${o.workers} workers`, io.err);
  let report;
  try {
    report = await checkGameOnPool({
      game: game.id,
      configs: [config],
      runs,
      workers: o.workers,
      ...(o.seed === undefined ? {} : { seed: o.seed }),
      ...(seconds === undefined ? {} : { searchSeconds: seconds }),
      ...(o.shrinkSeconds === undefined ? {} : { shrinkSeconds: o.shrinkSeconds }),
      onProgress: (done) => bar.tick(Math.min(done, runs)),
    });
  } catch (e) {
    bar.end();
    return violated(e, harness, io);
  }
  bar.end();
  return reported(report, seconds, harness, io);
}

/** What each stage of shrinking does, in words. */
const STAGES: Record<string, string> = {
  prefix: 'cutting the game after the failing move',
  remove: 'removing moves',
  tables: 'trying a simpler table',
  fresh: 'playing fresh games for a shorter failure',
  simplify: 'choosing the first listed moves',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The `ok` line: what was played and checked, in words a player knows. */
export function summary(report: {
  readonly games: number;
  readonly steps: number;
  readonly longestGame: number;
  readonly movesApplied: number;
  readonly mutationsTried: number;
  readonly logTwins: number;
  readonly tampered: { readonly tried: number; readonly refused: number };
}): string {
  const t = report.tampered;
  return (
    `ok: ${plural(report.games, 'random game')} (${plural(report.steps, 'move')}, the longest ${report.longestGame}): every check passed. ` +
    `Besides the moves played: ${plural(report.movesApplied, 'other listed move')} accepted, ` +
    `${plural(report.mutationsTried, 'altered move')} judged (refused unless listed), ` +
    `${plural(t.tried, 'damaged save')} loaded (${t.refused} refused, ${t.tried - t.refused} played on to the end), ` +
    `${plural(report.logTwins, 'move')} whose log lines were checked to tell each seat only what it may see.`
  );
}
