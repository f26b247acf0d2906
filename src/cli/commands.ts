/**
 * The CLI's commands, the options each accepts, and the usage text built from them.
 *
 * @module
 */
import { placeholder, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { bench, BENCH_OPTIONS } from './bench.js';
import { check, CHECK_OPTIONS } from './check.js';
import { dataCommand } from './data.js';
import { CliError, quote } from './errors.js';
import { CLI_GAMES } from './games.js';
import type { CliIo } from './io.js';
import { QUEUE_COMMANDS, results, worker } from './queue-run.js';
import { replayFile } from './replay.js';
import { simulate, SIMULATE_OPTIONS, SIMULATE_WORDS } from './simulate.js';

/** A command: its usage, the options it accepts, and what it does (returns the exit code). */
export interface Command {
  readonly name: string;
  /** The usage line after `nautical-rules`. */
  readonly synopsis: string;
  /** One sentence for the usage text. */
  readonly about: string;
  /** Its options, for the usage text. */
  readonly options: OptionTable;
  /** Every option its command line may hold (`simulate`: with every game's), to split the words. */
  readonly words: OptionTable;
  readonly run: (tokens: Tokens, io: CliIo) => number | Promise<number>;
}

const NONE: OptionTable = new Map();

/** `--help` (or `-h`), accepted after every command. */
export const HELP_OPTION: OptionSpec = { kind: 'flag', help: 'print the usage text' };

/** Every command, in the order the usage text lists them. */
export const COMMANDS: readonly Command[] = [
  {
    name: 'simulate',
    synopsis: 'simulate GAME [options] [game options]',
    about: 'Plays one random game and prints it move by move (or many games, summarised, or one as a game record).',
    options: SIMULATE_OPTIONS,
    words: SIMULATE_WORDS,
    run: simulate,
  },
  {
    name: 'replay',
    synopsis: 'replay FILE',
    about: 'Prints a game record (as simulate --json writes it) step by step, and where it stops being legal.',
    options: NONE,
    words: NONE,
    run: replayFile,
  },
  {
    name: 'check',
    synopsis: 'check GAME [options] [game options]',
    about: 'Runs the property harness on random games of one table: the whole contract of the rules, with the coverage of move types and phases; a violation prints the shortest failing game as a replayable record (exit code 1).',
    options: CHECK_OPTIONS,
    words: new Map([...CLI_GAMES.flatMap((g) => [...g.options]), ...CHECK_OPTIONS]),
    run: check,
  },
  {
    name: 'data',
    synopsis: 'data template GAME | data validate GAME FILE',
    about:
      "Component data files (what simulate --data and check --data read, and the game's config takes): template prints the default set as JSON to edit; validate checks a file and prints every problem as PATH: PROBLEM (exit code 2), or ok with its provenance.",
    options: NONE,
    words: NONE,
    run: dataCommand,
  },
  {
    name: 'worker',
    synopsis: 'worker --queue URL [--workers K]',
    about: 'Takes batches of games from the job queue (put there by simulate --queue) and plays them on K threads, until Ctrl-C; run it on as many machines as you like. A worker that dies loses nothing: its batch goes to another when its lease ends.',
    options: QUEUE_COMMANDS.worker,
    words: QUEUE_COMMANDS.worker,
    run: worker,
  },
  {
    name: 'results',
    synopsis: 'results --queue URL JOB [options]',
    about: 'Waits for the batches of a job on the queue and prints the summary one machine would print (the same JSON with --json).',
    options: QUEUE_COMMANDS.results,
    words: QUEUE_COMMANDS.results,
    run: results,
  },
  {
    name: 'bench',
    synopsis: 'bench [GAME...] [options]',
    about: 'Plays random games of each table for a while and prints games and moves per second.',
    options: BENCH_OPTIONS,
    words: BENCH_OPTIONS,
    run: bench,
  },
  {
    name: 'help',
    synopsis: 'help',
    about: 'Prints this text (so does --help after any command).',
    options: NONE,
    words: NONE,
    run: (tokens, io) => {
      const extra = tokens.positional[0];
      if (extra !== undefined) throw new CliError(`takes no words, got ${quote(extra)}`, { usage: true });
      io.out(usage());
      return 0;
    },
  },
];

const WIDTH = 100;
const OPTION_COLUMN = 26;

/**
 * `text` after `first` (a prefix such as an option name padded to its column), wrapped to
 * {@link WIDTH} columns with the following lines indented by `indent` spaces.
 */
function wrap(text: string, indent: number, first: string): string[] {
  const lines: string[] = [];
  // A prefix that fills its column gets a line of its own.
  let line = first.trimEnd().length >= indent ? (lines.push(first.trimEnd()), ' '.repeat(indent)) : first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(indent);
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

function optionLines(table: OptionTable, indent: number): string[] {
  return [...table].flatMap(([name, spec]) => wrap(spec.help, indent + OPTION_COLUMN, `${' '.repeat(indent)}--${name}${placeholder(spec)}`.padEnd(indent + OPTION_COLUMN)));
}

/** The usage text: every command with its options, every game with its options, the exit codes. */
export function usage(): string {
  return [
    'nautical-rules — rules engines for Meuterer, Nauticus, Shipyard and Bremerhaven',
    '',
    'Usage:',
    ...COMMANDS.flatMap((c) => [`  nautical-rules ${c.synopsis}`, ...wrap(c.about, 6, ' '.repeat(6)), ...optionLines(c.options, 6)]),
    '',
    'Games (GAME) and their options:',
    ...CLI_GAMES.flatMap((g) => [`  ${g.game.id}`, ...optionLines(g.options, 6)]),
    '',
    'Options take their value as --name VALUE or --name=VALUE; each may be given once.',
    '--version prints the version; progress bars (on stderr) are drawn only on a terminal.',
    '',
    'Exit codes:',
    '  0   done',
    ...wrap('replay: the record stops being legal at a step (said on stdout); any command: an internal error, that is a bug to report (one line on stderr)', 6, '  1   '),
    ...wrap('bad input: an unknown command, option or game, a missing or bad value, a file that cannot be read or written, a record or config the rules refuse, a data file with problems (one line on stderr; data validate lists the problems on stdout)', 6, '  2   '),
  ].join('\n');
}
