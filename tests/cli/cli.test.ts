/** The command line, driven through `main(argv, io)` (no build needed) and, for a few cases, as a real process. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIMULATE_OPTIONS } from '../../src/cli/simulate.js';
import { CLI_GAMES } from '../../src/cli/games.js';
import { meutererCli } from '../../src/cli/meuterer.js';
import { usage } from '../../src/cli/commands.js';
import { run, runAsync, type Run } from './run.js';

/** A refusal: exit code 2, nothing on stdout, exactly one line on stderr that matches `problem` and is no stack trace. */
function expectRefused(r: Run, problem: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.lines).toEqual([]);
  expectOneLine(r.stderr, problem);
}

function expectOneLine(stderr: string, problem: RegExp): void {
  expect(stderr.endsWith('\n')).toBe(true);
  const errLines = stderr.slice(0, -1).split('\n');
  expect(errLines, stderr).toHaveLength(1);
  expect(errLines[0]).not.toMatch(/^\s+at /);
  expect(errLines[0]).toMatch(/^nautical-rules[ a-z]*: /);
  expect(errLines[0]).toMatch(problem);
}

const dir = mkdtempSync(join(tmpdir(), 'nautical-cli-'));
const file = (name: string, text?: string): string => {
  const path = join(dir, name);
  if (text !== undefined) writeFileSync(path, text);
  return path;
};

/** A file of `bytes` bytes that takes no room on the disk. */
const sparse = (name: string, bytes: number): string => {
  const path = file(name, '');
  truncateSync(path, bytes);
  return path;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('simulate', () => {
  it('prints a full Meuterer game round by round, the same for the same seed', () => {
    const a = run('simulate', 'meuterer', '--players', '4', '--seed', '7');
    const b = run('simulate', 'meuterer', '--players', '4', '--seed', '7');
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.lines).toEqual(b.lines);
    expect(a.lines[0]).toBe('Meuterer — 4 players, seed 7');
    expect(a.lines.some((l) => l.includes('not verified against the printed components'))).toBe(true);
    for (let round = 1; round <= 8; round++) expect(a.lines.some((l) => l.startsWith(`— Round ${round} of 8`))).toBe(true);
    expect(a.lines.filter((l) => l.startsWith('Scores after round'))).toHaveLength(8);
    expect(a.lines).toContain('Final ranking:');
    expect(run('simulate', 'meuterer', '--players', '4', '--seed', '8').lines).not.toEqual(a.lines);
    // The same command written with `=` and in another order.
    expect(run('simulate', '--seed=7', 'meuterer', '--players=4').lines).toEqual(a.lines);
  });

  it('summarises many games with win rates, average scores and game length', async () => {
    const { code, lines } = await runAsync('simulate', 'meuterer', '--players', '3', '--games', '20', '--seed', '100', '--workers', '1');
    expect(code).toBe(0);
    expect(lines[0]).toBe('Meuterer: 20 random games, seeds 100..119, 3 players');
    expect(lines.filter((l) => /^Player [1-3]\s+\d+\.\d%\s+\d+\.\d\d$/.test(l))).toHaveLength(3);
    const rates = lines.filter((l) => /^Player \d\s/.test(l)).map((l) => Number(l.split(/\s+/)[2]?.replace('%', '')));
    expect(rates.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    expect(lines.some((l) => l.startsWith('Game length:'))).toBe(true);
  });

  it('plays a string seed exactly as given, and S/0, S/1, ... with --games', async () => {
    const one = run('simulate', 'nauticus', '--players', '2', '--seed', 'table 7');
    expect(one.code).toBe(0);
    expect(one.lines[0]).toBe('Nauticus — 2 players, seed "table 7"');
    const many = await runAsync('simulate', 'nauticus', '--players', '2', '--seed', 'table 7', '--games', '3', '--workers', '1');
    expect(many.lines[0]).toBe('Nauticus: 3 random games, seeds "table 7/0".."table 7/2", 2 players');
    // Game i of the series is the game of seed "S/i".
    const first = run('simulate', 'nauticus', '--players', '2', '--seed', 'table 7/0', '--json');
    const again = run('simulate', 'nauticus', '--players', '2', '--seed', 'table 7/0', '--json');
    expect(first.lines).toEqual(again.lines);
    expect(JSON.parse(first.lines.join('\n')).seed).toBe('table 7/0');
    // A negative integer is a seed too (the value of an option may start with one dash).
    expect(run('simulate', 'meuterer', '--seed', '-5').lines[0]).toBe('Meuterer — 4 players, seed -5');
  });

  it('deals from a fresh random seed with --random-seed and shows it', async () => {
    const a = run('simulate', 'shipyard', '--players', '2', '--random-seed');
    expect(a.code).toBe(0);
    expect(a.lines[0]).toMatch(/^Shipyard — 2 players, seed "[0-9a-f]{64}"$/);
    const record = JSON.parse(run('simulate', 'shipyard', '--random-seed', '--json').lines.join('\n'));
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    expect((await runAsync('simulate', 'shipyard', '--random-seed', '--games', '2', '--workers', '1')).lines[0]).toMatch(/seeds "[0-9a-f]{64}\/0".."[0-9a-f]{64}\/1"/);
  });

  it('passes --generator into the config, where the record keeps it', () => {
    const path = file('xoroshiro.json');
    expect(run('simulate', 'bremerhaven', '--variant', 'solo', '--generator', 'xoroshiro128+', '--json', path).code).toBe(0);
    const record = JSON.parse(readFileSync(path, 'utf8'));
    expect(record.config).toEqual({ players: 1, variant: 'solo', generator: 'xoroshiro128+' });
    const chacha = JSON.parse(run('simulate', 'bremerhaven', '--variant', 'solo', '--json').lines.join('\n'));
    expect(chacha.config).toEqual({ players: 1, variant: 'solo' });
    expect(chacha.moves).not.toEqual(record.moves);
    expect(run('replay', path).code).toBe(0);
  });

  it.each([
    // From the issue.
    [['--seeed', '3'], /unknown option "--seeed" \(did you mean --seed\?\)/],
    [['--games', '0'], /--games takes an integer from 1 to 1000000, got "0"/],
    [['--games', '-1'], /--games takes an integer from 1 to 1000000, got "-1"/],
    [['--seed', ''], /--seed must not be empty/],
    [['--seed', '1e300'], /--seed "1e300" looks like a number but is not a safe integer/],
    [['--players', '9', '--games', '5'], /config\.players: expected integer 3\.\.4, got 9/],
    // Seeds that look like numbers but are not safe integers in plain decimal.
    [['--seed', '9007199254740993'], /--seed "9007199254740993" is outside the safe integers .* never cut/],
    [['--seed', '-9007199254740992'], /outside the safe integers/],
    [['--seed', '1.5'], /--seed "1.5" looks like a number/],
    [['--seed', '0x10'], /--seed "0x10" looks like a number/],
    [['--seed', '007'], /--seed "007" looks like a number/],
    [['--seed', '-0'], /--seed "-0" looks like a number/],
    [['--seed', '+3'], /--seed "\+3" looks like a number/],
    [['--seed', 'Infinity'], /--seed "Infinity" looks like a number/],
    [['--seed', 'NaN'], /--seed "NaN" looks like a number/],
    [['--seed', '1_000'], /--seed "1_000" looks like a number/],
    [['--seed', ' 5 '], /--seed " 5 " looks like a number/],
    [['--seed', '   '], /--seed must not be empty or blank/],
    [['--seed', 'x'.repeat(300)], /--seed is refused: a string seed has at most 256 characters, got 300/],
    [['--seed'], /--seed needs a value/],
    [['--seed', '--games', '3'], /--seed needs a value/],
    [['--seed', '1', '--seed', '2'], /--seed is given twice/],
    [['--seed', '1', '--random-seed'], /--seed and --random-seed exclude each other/],
    [['--seed', '9007199254740990', '--games', '5'], /--games 5 from --seed 9007199254740990 would go past the largest safe integer/],
    [['--seed', 'y'.repeat(254), '--games', '100'], /is longer than 256 characters/],
    // Other options.
    [['--games', 'ten'], /--games takes an integer from 1 to 1000000, got "ten"/],
    [['--games', '2000000'], /--games takes an integer from 1 to 1000000/],
    [['--workers', '0', '--games', '3'], /--workers takes an integer from 1 to 256, got "0"/],
    [['--report', 'x.html'], /--report goes with --games N/],
    [['--workers', '2'], /--workers goes with --games N/],
    [['--json='], /--json takes a file name/],
    [['--players', 'five'], /--players takes an integer of at least 0, got "five"/],
    [['--players', '3.5'], /--players takes an integer/],
    [['--players', '6'], /config\.players: expected integer 3\.\.4, got 6/],
    [['--pirates=yes'], /--pirates takes no value, got "yes"/],
    [['--pirates', 'yes'], /extra word "yes"/],
    [['--first-game'], /--first-game is not an option for meuterer \(options: --seed, .*--players, --pirates\)/],
    [['--generator', 'mt19937'], /--generator takes one of chacha20, xoroshiro128\+, got "mt19937"/],
    [['--constructor'], /unknown option "--constructor"/],
    [['--__proto__', '1'], /unknown option "--__proto__"/],
    [['--toString'], /unknown option "--toString"/],
    [['-x'], /unknown option "-x"/],
    [['extra'], /takes one GAME, got an extra word "extra"/],
  ])('refuses simulate meuterer %j with one line naming the problem', (words, problem) => {
    expectRefused(run('simulate', 'meuterer', ...words), problem);
  });

  it.each([
    [[], /missing GAME \(one of meuterer, nauticus, bremerhaven, shipyard\)/],
    [['chess'], /unknown game "chess"; games: meuterer, nauticus, bremerhaven, shipyard/],
    [['meutrer'], /unknown game "meutrer" \(did you mean meuterer\?\)/],
    [['__proto__'], /unknown game "__proto__"/],
    [['shipyard', '--pirates'], /--pirates is not an option for shipyard/],
    [['bremerhaven', '--variant', 'medium'], /--variant takes one of long, short, solo, got "medium"/],
    [['bremerhaven', '--players', '1', '--variant', 'long'], /solo game is for exactly 1 player/],
    [['nauticus', '--players', '9', '--games', '3'], /config\.players: expected integer 2\.\.4, got 9/],
  ])('refuses simulate %j with one line naming the problem', (words, problem) => {
    expectRefused(run('simulate', ...words), problem);
  });

  it('refuses --json into a missing folder, through a file, or onto a folder', () => {
    expectRefused(run('simulate', 'meuterer', '--json', join(dir, 'missing', 'game.json')), /cannot write ".*game\.json": the folder ".*missing" does not exist/);
    const plain = file('plain.txt', 'x');
    expectRefused(run('simulate', 'meuterer', '--json', join(plain, 'game.json')), /cannot write ".*game\.json": a part of the path is not a folder/);
    expectRefused(run('simulate', 'meuterer', '--json', dir), /cannot write ".*": it is a folder/);
  });

  it('reports a defect as one line with exit code 1 and a request to report it', () => {
    // Restored at once: files that share this worker's modules (\`isolate: false\`) would
    // otherwise meet the broken config in the next file.
    const spy = vi.spyOn(meutererCli, 'configFrom').mockImplementation(() => {
      throw new TypeError('boom');
    });
    let r: Run;
    try {
      r = run('simulate', 'meuterer');
    } finally {
      spy.mockRestore();
    }
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /internal error \(TypeError: boom\); this is a bug, please report it/);
  });
});

describe('replay', () => {
  it('writes a record with --json and replays it step by step', () => {
    const path = file('game.json');
    expect(run('simulate', 'meuterer', '--seed', '3', '--json', path).code).toBe(0);
    const record = JSON.parse(readFileSync(path, 'utf8'));
    expect(record).toMatchObject({ game: 'meuterer', seed: 3, config: { players: 4 } });
    const { code, lines, stderr } = run('replay', path);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(lines[0]).toBe(`Meuterer — seed 3, ${record.moves.length} recorded moves`);
    expect(lines.filter((l) => /^\[\d+\]/.test(l))).toHaveLength(record.moves.length);
    expect(lines).toContain('Final ranking:');
  });

  it('replays a record with a string seed, which it shows quoted', () => {
    const path = file('string-seed.json');
    expect(run('simulate', 'shipyard', '--players', '3', '--seed', '42 is not a number', `--json=${path}`).code).toBe(0);
    expect(JSON.parse(readFileSync(path, 'utf8')).seed).toBe('42 is not a number');
    const { code, lines } = run('replay', path);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^Shipyard — seed "42 is not a number", \d+ recorded moves$/);
  });

  it('says where a record stops being legal', () => {
    const record = JSON.parse(readFileSync(file('game.json'), 'utf8'));
    record.moves[5] = { type: 'play', player: record.moves[5].player, card: 'pirate' };
    const { code, lines, stderr } = run('replay', file('broken.json', JSON.stringify(record)));
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(lines[lines.length - 1]).toMatch(/^Step 6 is not legal: .* — ILLEGAL_MOVE: /);
    expect(lines.filter((l) => /^\[\d+\]/.test(l))).toHaveLength(5);
  });

  it('clips a long refused move to keep the last line short', () => {
    const record = JSON.parse(readFileSync(file('game.json'), 'utf8'));
    record.moves[0] = { type: 'play', player: 0, card: 'x'.repeat(1_500) };
    const { code, lines } = run('replay', file('long-move.json', JSON.stringify(record)));
    expect(code).toBe(1);
    expect(lines[lines.length - 1]).toMatch(/^Step 1 is not legal: .{1,300} — MALFORMED_MOVE: /);
  });

  it.each([
    ['a missing FILE', () => [], /missing FILE/],
    ['an extra word', () => ['a.json', 'b.json'], /takes one FILE, got an extra word "b\.json"/],
    ['a missing file', () => [join(dir, 'nowhere.json')], /cannot read ".*nowhere\.json": no such file/],
    ['a file in a missing folder', () => [join(dir, 'missing', 'x.json')], /the folder ".*missing" does not exist/],
    ['a folder', () => [dir], /cannot read ".*": it is a folder/],
    ['a device', () => ['/dev/zero'], /cannot read "\/dev\/zero": it is not a regular file/],
    ['a file too large for a record', () => [sparse('huge.json', 65 * 1024 * 1024)], /cannot read ".*huge\.json": \d+ bytes is more than the \d+ a record may take/],
    ['a file that is not JSON', () => [file('junk.txt', 'hello')], /"\S*junk\.txt" is not JSON: /],
    ['an empty file', () => [file('empty.json', '')], /"\S*empty\.json" is not JSON: /],
    ['JSON that is not a record', () => [file('number.json', '{"game": 3}')], /at record\.game/],
    ['a 5,000-level nested array', () => [file('deep.json', '['.repeat(5_000) + ']'.repeat(5_000))], /nested too deeply/],
    ['a 200,000-level nested array', () => [file('deeper.json', '['.repeat(200_000) + ']'.repeat(200_000))], /nested too deeply/],
    ['a record with a huge seed', () => [file('seed-big.json', '{"game":"meuterer","config":{"players":4},"seed":1e300,"moves":[]}')], /at record\.seed: an integer seed must be a safe integer/],
    ['a record with an empty seed', () => [file('seed-empty.json', '{"game":"meuterer","config":{"players":4},"seed":"","moves":[]}')], /at record\.seed: a string seed must not be empty/],
    ['a record with a fractional seed', () => [file('seed-frac.json', '{"game":"meuterer","config":{"players":4},"seed":1.5,"moves":[]}')], /at record\.seed/],
    ['a record of an unknown game', () => [file('chess.json', '{"game":"chess","config":{},"seed":1,"moves":[]}')], /record of an unknown game "chess"/],
    ['a record of the game __proto__', () => [file('proto.json', '{"game":"__proto__","config":{},"seed":1,"moves":[]}')], /record of an unknown game "__proto__"/],
    ['a record whose config is refused', () => [file('bad-config.json', '{"game":"meuterer","config":{"players":9},"seed":1,"moves":[]}')], /cannot be set up: Invalid config: at config\.players/],
    ['a record whose error holds control characters', () => [file('esc.json', '{"game":"\\u001b[31mred\\nline","config":{},"seed":1,"moves":[]}')], /unknown game "\\u001b\[31mred\\nline"/],
  ])('refuses %s with one line', (_what, argv, problem) => {
    expectRefused(run('replay', ...argv()), problem);
  });

  it('reads a record saved with a byte-order mark', () => {
    const text = readFileSync(file('game.json'), 'utf8');
    expect(run('replay', file('bom.json', `\uFEFF${text}`)).code).toBe(0);
  });
});

describe('bench', () => {
  it('measures the games asked for', () => {
    const { code, lines } = run('bench', 'nauticus', '--seconds', '0.01');
    expect(code).toBe(0);
    expect(lines).toHaveLength(5);
    // A second listing within the noise is ~0%, never a negative share.
    expect(lines[3]).toMatch(/^nauticus\s+4 players\s+\d+\.\d\s+\d+\s+\d+\.\d\s+(\d+\.\d%|~0%)$/);
  });

  it('compares with another build side by side, and refuses a folder without one', () => {
    const here = new URL('../..', import.meta.url).pathname;
    const built = existsSync(join(here, 'dist', 'index.cjs'));
    if (built) {
      const { code, lines } = run('bench', 'meuterer', '--seconds', '0.01', '--rounds', '2', '--compare', here);
      expect(code).toBe(0);
      expect(lines.filter((l) => /^meuterer\s.*\d+\.\d\dx\s+\d+\.\d\d-\d+\.\d\d$/.test(l))).toHaveLength(2);
    }
    const empty = mkdtempSync(join(tmpdir(), 'nr-bench-'));
    const refused = run('bench', 'meuterer', '--compare', empty);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/has no built library/);
  });

  it.each([
    [['chess'], /unknown game "chess"/],
    [['--seconds', 'abc'], /--seconds takes a number from 0\.01 to 3600, got "abc"/],
    [['--seconds', '0'], /--seconds takes a number/],
    [['--seconds', '1e9'], /--seconds takes a number/],
    [['--seconds'], /--seconds needs a value/],
    [['--games', '3'], /unknown option "--games"/],
  ])('refuses bench %j with one line', (words, problem) => {
    expectRefused(run('bench', ...words), problem);
  });
});

describe('commands, help and usage', () => {
  it('prints the usage on stdout for help, --help and no command', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h'], ['simulate', '--help'], ['simulate', 'meuterer', '-h'], ['replay', '--help']]) {
      const r = run(...argv);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.lines.join('\n')).toBe(usage());
    }
  });

  it('documents every command, every option and the exit codes', () => {
    const text = usage();
    for (const command of ['simulate GAME', 'replay FILE', 'bench [GAME...]', 'help']) expect(text).toContain(`nautical-rules ${command}`);
    for (const name of [...SIMULATE_OPTIONS.keys(), 'seconds', ...CLI_GAMES.flatMap((g) => [...g.options.keys()])]) expect(text).toContain(`--${name}`);
    for (const g of CLI_GAMES) expect(text).toContain(`  ${g.game.id}\n`);
    expect(text).toMatch(/Exit codes:\n {2}0 {3}done\n {2}1 {3}.*\n.*\n {2}2 {3}bad input/);
    expect(text.split('\n').every((l) => l.length <= 100)).toBe(true);
  });

  it.each([
    [['simulat'], /unknown command "simulat" \(did you mean simulate\?\); commands: simulate, replay, check, data, worker, results, bench, help/],
    [['play'], /unknown command "play"/],
    [['--seed', '3'], /expected a command \(simulate, replay, check, data, worker, results, bench, help\) before any option, got "--seed"/],
    [['help', 'simulate'], /takes no words, got "simulate"/],
    [['replay', '--json', 'x'], /unknown option "--json"/],
  ])('refuses %j with one line', (argv, problem) => {
    expectRefused(run(...argv), problem);
  });

  it('gives each option name one meaning across simulate and every game', () => {
    for (const g of CLI_GAMES) {
      for (const [name, spec] of g.options) {
        // The words are split before the game is known: a name must take a value in every game or in none.
        expect(SIMULATE_OPTIONS.has(name), `${g.game.id} --${name}`).toBe(false);
        for (const other of CLI_GAMES) {
          const same = other.options.get(name);
          if (same !== undefined) expect(same.kind === 'flag', `--${name}`).toBe(spec.kind === 'flag');
        }
      }
    }
  });
});

describe('the real binary', () => {
  let cli = '';

  beforeAll(async () => {
    // Built from the sources, as `npm run build` would, into a temporary folder.
    cli = join(mkdtempSync(join(tmpdir(), 'nautical-bin-')), 'cli.mjs');
    await build({ entryPoints: [new URL('../../src/cli/index.ts', import.meta.url).pathname], bundle: true, platform: 'node', format: 'esm', outfile: cli, logLevel: 'silent' });
  });

  const spawn = (...argv: string[]) => spawnSync(process.execPath, [cli, ...argv], { encoding: 'utf8' });

  it('plays the README command', () => {
    const r = spawn('simulate', 'meuterer', '--players', '4', '--seed', '7');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('Meuterer — 4 players, seed 7');
    expect(r.stderr).toBe('');
  });

  it.each([
    [['simulate', 'meuterer', '--seeed', '3'], /unknown option "--seeed"/],
    [['simulate', 'meuterer', '--players', '9', '--games', '4'], /config\.players/],
    [['simulate', 'meuterer', '--json', '/nonexistent-folder/game.json'], /the folder "\/nonexistent-folder" does not exist/],
    [['replay', join(dir, 'nowhere.json')], /no such file/],
  ])('exits 2 with one line for %j', (argv, problem) => {
    const r = spawn(...argv);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expectOneLine(r.stderr, problem);
  });

  it('exits 2 with one line for a 5,000-level nested record', () => {
    const r = spawn('replay', file('deep-bin.json', '['.repeat(5_000) + ']'.repeat(5_000)));
    expect(r.status).toBe(2);
    expectOneLine(r.stderr, /nested too deeply/);
  });
});

describe('check', () => {
  it('refuses bad input with one line and exit code 2', async () => {
    for (const argv of [['check'], ['check', 'chess'], ['check', 'meuterer', '--runs', '0'], ['check', 'meuterer', '--players', '9'], ['check', 'meuterer', '--data', '/no/such/file.json'], ['check', 'meuterer', 'extra']]) {
      const r = await runAsync(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

// The tournaments and whole games between bots are in tests/cli/bots.test.ts (long runs,
// left out of `npm run test:quick`).
describe('simulate --bots', () => {
  it('refuses bad bot lists as bad input', () => {
    expectRefused(run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts,random'), /one per seat/);
    expectRefused(run('simulate', 'meuterer', '--players', '3', '--bots', 'alphazero,random,random'), /random, default, search, ismcts, ismcts:N/);
    expectRefused(run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts:0,random,random'), /random, default, search, ismcts, ismcts:N/);
    expectRefused(run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts,,random'), /comma-separated/);
    expectRefused(run('simulate', 'meuterer', '--players', '3', '--bots', 'ismcts:99999999,random,random'), /random, default, search, ismcts, ismcts:N|at most/);
  });
});
