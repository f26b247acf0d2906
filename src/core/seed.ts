/**
 * Seeds: what a game is dealt from.
 *
 * A seed is either a safe integer (for tests and for reproducing a game by hand) or a
 * string (for real tables: {@link randomSeed} draws one with 256 bits of entropy). Both
 * are kept exactly as given, in game records and by the CLI, and both are hashed with
 * SHA-256 into the generator's starting state, so that every bit of a long seed counts
 * and neighbouring seeds give unrelated games.
 *
 * Threat model, in one line: an integer seed can be guessed by trying them all, so it is
 * for tests; a server deals with `randomSeed()` and the `chacha20` generator (the
 * default). See the security guide.
 *
 * @module
 */
import * as t from 'io-ts';
import { left, right, type Either } from './either.js';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { ruleError, type RuleError } from './errors.js';

/**
 * What a game is dealt from: a safe integer (tests, reproduction) or a non-empty string
 * of at most {@link MAX_SEED_LENGTH} characters (real games: use {@link randomSeed}).
 *
 * @group Seeds and randomness
 */
export type Seed = number | string;

/**
 * The longest string seed accepted (a `randomSeed()` is 64 characters).
 *
 * @group Seeds and randomness
 */
export const MAX_SEED_LENGTH = 256;

/** Why `seed` is not a seed, or `null` when it is one. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed)) {
      return `an integer seed must be a safe integer (at most 2^53 - 1 in size), got ${Number.isFinite(seed) ? String(seed) : 'a non-finite number'}`;
    }
    return null;
  }
  if (typeof seed === 'string') {
    if (seed.length === 0) return 'a string seed must not be empty';
    if (seed.length > MAX_SEED_LENGTH) return `a string seed has at most ${MAX_SEED_LENGTH} characters, got ${seed.length}`;
    return null;
  }
  return `a seed is a safe integer or a string, got ${seed === null ? 'null' : Array.isArray(seed) ? 'an array' : typeof seed}`;
}

/**
 * Codec for a {@link Seed}.
 *
 * @group Seeds and randomness
 */
export const SeedCodec: t.Type<Seed, Seed, unknown> = new t.Type<Seed, Seed, unknown>(
  'Seed',
  (u): u is Seed => seedProblem(u) === null,
  (u, c) => {
    const problem = seedProblem(u);
    return problem === null ? t.success(u as Seed) : t.failure(u, c, problem);
  },
  t.identity,
);

/**
 * The seed, or an `INVALID_CONFIG` error saying why it is not one.
 *
 * @group Seeds and randomness
 */
export function checkSeed(seed: unknown): Either<RuleError, Seed> {
  const problem = seedProblem(seed);
  return problem === null ? right(seed as Seed) : left(ruleError('INVALID_CONFIG', `Invalid seed: ${problem}.`));
}

/**
 * A fresh seed with 256 bits of entropy from the platform's cryptographic generator
 * (`crypto.getRandomValues`, in Node 20+ and every browser): 64 hexadecimal characters.
 * What a server deals real games from.
 *
 * @group Seeds and randomness
 */
export function randomSeed(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c?.getRandomValues === undefined) {
    // Never fall back to Math.random: a predictable seed is worse than no game.
    throw new Error('randomSeed needs crypto.getRandomValues (Node 20+ or a browser).');
  }
  const bytes = c.getRandomValues(new Uint8Array(32));
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** A lone surrogate: half of a UTF-16 pair without its other half, which UTF-8 cannot encode. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The 32 bytes a seed stands for: SHA-256 of a tagged, versioned encoding, so that the
 * integer 1 and the string "1" are different seeds, and so is every integer and string.
 * A string is encoded as UTF-8; a string with a lone surrogate (which UTF-8 would turn
 * into U+FFFD, making `'\ud800'` and `'\ufffd'` one seed) is encoded by its UTF-16 code
 * units under a tag of its own, so it stays a seed of its own too.
 */
export function seedBytes(seed: Seed): Uint8Array {
  if (typeof seed === 'string' && LONE_SURROGATE.test(seed)) {
    const head = utf8ToBytes('nautical-rules seed v1\u0000utf16:');
    const bytes = new Uint8Array(head.length + 2 * seed.length);
    bytes.set(head);
    for (let i = 0; i < seed.length; i++) {
      const unit = seed.charCodeAt(i);
      bytes[head.length + 2 * i] = unit >> 8;
      bytes[head.length + 2 * i + 1] = unit & 0xff;
    }
    return sha256(bytes);
  }
  const text = typeof seed === 'number' ? `int:${seed === 0 ? 0 : seed}` : `str:${seed}`;
  return sha256(utf8ToBytes(`nautical-rules seed v1\u0000${text}`));
}
