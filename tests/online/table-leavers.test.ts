/**
 * Leavers: two people play a toy match over real sockets; one disconnects mid-game; after
 * the grace time a bot plays the seat (through its own socket, with the seat's
 * credentials) and the match goes on; the person reconnects with the same credentials,
 * the bot leaves the seat and the person plays on to the end. The hand-over is in the
 * match metadata with the state ids it began and ended at, and in every seat's log (and
 * replay) at its place: "Player 2's seat is played by a bot.", "Player 2 is back.".
 */
import { afterAll, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import type { Handover } from '../../src/boardgameio/server/index.js';
import { logLines, type SeatG } from '../../src/boardgameio/index.js';
import { connect, stored, until } from './harness.js';
import { expectReplays, toyTable } from './table-toy.js';
import { autoPlay, type Player } from './play.js';

const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

it('a seat left for the grace time is played by a bot; its person comes back and gets it', async () => {
  const t = await toyTable({ bots: { random: randomBot(5) }, leavers: { graceMs: 300, bot: { name: 'random' } } }, 30);
  const { table, bgio, running, matchID, credentials } = t;
  stops.push(t.stop);
  const play = (seat: number, pick: number): Player => {
    const p = autoPlay(connect(running.url, bgio, matchID, String(seat), credentials[seat]), pick);
    let stopped = false;
    const stop = (): void => {
      // boardgame.io's client throws when stopped twice.
      if (stopped) return;
      stopped = true;
      p.stop();
      p.seat.client.stop();
    };
    stops.push(stop);
    return { ...p, stop };
  };
  const person0 = play(0, 1);
  const first1 = play(1, 2);
  const movesOf = async (seat: string): Promise<number> => (await stored(running.db, matchID)).log.filter((e) => e.action.payload.type === 'move' && e.action.payload.playerID === seat).length;
  await until(async () => (await movesOf('1')) >= 3, 'a few moves of seat 1');
  // Seat 1's person goes away: its client stops, its socket closes.
  first1.stop();
  const movedBefore = await movesOf('1');
  await until(() => table.playing().some((p) => p.matchID === matchID && p.seat === 1), 'a bot in seat 1');
  await until(async () => (await movesOf('1')) >= movedBefore + 3, 'the bot to move for seat 1');
  const metadata = async (): Promise<readonly Handover[]> => ((await running.db.fetch(matchID, { metadata: true })) as { metadata: { handovers?: Handover[] } }).metadata.handovers ?? [];
  expect(await metadata()).toEqual([{ seat: 1, from: expect.any(Number), until: null }]);
  const gone = "Player 2's seat is played by a bot.";
  const back = 'Player 2 is back.';
  const linesOf = (p: Player): string[] => {
    const G = p.seat.client.getState()?.G as SeatG | undefined;
    return G === undefined ? [] : logLines(G);
  };
  await until(() => linesOf(person0).includes(gone), "the hand-over in seat 0's log");
  // Seat 0 waits, so the match is still on when seat 1's person returns.
  person0.pause();
  const back1 = play(1, 3);
  await until(() => table.playing().length === 0, 'the bot to leave seat 1');
  const [handover] = await metadata();
  expect(handover!.until).not.toBeNull();
  expect(handover!.until!).toBeGreaterThan(handover!.from);
  const movedByBot = await movesOf('1');
  person0.resume();
  await Promise.all([person0.over, back1.over]);
  // The person played the rest of the match: seat 1 moved after the bot left, and no bot came back.
  expect(await movesOf('1')).toBe(30);
  expect(movedByBot).toBeLessThan(30);
  expect(table.playing()).toEqual([]);
  expect((await metadata()).length).toBe(1);
  // Both lines, once each and in order, in both seats' logs and in every viewer's replay.
  const ours = (lines: readonly string[]): string[] => lines.filter((l) => l === gone || l === back);
  expect(ours(linesOf(person0))).toEqual([gone, back]);
  expect(ours(linesOf(back1))).toEqual([gone, back]);
  for (const viewer of [0, 1, 'spectator'] as const) {
    const read = await table.replay(matchID, viewer);
    if (read._tag === 'Left') throw new Error(read.left);
    expect(ours(logLines(read.right.steps.at(-1)!.G))).toEqual([gone, back]);
  }
  await expectReplays(t);
}, 120_000);
