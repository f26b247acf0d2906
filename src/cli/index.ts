/**
 * The `nautical-rules` command.
 *
 * @module
 */
import { parseArgs, UsageError } from './args.js';
import { bench, replayFile, simulate, usage } from './commands.js';

function main(argv: readonly string[]): number {
  const args = parseArgs(argv);
  const out = (line: string): void => {
    process.stdout.write(line + '\n');
  };
  try {
    switch (args.positional[0]) {
      case 'simulate':
        return simulate(args, out);
      case 'replay':
        return replayFile(args, out);
      case 'bench':
        return bench(args, out);
      case undefined:
      case 'help':
        out(usage());
        return 0;
      default:
        throw new UsageError(`Unknown command '${args.positional[0]}'.`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${e.message}\n\n${usage()}\n`);
      return 2;
    }
    throw e;
  }
}

// Output piped into `head` and closed early is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = main(process.argv.slice(2));
