/**
 * Where the CLI writes: injected, so that tests drive `main` without spawning a process.
 *
 * @module
 */

import type { TerminalWrite } from './progress.js';

/** Standard output and standard error. */
export interface CliIo {
  /** One line of results (standard output). */
  out(line: string): void;
  /**
   * Text for people watching: errors and the progress bar (standard error). Progress bars
   * are drawn only when it is marked as a terminal's (`onTerminal` in progress.ts).
   */
  err: TerminalWrite;
}
