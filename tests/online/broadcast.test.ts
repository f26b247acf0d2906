/**
 * The guard's broadcast (`broadcast.ts`, `json-patch.ts`): each seat's message made once per
 * publication however many sockets that seat (or the spectators) has, the same states and
 * log as boardgame.io's own filter sends, a patch that turns each client's state into the
 * next exactly (carrying what changed in a seat's view, not the whole view), and over real sockets every socket of a seat holding that seat's own `G`
 * at every state it saw, never another seat's and never an older state's.
 */
import { applyPatch } from 'rfc6902';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { Game as BgioGame } from 'boardgame.io';
import { expect, it } from 'vitest';
import { filterMessage, type FilterGame, type Message } from '../../src/boardgameio/broadcast.js';
import { jsonPatch } from '../../src/boardgameio/json-patch.js';
import { unmarked } from '../../src/boardgameio/seat-view.js';
import { toBoardgameIO } from '../../src/boardgameio/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import type { Viewer } from '../../src/core/game.js';
import { chooser, connect, createMatch, type Seat, startServer, stored, until } from './harness.js';
import { autoPlay, expectedG, rebuild } from './play.js';
import { storageSetups, testSchema } from './storages.js';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A random JSON value, `depth` levels deep at most; keys include those a JSON pointer escapes. */
function randomJson(pick: (n: number) => number, depth: number): unknown {
  const kind = pick(depth <= 0 ? 4 : 7);
  if (kind === 0) return pick(5) - 2;
  if (kind === 1) return ['a', '', 'b~1', 'x/y'][pick(4)];
  if (kind === 2) return [true, false, null][pick(3)];
  if (kind === 3) return pick(2) === 0 ? 0.5 : 'long text';
  if (kind === 4) return Array.from({ length: pick(4) }, () => randomJson(pick, depth - 1));
  const keys = ['a', 'b', '', '~', 'a/b', '~1', '0'];
  return Object.fromEntries(Array.from({ length: pick(5) }, () => [keys[pick(keys.length)]!, randomJson(pick, depth - 1)]));
}

/** `value` with a few of its parts changed, the rest the same objects (as the seat views share them). */
function mutate(pick: (n: number) => number, value: unknown, depth: number): unknown {
  if (pick(3) === 0) return value;
  if (pick(6) === 0 || typeof value !== 'object' || value === null) return randomJson(pick, depth);
  if (Array.isArray(value)) return pick(3) === 0 ? [...value, randomJson(pick, 1)] : value.map((v) => mutate(pick, v, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (pick(8) !== 0) out[k] = mutate(pick, v, depth - 1);
  if (pick(3) === 0) out[['c', 'a~b', 'n/ew'][pick(3)]!] = randomJson(pick, 1);
  return out;
}

it('a patch turns any JSON value into the next one exactly, and is empty for equal values', () => {
  const pick = chooser(33);
  for (let i = 0; i < 3000; i++) {
    const prev = randomJson(pick, 4);
    const next = mutate(pick, prev, 4);
    const patch = jsonPatch(prev, next);
    const target = { root: clone(prev) };
    // Under a root key, so that a patch of the whole value (path '') is applied as one too.
    const errors = applyPatch(target, patch.map((op) => ({ ...op, path: `/root${op.path}` })) as never);
    expect(errors.filter((e) => e !== null), `case ${i}`).toEqual([]);
    expect(target.root, `case ${i}`).toEqual(clone(next));
    expect(jsonPatch(prev, clone(prev)), `case ${i}`).toEqual([]);
  }
  // A key holding undefined is not in the JSON sent: nothing to add or remove.
  expect(jsonPatch({ a: 1, u: undefined }, { a: 1 })).toEqual([]);
  expect(jsonPatch({ a: 1 }, { a: 1, u: undefined })).toEqual([]);
});

const { up, schema, closers } = await testSchema('broadcast');

it.each(storageSetups(up, schema, closers))(
  'on $title: each seat message made once per move for all its sockets, equal to what boardgame.io sends, and every socket holds its own seat G at each state',
  async ({ skip, make }) => {
    if (skip) return;
    const storage = await make();
    const seeds: string[] = [];
    const game = toBoardgameIO(meuterer, { log: () => undefined, seed: () => (seeds.push(`broadcast-${seeds.length}`), seeds[seeds.length - 1]!) });
    // Calls of the game's playerView, counted per publication by the pub/sub below.
    let views = 0;
    const counted: BgioGame = { ...game, playerView: (context) => (views++, game.playerView!(context)) };
    const published: { readonly payload: Message; readonly views: number }[] = [];
    const subscribers = new Map<string, ((p: unknown) => void)[]>();
    // In memory: a pub/sub that records; on a database: the storage's, its deliveries recorded.
    const inner = storage?.pubSub ?? {
      publish: (channel: string, payload: unknown) => subscribers.get(channel)?.forEach((f) => f(payload)),
      subscribe: (channel: string, f: (p: never) => void) => void subscribers.set(channel, [...(subscribers.get(channel) ?? []), f as (p: unknown) => void]),
      unsubscribeAll: (channel: string) => void subscribers.delete(channel),
    };
    const pubSub = {
      publish: (channel: string, payload: unknown) => inner.publish(channel, payload),
      subscribe: (channel: string, f: (p: never) => void) =>
        inner.subscribe(channel, (payload: never) => {
          const before = views;
          f(payload);
          published.push({ payload, views: views - before });
        }),
      unsubscribeAll: (channel: string) => inner.unsubscribeAll(channel),
    };
    const running = await startServer({ games: [counted], db: storage as never, pubSub });
    closers.push(() => running.stop());
    const match = await createMatch(running.url, 'meuterer', 4);
    const on = (seat: string | null): Seat => connect(running.url, game, match.matchID, seat, seat === null ? undefined : match.credentials[Number(seat)]);
    const players = [0, 1, 2, 3].map((i) => autoPlay(on(String(i)), 500 + i));
    // Seat 0 on three sockets, two spectators: five viewers, eight sockets.
    const watchers = [on('0'), on('0'), on(null), on(null)].map((seat, i) => autoPlay(seat, i));
    // The second and third sockets of seat 0 only watch.
    for (const w of watchers) w.pause();
    const all = [...players, ...watchers];
    // The last state a socket recorded (autoPlay records each state a turn of the event loop after the client holds it).
  const stateOf = (s: Seat): number => all.find((p) => p.seat === s)?.snapshots.at(-1)?.stateID ?? -1;
    let settled = -1;
    try {
      await until(() => players.every((p) => stateOf(p.seat) >= 30), 'thirty states on every seat', 120_000);
      for (const p of players) p.pause();
      // A move sent before the pause may still be stored: settled once the stored state stays the one every socket holds.
      for (;;) {
        const last = (await stored(running.db, match.matchID)).state._stateID;
        await until(() => all.every((p) => stateOf(p.seat) >= last), 'every socket at the last stored state', 60_000);
        if ((await stored(running.db, match.matchID)).state._stateID === last) {
          settled = last;
          break;
        }
      }
    } finally {
      for (const p of all) p.stop();
    }
    const patches = published.filter((p) => p.payload.type === 'patch');
    expect(patches.length).toBeGreaterThan(20);
    // Two views (the states before and after) per viewer, not per socket: 10, where one per socket made 16.
    for (const p of patches) expect(p.views).toBeLessThanOrEqual(10);

    // What boardgame.io's own filter sends each viewer: the same states and log; the patch,
    // applied to the state before as boardgame.io filters it, gives the state after.
    const processed = ProcessGameConfig(game as never);
    const theirs = getFilterPlayerView(processed as never) as unknown as (playerID: unknown, payload: Message) => Message;
    for (const { payload } of published.slice(-12))
      for (const playerID of ['0', '1', '2', '3', null]) {
        const ours = filterMessage(processed as unknown as FilterGame, playerID, payload);
        const reference = theirs(playerID, payload);
        if (payload.type !== 'patch') {
          expect(clone(ours)).toEqual(clone(reference));
          continue;
        }
        const [matchID, from, prevState, state] = payload.args as [string, number, object, object];
        const filtered = (s: object): unknown => theirs(playerID, { type: 'update', args: [matchID, s] }).args[1];
        // The states as each viewer receives them whole (a sync, an update): the same.
        for (const s of [prevState, state]) expect(clone(filterMessage(processed as unknown as FilterGame, playerID, { type: 'update', args: [matchID, s] }))).toEqual(clone(theirs(playerID, { type: 'update', args: [matchID, s] })));
        // The client holds the state before whole, its view too (the mark that leaves the view
        // out of a patch's base is for boardgame.io's own patcher).
        const held = { ...prevState, G: unmarked((prevState as { G: object }).G) };
        const before = clone(filtered(held)) as object;
        const patch = ours.args[3] as { op: string; path: string }[];
        expect(applyPatch(before, patch as never).filter((e) => e !== null)).toEqual([]);
        expect(before).toEqual(clone(filtered(state)));
        // What changed in the view, not the whole view again.
        if (playerID !== null) expect(patch.filter((op) => op.path === '/G/view').map((op) => op.op)).toEqual([]);
        expect(clone([ours.args[0], ours.args[1], ours.args[2], ours.args[4]])).toEqual(clone([reference.args[0], reference.args[1], reference.args[2], reference.args[4]]));
        expect(from).toBe(ours.args[1]);
      }

    // Every socket held its own viewer's G at each state it saw (none another's, none stale).
    const steps = await rebuild(running, meuterer, match.matchID, 4, seeds[0]!);
    for (const p of all) {
      const viewer: Viewer = p.seat.playerID === null ? 'spectator' : Number(p.seat.playerID);
      for (const snap of p.snapshots) {
        const step = steps.find((s) => s.stateID === snap.stateID);
        if (step === undefined) throw new Error(`no step ${snap.stateID}`);
        expect(snap.G, `viewer ${String(viewer)} at state ${snap.stateID}`).toEqual(expectedG(meuterer, step, viewer, 4));
      }
      // None left behind: every socket reached the state stored once the seats stopped choosing.
      expect(p.snapshots[p.snapshots.length - 1]!.stateID).toBeGreaterThanOrEqual(settled);
    }
    for (const p of all) p.seat.client.stop();
  },
  240_000,
);
