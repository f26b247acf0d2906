/**
 * A table event whose write loses the compare-and-set to a move made at the same state:
 * the event is written again on the newer state, once. The race is made deterministic by a
 * storage wrapper (real PostgresStorage underneath, on PGlite and on PostgreSQL) that holds
 * the event's `setState` until a person's move, sent at that instant from the same state,
 * has been stored. With the storage's own pub/sub the lost write is refused; with the
 * in-process one the storage resolves it all the same (it cannot tell a refused move from
 * a lost one), and only reading the log back shows the event missing. Either way the event
 * ("Player 2's seat is played by a bot.", a leaver's hand-over) ends up in the state, the
 * stored log, every connected seat's log and every viewer's replay exactly once.
 */
import { expect, it } from 'vitest';
import { left } from '../../src/core/either.js';
import { ruleError } from '../../src/core/errors.js';
import type { Bot } from '../../src/bots/index.js';
import { logLines, type SeatG } from '../../src/boardgameio/index.js';
import type { PostgresStorage } from '../../src/boardgameio/server/index.js';
import { connect, startServer, stored, until, type Seat } from './harness.js';
import { storageSetups, testSchema } from './storages.js';
import { toyTable } from './table-toy.js';

const { up, schema, closers } = await testSchema('race');

type Deltalog = readonly { action?: { payload?: { type?: string } } }[] | undefined;
const kinds = (deltalog: Deltalog): (string | undefined)[] => (deltalog ?? []).map((e) => e.action?.payload?.type);

/**
 * `storage`, but the first write of a table move waits until `race()` has made a move that
 * was stored (through another server); with `resolveLost`, that write resolves even when the
 * storage refused it, as a storage that does not report a lost compare-and-set would.
 */
function paced(storage: PostgresStorage, resolveLost: boolean): { db: PostgresStorage; race: (move: () => void) => void; held: Promise<void> } {
  let move: (() => void) | undefined;
  let holding = false;
  let hold = (): void => undefined;
  const held = new Promise<void>((ok) => (hold = ok));
  let outer: unknown;
  const stateID = async (matchID: string): Promise<number> => ((await storage.fetch(matchID, { state: true })) as { state: { _stateID: number } }).state._stateID;
  const setState = async (matchID: string, state: { _stateID: number }, deltalog: Deltalog): Promise<void> => {
    if (holding || !kinds(deltalog).includes('table')) return storage.setState(matchID, state as never, deltalog as never);
    holding = true;
    hold();
    move?.();
    await until(async () => (await stateID(matchID)) >= state._stateID, 'the racing move, stored');
    try {
      await storage.setState(matchID, state as never, deltalog as never);
    } catch (e) {
      if (!resolveLost) throw e;
    }
  };
  const db = new Proxy(storage, {
    get: (target, name) => {
      if (name === 'setState') return outer ?? setState;
      const value = Reflect.get(target, name) as unknown;
      // Its methods run on the storage itself; its own properties are given as they are (a proxy must).
      return typeof value === 'function' && !Object.prototype.hasOwnProperty.call(target, name) ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    // The table wraps setState: its wrapper goes outside ours.
    set: (target, name, value) => (name === 'setState' ? ((outer = value), true) : Reflect.set(target, name, value)),
  });
  return { db, race: (m) => (move = m), held };
}

// The bot that takes the seat never moves, so the person's move is the only one racing the event.
const idle: Bot = { name: 'idle', choose: () => left(ruleError('INTERNAL_ERROR', 'idle')) };
const line = "Player 2's seat is played by a bot.";
const seatG = (seat: Seat): SeatG | undefined => seat.client.getState()?.G as SeatG | undefined;
const count = (lines: readonly string[]): number => lines.filter((l) => l === line).length;

for (const setup of storageSetups(up, schema, closers).filter((s) => s.title !== 'memory')) {
  for (const resolveLost of [false, true]) {
    it.skipIf(setup.skip)(`${setup.title}, ${resolveLost ? 'a storage that resolves the lost write' : 'the lost write refused'}: the event is written again on the newer state, once`, async () => {
      const storage = (await setup.make())!;
      const { db, race, held } = paced(storage, resolveLost);
      // A long retry time: the event is written again because its write was seen lost, not because a retry came round.
      const t = await toyTable({ bots: { idle }, leavers: { graceMs: 200, bot: { name: 'idle' } }, retryMs: 120_000 }, 3, { db: db as never, pubSub: storage.pubSub });
      closers.push(t.stop);
      // A second server on the same storage and pub/sub (boardgame.io handles one match's moves one at a time per server).
      const other = await startServer({ games: [t.bgio], db: storage as never, pubSub: storage.pubSub });
      closers.push(other.stop);
      const seat0 = connect(other.url, t.bgio, t.matchID, '0', t.credentials[0]);
      const seat1 = connect(t.running.url, t.bgio, t.matchID, '1', t.credentials[1]);
      const watcher = connect(t.running.url, t.bgio, t.matchID, null);
      closers.push(async () => seat0.client.stop(), async () => watcher.client.stop());
      await until(() => seat0.client.getState()?.isConnected === true && seat1.client.getState()?.isConnected === true, 'both seats connected');
      // Dealt through the table's server, which records the seed.
      seat1.client.moves['start']!();
      await until(() => seatG(seat0)?.dealt === true, 'the deal, seen by seat 0');
      // Seat 0 picks through the other server at the instant the event is being written, from the state the event was made on.
      const from = seat0.client.getState()!._stateID;
      race(() => seat0.client.moves['move']!(seatG(seat0)!.moves[0]!.move, 0));
      // Seat 1's person goes: after the grace time a bot takes the seat, and the table writes the event.
      seat1.client.stop();
      await held;
      await until(async () => ((await stored(t.running.db, t.matchID)).state.G as { events: unknown[] }).events.length > 0, 'the event in the stored state', 30_000);
      const { state, log } = await stored(t.running.db, t.matchID);
      // The move went first, at the state both were made from; the event came after it, once.
      expect(log.map((e) => e.action.payload.type)).toEqual(['start', 'move', 'table']);
      expect(state._stateID).toBe(from + 2);
      expect((state.G as { events: unknown[] }).events).toEqual([{ at: 1, seat: 1, kind: 'bot', line }]);
      for (const viewer of [seat0, watcher]) {
        await until(() => viewer.client.getState()?._stateID === state._stateID, 'the last state, seen by each client');
        expect(count(logLines(seatG(viewer)!))).toBe(1);
      }
      for (const viewer of [0, 1, 'spectator'] as const) {
        const read = await t.table.replay(t.matchID, viewer);
        if (read._tag === 'Left') throw new Error(read.left);
        expect(count(logLines(read.right.steps.at(-1)!.G))).toBe(1);
      }
    }, 60_000);
  }
}
