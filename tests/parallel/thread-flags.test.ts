/**
 * The pool's threads start with the process's own Node flags that a thread takes. A
 * process started with a V8 flag (a memory setting, as users of big tournaments pass) or
 * with `--input-type` (`node -e`) still plays its games on threads: Node refuses those in a
 * thread's flags, and a pool that passed them on failed at its first game.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, repo, skipPool } from './built.js';

describe.skipIf(skipPool)('the threads take the flags a thread can', () => {
  for (const flag of ['--max-semi-space-size=32', '--stack-size=900']) {
    it(`simulate on 2 workers under ${flag}`, () => {
      const run = spawnSync(process.execPath, [flag, cli, 'simulate', 'shipyard', '--players', '3', '--games', '8', '--seed', '3', '--workers', '2'], { encoding: 'utf8', timeout: 300_000 });
      expect(run.stderr).not.toMatch(/ERR_WORKER_INVALID_EXEC_ARGV|invalid execArgv/);
      expect(run.status, run.stderr).toBe(0);
    });
  }

  it('runGames from `node --input-type=module -e`', () => {
    const script = `import { runGames } from ${JSON.stringify(join(repo, 'dist/parallel/index.js'))}; const r = await runGames({ game: 'meuterer', config: { players: 3 }, seeds: [1, 2, 3, 4], workers: 2 }); console.log(r.summary.games);`;
    const run = spawnSync(process.execPath, ['--max-semi-space-size=16', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 300_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('4');
  });
});
