/**
 * Clocks after a restart: a toy match with clocks on a table process on PostgreSQL; seat 0
 * (a person here) deals and picks, seat 1 never connects, and the process's bots are held
 * (its bot for a seat out of time finds no move). The process is killed with SIGKILL while
 * seat 1's clock runs, and two fresh processes are started on the same database. Neither
 * wrote a state of the match, yet seat 1 still runs out of time from the stored clocks and a
 * bot moves for it (and for seat 0, whose person is gone too), until the match ends. Both
 * processes time the match; each seat's moves carry the counts 0, 1, 2 once each: no
 * expiry was acted on twice. And on PGlite in one process: a table (and its server) stopped
 * while a seat's clock runs, and a new one started on the same storage, times it out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { afterAll, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import { toBoardgameIO, type SeatG } from '../../src/boardgameio/index.js';
import { onlineTable, PostgresStorage, postgresSeeds } from '../../src/boardgameio/server/index.js';
import { toy } from '../testing/toy.js';
import { dropSchema, PG_URL, postgresUp, schemaName } from './databases.js';
import { connect, startServer, stored, until, type Seat } from './harness.js';
import { expectReplays, toyTable } from './table-toy.js';
import { checkStoredMatch } from './stored-record.js';
import { moveCounts, tableProcesses } from './table-process.js';

const SEED = 'table-restart-seed-0123456789abcdef';
const schema = schemaName('restart');
const up = await postgresUp();
const dir = mkdtempSync(join(tmpdir(), 'nautical-restart-'));
const { start, killAll } = tableProcesses(dir, { postgres: PG_URL, schema, seed: SEED, clocks: { initialMs: 1_500, incrementMs: 0 } });
afterAll(async () => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
  if (up) await dropSchema(schema);
});

/** Seat 0's person deals, picks once (seat 1's clock then runs alone) and goes. */
async function dealAndPick(seat0: Seat): Promise<void> {
  const G = (): SeatG | undefined => seat0.client.getState()?.G as SeatG | undefined;
  await until(() => seat0.client.getState()?.isConnected === true, 'seat 0 connected');
  seat0.client.moves['start']!();
  await until(() => G()?.dealt === true, 'the deal');
  seat0.client.moves['move']!(G()!.moves[0]!.move, 0);
  await until(() => G()?.moved === 1, "seat 0's pick");
  seat0.client.stop();
}

it.skipIf(!up)('a seat whose clock ran when its process was killed still runs out of time, timed by the processes started after; no move doubled', async () => {
  const a = await start({ held: true });
  const lobby = new LobbyClient({ server: a.url });
  const { matchID } = await lobby.createMatch('toy', { numPlayers: 2, setupData: { rounds: 3 } });
  const [c0] = await Promise.all([0, 1].map(async (seat) => (await lobby.joinMatch('toy', matchID, { playerID: String(seat), playerName: `P${seat}` })).playerCredentials));
  const game = toBoardgameIO(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
  await dealAndPick(connect(a.url, game, matchID, '0', c0));
  const before = await a.fetch(matchID);
  const clock = (before.state!.G as { clock: { running: boolean[] } }).clock;
  expect(clock.running).toEqual([false, true]);
  await a.kill();
  // Two processes, neither of which wrote a state of this match.
  const [b] = await Promise.all([start(), start()]);
  await until(async () => (await b!.fetch(matchID)).state?.ctx.gameover !== undefined, 'the end of the match', 90_000);
  const after = await b!.fetch(matchID);
  expect(moveCounts(after, '1')).toEqual([0, 1, 2]);
  expect(moveCounts(after, '0')).toEqual([0, 1, 2]);
  expect((after.state!.G as { clock: { remaining: number[] } }).clock.remaining).toEqual([0, 0]);
  await checkStoredMatch({ fetch: b!.fetch } as never, matchID, [], SEED, 'the match');
}, 180_000);

it('PGlite, one process: a table stopped while a seat\'s clock runs and started again on the same storage still times it out', async () => {
  const db = await PGlite.create();
  const storage = new PostgresStorage({ pglite: db, log: () => undefined });
  afterAll(async () => {
    await storage.close();
    await db.close();
  });
  // No lease store of its own: the leases are in memory, and lost with the table.
  const options = { bots: { random: randomBot(3) }, seeds: postgresSeeds(db), clocks: { initialMs: 3_000, incrementMs: 0, bot: { name: 'random' } } };
  const first = await toyTable(options, 3, { db: storage as never, pubSub: storage.pubSub });
  await dealAndPick(connect(first.running.url, first.bgio, first.matchID, '0', first.credentials[0]));
  await first.stop();
  // The same server started again: a new table, on the same storage.
  const table = onlineTable({ makers: { Client: Client as never, SocketIO: SocketIOClient as never }, log: () => undefined, ...options });
  const bgio = table.game(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
  const running = await startServer({ games: [bgio], db: storage as never, pubSub: storage.pubSub });
  afterAll(async () => {
    await table.stop();
    await running.stop();
  });
  table.attach(running.server as never);
  await table.start(running.url);
  await until(async () => (await stored(running.db, first.matchID)).state.ctx.gameover !== undefined, 'the end of the match', 60_000);
  const { log } = await stored(running.db, first.matchID);
  for (const seat of ['0', '1']) expect(log.filter((e) => e.action.payload.type === 'move' && e.action.payload.playerID === seat).map((e) => e.action.payload.args![1])).toEqual([0, 1, 2]);
  await expectReplays({ table, running, matchID: first.matchID } as never);
}, 120_000);
