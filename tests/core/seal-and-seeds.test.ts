/** Sealed saves (`seal` / `unseal`), seeds that stay distinct, and the CLI's series of seeds. */
import { describe, expect, it } from 'vitest';
import { MIN_SEAL_KEY_BYTES, seal, seedBytes, seedRng, unseal } from '../../src/core/index.js';
import { seedSeries } from '../../src/cli/seed.js';
import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { meuterer } from '../../src/meuterer/index.js';
import { shipyard } from '../../src/shipyard/index.js';

const KEY = new Uint8Array(32).map((_, i) => i * 7 + 1);
const hex = (b: Uint8Array): string => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

describe('seeds', () => {
  it('lone surrogates are seeds of their own, not U+FFFD', () => {
    const seeds = ['\ud800', '\udc00', '\ufffd', 'a\ud800', 'a\ufffd', '\ud800\udc00', '\udc00\ud800'];
    expect(new Set(seeds.map((s) => hex(seedBytes(s)))).size).toBe(seeds.length);
    const hands = seeds.slice(0, 3).map((s) => {
      const start = meuterer.setup({ players: 4 }, s);
      return start._tag === 'Right' ? JSON.stringify(start.right.hands) : start.left.message;
    });
    expect(new Set(hands).size).toBe(3);
    expect(seedRng('\ud800')).not.toEqual(seedRng('\ufffd'));
  });

  it('well-formed strings keep the seed they always had', () => {
    // The bytes of "str:abc" under the version tag, as before lone surrogates were told apart.
    expect(hex(seedBytes('abc'))).toBe(hex(sha256(utf8ToBytes('nautical-rules seed v1\u0000str:abc'))));
    expect(hex(seedBytes('\ud83d\ude00'))).toBe(hex(sha256(utf8ToBytes('nautical-rules seed v1\u0000str:\ud83d\ude00'))));
    const a = meuterer.setup({ players: 4 }, 'table 7');
    const b = meuterer.setup({ players: 4 }, 'table 7');
    expect(a).toEqual(b);
    expect(hex(seedBytes('\ud83d\ude00'))).not.toBe(hex(seedBytes('\ufffd\ufffd')));
  });

  it('the CLI refuses --games whose last seed leaves the safe integers, however close', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(seedSeries(max, 2)._tag).toBe('Left');
    expect(seedSeries(max - 1, 3)._tag).toBe('Left');
    expect(seedSeries(max, 1)._tag).toBe('Right');
    const last = seedSeries(max - 1, 2);
    expect(last._tag === 'Right' && last.right.seed(1)).toBe(max);
    expect(seedSeries(-max, 2)._tag).toBe('Right');
    const refused = seedSeries(max, 2);
    expect(refused._tag === 'Left' && refused.left).toMatch(/--games 2 from --seed 9007199254740991 would go past the largest safe integer/);
  });
});

describe('sealed saves', () => {
  const start = shipyard.setup({ players: 3 }, 4);
  if (start._tag !== 'Right') throw new Error('setup');
  const state = start.right;

  it('give back the state sealed, which the state codec accepts', () => {
    const text = seal(state, KEY);
    expect(text._tag).toBe('Right');
    if (text._tag !== 'Right') return;
    const back = unseal(text.right, KEY);
    expect(back._tag).toBe('Right');
    if (back._tag !== 'Right') return;
    expect(back.right).toEqual(JSON.parse(JSON.stringify(state)));
    expect(shipyard.codecs.state.decode(back.right)._tag).toBe('Right');
    expect(unseal(text.right, 'k'.repeat(40))._tag).toBe('Left');
  });

  it('refuse any change: one more coin, a character of the HMAC, another key', () => {
    const text = seal(state, KEY);
    if (text._tag !== 'Right') throw new Error('seal');
    const richer = text.right.replace('"florins":', '"florins":1');
    expect(richer).not.toBe(text.right);
    expect(unseal(richer, KEY)).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_STATE' } });
    const at = 'nautical-rules sealed v1.'.length + 3;
    const flipped = text.right.slice(0, at) + (text.right[at] === '0' ? '1' : '0') + text.right.slice(at + 1);
    expect(unseal(flipped, KEY)._tag).toBe('Left');
    const other = KEY.map((b) => b ^ 1);
    expect(unseal(text.right, other)._tag).toBe('Left');
    for (const junk of [undefined, null, 42, '', 'nautical-rules sealed v1.', text.right.slice(0, -1), text.right + ' ', { text }]) {
      expect(unseal(junk, KEY)._tag).toBe('Left');
    }
  });

  it(`refuse keys shorter than ${MIN_SEAL_KEY_BYTES} bytes, and values that are not plain data`, () => {
    expect(seal(state, new Uint8Array(31))).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_CONFIG' } });
    expect(seal(state, 'short key')).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_CONFIG' } });
    expect(unseal('x', new Uint8Array(8))).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_CONFIG' } });
    expect(seal(() => 1, KEY)._tag).toBe('Left');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(seal(proxy, KEY)._tag).toBe('Left');
    expect(seal(state, 42 as never)._tag).toBe('Left');
  });
});
