/**
 * The freeze of a reconnecting client, and `resyncing`: a spectator syncs while both seats'
 * moves are being handled; the sync answers with the state from before them (the storage
 * is slow to answer syncs here, as a loaded database would be), the updates of those moves
 * go out while the spectator is between its sync and its subscription, and boardgame.io's
 * client then drops every later patch. With `resyncing`, it re-syncs and carries on.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resyncing, toBoardgameIO, type SeatG } from '../../src/boardgameio/index.js';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, type Running, type Seat, startServer, until } from './harness.js';

/** PostgresStorage whose answers to syncs (the only fetches with the log) come late, when `slow` is set. */
class SlowSyncs extends PostgresStorage {
  slow = false;
  override async fetch(matchID: string, opts: { state?: boolean; log?: boolean; metadata?: boolean; initialState?: boolean }): Promise<Record<string, unknown>> {
    const found = await super.fetch(matchID, opts);
    if (this.slow && opts.log === true) await new Promise((ok) => setTimeout(ok, 400));
    return found;
  }
}

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'] });
let db: PGlite;
let storage: SlowSyncs;
let running: Running;
const seats: Seat[] = [];
beforeAll(async () => {
  db = await PGlite.create();
  storage = new SlowSyncs({ pglite: db, log: () => undefined });
  running = await startServer({ games: [bgio], db: storage as never, pubSub: storage.pubSub });
}, 60_000);
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
  storage.slow = true;
  const syncs = watcher.received.filter((m) => m.event === 'sync').length;
  (watcher.client as unknown as { transport: { requestSync(): void } }).transport.requestSync();
  await new Promise((ok) => setTimeout(ok, 100));
  bothPick(players);
  await until(() => players.every((p) => stateID(p) === 3), 'the picks');
  await until(() => watcher.received.filter((m) => m.event === 'sync').length > syncs, 'the late sync');
  storage.slow = false;
  expect(stateID(watcher)).toBe(1);
  // Two more picks: the spectator gets their patches.
  const patches = watcher.received.filter((m) => m.event === 'patch').length;
  bothPick(players);
  await until(() => players.every((p) => stateID(p) === 5), 'the next picks');
  await until(() => watcher.received.filter((m) => m.event === 'patch').length >= patches + 2 && (wrap ? stateID(watcher) === 5 : true), 'the patches');
  await new Promise((ok) => setTimeout(ok, 300));
  return { spectator: stateID(watcher), seats: stateID(players[0]!) };
}

it("without resyncing, a client that synced during other seats' moves freezes: it drops every later patch", async () => {
  const { spectator, seats } = await scenario(false);
  expect(seats).toBe(5);
  expect(spectator).toBe(1);
}, 60_000);

it('with resyncing, the same client re-syncs and carries on', async () => {
  const { spectator, seats } = await scenario(true);
  expect(seats).toBe(5);
  expect(spectator).toBe(5);
}, 60_000);
