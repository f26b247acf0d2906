/**
 * Requests to boardgame.io's Lobby API that stop the server or corrupt it, or that it
 * answers with a crash of the route: each is refused with a 4xx status before boardgame.io
 * reads it, nothing of it is stored, and afterwards the server is up, its lobby lists
 * matches, and a match is created, joined and played to its end. And an HTTP upgrade that
 * the client resets, which stopped the server below the lobby.
 */
import { connect as tcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';
import { connect, createMatch } from './harness.js';
import { autoPlay } from './play.js';
import { rawSocket, removeBundle, roundTrip, startServerProcess, waitFor, type ServerProcess } from './raw-socket.js';

const bgio = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server?.stop();
  await removeBundle();
});

const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Sends a request as any HTTP client could (a JSON body written as text). */
async function send(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<{ status: number; text: string }> {
  const res = await Promise.race([fetch(`${server.url}${path}`, { method: 'POST', headers, body }), server.exited]);
  if (typeof res === 'string') throw new Error(res);
  return { status: res.status, text: await res.text() };
}

/** A listed match with seat 0 joined (seat 1 open), and its seat 0 credentials. */
async function halfJoined(): Promise<{ matchID: string; credentials: string }> {
  const created = await send('/games/toy/create', JSON.stringify({ numPlayers: 2, setupData: { rounds: 2 } }));
  const { matchID } = JSON.parse(created.text) as { matchID: string };
  const joined = await send(`/games/toy/${matchID}/join`, JSON.stringify({ playerID: '0', playerName: 'Ann' }));
  return { matchID, credentials: (JSON.parse(joined.text) as { playerCredentials: string }).playerCredentials };
}

/** The server is up, lists its matches, and a fresh match is joined and played to the end. */
async function stillServes(): Promise<void> {
  expect(server.alive()).toBe(true);
  const listed = await fetch(`${server.url}/games/toy`);
  expect(listed.status).toBe(200);
  expect(Array.isArray(((await listed.json()) as { matches: unknown }).matches)).toBe(true);
  const { matchID, credentials } = await createMatch(server.url, 'toy', 2, { rounds: 2 });
  const players = credentials.map((c, i) => autoPlay(connect(server.url, bgio, matchID, String(i), c), 3 + i));
  try {
    const outcome = await Promise.race([Promise.all(players.map((p) => p.over)).then(() => null), server.exited]);
    if (outcome !== null) throw new Error(outcome);
  } finally {
    for (const p of players) {
      p.stop();
      p.seat.client.stop();
    }
  }
  expect((await server.fetch(matchID)).state?.ctx.gameover).toBeDefined();
}

describe('Lobby API requests that stopped or corrupted the server', () => {
  it('a player data nested 20,000 deep (sent to every client of the match on each connection)', async () => {
    const { matchID, credentials } = await halfJoined();
    for (const [path, body] of [
      [`/games/toy/${matchID}/join`, `{"playerID":"1","playerName":"Bob","data":${deep(20_000)}}`],
      [`/games/toy/${matchID}/update`, `{"playerID":"0","credentials":"${credentials}","data":${deep(20_000)}}`],
    ] as const) {
      const res = await send(path, body);
      expect(res.status).toBe(400);
      expect(res.text).toContain('data');
    }
    // A seat connects: boardgame.io sends every player's data to the match.
    const raw = await rawSocket(server.url, '/toy');
    raw.emit('sync', matchID, '0', credentials, 2);
    expect(await roundTrip(server, raw, matchID)).toBe(true);
    raw.close();
    expect(JSON.stringify(await server.fetch(matchID))).not.toContain('[[[[');
    await stillServes();
  });

  it('player ids that name every object’s members ("__proto__" reached the prototype of every object)', async () => {
    const { matchID, credentials } = await halfJoined();
    for (const id of ['"__proto__"', '"constructor"', '"toString"', '{"toString":null}', '"01"', '-1', '1.5', deep(100)]) {
      const join = await send(`/games/toy/${matchID}/join`, `{"playerID":${id},"playerName":"Eve","data":{"admin":true}}`);
      expect(join.status).toBe(400);
      const leave = await send(`/games/toy/${matchID}/leave`, `{"playerID":${id},"credentials":"${credentials}"}`);
      expect(leave.status).toBe(400);
    }
    await stillServes();
  });

  it('names, credentials, seat counts and flags that are not what the route takes', async () => {
    const { matchID, credentials } = await halfJoined();
    const cases: [string, string][] = [
      [`/games/toy/${matchID}/join`, `{"playerID":"1","playerName":{"toString":null}}`],
      [`/games/toy/${matchID}/join`, `{"playerID":"1","playerName":"${'n'.repeat(101)}"}`],
      [`/games/toy/${matchID}/join`, `{"playerID":"1","playerName":"Bob","extra":1}`],
      [`/games/toy/${matchID}/leave`, `{"playerID":"0","credentials":{"toString":null}}`],
      [`/games/toy/${matchID}/update`, `{"playerID":"0","credentials":"${credentials}","newName":${deep(50)}}`],
      [`/games/toy/${matchID}/rename`, `{"playerID":"0","credentials":["${credentials}"],"newName":"Z"}`],
      [`/games/toy/${matchID}/playAgain`, `{"playerID":"0","credentials":"${credentials}","numPlayers":{"toString":null}}`],
      [`/games/toy/${matchID}/playAgain`, `{"playerID":"0","credentials":"${credentials}","setupData":{"toString":null}}`],
      ['/games/toy/create', '{"numPlayers":{"toString":null}}'],
      ['/games/toy/create', '{"numPlayers":1e308}'],
      ['/games/toy/create', `{"numPlayers":2,"setupData":${deep(20_000)}}`],
      ['/games/toy/create', '{"numPlayers":2,"unlisted":"yes"}'],
      ['/games/toy/create', '[1,2]'],
    ];
    for (const [path, body] of cases) expect((await send(path, body)).status, `${path} ${body.slice(0, 60)}`).toBe(400);
    const stored = await server.fetch(matchID);
    expect(stored.metadata?.players['1']).toEqual({ id: 1 });
    expect(stored.metadata?.players['0']?.['name']).toBe('Ann');
    await stillServes();
  });

  it('bodies too large, of unknown length, encoded or not JSON, and paths that name nothing', async () => {
    const { matchID } = await halfJoined();
    const big = JSON.stringify({ playerID: '1', playerName: 'Bob', data: { text: 'x'.repeat(150_000) } });
    expect((await send(`/games/toy/${matchID}/join`, big)).status).toBe(413);
    // A body streamed in chunks has no Content-Length.
    const chunked = await Promise.race([
      fetch(`${server.url}/games/toy/${matchID}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([big]).stream(),
        duplex: 'half',
      } as RequestInit),
      server.exited,
    ]);
    if (typeof chunked === 'string') throw new Error(chunked);
    expect(chunked.status).toBe(411);
    expect((await send(`/games/toy/${matchID}/join`, '{"playerID":"1","playerName":"Bob"}', { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status).toBe(415);
    expect((await send(`/games/toy/${matchID}/join`, 'playerID=1&playerName=Bob', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    for (const path of [`/games/toy/%E0%A4%A/join`, `/games/toy/${'m'.repeat(200)}/join`, '/games/t%20oy/create', `/games/toy/${matchID}%00/join`]) {
      expect((await send(path, '{"playerID":"1","playerName":"Bob"}')).status, path).toBe(404);
    }
    expect((await fetch(`${server.url}/games/toy?isGameover=${'x'.repeat(3_000)}`)).status).toBe(414);
    expect((await server.fetch(matchID)).metadata?.players['1']).toEqual({ id: 1 });
    await stillServes();
  });
});

describe('HTTP below the lobby', () => {
  const headers = (n: number): string => Array.from({ length: n }, (_, i) => `X-${i}: a\r\n`).join('');
  it.each([
    ['a WebSocket upgrade to a path socket.io does not serve, reset by the client', ''],
    ['a WebSocket upgrade with 2,100 headers before its own (Node drops those beyond the 2,000th)', headers(2_100)],
  ])('%s', async (_, before) => {
    for (const path of ['/games', '/', '/socket.io/?EIO=4&transport=websocket']) {
      const socket = tcp(server.port, '127.0.0.1');
      const connected = new Promise<null>((ok, fail) => {
        socket.once('connect', () => ok(null));
        socket.once('error', fail);
      });
      const outcome = await Promise.race([connected, server.exited]);
      if (outcome !== null) throw new Error(outcome);
      const read = await server.requests();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${before}Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);
      // The server has read the request (it answers nothing yet for a path it does not serve); then reset.
      await waitFor(async () => ((await server.requests()) > read ? true : undefined), 'the server to read the request');
      if (!socket.destroyed) socket.resetAndDestroy();
    }
    // engine.io ends such a connection after a second (a timer of the server's: no event
    // tells the test it ran); the server must outlive it. Its own clock is asked to pass
    // 1.5 s, so the timer has fired however slow the machine is.
    const outcome = await Promise.race([server.after(1_500).then(() => null), server.exited]);
    if (outcome !== null) throw new Error(outcome);
    await stillServes();
  });
});
