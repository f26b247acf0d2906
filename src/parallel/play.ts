/**
 * Plays one batch of seeds: what a worker thread (or a queue worker) does with a task.
 * The same task gives the same outcomes wherever it runs, apart from the measured
 * thinking times.
 *
 * @module
 */
import { playMatch } from '../bots/match.js';
import type { AnyGame, BaseMove } from '../core/game.js';
import { playout } from '../core/playout.js';
import type { Seed } from '../core/seed.js';
import { botMaker, type BotMaker } from './bots.js';
import { gameOf } from './games.js';
import type { BatchTask, GameOutcome } from './outcome.js';

/** The makers of a task's bots; throws on a name that is not a bot (checked before a task is sent). */
function makersOf(names: readonly string[]): BotMaker[] {
  return names.map((name) => {
    const made = botMaker(name);
    if (made._tag === 'Left') throw new Error(`bot ${made.left}`);
    return made.right;
  });
}

function countTypes(moves: readonly BaseMove[]): Record<string, number> {
  const types: Record<string, number> = {};
  for (const m of moves) types[m.type] = (types[m.type] ?? 0) + 1;
  return types;
}

/** One game of the task. Throws when the rules refuse it (the config was checked before; a refusal is a defect). */
function playOne(game: AnyGame, config: unknown, seed: Seed, makers: readonly BotMaker[] | undefined): GameOutcome {
  const where = (code: string, message: string): Error => new Error(`${game.id} seed ${JSON.stringify(seed)}: ${code}: ${message}`);
  if (makers === undefined) {
    const played = playout(game, config, seed);
    if (played._tag === 'Left') throw where(played.left.code, played.left.message);
    const result = game.result(played.right.state);
    const moves = played.right.record.moves as readonly BaseMove[];
    const decisions = new Array<number>(result.scores.length).fill(0);
    for (const m of moves) decisions[m.player] = (decisions[m.player] ?? 0) + 1;
    return { seed, scores: result.scores, ranking: result.ranking, moves: moves.length, moveTypes: countTypes(moves), decisions, thinkingMs: decisions.map(() => 0) };
  }
  const match = playMatch(game, config, seed, makers.map((make, seat) => make(seed, seat)));
  if (match._tag === 'Left') throw where(match.left.code, match.left.message);
  const moves = match.right.record.moves as readonly BaseMove[];
  const { result } = match.right;
  return { seed, scores: result.scores, ranking: result.ranking, moves: moves.length, moveTypes: countTypes(moves), decisions: match.right.decisions, thinkingMs: match.right.thinkingMs };
}

/** Plays every seed of `task`, in order. */
export function playBatch(task: BatchTask): GameOutcome[] {
  const game = gameOf(task.game);
  if (game === undefined) throw new Error(`unknown game ${JSON.stringify(task.game)}`);
  const makers = task.bots === undefined ? undefined : makersOf(task.bots);
  return task.seeds.map((seed) => playOne(game, task.config, seed, makers));
}
