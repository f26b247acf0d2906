/**
 * `simulate --games N` (random games or a tournament between bots) on the worker pool:
 * the options it adds (`--workers`, `--report`, `--timing`), the progress it shows, what
 * Ctrl-C does (the games finished are summarised, exit code 130) and the summary printed.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { defaultWorkers } from '../parallel/pool.js';
import { runGames, type RunGamesResult } from '../parallel/run-games.js';
import type { GameSummary, Timing } from '../parallel/summary.js';
import type { OptionSpec } from './args.js';
import { writeResult, writeText } from './files.js';
import { htmlReport } from '../parallel/html-report.js';
import type { CliIo } from './io.js';
import { progressBar } from './progress.js';
import { printComponents, seatName } from './report.js';

/** The exit code of a run stopped by Ctrl-C (128 + SIGINT), as shells report it. */
export const INTERRUPTED = 130;

/** The most worker threads `--workers` starts. */
const MAX_WORKERS = 256;

/** The options a pooled run adds to `simulate`. */
export const POOL_OPTIONS: readonly [string, OptionSpec][] = [
  ['workers', { kind: 'integer', min: 1, max: MAX_WORKERS, help: `with --games: worker threads to play on (default: the machine's available parallelism, ${defaultWorkers()} here; 1 plays in this thread); the summary and --json do not depend on it` }],
  ['report', { kind: 'file', help: 'with --games: also write the summary as a self-contained HTML page (charts, no network) to FILE' }],
  ['timing', { kind: 'flag', help: 'with --games and --json: add what was measured (time per decision, games per second) to the JSON, which then differs from run to run' }],
];

/** What a pooled run plays and where its results go. */
export interface PooledRun {
  readonly game: AnyGame;
  readonly config: unknown;
  readonly seeds: readonly Seed[];
  readonly label: string;
  readonly bots?: readonly string[];
  readonly workers?: number;
  readonly json?: string | true;
  readonly report?: string;
  readonly timing: boolean;
  /** The start of the first game, for the component lines. */
  readonly start: unknown;
}

/**
 * Progress on standard error: a bar on a terminal; off one, a line at each tenth of the
 * games (for a log file), counted in games so that it says the same whatever the speed.
 */
export function gameProgress(total: number, label: string, io: CliIo): { tick(done: number): void; end(): void } {
  if (io.err.terminal === true) return progressBar(total, label, io.err);
  let reported = 0;
  return {
    tick(done) {
      const tenth = Math.floor((10 * done) / total);
      if (tenth > reported && done < total) {
        reported = tenth;
        io.err(`${label}: ${done}/${total} games\n`);
      }
    },
    end: () => undefined,
  };
}

/** Plays the run on the pool and prints (or writes) its summary; resolves to the exit code. */
export async function pooledRun(run: PooledRun, io: CliIo): Promise<number> {
  const bar = gameProgress(run.seeds.length, run.game.id, io);
  const stop = new AbortController();
  const interrupt = (): void => stop.abort();
  process.once('SIGINT', interrupt);
  let result: RunGamesResult;
  try {
    result = await runGames({
      game: run.game,
      config: run.config,
      seeds: run.seeds,
      seedLabel: run.label,
      ...(run.bots === undefined ? {} : { bots: run.bots }),
      ...(run.workers === undefined ? {} : { workers: run.workers }),
      onProgress: (done) => bar.tick(done),
      signal: stop.signal,
    });
  } finally {
    process.removeListener('SIGINT', interrupt);
    bar.end();
  }
  if (result.stopped) io.err(`Stopped: ${result.summary.games} of ${result.summary.requested} games finished; their summary follows.\n`);
  printResult(run, result.summary, result.timing, io);
  return result.stopped ? INTERRUPTED : 0;
}

/** The summary as JSON (with the measured times when `timing`): the same bytes for the same seeds without them. */
export function summaryJson(summary: GameSummary, timing: Timing | undefined): string {
  return JSON.stringify(timing === undefined ? summary : { ...summary, timing }, null, 1) + '\n';
}

/** Prints the summary (or writes its JSON), and writes the HTML report when asked. */
export function printResult(run: Pick<PooledRun, 'game' | 'json' | 'report' | 'timing' | 'start'>, summary: GameSummary, timing: Timing, io: CliIo): void {
  if (run.report !== undefined) {
    writeText(run.report, htmlReport(run.game.title, summary, timing));
    io.err(`Wrote the report (${summary.games} games) to ${run.report}.\n`);
  }
  if (run.json !== undefined) {
    const text = summaryJson(summary, run.timing ? timing : undefined);
    if (run.json === true) io.out(text.trimEnd());
    else writeResult(run.json, text, summary.bots === undefined ? `the summary (${summary.games} games)` : `the tournament table (${summary.games} games)`, io);
    return;
  }
  if (summary.bots === undefined) printRandom(run.game, summary, timing, run.start, io);
  else printTournament(run.game, summary, timing, run.start, io);
}

function printRandom(game: AnyGame, summary: GameSummary, timing: Timing, start: unknown, io: CliIo): void {
  const of = summary.games === summary.requested ? `${summary.games}` : `${summary.games} of ${summary.requested}`;
  io.out(`${game.title}: ${of} random games, ${summary.seeds}, ${summary.players} players`);
  printComponents(game, start, io.out);
  io.out('Player      win rate   average score');
  for (const s of summary.seats) io.out(`${seatName(s.seat).padEnd(11)} ${(100 * s.winRate).toFixed(1).padStart(7)}%   ${s.averageScore.toFixed(2).padStart(13)}`);
  io.out(`Game length: ${summary.length.average.toFixed(1)} moves on average (shortest ${summary.length.shortest}, longest ${summary.length.longest}).`);
  io.out(`Time: ${timing.seconds.toFixed(2)} s (${timing.gamesPerSecond.toFixed(1)} games/s).`);
}

function printTournament(game: AnyGame, summary: GameSummary, timing: Timing, start: unknown, io: CliIo): void {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const of = summary.games === summary.requested ? `${summary.games}` : `${summary.games} of ${summary.requested}`;
  io.out(`${game.title}: ${of} games between bots, ${summary.seeds}, ${summary.players} players`);
  printComponents(game, start, io.out);
  io.out('Player     bot            win rate (95% interval)           average score   ms per decision');
  for (const r of summary.seats) {
    io.out(
      `${seatName(r.seat).padEnd(10)} ${(r.bot ?? '?').padEnd(14)} ${pct(r.winRate).padStart(6)} (${pct(r.winRateLow)} to ${pct(r.winRateHigh)})`.padEnd(55) +
        `${r.averageScore.toFixed(2).padStart(13)}   ${(timing.msPerDecision[r.seat] ?? 0).toFixed(1).padStart(15)}`,
    );
  }
  io.out('A win is a sole first place; a shared first place counts as a loss.');
}
