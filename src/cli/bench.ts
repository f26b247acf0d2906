/**
 * `bench [GAME...]`: full random games per second and moves per second, per game.
 *
 * @module
 */
import { playout } from '../core/playout.js';
import { readOptions, type OptionSpec, type OptionTable, type Tokens } from './args.js';
import { CLI_GAMES, gameById } from './games.js';
import type { CliIo } from './io.js';

/** The options of `bench`. */
export const BENCH_OPTIONS: OptionTable = new Map<string, OptionSpec>([
  ['seconds', { kind: 'number', min: 0.01, max: 3600, help: 'how long each table is played, in seconds (default 2)' }],
]);

/** Runs `bench` on split words; returns the exit code. */
export function bench(tokens: Tokens, io: CliIo): number {
  const options = readOptions(tokens, BENCH_OPTIONS, 'bench');
  const seconds = options.number('seconds', 2);
  // Checked before anything runs, so that a typo in the last name does not cost the others' time.
  const only = new Set(tokens.positional.map((id) => gameById(id)));
  io.out('game          table                      games/s     moves/s   moves/game');
  for (const cli of CLI_GAMES) {
    if (only.size > 0 && !only.has(cli)) continue;
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
      io.out(
        `${cli.game.id.padEnd(13)} ${label.padEnd(24)} ${(games / elapsed).toFixed(1).padStart(9)} ${(moves / elapsed).toFixed(0).padStart(11)} ${(moves / games).toFixed(1).padStart(12)}`,
      );
    }
  }
  return 0;
}
