/**
 * The adapter's cache of seat views: two matches (or two histories of one match) that reach
 * the same state with as many log lines, told differently, each get their own lines.
 */
import { expect, it } from 'vitest';
import { seatViews } from '../../src/boardgameio/seat-view.js';
import type { MatchG } from '../../src/boardgameio/index.js';
import { toy } from '../testing/toy.js';

it('a seat view is never served from the cache of another match with the same state and as many log lines', () => {
  const dealt = toy.setup({ journal: false }, 'same-seed');
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  const state = JSON.stringify(dealt.right);
  const match = (lines: string[]): MatchG => ({ config: { journal: false }, players: 2, state, moved: [2, 2], log: [lines, lines, lines], result: null, problem: null });
  const views = seatViews(toy);
  const a = views.seatG(match(['Toy game', 'Seat 0 picks 0', 'Seat 0 picks 2']), 0);
  const b = views.seatG(match(['Toy game', 'Seat 0 picks 1', 'Seat 0 picks 1']), 0);
  expect(Object.values(a.log)).toEqual(['Toy game', 'Seat 0 picks 0', 'Seat 0 picks 2']);
  expect(Object.values(b.log)).toEqual(['Toy game', 'Seat 0 picks 1', 'Seat 0 picks 1']);
  // The same match G asked again is served from the cache (the same object); an equal G
  // that is another object is made again, equal.
  const g = match(['Toy game', 'Seat 0 picks 0', 'Seat 0 picks 2']);
  const first = views.seatG(g, 0);
  expect(views.seatG(g, 0)).toBe(first);
  expect(views.seatG(match(['Toy game', 'Seat 0 picks 0', 'Seat 0 picks 2']), 0)).toEqual(first);
});

it("the cache of one G holds each viewer's own view: a seat is never served another's", () => {
  const dealt = toy.setup({ journal: false }, 'seed-of-views');
  if (dealt._tag === 'Left') throw new Error(dealt.left.message);
  const G: MatchG = { config: { journal: false }, players: 2, state: JSON.stringify(dealt.right), moved: [0, 0], log: [['a0'], ['a1'], ['as']], result: null, problem: null };
  const views = seatViews(toy);
  const spectator = views.seatG(G, 'spectator');
  const zero = views.seatG(G, 0);
  const one = views.seatG(G, 1);
  for (const [viewer, seen] of [[0, zero], [1, one], ['spectator', spectator]] as const) {
    expect(seen.viewer).toBe(viewer);
    expect(seen.view).toEqual((toy.view(dealt.right, viewer) as { right: unknown }).right);
    expect(views.seatG(G, viewer)).toBe(seen);
  }
  expect(Object.values(zero.log)).toEqual(['a0']);
  expect(Object.values(one.log)).toEqual(['a1']);
  expect(Object.values(spectator.log)).toEqual(['as']);
});
