/**
 * Component data files on the command line: `--data FILE` for `simulate` and `check`, and
 * the `data` command that prints a game's default set as a file to edit (`data template`)
 * and checks a file (`data validate`). A data file holds exactly what the game's config
 * takes in its data field (Meuterer's `islands`, Nauticus' `board`, Shipyard's and
 * Bremerhaven's `components`); the game's config codec and data checks judge it.
 *
 * @module
 */
import { errorProblems } from '../core/codecs.js';
import { problemLines, type DataProblem } from '../core/problems.js';
import type { Tokens } from './args.js';
import type { CliGame } from './cli-game.js';
import { CliError, oneLine, quote } from './errors.js';
import { readText } from './files.js';
import { GAME_IDS, gameById } from './games.js';
import type { CliIo } from './io.js';

/** The JSON value in `file`, or a {@link CliError} saying why it cannot be read. */
export function readData(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${quote(file)} is not JSON: ${e instanceof Error ? e.message : 'unreadable'}`);
  }
}

/** The subcommands of `data`. */
const SUBCOMMANDS = ['template', 'validate'] as const;

/** Most problem lines `data validate` prints; the rest are counted. */
const MAX_LINES = 50;

/** `data template GAME` and `data validate GAME FILE`. */
export function dataCommand(tokens: Tokens, io: CliIo): number {
  const [sub, id, ...rest] = tokens.positional;
  if (sub === undefined) throw new CliError(`missing a subcommand (${SUBCOMMANDS.join(' or ')})`, { usage: true });
  if (!(SUBCOMMANDS as readonly string[]).includes(sub)) throw new CliError(`unknown subcommand ${quote(sub)}; subcommands: ${SUBCOMMANDS.join(', ')}`, { usage: true });
  if (id === undefined) throw new CliError(`missing GAME (one of ${GAME_IDS.join(', ')})`, { usage: true });
  const cli = gameById(id);
  if (sub === 'template') {
    if (rest.length > 0) throw new CliError(`template takes one GAME, got an extra word ${quote(rest[0] as string)}`, { usage: true });
    io.out(JSON.stringify(cli.defaultData, null, 2));
    return 0;
  }
  const [file, ...extra] = rest;
  if (file === undefined) throw new CliError('missing FILE (the data file to validate)', { usage: true });
  if (extra.length > 0) throw new CliError(`validate takes GAME and FILE, got an extra word ${quote(extra[0] as string)}`, { usage: true });
  return validate(cli, file, io);
}

/** Prints every problem of the data in `file` (exit code 2 after them), or `ok: ...`. */
function validate(cli: CliGame, file: string, io: CliIo): number {
  const data = readData(file);
  const problems = shapeProblems(cli, data, file) ?? semanticProblems(cli, data);
  if (problems.length > 0) {
    problemLines(problems, MAX_LINES).forEach((line) => io.out(oneLine(line)));
    throw new CliError(`${quote(file)}: ${problems.length} problem${problems.length === 1 ? '' : 's'} (listed on standard output)`);
  }
  const first = cli.game.setup(cli.withData((cli.dataTables[0] as { config: unknown }).config, data), 1);
  // Every table was set up without refusal just above; this one too.
  const sources = first._tag === 'Right' ? cli.game.components(first.right) : [];
  const kinds = [...new Set(sources.map((s) => s.provenance.kind))];
  const provenance = kinds.length === 1 ? kinds[0] : sources.map((s) => `${s.label} ${s.provenance.kind}`).join(', ');
  io.out(`ok: ${oneLine(quote(file))} is ${cli.game.title} component data (provenance: ${provenance}); set up with ${cli.dataTables.map((t) => t.label).join('; ')}`);
  return 0;
}

/**
 * The problems of the data's shape, as the game's config codec decodes it (paths from the
 * data's root, one line per path), or `undefined` when it decodes. Data the codec refuses
 * as a whole (too large, too deep, not plain data) is a one-line {@link CliError}.
 */
function shapeProblems(cli: CliGame, data: unknown, file: string): DataProblem[] | undefined {
  const decoded = cli.game.codecs.config.decode(cli.withData((cli.dataTables[0] as { config: unknown }).config, data));
  if (decoded._tag === 'Right') return undefined;
  const field = cli.dataField;
  const byPath = new Map<string, string[]>();
  for (const p of errorProblems(decoded.left, '', { listValues: true })) {
    if (p.path === '') throw new CliError(`${quote(file)}: ${oneLine(p.problem)}`);
    const path = p.path === field ? '(the whole file)' : p.path.startsWith(`${field}.`) || p.path.startsWith(`${field}[`) ? p.path.slice(field.length).replace(/^\./, '') : p.path;
    const seen = byPath.get(path) ?? [];
    if (!seen.includes(p.problem)) seen.push(p.problem);
    byPath.set(path, seen);
  }
  // A value no branch of a union accepts fails once per branch: one line says what each expected.
  return [...byPath].map(([path, problems]) => ({ path, problem: problems.length === 1 ? (problems[0] as string) : mergeExpected(problems) }));
}

/** `expected A, got V` and `expected B, got V` as `expected A or B, got V` (also `expected one of A: a, b; got V`). */
function mergeExpected(problems: readonly string[]): string {
  const parsed = problems.map((p) => /^expected (.*?)[,;] got (.*)$/.exec(p));
  if (parsed.some((m) => m === null) || new Set(parsed.map((m) => m?.[2])).size !== 1) return problems.join('; ');
  return `expected ${parsed.map((m) => m?.[1]).join(' or ')}, got ${parsed[0]?.[2]}`;
}

/**
 * The data's own problems (with the printed game's counts), then, when the rules could
 * play with it, each table's refusal by `setup`.
 */
function semanticProblems(cli: CliGame, data: unknown): DataProblem[] {
  // Parsed JSON whose shape the codec accepted: plain data the checks read safely.
  const plain = data;
  const problems = [...cli.dataProblems(plain)];
  if (cli.dataProblems(plain, { printed: false }).length > 0) return problems;
  for (const table of cli.dataTables) {
    const start = cli.game.setup(cli.withData(table.config, plain), 1);
    if (start._tag === 'Left') problems.push({ path: `(${table.label})`, problem: `setup refuses it: ${start.left.message}` });
  }
  return problems;
}
