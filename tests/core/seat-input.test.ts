/**
 * The seat functions (`fromView`, `movesFromView`, `sampler`, `moveLabel`, `moveGroup`)
 * under hostile and careless input, in production mode (strict mode off, as a server
 * runs): they never throw, answer `INVALID_TABLE` / `INVALID_VIEW` in words, and refuse a
 * view no state of the game could show its viewer. A count such as 1e300 rounds is judged,
 * never counted out: a loop over it would not end, and the test's time limit (a hang, not
 * a speed: no stopwatch here, so a loaded machine cannot fail it) catches that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, RuleError } from '../../src/core/index.js';
import { setStrict } from '../../src/core/define.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';
import { hostileSeatInputs } from '../../src/testing/index.js';

type Json = Record<string, unknown>;

const M: AnyGame = meuterer;
const N: AnyGame = nauticus;
const B: AnyGame = bremerhaven;
const S: AnyGame = shipyard;

/** A table and a seat's view some moves into a game. */
function midGame(game: AnyGame, players: number, moves: number, seat = 1): { table: Json; view: Json; state: unknown } {
  let state = (game.setup(game.defaultConfig(players), 5) as { right: unknown }).right;
  for (let i = 0; i < moves && !game.isOver(state); i++) {
    const active = game.activePlayers(state);
    const legal = game.legalMoves(state, active[i % active.length] as number);
    state = (game.apply(state, legal[(i * 7) % legal.length]) as { right: unknown }).right;
  }
  const table = JSON.parse(JSON.stringify((game.table(state) as { right: unknown }).right)) as Json;
  const view = JSON.parse(JSON.stringify((game.view(state, seat) as { right: unknown }).right)) as Json;
  return { table, view, state };
}

const refusal = (answer: { _tag: string; left?: RuleError }): RuleError => {
  expect(answer._tag).toBe('Left');
  return answer.left as RuleError;
};

/** A message in words: no JavaScript error text. */
const inWords = (message: string): void => {
  expect(message).not.toMatch(/Cannot read|undefined is not|is not a function|is not iterable|Maximum call stack|Invalid array length|reading '/);
  expect(message.length).toBeLessThanOrEqual(300);
};

beforeAll(() => setStrict(false));
afterAll(() => setStrict(true));

describe('views that claim what the seat cannot hold are refused', () => {
  it('Nauticus: a round past the game, 1e300 rounds (no loop), negative coins, tiles the supply still counts', () => {
    const { table, view } = midGame(nauticus, 2, 30, 0);
    expect(N.fromView(table, view, 1)._tag).toBe('Right');
    for (const round of [1e300, 1e6, 6, 5, 0, -1, 1.5]) {
      const e = refusal(N.fromView(table, { ...view, round }, 1));
      expect(e.code).toBe('INVALID_VIEW');
      inWords(e.message);
      expect(refusal(N.movesFromView(table, { ...view, round })).code).toBe('INVALID_VIEW');
    }
    const seats = view.seats as Json[];
    const poorer = seats.map((s, i) => (i === 0 ? { ...s, coins: -1 } : s));
    expect(refusal(N.fromView(table, { ...view, seats: poorer }, 1)).code).toBe('INVALID_VIEW');
    const richer = seats.map((s, i) => (i === 0 ? { ...s, warehouse: [...(s.warehouse as string[]), 'mast'] } : s));
    expect(refusal(N.fromView(table, { ...view, seats: richer }, 1)).code).toBe('INVALID_VIEW');
  });

  it('Bremerhaven: a hand of five 9s, a card 10, a type error', () => {
    const { table, view } = midGame(bremerhaven, 3, 0, 1);
    expect(B.fromView(table, view, 1)._tag).toBe('Right');
    const harbors = view.harbors as Json[];
    const withHand = (hand: number[]): Json => ({ ...view, harbors: harbors.map((h, i) => (i === 1 ? { ...h, hand, owned: hand } : h)) });
    const nines = refusal(B.fromView(table, withHand([9, 9, 9, 9, 9]), 1));
    expect(nines.code).toBe('INVALID_VIEW');
    inWords(nines.message);
    const own = (harbors[1] as { hand: number[] }).hand;
    expect(refusal(B.fromView(table, withHand([...own.slice(0, -1), 10]), 1)).code).toBe('INVALID_VIEW');
    expect(refusal(B.movesFromView(table, withHand([9, 9, 9, 9, 9]))).code).toBe('INVALID_VIEW');
    expect(refusal(B.fromView(table, { ...view, round: 'two' }, 1)).code).toBe('INVALID_VIEW');
  });

  it('Shipyard: a contract listed twice, a ship card also on display, era -1', () => {
    const { table, view } = midGame(shipyard, 3, 12, 1);
    expect(S.fromView(table, view, 1)._tag).toBe('Right');
    const seats = view.seats as Json[];
    const mine = seats[1] as { contracts: number[] };
    const twice = seats.map((s, i) => (i === 1 ? { ...s, contracts: [mine.contracts[0], ...mine.contracts] } : s));
    expect(refusal(S.fromView(table, { ...view, seats: twice }, 1)).code).toBe('INVALID_VIEW');
    const ships = view.ships as { bow: (number | null)[]; middle: (number | null)[][]; stern: (number | null)[] };
    const shown = [...ships.bow, ...ships.middle.flat(), ...ships.stern].find((c) => c !== null) as number;
    const other = ships.bow.map((c, i) => (i === ships.bow.length - 1 || c === null ? shown : c));
    expect(refusal(S.fromView(table, { ...view, ships: { ...ships, bow: other } }, 1)).code).toBe('INVALID_VIEW');
    const era = refusal(S.fromView(table, { ...view, era: -1 }, 1));
    expect(era.code).toBe('INVALID_VIEW');
    inWords(era.message);
  });

  it('Meuterer: a discard pile of 1e300 cards (no loop), a hand with a card too many', () => {
    const { table, view } = midGame(meuterer, 4, 10, 1);
    expect(M.fromView(table, view, 1)._tag).toBe('Right');
    expect(refusal(M.fromView(table, { ...view, discard: { ...(view.discard as Json), wine: 1e300 } }, 1)).code).toBe('INVALID_VIEW');
    const hand = view.hand as string[];
    expect(refusal(M.fromView(table, { ...view, hand: [...hand, hand[0]] }, 1)).code).toBe('INVALID_VIEW');
  });

  it('a table edited is refused with INVALID_TABLE, a view of another game with INVALID_VIEW or INVALID_TABLE', () => {
    const { table, view } = midGame(nauticus, 3, 5, 0);
    expect(refusal(N.fromView({ ...table, players: 'three' }, view, 1)).code).toBe('INVALID_TABLE');
    expect(refusal(N.fromView({ ...table, warehouseSpaces: 99 }, view, 1)).code).toBe('INVALID_TABLE');
    const other = midGame(meuterer, 3, 5, 0);
    expect(['INVALID_VIEW', 'INVALID_TABLE']).toContain(refusal(N.fromView(other.table, other.view, 1)).code);
    expect(['INVALID_VIEW', 'INVALID_TABLE']).toContain(refusal(N.fromView(table, other.view, 1)).code);
  });
});

describe.each([
  ['meuterer', meuterer, 4],
  ['nauticus', nauticus, 3],
  ['bremerhaven', bremerhaven, 2],
  ['shipyard', shipyard, 2],
] as const)('%s: the seat functions never throw', (_name, game, players) => {
  const { table, view, state } = midGame(game as AnyGame, players, 6, 0);
  const move = (game as AnyGame).legalMoves(state, (game as AnyGame).activePlayers(state)[0] as number)[0] as Json;

  it('fromView, movesFromView and sampler answer Left in words on hostile tables and views', () => {
    for (const { name, value } of hostileSeatInputs(view)) {
      for (const answer of [game.fromView(table as never, value as never, 1), game.movesFromView(table as never, value as never), game.sampler(table as never, value as never)]) {
        const e = refusal(answer as never);
        expect(e.code, name).toBe('INVALID_VIEW');
        inWords(e.message);
      }
    }
    for (const { name, value } of hostileSeatInputs(table)) {
      for (const answer of [game.fromView(value as never, view as never, 1), game.movesFromView(value as never, view as never), game.sampler(value as never, view as never)]) {
        const e = refusal(answer as never);
        expect(['INVALID_TABLE', 'INVALID_VIEW'], name).toContain(e.code);
        inWords(e.message);
      }
    }
    expect(refusal(game.fromView(table as never, view as never, '' as never)).code).toBe('INVALID_CONFIG');
  });

  it('moveLabel and moveGroup answer a short text on hostile moves, tables and views', () => {
    const label = game.moveLabel(table as never, view as never, move as never);
    expect(label.length).toBeGreaterThan(0);
    for (const { name, value } of hostileSeatInputs(move)) {
      const l = game.moveLabel(table as never, view as never, value as never);
      const g = game.moveGroup(table as never, view as never, value as never);
      expect(typeof l, name).toBe('string');
      expect(typeof g, name).toBe('string');
      expect(l.length).toBeLessThanOrEqual(60);
      expect(g.length).toBeLessThanOrEqual(60);
      expect(l.length).toBeGreaterThan(0);
    }
    for (const { name, value } of [...hostileSeatInputs(view), ...hostileSeatInputs(table)]) {
      expect(typeof game.moveLabel(value as never, value as never, move as never), name).toBe('string');
      expect(typeof game.moveGroup(value as never, value as never, move as never), name).toBe('string');
      expect(typeof game.moveLabel(table as never, value as never, move as never), name).toBe('string');
      expect(typeof game.moveGroup(table as never, value as never, move as never), name).toBe('string');
    }
  });

  it('the sampler checks a view once and draws states fromView would draw', () => {
    const sample = game.sampler(table as never, view as never);
    expect(sample._tag).toBe('Right');
    if (sample._tag !== 'Right') return;
    for (const seed of [1, 2, 'x']) expect(sample.right(seed)).toEqual(game.fromView(table as never, view as never, seed));
    expect(refusal(sample.right(1.5) as never).code).toBe('INVALID_CONFIG');
  });
});
