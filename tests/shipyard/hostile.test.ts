/**
 * Hostile input for Shipyard (issue 9): tampered saves are refused by the state codec or
 * play to their end; the codec names the field of each inconsistency; custom component
 * data cannot use reserved or repeated ids, nor sizes that would make the rules slow; the
 * shipyard's placement check keeps nothing between calls.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runsFor } from '../suite/quick.js';
import { cloneJson } from '../../src/core/clone.js';
import { formatErrors } from '../../src/core/codecs.js';
import type { Draft } from '../../src/core/draft.js';
import { Random } from '../../src/core/random.js';
import { checkTampering, playableProblem } from '../../src/testing/index.js';
import { checkComponents, DATA_LIMITS, DEFAULT_COMPONENTS, SYNTHETIC_BOARD, shipyard, viable, type ShipKind, type ShipyardConfig, type ShipyardState } from '../../src/shipyard/index.js';
import { routeExists, ROUTE_SEARCH_LIMIT } from '../../src/shipyard/rules/voyage.js';
import { EVERY_TABLE, patch, setup, SHORT_SHIP_DECK, SMALL_BOARD } from './helpers.js';

/**
 * Tampered saves tried in CI (about 10 s), one edit each, so that more of them decode and
 * are played (about 1 in 6); locally the law ran with thousands of saves per seed and up
 * to 6 edits each. With this seed, the codec without its consistency check fails the law
 * on the third save.
 */
const TAMPER_RUNS = runsFor(80);

/** A state reached by random legal moves from `config` (trying seeds from `seed` on) where `done` holds. */
function reach(config: ShipyardConfig, seed: number, done: (s: ShipyardState) => boolean): ShipyardState {
  for (let attempt = seed; attempt < seed + 50; attempt++) {
    let s = setup(config, attempt);
    const random = Random.seeded(attempt, 'xoroshiro128+');
    while (!done(s) && !shipyard.isOver(s)) {
      const seat = random.pick(shipyard.activePlayers(s));
      const next = shipyard.apply(s, random.pick(shipyard.legalMoves(s, seat)));
      if (next._tag === 'Left') throw new Error(next.left.message);
      s = next.right;
    }
    if (done(s)) return s;
  }
  throw new Error('the situation was never reached');
}

/** The codec's refusal of `state` edited by `edit`, as one line; fails if the edited state decodes. */
function refusal(state: ShipyardState, edit: (d: Draft<ShipyardState>) => void): string {
  const d = cloneJson(state) as Draft<ShipyardState>;
  edit(d);
  const decoded = shipyard.codecs.state.decode(JSON.parse(JSON.stringify(d)));
  if (decoded._tag === 'Right') throw new Error('the edited state decodes');
  return formatErrors(decoded.left, 'state');
}

/** A 4-player game well under way: ships sailed, canals laid, someone to choose a card. */
const midGame = reach({ players: 4 }, 3, (s) => s.step === 'choose' && s.players.some((p) => p.fleet.length > 0 && p.boat !== null && p.employees.length > 0) && s.turnNumber > 40);
const seatWithFleet = midGame.players.findIndex((p) => p.fleet.length > 0);

describe('the tampered-save law', () => {
  it('a tampered save is refused by the codec, or every function answers on it and it plays to its end', () => {
    const report = checkTampering(shipyard, { configs: EVERY_TABLE, runs: TAMPER_RUNS, maxEdits: 1, seed: 4 });
    expect(report.tried).toBe(TAMPER_RUNS);
    expect(report.refused + report.played).toBe(TAMPER_RUNS);
    expect(report.refused).toBeGreaterThan(0);
    expect(report.played).toBeGreaterThan(0);
  });

  it('states of every era and step decode and play to their end (the checks forbid nothing reachable)', () => {
    const states = [midGame, reach({ players: 2, components: SHORT_SHIP_DECK }, 5, (s) => s.era === 'finalChance'), reach({ players: 3 }, 4, (s) => s.step === 'discard')];
    for (const s of states) {
      const decoded = shipyard.codecs.state.decode(JSON.parse(JSON.stringify(s)));
      expect(decoded._tag === 'Left' ? formatErrors(decoded.left) : null).toBeNull();
      expect(playableProblem(shipyard, s, Random.seeded(1, 'xoroshiro128+'), 20_000)).toBeNull();
    }
  });
});

describe('the state codec names the field of each inconsistency', () => {
  it('the untouched state decodes', () => {
    expect(shipyard.codecs.state.decode(JSON.parse(JSON.stringify(midGame)))._tag).toBe('Right');
  });

  it('cards duplicated, missing, or in another kind of deck', () => {
    expect(refusal(midGame, (d) => void d.shipDecks.bow.push(d.ships.bow[0] as number))).toMatch(/shipDecks\.bow\[\d+\]: ship card 'bow-\d+' is also at ships\.bow\[0\]/);
    expect(refusal(midGame, (d) => void d.shipDecks.bow.unshift(d.shipDecks.middle[0] as number))).toMatch(/shipDecks\.bow\[0\]: ship card 'mid.-\d+' is a middle, not a bow/);
    expect(refusal(midGame, (d) => void d.canalDeck.pop())).toMatch(/canalDeck: canal 'canal-\d+' is nowhere/);
    expect(refusal(midGame, (d) => void d.trainDeck.push(d.trainDisplay[0] as number))).toMatch(/trainDeck\[\d+\]: train 'train-\d+' is also at trainDisplay\[0\]/);
    expect(refusal(midGame, (d) => void d.contractBox.push(999))).toMatch(/contractBox\[\d+\]: there is no contract 999/);
    expect(refusal(midGame, (d) => void d.contractBox.push(d.players[2]!.contracts[0]!))).toMatch(/players\[2\]\.contracts\[0\]: contract '.+' is also at contractBox/);
    expect(refusal(midGame, (d) => void d.players[1]!.trains.push(DEFAULT_COMPONENTS.trains.deck.length + 3))).toMatch(/players\[1\]\.trains\[\d+\]: starting train 'start-4' belongs to seat index 3/);
    const space = midGame.oval.findIndex((stacks) => (stacks[0]?.length ?? 0) > 0);
    expect(refusal(midGame, (d) => void d.oval[space]![0]!.push(((d.oval[space]![0]![0] as number) + 1) % 24))).toMatch(new RegExp(`oval\\[${space}\\]\\[0\\]: a stack holds 2 copies of one employee`));
  });

  it('a hand holding more than the rules allow (the issue\'s « 8 rubies in one hand »)', () => {
    const green = midGame.players[3]!.contracts.find((i) => DEFAULT_COMPONENTS.contracts.contracts[i]?.colour === 'green') as number;
    expect(
      refusal(midGame, (d) => {
        d.players[3]!.contracts.splice(d.players[3]!.contracts.indexOf(green), 1);
        d.players[2]!.contracts.push(green);
      }),
    ).toMatch(/players\[2\]\.contracts: \d+ green held and \d+ given up, but 3 were dealt/);
    expect(refusal(midGame, (d) => void d.players[0]!.held.push('subsidy'))).toMatch(/players\[0\]\.held: pawns on \d card\(s\), but \d after/);
  });

  it('seat indices out of range', () => {
    expect(refusal(midGame, (d) => void (d.current = 9))).toMatch(/current: seat index 9 at a 4-seat table/);
    expect(refusal(midGame, (d) => void (d.firstPlayer = 4))).toMatch(/firstPlayer: seat index 4 at a 4-seat table/);
    expect(refusal(midGame, (d) => void (d.current = -1))).toMatch(/state\.current: expected integer/);
    expect(refusal(midGame, (d) => void d.players.pop())).toMatch(/players: 3 sides of the table, but rules\.players is 4/);
    expect(refusal(midGame, (d) => void d.events.push({ kind: 'noLastChance', seat: 7 }))).toMatch(/events\[\d+\]\.seat: seat index 7 at a 4-seat table/);
  });

  it('an empty or malformed generator state', () => {
    expect(refusal(midGame, (d) => void (d.rng = {} as never))).toMatch(/state\.rng: unknown generator/);
    expect(refusal(midGame, (d) => void (d.rng = { generator: 'xoroshiro128+', state: [0, 0, 0, 0] }))).toMatch(/state\.rng: a xoroshiro128\+ state must not be all zeros/);
    expect(refusal(midGame, (d) => void (d.rng = { generator: 'chacha20', key: [1, 2, 3], block: 0, word: 0 }))).toMatch(/state\.rng: a chacha20 key is 8/);
  });

  it('phase fields that do not go together', () => {
    expect(refusal(midGame, (d) => void (d.step = 'act'))).toMatch(/act: null in step 4/);
    expect(refusal(midGame, (d) => void (d.chosen = 'crew'))).toMatch(/chosen: 'crew', but no card is chosen yet/);
    expect(refusal(midGame, (d) => void (d.era = 'finalChance'))).toMatch(/step: 'choose' in era 'finalChance'/);
    expect(refusal(midGame, (d) => void (d.lapEnded = !d.lapEnded))).toMatch(/lapEnded: /);
    expect(refusal(midGame, (d) => void (d.discards[1] = { green: 1, blue: 0 }))).toMatch(/discards\[1\]\.green: 1, but no contracts are being given up/);
    const acting = reach({ players: 3 }, 6, (s) => s.step === 'act' && s.act?.main === 'pending' && s.act.doing === null);
    expect(refusal(acting, (d) => void ((d.act!.main = 'done'), (d.act!.bonus = 'done')))).toMatch(/act: the main action is done and no bonus action is left/);
    const sailing = reach({ players: 2 }, 2, (s) => s.trial?.stage === 'voyage');
    expect(refusal(sailing, (d) => void (d.trial!.remaining = 1_000_000))).toMatch(/trial\.remaining: 1000000 square\(s\) to sail/);
    expect(refusal(sailing, (d) => void (d.trial!.speed += 40))).toMatch(/trial\.speed: \d+, but the ship's load gives/);
  });

  it('a round beyond the last, and counters that do not add up', () => {
    expect(refusal(midGame, (d) => void (d.countdown = 4))).toMatch(/countdown: 4, but \d lap\(s\) are complete with 4 players/);
    expect(refusal(midGame, (d) => void (d.turnNumber += 1))).toMatch(/turnNumber: \d+, but \d+ turns have been played/);
    expect(refusal(midGame, (d) => void (d.players[0]!.turns += 3))).toMatch(/players\[\d\]\.turns: /);
    expect(refusal(midGame, (d) => void (d.lead = (d.lead + 2) % 23))).toMatch(/lead: space \d+, but after \d+ normal turn\(s\) the lead card is on space \d+/);
    expect(refusal(midGame, (d) => void (d.players[seatWithFleet]!.score += 1))).toMatch(new RegExp(`players\\[${seatWithFleet}\\]\\.score: \\d+, but the fleet scored \\d+`));
    expect(refusal(midGame, (d) => void (d.markers.exchange = 6))).toMatch(/markers\.exchange: space 6, but there are 6/);
  });

  it('yards, fleets and canal systems the rules cannot produce', () => {
    const bow = { kind: 'bow', card: null } as const;
    const roomy = midGame.players.findIndex((p) => p.yard[8] === null);
    expect(refusal(midGame, (d) => void (d.players[roomy]!.yard[8] = bow))).toMatch(new RegExp(`players\\[${roomy}\\]\\.yard: holds a card that can no longer be part of a completed ship`));
    expect(refusal(midGame, (d) => void d.players[roomy]!.yard.pop())).toMatch(new RegExp(`players\\[${roomy}\\]\\.yard: 8 spaces, but the board has 9`));
    expect(refusal(midGame, (d) => void (d.players[seatWithFleet]!.fleet[0]!.load.cannon += 20))).toMatch(/fleet\[0\]\.load: more than the ship's cabins and mounting points hold/);
    const sailor = midGame.players.findIndex((p) => p.boat !== null);
    expect(refusal(midGame, (d) => void (d.players[sailor]!.boat = null))).toMatch(new RegExp(`players\\[${sailor}\\]\\.boat: null, but seat index ${sailor} has a canal system`));
  });

  it('component data a setup would refuse', () => {
    expect(refusal(midGame, (d) => void (d.rules.components.board.yardSize = 1_000_000))).toMatch(/state\.rules\.components\.board\.yardSize: expected integer 0\.\.20/);
    expect(refusal(midGame, (d) => void (d.rules.components.shipCards.cards[1]!.id = d.rules.components.shipCards.cards[0]!.id))).toMatch(/rules\.components\.shipCards\.cards\[1\]\.id: 'bow-01' is used by another card too/);
    expect(refusal(midGame, (d) => void (d.rules.components.canals.cards[0]!.id = 'constructor'))).toMatch(/rules\.components\.canals\.cards\[0\]\.id: the id "constructor" is reserved/);
  });
});

describe('custom component data', () => {
  const base = DEFAULT_COMPONENTS;
  /** Each data set with the id of its first component replaced by `id` (or by the second one's, for a repeated id). */
  const sets = (id: string | null): [string, ShipyardConfig['components']][] => {
    const renamed = <T extends { readonly id: string }>(list: readonly T[]): T[] => list.map((c, i) => (i === 0 ? { ...c, id: id ?? (list[1] as T).id } : c));
    return [
      ['shipCards.cards[0]', { shipCards: { ...base.shipCards, cards: renamed(base.shipCards.cards) } }],
      ['canals.cards[0]', { canals: { ...base.canals, cards: renamed(base.canals.cards) } }],
      ['trains.deck[0]', { trains: { ...base.trains, deck: renamed(base.trains.deck) } }],
      ['trains.starting[0]', { trains: { ...base.trains, starting: renamed(base.trains.starting) } }],
      ['employees.employees[0]', { employees: { ...base.employees, employees: renamed(base.employees.employees) } }],
      ['contracts.contracts[0]', { contracts: { ...base.contracts, contracts: renamed(base.contracts.contracts) } }],
    ];
  };
  const escape = (s: string): string => s.replace(/[.[\]]/g, (c) => `\\${c}`);
  // The decoder's paths write a key repeated in a row once (`employees.employees[0]` reads `employees[0]`).
  const fieldPath = (path: string): string => escape(path).replace(/^(\w+)\\\.\1\\\[/, '$1(\\.$1)?\\[');

  it('the default data passes the component check, which setup therefore skips when nothing is overridden', () => {
    expect(checkComponents(DEFAULT_COMPONENTS)).toBeNull();
  });

  it('an id that every object already has (__proto__, constructor, toString, ...) is refused, naming the field', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '', 'a b']) {
      for (const [path, components] of sets(id)) {
        const r = shipyard.setup({ players: 3, components }, 1);
        expect(r._tag).toBe('Left');
        if (r._tag === 'Left') {
          expect(r.left.code).toBe('INVALID_CONFIG');
          expect(r.left.message).toMatch(new RegExp(`config\\.components\\.${fieldPath(path)}\\.id`));
        }
      }
    }
    expect(shipyard.setup({ players: 3, arrangement: { bows: ['__proto__'] } }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG', message: expect.stringMatching(/config\.arrangement\.bows(\[0\])?\[0\]: the id "__proto__" is reserved/) } });
  });

  it('two components of a set with one id are refused, naming the second', () => {
    for (const [path, components] of sets(null)) {
      const second = path.replace('[0]', '[1]');
      expect(shipyard.setup({ players: 3, components }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG', message: expect.stringMatching(new RegExp(`components\\.${escape(second)}\\.id: '.+' is used by another`)) } });
    }
  });

  it('a state carrying custom data round-trips through the codec and plays on', () => {
    const canals = { ...base.canals, provenance: { kind: 'printed' as const, source: 'test' }, cards: base.canals.cards.map((c, i) => ({ ...c, id: `kanal:${i}` })) };
    for (const components of [SMALL_BOARD, SHORT_SHIP_DECK, { canals }]) {
      const s = reach({ players: 3, components }, 7, (x) => x.turnNumber > 12 && x.step === 'choose');
      const json = JSON.parse(JSON.stringify(s)) as unknown;
      const decoded = shipyard.codecs.state.decode(json);
      expect(decoded._tag === 'Right' ? JSON.stringify(decoded.right) : formatErrors(decoded.left)).toBe(JSON.stringify(s));
      expect(JSON.stringify(shipyard.codecs.state.encode(s))).toBe(JSON.stringify(s));
    }
  });

  it('sizes that drive the cost of the rules are bounded, with INVALID_CONFIG naming the field', () => {
    const board = (edit: Partial<typeof SYNTHETIC_BOARD>) => ({ players: 3, components: { board: { ...SYNTHETIC_BOARD, ...edit } } });
    const refused = (config: ShipyardConfig, field: RegExp) => expect(shipyard.setup(config, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG', message: expect.stringMatching(field) } });
    refused(board({ yardSize: DATA_LIMITS.yardSize + 1 }), /config\.components\.board\.yardSize: expected integer 0\.\.20, got 21/);
    refused(board({ yardSize: 1e15 }), /config\.components\.board\.yardSize/);
    refused(board({ trackLength: 1e15 }), /config\.components\.board\.trackLength: expected integer 0\.\.60/);
    refused(board({ employeeSpaces: 1e6 }), /config\.components\.board\.employeeSpaces/);
    refused(board({ yardSize: 2 }), /components\.board\.yardSize: a shipyard needs at least 3 spaces/);
    const longTrain = { ...base.trains, deck: [{ id: 'long', wagons: new Array(DATA_LIMITS.wagons + 1).fill('coal') }, ...base.trains.deck.slice(1)] };
    refused({ players: 3, components: { trains: longTrain } }, /config\.components\.trains\.deck\[0\]\.wagons: at most 8 items, got 9/);
    const bigCard = { ...base.shipCards, cards: [{ ...base.shipCards.cards[0]!, cabins: 1e6 }, ...base.shipCards.cards.slice(1)] };
    refused({ players: 3, components: { shipCards: bigCard } }, /config\.components\.shipCards\.cards\[0\]\.cabins: expected integer 0\.\.9/);
    // At the bound, the table is dealt.
    const wide = setup(board({ yardSize: DATA_LIMITS.yardSize }));
    expect(wide.players[0]?.yard).toHaveLength(DATA_LIMITS.yardSize);
  });
});

describe('canal routes from custom data stay quick to search', () => {
  it('a grid of crossings, with no route of the speed asked, is given up within the search limit', () => {
    // Every square of a crossing joins its four edges: a grid of them has more routes than can be counted.
    const crossing = (i: number) => ({ id: `x${i}`, squares: ['none', 'none', 'none', 'none', 'none'] as const, links: [[0, 1], [1, 2], [1, 3], [1, 4]] as [number, number][], ports: { west: 0, east: 2, north: 3, south: 4 } });
    const canals = { provenance: { kind: 'synthetic' as const, source: 'test: crossings' }, cards: Array.from({ length: 40 }, (_, i) => crossing(i)) };
    const grid = patch(setup({ players: 2, components: { canals } }), (d) => {
      d.players[0]!.canals = Array.from({ length: 36 }, (_, i) => ({ card: i, x: i % 6, y: Math.floor(i / 6), turned: false }));
      d.players[0]!.boat = { canal: 0, square: 0, from: { kind: 'edge', edge: 'west' } };
    });
    // Without the limit this search would not end in any test's lifetime: the time limit
    // below catches that, generously (a stopwatch would measure the machine, not the search).
    expect(routeExists(grid, 0, 200)).toBe(false);
    expect(routeExists(grid, 0, 30)).toBe(true);
    expect(ROUTE_SEARCH_LIMIT).toBeGreaterThan(1000);
  }, 120_000);
});

describe("the shipyard's placement check keeps nothing between calls", () => {
  /** The search over the order in which ships leave, as the rulings state it (S1): an independent reference. */
  function reference(kinds: readonly (ShipKind | null)[], known = new Map<string, boolean>()): boolean {
    const key = kinds.map((k) => k?.[0] ?? '.').join('');
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const cards = kinds.flatMap((k, i) => (k === null ? [] : [i]));
    let ok = cards.length === 0;
    for (let a = 0; a < kinds.length && !ok; a++) {
      for (let b = a + 2; b < kinds.length && b - a <= 8 && !ok; b++) {
        const inside = cards.filter((p) => p >= a && p <= b);
        if (inside.length === 0 || !inside.every((p) => kinds[p] === (p === a ? 'bow' : p === b ? 'stern' : 'middle'))) continue;
        ok = reference(kinds.map((k, p) => (p >= a && p <= b ? null : k)), known);
      }
    }
    known.set(key, ok);
    return ok;
  }

  it('two yards that the old cache mistook for each other get their own answers', () => {
    // The old cache keyed a yard by length * 4^n + kinds as a float: past about 25 spaces
    // the last space no longer changed the key, so one yard's answer was given to another.
    const oldKey = (kinds: readonly (ShipKind | null)[]): number => kinds.reduce((key, k) => key * 4 + (k === null ? 0 : { bow: 1, middle: 2, stern: 3 }[k]), kinds.length);
    const empty: (ShipKind | null)[] = new Array(27).fill(null);
    const lastBow: (ShipKind | null)[] = [...empty.slice(1), 'bow'];
    expect(oldKey(empty)).toBe(oldKey(lastBow));
    expect(viable(empty)).toBe(true);
    expect(viable(lastBow)).toBe(false);
    expect(viable(empty)).toBe(true);
  });

  it('large yards get the right answer, whatever was asked before', () => {
    const random = Random.seeded('large yards', 'xoroshiro128+');
    const kinds: (ShipKind | null)[] = [null, null, null, 'bow', 'middle', 'stern'];
    for (let n = 0; n < 400; n++) {
      const yard = Array.from({ length: DATA_LIMITS.yardSize }, () => random.pick(kinds));
      // Sparse yards, so that the reference search stays quick.
      for (let i = 0; i < yard.length; i++) if (random.int(0, 2) > 0) yard[i] = null;
      expect(viable(yard)).toBe(reference(yard));
    }
  });

  it('no module of the game keeps state that grows with use', () => {
    const root = new URL('../../src/shipyard/', import.meta.url).pathname;
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    for (const file of files(root)) {
      const text = readFileSync(file, 'utf8');
      expect(text.match(/^(export )?(let|var) |^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap|Array)\b|^(export )?const \w+(: [^=]+)? = \[\];/gm), file).toBeNull();
    }
  });
});
