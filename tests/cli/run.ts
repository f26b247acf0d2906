/** Driving the command line in the tests: `main(argv, io)` with the output collected. */
import { main } from '../../src/cli/main.js';

/** What a command line did: its exit code, the lines on stdout, the text on stderr. */
export interface Run {
  readonly code: number;
  readonly lines: string[];
  readonly stderr: string;
}

/** Runs a command that answers at once. */
export function run(...argv: string[]): Run {
  const lines: string[] = [];
  let stderr = '';
  const code = main(argv, { out: (l) => lines.push(l), err: (t) => (stderr += t) });
  if (typeof code !== 'number') throw new Error(`${argv[0]} is asynchronous: use runAsync`);
  return { code, lines, stderr };
}

/** {@link run} for commands that answer with a promise (`check`). */
export async function runAsync(...argv: string[]): Promise<Run> {
  const lines: string[] = [];
  let stderr = '';
  const code = await main(argv, { out: (l) => lines.push(l), err: (t) => (stderr += t) });
  return { code, lines, stderr };
}
