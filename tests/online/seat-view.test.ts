/**
 * The adapter's cache of seat views and its log book: two matches (or two histories of one
 * match) that reach the same state with as many log lines, told differently, each get their
 * own lines; each viewer gets its own view; and the lines a process derives from a stored
 * match `G` alone (after a restart, on another process) are those a process that followed
 * every move derived, and those the game's `describeStart` and `describe` give.
 */
import { expect, it } from 'vitest';
import { jsonPatch } from '../../src/boardgameio/json-patch.js';
import { historyEntry } from '../../src/boardgameio/log-book.js';
import { seatViews } from '../../src/boardgameio/seat-view.js';
import { toBoardgameIO, type MatchG } from '../../src/boardgameio/index.js';
import type { AnyGame, Viewer } from '../../src/core/game.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import { chooser } from './harness.js';
import { toy } from '../testing/toy.js';

const dealtG = (seed: string, history: readonly unknown[], state: unknown, moved: number[]): MatchG => ({
  config: { journal: false },
  players: 2,
  state: JSON.stringify(state),
  seed,
  history,
  moved,
  result: null,
  problem: null,
});

it('a seat view is never served from the cache of another match with the same state and as many log lines', () => {
  const dealt = toy.setup({ journal: false }, 'same-seed');
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  const pick = (value: number) => historyEntry(toy, dealt.right, { type: 'pick', player: 0, value }, 2);
  // Two histories of one seed that a G shows at the same state (the last state is taken as stored).
  const views = seatViews(toy);
  const a = views.seatG(dealtG('same-seed', [pick(0)], dealt.right, [1, 0]), 0);
  const b = views.seatG(dealtG('same-seed', [pick(1)], dealt.right, [1, 0]), 0);
  expect(Object.values(a.log)).toEqual(['Toy game', 'Seat 0 picks 0']);
  expect(Object.values(b.log)).toEqual(['Toy game', 'Seat 0 picks 1']);
  // The same match G asked again is served from the cache (the same object); an equal G
  // that is another object is made again, equal.
  const g = dealtG('same-seed', [pick(0)], dealt.right, [1, 0]);
  const first = views.seatG(g, 0);
  expect(views.seatG(g, 0)).toBe(first);
  expect(views.seatG(dealtG('same-seed', [pick(0)], dealt.right, [1, 0]), 0)).toEqual(first);
  // Seat 1 sees that seat 0 picked, not what.
  expect(Object.values(views.seatG(g, 1).log)).toEqual(['Toy game', 'Seat 0 picks']);
});

it("the cache of one G holds each viewer's own view: a seat is never served another's", () => {
  const dealt = toy.setup({ journal: false }, 'seed-of-views');
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  const G = dealtG('seed-of-views', [], dealt.right, [0, 0]);
  const views = seatViews(toy);
  const spectator = views.seatG(G, 'spectator');
  const zero = views.seatG(G, 0);
  const one = views.seatG(G, 1);
  for (const [viewer, seen] of [[0, zero], [1, one], ['spectator', spectator]] as const) {
    expect(seen.viewer).toBe(viewer);
    expect(seen.view).toEqual((toy.view(dealt.right, viewer) as { right: unknown }).right);
    expect(views.seatG(G, viewer)).toBe(seen);
    expect(Object.values(seen.log)).toEqual(['Toy game']);
  }
});

/** Plays a whole match through the adapter's own setup and moves, as boardgame.io's server calls them; every G along the way. */
function playThrough(game: AnyGame, players: number, seed: string, pickSeed: number, setupData?: unknown): MatchG[] {
  const bgio = toBoardgameIO(game as never, { seed: () => seed, log: () => undefined });
  const pick = chooser(pickSeed);
  const events = { setActivePlayers: () => undefined, endGame: () => undefined };
  const ctx = { numPlayers: players } as never;
  const call = (name: 'start' | 'move', G: MatchG, playerID: string, ...args: unknown[]): MatchG => {
    const made = (bgio.moves as Record<string, { move: (c: unknown, ...a: unknown[]) => unknown }>)[name]!.move({ G, ctx, playerID, events }, ...args);
    if (typeof made === 'string') throw new Error(`${name} refused`);
    return made as MatchG;
  };
  const Gs = [(bgio.setup as (c: unknown, d?: unknown) => MatchG)({ ctx }, setupData)];
  Gs.push(call('start', Gs[0]!, '0'));
  for (;;) {
    const G = Gs.at(-1)!;
    const state = JSON.parse(G.state!) as unknown;
    if (game.isOver(state)) return Gs;
    const seat = game.activePlayers(state)[0]!;
    const moves = game.legalMoves(state, seat);
    Gs.push(call('move', G, String(seat), moves[pick(moves.length)], G.moved[seat]));
  }
}

/** Each viewer's lines at each G, told by the game itself along the moves. */
function told(game: AnyGame, players: number, seed: string, pickSeed: number): string[][][] {
  const bgio = playThrough(game, players, seed, pickSeed);
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
  const dealt = game.setup(bgio[1]!.config, seed);
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  let state: unknown = dealt.right;
  let lines = viewers.map((v) => [...game.describeStart(state, v)]);
  const out = [viewers.map(() => []), lines];
  const pick = chooser(pickSeed);
  for (;;) {
    if (game.isOver(state)) return out;
    const seat = game.activePlayers(state)[0]!;
    const moves = game.legalMoves(state, seat);
    const move = moves[pick(moves.length)];
    const next = game.apply(state, move);
    if (next._tag === 'Left') throw new Error(next.left.message);
    lines = viewers.map((v, i) => [...lines[i]!, ...game.describe(state, move, next.right, v)]);
    state = next.right;
    out.push(lines);
  }
}

it('a whole Meuterer game: every viewer\'s log derived along the moves, or from a late G alone (a restart, another process), is the one the game tells; the history costs a few bytes a move', () => {
  const players = 4;
  const seed = 'log-book-seed';
  const Gs = playThrough(meuterer, players, seed, 7);
  const expected = told(meuterer, players, seed, 7);
  expect(Gs.length).toBe(expected.length);
  expect(Gs.length).toBeGreaterThan(40);
  const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
  const along = seatViews(meuterer);
  Gs.forEach((G, k) => viewers.forEach((v, i) => expect(Object.values(along.seatG(G, v).log), `G ${k}, viewer ${v}`).toEqual(expected[k]![i])));
  // A process that sees only some Gs, late and out of order (the base of a patch is the G before).
  const fresh = seatViews(meuterer);
  for (const k of [Gs.length - 1, Gs.length - 2, 20, 1, 0, 21]) viewers.forEach((v, i) => expect(Object.values(fresh.seatG(JSON.parse(JSON.stringify(Gs[k])) as MatchG, v).log), `G ${k}, viewer ${v}`).toEqual(expected[k]![i]));
  // Flat: the moves are kept as small numbers, not the rendered lines.
  const last = Gs.at(-1)!;
  expect(JSON.stringify(last.history).length / last.history.length).toBeLessThan(5);
  expect(JSON.stringify(last).length).toBeLessThan(last.state!.length * 1.5);
});

/** `log` with a getter on each of its keys that counts the reads (the values unchanged). */
function countReads(log: Record<number, string>): () => number {
  let reads = 0;
  for (const key of Object.keys(log)) {
    const value = log[Number(key)];
    Object.defineProperty(log, key, { get: () => (reads++, value), enumerable: true, configurable: true });
  }
  return () => reads;
}

it("along a whole Meuterer game, each viewer's log patch is made from the new lines alone, never from a walk of the log so far, also for a G read anew", () => {
  const players = 4;
  const Gs = playThrough(meuterer, players, 'appended-log', 3);
  expect(Gs.length).toBeGreaterThan(40);
  const viewers: Viewer[] = [0, 1, 2, 3, 'spectator'];
  const views = seatViews(meuterer);
  let patched = 0;
  for (let k = 2; k < Gs.length; k++) {
    for (const v of viewers) {
      const prev = views.seatG(Gs[k - 1]!, v).log;
      // The G as a database gives it back: another object, the same content.
      const next = views.seatG(JSON.parse(JSON.stringify(Gs[k])) as MatchG, v).log;
      const before = Object.keys(prev).length;
      const reads = countReads(prev);
      const patch = jsonPatch(prev, next);
      expect(reads(), `G ${k}, viewer ${v}`).toBe(0);
      expect(patch).toEqual(Object.keys(next).slice(before).map((i) => ({ op: 'add', path: `/${i}`, value: next[Number(i)] })));
      expect(Object.values(next).slice(0, before)).toEqual(Object.values(prev));
      patched += patch.length;
    }
  }
  expect(patched).toBeGreaterThan(Gs.length);
});

it("a move reads the match G as stored, not immer's draft of it, and returns a history immer need not walk (frozen)", () => {
  const bgio = toBoardgameIO(meuterer as never, { seed: () => 'stored-G', log: () => undefined });
  const events = { setActivePlayers: () => undefined, endGame: () => undefined };
  const ctx = { numPlayers: 4 } as never;
  const moves = bgio.moves as Record<string, { move: (c: unknown, ...a: unknown[]) => unknown }>;
  const setup = (bgio.setup as (c: unknown) => MatchG)({ ctx });
  const dealt = moves['start']!.move({ G: setup, ctx, playerID: '0', events }, ...[]) as MatchG;
  const game: AnyGame = meuterer;
  const state = JSON.parse(dealt.state!) as unknown;
  const seat = game.activePlayers(state)[0]!;
  const move = game.legalMoves(state, seat)[0];
  // A draft that may not be read: a move that reads it fails.
  const draft = new Proxy(dealt, { get: () => { throw new Error('the draft was read'); } });
  const made = moves['move']!.move({ G: draft, ctx, playerID: String(seat), events, nauticalRules: { ran: false, G: dealt } }, move, dealt.moved[seat]) as MatchG;
  expect(typeof made).toBe('object');
  expect(made.history).toHaveLength(1);
  expect(Object.isFrozen(made.history)).toBe(true);
  expect(made.moved[seat]).toBe(1);
});

it('the views of the state a move made, and the next move, read the very object the rules made (not a parse of its JSON)', () => {
  // Meuterer's own game, its `apply` and `view` watched: what each returned and was given.
  const made = new Set<unknown>();
  const viewed: unknown[] = [];
  const given: unknown[] = [];
  const game = {
    ...meuterer,
    apply: (state: never, move: never) => {
      given.push(state);
      const next = meuterer.apply(state, move);
      if (next._tag === 'Right') made.add(next.right);
      return next;
    },
    view: (state: never, viewer: Viewer) => (viewed.push(state), meuterer.view(state, viewer)),
  } as typeof meuterer;
  const bgio = toBoardgameIO(game, { seed: () => 'after-state', log: () => undefined });
  const events = { setActivePlayers: () => undefined, endGame: () => undefined };
  const ctx = { numPlayers: 4 } as never;
  const moves = bgio.moves as Record<string, { move: (c: unknown, ...a: unknown[]) => unknown }>;
  let G = moves['start']!.move({ G: (bgio.setup as (c: unknown) => MatchG)({ ctx }), ctx, playerID: '0', events }) as MatchG;
  for (let i = 0; i < 3; i++) {
    const state = JSON.parse(G.state!) as unknown;
    const seat = meuterer.activePlayers(state as never)[0]!;
    G = moves['move']!.move({ G, ctx, playerID: String(seat), events }, meuterer.legalMoves(state as never, seat)[0], G.moved[seat]) as MatchG;
    viewed.length = 0;
    (bgio.playerView as (c: unknown) => unknown)({ G, ctx, playerID: String(seat) });
    expect(viewed).toHaveLength(1);
    expect(made.has(viewed[0])).toBe(true);
    expect(JSON.stringify(viewed[0])).toBe(G.state);
  }
  // Each move after the first started from the state the move before made.
  expect(given.slice(1).every((s) => made.has(s))).toBe(true);
});

it("each seat is served its own match's table, made once per match: along whole games of every game, with matches of the same seed and another config, another seed, and a G without a seed, interleaved and read anew", () => {
  const tableOf = (game: AnyGame, G: MatchG): unknown => {
    const t = game.table(JSON.parse(G.state!) as unknown);
    if (t._tag === 'Left') throw new Error(t.left.message);
    return t.right;
  };
  for (const game of [meuterer, nauticus, shipyard, bremerhaven] as AnyGame[]) {
    const players = game.players.min;
    const matches = [playThrough(game, players, 'table-seed', 1), playThrough(game, players, 'table-seed-2', 2)];
    // Meuterer: the same seed and another rule option (the pirates add to the deck): another table.
    if (game === meuterer) matches.push(playThrough(game, players, 'table-seed', 3, { pirates: true }));
    // The premise: a table never changes during a game.
    for (const Gs of matches) for (const G of Gs.slice(2)) expect(tableOf(game, G)).toEqual(tableOf(game, Gs[1]!));
    if (game === meuterer) expect(tableOf(game, matches[2]![1]!)).not.toEqual(tableOf(game, matches[0]![1]!));
    const seeded = matches.length;
    // Gs stored before the log was derived: no seed, so their table says nothing of another match's.
    const unseeded = (G: MatchG): MatchG => ({ ...G, seed: null, history: [] });
    matches.push(playThrough(game, players, 'table-seed-3', 4).map(unseeded), playThrough(game, players, 'table-seed-4', 5, game === meuterer ? { pirates: true } : undefined).map(unseeded));
    // The first 60 Gs of each (the premise above held along whole games).
    for (const Gs of matches) Gs.splice(60);
    // The states each table was made from.
    const madeFrom: string[] = [];
    const counted = { ...game, table: (s: never) => (madeFrom.push(JSON.stringify(s)), game.table(s)) } as AnyGame;
    const views = seatViews(counted);
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, i) => i), 'spectator'];
    const longest = Math.max(...matches.map((Gs) => Gs.length));
    for (let k = 1; k < longest; k++) {
      for (const [m, Gs] of matches.entries()) {
        const G = Gs[k];
        if (G === undefined) continue;
        // As the process that made it, and as one that read it back (another object).
        for (const asked of [G, JSON.parse(JSON.stringify(G)) as MatchG]) {
          for (const v of viewers) expect(views.seatG(asked, v).table, `${game.id}, match ${m}, G ${k}, viewer ${v}`).toEqual(tableOf(game, G));
        }
      }
    }
    // Each seeded match's table was made once, from its first state; the unseeded ones' from each of their states.
    for (const [m, Gs] of matches.entries()) {
      const states = new Set(Gs.slice(1).map((G) => G.state));
      const made = madeFrom.filter((s) => states.has(s));
      expect(made.length, `${game.id}, match ${m}`).toBe(m < seeded ? 1 : states.size);
    }
  }
});
