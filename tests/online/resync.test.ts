/**
 * The freeze of a reconnecting client, and `resyncing`: a spectator syncs while both seats'
 * moves are being handled; the sync answers with the state from before them (the storage
 * is slow to answer syncs here, as a loaded database would be), the updates of those moves
 * go out while the spectator is between its sync and its subscription, and boardgame.io's
 * client then drops every later patch. With `resyncing`, it re-syncs and carries on.
 *
 * The late answer is held until the seats have the state of their moves (an event, not a
 * pause), so the order holds however slow or busy the machine is.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resyncing, toBoardgameIO, type SeatG } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, type Running, type Seat, startServer, until } from './harness.js';
import { SlowSyncs } from './slow-syncs.js';

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'] });
let db: PGlite;
let storage: SlowSyncs;
let running: Running;
const seats: Seat[] = [];
beforeAll(async () => {
  db = await PGlite.create();
  storage = new SlowSyncs({ pglite: db, log: () => undefined });
  running = await startServer({ games: [bgio], db: storage as never, pubSub: storage.pubSub });
});
afterAll(async () => {
  for (const s of seats) s.client.stop();
  await running?.stop();
  await storage?.close();
  await db?.close();
});

const stateID = (s: Seat): number => s.client.getState()?._stateID ?? -1;
const G = (s: Seat): SeatG => s.client.getState()!.G as SeatG;

/** Both seats pick (their first offer), at once. */
function bothPick(players: Seat[]): void {
  for (const p of players) p.client.moves['move']!(G(p).moves[0]!.move, G(p).moved);
}

/** Plays the scenario; returns the spectator's state id and the seats' once the seats made two more picks. */
async function scenario(wrap: boolean): Promise<{ spectator: number; seats: number }> {
  const match = await createMatch(running.url, 'toy', 2, { rounds: 5 });
  const players = match.credentials.map((c, i) => connect(running.url, bgio, match.matchID, String(i), c));
  const watcher = connect(running.url, bgio, match.matchID, null);
  if (wrap) resyncing(watcher.client);
  seats.push(...players, watcher);
  await until(() => [...players, watcher].every((s) => s.client.getState()?.isConnected === true && stateID(s) === 0), 'the first syncs');
  players[0]!.client.moves['start']!();
  await until(() => [...players, watcher].every((s) => stateID(s) === 1), 'the deal');

  // The spectator syncs again (as after a reconnect) while both seats' picks are handled.
  const held = storage.holdNextSync();
  const syncs = watcher.received.filter((m) => m.event === 'sync').length;
  (watcher.client as unknown as { transport: { requestSync(): void } }).transport.requestSync();
  // The server has read the state for the sync (the spectator is off its list of clients).
  await held.fetched;
  bothPick(players);
  await until(() => players.every((p) => stateID(p) === 3), 'the picks');
  held.release();
  await until(() => watcher.received.filter((m) => m.event === 'sync').length > syncs, 'the late sync');
  expect(stateID(watcher)).toBe(1);
  // Two more picks: the spectator gets their patches.
  const patches = watcher.received.filter((m) => m.event === 'patch').length;
  bothPick(players);
  await until(() => players.every((p) => stateID(p) === 5), 'the next picks');
  await until(() => watcher.received.filter((m) => m.event === 'patch').length >= patches + 2 && (wrap ? stateID(watcher) === 5 : true), 'the patches');
  // Nothing is on its way: every sync the spectator asked for is answered.
  const count = (list: readonly string[]): number => list.filter((e) => e.startsWith('sync ')).length;
  await until(() => count(watcher.sent) === count(watcher.received.map((m) => `${m.event} `)), 'the answers to its syncs');
  return { spectator: stateID(watcher), seats: stateID(players[0]!) };
}

it("without resyncing, a client that synced during other seats' moves freezes: it drops every later patch", async () => {
  const { spectator, seats } = await scenario(false);
  expect(seats).toBe(5);
  expect(spectator).toBe(1);
});

it('with resyncing, the same client re-syncs and carries on', async () => {
  const { spectator, seats } = await scenario(true);
  expect(seats).toBe(5);
  expect(spectator).toBe(5);
});
