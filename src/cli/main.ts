/**
 * The command line as a function: `main(argv, io)` returns the exit code, so that tests
 * drive it without spawning a process.
 *
 * Whatever `argv` holds, `main` writes results to `io.out` and at most one line to
 * `io.err` when it fails: exit code 2 for bad input (a {@link CliError}), 1 for a defect
 * (anything else thrown), never a stack trace.
 *
 * @module
 */
import { createRequire } from 'node:module';
import { clip } from '../core/plain.js';
import { closest, tokenize } from './args.js';
import { COMMANDS, HELP_OPTION, usage, type Command } from './commands.js';
import { CliError, oneLine, quote } from './errors.js';
import type { CliIo } from './io.js';

/**
 * Runs the command line `argv` (without `node` and the script); returns the exit code, or
 * a promise of it for commands that load something first (`check` loads the harness).
 */
export function main(argv: readonly string[], io: CliIo): number | Promise<number> {
  let command: Command | undefined;
  const failed = (e: unknown): number => {
    const who = command === undefined ? 'nautical-rules' : `nautical-rules ${command.name}`;
    if (e instanceof CliError) {
      io.err(`${who}: ${oneLine(e.message)}${e.usage ? "; run 'nautical-rules help' for usage" : ''}\n`);
      return 2;
    }
    io.err(`${who}: internal error (${oneLine(describeDefect(e))}); this is a bug, please report it with the command line that caused it\n`);
    return 1;
  };
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h') {
      io.out(usage());
      return 0;
    }
    if (name === '--version' || name === '-V' || name === 'version') {
      io.out(`nautical-rules ${version()}`);
      return 0;
    }
    command = COMMANDS.find((c) => c.name === name);
    if (command === undefined) throw unknownCommand(name);
    const tokens = tokenize(rest, new Map([...command.words, ['help', HELP_OPTION]]));
    if (tokens.given.has('help')) {
      io.out(usage());
      return 0;
    }
    const code = command.run(tokens, io);
    return typeof code === 'number' ? code : code.catch(failed);
  } catch (e) {
    return failed(e);
  }
}

/** This package's version, from its package.json (found by its own name, wherever it is installed). */
function version(): string {
  try {
    const pkg = createRequire(import.meta.url)('nautical-rules/package.json') as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

function unknownCommand(name: string): CliError {
  const names = COMMANDS.map((c) => c.name);
  if (name.startsWith('-')) return new CliError(`expected a command (${names.join(', ')}) before any option, got ${quote(name)}`, { usage: true });
  const close = closest(name, names);
  return new CliError(`unknown command ${quote(name)}${close === undefined ? '' : ` (did you mean ${close}?)`}; commands: ${names.join(', ')}`, { usage: true });
}

/** What was thrown, in a few words; reading it must not throw in turn. */
function describeDefect(e: unknown): string {
  try {
    return e instanceof Error ? `${e.name}: ${clip(e.message, 300)}` : `a thrown ${typeof e}`;
  } catch {
    return 'an unreadable exception';
  }
}
