/**
 * `simulate GAME --bots A,B,...`: games between bots, one per seat, each choosing from its
 * own seat's table and view. One game is printed move by move; `--games N` plays a
 * tournament and prints per-seat win rates with 95% confidence intervals, average scores
 * and the mean time per decision (`--json FILE` writes that table).
 *
 * @module
 */
import type { Bot } from '../bots/bot.js';
import { hashText } from '../bots/bot.js';
import { ismctsBot } from '../bots/ismcts.js';
import { defaultBot } from '../bots/search.js';
import { playMatch } from '../bots/match.js';
import { randomBot } from '../bots/random-bot.js';
import { wilson } from '../bots/stats.js';
import type { AnyGame } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { CliError, quote } from './errors.js';
import { writeResult } from './files.js';
import type { CliIo } from './io.js';
import { progressBar } from './progress.js';
import { printComponents, printRanking, seatName } from './report.js';
import { seedSeries, showSeed } from './seed.js';

/** The bots `--bots` names: `random`, `search` (the default bot), `ismcts` (default budget) or `ismcts:N` (N iterations). */
export const BOT_NAMES = ['random', 'search', 'ismcts', 'ismcts:N'] as const;

/** Most iterations `ismcts:N` accepts: beyond it a decision takes minutes. */
const MAX_ITERATIONS = 1_000_000;

/** A bot per seat, built afresh for each game from the game's seed and the seat. */
export type BotMaker = (gameSeed: Seed, seat: number) => Bot;

/** The bot makers that `--bots` names, one per seat of a `players`-seat table. */
export function parseBots(names: readonly string[], players: number): BotMaker[] {
  if (names.length !== players) {
    throw new CliError(`--bots names ${names.length} bot(s) for ${players} seats: give one per seat, e.g. --bots ${Array.from({ length: players }, (_, i) => (i === 0 ? 'search' : 'random')).join(',')}`, { usage: true });
  }
  return names.map((name) => {
    // Each seat's bot gets its own seed from the game's seed: replays of a tournament game
    // choose the same moves, and two seats with the same bot do not mirror each other.
    const seedOf = (gameSeed: Seed, seat: number): number => hashText(`${showSeed(gameSeed)}/${seat}`);
    if (name === 'random') return (gameSeed, seat) => randomBot(seedOf(gameSeed, seat));
    if (name === 'search') return (gameSeed, seat) => defaultBot({ seed: seedOf(gameSeed, seat) });
    const ismcts = /^ismcts(?::([1-9][0-9]{0,6}))?$/.exec(name);
    if (ismcts !== null) {
      const iterations = ismcts[1] === undefined ? undefined : Number(ismcts[1]);
      if (iterations !== undefined && iterations > MAX_ITERATIONS) throw new CliError(`--bots ${quote(name)}: at most ${MAX_ITERATIONS} iterations`, { usage: true });
      return (gameSeed, seat) => ismctsBot({ seed: seedOf(gameSeed, seat), ...(iterations === undefined ? {} : { iterations }) });
    }
    throw new CliError(`--bots takes ${BOT_NAMES.join(', ')} per seat, got ${quote(name)}`, { usage: true });
  });
}

/** One game between bots, printed move by move (all-seeing, as `simulate` prints). */
export function botGame(game: AnyGame, config: unknown, seed: Seed, makers: readonly BotMaker[], json: string | true | undefined, io: CliIo): number {
  const bots = makers.map((make, seat) => make(seed, seat));
  if (json === undefined) {
    const start = game.setup(config, seed);
    if (start._tag === 'Left') throw new CliError(start.left.message);
    io.out(`${game.title} — ${game.playerCount(start.right)} players, seed ${showSeed(seed)}`);
    io.out(bots.map((b, seat) => `${seatName(seat)}: ${b.name}`).join(', '));
    printComponents(game, start.right, io.out);
    game.describeStart(start.right).forEach((l) => io.out(l));
  }
  const match = playMatch(game, config, seed, bots, {
    onMove: json === undefined ? (before, move, after) => game.describe(before, move, after).forEach((l) => io.out(l)) : undefined,
  });
  if (match._tag === 'Left') throw new CliError(match.left.message);
  if (json !== undefined) {
    const text = JSON.stringify(match.right.record, null, 1);
    if (json === true) io.out(text);
    else writeResult(json, text + '\n', `the game record (${match.right.record.moves.length} moves)`, io, `\`nautical-rules replay ${json}\` replays it`);
    return 0;
  }
  io.out(`${match.right.record.moves.length} moves.`);
  printRanking(game, match.right.state, io.out);
  return 0;
}

/** What a tournament measured for one seat. */
interface SeatRow {
  readonly seat: number;
  readonly bot: string;
  /** Games this seat won alone (a shared first place is not a win). */
  readonly wins: number;
  readonly winRate: number;
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly averageScore: number;
  readonly msPerDecision: number;
  readonly decisions: number;
}

/** `--games N` games between the same bots, summarised. */
export function tournament(game: AnyGame, config: unknown, first: Seed, games: number, makers: readonly BotMaker[], json: string | true | undefined, io: CliIo): number {
  const series = seedSeries(first, games);
  if (series._tag === 'Left') throw new CliError(series.left, { usage: true });
  const { seed } = series.right;
  const start = game.setup(config, seed(0));
  if (start._tag === 'Left') throw new CliError(start.left.message);
  const players = game.playerCount(start.right);
  const wins = new Array<number>(players).fill(0);
  const scores = new Array<number>(players).fill(0);
  const thinking = new Array<number>(players).fill(0);
  const decisions = new Array<number>(players).fill(0);
  let names: string[] = [];
  const bar = progressBar(games, game.id, io.err);
  for (let i = 0; i < games; i++) {
    const bots = makers.map((make, seat) => make(seed(i), seat));
    names = bots.map((b) => b.name);
    const match = playMatch(game, config, seed(i), bots);
    if (match._tag === 'Left') throw new Error(`seed ${showSeed(seed(i))}: ${match.left.code}: ${match.left.message}`);
    const { result } = match.right;
    const firsts = result.ranking[0] ?? [];
    if (firsts.length === 1) wins[firsts[0] as number]! += 1;
    for (let s = 0; s < players; s++) {
      scores[s]! += result.scores[s] ?? 0;
      thinking[s]! += match.right.thinkingMs[s] ?? 0;
      decisions[s]! += match.right.decisions[s] ?? 0;
    }
    bar.tick(i + 1);
  }
  bar.end();
  const rows: SeatRow[] = wins.map((w, seat) => {
    const interval = wilson(w, games);
    return {
      seat,
      bot: names[seat] ?? '?',
      wins: w,
      winRate: interval.rate,
      winRateLow: interval.low,
      winRateHigh: interval.high,
      averageScore: (scores[seat] ?? 0) / games,
      msPerDecision: (decisions[seat] ?? 0) === 0 ? 0 : (thinking[seat] ?? 0) / (decisions[seat] ?? 1),
      decisions: decisions[seat] ?? 0,
    };
  });
  if (json !== undefined) {
    const text = JSON.stringify({ game: game.id, config, seeds: series.right.label, games, seats: rows }, null, 1);
    if (json === true) io.out(text);
    else writeResult(json, text + '\n', `the tournament table (${games} games)`, io);
    return 0;
  }
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  io.out(`${game.title}: ${games} games between bots, ${series.right.label}, ${players} players`);
  printComponents(game, start.right, io.out);
  io.out('Seat  bot            win rate (95% interval)      average score   ms per decision');
  for (const r of rows) {
    io.out(
      `${String(r.seat).padEnd(5)} ${r.bot.padEnd(14)} ${pct(r.winRate).padStart(6)} (${pct(r.winRateLow)} to ${pct(r.winRateHigh)})`.padEnd(50) +
        `${r.averageScore.toFixed(2).padStart(13)}   ${r.msPerDecision.toFixed(1).padStart(15)}`,
    );
  }
  io.out('A win is a sole first place; a shared first place counts as a loss.');
  return 0;
}
