/**
 * `npm run test:quick`: the edit-test loop. The unit, rule, golden, CLI and doc tests;
 * without what needs a build, a browser, a database or the registry (tests/online,
 * tests/browser, tests/consumers, tests/release, tests/parallel, the bot worker tests, the link check and
 * the type tests), without the long property runs of each game (its harness and coverage
 * tests: about 420 s of the suite's CPU time), and without the tests of the harness itself
 * that play and shrink many games (tests/testing/harness.test.ts, shrink.test.ts and
 * tests/cli/check.test.ts: about 90 s of CPU; run them when you change src/testing or the
 * `check` command), without the search bot's recorded games (tests/bots/search-records.test.ts,
 * 28 % of this set's time in a full run: run it when you change src/bots or a game's bot
 * knowledge) and the vocabulary law's own tests that play broken games
 * (tests/testing/words-law.test.ts, 12 %: run it when you change src/testing/words.ts or
 * src/core/words.ts; each game's tests/<game>/words.test.ts stays), and without the CLI's
 * tournaments between bots (tests/cli/bots.test.ts, about a quarter of this set's time). In
 * the files it runs, NAUTICAL_QUICK=1 cuts the long random runs to a tenth or one table
 * (tests/suite/quick.ts). `npm test` runs everything, whole.
 */
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vitest.config.js';

const merged = mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'node_modules/**',
        'tests/online/**',
        'tests/browser/**',
        'tests/consumers/**',
        'tests/release/**',
        'tests/parallel/**',
        'tests/bots/browser.test.ts',
        'tests/bots/worker.test.ts',
        'tests/docs/links.test.ts',
        'tests/{meuterer,nauticus,shipyard,bremerhaven}/harness.test.ts',
        'tests/{meuterer,nauticus,shipyard,bremerhaven}/coverage.test.ts',
        'tests/testing/harness.test.ts',
        'tests/testing/shrink.test.ts',
        'tests/cli/check.test.ts',
        'tests/cli/bots.test.ts',
        'tests/bots/search-records.test.ts',
        'tests/testing/words-law.test.ts',
      ],
      typecheck: { enabled: false },
      // Long random runs shrink to a tenth, or one table (tests/suite/quick.ts).
      env: { NAUTICAL_QUICK: '1' },
    },
  }),
);

// The files of the loop share their worker's modules instead of loading the sources again for
// each file (`isolate: false`): that loading was a third of the loop's CPU time (102 s with
// it, 69 s without, on a quiet machine). Each file still runs tests/setup.ts, and no test
// file of this set changes a module's state for the next. `npm test` keeps every file
// isolated, but for its own 'rules' project. vitest asks projects with different worker counts to
// run as separate groups.
// (mergeConfig would append to the projects' list, so the list is replaced here.)
const projects = (merged.test?.projects ?? []) as TestProjectInlineConfiguration[];
export default {
  ...merged,
  test: {
    ...merged.test,
    projects: projects.map((project) => ({
      ...project,
      test: { ...project.test, ...(project.test?.name === 'example table' ? { sequence: { groupOrder: 1 } } : { isolate: false, sequence: { groupOrder: 0 } }) },
    })),
  },
};
