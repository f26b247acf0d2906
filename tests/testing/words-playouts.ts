/**
 * The law of the vocabulary over random playouts of one game, for the per-game tests:
 * every seat's labels, descriptions and groups, and every audience's log lines, at every
 * step of a few seeded games. Returns the first problem, or `null`.
 */
import type { AnyGame } from '../../src/core/game.js';
import { Random } from '../../src/core/random.js';
import { wordsProblem } from '../../src/testing/words.js';
import { quick } from '../suite/quick.js';

export function vocabularyProblem(game: AnyGame, configs: readonly unknown[], seeds: readonly number[], maxSteps = 3000): string | null {
  // Every table and seed in `npm test`; the first of each in `npm run test:quick`.
  for (const config of quick ? configs.slice(0, 1) : configs) {
    for (const seed of quick ? seeds.slice(0, 1) : seeds) {
      const start = game.setup(config, seed);
      if (start._tag === 'Left') return `setup refused ${JSON.stringify(config)}: ${start.left.message}`;
      const random = Random.seeded(seed + 1000);
      let state: unknown = start.right;
      for (let step = 0; step < maxSteps && !game.isOver(state); step++) {
        const players = game.playerCount(state);
        const legal = Array.from({ length: players }, (_, s) => game.legalMoves(state, s));
        const seat = random.pick(game.activePlayers(state) as number[]);
        const move = random.pick(legal[seat] ?? []);
        const next = game.apply(state, move);
        if (next._tag === 'Left') return `a listed move was refused: ${next.left.message}`;
        const problem = wordsProblem(game, state, legal, move, next.right, step === 0);
        if (problem !== null) return `${JSON.stringify(config)} seed ${seed} step ${step}: ${problem}`;
        state = next.right;
      }
    }
  }
  return null;
}

/** Every log line of one seeded game for `audience`, with the start, under `names` when given. */
export function logOf(game: AnyGame, config: unknown, seed: number, audience: unknown = 'all', names?: readonly string[], maxSteps = 3000): string[] {
  const start = game.setup(config, seed);
  if (start._tag === 'Left') throw new Error(start.left.message);
  const random = Random.seeded(seed + 1000);
  let state: unknown = start.right;
  const options = names === undefined ? undefined : { names };
  const lines = [...game.describeStart(state, audience as never, options)];
  for (let step = 0; step < maxSteps && !game.isOver(state); step++) {
    const seat = random.pick(game.activePlayers(state) as number[]);
    const move = random.pick(game.legalMoves(state, seat) as unknown[]);
    const next = game.apply(state, move);
    if (next._tag === 'Left') throw new Error(next.left.message);
    lines.push(...game.describe(state, move, next.right, audience as never, options));
    state = next.right;
  }
  return lines;
}
