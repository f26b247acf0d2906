/**
 * `simulate GAME --bots A,B,...`: games between bots, one per seat, each choosing from its
 * own seat's table and view. One game is printed move by move here; `--games N` plays a
 * tournament on the worker pool (pool-run.ts) and prints per-seat win rates with 95%
 * confidence intervals, average scores and the mean time per decision.
 *
 * @module
 */
import { playMatch } from '../bots/match.js';
import type { AnyGame } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import { botMaker, type BotMaker } from '../parallel/bots.js';
import { BOT_NAMES } from '../parallel/outcome.js';
import { CliError } from './errors.js';
import { writeResult } from './files.js';
import type { CliIo } from './io.js';
import { printComponents, printRanking, seatName } from './report.js';
import { showSeed } from './seed.js';

/** The bots `--bots` names (see {@link botMaker}): `random`, `default` or `search` (the default bot), `ismcts`, `ismcts:N`. */
export { BOT_NAMES };

/** A bot per seat, built afresh for each game from the game's seed and the seat. */
export type { BotMaker };

/** The bot makers that `--bots` names, one per seat of a `players`-seat table. */
export function parseBots(names: readonly string[], players: number): BotMaker[] {
  if (names.length !== players) {
    throw new CliError(`--bots names ${names.length} bot(s) for ${players} seats: give one per seat, e.g. --bots ${Array.from({ length: players }, (_, i) => (i === 0 ? 'default' : 'random')).join(',')}`, { usage: true });
  }
  return names.map((name) => {
    const made = botMaker(name);
    if (made._tag === 'Left') throw new CliError(`--bots ${made.left}`, { usage: true });
    return made.right;
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
