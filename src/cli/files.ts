/**
 * Reading and writing the files the CLI is given, with failures as one-line
 * {@link CliError}s that say what is wrong with the path.
 *
 * @module
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError, quote } from './errors.js';

/**
 * The largest file `replay` reads. The record of a real game takes well under a megabyte;
 * a file beyond this would take the memory for reading and parsing alone.
 */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** Why reading or writing `file` failed, in words. */
function reason(e: unknown, file: string, writing: boolean): string {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  switch (code) {
    case 'ENOENT':
      if (!existsSync(dirname(file))) return `the folder ${quote(dirname(file))} does not exist`;
      return writing ? 'the file cannot be created there' : 'no such file';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'it is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return code ?? (e instanceof Error ? e.message : 'unknown error');
  }
}

/** The text of `file` (UTF-8, a leading byte-order mark dropped). */
export function readText(file: string): string {
  let text: string;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new CliError(`cannot read ${quote(file)}: it is a folder`);
    // A device such as /dev/zero never ends; a pipe (`<(...)`) is fine.
    if (!stat.isFile() && !stat.isFIFO()) throw new CliError(`cannot read ${quote(file)}: it is not a regular file`);
    if (stat.size > MAX_INPUT_BYTES) {
      throw new CliError(`cannot read ${quote(file)}: ${stat.size} bytes is more than the ${MAX_INPUT_BYTES} a record may take`);
    }
    text = readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`cannot read ${quote(file)}: ${reason(e, file, false)}`);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/**
 * Writes a command's result (`--json FILE`) and says so in one line on stdout, which holds
 * nothing else then: `what` names it ("the game record").
 */
export function writeResult(file: string, text: string, what: string, io: { out(line: string): void }, then = ''): void {
  writeText(file, text);
  io.out(`Wrote ${what} to ${file}${then === '' ? '.' : `; ${then}.`}`);
}

/** Writes `text` to `file`, replacing it. */
export function writeText(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new CliError(`cannot write ${quote(file)}: ${reason(e, file, true)}`);
  }
}
