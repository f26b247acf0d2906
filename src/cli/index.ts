/**
 * The `nautical-rules` command.
 *
 * @module
 */
import { main } from './main.js';
import { onTerminal } from './progress.js';

// Output piped into `head` and closed early is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

void Promise.resolve(
  main(process.argv.slice(2), {
    out: (line) => {
      process.stdout.write(line + '\n');
    },
    // Progress bars only when a person watches: not into a log file or a pipe.
    err: onTerminal((text) => {
      process.stderr.write(text);
    }, process.stderr.isTTY === true),
  }),
).then((code) => {
  process.exitCode = code;
});
