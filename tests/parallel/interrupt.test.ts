/**
 * Ctrl-C (SIGINT) stops a long `simulate --games N` cleanly: the games finished are
 * summarised on stdout, stderr says how many of how many, and the exit code is 130.
 * The signal is sent once the first progress line shows games finished (an event, not a
 * delay), while most of the games are still to play.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cli, skipPool } from './built.js';

describe.skipIf(skipPool)('Ctrl-C', () => {
  it('prints the summary of the games finished and exits non-zero', async () => {
    const child = spawn(process.execPath, [cli, 'simulate', 'meuterer', '--players', '3', '--games', '4000', '--workers', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (!signalled && /meuterer: \d+\/4000 games\n/.test(stderr)) {
        signalled = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(signalled).toBe(true);
    expect(code, stderr).toBe(130);
    const finished = /^Stopped: (\d+) of 4000 games finished; their summary follows\.$/m.exec(stderr);
    expect(finished, stderr).not.toBeNull();
    const games = Number(finished?.[1]);
    expect(games).toBeGreaterThan(0);
    expect(games).toBeLessThan(4000);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`Meuterer: ${games} of 4000 random games, seeds 1..4000, 3 players`);
    expect(lines.filter((l) => /^Player \d\s+\d+\.\d%\s+\d+\.\d\d$/.test(l))).toHaveLength(3);
    expect(lines.some((l) => l.startsWith('Game length:'))).toBe(true);
  });
});
