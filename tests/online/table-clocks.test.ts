/**
 * Clocks: the arithmetic (charged only while a seat is active, several at once in a
 * simultaneous step; increments and caps; a fixed time per move given afresh; a clock
 * stepped back charges nothing), and on a real server a seat whose client never moves:
 * its time runs out and a bot moves for it through its own socket, while the seat that
 * has moved and waits has no clock running; the match finishes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import { advance, newClocks, type ClockOptions } from '../../src/boardgameio/server/index.js';
import { connect, stored, until } from './harness.js';
import { expectReplays, toyTable } from './table-toy.js';
import { autoPlay } from './play.js';

describe('clock arithmetic', () => {
  const chess: ClockOptions = { initialMs: 10_000, incrementMs: 2_000, capMs: 11_000 };
  it('charges only the active seats, both at once in a simultaneous step, and never below zero', () => {
    let c = newClocks(chess, 3, 0);
    c = advance(c, chess, 0, [0, 0, 0], [0, 1]);
    expect(c.running).toEqual([true, true, false]);
    c = advance(c, chess, 4_000, [0, 0, 0], [0, 1]);
    expect(c.remaining).toEqual([6_000, 6_000, 10_000]);
    c = advance(c, chess, 20_000, [0, 0, 0], [2]);
    expect(c.remaining).toEqual([0, 0, 10_000]);
  });
  it('adds the increment to the seat that moved, up to the cap', () => {
    let c = advance(newClocks(chess, 2, 0), chess, 0, [0, 0], [0]);
    c = advance(c, chess, 500, [1, 0], [1]);
    expect(c.remaining).toEqual([11_000, 10_000]);
    c = advance(c, chess, 4_500, [1, 1], [0]);
    expect(c.remaining).toEqual([11_000, 8_000]);
  });
  it('gives a fixed time afresh to each seat that becomes active, and keeps running one that stays active', () => {
    const fixed: ClockOptions = { perMoveMs: 5_000 };
    let c = advance(newClocks(fixed, 2, 0), fixed, 0, [0, 0], [0, 1]);
    c = advance(c, fixed, 3_000, [1, 0], [1]);
    expect(c.remaining).toEqual([2_000, 2_000]);
    c = advance(c, fixed, 4_000, [1, 1], [0]);
    expect(c.remaining).toEqual([5_000, 1_000]);
  });
  it('charges nothing for a clock stepped back', () => {
    const c = advance(advance(newClocks(chess, 2, 1_000), chess, 1_000, [0, 0], [0]), chess, 500, [0, 0], [0]);
    expect(c.remaining).toEqual([10_000, 10_000]);
  });
});

const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

it('a seat that never moves runs out of time and a bot moves for it; a seat waiting for it has no clock running', async () => {
  const t = await toyTable({ bots: { random: randomBot(9) }, clocks: { initialMs: 3_000, incrementMs: 0, bot: { name: 'random' } } }, 3);
  const { table, bgio, running, matchID, credentials } = t;
  stops.push(t.stop);
  // Seat 1's client connects and never moves.
  const idle = connect(running.url, bgio, matchID, '1', credentials[1]);
  stops.push(() => idle.client.stop());
  const person = autoPlay(connect(running.url, bgio, matchID, '0', credentials[0]), 4);
  stops.push(() => {
    person.stop();
    person.seat.client.stop();
  });
  const movesOf = async (seat: string): Promise<number> => (await stored(running.db, matchID)).log.filter((e) => e.action.payload.type === 'move' && e.action.payload.playerID === seat).length;
  await until(async () => (await movesOf('0')) >= 1, "seat 0's first pick");
  // Seat 0 has picked and waits for seat 1 (or seat 1's bot already moved and a new round runs both).
  const waiting = (await movesOf('1')) === 0;
  const clocks = table.clocks(matchID)!;
  if (waiting) expect(clocks.running).toEqual([false, true]);
  await person.over;
  expect(await movesOf('1')).toBe(3);
  expect(idle.sent.filter((s) => s.includes('"move"'))).toEqual([]);
  const final = table.clocks(matchID)!;
  expect(final.running).toEqual([false, false]);
  expect(final.remaining[1]).toBe(0);
  await expectReplays(t);
}, 60_000);
