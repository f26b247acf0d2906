/** The end of the game, the winner, and the rest of the contract: views, determinize, config, determinism, logs. */
import { stateOf } from '../../src/testing/state.js';
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../src/core/clone.js';
import { playout } from '../../src/core/playout.js';
import { replay } from '../../src/core/record.js';
import { DEFAULT_COMPONENTS, shipyard, type ShipyardState } from '../../src/shipyard/index.js';
import { Random } from '../../src/core/random.js';
import { builderPolicy } from './policy.js';
import { contractPoints, finalScoring } from '../../src/shipyard/rules/contracts.js';
import type { NextState } from '../../src/shipyard/state.js';
import { finish, movesOf, patch, play, playUntil, setup, shipIndex, TRACK_4P } from './helpers.js';

/** Player 3 ends the early game: the final actions follow, from seat 0. */
function finalActions(): ShipyardState {
  const s = patch(setup({ players: 3, firstPlayer: 0 }), (d) => {
    d.turnNumber = 40;
    d.countdown = 3;
    d.earlyEnd = true;
    d.current = 2;
    d.players.forEach((p) => {
      p.contracts = [p.contracts[0]!, p.contracts[3]!];
      p.turns = 10;
    });
    d.players[0]!.turns = 11;
    d.players[1]!.turns = 11;
    d.players[0]!.held = ['crew'];
    d.players[1]!.held = ['equipment'];
  });
  return playUntil(s, (x) => x.era === 'finalAction');
}

describe('Action finale', () => {
  it('each player, from the first, takes any action: pawns do not matter, no income, no bonus action', () => {
    let s = finalActions();
    expect(s.current).toBe(0);
    expect(s.players.map((p) => p.turns)).toEqual([11, 11, 11]);
    const choices = movesOf(s, 0, 'chooseAction').map((m) => m.action);
    expect(choices).toEqual(expect.arrayContaining(['crew', 'equipment', 'build', 'purchase']));
    s = patch(s, (d) => void (d.players[0]!.florins = 30));
    const florins = s.players[0]?.florins;
    s = play(s, { type: 'chooseAction', player: 0, action: 'equipment' });
    expect(s.players[0]?.florins).toBe(florins);
    expect(movesOf(s, 0, 'bonus')).toEqual([]);
    s = play(s, movesOf(s, 0, 'manufacture')[0]!);
    expect(s.current).toBe(1);
    // Another player may take the same action.
    expect(movesOf(s, 1, 'chooseAction').map((m) => m.action)).toContain('equipment');
  });
});

describe('Achèvement d’un bateau: the last chance', () => {
  /** Everyone's final action is to recruit crew; then the last chances begin. */
  const lastChance = (edit: (d: Parameters<Parameters<typeof patch>[1]>[0]) => void) => {
    let s = patch(finalActions(), edit);
    for (const seat of [0, 1, 2]) {
      s = play(s, { type: 'chooseAction', player: seat, action: 'crew' });
      s = play(s, movesOf(s, seat, 'recruit')[0]!);
    }
    return s;
  };

  it('only a single card that completes a ship, at its price; others pass by themselves', () => {
    const s = lastChance((d) => {
      d.players[1]!.yard[0] = { kind: 'bow', card: shipIndex('bow-01') };
      d.players[1]!.yard[1] = { kind: 'middle', card: shipIndex('midA-01') };
      d.players[1]!.florins = 10;
    });
    expect(s.era).toBe('finalChance');
    expect(s.current).toBe(1);
    expect(s.events).toContainEqual({ kind: 'noLastChance', seat: 0 });
    const takes = movesOf(s, 1, 'takeShipCard');
    expect(takes.every((m) => m.column === 'stern')).toBe(true);
    expect(movesOf(s, 1, 'passFinalChance')).toHaveLength(1);
    const taken = play(s, takes[0]!);
    expect(movesOf(taken, 1, 'placeShipCard').map((m) => m.slot)).toEqual([2]);
    const done = play(taken, { type: 'placeShipCard', player: 1, slot: 2 });
    expect(done.events).toContainEqual({ kind: 'shipsLeave', seat: 1, ships: 1 });
  });

  it('a sold-out kind may be bought free as a substitute', () => {
    const s = lastChance((d) => {
      d.players[0]!.yard[0] = { kind: 'bow', card: shipIndex('bow-01') };
      d.players[0]!.yard[2] = { kind: 'stern', card: shipIndex('stern-01') };
      d.players[0]!.florins = 0;
      d.ships.middle = [[null, null, null, null, null], [null, null, null, null, null]];
      d.shipDecks.middle = [];
    });
    expect(movesOf(s, 0, 'takeSubstitute')).toEqual([{ type: 'takeSubstitute', player: 0, kind: 'middle' }]);
    const done = play(s, { type: 'takeSubstitute', player: 0, kind: 'middle' }, { type: 'placeShipCard', player: 0, slot: 1 });
    expect(done.events).toContainEqual({ kind: 'shipsLeave', seat: 0, ships: 1 });
  });

  it('then contracts and traders score, and the game is over', () => {
    const s = playUntil(finalActions(), (x) => x.era === 'over');
    expect(shipyard.isOver(s)).toBe(true);
    expect(s.events.filter((e) => e.kind === 'contract')).toHaveLength(6);
    expect(shipyard.activePlayers(s)).toEqual([]);
    expect(shipyard.legalMoves(s, 0)).toEqual([]);
    expect(shipyard.apply(s, { type: 'finishActions', player: 0 })).toMatchObject({ left: { code: 'GAME_OVER' } });
  });
});

describe('Gain de la partie', () => {
  it('most points wins; ties go to the player with more florins; still tied, the place is shared (ruling S18)', () => {
    const s = patch(setup({ players: 4 }), (d) => {
      d.players.forEach((p, i) => {
        p.score = [30, 30, 20, 30][i]!;
        p.florins = [5, 7, 9, 5][i]!;
      });
    });
    expect(shipyard.result(s).ranking).toEqual([[1], [0, 3], [2]]);
  });
});

describe('What each seat sees', () => {
  it('own contracts only, until the end; decks as sizes', () => {
    const s = setup({ players: 3 });
    const v = viewOf(shipyard.view(s, 1));
    expect(v.seats[1]?.contracts).toEqual(s.players[1]?.contracts);
    expect(v.seats[0]?.contracts).toBeNull();
    expect(v.seats[0]?.contractCount).toEqual({ green: 3, blue: 3 });
    expect(viewOf(shipyard.view(s, 'spectator')).seats.every((p) => p.contracts === null)).toBe(true);
    expect(v.shipDeckSizes).toEqual({ bow: 15, middle: 54, stern: 15 });
    expect(v.middleBacks).toEqual({ A: 26, B: 28 });
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const over = playUntil(s, (x) => x.era === 'over');
    expect(viewOf(shipyard.view(over, 'spectator')).seats.every((p) => p.contracts?.length === 2)).toBe(true);
  });

  it('determinize (fromView) re-deals what the viewer cannot see, and nothing else', () => {
    const s = setup({ players: 4 }, 9);
    const other = stateOf(shipyard.determinize(s, 2, 1234));
    expect(viewOf(shipyard.view(other, 2))).toEqual(viewOf(shipyard.view(s, 2)));
    expect(other.players[2]?.contracts).toEqual(s.players[2]?.contracts);
    expect(other.players.map((p) => p.contracts)).not.toEqual(s.players.map((p) => p.contracts));
    expect(other.shipDecks.bow).not.toEqual(s.shipDecks.bow);
    expect([...other.shipDecks.bow].sort()).toEqual([...s.shipDecks.bow].sort());
    const colours = (st: ShipyardState) => st.players.map((p) => p.contracts.map((i) => DEFAULT_COMPONENTS.contracts.contracts[i]?.colour));
    expect(colours(other)).toEqual(colours(s));
  });
});

describe('Setup and the config', () => {
  it('deals the table as the rulebook says', () => {
    const s = setup({ players: 4 });
    expect(s.track.filter((a) => a !== null)).toHaveLength(8);
    expect(setup({ players: 3 }).track.filter((a) => a !== null)).toHaveLength(7);
    expect(s.players.every((p) => p.florins === 6 && p.trains.length === 1 && p.contracts.length === 6)).toBe(true);
    expect(s.ships.bow.every((c) => c !== null)).toBe(true);
    expect(s.ships.middle.flat().every((c) => c !== null)).toBe(true);
    expect(s.countdown).toBe(0);
    expect(setup({ players: 2 }).countdown).toBe(2);
    // The larger middle deck (back A, 36 cards) lies on top of the smaller.
    expect(s.ships.middle.flat().every((c) => DEFAULT_COMPONENTS.shipCards.cards[c ?? -1]?.back === 'A')).toBe(true);
  });

  it('for a first game, every group of three employees has a recruiter or an engineer', () => {
    const s = setup({ players: 3, firstGame: true }, 4);
    const kinds = s.oval.map((space) => space.map((stack) => DEFAULT_COMPONENTS.employees.employees[stack[0] ?? -1]?.effect.kind));
    expect(kinds.every((space) => space.some((k) => k === 'engineer' || k === 'recruiter'))).toBe(true);
  });

  it('refuses a bad config', () => {
    expect(shipyard.setup({ players: 5 }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    expect(shipyard.setup({ players: 3, firstPlayer: 3 }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    const threeBows = { ...DEFAULT_COMPONENTS.shipCards, cards: DEFAULT_COMPONENTS.shipCards.cards.filter((c) => c.kind !== 'bow' || c.id < 'bow-04') };
    expect(shipyard.setup({ players: 3, components: { shipCards: threeBows } }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG', message: expect.stringMatching(/5 bow/) } });
    expect(shipyard.setup({ players: 3, arrangement: { bows: ['nope'] } }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    expect(shipyard.setup({ players: 3, arrangement: { track: [...TRACK_4P] } }, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
    expect(shipyard.setup({ players: 3, extra: 1 } as never, 1)).toMatchObject({ left: { code: 'INVALID_CONFIG' } });
  });

  it('says plainly that the component data is synthetic', () => {
    const sources = shipyard.components(setup({ players: 2 }));
    expect(sources.map((c) => c.label)).toEqual(['ship cards', 'canals', 'freight trains', 'employees', 'government contracts', 'board']);
    expect(sources.every((c) => c.provenance.kind === 'synthetic')).toBe(true);
  });
});

describe('Determinism and logs', () => {
  it('the same config, seed and moves give the same state, byte for byte', () => {
    const a = playout(shipyard, { players: 3 }, 42);
    const b = playout(shipyard, { players: 3 }, 42);
    if (a._tag === 'Left' || b._tag === 'Left') throw new Error('playout failed');
    expect(JSON.stringify(a.right.state)).toBe(JSON.stringify(b.right.state));
    const again = replay(shipyard, JSON.parse(JSON.stringify(a.right.record)));
    expect(again._tag === 'Right' && jsonEqual(again.right, a.right.state)).toBe(true);
  });

  it('describes the start and every move', () => {
    const start = setup({ players: 4, firstPlayer: 0, arrangement: { track: [...TRACK_4P] } });
    expect(shipyard.describeStart(start).join('\n')).toMatch(/Action track .* Build Ships/);
    const after = finish(play(start, { type: 'chooseAction', player: 0, action: 'crew' }, movesOf(play(start, { type: 'chooseAction', player: 0, action: 'crew' }), 0, 'recruit')[0]!), 0);
    const lines = shipyard.describe(start, { type: 'chooseAction', player: 0, action: 'crew' }, play(start, { type: 'chooseAction', player: 0, action: 'crew' }));
    expect(lines[0]).toBe('Player 1 chooses Recruit Crew.');
    expect(after.current).toBe(1);
    const game = playout(shipyard, { players: 2 }, 5, {
      onMove: (before, move, next) => {
        const text = shipyard.describe(before, move, next);
        expect(text.length).toBeGreaterThan(0);
        expect(text.every((l) => typeof l === 'string' && l.length > 0 && !l.includes('undefined'))).toBe(true);
      },
    });
    expect(game._tag).toBe('Right');
  });
});

describe('tally: the points if the game ended now', () => {
  it("is what the end's own scoring gives on a copy where each seat kept its best contract of each colour", () => {
    const s = builtFleets();
    const contracts = s.rules.components.contracts.contracts;
    // Each seat keeps its best contract of each colour, as it would by the end.
    const kept = patch(s, (d) =>
      d.players.forEach((p, seat) => {
        const best = new Map<string, number>();
        for (const c of p.contracts) {
          const colour = contracts[c]!.colour;
          const other = best.get(colour);
          if (other === undefined || contractPoints(s, seat, contracts[c]!) > contractPoints(s, seat, contracts[other]!)) best.set(colour, c);
        }
        p.contracts = p.contracts.filter((c) => best.get(contracts[c]!.colour) === c);
      }),
    );
    const scored = patch(kept, (d) => finalScoring(d as NextState));
    expect(scored.era).toBe('over');
    expect(shipyard.tally(kept)).toEqual(scored.players.map((p) => p.score));
    // Something is at stake: the contracts or traders add to some score.
    expect(shipyard.tally(kept)).not.toEqual(kept.players.map((p) => p.score));
    // A contract that would be given up adds nothing: some seat held two of a colour,
    // and its tally is the same with or without the worse one.
    expect(s.players.some((p, seat) => p.contracts.length > kept.players[seat]!.contracts.length)).toBe(true);
    expect(shipyard.tally(s)).toEqual(shipyard.tally(kept));
  });

  it('is the final scores once over', () => {
    const end = playUntil(finalActions(), (x) => x.era === 'over');
    expect(shipyard.tally(end)).toEqual(shipyard.result(end).scores);
  });
});

/** A 3-player game played by the builder policy until shortly before its end: fleets afloat, contracts held. */
function builtFleets(): ShipyardState {
  let s = setup({ players: 3 });
  const random = Random.quick(5);
  const states: ShipyardState[] = [s];
  while (!shipyard.isOver(s)) {
    const seat = random.pick(shipyard.activePlayers(s));
    const r = shipyard.apply(s, builderPolicy(s, seat, shipyard.legalMoves(s, seat), random));
    if (r._tag === 'Left') throw new Error(r.left.message);
    s = r.right;
    states.push(s);
  }
  // The last state before the final actions: contracts not yet cut to one of each colour.
  return [...states].reverse().find((x) => x.era !== 'over' && x.era !== 'finalAction' && x.players.some((p) => p.fleet.length > 0 && p.contracts.length > 2)) ?? states[0]!;
}
