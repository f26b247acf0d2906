/** The command line, driven through its command functions (no build needed). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/args.js';
import { replayFile, simulate, usage } from '../../src/cli/commands.js';

function run(command: (args: ReturnType<typeof parseArgs>, out: (l: string) => void) => number, argv: string[]): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = command(parseArgs(argv), (l) => lines.push(l));
  return { code, lines };
}

describe('simulate', () => {
  it('prints a full Meuterer game round by round, the same for the same seed', () => {
    const a = run(simulate, ['simulate', 'meuterer', '--players', '4', '--seed', '7']);
    const b = run(simulate, ['simulate', 'meuterer', '--players', '4', '--seed', '7']);
    expect(a.code).toBe(0);
    expect(a.lines).toEqual(b.lines);
    expect(a.lines[0]).toBe('Meuterer — 4 players, seed 7');
    expect(a.lines.some((l) => l.includes('not verified against the printed components'))).toBe(true);
    for (let round = 1; round <= 8; round++) expect(a.lines.some((l) => l.startsWith(`— Round ${round} of 8`))).toBe(true);
    expect(a.lines.filter((l) => l.startsWith('Scores after round'))).toHaveLength(8);
    expect(a.lines).toContain('Final ranking:');
    const other = run(simulate, ['simulate', 'meuterer', '--players', '4', '--seed', '8']);
    expect(other.lines).not.toEqual(a.lines);
  });

  it('summarises many games with win rates, average scores and game length', () => {
    const { lines } = run(simulate, ['simulate', 'meuterer', '--players', '3', '--games', '20', '--seed', '100']);
    expect(lines[0]).toBe('Meuterer: 20 random games, seeds 100..119, 3 players');
    expect(lines.filter((l) => /^\d\s+\d+\.\d%\s+\d+\.\d\d$/.test(l))).toHaveLength(3);
    const rates = lines.filter((l) => /^\d\s/.test(l)).map((l) => Number(l.split(/\s+/)[1]?.replace('%', '')));
    expect(rates.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    expect(lines.some((l) => l.startsWith('Game length:'))).toBe(true);
  });

  it('refuses unknown games and bad options with a usage error', () => {
    expect(() => run(simulate, ['simulate', 'chess'])).toThrow(UsageError);
    expect(() => run(simulate, ['simulate', 'meuterer', '--players', 'five'])).toThrow(/--players needs an integer/);
    expect(() => run(simulate, ['simulate', 'meuterer', '--players', '6'])).toThrow(/config.players/);
    expect(usage()).toContain('meuterer');
  });
});

describe('replay', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nautical-'));

  it('writes a record with --json and replays it step by step', () => {
    const file = join(dir, 'game.json');
    expect(run(simulate, ['simulate', 'meuterer', '--seed', '3', '--json', file]).code).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record).toMatchObject({ game: 'meuterer', seed: 3, config: { players: 4 } });
    const { code, lines } = run(replayFile, ['replay', file]);
    expect(code).toBe(0);
    expect(lines.filter((l) => /^\[\d+\]/.test(l))).toHaveLength(record.moves.length);
    expect(lines).toContain('Final ranking:');
  });

  it('says where a record stops being legal', () => {
    const file = join(dir, 'game.json');
    const record = JSON.parse(readFileSync(file, 'utf8'));
    record.moves[5] = { type: 'play', player: record.moves[5].player, card: 'pirate' };
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(record));
    const { code, lines } = run(replayFile, ['replay', broken]);
    expect(code).toBe(1);
    expect(lines[lines.length - 1]).toMatch(/^Step 6 is not legal: .* — ILLEGAL_MOVE: /);
    expect(lines.filter((l) => /^\[\d+\]/.test(l))).toHaveLength(5);
  });

  it('refuses a file that is not a record', () => {
    const junk = join(dir, 'junk.json');
    writeFileSync(junk, '{"game": 3}');
    expect(() => run(replayFile, ['replay', junk])).toThrow(/record/);
  });
});
