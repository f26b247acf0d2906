/**
 * `replay FILE`: prints a recorded game step by step and where it stops being legal.
 *
 * @module
 */
import { decodeWith } from '../core/codecs.js';
import { clip, RECORD_LIMITS } from '../core/plain.js';
import { GameRecordCodec, traceRecord } from '../core/record.js';
import type { Tokens } from './args.js';
import { CliError, quote } from './errors.js';
import { readText } from './files.js';
import { CLI_GAMES, GAME_IDS } from './games.js';
import type { CliIo } from './io.js';
import { printComponents, printRanking, seatName } from './report.js';
import { showSeed } from './seed.js';

/** How much of a refused move the last line shows. */
const MOVE_SHOWN = 300;

/**
 * Runs `replay` on split words; returns 0 when the record replays, 1 when a step is not
 * legal (said on stdout, as part of the replay), and throws a {@link CliError} for a file
 * that is not a record of a known game that can be set up.
 */
export function replayFile(tokens: Tokens, io: CliIo): number {
  const [file, ...extra] = tokens.positional;
  if (file === undefined) throw new CliError('missing FILE (a game record, as simulate --json writes it)', { usage: true });
  if (extra.length > 0) throw new CliError(`takes one FILE, got an extra word ${quote(extra[0] as string)}`, { usage: true });
  const text = readText(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${quote(file)} is not JSON: ${clip(e instanceof Error ? e.message : String(e), 120)}`);
  }
  // Decoded once here, within the core's limits, so that nothing below meets a value deeper or larger than a record may be.
  const decoded = decodeWith(GameRecordCodec, parsed, 'INVALID_RECORD', 'record', RECORD_LIMITS);
  if (decoded._tag === 'Left') throw new CliError(`${quote(file)}: ${decoded.left.message}`);
  const rec = decoded.right;
  const game = CLI_GAMES.find((g) => g.game.id === rec.game)?.game;
  if (game === undefined) throw new CliError(`${quote(file)} is a record of an unknown game ${quote(rec.game)}; games: ${GAME_IDS.join(', ')}`);
  const trace = traceRecord(game, rec);
  if (trace.error !== null && trace.error.step < 0) throw new CliError(`${quote(file)} cannot be set up: ${trace.error.message}`);
  const first = trace.states[0];
  io.out(`${game.title} — seed ${showSeed(rec.seed)}, ${rec.moves.length} recorded moves`);
  printComponents(game, first, io.out);
  game.describeStart(first).forEach((l) => io.out(l));
  for (let i = 1; i < trace.states.length; i++) {
    io.out(`[${i}] ${JSON.stringify(rec.moves[i - 1])}`);
    game.describe(trace.states[i - 1], rec.moves[i - 1], trace.states[i]).forEach((l) => io.out(`    ${l}`));
  }
  if (trace.error !== null) {
    const move = clip(JSON.stringify(rec.moves[trace.error.step]), MOVE_SHOWN);
    io.out(`Step ${trace.error.step + 1} is not legal: ${move} — ${trace.error.code}: ${trace.error.message}`);
    return 1;
  }
  const last = trace.states[trace.states.length - 1];
  if (game.isOver(last)) printRanking(game, last, io.out);
  else io.out(`The record ends before the game does (${game.activePlayers(last).map(seatName).join(', ')} to move).`);
  return 0;
}
