import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/suite/sequencer.js';

/**
 * The test files that run scripts/example.mjs in this checkout, where it writes the example
 * table's bundles into examples/web: one at a time, so that neither rewrites a bundle while
 * the other's request is reading it. (The browser tests bundle into a copy of their own,
 * tests/browser/page.ts, and run beside the others.)
 */
const exampleTable = ['tests/release/example.test.ts', 'tests/cli/rough-edges.test.ts'];

/**
 * The files that only compute (rules, the harness, bots, the command line in-process, the
 * docs' code): they share their worker's loaded modules (`isolate: false`) instead of each
 * loading the library's sources again, which was about a tenth of the suite's CPU time.
 * None changes a module's state for the next file (a test that spies on a function restores
 * it at once). The files that start servers, browsers, databases, workers or installs stay
 * isolated (every folder and file not listed here).
 */
const sharing = [
  'tests/{core,testing,golden,meuterer,nauticus,shipyard,bremerhaven,cli}/**/*.test.ts',
  // Not the bots' tests in a browser or in worker threads, nor the link check (it starts a server).
  'tests/bots/!(browser|worker).test.ts',
  'tests/docs/!(links).test.ts',
];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    // Limits that only catch a hang: no test may fail because the machine is slow or busy.
    // (At 300 s, the CLI's shrink test, 12 s of CPU, gave way at a load of 25.)
    testTimeout: 900_000,
    hookTimeout: 900_000,
    pool: 'forks',
    // The longest files first, so that none starts last and runs alone (tests/suite/durations.ts).
    sequence: { sequencer: LongestFirst },
    // Type tests pin the published types (dist/*.d.ts): `npm test` builds before it runs them.
    typecheck: {
      enabled: true,
      include: ['tests/types/**/*.test-d.ts'],
      tsconfig: './tests/types/tsconfig.json',
    },
    projects: [
      {
        extends: true,
        // Two files at a time, also on a 2-core machine (vitest's default there is one): many
        // files wait on a child process, a browser, a database or the registry, and while one
        // waits the other computes.
        test: { name: 'tests', include: ['tests/**/*.test.ts'], exclude: ['node_modules/**', ...exampleTable, ...sharing], maxWorkers: 2 },
      },
      {
        extends: true,
        // Run by the same two workers as 'tests', after its files (one group: the same worker
        // count; tests/suite/sequencer.ts), but a worker runs file after file with the modules
        // it has loaded (`isolate: false`). The type tests run once, in 'tests'.
        test: { name: 'rules', include: sharing, exclude: ['node_modules/**', ...exampleTable], maxWorkers: 2, isolate: false, typecheck: { enabled: false } },
      },
      // After the others, one file at a time.
      { extends: true, test: { name: 'example table', include: exampleTable, maxWorkers: 1, typecheck: { enabled: false } } },
    ],
  },
});
