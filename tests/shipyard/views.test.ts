/** What a seat receives (issue 11): the table, labels and groups for its moves, and its own log. */
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { shipyard, type ShipyardMove, type ShipyardState } from '../../src/shipyard/index.js';
import { viewOf } from '../../src/testing/view.js';
import { fitParts } from '../../src/core/words.js';
import { shipCardFeatures, shipCardParts } from '../../src/shipyard/words.js';
import { play, playUntil, setup, TINY_SHIP_DECK, TRACK_4P } from './helpers.js';
import { coveragePolicy } from './policy.js';

const CONTRACTS = [0, 1, 2, 3].map((seat) => [1, 2, 3].flatMap((k) => [`green-${String(seat * 3 + k).padStart(2, '0')}`]).concat([1, 2, 3].map((k) => `blue-${String(seat * 3 + k).padStart(2, '0')}`)));
/** A label cut to 60 characters as the labels are. */
/** The rulebook's 4-player table: the printed track, seat 0 first, known contracts. */
const start = (): ShipyardState => setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P], contracts: CONTRACTS } });
const tableOf = (s: ShipyardState) => {
  const t = shipyard.table(s);
  if (t._tag === 'Left') throw new Error(t.left.message);
  return t.right;
};
const label = (s: ShipyardState, m: ShipyardMove, seat = m.player) => shipyard.moveLabel(tableOf(s), viewOf(shipyard.view(s, seat)), m);
const group = (s: ShipyardState, m: ShipyardMove, seat = m.player) => shipyard.moveGroup(tableOf(s), viewOf(shipyard.view(s, seat)), m);

describe('the table and the view', () => {
  it('the table holds what never changes; the view no catalogue', () => {
    const s = start();
    const t = tableOf(s);
    expect(Object.keys(t).sort()).toEqual(['components', 'firstPlayer', 'players', 'strictCanals']);
    expect(t).toMatchObject({ players: 4, firstPlayer: 0, strictCanals: false });
    const v = viewOf(shipyard.view(s, 0));
    expect(JSON.stringify(v)).not.toContain('provenance');
    expect(JSON.stringify(v).length).toBeLessThan(3000);
    // Nothing a config fixes in secret: the contracts dealt are in no table.
    expect(JSON.stringify(t)).not.toContain('arrangement');
  });
});

describe('labels and groups', () => {
  it('name the cards, the employees and the actions as the data gives them', () => {
    const s = start();
    expect(label(s, { type: 'chooseAction', player: 0, action: 'build' })).toBe('Choose Build Ships');
    expect(group(s, { type: 'chooseAction', player: 0, action: 'build' })).toBe('Choose an action card');
    const building = play(s, { type: 'chooseAction', player: 0, action: 'build' });
    const take = { type: 'takeShipCard', player: 0, column: 'bow', row: 0 } as const;
    const bow = tableOf(s).components.shipCards.cards[building.ships.bow[0]!]!;
    const features = shipCardFeatures(bow);
    expect(label(building, take)).toBe(fitParts('Take from bows, row 1', shipCardParts(bow)));
    expect(shipyard.moveDescription(tableOf(building), viewOf(shipyard.view(building, 0)), take)).toBe(`Take from bows, row 1: ${features}`);
    expect(group(building, take)).toBe('Build Ships: bows');
    const placing = play(building, take);
    expect(label(placing, { type: 'placeShipCard', player: 0, slot: 0 })).toBe(fitParts('Place the bow on space 1', shipCardParts(bow)));
    const hiring = play(s, { type: 'chooseAction', player: 0, action: 'employee' });
    const hire = shipyard.legalMoves(hiring, 0)[0] as ShipyardMove;
    expect(hire).toEqual({ type: 'hire', player: 0, space: 0, stack: 0 });
    expect(label(hiring, hire)).toBe('Hire Foreman (space 1)');
    expect(group(hiring, hire)).toBe('Hire Employee: space 1');
    expect(label(s, { type: 'discardContract', player: 0, contract: 'blue-01' })).toBe('Give up your blue contract 1');
    expect(shipyard.moveDescription(tableOf(s), viewOf(shipyard.view(s, 0)), { type: 'discardContract', player: 0, contract: 'blue-01' })).toBe('Give up blue contract: 3 per businessman-crane pair on one ship');
    expect(label(s, { type: 'launch', player: 0, rigger: 2, helmsman: true })).toBe('Launch with rigger +2, helmsman +1');
  });

  it('every move type gets a label of its own, never the raw move', () => {
    const seen = new Map<string, string>();
    for (const [players, components] of [[4, undefined], [4, TINY_SHIP_DECK], [3, TINY_SHIP_DECK]] as const) {
      for (let seed = 1; seed <= 4; seed++) {
        playout(shipyard, { players, ...(components ? { components } : {}) }, seed, {
          policy: coveragePolicy,
          onMove: (before, move) => {
            const text = label(before, move);
            expect(text.startsWith('{'), text).toBe(false);
            seen.set(move.type, text);
          },
        });
      }
    }
    expect(shipyard.moveTypes({ players: 4 }).filter((type) => !seen.has(type))).toEqual([]);
  });
});

describe('per-seat logs', () => {
  const discarding = () => playUntil(start(), (s) => s.step === 'discard');

  it('a contract given up is named to its owner and to the all-seeing log, its colour only to the others', () => {
    const s = discarding();
    const mine = shipyard.legalMoves(s, 2).find((m) => m.type === 'discardContract') as Extract<ShipyardMove, { type: 'discardContract' }>;
    expect(mine.contract).toBe('green-07');
    const after = play(s, mine);
    const line = (audience: Parameters<typeof shipyard.describe>[3]) => shipyard.describe(s, mine, after, audience)[0];
    expect(line(2)).toBe('Player 3 gives up the green contract "lifeboats (table)".');
    expect(line('all')).toBe(line(2));
    expect(line(0)).toBe('Player 3 gives up a green contract.');
    expect(line('spectator')).toBe('Player 3 gives up a green contract.');
  });

  it('at the start a seat reads its own contracts, the spectator none', () => {
    const s = start();
    const lines = (audience: Parameters<typeof shipyard.describeStart>[1]) => shipyard.describeStart(s, audience);
    expect(lines(1).filter((l) => l.includes('contracts:'))).toEqual([
      `Player 2's contracts: ${CONTRACTS[1]!.map((id) => tableOf(s).components.contracts.contracts.find((c) => c.id === id)!).map((c) => `${c.colour} "${c.text}"`).join(', ')}.`,
    ]);
    expect(lines('spectator').filter((l) => l.includes('contracts:'))).toEqual([]);
    expect(lines('all').filter((l) => l.includes('contracts:'))).toHaveLength(4);
    expect(lines('spectator')).toEqual(lines('all').filter((l) => !l.includes('contracts:')));
  });
});
