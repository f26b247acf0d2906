/**
 * What each boardgame.io move takes as arguments, as one decoder per move: the guard
 * passes on only the decoded arguments (so they are all boardgame.io stores in its log),
 * and the adapter's moves decode with the same function (so a server without the guard
 * refuses the same).
 *
 * A move of `toBoardgameIO` carries its decoder under {@link MOVE_ARGUMENTS}; a move of
 * another game served next to ours gets {@link anyArguments}.
 *
 * @module
 */
import type * as t from 'io-ts';
import { left, right, type Either } from '../core/either.js';
import { MOVE_LIMITS, preview } from '../core/plain.js';
import { moveCountOf, plainInbound } from './inbound-fields.js';

/** The arguments of one move, decoded (a fresh copy), or why they are refused. */
export type ArgumentsDecoder = (args: readonly unknown[]) => Either<string, unknown[]>;

/**
 * Where a move definition keeps its {@link ArgumentsDecoder}. A registered symbol, so that the
 * package's ES and CommonJS builds, loaded side by side, still agree on it.
 */
export const MOVE_ARGUMENTS: unique symbol = Symbol.for('nautical-rules/boardgameio/move-arguments') as never;

/** The most arguments a move of another game may take. */
const MAX_ARGUMENTS = 8;

/** Arguments of a move of another game: at most eight, each a plain value within the limits of a move. */
export const anyArguments: ArgumentsDecoder = (args) => {
  if (args.length > MAX_ARGUMENTS) return left(`a move takes at most ${MAX_ARGUMENTS} arguments, not ${args.length}`);
  const out: unknown[] = [];
  for (const [i, arg] of args.entries()) {
    const plain = plainInbound(arg, MOVE_LIMITS);
    if (plain._tag === 'Left') return left(`argument ${i + 1}: ${plain.left}`);
    out.push(plain.right);
  }
  return right(out);
};

/** The decoder a move definition carries, or {@link anyArguments}. */
export function argumentsOf(move: unknown): ArgumentsDecoder {
  if (typeof move !== 'object' || move === null) return anyArguments;
  const decoder = (move as { [MOVE_ARGUMENTS]?: unknown })[MOVE_ARGUMENTS];
  return typeof decoder === 'function' ? (decoder as ArgumentsDecoder) : anyArguments;
}

/** `start` takes nothing: the deal's seed is drawn on the server. */
export const startArguments: ArgumentsDecoder = (args) => (args.length === 0 ? right([]) : left(`start takes no arguments, not ${args.length}`));

/**
 * `move` takes exactly two arguments: one move of the game (decoded by its codec, which
 * refuses unknown fields; a game's codec takes a bounded plain copy first) and the seat's
 * move count (`G.moved`), which is required: a move sent twice, or chosen on an outdated
 * view, carries a count that is no longer the seat's.
 */
export function moveArguments<Move>(codec: t.Type<Move, unknown, unknown>): ArgumentsDecoder {
  return (args) => {
    if (args.length !== 2) {
      return left(args.length < 2 ? "move takes the move and the seat's move count: move(offer.move, G.moved)" : `move takes two arguments (the move and the seat's move count), not ${args.length}`);
    }
    const count = moveCountOf(args[1]);
    if (count._tag === 'Left') return count;
    const plain = plainInbound(args[0], MOVE_LIMITS);
    if (plain._tag === 'Left') return left(`MALFORMED_MOVE: ${plain.left}`);
    const move = codec.decode(plain.right);
    if (move._tag === 'Left') return left(`MALFORMED_MOVE: ${preview(plain.right, 80)} is not a move of this game`);
    return right([move.right, count.right]);
  };
}
