/**
 * The guard's limits per seat, over all the sockets of a seat: a seat that floods chat
 * through four sockets gets through about one socket's burst (five), not four times that,
 * and the drops are logged; a socket that names the seat without its credentials spends a
 * bucket of its own, so the seat holder's chat still gets through; another seat is served.
 */
import { afterAll, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch, type Seat, startServer, until } from './harness.js';

const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

it('a seat flooding chat through four sockets is held to one burst; a socket without its credentials does not spend its bucket', async () => {
  const game = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
  const logged: string[] = [];
  const running = await startServer({ games: [game], limited: true, logged });
  stops.push(() => running.stop());
  const match = await createMatch(running.url, 'toy', 2, { rounds: 3 });
  const open = (seat: string, credentials: string): Seat => {
    const s = connect(running.url, game, match.matchID, seat, credentials);
    stops.push(async () => s.client.stop());
    return s;
  };
  const watcher = open('0', match.credentials[0]!);
  const flooders = [0, 1, 2, 3].map(() => open('1', match.credentials[1]!));
  const impostor = open('1', 'not-the-credentials');
  const synced = (s: Seat): boolean => s.received.some((m) => m.event === 'sync');
  // The impostor's sync is refused (boardgame.io answers nothing), but its socket is connected.
  await until(() => [watcher, ...flooders].every(synced) && impostor.socket().connected, 'every socket synced');
  const chats = (text: string): number => watcher.received.filter((m) => m.event === 'chat' && JSON.stringify(m.args).includes(text)).length;
  const say = (s: Seat, id: string, payload: string, credentials: string): void => s.socket().emit('chat', match.matchID, { id, sender: s.playerID, payload }, credentials);

  // The impostor's burst is its own (and boardgame.io refuses its chat): the holder's chat passes.
  for (let i = 0; i < 5; i++) say(impostor, `x${i}`, 'impostor', 'not-the-credentials');
  say(flooders[0]!, 'mine', 'holder', match.credentials[1]!);
  await until(() => chats('holder') === 1, "the seat holder's chat");
  expect(chats('impostor')).toBe(0);

  // Four sockets of one seat, five chats each at once: one seat's burst gets through.
  for (const [k, s] of flooders.entries()) for (let i = 0; i < 5; i++) say(s, `f${k}-${i}`, 'spam', match.credentials[1]!);
  await until(() => logged.some((l) => l.includes('rate-limited a seat')), 'the drops logged');
  say(watcher, 'last', 'gg', match.credentials[0]!);
  await until(() => chats('gg') === 1, "another seat's chat");
  // The burst is five, less the holder's chat above, plus what refilled meanwhile (one a second).
  expect(chats('spam')).toBeGreaterThan(0);
  expect(chats('spam')).toBeLessThanOrEqual(8);
  expect(logged.filter((l) => l.includes('rate-limited a seat')).length).toBeLessThan(5);
}, 60_000);
