/**
 * A small argument parser: positional words and `--name value` / `--flag` options.
 *
 * @module
 */

/** Parsed command line. */
export interface Args {
  readonly positional: readonly string[];
  readonly options: Readonly<Record<string, string | true>>;
}

/** Parses `argv` (without `node` and the script). */
export function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) options[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        options[name] = next;
        i++;
      } else options[name] = true;
    } else positional.push(arg);
  }
  return { positional, options };
}

/** An integer option, or `fallback`; throws a readable error for a non-integer. */
export function intOption(args: Args, name: string, fallback: number): number {
  const raw = args.options[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw === true || !Number.isInteger(n)) throw new UsageError(`--${name} needs an integer, got '${String(raw)}'.`);
  return n;
}

/** A string option, or `fallback`. */
export function stringOption(args: Args, name: string, fallback: string): string {
  const raw = args.options[name];
  if (raw === undefined) return fallback;
  if (raw === true) throw new UsageError(`--${name} needs a value.`);
  return raw;
}

/** A mistake on the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}
