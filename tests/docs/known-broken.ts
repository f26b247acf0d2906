/**
 * Code blocks known not to compile, each with its fix: tests/docs/blocks.test.ts expects
 * them to fail, and says so once one is fixed so that its entry can go. Ids are `file #n`,
 * the n-th ts/js block of the file. Empty: every block compiles.
 */
export const knownBroken: Record<string, string> = {};
