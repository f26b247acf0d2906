/**
 * How the CLI fails: bad input is a {@link CliError} (one line on stderr, exit code 2);
 * anything else that is thrown is a defect (one line, exit code 1, please report it).
 *
 * @module
 */
import { clip } from '../core/plain.js';

/** Bad input: a command line, file, record or config the CLI refuses. Exit code 2. */
export class CliError extends Error {
  /** Whether the line ends by pointing at `nautical-rules help` (mistakes on the command line). */
  readonly usage: boolean;

  /** @param message what is wrong, naming the option, file or field; one line */
  constructor(message: string, options: { readonly usage?: boolean } = {}) {
    super(message);
    this.usage = options.usage ?? false;
  }
}

/**
 * A word from outside (an option, a file name, a seed) as an error message shows it:
 * quoted, clipped, and with control characters escaped so that it stays on one line.
 */
export function quote(text: string, max = 80): string {
  return JSON.stringify(clip(text, max));
}

/**
 * `text` safe to print as one line: line breaks (from a library message or a parser)
 * become spaces, and other control characters are escaped, so that nothing read from a
 * file can move the cursor or recolour the terminal.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
