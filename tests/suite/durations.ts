/**
 * Seconds each of the longest test files took, for tests/suite/sequencer.ts to start them
 * first when vitest has no durations of its own from an earlier run (a clean clone, CI).
 * Measured on the 2-core machine on 3 December 2026 (file time from vitest's results cache
 * after a clean-clone `CI=true bash .ci/run`, at a load of 7 to 11 with CPU-bound work beside
 * it, so several times a quiet machine's): only their order matters, so they need updating
 * when a file's place among the longest changes, not for every second. A file not listed
 * counts as 1 s (and runs after these, the larger files first). tests/browser/table-words
 * is scaled from 317 s by its own wall time after its two walks became one against before
 * (about 0.5, the file run alone at a load of 10-16), not measured in a whole run. The
 * harness's files (the four games' harness tests, tests/shipyard/coverage, tests/testing/
 * harness, shrink and words-law, tests/cli/check) are scaled by their CPU against before
 * when the harness's laws began to share a step's work (4 December: shrink 0.29, words-law
 * 0.37, the others 0.85-0.94), not measured in a whole run.
 */
export const seconds: Readonly<Record<string, number>> = {
  'tests/browser/table.test.ts': 405,
  'tests/shipyard/coverage.test.ts': 344,
  'tests/bremerhaven/harness.test.ts': 338,
  'tests/consumers/package.test.ts': 329,
  'tests/nauticus/harness.test.ts': 301,
  'tests/shipyard/harness.test.ts': 289,
  'tests/parallel/check-pool.test.ts': 258,
  'tests/meuterer/harness.test.ts': 209,
  'tests/cli/check.test.ts': 201,
  'tests/testing/harness.test.ts': 190,
  'tests/online/games.test.ts': 187,
  'tests/browser/table-words.test.ts': 160,
  'tests/bremerhaven/coverage.test.ts': 142,
  'tests/parallel/same-summary.test.ts': 117,
  'tests/browser/online-example.test.ts': 103,
  'tests/testing/shrink.test.ts': 85,
  'tests/bots/search-records.test.ts': 81,
  'tests/online/restart.test.ts': 81,
  'tests/cli/bots.test.ts': 63,
  'tests/release/api-report.test.ts': 59,
  'tests/browser/table-worker.test.ts': 57,
  'tests/meuterer/coverage.test.ts': 57,
  'tests/online/statements.test.ts': 51,
  'tests/parallel/queue.test.ts': 45,
  'tests/online/lobby-atomic.test.ts': 41,
  'tests/online/cross-game.test.ts': 38,
  'tests/nauticus/coverage.test.ts': 37,
  'tests/online/table-restart.test.ts': 34,
  'tests/testing/words-law.test.ts': 28,
  'tests/release/release.test.ts': 26,
  'tests/cli/cli.test.ts': 23,
  'tests/online/scale-out.test.ts': 22,
  'tests/online/resync.test.ts': 21,
  'tests/bots/bots.test.ts': 20,
  'tests/shipyard/hostile.test.ts': 20,
  'tests/online/table-bots.test.ts': 20,
};
