/**
 * Matches stored with boardgame.io's FlatFile (node-persist) survive a server restart: the
 * server is stopped mid-game and started again on the same port, the socket clients
 * reconnect by themselves, and the game ends as the same seed and moves say.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlatFile } from 'boardgame.io/server';
import { afterAll, expect, it } from 'vitest';
import { randomSeed } from '../../src/core/index.js';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, startServer, stored, until, type Running } from './harness.js';
import { autoPlay, rebuild } from './play.js';

const dir = mkdtempSync(join(tmpdir(), 'nautical-flatfile-'));
let running: Running | undefined;

/**
 * boardgame.io's FlatFile, writing each change at once. node-persist (under FlatFile)
 * queues writes and flushes them once a second by default, so every move of this test
 * waited up to a second for its write, and a flush could land after the folder was gone.
 */
class PromptFlatFile extends FlatFile {
  override async connect(): Promise<void> {
    const store = this as unknown as { games: { init(options: object): Promise<unknown> } };
    await store.games.init({ dir, writeQueue: false });
  }
}
afterAll(async () => {
  await running?.stop();
  // The server writes after it broadcasts, and node-persist finishes a write on its own
  // schedule: remove the folder only once nothing in it has changed for a while, or a
  // late write fails on a folder that is gone.
  await quiet(dir);
  rmSync(dir, { recursive: true, force: true });
});

/** Resolves once the files of `folder` (names, sizes, times) stay the same for 400 ms, or after 10 s. */
async function quiet(folder: string): Promise<void> {
  const look = (): string =>
    readdirSync(folder)
      .sort()
      .map((f) => {
        try {
          const s = statSync(join(folder, f));
          return `${f}:${s.size}:${s.mtimeMs}`;
        } catch {
          return `${f}:gone`; // removed between the listing and the look: still changing
        }
      })
      .join('|');
  const until = Date.now() + 10_000;
  let last = look();
  while (Date.now() < until) {
    await new Promise((ok) => setTimeout(ok, 400));
    const now = look();
    if (now === last) return;
    last = now;
  }
}

it('a FlatFile match survives a restart mid-game; the clients reconnect and finish it', async () => {
  const seeds: string[] = [];
  const logged: string[] = [];
  const bgio = toBoardgameIO(toy, {
    configFields: ['journal', 'rounds'],
    log: (m) => logged.push(m),
    seed: () => {
      seeds.push(randomSeed());
      return seeds[seeds.length - 1]!;
    },
  });
  running = await startServer({ games: [bgio], db: new PromptFlatFile({ dir }), logged });
  const port = running.port;
  const match = await createMatch(running.url, 'toy', 2, { rounds: 12 });
  const players = match.credentials.map((c, i) => autoPlay(connect(running!.url, bgio, match.matchID, String(i), c), 7 + i));
  await until(() => players.every((p) => (p.snapshots.at(-1)?.stateID ?? 0) >= 10), 'half the game');
  for (const p of players) p.pause();
  // A move may still be in flight, and the server writes after it broadcasts: wait until
  // the store holds what every client saw.
  await new Promise((ok) => setTimeout(ok, 500));
  const seen = () => Math.max(...players.map((p) => p.snapshots.at(-1)!.stateID));
  await until(async () => (await stored(running!.db, match.matchID)).state._stateID === seen(), 'the write');
  const atStop = seen();
  await running.stop();
  expect(players.some((p) => p.seat.client.getState()?.ctx.gameover !== undefined)).toBe(false);

  running = await startServer({ games: [bgio], db: new PromptFlatFile({ dir }), port, logged });
  expect(running.port).toBe(port);
  const before = await stored(running.db, match.matchID);
  expect(before.state._stateID).toBe(atStop);
  for (const p of players) p.resume();
  await until(() => players.every((p) => p.snapshots.at(-1)?.ctx.gameover !== undefined), 'the end after the restart', 60_000);
  const steps = await rebuild(running, toy, match.matchID, 2, seeds[0]!);
  const final = steps[steps.length - 1]!.state;
  expect(toy.isOver(final as never)).toBe(true);
  for (const p of players) {
    expect(p.snapshots.at(-1)!.ctx.gameover).toEqual(JSON.parse(JSON.stringify(toy.result(final as never))));
    // The clients synced again after the restart: a second sync message.
    expect(p.seat.received.filter((m) => m.event === 'sync').length).toBeGreaterThanOrEqual(2);
    p.stop();
    p.seat.client.stop();
  }
  expect(steps.length - 2).toBe(24);
});
