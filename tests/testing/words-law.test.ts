/**
 * The law of the vocabulary (src/testing/words.ts) and the names of the core's texts
 * (src/core/words.ts): names from outside are cleaned and only rename the seats a text
 * already names; the law catches a game whose label or log line uses a word outside its
 * vocabulary, a code name, a section number, counting from 0, a cut label or two moves
 * that read the same, and passes the four games as they are.
 */
import { describe, expect, it } from 'vitest';
import { seatRef } from '../../src/core/index.js';
import { cleanName, fitParts, namesFrom, renderText, shorten } from '../../src/core/words.js';
import { meuterer, type MeutererMove } from '../../src/meuterer/index.js';
import { checkGame } from '../../src/testing/harness.js';
import { allowedWords, refusalProblem, textProblem, wordsProblem } from '../../src/testing/words.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { toy } from './toy.js';

describe('names from outside', () => {
  it('are cleaned: control, formatting and private-use characters go, spaces collapse, long names are cut at a character', () => {
    expect(cleanName('  Ada \n Lovelace ')).toBe('Ada Lovelace');
    expect(cleanName('Bo\u202Eb\u200B\u0007')).toBe('Bob');
    expect(cleanName('\u{E000}0\u{E001}')).toBe('0');
    expect(cleanName('')).toBeNull();
    expect(cleanName('\u200B \t')).toBeNull();
    expect(cleanName(7)).toBeNull();
    const long = cleanName('🐳'.repeat(100));
    expect(long !== null && [...long].length).toBe(32);
    expect(long?.endsWith('…')).toBe(true);
    expect([...(long ?? '')].slice(0, -1).every((c) => c === '🐳')).toBe(true);
  });

  it('are read once whatever the options are: a Proxy, a throwing getter, a huge list', () => {
    expect(namesFrom(undefined)).toEqual([]);
    expect(namesFrom({ names: 'Ada' })).toEqual([]);
    expect(namesFrom({ names: ['Ada', 3, '', 'Cy'] })).toEqual(['Ada', null, null, 'Cy']);
    expect(namesFrom({ get names(): string[] { throw new Error('no'); } })).toEqual([]);
    expect(namesFrom(new Proxy({}, { get: () => { throw new Error('trap'); } }))).toEqual([]);
    expect(namesFrom({ names: new Array(1e6).fill('x') })).toHaveLength(16);
  });

  it('render only the references a game wrote: "Player 1" by default, never a stray marker', () => {
    expect(renderText(`${seatRef(0)} passes to ${seatRef(2)}.`, [])).toBe('Player 1 passes to Player 3.');
    expect(renderText(`${seatRef(0)} passes to ${seatRef(2)}.`, ['Ada', null, 'Cy'])).toBe('Ada passes to Cy.');
    expect(renderText('an island \u{E000}named\u{E001}', ['Ada'])).toBe('an island named');
    expect(seatRef(-1)).toBe('a player');
  });

  it('reach the lines through the contract, and change only how seats are called, never which lines a seat reads', () => {
    const start = meuterer.setup({ players: 3 }, 4);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const names = ['Ada', 'Player 3', '<b>Cy</b>'];
    for (const audience of ['all', 'spectator', 0, 1, 2] as const) {
      const plain = meuterer.describeStart(start.right, audience);
      const named = meuterer.describeStart(start.right, audience, { names });
      // Renaming back gives the default lines: the same lines, only the names differ.
      const back = named.map((l) => l.replaceAll('Ada', 'Player 1').replaceAll('<b>Cy</b>', 'Player 3'));
      expect(back).toEqual(plain.map((l) => l.replaceAll('Player 2', 'Player 3')));
      expect(named.join('\n')).not.toMatch(/Player 1|Seat \d|Player 0|[\u{E000}\u{E001}]/u);
    }
  });
});

describe('short labels', () => {
  it('keep the head whole and as many whole details as fit', () => {
    expect(fitParts('Take from bows, row 2', ['1 cabin', 'crane'])).toBe('Take from bows, row 2: 1 cabin, crane');
    const many = ['1 cabin', 'sail/funnel', 'crane', 'cannon', 'lifeboat', 'lantern'];
    const short = fitParts('Take from left middles, row 5', many);
    expect(short).toBe('Take from left middles, row 5: 1 cabin, sail/funnel +4 more');
    expect(short.length).toBeLessThanOrEqual(60);
  });

  it('are shortened by the core, as a last resort, at a word', () => {
    const text = 'Take from left middles, row 5: 1 cabin, crane, cannon, lifeboat, lantern';
    const cut = shorten(text);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe('Take from left middles, row 5: 1 cabin, crane, cannon…');
    expect(shorten('short')).toBe('short');
  });
});

describe('the law of the vocabulary', () => {
  const allowed = allowedWords({ names: { pieces: { 'sail-fourth': 'fourth-arms sail', 'sail-whale': 'whale sail' } }, words: ['buy', 'coin'] });

  it('reads plain English and the game’s words, plurals and possessives included', () => {
    expect(textProblem('Player 2 buys a fourth-arms sail for 2 coins.', allowed, false)).toBeNull();
    expect(textProblem("Player 2's whale sails", allowed, false)).toBeNull();
  });

  it('finds a word outside the vocabulary, a code name, a section number, a count from 0, a cut label', () => {
    expect(textProblem('Player 2 buys a sail-fourth', allowed, false)).toMatch(/code name "sail-fourth"/);
    expect(textProblem('Player 2 takes the cabinBoy', allowed, false)).toMatch(/code name "cabinBoy"/);
    expect(textProblem('Player 2 buys a frigate', allowed, false)).toMatch(/word "frigate"/);
    expect(textProblem('4.3 Player 2 buys a whale sail', allowed, false)).toMatch(/section number "4\.3"/);
    expect(textProblem('Buy (1.2)', allowed, true)).toMatch(/section number "1\.2"/);
    expect(textProblem('Player 0 buys', allowed, false)).toMatch(/from 0/);
    expect(textProblem('Seat 1 buys', allowed, false)).toMatch(/Seat 2|by its number/);
    expect(textProblem('Buy a whale sail for 2 coins and a whale sail for 2 co…', allowed, true)).toMatch(/cut short/);
    expect(textProblem(`${seatRef(1)} buys`, allowed, false)).toMatch(/unrendered/);
  });

  // Meuterer with one text broken at a time (total, as the contract asks: anything that
  // is not such a move gets the game's own text): the law, in the harness, must catch each.
  type Text = (table: unknown, view: unknown, move: MeutererMove) => string;
  const isMove = (m: unknown, type: string): m is MeutererMove => {
    try {
      return typeof m === 'object' && m !== null && (m as { type?: unknown }).type === type;
    } catch {
      return false; // a hostile move (a Proxy whose traps throw): not this move
    }
  };
  const label = (type: string, text: (m: MeutererMove) => string): Text => (t, v, m) => (isMove(m, type) ? text(m) : meuterer.moveLabel(t as never, v as never, m));
  const broken = (overrides: Partial<Record<'moveLabel' | 'moveDescription', Text>> & Partial<Pick<typeof meuterer, 'describe'>>): typeof meuterer =>
    ({ ...meuterer, ...overrides }) as typeof meuterer;
  // One seeded game, as the harness checks it; what a broken text is caught by is this
  // file's subject, not how short a game shows it (shrink.test.ts's) or tampered saves.
  const run = (g: typeof meuterer): unknown => checkGame(g, { configs: [{ players: 3 }], runs: 1, seed: 3, shrinkSeconds: 0, tamperRuns: 0 });

  it('passes Meuterer as it is', () => {
    expect(() => run(meuterer)).not.toThrow();
  });

  it('catches a label with a code name, a word outside the vocabulary, a section number', () => {
    expect(() => run(broken({ moveLabel: label('play', (m) => `Play ${m.type === 'play' ? m.card : ''}-card`) }))).toThrow(/the label "Play \w+-card".*code name/);
    expect(() => run(broken({ moveLabel: label('pass', () => 'Pass, landlubber') }))).toThrow(/word "landlubber"/);
    expect(() => run(broken({ moveLabel: label('pass', () => 'Pass (2.1)') }))).toThrow(/section number "2\.1"/);
  });

  it('catches two moves of one choice that read the same in full', () => {
    const description: Text = (t, v, m) => (isMove(m, 'play') ? 'Play a card' : meuterer.moveDescription(t as never, v as never, m));
    expect(() => run(broken({ moveDescription: description }))).toThrow(/read the same in full/);
  });

  it('catches a log line that counts people from 0', () => {
    expect(() => run(broken({ describe: (b, m, a, audience) => [`Seat ${isMove(m, m.type) ? m.player : 0} moves.`, ...meuterer.describe(b, m, a, audience)] }))).toThrow(
      /the log line "Seat \d moves\.".*by its number/,
    );
  });

  it('catches a refusal that names a person by a seat number, and lets indices into a state be', () => {
    expect(refusalProblem('Seat 0 may not move now; waiting for Player 2.')).toMatch(/"Seat 0"/);
    expect(refusalProblem('Player 1 may not move now; waiting for seat 1.')).toMatch(/"seat 1"/);
    expect(refusalProblem('seats 0, 1 may move')).toMatch(/seat number/);
    expect(refusalProblem('player 0 has no wine')).toMatch(/from 0/);
    expect(refusalProblem(`${seatRef(0)} has no wine`)).toMatch(/unrendered/);
    expect(refusalProblem('Player 1 may not move now; waiting for Player 2, Player 3.')).toBeNull();
    expect(refusalProblem('roles[2]: the loader card is held by seat index 0 too')).toBeNull();
    expect(refusalProblem('a 4-seat table')).toBeNull();
  });

  it.each<[string, AnyGame, unknown]>([
    ['meuterer', meuterer as AnyGame, { players: 3 }],
    ['nauticus', nauticus as AnyGame, { players: 2 }],
    ['shipyard', shipyard as AnyGame, { players: 2 }],
    ['bremerhaven', bremerhaven as AnyGame, { players: 3 }],
  ])('%s refuses a move out of turn naming people from 1', (_name, game, config) => {
    const start = game.setup(config, 5);
    if (start._tag === 'Left') throw new Error(start.left.message);
    const seat = (game.activePlayers(start.right) as number[])[0]!;
    const move = (game.legalMoves(start.right, seat) as { player: number }[])[0]!;
    const other = (seat + 1) % game.playerCount(start.right);
    const refused = game.apply(start.right, { ...move, player: other });
    expect(refused._tag).toBe('Left');
    if (refused._tag === 'Right') return;
    expect(refused.left.message).toContain(`Player ${other + 1} may not move now`);
    expect(refusalProblem(refused.left.message)).toBeNull();
  });

  it('catches, in the harness, a refusal that says "Seat 0"', () => {
    const seatNumbers = { ...meuterer, apply: (s: unknown, m: unknown) => {
      const r = meuterer.apply(s as never, m as never);
      return r._tag === 'Left' ? { _tag: 'Left', left: { ...r.left, message: r.left.message.replace(/Player (\d+)/gu, (_x, n: string) => `Seat ${Number(n) - 1}`) } } : r;
    } } as typeof meuterer;
    expect(() => run(seatNumbers)).toThrow(/the refusal "Seat \d.*seat number/);
  });

  it('leaves a game without a vocabulary of its own alone', () => {
    const start = toy.setup({ journal: false }, 1);
    if (start._tag === 'Left') throw new Error('setup');
    expect(wordsProblem(toy, start.right, [toy.legalMoves(start.right, 0), []], null, null, true)).toBeNull();
  });
});
