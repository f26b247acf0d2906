/**
 * Sealed saves: a state a server keeps where clients can edit it (a cookie, a browser's
 * storage, a file the player holds), with a proof that the server wrote it.
 *
 * The state codec refuses a save that breaks the rules, but some edits keep every rule:
 * a card swapped between two hands, two contracts of the same colour swapped between
 * players, one more coin for a seat. Such a save is consistent and plays on; no checker
 * can tell it from a real one without a secret. {@link seal} adds that secret: an
 * HMAC-SHA256 of the save under a key only the server knows, and {@link unseal} refuses
 * any text whose HMAC does not match, so an edited save is refused, however consistent.
 *
 * ```ts
 * import { seal, unseal } from 'nautical-rules';
 * import { meuterer, type MeutererState } from 'nautical-rules/meuterer';
 * declare let state: MeutererState;
 * declare const serverKey: Uint8Array; // 32 bytes or more from crypto.getRandomValues, kept on the server
 *
 * const sealed = seal(state, serverKey);                // Right: a string to hand out
 * if (sealed._tag === 'Right') {
 *   const back = unseal(sealed.right, serverKey);       // Left when anything was changed
 *   if (back._tag === 'Right') {
 *     const decoded = meuterer.codecs.state.decode(back.right); // as any save
 *     if (decoded._tag === 'Right') state = decoded.right;
 *   }
 * }
 * ```
 *
 * @module
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { left, right, type Either } from './either.js';
import { ruleError, type RuleError } from './errors.js';
import { plainCopy, STATE_LIMITS } from './plain.js';

/**
 * The shortest key {@link seal} and {@link unseal} accept, in bytes (256 bits).
 *
 * @group Sealed saves
 */
export const MIN_SEAL_KEY_BYTES = 32;

const PREFIX = 'nautical-rules sealed v1.';
const DOMAIN = 'nautical-rules seal v1\u0000';
const HEX = /^[0-9a-f]{64}$/;

/** The key as bytes, or why it is refused. */
function keyBytes(key: unknown): Uint8Array | string {
  let bytes: Uint8Array;
  if (key instanceof Uint8Array) bytes = key;
  else if (typeof key === 'string') bytes = utf8ToBytes(key);
  else return 'a key is a Uint8Array or a string';
  if (bytes.length < MIN_SEAL_KEY_BYTES) return `a key has at least ${MIN_SEAL_KEY_BYTES} bytes (got ${bytes.length}); draw one with crypto.getRandomValues`;
  return bytes;
}

function mac(key: Uint8Array, json: string): string {
  const tag = hmac(sha256, key, utf8ToBytes(DOMAIN + json));
  let hex = '';
  for (const b of tag) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** Compares two strings of the same length in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * `state` as a sealed text: its JSON with an HMAC-SHA256 under `key`. Refused
 * (`INVALID_CONFIG`) for a key shorter than {@link MIN_SEAL_KEY_BYTES} bytes, and
 * (`INVALID_STATE`) for a value that is not plain JSON within the limits of a save.
 * Never throws.
 *
 * @group Sealed saves
 */
export function seal(state: unknown, key: Uint8Array | string): Either<RuleError, string> {
  try {
    const k = keyBytes(key);
    if (typeof k === 'string') return left(ruleError('INVALID_CONFIG', `Cannot seal with this key: ${k}.`));
    const plain = plainCopy(state, STATE_LIMITS);
    if (plain._tag === 'Left') return left(ruleError('INVALID_STATE', `Cannot seal this value: ${plain.left}.`));
    const json = JSON.stringify(plain.right);
    return right(`${PREFIX}${mac(k, json)}.${json}`);
  } catch {
    return left(ruleError('INVALID_STATE', 'Cannot seal this value.'));
  }
}

/**
 * The value {@link seal} sealed in `text` with the same `key`, or `INVALID_STATE` when
 * `text` is not a sealed text or anything in it was changed (one character of the state,
 * the HMAC, or the key); `INVALID_CONFIG` for a key that is too short. The value is the
 * save as it was sealed: decode it with the game's state codec, as any save. Never throws.
 *
 * @group Sealed saves
 */
export function unseal(text: unknown, key: Uint8Array | string): Either<RuleError, unknown> {
  const refused = left(ruleError('INVALID_STATE', 'Not a sealed save of this server, or changed since it was sealed.'));
  try {
    const k = keyBytes(key);
    if (typeof k === 'string') return left(ruleError('INVALID_CONFIG', `Cannot unseal with this key: ${k}.`));
    if (typeof text !== 'string' || !text.startsWith(PREFIX)) return refused;
    const tag = text.slice(PREFIX.length, PREFIX.length + 64);
    if (!HEX.test(tag) || text.charAt(PREFIX.length + 64) !== '.') return refused;
    const json = text.slice(PREFIX.length + 65);
    if (!sameText(mac(k, json), tag)) return refused;
    return right(JSON.parse(json) as unknown);
  } catch {
    return refused;
  }
}
