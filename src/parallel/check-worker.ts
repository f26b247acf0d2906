/**
 * The worker-thread entry of {@link checkGameOnPool}: runs the property harness on one
 * shard of the runs. A violation is caught here, after the harness has shrunk it, and
 * sent back as data (its message and details), so that the caller rethrows it as one
 * replayable record.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import { checkGame, ContractViolation, type HarnessReport } from '../testing/index.js';
import { gameOf } from './games.js';
import type { CheckShard, ShardResult } from './check.js';

/** The shard's game: one of the package's by id, or a user's, exported by name from an ES module. */
async function gameOfShard(which: CheckShard['game']): Promise<AnyGame> {
  if (typeof which === 'string') {
    const game = gameOf(which);
    if (game === undefined) throw new Error(`unknown game ${JSON.stringify(which)}`);
    return game;
  }
  const game = ((await import(which.module)) as Record<string, unknown>)[which.name];
  if (typeof game !== 'object' || game === null) throw new Error(`${which.module} exports no game ${JSON.stringify(which.name)}`);
  return game as AnyGame;
}

/** Runs one shard. */
export default async function checkShard(shard: CheckShard): Promise<ShardResult> {
  const game = await gameOfShard(shard.game);
  try {
    const report: HarnessReport = checkGame(game, {
      configs: shard.configs as unknown[],
      runs: shard.runs,
      seed: shard.seed,
      ...(shard.searchSeconds === undefined ? {} : { searchSeconds: shard.searchSeconds }),
      ...(shard.shrinkSeconds === undefined ? {} : { shrinkSeconds: shard.shrinkSeconds }),
    });
    return { report };
  } catch (e) {
    if (e instanceof ContractViolation) return { violation: { message: e.message, details: e.details } };
    throw e;
  }
}
