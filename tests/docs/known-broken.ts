/**
 * Code blocks known not to compile, in files this change could not edit, each with its fix.
 * tests/docs/blocks.test.ts expects them to fail: once one is fixed, remove its entry (the
 * test then says so). Ids are `file #n`, the n-th ts/js block of the file.
 */
const partial = 'mark the fence ```ts partial (it uses names from around it)';
const gameFragment = `${partial}: src/core/game.ts is a file of examples on one call each`;
export const knownBroken: Record<string, string> = {
  // src/core/game.ts and src/core/define.ts
  ...Object.fromEntries([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22].map((n) => [`src/core/game.ts #${n}`, gameFragment])),
  'src/core/game.ts #21': `${partial}, and rename \`history\` (the DOM's window.history): \`const steps = played.slice(lastOwnMove)\``,
  'src/core/define.ts #1': `${partial}, and add \`import { defineGame } from 'nautical-rules';\` at its top (the Nim codecs stay the reader's)`,
  // src/bots
  'src/bots/bot.ts #1': "add `import { ismctsBot } from 'nautical-rules/bots'; import { meuterer, type MeutererTable, type MeutererView } from 'nautical-rules/meuterer'; declare const table: MeutererTable; declare const view: MeutererView;`",
  'src/bots/worker.ts #1': `${partial} (table, view and seat come from the game server)`,
  // docs/bots.md
  'docs/bots.md #1':
    "add `import type { MeutererTable, MeutererView } from 'nautical-rules/meuterer'; declare const table: MeutererTable; declare const view: MeutererView;` and choose without a cast: `if (typeof view.viewer === 'number') { const move = bot.choose(meuterer, table, view, view.viewer); }`",
  'docs/bots.md #2': 'the `interface Bot` sketch has untyped parameters: make it ```text, or give the real signature (`choose(game: AnyGame, table: unknown, view: unknown, seat: Seat): Either<RuleError, BaseMove>`) in a ```ts partial fence',
  'docs/bots.md #3': "greedyBot imports fp-ts, which a user's app does not declare: drop `import { right } from 'fp-ts/lib/Either.js'` and end with `return { _tag: 'Right', right: best };`",
};
