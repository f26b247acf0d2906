/**
 * `check GAME`: a time budget by default, `--runs`, `--seconds`, a plain summary, and
 * `--seed` with `--path` rerunning a failure exactly, shrinking included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLI_GAMES, type CliGame } from '../../src/cli/games.js';
import { meuterer, type MeutererState } from '../../src/meuterer/index.js';
import { runAsync } from './run.js';

const JARGON = /near miss|log twin|tampered|mutation/;

describe('check', () => {
  it('--runs N plays N games and says what was checked in plain words; the same --seed gives the same output', async () => {
    const a = await runAsync('check', 'meuterer', '--players', '3', '--runs', '2', '--seed', '5', '--workers', '1');
    expect(a.code, a.lines.join('\n')).toBe(0);
    const ok = a.lines.at(-1) ?? '';
    expect(ok).toMatch(
      /^ok: 2 random games \(\d+ moves, the longest \d+\): every check passed\. Besides the moves played: \d+ other listed moves accepted, \d+ altered moves judged \(refused unless listed\), 2 damaged saves loaded \(\d+ refused, \d+ played on to the end\), \d+ moves whose log lines were checked to tell each seat only what it may see\.$/,
    );
    expect(ok).not.toMatch(JARGON);
    const b = await runAsync('check', 'meuterer', '--players', '3', '--runs', '2', '--seed', '5', '--workers', '1');
    expect(b.lines).toEqual(a.lines);
  });

  it('--seconds S stops starting games after S seconds, and says so', async () => {
    const r = await runAsync('check', 'meuterer', '--players', '3', '--seconds', '1', '--workers', '1');
    expect(r.code, r.lines.join('\n')).toBe(0);
    expect(r.lines).toContainEqual(expect.stringMatching(/^The 1 s budget ran out after \d+ games?: --seconds S or --runs N plays more\.$/));
    expect(r.lines.at(-1)).toMatch(/^ok: \d+ random games? /);
  });

  it('refuses a --path without its --seed, or one that is not a path', async () => {
    for (const argv of [
      ['--path', '0:1'],
      ['--seed', '3', '--path', 'x'],
      ['--seconds', '0'],
      ['--shrink-seconds', 'soon'],
    ]) {
      const r = await runAsync('check', 'meuterer', ...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('check on a broken game', () => {
  // Meuterer with a defect: once a seat has 5 points, its first move is listed twice.
  const original = CLI_GAMES[0] as CliGame;
  const broken = {
    ...meuterer,
    legalMoves: (state: MeutererState, seat: number) => {
      const moves = meuterer.legalMoves(state, seat);
      return state.scores.some((x) => x >= 5) && moves.length > 0 ? [...moves, moves[0] as (typeof moves)[number]] : moves;
    },
  };
  afterEach(() => {
    (CLI_GAMES as CliGame[])[0] = original;
  });

  it('shows the shrunk game, and --seed with --path reruns it exactly, shrinking included', async () => {
    expect(original.game.id).toBe('meuterer');
    (CLI_GAMES as CliGame[])[0] = { ...original, game: broken as unknown as CliGame['game'] };
    // One worker: the check runs in this process, where the broken game is. Shrinking stops
    // on a wall-clock cap (60 s by default), which a loaded machine reached here: the cap is lifted, so the shrunk game and its rerun do not depend on the machine.
    const untimed = ['--shrink-seconds', '3600'];
    const r = await runAsync('check', 'meuterer', '--players', '3', '--runs', '10', '--seed', '11', '--workers', '1', ...untimed);
    expect(r.code, r.stderr).toBe(1);
    expect(r.lines.join('\n')).toMatch(/duplicate legal moves/);
    expect(r.lines.join('\n')).toMatch(/Shortest failing game found: \d+ moves?, then the check fails at step \d+ \(shrunk from \d+ moves?; \d+ candidate games? tried\)/);
    expect(r.stderr).toMatch(/A game failed: shrinking it to a short one\./);
    const rerun = /add --seed (-?\d+) --path ([\d:]+) to this command/.exec(r.lines.at(-1) ?? '');
    expect(rerun).not.toBeNull();
    const again = await runAsync('check', 'meuterer', '--players', '3', '--seed', rerun?.[1] ?? '', '--path', rerun?.[2] ?? '', ...untimed);
    expect(again.code).toBe(1);
    expect(again.lines).toEqual(r.lines);
  });
});
