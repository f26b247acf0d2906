/**
 * Bots off the main thread: a bot searching on a page's main thread freezes it for as
 * long as it thinks. These two halves run one in a Web Worker (or a Node `worker_threads`
 * worker) and one on the page (or the main thread):
 *
 * - {@link serveBots}, called by the worker's entry script with the games it may play;
 * - {@link createBotWorker}, the client: `choose(gameId, table, view, seat, options)`
 *   answers a move as a promise, and `cancel()` stops a decision at once.
 *
 * The games are the entry script's imports, not this module's: `nautical-rules/bots`
 * bundles no game. Messages are plain data (structured clones).
 *
 * ```ts partial
 * // bot-worker.ts, the worker's entry
 * import { serveBots } from 'nautical-rules/bots';
 * import { meuterer } from 'nautical-rules/meuterer';
 * serveBots(self, [meuterer]);
 *
 * // on the page
 * import { createBotWorker } from 'nautical-rules/bots';
 * const bots = createBotWorker(() => new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' }));
 * const decision = bots.choose('meuterer', table, view, seat, { seed: 1 }); // the default bot
 * const move = await decision.move; // Either<RuleError, move>; decision.cancel() to stop
 * ```
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { BaseMove, BaseView, Game, Seat } from '../core/game.js';
import type { Bot } from './bot.js';
import { flatBot } from './flat.js';
import { ismctsBot } from './ismcts.js';
import { randomBot } from './random-bot.js';
import { searchBot } from './search.js';

/** Which bot decides in the worker, and its options (plain data: they cross to the worker). */
export interface WorkerBotOptions {
  /** The bot: `'search'` (the default bot, {@link searchBot}), `'ismcts'`, `'flat'` or `'random'`. */
  readonly bot?: 'search' | 'ismcts' | 'flat' | 'random';
  /** Seed of the bot (default 0). */
  readonly seed?: number;
  /** Time to think per decision in milliseconds (wall clock of the worker); see `SearchOptions.timeMs`. */
  readonly timeMs?: number;
  /** `ismcts` only: iterations per decision. */
  readonly iterations?: number;
  /** `search` and `flat` only: playouts per decision. */
  readonly playouts?: number;
}

/** A request to the worker. */
export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly table: unknown;
  readonly view: unknown;
  readonly seat: Seat;
  readonly options?: WorkerBotOptions;
}

/** The worker's answer to the request `id`. */
export type BotReply = { readonly id: number; readonly move: BaseMove } | { readonly id: number; readonly error: RuleError };

/** What a worker's side of the channel offers: `self` in a Web Worker, `parentPort` in Node. */
export interface WorkerScope {
  /** Sends a message to the other side of the worker. */
  postMessage(message: unknown): void;
  /** Node's `MessagePort` and `Worker`: the listener receives the message itself. */
  on?(type: 'message', listener: (data: unknown) => void): unknown;
  /** Web Workers: the listener receives a `MessageEvent`. */
  addEventListener?(type: 'message', listener: (event: { data: unknown }) => void): unknown;
}

/** What the client holds of a worker: a Web `Worker` or a Node `worker_threads` `Worker`. */
export interface WorkerHandle extends WorkerScope {
  /** Ends the worker at once, abandoning what it was computing. */
  terminate(): unknown;
}

const listen = (scope: WorkerScope, handler: (data: unknown) => void): void => {
  if (typeof scope.on === 'function') scope.on('message', handler);
  else if (typeof scope.addEventListener === 'function') scope.addEventListener('message', (event) => handler(event.data));
};

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const finite = (u: unknown): number | undefined => (typeof u === 'number' && Number.isFinite(u) ? u : undefined);

/** The bot a request asks for; unknown or malformed options fall back to the defaults. */
function botFor(options: unknown): Bot {
  const o = isRecord(options) ? options : {};
  const seed = finite(o['seed']) ?? 0;
  const timeMs = finite(o['timeMs']);
  if (o['bot'] === 'random') return randomBot(seed);
  if (o['bot'] === 'flat') {
    const playouts = finite(o['playouts']);
    return flatBot({ seed, ...(timeMs === undefined ? {} : { timeMs }), ...(playouts === undefined ? {} : { playouts: Math.min(playouts, 1e7) }) });
  }
  if (o['bot'] !== 'ismcts') {
    const playouts = finite(o['playouts']);
    return searchBot({ seed, ...(timeMs === undefined ? {} : { timeMs }), ...(playouts === undefined ? {} : { playouts: Math.min(playouts, 1e7) }) });
  }
  const iterations = finite(o['iterations']);
  return ismctsBot({ seed, ...(timeMs === undefined ? {} : { timeMs }), ...(iterations === undefined ? {} : { iterations: Math.min(iterations, 1e7) }) });
}

/** Answers one request: a move of the named game, or why not. */
export function answerRequest(games: readonly Game<any, any, BaseMove, BaseView, any>[], request: unknown): BotReply {
  const id = isRecord(request) ? (finite(request['id']) ?? -1) : -1;
  const fail = (error: RuleError): BotReply => ({ id, error });
  if (!isRecord(request)) return fail(ruleError('MALFORMED_MOVE', 'A bot request is an object.'));
  const game = games.find((g) => g.id === request['game']);
  if (game === undefined) return fail(ruleError('INVALID_CONFIG', `This worker plays ${games.map((g) => g.id).join(', ') || 'no game'}.`));
  const view = request['view'];
  const seat = request['seat'];
  if (!isRecord(view) || typeof seat !== 'number') return fail(ruleError('INVALID_VIEW', 'A bot request needs a view and a seat.'));
  const answer = botFor(request['options']).choose(game, request['table'], view as unknown as BaseView, seat);
  return answer._tag === 'Left' ? fail(answer.left) : { id, move: answer.right };
}

/**
 * Answers bot requests arriving on `scope` (a Web Worker's `self`, Node's `parentPort`)
 * with moves of `games`: call it once in the worker's entry script.
 */
export function serveBots(scope: WorkerScope, games: readonly Game<any, any, any, any, any>[]): void {
  listen(scope, (data) => {
    let reply: BotReply;
    try {
      reply = answerRequest(games, data);
    } catch (e) {
      reply = { id: isRecord(data) ? (finite(data['id']) ?? -1) : -1, error: ruleError('INTERNAL_ERROR', e instanceof Error ? e.message : 'The bot failed.') };
    }
    scope.postMessage(reply);
  });
}

/** One decision under way in a worker. */
export interface Decision<M> {
  /** The move, or why there is none (`Left` with the code `INTERNAL_ERROR` when cancelled). */
  readonly move: Promise<Either<RuleError, M>>;
  /** Stops the decision: the worker is ended at once and a fresh one started for the next request. */
  cancel(): void;
}

/** The client side: see the module page. */
export interface BotWorker {
  /** Asks the worker for a move of `seat`; requests are answered in turn. */
  choose<M extends BaseMove = BaseMove>(gameId: string, table: unknown, view: BaseView, seat: Seat, options?: WorkerBotOptions): Decision<M>;
  /** Ends the worker; pending decisions answer `Left`. */
  terminate(): void;
}

/**
 * A client for bots in a worker that `spawn` starts (`() => new Worker(...)`, Web or
 * Node). The worker is started on the first request, and again after a cancel (a search
 * cannot be interrupted from outside but by ending its thread).
 */
export function createBotWorker(spawn: () => WorkerHandle): BotWorker {
  let worker: WorkerHandle | undefined;
  let nextId = 1;
  const pending = new Map<number, (answer: Either<RuleError, BaseMove>) => void>();
  const stop = (message: string): void => {
    const w = worker;
    worker = undefined;
    if (w !== undefined) void w.terminate();
    const waiting = [...pending.values()];
    pending.clear();
    for (const resolve of waiting) resolve(left(ruleError('INTERNAL_ERROR', message)));
  };
  const start = (): WorkerHandle => {
    const w = spawn();
    listen(w, (data) => {
      if (w !== worker || !isRecord(data)) return;
      const id = finite(data['id']) ?? -1;
      const resolve = pending.get(id);
      if (resolve === undefined) return;
      pending.delete(id);
      resolve('move' in data ? right(data['move'] as BaseMove) : left((data['error'] as RuleError | undefined) ?? ruleError('INTERNAL_ERROR', 'The bot failed.')));
    });
    return w;
  };
  return {
    choose<M extends BaseMove>(gameId: string, table: unknown, view: BaseView, seat: Seat, options: WorkerBotOptions = {}): Decision<M> {
      const id = nextId++;
      const move = new Promise<Either<RuleError, M>>((resolve) => pending.set(id, resolve as (answer: Either<RuleError, BaseMove>) => void));
      worker ??= start();
      worker.postMessage({ id, game: gameId, table, view, seat, options } satisfies BotRequest);
      return {
        move,
        cancel: () => {
          if (pending.has(id)) stop('The decision was cancelled.');
        },
      };
    },
    terminate: () => stop('The bot worker was ended.'),
  };
}
