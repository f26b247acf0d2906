import { defineConfig } from 'tsup';

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
};

export default defineConfig([
  {
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    external: ['fp-ts', 'io-ts', 'pure-rand', 'fast-check', '@noble/ciphers', '@noble/hashes', 'boardgame.io'],
  },
  {
    entry: { 'cli/index': 'src/cli/index.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
    // The harness (and with it fast-check, an optional peer) is loaded by `check` only,
    // from the package's own testing build: every other command runs without fast-check.
    external: ['fp-ts', 'io-ts', 'pure-rand', 'fast-check', '@noble/ciphers', '@noble/hashes', '../testing/index.js'],
  },
]);
