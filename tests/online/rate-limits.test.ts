/**
 * The guard's rate limits per socket, with their defaults: a socket that floods syncs,
 * refused moves or chat has what is beyond its limits dropped before anything is read,
 * and logged once a second at most; other sockets (the honest seats of the same match) play
 * to the end, and a chat flood reaches them only as far as the limit lets it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { DEFAULT_RATES } from '../../src/boardgameio/rate-limit.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, until } from './harness.js';
import { autoPlay } from './play.js';
import { rawSocket, removeBundle, startServerProcess, type ServerProcess, waitFor } from './raw-socket.js';

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ limited: true });
});
afterAll(async () => {
  await server?.stop();
  await removeBundle();
});

it('a flood of syncs from one socket: only its burst is answered, the drops are logged, another socket is served', async () => {
  const match = await createMatch(server.url, 'toy', 2, { rounds: 2 });
  const from = (await server.logged()).length;
  const raw = await rawSocket(server.url, '/toy');
  for (let i = 0; i < 500; i++) raw.emit('sync', match.matchID, null, null, 2);
  // A second socket's sync is answered after the flood was read: the flood has been handled.
  const other = await rawSocket(server.url, '/toy');
  other.emit('sync', match.matchID, null, null, 2);
  await waitFor(() => (other.received.some((r) => r.event === 'sync') ? true : undefined), "the other socket's sync");
  await waitFor(async () => ((await server.logged(from)).some((l) => l.includes('rate-limited a socket')) ? true : undefined), 'the drops logged');
  const answered = raw.received.filter((r) => r.event === 'sync').length;
  expect(answered).toBeGreaterThanOrEqual(DEFAULT_RATES.sync.burst);
  // The burst, and what the bucket refilled while the flood was read (generously: the machine may be slow).
  expect(answered).toBeLessThan(100);
  // Drops are logged in few lines, not one each.
  expect((await server.logged(from)).filter((l) => l.includes('rate-limited')).length).toBeLessThan(20);
  raw.close();
  other.close();
}, 240_000);

it('a seat that floods refused moves and chat: its match is played to the end by its honest sockets, and few chats get through', async () => {
  const match = await createMatch(server.url, 'toy', 2, { rounds: 3 });
  const players = match.credentials.map((c, i) => autoPlay(connect(server.url, bgio, match.matchID, String(i), c), 7 + i));
  const raw = await rawSocket(server.url, '/toy');
  raw.emit('sync', match.matchID, '1', match.credentials[1], 2);
  await waitFor(() => (raw.received.some((r) => r.event === 'sync') ? true : undefined), 'the flooder synced');
  try {
    for (let i = 0; i < 2_000; i++) {
      raw.emit('update', { type: 'MAKE_MOVE', payload: { type: 'move', args: [{ type: 'pick', player: 1, value: 1 }, 999], playerID: '1', credentials: match.credentials[1] } }, 1, match.matchID, '1');
    }
    for (let i = 0; i < 200; i++) raw.emit('chat', match.matchID, { id: `c${i}`, sender: '1', payload: 'spam' }, match.credentials[1]);
    await until(() => players.every((p) => p.snapshots.at(-1)?.ctx.gameover !== undefined), 'the end of the match', 180_000);
    // Chat reaches the match's clients once handled: a last one from an honest seat marks the end.
    players[0]!.seat.socket().emit('chat', match.matchID, { id: 'last', sender: '0', payload: 'gg' }, match.credentials[0]);
    const chats = () => players[0]!.seat.received.filter((m) => m.event === 'chat');
    await until(() => chats().some((m) => JSON.stringify(m.args).includes('"last"')), 'the last chat', 60_000);
    // At most the burst and what the rate refills pass; how many depends on how fast the
    // server drains the flood (none at all when a loaded server drops the flooder's socket),
    // so only the bound is checked. The honest seat's chat above shows chat still works.
    const spam = chats().filter((m) => JSON.stringify(m.args).includes('spam')).length;
    expect(spam).toBeLessThan(50);
  } finally {
    raw.close();
    for (const p of players) {
      p.stop();
      p.seat.client.stop();
    }
  }
}, 300_000);
