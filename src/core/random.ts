/**
 * Seeded randomness whose whole state lives inside the game state.
 *
 * Games never call `Math.random`: they keep an {@link RngState} in their state and advance
 * it through a {@link Random} while applying a move, so the same seed and moves always
 * give the same state, and a state saved as JSON resumes exactly where it stopped.
 *
 * Two generators, chosen per table with the config's `generator` field:
 *
 * - `'chacha20'` (the default): the ChaCha20 stream cipher of the audited `@noble/ciphers`
 *   library, keyed with the SHA-256 of the seed. What a game reveals (cards, layouts)
 *   says nothing usable about what it will deal next, so players cannot predict the
 *   deck by watching it. Servers use it.
 * - `'xoroshiro128+'` (pure-rand): fast and statistically fine, but linear: its state
 *   can in principle be worked out from enough revealed draws. For simulations that want
 *   every nanosecond, never for games with something at stake.
 *
 * In a Node or browser game the generator costs little either way: draws happen when
 * cards are shuffled or laid out, not on every move.
 *
 * @module
 */
import * as t from 'io-ts';
import { chacha20 } from '@noble/ciphers/chacha';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Draft } from './draft.js';
import { seedBytes, type Seed } from './seed.js';

/**
 * The generators a table can be dealt with; see the module page.
 *
 * @group Seeds and randomness
 */
export type GeneratorName = 'chacha20' | 'xoroshiro128+';

/**
 * All generator names, the default first.
 *
 * @group Seeds and randomness
 */
export const GENERATORS: readonly GeneratorName[] = ['chacha20', 'xoroshiro128+'];

/**
 * The generator a table uses when its config names none.
 *
 * @group Seeds and randomness
 */
export const DEFAULT_GENERATOR: GeneratorName = 'chacha20';

/**
 * Where a ChaCha20 generator is: its key (from the seed), the 64-byte keystream block it
 * reads, and the next 32-bit word of that block. Hidden from every player.
 *
 * @group Seeds and randomness
 */
export interface ChaChaState {
  readonly generator: 'chacha20';
  /** The 256-bit key as eight unsigned 32-bit words. */
  readonly key: readonly number[];
  /** Index of the keystream block being read (a safe integer). */
  readonly block: number;
  /** Next word to read in that block, 0-15. */
  readonly word: number;
}

/**
 * Where a xoroshiro128+ generator is: its four signed 32-bit words. Hidden from every player.
 *
 * @group Seeds and randomness
 */
export interface XoroshiroState {
  readonly generator: 'xoroshiro128+';
  readonly state: readonly number[];
}

/**
 * The generator's state: plain JSON, stored in the game state. Hidden from every player.
 *
 * @group Seeds and randomness
 */
export type RngState = ChaChaState | XoroshiroState;

const isInt32 = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= -0x80000000 && n <= 0x7fffffff;
const isUint32 = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

/** Why `u` is not a well-formed generator state, or `null`. */
export function rngStateProblem(u: unknown): string | null {
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return 'expected a generator state object';
  const o = u as Record<string, unknown>;
  const keys = Object.keys(o).sort().join(',');
  if (o['generator'] === 'chacha20') {
    if (keys !== 'block,generator,key,word') return 'a chacha20 state has exactly the fields generator, key, block, word';
    const key = o['key'];
    if (!Array.isArray(key) || key.length !== 8 || !key.every(isUint32)) return 'a chacha20 key is 8 unsigned 32-bit integers';
    const block = o['block'];
    if (typeof block !== 'number' || !Number.isSafeInteger(block) || block < 0) return 'a chacha20 block is a non-negative safe integer';
    const word = o['word'];
    if (typeof word !== 'number' || !Number.isInteger(word) || word < 0 || word > 15) return 'a chacha20 word is an integer 0..15';
    return null;
  }
  if (o['generator'] === 'xoroshiro128+') {
    if (keys !== 'generator,state') return 'a xoroshiro128+ state has exactly the fields generator, state';
    const s = o['state'];
    if (!Array.isArray(s) || s.length !== 4 || !s.every(isInt32)) return 'a xoroshiro128+ state is 4 signed 32-bit integers';
    if (s.every((x) => x === 0)) return 'a xoroshiro128+ state must not be all zeros';
    return null;
  }
  return `unknown generator; expected one of ${GENERATORS.map((g) => `'${g}'`).join(', ')}`;
}

/**
 * Whether the generator stands where it stood: `false` once anything was drawn from it
 * between the two states (a shuffle, a die, a layout). What `undoable` asks first: a move
 * that drew cannot be taken back, or the same draw could be made again knowing its result.
 *
 * @group Seeds and randomness
 */
export function sameGeneratorState(a: RngState, b: RngState): boolean {
  // Not a generator state (not read from a state at all): nothing to vouch for.
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (a === b) return true;
  if (a.generator === 'chacha20' && b.generator === 'chacha20') {
    return a.block === b.block && a.word === b.word && a.key.every((k, i) => k === b.key[i]);
  }
  if (a.generator === 'xoroshiro128+' && b.generator === 'xoroshiro128+') return a.state.every((w, i) => w === b.state[i]);
  return false;
}

/**
 * Codec for an {@link RngState}: refuses malformed states (wrong sizes, an all-zero xoroshiro state).
 *
 * @group Seeds and randomness
 */
export const RngStateCodec: t.Type<RngState, RngState, unknown> = new t.Type<RngState, RngState, unknown>(
  'RngState',
  (u): u is RngState => rngStateProblem(u) === null,
  (u, c) => {
    const problem = rngStateProblem(u);
    return problem === null ? t.success(u as RngState) : t.failure(u, c, problem);
  },
  t.identity,
);

/**
 * Codec for a {@link GeneratorName}.
 *
 * @group Seeds and randomness
 */
export const GeneratorNameCodec: t.Type<GeneratorName, GeneratorName, unknown> = t.keyof(
  { chacha20: null, 'xoroshiro128+': null },
  'GeneratorName',
) as unknown as t.Type<GeneratorName, GeneratorName, unknown>;

function readUint32(bytes: Uint8Array, i: number): number {
  return ((bytes[i] as number) | ((bytes[i + 1] as number) << 8) | ((bytes[i + 2] as number) << 16) | ((bytes[i + 3] as number) << 24)) >>> 0;
}

/** The generator state that a game starts from for `seed`. */
export function seedRng(seed: Seed, generator: GeneratorName = DEFAULT_GENERATOR): Draft<RngState> {
  const bytes = seedBytes(seed);
  if (generator === 'chacha20') {
    const key = Array.from({ length: 8 }, (_, i) => readUint32(bytes, 4 * i));
    return { generator, key, block: 0, word: 0 };
  }
  const state: number[] = Array.from({ length: 4 }, (_, i) => readUint32(bytes, 4 * i) | 0);
  // xoroshiro128+ never leaves the all-zero state; SHA-256 gives it with probability 2^-128.
  if (!state.some((x) => x !== 0)) state[0] = 1;
  return { generator, state };
}

/**
 * ChaCha20 as a pure-rand generator: each 64-byte keystream block (key from the seed, a
 * zero nonce carrying the block index's high bits, the low bits as the counter) gives
 * 16 words, read in order.
 */
class ChaChaGenerator implements RandomGenerator {
  private readonly keyWords: readonly number[];
  private readonly keyBytes: Uint8Array;
  private block: number;
  private word: number;
  private words: Uint32Array | null = null;

  constructor(state: ChaChaState, keyBytes?: Uint8Array) {
    this.keyWords = state.key;
    this.block = state.block;
    this.word = state.word;
    if (keyBytes !== undefined) this.keyBytes = keyBytes;
    else {
      const kb = new Uint8Array(32);
      state.key.forEach((w, i) => {
        kb[4 * i] = w & 0xff;
        kb[4 * i + 1] = (w >>> 8) & 0xff;
        kb[4 * i + 2] = (w >>> 16) & 0xff;
        kb[4 * i + 3] = (w >>> 24) & 0xff;
      });
      this.keyBytes = kb;
    }
  }

  private fill(): Uint32Array {
    const nonce = new Uint8Array(12);
    const high = Math.floor(this.block / 0x100000000);
    nonce[0] = high & 0xff;
    nonce[1] = (high >>> 8) & 0xff;
    nonce[2] = (high >>> 16) & 0xff;
    nonce[3] = (high >>> 24) & 0xff;
    const stream = chacha20(this.keyBytes, nonce, new Uint8Array(64), undefined, this.block % 0x100000000);
    const words = new Uint32Array(16);
    for (let i = 0; i < 16; i++) words[i] = readUint32(stream, 4 * i);
    return words;
  }

  next(): number {
    if (this.words === null) this.words = this.fill();
    const value = (this.words[this.word] as number) | 0;
    this.word++;
    if (this.word === 16) {
      this.word = 0;
      this.block++;
      this.words = null;
    }
    return value;
  }

  clone(): ChaChaGenerator {
    const copy = new ChaChaGenerator(this.getChaCha(), this.keyBytes);
    copy.words = this.words;
    return copy;
  }

  getChaCha(): Draft<ChaChaState> {
    return { generator: 'chacha20', key: this.keyWords.slice(), block: this.block, word: this.word };
  }

  getState(): readonly number[] {
    return [...this.keyWords, this.block, this.word];
  }
}

/**
 * A short-lived cursor over an {@link RngState}: create it from the state, draw, then
 * write {@link Random.state} back into the (draft) game state.
 *
 * @group Seeds and randomness
 */
export class Random {
  private readonly gen: RandomGenerator;
  private readonly kind: GeneratorName;

  private constructor(gen: RandomGenerator, kind: GeneratorName) {
    this.gen = gen;
    this.kind = kind;
  }

  /** Resumes drawing from a stored state (the stored value is not modified). */
  static from(state: RngState): Random {
    if (state.generator === 'chacha20') return new Random(new ChaChaGenerator(state), 'chacha20');
    return new Random(xoroshiro128plusFromState(state.state), 'xoroshiro128+');
  }

  /** Starts from a seed, with the given generator (ChaCha20 by default). */
  static seeded(seed: Seed, generator: GeneratorName = DEFAULT_GENERATOR): Random {
    return Random.from(seedRng(seed, generator));
  }

  /** Which generator this cursor draws from. */
  get generator(): GeneratorName {
    return this.kind;
  }

  /** A uniformly distributed integer in `[min, max]`, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** A new array with the items of `items` in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** One item of a non-empty array, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }

  /**
   * A fresh generator state of the given kind, keyed with this cursor's next draws: for a
   * sampled state's own future. (Draws of a good generator make a good key; no hashing.)
   */
  fork(generator: GeneratorName = this.kind): Draft<RngState> {
    if (generator === 'chacha20') {
      return { generator, key: Array.from({ length: 8 }, () => this.int(0, 0xffffffff)), block: 0, word: 0 };
    }
    const state = Array.from({ length: 4 }, () => this.int(-0x80000000, 0x7fffffff));
    if (!state.some((x) => x !== 0)) state[0] = 1;
    return { generator, state };
  }

  /**
   * A fast, non-secret cursor for a safe-integer seed: the harness's and the samplers'
   * own choices, where a SHA-256 per cursor would cost more than the work it drives.
   * Never for dealing a real table (use {@link Random.seeded}).
   */
  static quick(seed: Seed): Random {
    if (typeof seed === 'number' && Number.isSafeInteger(seed)) {
      // Mixes both halves of the seed; pure-rand's own seeding takes 32 bits.
      const high = Math.floor(seed / 0x100000000) | 0;
      const gen = xoroshiro128plus(seed | 0);
      gen.jump();
      const st = gen.getState().slice();
      st[0] = ((st[0] as number) ^ high) | 0;
      if (!st.some((x) => x !== 0)) st[0] = 1;
      return new Random(xoroshiro128plusFromState(st), 'xoroshiro128+');
    }
    return Random.seeded(seed, 'xoroshiro128+');
  }

  /** The generator state to store back into the game state (a fresh value, safe to keep in a draft). */
  state(): Draft<RngState> {
    if (this.gen instanceof ChaChaGenerator) return this.gen.getChaCha();
    return { generator: 'xoroshiro128+', state: this.gen.getState().slice() };
  }
}
