/**
 * `simulate GAME`: one random game printed move by move, or `--games N` summarised, or
 * `--json` as a game record.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import { playout } from '../core/playout.js';
import { DEFAULT_GENERATOR, GENERATORS } from '../core/random.js';
import { MAX_SEED_LENGTH, randomSeed, type Seed } from '../core/seed.js';
import { readOptions, type Options, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { CliError, quote } from './errors.js';
import { readData } from './data.js';
import { writeResult } from './files.js';
import { CLI_GAMES, GAME_IDS, gameById, type CliGame } from './games.js';
import type { CliIo } from './io.js';
import { pooledRun, POOL_OPTIONS } from './pool-run.js';
import { QUEUE_OPTIONS, queueRun } from './queue-run.js';
import { printComponents, printRanking } from './report.js';
import { seedSeries, showSeed } from './seed.js';
import { botGame, parseBots } from './tournament.js';

/** The most games one `--games` plays. */
const MAX_GAMES = 1_000_000;

/** The options of `simulate` itself (each game adds its own). */
export const SIMULATE_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['seed', { kind: 'seed', help: `what the game is dealt from (default 1): a safe integer in plain decimal, or any other text of at most ${MAX_SEED_LENGTH} characters (a string seed); played and recorded exactly as given. A value that looks like a number but is not a safe integer (1e300, 1.5, 0x10, 007) is refused` }],
  ['random-seed', { kind: 'flag', help: 'deal from a fresh random seed (64 hexadecimal characters) instead; the output shows it and the record keeps it' }],
  ['games', { kind: 'integer', min: 1, max: MAX_GAMES, help: `play N games (1 to ${MAX_GAMES}) and print win rates, average scores and game length; their seeds are S..S+N-1 for an integer seed S, "S/0".."S/N-1" for a string seed S` }],
  ['json', { kind: 'output', help: 'write the game record (JSON) to FILE, or to standard output without FILE; with --games N, the summary instead (the same bytes for the same seeds, whatever --workers)' }],
  ['data', { kind: 'file', help: 'a component data file (JSON, as `data template GAME` prints it) to play with instead of the default set' }],
  ['bots', { kind: 'list', help: 'play bots, one per seat, each from its own seat\'s view: random, default or search (the default bot, the strongest), ismcts (its default budget) or ismcts:N (N iterations per decision), e.g. search,random,random; with --games N, a tournament with win rates (95% intervals), average scores and time per decision (--json FILE writes the table)' }],
  ['generator', { kind: 'choice', values: GENERATORS, help: `the random generator the table is dealt with (default ${DEFAULT_GENERATOR}); kept in the record's config` }],
  ...POOL_OPTIONS,
  ...QUEUE_OPTIONS,
]);

/** Every option a `simulate` command line may hold, whatever its game: what the words are split with. */
export const SIMULATE_WORDS: OptionTable = new Map<string, OptionSpec>([...CLI_GAMES.flatMap((g) => [...g.options]), ...SIMULATE_OPTIONS]);

/** Runs `simulate` on split words; returns the exit code (a promise of it for `--games N`, played on the worker pool). */
export function simulate(tokens: Tokens, io: CliIo): number | Promise<number> {
  const [id, ...extra] = tokens.positional;
  if (id === undefined) throw new CliError(`missing GAME (one of ${GAME_IDS.join(', ')})`, { usage: true });
  const cli = gameById(id);
  if (extra.length > 0) throw new CliError(`takes one GAME, got an extra word ${quote(extra[0] as string)}`, { usage: true });
  const options = readOptions(tokens, new Map([...SIMULATE_OPTIONS, ...cli.options]), id);
  if (options.has('seed') && options.flag('random-seed')) throw new CliError('--seed and --random-seed exclude each other', { usage: true });
  const seed = options.flag('random-seed') ? randomSeed() : (options.seed('seed') ?? 1);
  const games = options.number('games', 1);
  const json = options.output('json');
  const config = configOf(cli, options);
  const bots = options.list('bots');
  if (games === 1) {
    for (const name of ['workers', 'report', 'timing', 'queue', 'batch', 'lease', 'detach']) if (options.has(name)) throw new CliError(`--${name} goes with --games N (N of at least 2)`, { usage: true });
  }
  if (bots !== undefined) parseBots(bots, cli.game.playerCount(setUp(cli.game, config, seed)));
  if (games === 1) return bots === undefined ? simulateOne(cli.game, config, seed, json, io) : botGame(cli.game, config, seed, parseBots(bots, cli.game.playerCount(setUp(cli.game, config, seed))), json, io);
  const series = seedSeries(seed, games);
  if (series._tag === 'Left') throw new CliError(series.left, { usage: true });
  const seeds = Array.from({ length: games }, (_, i) => series.right.seed(i));
  // A bad config is refused before any thread starts, as bad input rather than a failed game.
  const start = setUp(cli.game, config, seeds[0] as Seed);
  const workers = options.has('workers') ? options.number('workers', 1) : undefined;
  const report = options.file('report');
  const queue = options.url('queue');
  if (queue === undefined) {
    for (const name of ['batch', 'lease', 'detach']) if (options.has(name)) throw new CliError(`--${name} goes with --queue URL`, { usage: true });
  } else {
    if (workers !== undefined) throw new CliError('--workers is for `nautical-rules worker`, not for a run put on the queue', { usage: true });
    return queueRun(
      { game: cli.game, config, seeds, label: series.right.label, ...(bots === undefined ? {} : { bots }), ...(json === undefined ? {} : { json }), ...(report === undefined ? {} : { report }), timing: options.flag('timing') },
      queue,
      { ...(options.has('batch') ? { batch: options.number('batch', 10) } : {}), ...(options.has('lease') ? { lease: options.number('lease', 600) } : {}), detach: options.flag('detach') },
      io,
    );
  }
  return pooledRun({ game: cli.game, config, seeds, label: series.right.label, ...(bots === undefined ? {} : { bots }), ...(workers === undefined ? {} : { workers }), ...(json === undefined ? {} : { json }), ...(report === undefined ? {} : { report }), timing: options.flag('timing'), start }, io);
}

/** The game's config from its options, with `--generator` when given. */
function configOf(cli: CliGame, options: Options): unknown {
  const file = options.file('data');
  const config = file === undefined ? cli.configFrom(options) : cli.withData(cli.configFrom(options), readData(file));
  const generator = options.choice('generator');
  return generator === undefined ? config : { ...(config as object), generator };
}

/** The start of the game, or the library's refusal of the config or seed as bad input. */
function setUp(game: AnyGame, config: unknown, seed: Seed): unknown {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') throw new CliError(start.left.message);
  return start.right;
}

function simulateOne(game: AnyGame, config: unknown, seed: Seed, json: string | true | undefined, io: CliIo): number {
  const start = setUp(game, config, seed);
  if (json === undefined) {
    io.out(`${game.title} — ${game.playerCount(start)} players, seed ${showSeed(seed)}`);
    printComponents(game, start, io.out);
    game.describeStart(start).forEach((l) => io.out(l));
  }
  const played = playout(game, config, seed, {
    onMove: json === undefined ? (before, move, after) => game.describe(before, move, after).forEach((l) => io.out(l)) : undefined,
  });
  // The setup above succeeded, so a refusal here is the library's own defect.
  if (played._tag === 'Left') throw new Error(`seed ${showSeed(seed)}: ${played.left.code}: ${played.left.message}`);
  if (json !== undefined) {
    const text = JSON.stringify(played.right.record, null, 1);
    if (json === true) io.out(text);
    else writeResult(json, text + '\n', `the game record (${played.right.record.moves.length} moves)`, io, `\`nautical-rules replay ${json}\` replays it`);
    return 0;
  }
  io.out(`${played.right.record.moves.length} moves.`);
  printRanking(game, played.right.state, io.out);
  return 0;
}
