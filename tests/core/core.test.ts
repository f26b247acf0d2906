/** The core's small pieces, each pinned by what it must do. */
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  cloneExcept,
  cloneJson,
  closed,
  decodeWith,
  defineGame,
  describeProvenance,
  exactly,
  intRange,
  jsonEqual,
  nextSeat,
  optional,
  Random,
  rank,
  replay,
  seatsFrom,
  taggedUnion,
  traceRecord,
} from '../../src/core/index.js';
import { playout } from '../../src/core/playout.js';
import { meuterer } from '../../src/meuterer/index.js';
import { toy, toyRules } from '../testing/toy.js';

describe('rank', () => {
  it('orders by score, then by each tie-break, and shares places still tied', () => {
    expect(rank([5, 9, 5, 2]).ranking).toEqual([[1], [0, 2], [3]]);
    expect(rank([5, 9, 5, 2], [[1, 0, 3, 0]]).ranking).toEqual([[1], [2], [0], [3]]);
    expect(rank([5, 5], [[1, 1], [0, 4]]).ranking).toEqual([[1], [0]]);
    expect(rank([-1, 0]).scores).toEqual([-1, 0]);
  });
});

describe('seats', () => {
  it('go clockwise and wrap', () => {
    expect(nextSeat(3, 4)).toBe(0);
    expect(nextSeat(0, 4, -1)).toBe(3);
    expect(seatsFrom(2, 4)).toEqual([2, 3, 0, 1]);
  });
});

describe('codecs', () => {
  const Move = taggedUnion('Move', 'type', {
    pass: closed('pass', { type: t.literal('pass'), player: intRange(0, 3) }),
    pick: closed('pick', { type: t.literal('pick'), player: intRange(0, 3), pair: exactly(t.tuple([t.number, t.number]), 2) }, { note: optional(t.string) }),
  });

  it('closed objects refuse unknown fields and accept optional ones', () => {
    expect(Move.decode({ type: 'pass', player: 1 })._tag).toBe('Right');
    expect(Move.decode({ type: 'pick', player: 1, pair: [1, 2], note: 'x' })._tag).toBe('Right');
    const extra = decodeWith(Move, { type: 'pass', player: 1, extra: true }, 'MALFORMED_MOVE', 'move');
    expect(extra).toMatchObject({ _tag: 'Left', left: { code: 'MALFORMED_MOVE' } });
    expect(extra._tag === 'Left' && extra.left.message).toContain("unknown field 'extra'");
  });

  it('tagged unions name the unknown tag and the field at fault', () => {
    const unknown = decodeWith(Move, { type: 'jump', player: 0 }, 'MALFORMED_MOVE', 'move');
    expect(unknown._tag === 'Left' && unknown.left.message).toContain("unknown type \"jump\"; expected one of 'pass', 'pick'");
    const field = decodeWith(Move, { type: 'pass', player: 9 }, 'MALFORMED_MOVE', 'move');
    expect(field._tag === 'Left' && field.left.message).toBe('Not a move of this game: at move.player: expected integer 0..3, got 9');
  });

  it('exact tuples refuse extra items (io-ts tuples would strip them)', () => {
    expect(Move.decode({ type: 'pick', player: 0, pair: [1, 2, 3] })._tag).toBe('Left');
    expect(t.tuple([t.number, t.number]).decode([1, 2, 3])._tag).toBe('Right');
  });
});

describe('random', () => {
  it('is determined by its seed and resumes from its stored state', () => {
    const a = Random.seeded(7);
    const b = Random.seeded(7);
    const xs = [a.int(0, 100), a.int(0, 100)];
    expect([b.int(0, 100), b.int(0, 100)]).toEqual(xs);
    const resumed = Random.from(a.state());
    expect(resumed.int(0, 1000)).toBe(a.int(0, 1000));
    expect(Random.seeded(8).int(0, 1e9)).not.toBe(Random.seeded(7).int(0, 1e9));
  });

  it('shuffles into a permutation without touching its input', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const out = Random.seeded(1).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
    expect(out.slice().sort()).toEqual(input);
  });
});

describe('plain JSON', () => {
  it('copies deeply, drops undefined, compares and prints independently of key order', () => {
    const v = { a: [1, { b: 2 }], c: undefined, d: null };
    const copy = cloneJson(v);
    expect(copy).toEqual({ a: [1, { b: 2 }], d: null });
    expect(copy.a).not.toBe(v.a);
    expect(jsonEqual({ x: 1, y: [2] }, { y: [2], x: 1 })).toBe(true);
    expect(jsonEqual({ x: 1 }, { x: 2 })).toBe(false);
    expect(canonicalJson({ y: 1, x: { b: 1, a: 2 } })).toBe('{"x":{"a":2,"b":1},"y":1}');
  });

  it('cloneExcept shares the named fields and copies the rest', () => {
    const s = { rules: { big: [1] }, hands: [[1]] };
    const c = cloneExcept(s, ['rules']);
    expect(c.rules).toBe(s.rules);
    expect(c.hands).not.toBe(s.hands);
    expect(c).toEqual(s);
  });
});

describe('provenance', () => {
  it('says plainly how far data can be trusted', () => {
    expect(describeProvenance('board', { kind: 'synthetic', source: 'x' })).toContain('SYNTHETIC');
    expect(describeProvenance('islands', { kind: 'sourced-unverified', source: 'src' })).toContain('not verified');
    expect(describeProvenance('cards', { kind: 'printed', source: 'my copy' })).toBe('cards: printed values (my copy).');
  });
});

describe('defineGame guards', () => {
  it('refuses a seed that is not an integer and a config that does not decode', () => {
    expect(toy.setup({ journal: false }, 0.5)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    expect(toy.setup({ journal: 'no' } as never, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
  });

  it('turns an exception in rule code into INTERNAL_ERROR instead of a throw', () => {
    const broken = defineGame({ ...toyRules, perform: () => { throw new Error('boom'); } });
    const start = broken.setup({ journal: false }, 1);
    if (start._tag === 'Left') throw new Error(start.left.message);
    expect(broken.apply(start.right, { type: 'pick', player: 0, value: 1 })).toMatchObject({ left: { code: 'INTERNAL_ERROR' } });
  });
});

describe('records', () => {
  const played = playout(meuterer, { players: 3 }, 4);
  if (played._tag === 'Left') throw new Error(played.left.message);
  const record = played.right.record;

  it('replay and trace reach the same final state', () => {
    const r = replay(meuterer, record);
    const trace = traceRecord(meuterer, record);
    expect(r._tag === 'Right' && JSON.stringify(r.right)).toBe(JSON.stringify(played.right.state));
    expect(trace.error).toBeNull();
    expect(trace.states).toHaveLength(record.moves.length + 1);
  });

  it('say where a record stops being legal, or why it cannot start', () => {
    const moves = record.moves.slice();
    moves[3] = { type: 'offerReward', player: 0, points: 9 } as never;
    expect(replay(meuterer, { ...record, moves })).toMatchObject({ left: { step: 3, code: 'MALFORMED_MOVE' } });
    expect(traceRecord(meuterer, { ...record, moves }).states).toHaveLength(4);
    expect(replay(meuterer, { ...record, game: 'chess' })).toMatchObject({ left: { step: -1, code: 'INVALID_RECORD' } });
    expect(replay(meuterer, { ...record, config: { players: 9 } })).toMatchObject({ left: { step: -1, code: 'INVALID_CONFIG' } });
    expect(replay(meuterer, { nonsense: true } as never)).toMatchObject({ left: { step: -1, code: 'INVALID_RECORD' } });
  });
});

