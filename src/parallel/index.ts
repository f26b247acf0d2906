/**
 * Many games on every core: {@link runGames} plays the seeds of one table on a pool of
 * worker threads and summarises them in seed order, so that the summary is the same with
 * 1 worker or 8; `nautical-rules simulate --games N` and its tournaments run on it. Node
 * only (worker threads). See docs/parallel.md, also for the job queue that spreads a
 * tournament over several machines.
 *
 * ```ts
 * import { runGames } from 'nautical-rules/parallel';
 *
 * const seeds = Array.from({ length: 200 }, (_, i) => i + 1);
 * const { summary, timing } = await runGames({ game: 'meuterer', config: { players: 3 }, seeds, bots: ['default', 'random', 'random'] });
 * console.log(summary.seats[0]?.winRate, timing.gamesPerSecond);
 * ```
 *
 * @module parallel
 */
export type { BatchTask, GameOutcome } from './outcome.js';
export { BOT_NAMES } from './outcome.js';
export type { BotMaker } from './bots.js';
export { botMaker } from './bots.js';
export type { BotSummary, GameSummary, SeatSummary, Timing } from './summary.js';
export { summarize, timingOf } from './summary.js';
export type { RunGamesOptions, RunGamesResult } from './run-games.js';
export { checkRun, runGames, seedLabel } from './run-games.js';
export { playBatch } from './play.js';
export { defaultWorkers } from './pool.js';
export type { CheckShard, PoolCheckOptions, PoolCheckReport, ShardResult } from './check.js';
export { addReports, checkGameOnPool } from './check.js';
export type { Rating } from './rating.js';
export { htmlReport, formatFigure } from './html-report.js';
export type { FigureFormat } from './html-report.js';
