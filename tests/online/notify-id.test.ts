/**
 * Two server processes' storages on one PostgreSQL schema (two servers in this process, each
 * with a pool of its own): a move's notification names its state id, not the state. Seats 0
 * and 1 play through the first server, seats 2 and 3 through the second; seat 2 has a second
 * socket on the first, and two spectators watch on the second. Each process reads a state
 * another process stored at most once (however many of its sockets follow the match), never
 * reads back a state it stored itself, stores nothing of a broadcast, and every socket
 * receives its own seat's view: the two sockets of seat 2 on two processes hold the same
 * `G`, the spectators a spectator's.
 */
import pg from 'pg';
import { expect, it } from 'vitest';
import { resyncing, type SeatG, toBoardgameIO } from '../../src/boardgameio/index.js';
import { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { countingPool, type Sent } from './counting.js';
import { PG_URL } from './databases.js';
import { connect, createMatch, type Seat, startServer, until } from './harness.js';
import { autoPlay } from './play.js';
import { testSchema } from './storages.js';

const { up, schema, closers } = await testSchema('notify_id');

/** A storage on the schema whose statements are recorded in `sent`. */
function storage(sent: Sent[]): PostgresStorage {
  const pool = new pg.Pool({ connectionString: PG_URL, max: 6 });
  const s = new PostgresStorage({ pool: countingPool(pool, sent), schema, log: () => undefined });
  closers.push(() => pool.end(), () => s.close());
  return s;
}

/** The reads of a notified state (by the first log entry of its move, which names the state). */
const noticeReads = (sent: Sent[]): unknown[] => sent.filter((s) => /^\s*SELECT state_id, state,/.test(s.text)).map((s) => s.params[1]);
const stores = (sent: Sent[]): number => sent.filter((s) => /^\s*WITH moved AS/.test(s.text)).length;

it.skipIf(!up)('two processes: each reads a state stored by the other once, and every socket gets its own seat view', async () => {
  const sentA: Sent[] = [];
  const sentB: Sent[] = [];
  const game = toBoardgameIO(meuterer, { log: () => undefined });
  const a = storage(sentA);
  const b = storage(sentB);
  const serverA = await startServer({ games: [game], db: a as never, pubSub: a.pubSub });
  closers.push(() => serverA.stop());
  const serverB = await startServer({ games: [game], db: b as never, pubSub: b.pubSub });
  closers.push(() => serverB.stop());
  const match = await createMatch(serverA.url, 'meuterer', 4);
  const on = (url: string, seat: string | null): Seat => connect(url, game, match.matchID, seat, seat === null ? undefined : match.credentials[Number(seat)]);
  const players = match.credentials.map((_, i) => autoPlay(on(i < 2 ? serverA.url : serverB.url, String(i)), 300 + i));
  // The watchers are the documented client (`resyncing`): a plain boardgame.io client that
  // syncs while a move is being stored misses that move's update and drops every later
  // patch (tests/online/resync.test.ts), which a clean-clone run hit here once.
  const watchers = [on(serverA.url, '2'), on(serverB.url, null), on(serverB.url, null)];
  for (const w of watchers) resyncing(w.client);
  const stateOf = (s: Seat): number => s.client.getState()?._stateID ?? -1;
  const seats = [...players.map((p) => p.seat), ...watchers];
  try {
    await until(() => players.every((p) => stateOf(p.seat) >= 40), 'forty states on every seat', 120_000);
    for (const p of players) p.stop(), p.pause();
    // Every socket settles on the last stored state.
    const last = Math.max(...seats.map(stateOf));
    await until(() => seats.every((s) => stateOf(s) === last), () => `every socket at the last state (${last}): they are at ${seats.map(stateOf).join(', ')}`, 20_000);
  } finally {
    for (const p of players) p.stop();
  }
  const G = (s: Seat): SeatG => s.client.getState()!.G as SeatG;
  for (const [i, p] of players.entries()) expect(G(p.seat).viewer).toBe(i);
  expect(G(watchers[0]!)).toEqual(G(players[2]!.seat));
  expect(G(watchers[1]!).viewer).toBe('spectator');
  expect(G(watchers[1]!)).toEqual(G(watchers[2]!));
  expect(G(watchers[1]!).moves).toEqual([]);
  for (const [sent, other] of [[sentA, sentB], [sentB, sentA]] as const) {
    const reads = noticeReads(sent);
    // Once per state, whichever number of sockets follow the match here.
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(stores(other));
    expect(sent.filter((s) => /bgio_messages/.test(s.text) && !/CREATE/.test(s.text))).toEqual([]);
  }
  for (const s of seats) s.client.stop();
}, 180_000);
