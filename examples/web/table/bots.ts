/**
 * The bots of the example table: each one a client like a person's, given only its
 * seat's table and view, answering with a move.
 */
import type { AnyGame, BaseMove, Seat } from 'nautical-rules';
import { defaultBot, ismctsBot, randomBot, type Bot } from 'nautical-rules/bots';
import type { SeatKind } from './setup.js';

/** A bot per seat (`null` for a human seat), seeded from the table's seed so a game replays. */
export function botsFor(seats: readonly SeatKind[], seed: number | string, iterations: number | undefined): (Bot | null)[] {
  const base = typeof seed === 'number' ? seed | 0 : [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
  return seats.map((kind, seat) => {
    if (kind === 'random') return randomBot((base + seat) | 0);
    // A search bot is the library's default bot; a fixed iteration count (the tests' fast
    // bots) asks for the tree search with that many iterations instead.
    if (kind === 'ismcts') return iterations === undefined ? defaultBot({ seed: (base + seat) | 0 }) : ismctsBot({ seed: (base + seat) | 0, iterations });
    return null;
  });
}

/** One bot's move from its table and view; a bot that fails (it should not) is reported, not hidden. */
export function botMove(bot: Bot, game: AnyGame, table: unknown, view: unknown, seat: Seat): BaseMove {
  const chosen = bot.choose(game, table, view as { viewer: Seat }, seat);
  if (chosen._tag === 'Left') throw new Error(`${bot.name} in seat ${seat + 1}: ${chosen.left.message}`);
  return chosen.right as BaseMove;
}
