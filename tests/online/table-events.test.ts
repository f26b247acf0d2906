/**
 * The table's own events and the clocks in each seat's state, on a real server with toy
 * matches: a client sending the `table` move is refused (its token is none the table gave);
 * each seat is sent its clocks with its `G`, a running clock falls and a move adds the
 * increment, and a client that sends a time of its own is refused and changes nothing; with
 * `timeout: 'end'` a seat out of time ends the match, is ranked last and named in the result,
 * and every seat's log and replay say so; a seat's replay holds the clocks it was sent.
 */
import { afterAll, expect, it } from 'vitest';
import type { SeatG } from '../../src/boardgameio/index.js';
import { logLines } from '../../src/boardgameio/index.js';
import { connect, stored, until, type Seat } from './harness.js';
import { expectReplays, toyTable } from './table-toy.js';
import { autoPlay } from './play.js';

const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

const seatG = (seat: Seat): SeatG | undefined => seat.client.getState()?.G as SeatG | undefined;
const stateID = (seat: Seat): number => seat.client.getState()?._stateID ?? -1;

it("a client's table move is refused: no event, the state id unchanged", async () => {
  const t = await toyTable({}, 3);
  stops.push(t.stop);
  const seat0 = connect(t.running.url, t.bgio, t.matchID, '0', t.credentials[0]);
  stops.push(() => seat0.client.stop());
  await until(() => seat0.client.getState()?.isConnected === true, 'seat 0 connected');
  seat0.client.moves['start']!();
  await until(() => seatG(seat0)?.dealt === true, 'the deal');
  const before = (await stored(t.running.db, t.matchID)).state;
  // A well-formed token, and one that is not.
  seat0.client.moves['table']!('0123456789abcdef0123456789abcdef');
  seat0.client.moves['table']!({ seat: 1, kind: 'bot' });
  // A move after them goes through, so both were seen and refused.
  seat0.client.moves['move']!(seatG(seat0)!.moves[0]!.move, 0);
  await until(() => seatG(seat0)?.moved === 1, "seat 0's move");
  const after = (await stored(t.running.db, t.matchID)).state;
  expect(after._stateID).toBe(before._stateID + 1);
  expect((after.G as { events?: unknown[] }).events).toEqual([]);
  expect(logLines(seatG(seat0)!).join('\n')).not.toMatch(/bot|back|time/);
}, 60_000);

it('each seat is sent its clocks: a running clock falls, a move adds the increment, a time sent by a client is refused', async () => {
  const t = await toyTable({ clocks: { initialMs: 60_000, incrementMs: 5_000, capMs: 62_000 } }, 3);
  stops.push(t.stop);
  const [seat0, seat1] = [0, 1].map((s) => connect(t.running.url, t.bgio, t.matchID, String(s), t.credentials[s]));
  stops.push(() => seat0!.client.stop(), () => seat1!.client.stop());
  await until(() => seat0!.client.getState()?.isConnected === true && seat1!.client.getState()?.isConnected === true, 'both seats connected');
  seat0!.client.moves['start']!();
  await until(() => seatG(seat1!)?.dealt === true, 'the deal');
  const dealt = seatG(seat1!)!.clocks!;
  expect(dealt.remaining).toEqual([60_000, 60_000]);
  expect(dealt.running).toEqual([true, true]);
  // A client that claims a time of its own: a third argument, refused like any malformed move.
  const id = stateID(seat0!);
  seat0!.client.moves['move']!(seatG(seat0!)!.moves[0]!.move, 0, { remaining: [600_000, 0], at: 0 });
  const started = Date.now();
  await new Promise((ok) => setTimeout(ok, 300));
  expect(stateID(seat0!)).toBe(id);
  seat0!.client.moves['move']!(seatG(seat0!)!.moves[0]!.move, 0);
  await until(() => seatG(seat1!)?.clocks?.running[0] === false, "seat 0's move, seen by seat 1");
  const thought = Date.now() - started;
  const after = seatG(seat1!)!.clocks!;
  expect(seatG(seat0!)!.clocks).toEqual(after);
  // Seat 0 thought at least 300 ms and got 5 s back, capped at 62 s.
  expect(after.remaining[0]).toBe(62_000);
  // Seat 1's clock ran all along and fell by the time since the deal (as the server measured it).
  expect(after.remaining[1]).toBeLessThanOrEqual(60_000 - 300);
  expect(after.remaining[1]).toBeGreaterThanOrEqual(60_000 - thought - 1_000);
  expect(after.running).toEqual([false, true]);
  expect(after.at - dealt.at).toBe(60_000 - after.remaining[1]!);
  // The table's own figures are the same.
  expect(t.table.clocks(t.matchID)!.remaining[0]).toBe(62_000);
}, 60_000);

it("with timeout 'end', a seat out of time ends the match, ranked last and named in the result; every log and replay says so", async () => {
  const t = await toyTable({ clocks: { initialMs: 1_500, incrementMs: 1_000, timeout: 'end' } }, 30);
  stops.push(t.stop);
  const idle = connect(t.running.url, t.bgio, t.matchID, '1', t.credentials[1]);
  stops.push(() => idle.client.stop());
  const person = autoPlay(connect(t.running.url, t.bgio, t.matchID, '0', t.credentials[0]), 4);
  stops.push(() => {
    person.stop();
    person.seat.client.stop();
  });
  await person.over;
  const { state } = await stored(t.running.db, t.matchID);
  const gameover = (state.ctx as { gameover?: { timedOut?: number[]; ranking?: number[][] } }).gameover;
  expect(gameover?.timedOut).toEqual([1]);
  expect(gameover?.ranking).toEqual([[0], [1]]);
  const metadata = (await t.running.db.fetch(t.matchID, { metadata: true })) as { metadata: { gameover?: unknown } };
  expect(metadata.metadata.gameover).toEqual(gameover);
  expect((state.G as { events?: unknown }).events).toEqual([{ at: 1, seat: 1, kind: 'timeout', line: 'Player 2 ran out of time: the match ends.' }]);
  const line = 'Player 2 ran out of time: the match ends.';
  await until(() => logLines(seatG(idle) ?? { log: {} }).includes(line), "the idle seat's log line");
  expect(logLines(seatG(person.seat)!).at(-1)).toBe(line);
  for (const viewer of [0, 1, 'spectator'] as const) {
    const read = await t.table.replay(t.matchID, viewer);
    if (read._tag === 'Left') throw new Error(read.left);
    const last = read.right.steps.at(-1)!;
    expect(last.stateID).toBe(state._stateID);
    expect(logLines(last.G).at(-1)).toBe(line);
  }
  // Seat 0's replay is what it was sent, state by state, the clocks included (every state after the deal has them).
  const mine = await t.table.replay(t.matchID, 0);
  if (mine._tag === 'Left') throw new Error(mine.left);
  const sent = new Map(person.snapshots.map((s) => [s.stateID, s.G]));
  let compared = 0;
  for (const step of mine.right.steps) {
    const got = sent.get(step.stateID);
    if (got === undefined) continue;
    expect(step.G).toEqual(got);
    if (step.stateID > 0) expect(step.G.clocks).toBeDefined();
    compared++;
  }
  expect(compared).toBeGreaterThan(1);
  await expectReplays(t);
}, 60_000);
