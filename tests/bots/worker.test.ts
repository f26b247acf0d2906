/**
 * Bots in a worker thread: `serveBots` in a real Node `worker_threads` worker (the built
 * package), `createBotWorker` on this thread. The answers are legal, equal to the same
 * bot's answer here, and a cancelled decision ends at once without spoiling the next.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { answerRequest, createBotWorker, ismctsBot } from '../../src/bots/index.js';
import { canonicalJson } from '../../src/core/clone.js';
import type { Seat } from '../../src/core/game.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { viewOf } from '../../src/testing/index.js';

const entry = resolve(__dirname, 'fixtures/bot-worker.mjs');
const built = existsSync(resolve(__dirname, '../../dist/bots/index.js'));
if (!built) console.warn('worker.test: dist/ is missing (run `npm run build`); the worker-thread tests are skipped.');

function position(seed: number) {
  const state = meuterer.setup({ players: 3 }, seed);
  if (state._tag === 'Left') throw new Error(state.left.message);
  const table = meuterer.table(state.right);
  if (table._tag === 'Left') throw new Error(table.left.message);
  const seat = meuterer.activePlayers(state.right)[0] as Seat;
  return { state: state.right, table: table.right, seat, view: viewOf(meuterer.view(state.right, seat)) };
}

describe.skipIf(!built && process.env['CI'] !== 'true')('bots in a worker thread', () => {
  let spawned = 0;
  const bots = createBotWorker(() => {
    spawned++;
    return new Worker(entry);
  });
  afterAll(() => bots.terminate());

  it('answers a legal move, the same as the bot on this thread', async () => {
    const { state, table, seat, view } = position(3);
    const answer = await bots.choose('meuterer', table, view, seat, { bot: 'ismcts', seed: 4, iterations: 30 }).move;
    if (answer._tag === 'Left') throw new Error(answer.left.message);
    const legal = meuterer.legalMoves(state, seat).map((m) => canonicalJson(m));
    expect(legal).toContain(canonicalJson(answer.right));
    expect(answer).toEqual(ismctsBot({ seed: 4, iterations: 30 }).choose(meuterer, table, view, seat));
    const flat = await bots.choose('meuterer', table, view, seat, { bot: 'flat', seed: 1, playouts: 20 }).move;
    expect(flat._tag).toBe('Right');
  });

  it('refuses a game it does not play, and a view of another seat', async () => {
    const { table, seat, view } = position(5);
    const unknown = await bots.choose('shipyard', table, view, seat).move;
    expect(unknown._tag === 'Left' && unknown.left.code).toBe('INVALID_CONFIG');
    const other = await bots.choose('meuterer', table, view, ((seat + 1) % 3) as Seat).move;
    expect(other._tag === 'Left' && other.left.code).toBe('INVALID_VIEW');
  });

  it('a cancelled decision answers at once, and the next one is served by a fresh worker', async () => {
    const { table, seat, view } = position(7);
    const before = spawned;
    const long = bots.choose('meuterer', table, view, seat, { timeMs: 60_000 });
    setTimeout(() => long.cancel(), 50);
    const cancelled = await long.move;
    expect(cancelled._tag === 'Left' && cancelled.left.message).toMatch(/cancelled/);
    const next = await bots.choose('meuterer', table, view, seat, { iterations: 10 }).move;
    expect(next._tag).toBe('Right');
    expect(spawned).toBe(before + 1);
  });
});

describe('answerRequest', () => {
  it('answers hostile requests with Left, never throwing', () => {
    const games = [meuterer, nauticus] as never[];
    for (const request of [null, 7, 'x', [], { id: 1 }, { id: 2, game: 'meuterer' }, { id: 3, game: 'meuterer', view: [], seat: 0 }, { id: 4, game: 'meuterer', view: { viewer: 0 }, seat: 0, table: null, options: { bot: 'flat', playouts: -5 } }]) {
      const reply = answerRequest(games, request);
      expect('error' in reply).toBe(true);
    }
    const { table, seat, view } = position(9);
    const reply = answerRequest(games, { id: 5, game: 'meuterer', table, view, seat, options: { bot: 'random', seed: 2, timeMs: 'soon' } });
    expect(reply.id).toBe(5);
    expect('move' in reply).toBe(true);
  });
});
