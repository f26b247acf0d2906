/**
 * The `nautical-rules` command.
 *
 * @module
 */
import { main } from './main.js';

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
    err: (text) => {
      process.stderr.write(text);
    },
  }),
).then((code) => {
  process.exitCode = code;
});
