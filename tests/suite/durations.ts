/**
 * Seconds each of the longest test files took, for tests/suite/sequencer.ts to start them
 * first when vitest has no durations of its own from an earlier run (a clean clone, CI).
 * Measured on the 2-core machine on 4 December 2026: file time from vitest's results cache
 * after a clean-clone `CI=true bash .ci/run` at a load of 3.9 (median; 0.1 to 6.0) with
 * nothing else running, the files of 5 s or more. Only their order matters, so they need
 * updating when a file's place among the longest changes, not for every second. A file not
 * listed counts as 1 s (and runs after these, the larger files first).
 */
export const seconds: Readonly<Record<string, number>> = {
  'tests/browser/table.test.ts': 149,
  'tests/browser/table-words.test.ts': 123,
  'tests/bremerhaven/harness.test.ts': 82,
  'tests/shipyard/coverage.test.ts': 69,
  'tests/nauticus/harness.test.ts': 62,
  'tests/browser/online-example.test.ts': 54,
  'tests/shipyard/harness.test.ts': 52,
  'tests/online/games.test.ts': 43,
  'tests/browser/table-worker.test.ts': 39,
  'tests/bremerhaven/coverage.test.ts': 38,
  'tests/consumers/package.test.ts': 34,
  'tests/meuterer/harness.test.ts': 32,
  'tests/parallel/same-summary.test.ts': 28,
  'tests/parallel/check-pool.test.ts': 27,
  'tests/cli/bots.test.ts': 21,
  'tests/release/api-report.test.ts': 21,
  'tests/parallel/queue.test.ts': 20,
  'tests/cli/check.test.ts': 19,
  'tests/testing/harness.test.ts': 18,
  'tests/online/lobby-atomic.test.ts': 18,
  'tests/bots/search-records.test.ts': 18,
  'tests/online/scale-out.test.ts': 15,
  'tests/online/table-restart.test.ts': 14,
  'tests/online/restart.test.ts': 12,
  'tests/nauticus/coverage.test.ts': 11,
  'tests/online/statements.test.ts': 10,
  'tests/online/rate-limits.test.ts': 9,
  'tests/meuterer/coverage.test.ts': 9,
  'tests/testing/view-codec.test.ts': 8,
  'tests/online/cross-game.test.ts': 8,
  'tests/online/table-race.test.ts': 7,
  'tests/testing/shrink.test.ts': 7,
  'tests/online/idle-connections.test.ts': 7,
  'tests/online/storage.test.ts': 6,
  'tests/bots/bots.test.ts': 6,
  'tests/online/known-state.test.ts': 6,
  'tests/parallel/report.test.ts': 5,
  'tests/online/table-failover.test.ts': 5,
  'tests/online/broadcast.test.ts': 5,
  'tests/online/recreated-match.test.ts': 5,
};
