/**
 * The harness must catch broken games: each case below breaks one part of the contract
 * in a copy of Meuterer, and the harness has to say so.
 */
import { describe, expect, it } from 'vitest';
import { right } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { meuterer, type MeutererMove, type MeutererState } from '../../src/meuterer/index.js';
import { checkGame, ContractViolation, deepFreeze, viewOf, type HarnessOptions } from '../../src/testing/index.js';
import type { BaseView, Game } from '../../src/core/index.js';
import { toy } from './toy.js';

type G = typeof meuterer;
// These cases check that a defect is found and named; shrinking the game it is found in is
// tests/testing/shrink.test.ts's subject, so it is off here (a sixth of this file's CPU).
const options: HarnessOptions<{ players: number }, MeutererState, MeutererMove> = { configs: [{ players: 4 }], runs: 3, shrinkSeconds: 0 };

function expectViolation(game: G, pattern: RegExp, extra: Partial<typeof options> = {}): void {
  expect(() => checkGame(game as Game<{ players: number }, MeutererState, MeutererMove, BaseView>, { ...options, ...extra })).toThrow(pattern);
}

describe('the harness catches', () => {
  it('nothing in the real game', () => {
    expect(checkGame(meuterer, options).games).toBe(3);
  });

  it('a view that shows other hands', () => {
    expectViolation({ ...meuterer, view: (s, v) => right({ ...viewOf(meuterer.view(s, v)), hand: null, all: s.hands }) as never }, /leaks hidden information|differs from the view it was sampled from|no state shows its viewer this view|unknown field 'all'/);
  });

  it('a move accepted but not listed (for one seat only)', () => {
    expectViolation(
      { ...meuterer, legalMoves: (s, p) => { const l = meuterer.legalMoves(s, p); return p === 1 && l.length > 1 ? l.filter((m) => m.type !== 'pass') : l; } },
      // Caught by whichever law meets it first: apply's acceptance, or the seat's own listing from its view.
      /which legalMoves does not list|movesFromView does not list the legal moves/,
    );
  });

  it('a move type that is never listed once seen elsewhere', () => {
    expectViolation(
      { ...meuterer, legalMoves: (s, p) => { const l = meuterer.legalMoves(s, p); return s.round > 1 ? l.filter((m) => m.type !== 'noSale' && m.type !== 'sell') : l; } },
      /which legalMoves does not list|active seat \d has no legal move/,
    );
  });

  it('a move listed but refused', () => {
    expectViolation(
      { ...meuterer, legalMoves: (s, p) => { const l = meuterer.legalMoves(s, p); return l.length > 0 ? [...l, { type: 'offerReward', player: p, points: 3 } as MeutererMove].filter((m, i, a) => a.findIndex((x) => JSON.stringify(x) === JSON.stringify(m)) === i) : l; } },
      /refused/,
    );
  });

  it('duplicate moves', () => {
    expectViolation({ ...meuterer, legalMoves: (s, p) => { const l = meuterer.legalMoves(s, p); return l.length > 0 ? [...l, l[0]!] : l; } }, /duplicate legal moves/);
  });

  it('moves for a seat that is not active', () => {
    expectViolation({ ...meuterer, legalMoves: (s) => meuterer.legalMoves(s, meuterer.activePlayers(s)[0] ?? 0) }, /is not active but has|offered a move for seat/);
  });

  it('an apply that mutates its input', () => {
    expectViolation(
      { ...meuterer, apply: (s, m) => { (s.scores as number[])[0] = 99; return meuterer.apply(s, m); } },
      /Cannot assign to read only property|changed its input/,
    );
  });

  it('an apply that accepts something that is not a move', () => {
    expectViolation({ ...meuterer, apply: (s, m) => (m === null ? right(s) : meuterer.apply(s, m)) }, /accepts null/);
  });

  it('a setup that uses Math.random', () => {
    expectViolation({ ...meuterer, setup: (c, seed) => meuterer.setup({ ...c, captain: Math.floor(Math.random() * 4) }, seed) }, /not deterministic|replay/, { runs: 10 });
  });

  it('a game that does not end in time', () => {
    expectViolation(meuterer, /has not ended after 50 moves/, { maxSteps: 50 });
  });

  it('an invariant that fails', () => {
    expectViolation(meuterer, /invariant 'no mutiny ever' fails/, {
      stepInvariants: [{ name: 'no mutiny ever', check: (_b, m) => (m.type === 'addConflicts' ? 'a mutiny' : null) }],
      runs: 10,
    });
  });

  it('a tally that is not the final scores at the end', () => {
    expectViolation({ ...meuterer, tally: (s) => s.scores.map((x) => x + 1) }, /the tally \[.*\] is not the final scores/, { runs: 1 });
  });

  it('a tally with a seat missing', () => {
    expectViolation({ ...meuterer, tally: (s) => s.scores.slice(1) }, /tally \[.*\] is not a finite number for each of 4 seats/, { runs: 1 });
  });

  it('a fromView whose samples the viewer can tell from the real state', () => {
    expectViolation(
      { ...meuterer, fromView: (table, view, seed) => { const s = meuterer.fromView(table, view, seed); return s._tag === 'Right' ? right({ ...s.right, scores: s.right.scores.map((x) => x + 1) }) : s; } },
      /differs from the view it was sampled from|codec refuses/,
    );
  });

  it('a fromView that deals what the viewer cannot know the same way for every seed', () => {
    const fixed = (table: unknown, view: unknown) => meuterer.fromView(table as never, view as never, 0);
    expectViolation(
      { ...meuterer, fromView: fixed, sampler: (table, view) => { const s = meuterer.sampler(table, view); return s._tag === 'Right' ? right(() => s.right(0)) : s; } },
      /all 20 fromView samples are the same state/,
      { runs: 1, tamperRuns: 0 },
    );
  });

  it('a sampler that does not draw as fromView does', () => {
    expectViolation(
      { ...meuterer, sampler: (table, view) => { const s = meuterer.sampler(table, view); return s._tag === 'Right' ? right((seed) => s.right(typeof seed === 'number' ? seed + 1 : `${seed}+1`)) : s; } },
      /the sampler's sample for seed -?\d+ is not fromView's/,
      { runs: 1, tamperRuns: 0 },
    );
  });

  it("a log line that tells a seat what it cannot see", () => {
    // The top card of the deck, in every seat's log of every move.
    expectViolation(
      { ...meuterer, describe: (b, m, a, v) => [...meuterer.describe(b, m, a, v), `Next comes ${String(a.deck[0])}.`] },
      /the log lines of \S+ depend on what \S+ cannot see/,
      { runs: 1, tamperRuns: 0 },
    );
  });

  it('an undoable that lets anyone take back anything', () => {
    // Another seat's card played from its hand, the reveal, the refill: samples of the
    // viewer's view before refuse the move or give another view after.
    expectViolation({ ...meuterer, undoable: () => true }, /undoable says .* may take the move back, but/, { runs: 2, tamperRuns: 0, undoEvery: 5 });
  });

  it('an undoable that lets a seat take back a reshuffle', () => {
    // Only the refill that reshuffles moves the generator: the cheap law sees it on every move.
    const reshuffles = (b: MeutererState, a: MeutererState): boolean => JSON.stringify(b.rng) !== JSON.stringify(a.rng);
    expectViolation(
      { ...meuterer, undoable: (b, m, a, v) => reshuffles(b, a) || meuterer.undoable(b, m, a, v) },
      /the generator drew from it/,
      { runs: 5, tamperRuns: 0, undoEvery: 0 },
    );
  });

  it('simultaneous moves that do not commute', () => {
    expect(checkGame(toy, { configs: [{ journal: false }], runs: 5 }).games).toBe(5);
    expect(() => checkGame(toy, { configs: [{ journal: true }], runs: 5 })).toThrow(/give different states|differs from the other order/);
  });

  it('a replay that differs from the game (hidden use of the clock)', () => {
    let calls = 0;
    expectViolation(
      { ...meuterer, apply: (s, m) => { calls++; const r = meuterer.apply(s, m); return r._tag === 'Right' && calls % 1000 === 999 ? right({ ...r.right, round: r.right.round }) as typeof r : r; } },
      /./,
      { runs: 1, maxSteps: 10 },
    );
  });
});

describe('the harness catches hostile-input failures', () => {
  const quick = { runs: 1, tamperRuns: 0 } as const;

  it('an apply that throws on a deeply nested value', () => {
    expectViolation({ ...meuterer, apply: (s, m) => (JSON.stringify(m), meuterer.apply(s, m)) }, /hostile input: apply threw/, quick);
  });

  it('a view that hands out the state itself', () => {
    expectViolation({ ...meuterer, view: (s, v) => (v === 0 ? right(s as never) : meuterer.view(s, v)) }, /view|hostile input/, quick);
  });

  it("a view that takes the viewer '1' for seat 1", () => {
    expectViolation({ ...meuterer, view: (s, v) => meuterer.view(s, typeof v === 'string' && v !== 'spectator' ? Number(v) : v) }, /is not a seat but does not get the spectator's view/, quick);
  });

  it('a view that throws on a value that is not a state', () => {
    expectViolation({ ...meuterer, view: (s, v) => right(viewOf(meuterer.view(s, v))) }, /threw on the non-state|view .*non-state/, quick);
  });

  it('a state codec that accepts whatever it is given (tampered saves break the game)', () => {
    // Every reachable state decodes, so only the tampering law can notice.
    const lax = new t.Type<MeutererState, unknown, unknown>('lax', (_u): _u is MeutererState => true, (u) => t.success(u as MeutererState), t.identity);
    expectViolation({ ...meuterer, codecs: { ...meuterer.codecs, state: lax } }, /tampered save/, { runs: 1, tamperRuns: 300 });
  });
});

describe('deepFreeze', () => {
  it('freezes nested values', () => {
    const v = deepFreeze({ a: [{ b: 1 }] });
    expect(Object.isFrozen(v.a[0])).toBe(true);
    expect(() => {
      (v.a[0] as { b: number }).b = 2;
    }).toThrow(ContractViolation.prototype instanceof Error ? TypeError : Error);
  });
});
