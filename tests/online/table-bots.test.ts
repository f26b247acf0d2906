/**
 * The online table, on one server in this process (boardgame.io's memory storage): a
 * Meuterer match with two socket clients and two bot seats, the bots thinking in a worker
 * thread and moving through their own socket clients, plays to its end; a bot's illegal
 * move is refused and logged exactly as a client's; and every finished match reads back
 * as a record that replays to its stored state and, for each seat, as exactly the `G`s
 * its client was sent, in order, over the replay route too, with its refusals.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { LobbyClient, Client } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { afterAll, expect, it } from 'vitest';
import { right } from '../../src/core/either.js';
import { replay } from '../../src/core/index.js';
import { randomBot, type Bot } from '../../src/bots/index.js';
import { onlineTable, type OnlineTable } from '../../src/boardgameio/server/index.js';
import type { SeatG } from '../../src/boardgameio/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { toy } from '../testing/toy.js';
import { connect, startServer, until, type Running } from './harness.js';
import { autoPlay, type Player } from './play.js';

const repo = resolve(__dirname, '../..');
const workerEntry = resolve(repo, 'tests/bots/fixtures/bot-worker.mjs');
const makers = { Client: Client as never, SocketIO: SocketIOClient as never };
const started: { stop(): Promise<void> }[] = [];
const clients: Player[] = [];
afterAll(async () => {
  for (const p of clients) {
    p.stop();
    p.seat.client.stop();
  }
  for (const s of started.reverse()) await s.stop();
});

/** A table on a fresh in-process server. */
async function tableServer(games: (table: OnlineTable) => unknown[], options: Partial<Parameters<typeof onlineTable>[0]> = {}): Promise<{ table: OnlineTable; running: Running }> {
  const table = onlineTable({ makers, log: () => undefined, ...options });
  const running = await startServer({ games: games(table) as never });
  started.push(running);
  table.attach(running.server as never);
  await table.start(running.url);
  started.push(table);
  return { table, running };
}

/** Creates a match through the Lobby API and joins the seats `people` as people. */
async function match(url: string, name: string, players: number, people: readonly number[], setupData?: unknown): Promise<{ matchID: string; credentials: Map<number, string> }> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(name, { numPlayers: players, ...(setupData === undefined ? {} : { setupData }) });
  const credentials = new Map<number, string>();
  for (const seat of people) credentials.set(seat, (await lobby.joinMatch(name, matchID, { playerID: String(seat), playerName: `Person ${seat}` })).playerCredentials);
  return { matchID, credentials };
}

const post = async (url: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('a Meuterer match with two socket clients and two bot seats (thinking in a worker) finishes; each seat replays to what it was sent', async () => {
  const { table, running } = await tableServer((t) => [t.game(meuterer)], { worker: () => new Worker(workerEntry) });
  const { matchID, credentials } = await match(running.url, 'meuterer', 4, [0, 1]);
  await table.seatBot(matchID, 2, { options: { playouts: 20, seed: 1 } });
  await table.seatBot(matchID, 3, { options: { playouts: 20, seed: 2 } });
  expect(table.playing().map((p) => p.seat).sort()).toEqual([2, 3]);
  const people = [0, 1].map((seat) => autoPlay(connect(running.url, table.game(meuterer) as never, matchID, String(seat), credentials.get(seat)), 7 + seat));
  clients.push(...people);
  await Promise.all(people.map((p) => p.over));
  const stored = (await running.db.fetch(matchID, { state: true, log: true, metadata: true })) as { state: { ctx: { gameover?: unknown }; G: { state: string } }; log: { action: { payload: { playerID: string; type: string } } }[] };
  expect(stored.state.ctx.gameover).toBeDefined();
  // The bots moved, through the server, as seats 2 and 3.
  const movers = new Set(stored.log.filter((e) => e.action.payload.type === 'move').map((e) => e.action.payload.playerID));
  expect([...movers].sort()).toEqual(['0', '1', '2', '3']);
  await until(() => table.playing().length === 0, 'the bot seats to stop at the end');

  // The record replays to the stored state, with the library and with the command line.
  const seat0 = await table.replay(matchID, 0);
  if (seat0._tag === 'Left') throw new Error(seat0.left);
  const record = seat0.right.record!;
  expect(record).not.toBeNull();
  const replayed = replay(meuterer, record);
  expect(replayed).toEqual(right(JSON.parse(stored.state.G.state)));
  const dir = mkdtempSync(join(tmpdir(), 'nautical-table-'));
  try {
    writeFileSync(join(dir, 'match.json'), JSON.stringify(record));
    const out = execFileSync(process.execPath, [join(repo, 'dist/cli/index.js'), 'replay', join(dir, 'match.json')], { encoding: 'utf8' });
    expect(out.length).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Each person's replay holds every G its client was sent, at its state id, in order.
  for (const p of people) {
    const seat = Number(p.seat.playerID);
    const mine = await table.replay(matchID, seat);
    if (mine._tag === 'Left') throw new Error(mine.left);
    const steps = new Map(mine.right.steps.map((s) => [s.stateID, s.G]));
    expect(mine.right.steps.map((s) => s.stateID)).toEqual([...mine.right.steps.keys()]);
    expect(p.snapshots.length).toBeGreaterThan(10);
    for (const snap of p.snapshots) expect(JSON.parse(JSON.stringify(steps.get(snap.stateID) ?? null)), `seat ${seat}, state ${snap.stateID}`).toEqual(snap.G);
    // The route answers the same, for the seat's own credentials.
    const http = await post(running.url, `/replays/meuterer/${matchID}`, { playerID: String(seat), credentials: credentials.get(seat) });
    expect(http.status).toBe(200);
    expect(http.body).toEqual(JSON.parse(JSON.stringify(mine.right)));
  }
  // Seat 1's replay is not seat 0's: each holds its own hand only.
  const seat1 = await table.replay(matchID, 1);
  expect(seat1._tag === 'Right' && JSON.stringify(seat1.right.steps.at(-2)) !== JSON.stringify(seat0.right.steps.at(-2))).toBe(true);
  // A spectator may read a finished match.
  const spectator = await post(running.url, `/replays/meuterer/${matchID}`, {});
  expect(spectator.status).toBe(200);
  expect((spectator.body['steps'] as { G: SeatG }[]).every((s) => s.G.viewer === 'spectator' && s.G.moves.length === 0)).toBe(true);

  // Refusals: another seat's credentials, a bad id, another game's name, a malformed body.
  expect((await post(running.url, `/replays/meuterer/${matchID}`, { playerID: '1', credentials: credentials.get(0) })).status).toBe(403);
  expect((await post(running.url, `/replays/meuterer/${matchID}`, { playerID: '1' })).status).toBe(403);
  expect((await post(running.url, `/replays/meuterer/no-such-match`, { playerID: '0', credentials: credentials.get(0) })).status).toBe(404);
  expect((await post(running.url, `/replays/toy/${matchID}`, {})).status).toBe(404);
  expect((await post(running.url, `/replays/meuterer/${matchID}`, { playerID: '__proto__', credentials: 'x' })).status).toBe(400);
  expect((await post(running.url, `/replays/meuterer/${matchID}`, [1])).status).toBe(400);

  // A running match: a spectator is refused, a seat reads its own replay, without the record.
  const running2 = await match(running.url, 'meuterer', 3, [0, 1, 2]);
  const dealer = connect(running.url, table.game(meuterer) as never, running2.matchID, '0', running2.credentials.get(0));
  try {
    await until(() => dealer.client.getState() !== null, 'the dealer to sync');
    dealer.client.moves['start']!();
    await until(() => (dealer.client.getState()?.G as SeatG | undefined)?.dealt === true, 'the deal');
    expect((await post(running.url, `/replays/meuterer/${running2.matchID}`, {})).status).toBe(403);
    const own = await post(running.url, `/replays/meuterer/${running2.matchID}`, { playerID: '0', credentials: running2.credentials.get(0) });
    expect(own.status).toBe(200);
    expect(own.body['record']).toBeNull();
    expect(own.body['over']).toBe(false);
    expect(JSON.parse(JSON.stringify((own.body['steps'] as { G: unknown }[]).at(-1)!.G))).toEqual(JSON.parse(JSON.stringify(dealer.client.getState()!.G)));
  } finally {
    dealer.client.stop();
  }
}, 240_000);

it("a bot's illegal move is refused by the server as a client's is, and the bot then moves legally", async () => {
  let lies = 1;
  const honest = randomBot(1);
  // A move for the other seat, once; then the first legal move.
  const liar: Bot = { name: 'liar', choose: (game, table, view, seat) => (lies-- > 0 ? right({ type: 'pick', player: 1 - seat, value: 1 } as never) : honest.choose(game, table, view, seat)) };
  const logged: string[] = [];
  const table = onlineTable({ makers, log: () => undefined, bots: { liar }, retryMs: 300 });
  const bgio = table.game(toy, { configFields: ['journal', 'rounds'], log: (m) => logged.push(m) });
  const running = await startServer({ games: [bgio], logged });
  started.push(running);
  table.attach(running.server as never);
  await table.start(running.url);
  started.push(table);
  const { matchID, credentials } = await match(running.url, 'toy', 2, [0], { rounds: 3 });
  await table.seatBot(matchID, 1, { name: 'liar' });
  const person = connect(running.url, bgio, matchID, '0', credentials.get(0));
  try {
    await until(() => person.client.getState() !== null, 'the sync');
    person.client.moves['start']!();
    await until(() => logged.some((l) => l.includes('Player 2 sent a move for Player 1')), "the bot's refused move");
    // The same move sent by the person's client, for the other seat, is refused with the same words.
    await until(() => (person.client.getState()?.G as SeatG | undefined)?.dealt === true, 'the deal');
    const G = person.client.getState()!.G as SeatG;
    person.client.moves['move']!({ type: 'pick', player: 1, value: 1 }, G.moved);
    await until(() => logged.some((l) => l.includes('Player 1 sent a move for Player 2')), "the client's refused move");
    const botLine = logged.find((l) => l.includes('Player 2 sent a move for Player 1'))!;
    const clientLine = logged.find((l) => l.includes('Player 1 sent a move for Player 2'))!;
    expect(botLine.replace('Player 2 sent a move for Player 1', '')).toBe(clientLine.replace('Player 1 sent a move for Player 2', ''));
    // The bot, asked again, moved legally: the round goes on once the person picks.
    person.client.moves['move']!(G.moves[0]!.move, G.moved);
    await until(() => ((person.client.getState()?.G as SeatG | undefined)?.view as { round?: number } | null)?.round === 1, 'the first round to end');
  } finally {
    person.client.stop();
  }
}, 60_000);
