/**
 * `nautical-rules data`: the template of each game's default set, the validator that lists
 * every problem of a data file with its path, and the round trip template → validate →
 * simulate → check, driven through `main(argv, io)`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quick } from '../suite/quick.js';
import type { AnyGame } from '../../src/core/game.js';
import { playout } from '../../src/core/playout.js';
import { CLI_GAMES, gameById } from '../../src/cli/games.js';
import { usage } from '../../src/cli/commands.js';
import { run, runAsync, type Run } from './run.js';

/** A refusal: exit code 2, nothing on stdout, exactly one line on stderr matching `problem`. */
function expectRefused(r: Run, problem: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.lines).toEqual([]);
  expect(r.stderr.endsWith('\n')).toBe(true);
  const errLines = r.stderr.slice(0, -1).split('\n');
  expect(errLines, r.stderr).toHaveLength(1);
  expect(errLines[0]).toMatch(/^nautical-rules data: /);
  expect(errLines[0]).toMatch(problem);
}

/** Problems listed: exit code 2, these lines on stdout (in any order), one summary line on stderr. */
function expectProblems(r: Run, lines: readonly string[]): void {
  expect(r.code, r.stderr).toBe(2);
  expect([...r.lines].sort()).toEqual([...lines].sort());
  expect(r.stderr).toMatch(new RegExp(`^nautical-rules data: ".*": ${lines.length} problems? \\(listed on standard output\\)\\n$`));
}

const dir = mkdtempSync(join(tmpdir(), 'nautical-data-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** The template of `game` as an object to edit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const template = (game: string): any => JSON.parse(run('data', 'template', game).lines.join('\n'));

/** `data validate GAME` on `data` written to a file. */
const validate = (game: string, data: unknown): Run => run('data', 'validate', game, file(`${game}-edited.json`, JSON.stringify(data)));

describe('data template → validate → simulate → check', () => {
  for (const cli of CLI_GAMES) {
    const id = cli.game.id;
    it(`${id}: the template round-trips`, async () => {
      const t = run('data', 'template', id);
      expect(t.code).toBe(0);
      expect(t.stderr).toBe('');
      const text = t.lines.join('\n');
      // The default set, exactly as the config takes it, provenance included, 2-space indent.
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(cli.defaultData)));
      expect(text).toBe(JSON.stringify(cli.defaultData, null, 2));
      expect(text).toContain('"provenance"');
      const path = file(`${id}.json`, `${text}\n`);

      const v = run('data', 'validate', id, path);
      expect(v.code, v.lines.join('\n')).toBe(0);
      expect(v.lines).toHaveLength(1);
      expect(v.lines[0]).toMatch(new RegExp(`^ok: ".*" is ${cli.game.title} component data \\(provenance: (sourced-unverified|synthetic)\\)`));

      const s = run('simulate', id, '--data', path, '--seed', '3');
      expect(s.code, s.stderr).toBe(0);
      expect(s.lines).toContain('Final ranking:');
      expect(s.lines.some((l) => l.startsWith('Data — '))).toBe(true);

      // On this branch only Meuterer implements the new view API: the harness of the
      // others fails on the view laws for reasons outside the data (see the report).
      // The harness run (the `check` command's own tests are tests/cli/check.test.ts): in `npm test` only.
      if (id === 'meuterer' && !quick) {
        const c = await runAsync('check', id, '--data', path, '--runs', '1');
        expect(c.code, c.lines.join('\n')).toBe(0);
        expect(c.lines.at(-1)).toMatch(/^ok: 1 random game \(/);
      }
    });
  }

  it('the same data object plays when passed in the config from code', () => {
    for (const cli of CLI_GAMES) {
      const game = cli.game as AnyGame;
      const data = template(game.id);
      const players = game.id === 'bremerhaven' ? 2 : game.players.min;
      const config = { players, [cli.dataField]: data };
      const start = game.setup(config, 5);
      expect(start._tag, JSON.stringify(start)).toBe('Right');
      if (start._tag === 'Right') expect(game.components(start.right).map((c) => c.provenance)).toContainEqual(data.provenance ?? expect.anything());
      const played = playout(game, config, 5);
      expect(played._tag).toBe('Right');
      if (played._tag === 'Right') expect(game.isOver(played.right.state)).toBe(true);
    }
  });
});

describe('data validate lists every problem with its path', () => {
  it('meuterer: counts, uniqueness, the majority order, the start islands, the shape', () => {
    const m = template('meuterer');
    m.islands.pop();
    m.islands[2].id = 'hochland';
    m.islands[3].majority = [1, 2, 3];
    m.start = 'atlantis';
    expectProblems(validate('meuterer', m), [
      'islands: the rulebook has 12 islands in the circle, found 11',
      "islands[2].id: 'hochland' is already the id of islands[0]; ids must be unique",
      "islands[3].majority: 'karge-zunge' pays a tie more than a sole top seller (1/2/3); the first value is the largest",
      "start: 'atlantis' is not an island of the circle",
    ]);
    const shape = template('meuterer');
    shape.islands[4].sells = 'gold';
    shape.islands[5].destination = -1;
    shape.islands[6].majority = [3, 2];
    shape.colour = 'blue';
    delete shape.provenance.source;
    expectProblems(validate('meuterer', shape), [
      "(the whole file): unknown field 'colour' in IslandSet",
      'provenance.source: expected string, got nothing',
      'islands[4].sells: expected one of ruby, salt, wine, cloth, grain, any; got "gold"',
      'islands[5].destination: expected integer 0..9007199254740991, got -1',
      'islands[6].majority: expected exactly 3 items ([integer 0..9007199254740991, integer 0..9007199254740991, integer 0..9007199254740991])',
    ]);
    const sells = template('meuterer');
    sells.islands[1].sells = 'any';
    sells.islands[9].sells = 'wine';
    expectProblems(validate('meuterer', sells), [
      "islands[1].sells: 'frosthoehle' sells 'any', but only Hochland and Piratennest (the start islands) have the « ? »",
      "islands[9].sells: 'piratennest' is a start island: Hochland and Piratennest sell any good (« ? »)",
    ]);
  });

  it('nauticus: positions, bonuses, prices, the turntable, the blue tiles', () => {
    const b = template('nauticus');
    b.positions[1].bonus = 'workers3';
    b.positions[2].prices = [0, 0, 1, 2];
    b.turntable[0] = 1;
    b.turntable[5] = 0;
    b.slots.buyGoods[0] = 'fish';
    expectProblems(validate('nauticus', b), [
      'positions: each of the 8 bonuses must be printed at exactly one position (missing: mast)',
      "positions[1].bonus: 'workers3' is already printed at positions[0]",
      'positions[2].prices: the prices at a position are 0, 1, 2 and 3 in some order, got 0, 0, 1, 2',
      'turntable[0]: the anchor section (the first) has no blue workers',
      'turntable[5]: every section but the anchor has 1, 2 or 3 blue workers, got 0',
      'slots.buyGoods: the goods tile must show each good once',
    ]);
    const short = template('nauticus');
    short.positions.pop();
    short.turntable.push(2);
    short.positions[0].prices = [0, 1, 2, 4];
    expectProblems(validate('nauticus', short), [
      'positions[0].prices[3]: expected integer 0..3, got 4',
    ]);
    short.positions[0].prices = [0, 1, 2, 3];
    expectProblems(validate('nauticus', short), [
      'positions: a board has 8 positions, not 7',
      'positions: each of the 8 bonuses must be printed at exactly one position (missing: coins4)',
      'turntable: the turntable has 8 sections, not 9',
    ]);
  });

  it('shipyard: counts of the printed game, ids, backs, colours, the board, and each table through setup', () => {
    const c = template('shipyard');
    c.shipCards.cards[1].id = c.shipCards.cards[0].id;
    c.shipCards.cards.push({ ...c.shipCards.cards[2], id: 'bow-extra', back: 'A' });
    c.canals.cards[3].links = [[0, 7]];
    c.trains.starting[1].wagons = ['steel', 'steel', 'coal'];
    const engineer = c.employees.employees.findIndex((e: { effect: { kind: string } }) => e.effect.kind === 'engineer');
    c.employees.employees[engineer].colour = 'blue';
    const popped = c.contracts.contracts.pop();
    c.board.trackLength = 22;
    c.board.exchangeStart = 6;
    expectProblems(validate('shipyard', c), [
      'board.exchangeStart: the exchange marker must start on one of the 6 hexagon spaces',
      "board.trackLength: the rulebook's action track has 23 spaces, found 22",
      'board.trackRandom: track spaces must be distinct spaces of the track',
      'shipCards.cards: the rulebook has 104 ship cards, found 105',
      "shipCards.cards[1].id: 'bow-01' is used by another card too",
      "shipCards.cards[104].back: middles and only middles have a back ('A' or 'B')",
      `canals.cards[3].links[0]: link 0-7 does not join two squares of canal '${c.canals.cards[3].id}'`,
      'trains.starting[1].wagons: a starting train carries exactly one wagon of each commodity',
      `employees.employees[${engineer}].colour: engineer '${c.employees.employees[engineer].id}' must be brown (« ingénieur (carte marron) »)`,
      `contracts.contracts: 12 ${popped.colour} contracts are needed (3 for each of 4 players), got 11`,
    ]);
    // A set of some data sets only: the others stay the defaults, as in the config.
    const some = { trains: template('shipyard').trains };
    expect(validate('shipyard', some).code).toBe(0);
  });

  it('bremerhaven: the rulebook counts, ids, contract limits, solo spaces, the board', () => {
    const c = template('bremerhaven');
    c.ships.cards[5].id = c.ships.cards[0].id;
    c.contracts.cards[2].goods = ['barrel', 'crate', 'container', 'passenger', 'barrel'];
    c.contracts.cards[3].reward.money = 7;
    c.buildings.cards.pop();
    c.newspapers.cards[0].soloSpace = 'sea4';
    c.board.bollardCosts[1] = [1, 2];
    c.board.progress.start['4'] = c.board.progress.last;
    expectProblems(validate('bremerhaven', c), [
      `ships.cards[5].id: the ship id '${c.ships.cards[0].id}' is used twice`,
      `contracts.cards[2].goods: contract '${c.contracts.cards[2].id}' must require 1 to 4 goods, found 5`,
      `contracts.cards[3].reward.money: contract '${c.contracts.cards[3].id}': a reward is at most 4 money, found 7`,
      'buildings.cards: the rulebook has 20 Building cards, found 19',
      `newspapers.cards[0].soloSpace: newspaper '${c.newspapers.cards[0].id}': the solo icon must be a space of the 2-player layout, found 'sea4'`,
      'board.bollardCosts[1]: a quay wall has 3 bollard spaces, found 2',
      `board.progress.start.4: the Progress track's start for 4 players must lie before its last space (${c.board.progress.last}), found ${c.board.progress.last}`,
    ]);
  });

  it('reports what setup refuses at a player count once the data checks pass', () => {
    // The subsidy card lies on its space with 4 players only; on space 1 it blocks the start.
    const c = template('shipyard');
    c.board.subsidySpace = 1;
    expectProblems(validate('shipyard', c), [
      '(4 players): setup refuses it: the space ahead of the first card (space 1) must be empty',
      '(4 players, first game): setup refuses it: the space ahead of the first card (space 1) must be empty',
    ]);
    // Checks that pass for every table: the ok line names them.
    const r = validate('bremerhaven', template('bremerhaven'));
    expect(r.code).toBe(0);
    expect(r.lines[0]).toContain(gameById('bremerhaven').dataTables.map((t) => t.label).join('; '));
  });
});

describe('data validate refuses unreadable and hostile files in one line', () => {
  it('a missing file, a folder, a file that is not JSON', () => {
    expectRefused(run('data', 'validate', 'meuterer', join(dir, 'no-such.json')), /cannot read ".*no-such\.json": no such file/);
    expectRefused(run('data', 'validate', 'meuterer', dir), /it is a folder/);
    expectRefused(run('data', 'validate', 'nauticus', file('broken.json', '{ "positions": [')), /is not JSON/);
  });

  it('a file too large for a config is one line; many problems print at most 50 lines and a count', () => {
    const huge = template('meuterer');
    huge.islands = Array.from({ length: 100_000 }, (_, i) => ({ ...huge.islands[0], id: `isle-${i}` }));
    expectRefused(validate('meuterer', huge), /too large/);

    const many = template('meuterer');
    many.islands = Array.from({ length: 20_000 }, () => ({ ...many.islands[0], majority: [1, 2, 3] }));
    const r = validate('meuterer', many);
    expect(r.code).toBe(2);
    expect(r.lines).toHaveLength(51);
    expect(r.lines.at(-1)).toBe(`... and ${2 * 20_000 + 1 - 50} more problems`);
    expect(r.stderr).toMatch(/^nautical-rules data: ".*": 40001 problems \(listed on standard output\)\n$/);
  });

  it('a missing or unknown subcommand, game or file is one line, exit code 2', () => {
    expectRefused(run('data'), /missing a subcommand \(template or validate\)/);
    expectRefused(run('data', 'check', 'meuterer'), /unknown subcommand "check"/);
    expectRefused(run('data', 'template'), /missing GAME/);
    expectRefused(run('data', 'template', 'chess'), /unknown game "chess"/);
    expectRefused(run('data', 'template', 'meuterer', 'extra'), /extra word "extra"/);
    expectRefused(run('data', 'validate', 'meuterer'), /missing FILE/);
    expectRefused(run('data', 'validate', 'meuterer', 'a.json', 'b.json'), /extra word "b.json"/);
    expectRefused(run('data', 'template', 'meuterer', '--players', '3'), /unknown option "--players"/);
  });

  it('the usage text lists the command', () => {
    expect(usage()).toContain('nautical-rules data template GAME | data validate GAME FILE');
    expect(run('data', '--help').lines.join('\n')).toBe(usage());
  });
});
