/**
 * Every ts/js block of README.md, CONTRIBUTING.md, docs/ and the doc comments in src/
 * compiles under strict TypeScript (`noUncheckedIndexedAccess`, `exactOptionalPropertyTypes`)
 * as a user would paste it, `nautical-rules/...` resolved to this checkout's sources (the
 * declarations of the package are emitted from them; tests/consumers checks the same blocks
 * against the packed package). See tests/docs/blocks.ts for what a `ts partial` block is.
 */
import { describe, expect, it } from 'vitest';
import { checkBlocks, docBlocks } from './blocks.js';
import { knownBroken } from './known-broken.js';

const root = new URL('../..', import.meta.url).pathname;
const blocks = docBlocks(root);
const problems = checkBlocks(root, blocks, { kind: 'sources' });


describe('code examples compile', () => {
  it('finds the blocks of the README, the guides and the doc comments', () => {
    expect(blocks.length).toBeGreaterThan(60);
    for (const file of ['README.md', 'docs/frontend.md', 'docs/online.md', 'docs/property-testing.md', 'src/testing/harness.ts']) {
      expect(blocks.some((b) => b.file === file), file).toBe(true);
    }
  });

  it.each(blocks.filter((b) => !(b.id in knownBroken)).map((b) => [b.id, b.line] as const))('%s (line %i)', (id) => {
    expect(problems.get(id)).toEqual([]);
  });

  it.each(Object.entries(knownBroken))('%s still fails (fix: %s)', (id) => {
    expect(blocks.some((b) => b.id === id), `${id} is gone: remove it from knownBroken`).toBe(true);
    expect(problems.get(id), `${id} compiles now: remove it from knownBroken`).not.toEqual([]);
  });

  it('catches a broken example', () => {
    const broken = [{ id: 'x #1', file: 'x', line: 1, lang: 'ts' as const, partial: false, code: "import { meuterer } from 'nautical-rules/meuterer';\nconst s = meuterer.setup({ players: 4 }, 1);\nconsole.log(s.right);" }];
    expect(checkBlocks(root, broken, { kind: 'sources' }).get('x #1')!.join('\n')).toMatch(/TS2339/);
  });
});
