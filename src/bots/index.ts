/**
 * Bots for every game, from what their seat may see: the default bot ({@link defaultBot},
 * a flat search with game-aware playouts), a uniformly random player, a flat Monte Carlo
 * baseline and an information-set Monte Carlo tree search (SO-ISMCTS), behind one
 * {@link Bot} interface that a bot of your own implements too. No Node-only API: bots run in browsers.
 *
 * ```ts
 * import { defaultBot, playMatch, randomBot } from 'nautical-rules/bots';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const match = playMatch(meuterer, { players: 3 }, 7, [defaultBot({ seed: 1 }), randomBot(2), randomBot(3)]);
 * if (match._tag === 'Right') console.log(match.right.result.ranking);
 * ```
 *
 * A bot never reads the real state: it receives the game, its table and its seat's view,
 * and searches over states sampled with `game.fromView`. See docs/bots.md for the
 * algorithm, the budgets and how to write your own.
 *
 * @module bots
 */
export type { Bot } from './bot.js';
export { randomBot } from './random-bot.js';
export type { DecisionOptions } from './decision.js';
export type { SearchOptions } from './search.js';
export { defaultBot, searchBot } from './search.js';
export type { IsmctsOptions } from './ismcts.js';
export { ismctsBot } from './ismcts.js';
export type { FlatOptions } from './flat.js';
export { flatBot } from './flat.js';
export type { Clock } from './clock.js';
export { cpuClock } from './clock.js';
export type { Budget } from './budgets.js';
export { budgetFor } from './budgets.js';
export { rankRewards, rewardsOf } from './rewards.js';
export type { Match, MatchOptions } from './match.js';
export { playMatch } from './match.js';
export type { Interval } from './stats.js';
export { wilson } from './stats.js';
export type { BotReply, BotRequest, BotWorker, Decision, WorkerBotOptions, WorkerHandle, WorkerScope } from './worker.js';
export { answerRequest, createBotWorker, serveBots } from './worker.js';
