/**
 * A test server leaves idle HTTP connections to its clients to close (tests/online/loopback.ts):
 * a lobby connection left idle for longer than Node's default keep-alive time (5 s) is still
 * open, so a client that reuses it late on a loaded machine never races the server's close.
 * With the default, the server ends the connection at 5 s and this test fails.
 */
import { connect as tcp } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { startServer, type Running } from './harness.js';

let running: Running;
beforeAll(async () => {
  running = await startServer({ games: [toBoardgameIO(meuterer, { log: () => undefined })] });
});
afterAll(async () => running.stop());

it('keeps an idle keep-alive connection open past 5 s (the client closes it, not the server)', async () => {
  const socket = tcp(running.port, '127.0.0.1');
  let received = '';
  let closedAt: number | undefined;
  const opened = Date.now();
  socket.on('data', (d) => (received += d.toString()));
  socket.on('close', () => (closedAt = Date.now() - opened));
  socket.write('GET /games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  // The answer, then 6.5 s of silence on the same connection.
  await new Promise<void>((ok) => setTimeout(ok, 6_500));
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(closedAt, `the server closed the idle connection after ${closedAt} ms`).toBeUndefined();
  // And the connection still serves a request.
  received = '';
  socket.write('GET /games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await new Promise<void>((ok) => socket.once('close', () => ok()));
  expect(received).toMatch(/^HTTP\/1\.1 200/);
});
