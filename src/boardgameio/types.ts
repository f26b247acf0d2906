/**
 * The values the boardgame.io adapter keeps on the server and sends to each client.
 *
 * @module
 */
import type { BaseMove, GameResult, Viewer } from '../core/game.js';
import type { Seed } from '../core/seed.js';
import type { Clocks } from './table/clocks.js';

/**
 * What the server keeps for a match as boardgame.io's `G`. It is never sent to a client
 * as it is: every client receives its own {@link SeatG} instead (boardgame.io's
 * `playerView`). At setup it holds nothing secret, because boardgame.io sends the setup
 * `G` to every client unfiltered (its issue #1159): the table is dealt by the first
 * `start` move, on the server.
 */
export interface MatchG {
  /** The config the table is dealt with: public, since boardgame.io's lobby shows `setupData`. */
  readonly config: unknown;
  /** How many seats the match has. */
  readonly players: number;
  /** The full state of the game as JSON (a string, so boardgame.io's immer never drafts it), or `null` until dealt. */
  readonly state: string | null;
  /** How many moves each seat has made: a client sends its own count with a move, so a move chosen on a stale view is not applied twice. */
  readonly moved: readonly number[];
  /**
   * The seed the table was dealt from, or `null` until dealt. Secret as the state is: a `G`
   * is never sent to a client as it is, and the setup `G` (which is) has none yet.
   */
  readonly seed: Seed | null;
  /**
   * Every move applied since the deal, in order, each as a small number (its place among
   * the seat's legal moves; `log-book.ts`). With the seed, what each viewer's log
   * lines are derived from (`describeStart`, `describe`) wherever a client's `G` is made,
   * so the stored state grows by a move's few bytes, not by every viewer's rendered lines.
   */
  readonly history: readonly unknown[];
  /** The final result once the game is over (what `ctx.gameover` carries), else `null`. */
  readonly result: GameResult | null;
  /** Why this match cannot be dealt (a config the game refuses), or `null`. */
  readonly problem: string | null;
  /**
   * What the table's server did to the match (a seat handed to a bot and back, a seat out
   * of time), each at its place among the moves: appended only by the `table` move, which
   * only the server's own table may make. Absent in a match stored before there were any.
   */
  readonly events?: readonly TableEvent[];
  /**
   * The match's clocks, charged from the server's own time when each state is made
   * (`OnlineOptions.clocks`), or `null`/absent without clocks and before the deal.
   */
  readonly clock?: Clocks | null;
}

/** One move a seat may make now, ready for a button. */
export interface OfferedMove<Move extends BaseMove = BaseMove> {
  /** The move to send: `client.moves.move(offer.move, G.moved)`. */
  readonly move: Move;
  /** The game's label for it (`Game.moveLabel`), made from the seat's table and view only. */
  readonly label: string;
  /** The game's heading for it (`Game.moveGroup`). */
  readonly group: string;
}

/**
 * What one client receives as boardgame.io's `G`: its own view, its legal moves with
 * their labels, its own log lines, and the table (the part that never changes, which
 * boardgame.io's `deltaState` patches send once).
 *
 * @typeParam Move - the game's moves.
 * @typeParam View - the game's view.
 * @typeParam Table - the game's table.
 */
export interface SeatG<Move extends BaseMove = BaseMove, View = unknown, Table = unknown> {
  /** Whose G this is: a seat, or `'spectator'`. */
  readonly viewer: Viewer;
  /** Whether the table is dealt; until it is, any seat may send the `start` move. */
  readonly dealt: boolean;
  /** Why the match cannot be dealt, or `null`. */
  readonly problem: string | null;
  /** The public part that never changes (`Game.table`); `null` until dealt, or while the game has no table. */
  readonly table: Table | null;
  /** The viewer's view (`Game.view`); `null` until dealt. */
  readonly view: View | null;
  /** The viewer's legal moves now, with labels; empty for a spectator and for a seat that may not move. */
  readonly moves: readonly OfferedMove<Move>[];
  /** How many moves this seat has made (0 for a spectator): the second argument of `move`. */
  readonly moved: number;
  /**
   * The viewer's own log lines (`Game.describeStart`, `Game.describe`), keyed by
   * their index from 0 (`Object.values(G.log)` lists them in order; `logLines` does it).
   * Not an array: boardgame.io's patcher diffs a growing array in cubic time, a record in
   * linear time.
   */
  readonly log: Readonly<Record<number, string>>;
  /**
   * The match's clocks as the server charged them when it made this state: every seat's
   * remaining time in ms as of `at` (the server's time), and whose clock runs. A running
   * clock has gone down since by the time passed. Present only when the match has clocks.
   */
  readonly clocks?: { readonly remaining: readonly number[]; readonly running: readonly boolean[]; readonly at: number };
}

/** Options of `toBoardgameIO`. */
export interface OnlineOptions {
  /** The boardgame.io game name (no spaces): the lobby's and the socket namespace's. Default: the game's `id`. */
  readonly name?: string;
  /**
   * The config fields that `setupData` may set. Default: the rule options of the game
   * (for the four games of this package, every field but those that fix an arrangement:
   * hands, decks, stacks, who starts), or the fields of `defaultConfig` for another game.
   * `setupData` is public (boardgame.io's lobby lists it), so a field that fixes what a
   * seat may not see must never be listed here.
   */
  readonly configFields?: readonly string[];
  /**
   * Where seeds come from. Default: `randomSeed()`, 256 bits from `crypto`. Replace it
   * only to record seeds (tests, audits); a seed that can be guessed deals a table that can
   * be predicted.
   */
  readonly seed?: () => Seed;
  /** Where refusals are logged on the server. Default: `console.warn`. */
  readonly log?: (message: string) => void;
  /**
   * Clocks: the clocks of each state a move makes, from the previous ones (`null` at the
   * deal), the seats' move counts and the seats active after it, charged from the server's
   * own time. Every state's `G` then holds them and each seat is sent them with its `G`
   * (`SeatG.clocks`). The online table gives this from its `clocks` option (with `advance`);
   * acting on a time-out is the table's.
   */
  readonly clock?: (previous: Clocks | null, players: number, moved: readonly number[], active: readonly number[]) => Clocks;
  /**
   * The events the server's own table may record (`onlineTable` gives this): the `table`
   * move carries one token, and is accepted only when this answers it with an event. A
   * client cannot know a token (they are random, used once, and the move's arguments reach
   * no other client). Without it, the `table` move is always refused.
   */
  readonly tableEvent?: (token: string) => Omit<TableEvent, 'at'> | undefined;
}

/**
 * One thing the table's server did to a match, recorded in its `G` (`MatchG.events`) by
 * the `table` move at its place among the moves: every viewer's log shows its line there.
 *
 * - `bot`: the seat's person is gone, and a bot plays the seat;
 * - `back`: the person is back and plays the seat again;
 * - `timeout`: the seat ran out of time, and the match ended there.
 */
export interface TableEvent {
  /** How many moves the match had when it happened (`MatchG.history.length`). */
  readonly at: number;
  readonly seat: number;
  readonly kind: 'bot' | 'back' | 'timeout';
  /** Its log line, the same for every viewer ("Player 2's seat is played by a bot."), written by the table. */
  readonly line: string;
}
