/**
 * `toBoardgameIO`: any game of this package as a boardgame.io (0.50) `Game`.
 *
 * How the rules stay ours and nothing leaks:
 *
 * - The match's `G` ({@link MatchG}) holds our state as JSON; every client receives its
 *   own {@link SeatG} instead, made from its view alone (`playerView`). `deltaState` sends
 *   each client only what changed in its own `G`, so the table goes once.
 * - At setup `G` holds only the config (public anyway): boardgame.io sends the setup state
 *   to every client unfiltered as `initialState` (its issue #1159). The table is dealt by
 *   the first `start` move, on the server, from a seed drawn there with full entropy and
 *   dealt with the ChaCha20 generator. boardgame.io's random plugin is never used.
 * - Two moves, both server-only (`client: false`) and redacted (their arguments reach no
 *   other client): `start`, which takes nothing, and `move`, which takes exactly one of our
 *   moves and the seat's move count (`move-arguments.ts` decodes both; the guard passes on
 *   only what they decode, so that is all boardgame.io's log keeps). A move for another
 *   seat, a move our `apply` refuses, a missing count or one that is not the seat's (a move
 *   sent twice, or chosen on an outdated view), extra arguments, are refused with
 *   `INVALID_MOVE`, which carries no reason: the reason is logged on the server, and
 *   clients are expected to send only the moves their `G` offers.
 * - A third server-only move, `table`, is the online table's own (`OnlineOptions.tableEvent`):
 *   it appends a table event (a seat handed to a bot and back, a seat out of time) to `G`,
 *   which every viewer's log shows; it takes a one-use token only the server's table
 *   gives, so a client sending it is refused.
 * - With `clock` (the online table's), each move charges the clocks in `G` from the
 *   server's time, and each seat's `G` carries them.
 * - boardgame.io's active players are ours after every move (several at once in a
 *   simultaneous step, whose moves are made from the same state: `ignoreStaleStateID`).
 *   The match ends when ours does, with our result as `ctx.gameover` (and no active seats).
 * - Events sent by a client (`endTurn`, `endGame`, `setActivePlayers`, ...), which
 *   boardgame.io's server runs even when the game disables them, are refused by a plugin
 *   that lets an action through only when one of our moves ran; undo and redo are off.
 *   What boardgame.io's server accepts beyond a game's reach (a client's `UPDATE` or `SYNC`
 *   action replacing the state, a move sent with another player id than the credentials')
 *   is closed by `guardTransport`, which every server must use.
 *
 * @module
 */
import type { Ctx, Game as BgioGame, Plugin } from 'boardgame.io';
import type { AnyGame, ConfigOf, Game, GameResult, MoveOf, StateOf, TableOf, ViewOf } from '../core/game.js';
import { left, right } from '../core/either.js';
import { preview } from '../core/plain.js';
import { randomSeed } from '../core/seed.js';
import { onlineConfig } from './config.js';
import { historyEntry } from './log-book.js';
import { MOVE_ARGUMENTS, moveArguments, startArguments, type ArgumentsDecoder } from './move-arguments.js';
import type { Clocks } from './table/clocks.js';
import { isPatchBase, isSeatG, seatViews, unmarked } from './seat-view.js';
import { seatOf, viewerOf } from './seats.js';
import type { MatchG, OnlineOptions, SeatG, TableEvent } from './types.js';

/** boardgame.io's refusal of a move (its `INVALID_MOVE` constant, without importing boardgame.io). */
const INVALID_MOVE = 'INVALID_MOVE';

/** The plugin that refuses every action in which none of our moves ran (client events). */
const GUARD = 'nauticalRules';

/** The `table` move takes one token, made by the server's table (`OnlineOptions.tableEvent`). */
export const tableArguments: ArgumentsDecoder = (args) =>
  args.length === 1 && typeof args[0] === 'string' && /^[0-9a-f]{16,64}$/.test(args[0]) ? right([args[0]]) : left('table takes one token of the server');

/** The result of a match that ends because `seat` ran out of time: the others by their points now, the seat last. */
function timedOutResult(game: AnyGame, state: unknown, seat: number, players: number): GameResult & { readonly timedOut: readonly number[] } {
  const scores = [...(game.tally(state) as readonly number[])];
  const others = Array.from({ length: players }, (_, i) => i).filter((i) => i !== seat);
  const points = [...new Set(others.map((i) => scores[i] ?? 0))].sort((a, b) => b - a);
  const ranking = [...points.map((p) => others.filter((i) => (scores[i] ?? 0) === p)), [seat]];
  return { scores, ranking, timedOut: [seat] };
}

/** The per-action flag the guard plugin hands to moves, and the match `G` as it is stored. */
interface GuardApi {
  ran: boolean;
  /**
   * The `G` before the action, itself: boardgame.io hands moves immer's draft of it, whose
   * every read goes through a proxy (a history of 150 moves read through it is 150 traps
   * a move). Our moves never edit `G`: they read this one and return a new `G`.
   */
  readonly G?: MatchG;
}

/** What our moves and setup receive from boardgame.io (only the parts they use). */
interface MoveContext {
  readonly G: MatchG;
  readonly ctx: Ctx;
  readonly playerID?: string;
  readonly events?: { setActivePlayers?: (arg: string[]) => void; endGame?: (result: GameResult) => void };
  readonly [GUARD]?: GuardApi;
}

/**
 * The boardgame.io game that {@link toBoardgameIO} returns: `G` is a {@link MatchG} on the
 * server; each client receives a {@link SeatG} as its `G`.
 */
export type OnlineGame = BgioGame<MatchG>;

/** A client's `G` for a game of this package: what `playerView` sends to one client. */
export type SeatGOf<G extends AnyGame> = SeatG<MoveOf<G>, ViewOf<G>, TableOf<G>>;

const guardPlugin: Plugin<GuardApi, { ran: boolean }, MatchG> = {
  name: GUARD,
  setup: () => ({ ran: true }),
  // A fresh flag for every action: only our setup and moves raise it.
  api: ({ G }) => ({ ran: false, G }),
  flush: ({ api }) => ({ ran: api?.ran === true }),
  isInvalid: ({ data }) => (data?.ran === true ? false : 'refused: only the moves of nautical-rules change this match (events, undo and redo are off)'),
};

const markRan = (context: MoveContext): void => {
  const api = context[GUARD];
  if (api !== undefined) api.ran = true;
};

/** The match `G` a move reads: the stored one (see {@link GuardApi.G}), or the draft without the guard. */
const storedG = (context: MoveContext): MatchG => context[GUARD]?.G ?? context.G;

/**
 * `history` with `entry` added, frozen: immer, which boardgame.io runs every move through,
 * walks (and freezes) every part of the `G` a move returns that is not frozen yet, so an
 * unfrozen history would cost a walk of every move so far at every move.
 */
const withEntry = (history: readonly unknown[], entry: unknown): readonly unknown[] => Object.freeze([...history, entry]);

/**
 * A boardgame.io (0.50.x) `Game` that plays `game` by our rules; pass it to boardgame.io's
 * `Server` (with {@link guardTransport}) and `Client`. See the online guide for a server
 * and a client, and for what is refused and why.
 *
 * `setupData`, when given, is an object of rule options laid over the game's default
 * config for the match's seat count; fields that fix an arrangement are refused, because
 * boardgame.io's lobby makes `setupData` public (see {@link OnlineOptions.configFields}).
 */
export function toBoardgameIO<G extends AnyGame>(game: G & Game<ConfigOf<G>, StateOf<G>, MoveOf<G>, ViewOf<G>, TableOf<G>>, options: OnlineOptions = {}): OnlineGame {
  const views = seatViews(game);
  const warn = options.log ?? ((message: string) => console.warn(message));
  const drawSeed = options.seed ?? randomSeed;
  const name = options.name ?? game.id;
  // The clocks of the state a move makes (the server's hook): charged up to now, the seats `active` running.
  const clockAfter = (G: MatchG, moved: readonly number[], active: readonly number[]): Clocks | null => options.clock?.(G.clock ?? null, G.players, moved, active) ?? null;
  const activeOf = (state: unknown): readonly number[] => (game.isOver(state) ? [] : game.activePlayers(state));

  // After each deal and move: our active seats become boardgame.io's, and the match ends
  // with ours. Both are events raised by the move, run in order by boardgame.io (an
  // `endIf` would end the match before the active seats are cleared).
  const follow = (context: MoveContext, state: unknown): GameResult | null => {
    const over = game.isOver(state);
    context.events?.setActivePlayers?.(over ? [] : game.activePlayers(state).map(String));
    if (!over) return null;
    const result = game.result(state);
    context.events?.endGame?.(result);
    return result;
  };

  const setup = (context: MoveContext, setupData?: unknown): MatchG => {
    markRan(context);
    const players = context.ctx.numPlayers;
    const config = onlineConfig(game, setupData, players, options.configFields);
    return {
      config: config._tag === 'Right' ? config.right : null,
      players,
      state: null,
      moved: Array.from({ length: players }, () => 0),
      seed: null,
      history: [],
      result: null,
      problem: config._tag === 'Left' ? config.left : null,
      events: [],
      clock: null,
    };
  };

  const refuse = (why: string): typeof INVALID_MOVE => {
    warn(`nautical-rules/boardgameio ${name}: ${why}`);
    return INVALID_MOVE;
  };

  const start = (context: MoveContext, ...args: unknown[]): MatchG | typeof INVALID_MOVE => {
    const { G } = context;
    const decoded = startArguments(args);
    if (decoded._tag === 'Left') return refuse(`${decoded.left}.`);
    if (G.state !== null) return refuse('start: the table is already dealt.');
    if (G.problem !== null || G.config === null) return refuse(`start: ${G.problem ?? 'no config'}`);
    const seed = drawSeed();
    const dealt = game.setup(G.config as ConfigOf<G>, seed);
    if (dealt._tag === 'Left') return refuse(`start: ${dealt.left.code}: ${dealt.left.message}`);
    const state = dealt.right;
    markRan(context);
    const result = follow(context, state);
    // The log lines are not stored: each process derives them from the seed and the moves (log-book.ts).
    return { ...G, state: views.stored(state), seed, history: [], result, clock: clockAfter(G, G.moved, activeOf(state)) };
  };

  const decodeMove = moveArguments(game.codecs.move);
  const move = (context: MoveContext, ...args: unknown[]): MatchG | typeof INVALID_MOVE => {
    const G = storedG(context);
    if (G.state === null) return refuse('move before the table is dealt (send start first).');
    const seat = seatOf(context.playerID, G.players);
    if (seat === null) return refuse(`move from ${preview(context.playerID, 20)}, not a seat.`);
    const decoded = decodeMove(args);
    if (decoded._tag === 'Left') return refuse(`Player ${seat + 1}: ${decoded.left}`);
    const [candidate, moved] = decoded.right as [MoveOf<G>, number];
    const player = (candidate as { player?: unknown }).player;
    if (player !== seat) return refuse(`Player ${seat + 1} sent a move for ${typeof player === 'number' && Number.isInteger(player) && player >= 0 ? `Player ${player + 1}` : preview(player, 20)}.`);
    if (moved !== G.moved[seat]) return refuse(`Player ${seat + 1} sent a move chosen after ${moved} of their moves; they have made ${G.moved[seat]}.`);
    const before = views.state(G.state) as StateOf<G>;
    const next = game.apply(before, candidate);
    if (next._tag === 'Left') return refuse(`Player ${seat + 1}: ${next.left.code}: ${next.left.message}`);
    const after = next.right;
    markRan(context);
    const result = follow(context, after);
    const movedAfter = G.moved.map((n, i) => (i === seat ? n + 1 : n));
    return {
      ...G,
      state: views.stored(after),
      moved: movedAfter,
      clock: clockAfter(G, movedAfter, activeOf(after)),
      // `?? []`: a match stored before the history was kept (its log shows no lines).
      history: withEntry((G.history as readonly unknown[] | undefined) ?? [], historyEntry(game, before, candidate, G.players)),
      result,
    };
  };

  // What the server's own table did (see OnlineOptions.tableEvent): a line in every log, and
  // for a seat out of time, the end of the match. The moves and the game state stay as they are.
  const tableMove = (context: MoveContext, ...args: unknown[]): MatchG | typeof INVALID_MOVE => {
    const { G } = context;
    const decoded = tableArguments(args);
    if (decoded._tag === 'Left') return refuse(`${decoded.left}.`);
    const event = options.tableEvent?.(decoded.right[0] as string);
    if (event === undefined) return refuse(`table: seat ${preview(context.playerID, 20)} sent a token the table never gave.`);
    if (G.state === null || G.result !== null) return refuse('table: the match is not under way.');
    if (!Number.isSafeInteger(event.seat) || event.seat < 0 || event.seat >= G.players) return refuse(`table: no seat ${preview(event.seat, 20)}.`);
    markRan(context);
    const events: TableEvent[] = [...(G.events ?? []), { at: G.history.length, seat: event.seat, kind: event.kind, line: String(event.line).slice(0, 200) }];
    const state = views.state(G.state);
    if (event.kind !== 'timeout') return { ...G, events, clock: clockAfter(G, G.moved, activeOf(state)) };
    const result = timedOutResult(game, state, event.seat, G.players);
    context.events?.setActivePlayers?.([]);
    context.events?.endGame?.(result);
    return { ...G, events, result, clock: clockAfter(G, G.moved, []) };
  };

  // Each seat's G with the match's clocks, when it has any.
  const withClock = (seatG: SeatG, clock: Clocks | null | undefined): SeatG => (clock === null || clock === undefined ? seatG : { ...seatG, clocks: { remaining: clock.remaining, running: clock.running, at: clock.at } });

  const allSeats = { all: null } as unknown as NonNullable<NonNullable<BgioGame['turn']>['activePlayers']>;

  return {
    name,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    deltaState: true,
    disableUndo: true,
    setup: setup as unknown as BgioGame<MatchG>['setup'],
    validateSetupData: (setupData: unknown, numPlayers: number) => {
      const config = onlineConfig(game, setupData, numPlayers, options.configFields);
      return config._tag === 'Left' ? config.left : undefined;
    },
    moves: {
      start: { move: start as never, client: false, redact: true, ignoreStaleStateID: true, undoable: false, [MOVE_ARGUMENTS]: startArguments },
      move: { move: move as never, client: false, redact: true, ignoreStaleStateID: true, undoable: false, [MOVE_ARGUMENTS]: decodeMove },
      table: { move: tableMove as never, client: false, redact: true, ignoreStaleStateID: true, undoable: false, [MOVE_ARGUMENTS]: tableArguments },
    },
    // Until the deal, any seat may deal; after it, our active seats (set by each move).
    turn: { activePlayers: allSeats },
    events: { endGame: false, endPhase: false, endTurn: false, setPhase: false, endStage: false, setStage: false, pass: false, setActivePlayers: false },
    playerView: ({ G, playerID }) => {
      // A local client (no server) filters what it was given; a seat G is already filtered.
      if (isSeatG(G)) return G;
      const seatG = withClock(views.seatG(unmarked(G), viewerOf(playerID, G.players)), G.clock);
      // The base of a patch (see guardTransport): without its view, the patch replaces the view whole.
      return isPatchBase(G) ? { ...seatG, view: null } : seatG;
    },
    plugins: [guardPlugin],
    ai: {
      enumerate: (G: MatchG | SeatG, _ctx: Ctx, playerID: string) => {
        const seatG = isSeatG(G) ? G : views.seatG(G, viewerOf(playerID, G.players));
        if (seatG.viewer === 'spectator') return [];
        if (!seatG.dealt) return seatG.problem === null ? [{ move: 'start', args: [] }] : [];
        return seatG.moves.map((offer) => ({ move: 'move', args: [offer.move, seatG.moved] }));
      },
    },
  } as OnlineGame;
}
