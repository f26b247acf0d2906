/**
 * Bots by name, as the command line, a batch task and a job on the queue name them: each
 * game builds its bots afresh from its own seed, so that a game plays the same wherever
 * and in whatever order it is played.
 *
 * @module
 */
import type { Bot } from '../bots/bot.js';
import { hashText } from '../bots/bot.js';
import { ismctsBot } from '../bots/ismcts.js';
import { randomBot } from '../bots/random-bot.js';
import { defaultBot } from '../bots/search.js';
import { left, right, type Either } from '../core/either.js';
import type { Seed } from '../core/seed.js';
import { BOT_NAMES } from './outcome.js';

/** A bot per seat, built afresh for each game from the game's seed and the seat. */
export type BotMaker = (gameSeed: Seed, seat: number) => Bot;

/** Most iterations `ismcts:N` accepts: beyond it a decision takes minutes. */
export const MAX_ISMCTS_ITERATIONS = 1_000_000;

/** A seed as the command line prints it: integers as they are, string seeds quoted. */
const seedText = (seed: Seed): string => (typeof seed === 'number' ? String(seed) : JSON.stringify(seed));

/**
 * The maker of the bot `name` ({@link BOT_NAMES}), or why the name is refused (a phrase
 * that names it). Each seat's bot gets its own seed from the game's seed: replays of a
 * tournament game choose the same moves, and two seats with the same bot do not mirror
 * each other.
 */
export function botMaker(name: string): Either<string, BotMaker> {
  const seedOf = (gameSeed: Seed, seat: number): number => hashText(`${seedText(gameSeed)}/${seat}`);
  if (name === 'random') return right((gameSeed, seat) => randomBot(seedOf(gameSeed, seat)));
  if (name === 'search' || name === 'default') return right((gameSeed, seat) => defaultBot({ seed: seedOf(gameSeed, seat) }));
  const ismcts = /^ismcts(?::([1-9][0-9]{0,6}))?$/.exec(name);
  if (ismcts !== null) {
    const iterations = ismcts[1] === undefined ? undefined : Number(ismcts[1]);
    if (iterations !== undefined && iterations > MAX_ISMCTS_ITERATIONS) return left(`${JSON.stringify(name)}: at most ${MAX_ISMCTS_ITERATIONS} iterations`);
    return right((gameSeed, seat) => ismctsBot({ seed: seedOf(gameSeed, seat), ...(iterations === undefined ? {} : { iterations }) }));
  }
  return left(`takes ${BOT_NAMES.join(', ')} per seat, got ${JSON.stringify(name.slice(0, 80))}`);
}
