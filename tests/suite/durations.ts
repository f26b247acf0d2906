/**
 * Seconds each of the longest test files took, for tests/suite/sequencer.ts to start them
 * first when vitest has no durations of its own from an earlier run (a clean clone, CI).
 * Measured on the 2-core machine on 2 December 2026 (file time from vitest's JSON report,
 * at a load of 8 to 19 with other work beside it, so several times a quiet machine's): only
 * their order matters, so they need updating when a file's place among the longest changes,
 * not for every second. Not measured for this list: tests/online. A file not listed counts
 * as 1 s (and runs after these, the larger files first).
 */
export const seconds: Readonly<Record<string, number>> = {
  'tests/shipyard/harness.test.ts': 1070,
  'tests/browser/table-words.test.ts': 725,
  'tests/parallel/same-summary.test.ts': 686,
  'tests/cli/check.test.ts': 639,
  'tests/parallel/check-pool.test.ts': 629,
  'tests/consumers/package.test.ts': 545,
  'tests/testing/harness.test.ts': 543,
  'tests/browser/table.test.ts': 542,
  'tests/testing/shrink.test.ts': 480,
  'tests/shipyard/coverage.test.ts': 413,
  'tests/meuterer/harness.test.ts': 404,
  'tests/testing/words-law.test.ts': 303,
  'tests/cli/bots.test.ts': 300,
  'tests/bremerhaven/harness.test.ts': 285,
  'tests/bots/search-records.test.ts': 189,
  'tests/parallel/queue.test.ts': 188,
  'tests/nauticus/harness.test.ts': 169,
  'tests/bremerhaven/coverage.test.ts': 125,
  'tests/bots/bots.test.ts': 117,
  'tests/browser/table-worker.test.ts': 105,
  'tests/testing/view-codec.test.ts': 105,
  'tests/bremerhaven/hostile.test.ts': 66,
  'tests/release/api-report.test.ts': 60,
  'tests/nauticus/coverage.test.ts': 60,
  'tests/cli/data.test.ts': 50,
  'tests/parallel/report.test.ts': 50,
  'tests/browser/online-example.test.ts': 48,
  'tests/meuterer/coverage.test.ts': 44,
  'tests/cli/cli.test.ts': 40,
};
