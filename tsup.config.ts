import { defineConfig } from 'tsup';

/**
 * The JavaScript half of `npm run build` (scripts/build.mjs): tsup bundles the code only.
 * The declarations are emitted once by tsc next to it (per source file, with their TSDoc
 * comments), not rolled up again per entry and per format. No source maps; the ES build
 * has its whitespace removed but keeps every name, so a stack trace still names the
 * functions it passed through (the package stays under its 3 MB budget).
 */

/** One entry per subpath of the `exports` map (core, each game, testing, the boardgame.io adapter). */
export const libraryEntries = {
  index: 'src/index.ts',
  'meuterer/index': 'src/meuterer/index.ts',
  'nauticus/index': 'src/nauticus/index.ts',
  'bremerhaven/index': 'src/bremerhaven/index.ts',
  'shipyard/index': 'src/shipyard/index.ts',
  'testing/index': 'src/testing/index.ts',
  'bots/index': 'src/bots/index.ts',
  'boardgameio/index': 'src/boardgameio/index.ts',
  'boardgameio/server/index': 'src/boardgameio/server/index.ts',
  'parallel/index': 'src/parallel/index.ts',
};

const external = ['fp-ts', 'io-ts', 'pure-rand', 'fast-check', '@noble/ciphers', '@noble/hashes', 'boardgame.io', 'tinypool', 'pg', 'pg-boss'];

export default defineConfig([
  {
    // The ES build also holds the command line: it shares the games' chunks instead of
    // carrying its own copy of every game (scripts/build.mjs adds its `#!` line). The
    // harness (and with it fast-check, an optional peer) is loaded by `check` only.
    // The pool's worker threads load `parallel/worker` and `parallel/check-worker` (ES only, whichever build started them).
    entry: { ...libraryEntries, 'cli/index': 'src/cli/index.ts', 'parallel/worker': 'src/parallel/worker.ts', 'parallel/check-worker': 'src/parallel/check-worker.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    minifyWhitespace: true,
    clean: false,
    splitting: true,
    target: 'es2022',
    platform: 'neutral',
    external: [...external, 'node:*'],
  },
  {
    entry: libraryEntries,
    format: ['cjs'],
    dts: false,
    sourcemap: false,
    // Tree-shaken by rollup, which also turns the chunks into CommonJS. Without it tsup
    // converts the chunks with sucrase, which rewrites every `??` and `?.` into helper
    // calls (`_nullishCoalesce`, `_optionalChain`): about a fifth slower in play.
    treeshake: true,
    // `import.meta.url` (the pool finds its worker file from it) as CommonJS knows it.
    shims: true,
    clean: false,
    splitting: true,
    target: 'es2022',
    platform: 'neutral',
    external: [...external, 'node:*'],
  },
]);
