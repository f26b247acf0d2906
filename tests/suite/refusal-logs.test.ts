/**
 * The console filter of tests/setup.ts: boardgame.io's refusals of what a test sent are
 * dropped, anything else still shows, in a real vitest run of a small test file.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRefusal } from './refusal-logs.js';

const repo = resolve(__dirname, '../..');

describe('expected refusal logs', () => {
  it('are the refusals boardgame.io prints', () => {
    expect(isRefusal(['ERROR:', 'invalid move: move args: [object Object],0'])).toBe(true);
    expect(isRefusal(['ERROR:', 'Patch [{"op":"remove","path":"/G/moves/0"}] apply failed'])).toBe(true);
    expect(isRefusal(['ERROR:', 'nauticalRules plugin declared action invalid:\nrefused: only the moves of nautical-rules change this match (events, undo and redo are off)'])).toBe(true);
    expect(isRefusal(['ERROR:', 'game over - matchID=[dUwciGujjMo] - playerID=[0] - action[move]'])).toBe(true);
    expect(isRefusal(['ERROR:', 'playerID=[0] cannot undo / redo right now'])).toBe(true);
  });

  it('are not other errors, even from boardgame.io, nor a refusal with more in it', () => {
    expect(isRefusal(['ERROR:', 'game not found, matchID=[abc]'])).toBe(false);
    expect(isRefusal(['ERROR:', 'metadata not found for matchID=[abc]'])).toBe(false);
    expect(isRefusal(['ERROR:', 'nauticalRules plugin declared action invalid:\nTypeError: x is undefined\n    at f (a.js:1:1)'])).toBe(false);
    expect(isRefusal(['ERROR:', 'invalid move: move args: 1\nTypeError: boom'])).toBe(false);
    expect(isRefusal(['ERROR:', 'invalid move: x', new Error('more')])).toBe(false);
    expect(isRefusal(['ERROR: invalid move: x'])).toBe(false);
    expect(isRefusal([new Error('invalid move: x')])).toBe(false);
  });

  it('are dropped from a real run, while the unexpected errors of the same test are printed', () => {
    const r = spawnSync(process.execPath, [resolve(repo, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/suite/fixtures/vitest.logs.config.ts'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NAUTICAL_SHOW_REFUSALS: '', FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const out = r.stdout + r.stderr;
    expect(r.status, out).toBe(0);
    expect(out).toMatch(/Tests +1 passed/);
    expect(out).toContain('ERROR: game not found, matchID=[lost]');
    expect(out).toContain('Error: something else went wrong');
    expect(out).not.toContain('invalid move');
    expect(out).not.toContain('apply failed');
  });
});
