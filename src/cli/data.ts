/**
 * Component data files on the command line: `--data FILE` for `simulate` and `check`.
 * A data file holds exactly what the game's config takes in its data field (Meuterer's
 * `islands`, Nauticus' `board`, Shipyard's and Bremerhaven's `components`); the game's
 * config codec judges it.
 *
 * @module
 */
import { CliError, quote } from './errors.js';
import { readText } from './files.js';

/** The JSON value in `file`, or a {@link CliError} saying why it cannot be read. */
export function readData(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${quote(file)} is not JSON: ${e instanceof Error ? e.message : 'unreadable'}`);
  }
}
