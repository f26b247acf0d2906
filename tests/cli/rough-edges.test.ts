/**
 * The command line's small courtesies: `--version`, a line saying what `--json FILE` wrote,
 * no progress bar unless stderr is a terminal, `data validate` naming the allowed values,
 * `bench` without negative shares, and one line for a busy port in `npm run example`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { onTerminal } from '../../src/cli/progress.js';
import { run, runAsync } from './run.js';

const repo = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'nr-rough-'));
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };

describe('--version', () => {
  it.each([['--version'], ['-V'], ['version']])('%s prints the package version', (flag) => {
    const r = run(flag);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([`nautical-rules ${pkg.version}`]);
    expect(r.stderr).toBe('');
  });
});

describe('--json FILE', () => {
  it('writes the record and says where, in one line', () => {
    const file = join(dir, 'game.json');
    const r = run('simulate', 'meuterer', '--players', '3', '--seed', '4', '--json', file);
    expect(r.code).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[] };
    expect(r.lines).toEqual([`Wrote the game record (${record.moves.length} moves) to ${file}; \`nautical-rules replay ${file}\` replays it.`]);
  });

  it('says where the tournament table went', async () => {
    const file = join(dir, 'table.json');
    const r = await runAsync('simulate', 'meuterer', '--players', '3', '--bots', 'random,random,random', '--games', '2', '--json', file, '--workers', '1');
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([`Wrote the tournament table (2 games) to ${file}.`]);
  });

  it('still prints the record on stdout without FILE', () => {
    const r = run('simulate', 'meuterer', '--players', '3', '--json');
    expect(JSON.parse(r.lines.join('\n'))).toHaveProperty('moves');
  });
});

describe('the progress bar', () => {
  const withErr = async (terminal: boolean | undefined, games = 3): Promise<string> => {
    let stderr = '';
    const write = (t: string): void => void (stderr += t);
    const code = await main(['simulate', 'nauticus', '--games', String(games), '--workers', '1'], { out: () => undefined, err: terminal === undefined ? write : onTerminal(write, terminal) });
    expect(code).toBe(0);
    return stderr;
  };

  it('is drawn on a terminal', async () => {
    expect(await withErr(true)).toMatch(/\rnauticus \[#{30}\] 3\/3\n$/);
  });

  it('is one plain line per tenth of the games on a redirected stderr (a log file, a pipe), never a redrawn bar', async () => {
    for (const terminal of [false, undefined]) {
      const text = await withErr(terminal, 20);
      expect(text).not.toMatch(/\r/);
      const lines = text.trimEnd().split('\n');
      // Batches finish in any order, so which counts are reported varies; never more than one per tenth.
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(9);
      for (const line of lines) expect(line).toMatch(/^nauticus: \d+\/20 games$/);
    }
  });
});

describe('data validate', () => {
  const template = (game: string): Record<string, unknown> => JSON.parse(run('data', 'template', game).lines.join('\n')) as Record<string, unknown>;

  it('lists the allowed values of a value outside a list', () => {
    const board = template('nauticus') as { positions: { bonus: string }[]; provenance: Record<string, unknown> };
    board.positions[0]!.bonus = 'banana';
    delete board.provenance['kind'];
    const file = join(dir, 'board.json');
    writeFileSync(file, JSON.stringify(board));
    const r = run('data', 'validate', 'nauticus', file);
    expect(r.code).toBe(2);
    expect(r.lines).toContainEqual(expect.stringMatching(/^positions\[0\]\.bonus: expected one of Bonus: [A-Za-z0-9]+(, [A-Za-z0-9]+)+; got "banana"$/));
    expect(r.lines).toContainEqual('provenance.kind: expected one of ProvenanceKind: printed, sourced-unverified, synthetic; got nothing');
  });
});

describe('bench', () => {
  it('explains its "2nd listing" column and never shows a negative share', () => {
    const r = run('bench', 'meuterer', '--seconds', '0.01');
    expect(r.code).toBe(0);
    expect(r.lines.slice(0, 2).join(' ')).toMatch(/2nd listing.*second time on the same state.*below the noise/);
    for (const line of r.lines.slice(3)) expect(line).toMatch(/\s(\d+\.\d%|~0%)$/);
  });
});

describe('npm run example on a busy port', () => {
  it('prints one line suggesting --port and exits 2', async () => {
    const holder = createServer();
    await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
    const port = (holder.address() as { port: number }).port;
    try {
      // The example bundles against dist/: a missing build is its own one-line refusal.
      const r = spawnSync(process.execPath, [join(repo, 'scripts/example.mjs'), '--port', String(port)], { encoding: 'utf8', timeout: 120_000 });
      expect(r.status).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^example: (port ${port} is in use; choose another with \`npm run example -- --port N\`|dist/ is missing)`));
    } finally {
      holder.close();
    }
  });
});

