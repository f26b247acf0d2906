/**
 * The pool's worker threads load the built package (dist/parallel/worker.js): without a
 * build its tests are skipped with one line, except under CI=true, where that fails them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const repo = resolve(__dirname, '../..');
export const cli = resolve(repo, 'dist/cli/index.js');
export const built = existsSync(resolve(repo, 'dist/parallel/worker.js'));
if (!built && process.env['CI'] !== 'true') console.warn('tests/parallel: dist/ is missing (run `npm run build`); the worker-pool tests are skipped.');

/** Whether the pool tests are skipped: only without a build, and never under CI=true. */
export const skipPool = !built && process.env['CI'] !== 'true';
