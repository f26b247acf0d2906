/**
 * The CLI commands: simulate, replay, bench.
 *
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AnyGame } from '../core/game.js';
import { playout } from '../core/playout.js';
import { describeProvenance } from '../core/provenance.js';
import { gameForRecord, traceRecord, type GameRecord } from '../core/record.js';
import { intOption, stringOption, UsageError, type Args } from './args.js';
import { CLI_GAMES, type CliGame } from './games.js';
import { progressBar } from './progress.js';

type Out = (line: string) => void;

function findGame(id: string | undefined): CliGame {
  const found = CLI_GAMES.find((g) => g.game.id === id);
  if (found === undefined) {
    throw new UsageError(`Unknown game '${id ?? ''}'. Games: ${CLI_GAMES.map((g) => g.game.id).join(', ')}.`);
  }
  return found;
}

const seatName = (s: number): string => `Seat ${s}`;

function printRanking(game: AnyGame, state: unknown, out: Out): void {
  const result = game.result(state);
  out('Final ranking:');
  result.ranking.forEach((place, i) => {
    out(`  ${i + 1}. ${place.map((s) => `${seatName(s)} (${result.scores[s]})`).join(', ')}${place.length > 1 ? ' (tied)' : ''}`);
  });
}

function printComponents(game: AnyGame, state: unknown, out: Out): void {
  for (const c of game.components(state)) out(`Data — ${describeProvenance(c.label, c.provenance)}`);
}

/** `simulate <game>`: one game printed move by move, or `--games N` summarised, or `--json` as a record. */
export function simulate(args: Args, out: Out): number {
  const cli = findGame(args.positional[1]);
  const game = cli.game;
  const config = cli.configFrom(args);
  const seed = intOption(args, 'seed', 1);
  const games = intOption(args, 'games', 1);
  if (games > 1) return simulateMany(cli, config, seed, games, out);

  const start = game.setup(config, seed);
  if (start._tag === 'Left') throw new UsageError(start.left.message);
  const json = args.options['json'] !== undefined;
  if (!json) {
    out(`${game.title} — ${game.playerCount(start.right)} players, seed ${seed}`);
    printComponents(game, start.right, out);
    game.describeStart(start.right).forEach((l) => out(l));
  }
  const played = playout(game, config, seed, {
    onMove: json ? undefined : (before, move, after) => game.describe(before, move, after).forEach((l) => out(l)),
  });
  if (played._tag === 'Left') throw new Error(`${played.left.code}: ${played.left.message}`);
  if (json) {
    const text = JSON.stringify(played.right.record, null, 1);
    const file = args.options['json'];
    if (typeof file === 'string') writeFileSync(file, text + '\n');
    else out(text);
    return 0;
  }
  out(`${played.right.record.moves.length} moves.`);
  printRanking(game, played.right.state, out);
  return 0;
}

function simulateMany(cli: CliGame, config: unknown, firstSeed: number, games: number, out: Out): number {
  const game = cli.game;
  const bar = progressBar(games, `${game.id}`);
  let players = 0;
  let wins: number[] = [];
  let scores: number[] = [];
  let moves = 0;
  let shortest = Infinity;
  let longest = 0;
  const started = Date.now();
  let firstState: unknown;
  for (let i = 0; i < games; i++) {
    const played = playout(game, config, firstSeed + i);
    if (played._tag === 'Left') throw new Error(`seed ${firstSeed + i}: ${played.left.code}: ${played.left.message}`);
    const state = played.right.state;
    firstState ??= state;
    const result = game.result(state);
    if (players === 0) {
      players = result.scores.length;
      wins = new Array(players).fill(0);
      scores = new Array(players).fill(0);
    }
    const winners = result.ranking[0] ?? [];
    for (const s of winners) wins[s] = (wins[s] ?? 0) + 1 / winners.length;
    result.scores.forEach((v, s) => (scores[s] = (scores[s] ?? 0) + v));
    const n = played.right.record.moves.length;
    moves += n;
    shortest = Math.min(shortest, n);
    longest = Math.max(longest, n);
    bar.tick(i + 1);
  }
  bar.end();
  const seconds = (Date.now() - started) / 1000;
  out(`${game.title}: ${games} random games, seeds ${firstSeed}..${firstSeed + games - 1}, ${players} players`);
  printComponents(game, firstState, out);
  out('Seat   win rate   average score');
  for (let s = 0; s < players; s++) {
    out(`${String(s).padEnd(6)} ${((100 * (wins[s] ?? 0)) / games).toFixed(1).padStart(7)}%   ${((scores[s] ?? 0) / games).toFixed(2).padStart(13)}`);
  }
  out(`Game length: ${(moves / games).toFixed(1)} moves on average (shortest ${shortest}, longest ${longest}).`);
  out(`Time: ${seconds.toFixed(2)} s (${(games / seconds).toFixed(1)} games/s).`);
  return 0;
}

/** `replay FILE`: prints a recorded game step by step and where it stops being legal. */
export function replayFile(args: Args, out: Out): number {
  const file = args.positional[1];
  if (file === undefined) throw new UsageError('replay needs a FILE (a game record written by simulate --json).');
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${String(e)}`);
  }
  const found = gameForRecord(CLI_GAMES.map((g) => g.game), record);
  if (found._tag === 'Left') throw new UsageError(found.left.message);
  const game = found.right;
  const rec = record as GameRecord;
  const trace = traceRecord(game, rec);
  if (trace.states.length > 0) {
    out(`${game.title} — seed ${rec.seed}, ${rec.moves.length} recorded moves`);
    printComponents(game, trace.states[0], out);
    game.describeStart(trace.states[0]).forEach((l) => out(l));
  }
  for (let i = 1; i < trace.states.length; i++) {
    out(`[${i}] ${JSON.stringify(rec.moves[i - 1])}`);
    game.describe(trace.states[i - 1], rec.moves[i - 1], trace.states[i]).forEach((l) => out(`    ${l}`));
  }
  if (trace.error !== null) {
    out(
      trace.error.step < 0
        ? `The record cannot be set up: ${trace.error.message}`
        : `Step ${trace.error.step + 1} is not legal: ${JSON.stringify(rec.moves[trace.error.step])} — ${trace.error.code}: ${trace.error.message}`,
    );
    return 1;
  }
  const last = trace.states[trace.states.length - 1];
  if (game.isOver(last)) printRanking(game, last, out);
  else out(`The record ends before the game does (${game.activePlayers(last).map(seatName).join(', ')} to move).`);
  return 0;
}

/** `bench`: full random games per second and moves per second, per game. */
export function bench(args: Args, out: Out): number {
  const seconds = Number(stringOption(args, 'seconds', '2'));
  const only = args.positional.slice(1);
  out('game          table                      games/s     moves/s   moves/game');
  for (const cli of CLI_GAMES) {
    if (only.length > 0 && !only.includes(cli.game.id)) continue;
    for (const { label, config } of cli.benchConfigs) {
      let games = 0;
      let moves = 0;
      const started = performance.now();
      while (performance.now() - started < seconds * 1000) {
        const played = playout(cli.game, config, games + 1);
        if (played._tag === 'Left') throw new Error(`${cli.game.id}: ${played.left.message}`);
        games++;
        moves += played.right.record.moves.length;
      }
      const elapsed = (performance.now() - started) / 1000;
      out(
        `${cli.game.id.padEnd(13)} ${label.padEnd(24)} ${(games / elapsed).toFixed(1).padStart(9)} ${(moves / elapsed).toFixed(0).padStart(11)} ${(moves / games).toFixed(1).padStart(12)}`,
      );
    }
  }
  return 0;
}

/** The usage text. */
export function usage(): string {
  return [
    'nautical-rules — rules engines for Meuterer, Nauticus, Shipyard and Bremerhaven',
    '',
    'Usage:',
    '  nautical-rules simulate GAME [--seed N] [--games N] [--json [FILE]] [game options]',
    '  nautical-rules replay FILE',
    '  nautical-rules bench [GAME...] [--seconds N]',
    '',
    'Games and their options:',
    ...CLI_GAMES.map((g) => `  ${g.game.id.padEnd(12)} ${g.usage}`),
  ].join('\n');
}
