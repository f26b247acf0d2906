/**
 * Hostile input at the core's boundary: seeds, generators, the plain copy of untrusted
 * values, bounded messages, and codecs that never throw. The per-game classes (tampered
 * saves, custom data ids) are in each game's own hostile test; the harness tries the
 * per-move classes on every game.
 */
import { describe, expect, it } from 'vitest';
import * as t from 'io-ts';
import {
  checkSeed,
  closed,
  decodeWith,
  GameRecordCodec,
  hardened,
  MOVE_LIMITS,
  plainCopy,
  preview,
  Random,
  randomSeed,
  replay,
  rngStateProblem,
  safeId,
  seedRng,
  traceRecord,
} from '../../src/core/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { deepArray, deepObject } from '../../src/testing/index.js';

describe('seeds', () => {
  it('never truncate: seeds that agree on their low 32 bits give different games', () => {
    const a = meuterer.setup({ players: 4 }, 1);
    const b = meuterer.setup({ players: 4 }, 1 + 2 ** 32);
    const c = meuterer.setup({ players: 4 }, 1 - 2 ** 32);
    expect(a._tag === 'Right' && b._tag === 'Right' && c._tag === 'Right').toBe(true);
    if (a._tag === 'Right' && b._tag === 'Right' && c._tag === 'Right') {
      expect(a.right.hands).not.toEqual(b.right.hands);
      expect(a.right.hands).not.toEqual(c.right.hands);
    }
    expect(seedRng(1)).not.toEqual(seedRng(1 + 2 ** 32));
    expect(seedRng(1)).not.toEqual(seedRng('1'));
  });

  it('refuse integers outside the safe range and anything that is not a seed, never cutting them', () => {
    for (const bad of [2 ** 53, -(2 ** 53), 1e300, 1.5, Number.NaN, Infinity, '', 'x'.repeat(257), null, [1, 2], { seed: 1 }, true]) {
      const r = meuterer.setup({ players: 4 }, bad as never);
      expect(r._tag).toBe('Left');
      if (r._tag === 'Left') expect(r.left.code).toBe('INVALID_CONFIG');
    }
    expect(checkSeed(Number.MAX_SAFE_INTEGER)._tag).toBe('Right');
    expect(checkSeed(-Number.MAX_SAFE_INTEGER)._tag).toBe('Right');
  });

  it('accept strings, and randomSeed draws 256 fresh bits each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => randomSeed()));
    expect(seeds.size).toBe(50);
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
    const [s] = [...seeds] as [string];
    const a = meuterer.setup({ players: 3 }, s);
    const b = meuterer.setup({ players: 3 }, s);
    expect(a).toEqual(b);
  });

  it('are kept exactly as given in records, and replay', () => {
    for (const seed of [Number.MAX_SAFE_INTEGER, -12, 'a string seed', randomSeed()]) {
      const start = meuterer.setup({ players: 4 }, seed);
      if (start._tag === 'Left') throw new Error(start.left.message);
      const record = { game: 'meuterer', config: { players: 4 }, seed, moves: [] };
      expect(GameRecordCodec.decode(record)).toMatchObject({ right: { seed } });
      expect(replay(meuterer, record)).toEqual(start);
    }
    expect(replay(meuterer, { game: 'meuterer', config: { players: 4 }, seed: 2 ** 60, moves: [] })).toMatchObject({ left: { code: 'INVALID_RECORD' } });
  });
});

describe('generators', () => {
  it('ChaCha20 is the default, xoroshiro128+ can be chosen, and the state says which', () => {
    const strong = meuterer.setup({ players: 4 }, 5);
    const fast = meuterer.setup({ players: 4, generator: 'xoroshiro128+' }, 5);
    if (strong._tag === 'Left' || fast._tag === 'Left') throw new Error('setup');
    expect(strong.right.rng.generator).toBe('chacha20');
    expect(fast.right.rng.generator).toBe('xoroshiro128+');
    expect(strong.right.hands).not.toEqual(fast.right.hands);
    expect(meuterer.setup({ players: 4, generator: 'mt19937' as never }, 5)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
  });

  it('resume exactly from their stored state, through JSON', () => {
    for (const generator of ['chacha20', 'xoroshiro128+'] as const) {
      const r = Random.seeded('resume', generator);
      r.shuffle(Array.from({ length: 37 }, (_, i) => i));
      const saved = JSON.parse(JSON.stringify(r.state())) as ReturnType<Random['state']>;
      const next = Array.from({ length: 40 }, () => r.int(0, 1000));
      const again = Random.from(saved);
      expect(Array.from({ length: 40 }, () => again.int(0, 1000))).toEqual(next);
    }
  });

  it('ChaCha20 draws are uniform enough (chi-squared over 6 faces)', () => {
    const r = Random.seeded(42, 'chacha20');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.int(0, 5)]! += 1;
    const chi = counts.reduce((acc, c) => acc + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 at 5 degrees of freedom
  });

  it('refuse malformed generator states', () => {
    expect(rngStateProblem(seedRng(1))).toBeNull();
    expect(rngStateProblem(seedRng(1, 'xoroshiro128+'))).toBeNull();
    for (const bad of [[], [1, 2, 3, 4], { generator: 'xoroshiro128+', state: [0, 0, 0, 0] }, { generator: 'xoroshiro128+', state: [1, 2, 3] },
      { generator: 'chacha20', key: [1], block: 0, word: 0 }, { generator: 'chacha20', key: [0, 0, 0, 0, 0, 0, 0, -1], block: 0, word: 0 },
      { generator: 'chacha20', key: [0, 0, 0, 0, 0, 0, 0, 0], block: -1, word: 0 }, { generator: 'chacha20', key: [0, 0, 0, 0, 0, 0, 0, 0], block: 0, word: 16 }]) {
      expect(rngStateProblem(bad)).not.toBeNull();
    }
  });
});

describe('the plain copy of untrusted values', () => {
  it('survives any depth and refuses it with a typed reason', () => {
    for (const v of [deepArray(100_000), deepObject(100_000)]) {
      const r = plainCopy(v, MOVE_LIMITS);
      expect(r._tag).toBe('Left');
    }
  });

  it('refuses __proto__ keys, non-plain values and oversize input', () => {
    expect(plainCopy(JSON.parse('{"__proto__": {"x": 1}}'), MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy(new Date(), MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy({ f: () => 1 }, MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy({ n: Number.NaN }, MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy('x'.repeat(201), MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy(new Array(5000).fill(0), MOVE_LIMITS)._tag).toBe('Left');
    expect(plainCopy({ a: [1, { b: null }], c: 'd' }, MOVE_LIMITS)).toEqual({ _tag: 'Right', right: { a: [1, { b: null }], c: 'd' } });
  });

  it('reads each property once, so a getter cannot change its mind', () => {
    let reads = 0;
    const o = Object.defineProperty({}, 'x', { enumerable: true, get: () => ++reads });
    const r = plainCopy(o, MOVE_LIMITS);
    expect(r).toEqual({ _tag: 'Right', right: { x: 1 } });
    expect(reads).toBe(1);
  });

  it('turns throwing getters and Proxy traps into refusals', () => {
    const throwing = Object.defineProperty({}, 'x', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(plainCopy(throwing, MOVE_LIMITS)._tag).toBe('Left');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(plainCopy(proxy, MOVE_LIMITS)._tag).toBe('Left');
  });
});

describe('messages', () => {
  it('stay short whatever is echoed: huge keys, huge values, deep values', () => {
    const codec = closed('Thing', { a: t.string });
    const huge = 'k'.repeat(1_000_000);
    for (const input of [{ a: 'x', [huge]: 1 }, { a: deepArray(10_000) }, { a: [huge] }, deepArray(10_000)]) {
      const r = decodeWith(codec, input, 'MALFORMED_MOVE', 'move');
      expect(r._tag).toBe('Left');
      if (r._tag === 'Left') expect(r.left.message.length).toBeLessThan(2_500);
    }
    expect(preview(deepArray(100_000)).length).toBeLessThanOrEqual(60);
    expect(preview({ [huge]: huge }).length).toBeLessThanOrEqual(60);
  });

  it('a hardened codec never throws on its own decode', () => {
    const codec = hardened(t.type({ a: t.unknown }));
    expect(() => codec.decode({ a: deepArray(50_000) })).not.toThrow();
    expect(codec.decode({ a: deepArray(50_000) })._tag).toBe('Left');
  });

  it('replay, traceRecord and setup refuse deep and huge records without throwing', () => {
    const deep = { game: 'meuterer', config: { players: 4 }, seed: 1, moves: [deepArray(5_000)] };
    expect(replay(meuterer, deep)).toMatchObject({ left: { code: 'INVALID_RECORD' } });
    expect(traceRecord(meuterer, deep).error?.code).toBe('INVALID_RECORD');
    const huge = { game: 'meuterer', config: { players: 4, islands: deepObject(5_000) }, seed: 1, moves: [] };
    expect(replay(meuterer, huge as never)._tag).toBe('Left');
    expect(meuterer.setup({ players: 4, islands: deepArray(5_000) } as never, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    const mb = { game: 'meuterer', config: { players: 4 }, seed: 1, moves: Array.from({ length: 40_000 }, () => ({ type: 'pass', player: 0, pad: 'x'.repeat(20) })) };
    const answer = replay(meuterer, mb);
    expect(answer._tag).toBe('Left');
  });
});

describe('ids from outside', () => {
  it('may not name what every object already has', () => {
    for (const bad of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '', 'a b', 'x'.repeat(65)]) {
      expect(safeId.decode(bad)._tag).toBe('Left');
    }
    for (const good of ['hochland', 'bow-01', 'P01', 'Eisfelsen', 'kai:3']) expect(safeId.decode(good)._tag).toBe('Right');
  });
});
