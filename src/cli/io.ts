/**
 * Where the CLI writes: injected, so that tests drive `main` without spawning a process.
 *
 * @module
 */

/** Standard output and standard error. */
export interface CliIo {
  /** One line of results (standard output). */
  out(line: string): void;
  /** Text for people watching: errors and the progress bar (standard error). */
  err(text: string): void;
}
