/**
 * Strict command-line parsing: each command declares the options it accepts, and
 * everything else (an unknown or repeated option, a missing value, a value of the wrong
 * kind or out of range) is refused with one line that names the option and what it takes.
 *
 * Parsing has two steps because `simulate` only knows its game's options once it knows
 * the game: {@link tokenize} splits the words (it only needs to know which options take a
 * value), then {@link readOptions} checks each value against the chosen table.
 *
 * @module
 */
import type { Seed } from '../core/seed.js';
import { CliError, quote } from './errors.js';
import { parseSeed } from './seed.js';

/** What an option takes; `help` is its line in the usage text. */
export type OptionSpec =
  | { readonly kind: 'integer'; readonly min: number; readonly max: number; readonly help: string }
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly help: string }
  | { readonly kind: 'choice'; readonly values: readonly string[]; readonly help: string }
  | { readonly kind: 'seed'; readonly help: string }
  | { readonly kind: 'flag'; readonly help: string }
  | { readonly kind: 'list'; readonly help: string }
  /** A file to write, or standard output when the option is given without a value. */
  | { readonly kind: 'output'; readonly help: string }
  /** An existing folder to read from. */
  | { readonly kind: 'folder'; readonly help: string }
  /** A file to read. */
  | { readonly kind: 'file'; readonly help: string }
  /** A URL (a job queue's): checked to be non-empty here, by whoever connects to it then. */
  | { readonly kind: 'url'; readonly help: string };

/**
 * The options a command (or a game) accepts, by name without the dashes. A `Map`, so
 * that a name from the command line such as `constructor` finds nothing it should not.
 */
export type OptionTable = ReadonlyMap<string, OptionSpec>;

/** How a word after an option is taken: never, always, or when it does not look like an option. */
type Arity = 'none' | 'required' | 'optional';

function arityOf(spec: OptionSpec): Arity {
  return spec.kind === 'flag' ? 'none' : spec.kind === 'output' ? 'optional' : 'required';
}

/** The words of a command line, split into positional words and options not yet checked. */
export interface Tokens {
  readonly positional: readonly string[];
  /** Each option given, by name, with its value as written (`true` when it has none). */
  readonly given: ReadonlyMap<string, string | true>;
}

/**
 * Splits `argv` into positional words and options. `table` tells which names are options
 * (only whether each takes a value matters here). Accepts `--name value`,
 * `--name=value`, `--flag`, `-h` for `--help`, and `--` before positional words that
 * start with a dash. Throws a {@link CliError} for an unknown, repeated or valueless option.
 */
export function tokenize(argv: readonly string[], table: OptionTable): Tokens {
  const positional: string[] = [];
  const given = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith('-') || word === '-') {
      positional.push(word);
      continue;
    }
    const long = word === '-h' ? '--help' : word;
    if (!long.startsWith('--')) throw new CliError(`unknown option ${quote(word)} (options are written --name)`, { usage: true });
    const eq = long.indexOf('=');
    const name = eq < 0 ? long.slice(2) : long.slice(2, eq);
    const inline = eq < 0 ? undefined : long.slice(eq + 1);
    const spec = table.get(name);
    if (spec === undefined) {
      const close = closest(name, [...table.keys()]);
      throw new CliError(`unknown option ${quote(`--${name}`)}${close === undefined ? '' : ` (did you mean --${close}?)`}`, { usage: true });
    }
    if (given.has(name)) throw new CliError(`--${name} is given twice`, { usage: true });
    const arity = arityOf(spec);
    let raw: string | true = true;
    if (inline !== undefined) {
      if (arity === 'none') throw new CliError(`--${name} takes no value, got ${quote(inline)}`, { usage: true });
      raw = inline;
    } else if (arity !== 'none') {
      const next = argv[i + 1];
      // A value may start with one dash (a negative number), never with two: `--seed --games 3` forgot the seed.
      const takes = next !== undefined && (arity === 'required' ? !next.startsWith('--') : !next.startsWith('-'));
      if (takes) {
        raw = next;
        i++;
      } else if (arity === 'required') throw new CliError(`--${name} needs a value: ${describeSpec(spec)}`, { usage: true });
    }
    given.set(name, raw);
  }
  return { positional, given };
}

/** Options read from the command line, each checked against its spec. */
export class Options {
  /** @param values each given option's spec and checked value */
  constructor(private readonly values: ReadonlyMap<string, { readonly spec: OptionSpec; readonly value: number | string | true }>) {}

  /** Whether the option was given. */
  has(name: string): boolean {
    return this.values.has(name);
  }

  /** An `integer` or `number` option, or `fallback`. */
  number(name: string, fallback: number): number {
    const v = this.read(name, ['integer', 'number']);
    return v === undefined ? fallback : (v as number);
  }

  /** A `choice` option, or `undefined`. */
  choice(name: string): string | undefined {
    return this.read(name, ['choice']) as string | undefined;
  }

  /** A `seed` option, or `undefined`. */
  seed(name: string): Seed | undefined {
    return this.read(name, ['seed']) as Seed | undefined;
  }

  /** Whether a `flag` option was given. */
  flag(name: string): boolean {
    return this.read(name, ['flag']) === true;
  }

  /** A `folder` option (not yet checked to exist), or `undefined`. */
  folder(name: string): string | undefined {
    return this.read(name, ['folder']) as string | undefined;
  }

  /** A `file` option (not yet read), or `undefined`. */
  file(name: string): string | undefined {
    return this.read(name, ['file']) as string | undefined;
  }

  /** A `url` option, or `undefined`. */
  url(name: string): string | undefined {
    return this.read(name, ['url']) as string | undefined;
  }

  /** A `list` option as its items, or `undefined`. */
  list(name: string): string[] | undefined {
    return (this.read(name, ['list']) as string | undefined)?.split(',');
  }

  /** An `output` option: the file, `true` for standard output, or `undefined` when not given. */
  output(name: string): string | true | undefined {
    return this.read(name, ['output']) as string | true | undefined;
  }

  private read(name: string, kinds: readonly OptionSpec['kind'][]): number | string | true | undefined {
    const found = this.values.get(name);
    if (found === undefined) return undefined;
    // A command asking for an option as another kind than it declared: a defect, not bad input.
    if (!kinds.includes(found.spec.kind)) throw new Error(`option --${name} is a ${found.spec.kind}, read as ${kinds.join(' or ')}`);
    return found.value;
  }
}

/**
 * Checks every given option against `table`: an option the table lacks is refused
 * (`where` says whose options these are, e.g. `shipyard`), and so is a bad value.
 */
export function readOptions(tokens: Tokens, table: OptionTable, where: string): Options {
  const values = new Map<string, { spec: OptionSpec; value: number | string | true }>();
  for (const [name, raw] of tokens.given) {
    const spec = table.get(name);
    if (spec === undefined) {
      const accepted = [...table.keys()].filter((n) => n !== 'help').map((n) => `--${n}`);
      throw new CliError(`--${name} is not an option for ${where} (${accepted.length > 0 ? `options: ${accepted.join(', ')}` : 'it takes none'})`, { usage: true });
    }
    values.set(name, { spec, value: checkValue(name, spec, raw) });
  }
  return new Options(values);
}

const INTEGER = /^(0|-?[1-9][0-9]*)$/;
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function checkValue(name: string, spec: OptionSpec, raw: string | true): number | string | true {
  const refuse = (): never => {
    throw new CliError(`--${name} takes ${describeSpec(spec)}, got ${raw === true ? 'nothing' : quote(raw)}`, { usage: true });
  };
  switch (spec.kind) {
    case 'flag':
      return true;
    case 'output':
      if (raw === '') refuse();
      return raw;
    case 'folder':
    case 'file':
    case 'url':
      if (raw === true || raw === '') return refuse();
      return raw;
    case 'list':
      if (raw === true || raw.split(',').some((item) => item === '')) return refuse();
      return raw;
    case 'integer':
    case 'number': {
      if (raw === true || !(spec.kind === 'integer' ? INTEGER : DECIMAL).test(raw)) return refuse();
      const n = Number(raw);
      if (!Number.isFinite(n) || (spec.kind === 'integer' && !Number.isSafeInteger(n)) || n < spec.min || n > spec.max) refuse();
      return n;
    }
    case 'choice':
      if (raw === true || !spec.values.includes(raw)) refuse();
      return raw;
    case 'seed': {
      if (raw === true) return refuse();
      const seed = parseSeed(raw);
      if (seed._tag === 'Left') throw new CliError(`--${name} ${seed.left}`, { usage: true });
      return seed.right;
    }
  }
}

/** What an option takes, in words (for errors and the usage text). */
export function describeSpec(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'integer':
      return spec.max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${spec.min}` : `an integer from ${spec.min} to ${spec.max}`;
    case 'number':
      return `a number from ${spec.min} to ${spec.max}`;
    case 'choice':
      return `one of ${spec.values.join(', ')}`;
    case 'seed':
      return 'a seed (a safe integer, or any other text)';
    case 'flag':
      return 'no value';
    case 'output':
      return 'a file name (or no value for standard output)';
    case 'folder':
      return 'a folder';
    case 'file':
      return 'a file name';
    case 'url':
      return 'a URL';
    case 'list':
      return 'a comma-separated list';
  }
}

/** The word standing for the option's value in the usage text. */
export function placeholder(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'integer':
      return ' N';
    case 'number':
      return ' X';
    case 'choice':
      return ` ${spec.values.join('|')}`;
    case 'seed':
      return ' SEED';
    case 'flag':
      return '';
    case 'output':
      return ' [FILE]';
    case 'folder':
      return ' DIR';
    case 'file':
      return ' FILE';
    case 'url':
      return ' URL';
    case 'list':
      return ' A,B,...';
  }
}

/** The name among `known` that `name` is most likely a typo of (one or two edits away), if any. */
export function closest(name: string, known: readonly string[]): string | undefined {
  return known.find((k) => editDistance(k, name) <= 2);
}

/** Levenshtein distance, for suggestions (names are short). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2 || a.length > 64 || b.length > 64) return 3;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length] as number;
}
