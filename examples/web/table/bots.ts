/**
 * The bots of the example table: each one a client like a person's, given only its
 * seat's table and view, answering with a move. They think in a Web Worker (bot-worker.js,
 * next to the page's bundle), so the page stays responsive while they search; where the
 * browser has no `Worker`, or the worker cannot start, they think on the page's thread.
 */
import { ruleError, type AnyGame, type BaseMove, type Seat } from 'nautical-rules';
import { answerRequest, createBotWorker, type BotWorker, type Decision, type WorkerBotOptions, type WorkerHandle } from 'nautical-rules/bots';
import type { SeatKind } from './setup.js';

/** A bot's answer: its move, or why it has none. */
export type BotAnswer = Awaited<Decision<BaseMove>['move']>;

/** A bot per seat (`null` for a human seat), seeded from the table's seed so a game replays. */
export function botsFor(seats: readonly SeatKind[], seed: number | string, iterations: number | undefined): (WorkerBotOptions | null)[] {
  const base = typeof seed === 'number' ? seed | 0 : [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
  return seats.map((kind, seat) => {
    if (kind === 'random') return { bot: 'random', seed: (base + seat) | 0 };
    // The library's default bot (the worker's 'search'); a fixed iteration count (the tests'
    // fast bots) asks for the tree search with that many iterations instead.
    if (kind === 'default') return iterations === undefined ? { bot: 'search', seed: (base + seat) | 0 } : { bot: 'ismcts', seed: (base + seat) | 0, iterations };
    return null;
  });
}

/** The page's bot worker, started at the first decision; `null` once the bots think on the page's thread. */
let worker: BotWorker | null | undefined;

function botWorker(): BotWorker | null {
  if (worker !== undefined) return worker;
  const Worker = (globalThis as { Worker?: new (url: string) => WorkerHandle & { addEventListener(type: 'error', listener: () => void): void } }).Worker;
  if (typeof Worker !== 'function') return (worker = null);
  worker = createBotWorker(() => {
    // A classic worker: the bundle is a plain script, so it loads in every browser with workers.
    const started = new Worker('bot-worker.js');
    // A worker whose script does not load leaves the bots on the page's thread (see `inWorker`).
    started.addEventListener('error', () => {
      const failed = worker;
      worker = null;
      failed?.terminate();
    });
    return started;
  });
  return worker;
}

/** The same decision on the page's thread, after the current event: the same seed and view give the same move as in the worker. */
function onPageThread(bot: WorkerBotOptions, game: AnyGame, table: unknown, view: unknown, seat: Seat): Decision<BaseMove> {
  let cancelled = false;
  const move = new Promise<BotAnswer>((resolve) =>
    setTimeout(() => {
      if (cancelled) return resolve(dropped());
      const reply = answerRequest([game], { id: 0, game: game.id, table, view, seat, options: bot });
      resolve('move' in reply ? { _tag: 'Right', right: reply.move } : { _tag: 'Left', left: reply.error });
    }),
  );
  return { move, cancel: () => void (cancelled = true) };
}

/**
 * Starts one bot's decision from its seat's table and view, once the page has drawn the
 * table (in a hidden tab the bots wait until it shows). `cancel()` drops it (the game was
 * left, restarted or stepped back): a decision in the worker is stopped at once.
 *
 * The time each bot thinks shows in the browser's performance panel as a "bot thinks"
 * measure (the browser test reads them); the answer is handed on in the next task, so the
 * page's own work on it (applying the move, drawing the table) falls after the measure.
 */
export function botDecision(bot: WorkerBotOptions, game: AnyGame, table: unknown, view: unknown, seat: Seat): Decision<BaseMove> {
  let thinking: Decision<BaseMove> | undefined;
  let cancelled = false;
  const move = afterDrawing().then(() => {
    if (cancelled) return dropped();
    const started = performance.now();
    thinking = inWorker(bot, game, table, view, seat);
    return thinking.move.then((answer) => {
      performance.measure('bot thinks', { start: started });
      return new Promise<BotAnswer>((resolve) => setTimeout(() => resolve(answer)));
    });
  });
  return {
    move,
    cancel: () => {
      cancelled = true;
      thinking?.cancel();
    },
  };
}

/** Resolves once the browser has drawn the page as it is now (the next frame, and after it). */
const afterDrawing = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The answer of a decision dropped before it was made. */
const dropped = (): BotAnswer => ({ _tag: 'Left', left: ruleError('INTERNAL_ERROR', 'The decision was cancelled.') });

/** The decision in the worker, or on the page's thread without one. */
function inWorker(bot: WorkerBotOptions, game: AnyGame, table: unknown, view: unknown, seat: Seat): Decision<BaseMove> {
  const client = botWorker();
  if (client === null) return onPageThread(bot, game, table, view, seat);
  const asked = client.choose(game.id, table, view as { viewer: Seat }, seat, bot);
  let cancelled = false;
  return {
    // The worker failed to start: this decision is made again on the page's thread.
    move: asked.move.then((answer) => (answer._tag === 'Left' && !cancelled && worker === null ? onPageThread(bot, game, table, view, seat).move : answer)),
    cancel: () => {
      cancelled = true;
      asked.cancel();
    },
  };
}

/** The move of a bot's answer; a bot that fails (it should not) is reported, not hidden. */
export function botMove(bot: WorkerBotOptions, answer: BotAnswer, seat: Seat): BaseMove {
  if (answer._tag === 'Left') throw new Error(`${bot.bot === 'random' ? 'The random' : 'The default'} bot of Player ${seat + 1}: ${answer.left.message}`);
  return answer.right;
}
