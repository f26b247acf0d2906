/**
 * A match is served only through its own game: a socket that syncs a listed Meuterer match
 * through Bremerhaven's namespace, before the seats connect, is dropped (boardgame.io keeps
 * one room per match id across namespaces, so it would have served every seat
 * Bremerhaven's view of a Meuterer state, and the match stalled for good); the Lobby API
 * answers 404 to a path that names a match of another game. In memory, on PGlite and on
 * PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { toBoardgameIO, type SeatG } from '../../src/boardgameio/index.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { storageSetups, testSchema } from './storages.js';
import { connect, createMatch, startServer, until } from './harness.js';
import { autoPlay } from './play.js';
import { rawSocket } from './raw-socket.js';

const games = [toBoardgameIO(meuterer, { log: () => undefined }), toBoardgameIO(bremerhaven, { log: () => undefined })];
const { up, schema, closers } = await testSchema('cross');

const storages = storageSetups(up, schema, closers);

describe.each(storages)('$title', ({ skip, make }) => {
  it.skipIf(skip)("a sync through another game's namespace is dropped, and the match plays on", async () => {
    const storage = await make();
    const logged: string[] = [];
    const running = await startServer({ games, logged, ...(storage === undefined ? {} : { db: storage as never, pubSub: storage.pubSub }) });
    closers.push(() => running.stop());
    const match = await createMatch(running.url, 'meuterer', 4);
    const raw = await rawSocket(running.url, '/bremerhaven');
    closers.push(async () => raw.close());
    raw.emit('sync', match.matchID, null, null, 4);
    await until(() => logged.some((m) => m.includes('is not a match of bremerhaven')) || raw.received.some((r) => r.event === 'sync'), 'the sync handled');
    expect(raw.received.filter((r) => r.event === 'sync')).toEqual([]);
    const players = match.credentials.map((c, i) => autoPlay(connect(running.url, games[0]!, match.matchID, String(i), c), 10 + i));
    try {
      await until(() => players.every((p) => (p.snapshots.at(-1)?.stateID ?? 0) >= 6), 'six moves of the Meuterer match', 120_000);
      for (const p of players) for (const s of p.snapshots) expect((s.G as SeatG).problem).toBeNull();
    } finally {
      for (const p of players) {
        p.stop();
        p.seat.client.stop();
      }
    }
  }, 240_000);

  it.skipIf(skip)("the Lobby API answers 404 to a path that names another game's match", async () => {
    const storage = await make();
    const running = await startServer({ games, ...(storage === undefined ? {} : { db: storage as never, pubSub: storage.pubSub }) });
    closers.push(() => running.stop());
    const { matchID } = (await (await fetch(`${running.url}/games/meuterer/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"numPlayers":4}' })).json()) as { matchID: string };
    const post = (path: string, body: unknown) => fetch(`${running.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await fetch(`${running.url}/games/bremerhaven/${matchID}`)).status).toBe(404);
    expect((await post(`/games/bremerhaven/${matchID}/join`, { playerID: '0', playerName: 'Eve' })).status).toBe(404);
    // Through its own game, the same requests are served.
    expect((await fetch(`${running.url}/games/meuterer/${matchID}`)).status).toBe(200);
    const joined = await post(`/games/meuterer/${matchID}/join`, { playerID: '0', playerName: 'Ann' });
    expect(joined.status).toBe(200);
    const { playerCredentials } = (await joined.json()) as { playerCredentials: string };
    expect((await post(`/games/bremerhaven/${matchID}/leave`, { playerID: '0', credentials: playerCredentials })).status).toBe(404);
    expect((await post(`/games/bremerhaven/${matchID}/update`, { playerID: '0', credentials: playerCredentials, newName: 'Eve' })).status).toBe(404);
    const seat = ((await (await fetch(`${running.url}/games/meuterer/${matchID}`)).json()) as { players: { name?: string }[] }).players[0];
    expect(seat?.name).toBe('Ann');
  }, 180_000);
});
