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
  // The same match asked again is served from the cache (the same object).
  expect(views.seatG(match(['Toy game', 'Seat 0 picks 0', 'Seat 0 picks 2']), 0)).toBe(a);
});
