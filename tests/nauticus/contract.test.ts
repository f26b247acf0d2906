/** The parts of the contract beyond the rules: views, determinize, logs, components, codecs, invariants. */
import { stateOf } from '../../src/testing/state.js';
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import { describeProvenance } from '../../src/core/provenance.js';
import { nauticus, SYNTHETIC_BOARD, type NauticusMove, type NauticusState } from '../../src/nauticus/index.js';
import {
  crownCap,
  extraOnce,
  freeTilesToWarehouse,
  gameLength,
  hullsWellFormed,
  oneCoatOfArms,
  phaseCount,
  resourcesNonNegative,
  rewardsPerShip,
  tilesConserved,
  warehouseLimit,
} from './invariants.js';
import { corrupt, edit, play, setup } from './helpers.js';

function randomGame(players: number, seed: number): { states: NauticusState[]; moves: NauticusMove[] } {
  const states: NauticusState[] = [];
  const moves: NauticusMove[] = [];
  const r = playout(nauticus, { players }, seed, {
    onMove: (before, move, after) => {
      if (states.length === 0) states.push(before);
      states.push(after);
      moves.push(move);
    },
  });
  if (r._tag === 'Left') throw new Error(r.left.message);
  return { states, moves };
}

describe('open information', () => {
  it('shows every seat and the spectator the same table, without the generator', () => {
    const { states } = randomGame(3, 4);
    const s = states[200]!;
    const v = viewOf(nauticus.view(s, 'spectator'));
    expect({ ...viewOf(nauticus.view(s, 1)), viewer: 'spectator' }).toEqual(v);
    expect(JSON.stringify(v)).not.toContain('rng');
    expect(v.seats[0]?.crowns).toBeGreaterThanOrEqual(0);
  });

  it('determinize (fromView on the table and view) re-deals the generator and drops fixed future layouts, keeping the view', () => {
    const s = setup({ players: 2, layouts: [SYNTHETIC_BOARD.positions.map((_, i) => (['buyHulls', 'buyMasts', 'buySails', 'buyGoods', 'transport', 'withdraw', 'deliver', 'crown'] as const)[i]!), ['crown', 'deliver', 'withdraw', 'transport', 'buyGoods', 'buySails', 'buyMasts', 'buyHulls']] });
    expect(s.fixedLayouts).toHaveLength(1);
    const d = stateOf(nauticus.determinize(s, 0, 99));
    expect(d.fixedLayouts).toEqual([]);
    expect(d.rng).not.toEqual(s.rng);
    expect(viewOf(nauticus.view(d, 0))).toEqual(viewOf(nauticus.view(s, 0)));
    expect(viewOf(nauticus.table(d))).toEqual(viewOf(nauticus.table(s)));
    // The fixed layouts are nobody's to know: not on the table either.
    expect(JSON.stringify(viewOf(nauticus.table(s)))).not.toContain('"crown","deliver","withdraw"');
  });
});

describe('logs and components', () => {
  it('names the synthetic board plainly', () => {
    const [source] = nauticus.components(setup({ players: 2 }));
    expect(source?.label).toBe('board');
    expect(source?.provenance.kind).toBe('synthetic');
    expect(describeProvenance(source!.label, source!.provenance)).toMatch(/SYNTHETIC/);
  });

  it('describes the start, every move, the end of phases, of rounds and the final tally', () => {
    const { states, moves } = randomGame(2, 3);
    const start = nauticus.describeStart(states[0]!);
    expect(start[0]).toMatch(/Player 1: 4 workers, 15 coins, 10 points \(start player\)/);
    expect(start.some((l) => l.includes('— Round 1 of 4'))).toBe(true);
    const lines = moves.flatMap((m, i) => nauticus.describe(states[i]!, m, states[i + 1]!));
    expect(moves.every((m, i) => nauticus.describe(states[i]!, m, states[i + 1]!).length > 0)).toBe(true);
    expect(lines.filter((l) => /^Phase \d ends/.test(l))).toHaveLength(28);
    expect(lines.filter((l) => l.startsWith('End of round'))).toHaveLength(4);
    expect(lines.some((l) => l.startsWith('The game is over'))).toBe(true);
  });
});

describe('random games reach every kind of move', () => {
  it('plays every move type across a few seeds (so the harness exercises them all)', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) for (const m of randomGame(2 + (seed % 3), seed).moves) seen.add(m.type);
    expect([...seen].sort()).toEqual(
      ['bonus', 'buy', 'crown', 'deliver', 'endTurn', 'extra', 'finish', 'pass', 'reward', 'rewardGoods', 'select', 'takeFree', 'transport', 'withdraw'].sort(),
    );
  });
});

describe('codecs', () => {
  it('refuse unknown fields, extra tuple items and bad destinations', () => {
    const s = setup({ players: 2 });
    for (const junk of [
      { type: 'select', player: 0, position: 8 },
      { type: 'select', player: 0, position: 1, extra: 1 },
      { type: 'rewardGoods', player: 0, goods: ['coffee', 'fish', 'salt'] },
      { type: 'buy', player: 0, piece: 'hull', to: 'shipyard' },
      { type: 'buy', player: 0, piece: 'mast-gold', to: 'warehouse' },
    ]) {
      const r = nauticus.apply(s, junk as never);
      expect(r._tag === 'Left' && r.left.code).toBe('MALFORMED_MOVE');
    }
  });

  it('round-trips a state through JSON and the state codec', () => {
    const { states } = randomGame(4, 8);
    for (const s of [states[0]!, states[150]!, states[states.length - 1]!]) {
      const decoded = nauticus.codecs.state.decode(JSON.parse(JSON.stringify(s)));
      expect(decoded._tag).toBe('Right');
    }
  });
});

describe('the invariants can fail', () => {
  const s = play(setup({ players: 3, startPlayer: 0 }), { type: 'select', player: 0, position: 0 });
  const ship = { parts: ['bow', 'stern'] as const, masts: ['whale', 'anchor'] as const, sails: [] as const, goods: [] as const, rewards: [] as const };

  it('one coat of arms', () => {
    expect(oneCoatOfArms.check(s)).toBeNull();
    expect(oneCoatOfArms.check(corrupt(s, (d) => (d.players[0]!.ships = [ship as never])))).toMatch(/mixes whale and anchor/);
  });

  it('well-formed hulls', () => {
    expect(hullsWellFormed.check(s)).toBeNull();
    expect(hullsWellFormed.check(corrupt(s, (d) => (d.players[1]!.ships = [{ ...ship, parts: ['stern', 'bow'], masts: [] } as never])))).toMatch(/stern bow/);
    expect(hullsWellFormed.check(corrupt(s, (d) => (d.players[1]!.ships = [{ ...ship, parts: ['bow', 'middle', 'middle', 'middle'], masts: [] } as never])))).not.toBeNull();
  });

  it('warehouse limit', () => {
    expect(warehouseLimit.check(s)).toBeNull();
    expect(warehouseLimit.check(corrupt(s, (d) => (d.players[2]!.warehouse = Array.from({ length: 7 }, () => 'mast-whale' as const))))).toMatch(/14 warehouse spaces/);
  });

  it('tile conservation', () => {
    expect(tilesConserved.check(s)).toBeNull();
    expect(tilesConserved.check(corrupt(s, (d) => d.players[0]!.warehouse.push('fish')))).toMatch(/13 fish/);
    expect(tilesConserved.check(corrupt(s, (d) => (d.stock.middle = -1)))).toMatch(/-1 middle/);
  });

  it('coins and workers', () => {
    expect(resourcesNonNegative.check(s)).toBeNull();
    expect(resourcesNonNegative.check(corrupt(s, (d) => (d.players[1]!.coins = 2.5)))).toMatch(/seat 1/);
    expect(resourcesNonNegative.check(corrupt(s, (d) => (d.players[2]!.workers = -1)))).toMatch(/seat 2/);
  });

  it('crown cap', () => {
    expect(crownCap.check(s)).toBeNull();
    expect(crownCap.check(corrupt(s, (d) => (d.players[0]!.crownPoints = 16)))).toMatch(/16 crown points/);
    expect(crownCap.check(corrupt(s, (d) => Object.assign(d.players[0]!, { crownPoints: 30, extra: { round: 1, phase: 1, tile: 'crown' } })))).toBeNull();
  });

  it('rewards per ship', () => {
    const done = { parts: ['hull'], masts: ['whale'], sails: ['whale'], goods: [], rewards: ['coins'] };
    expect(rewardsPerShip.check(corrupt(s, (d) => (d.players[0]!.ships = [done as never])))).toBeNull();
    expect(rewardsPerShip.check(corrupt(s, (d) => (d.players[0]!.ships = [{ ...done, rewards: [] } as never])))).toMatch(/gave 0 rewards/);
    expect(rewardsPerShip.check(corrupt(s, (d) => (d.players[0]!.ships = [{ ...done, parts: ['bow', 'middle', 'middle', 'stern'], masts: ['whale', 'whale', 'whale', 'whale'], sails: ['whale', 'whale', 'whale', 'whale'], rewards: ['coins', 'coins', 'coins', 'points'] } as never])))).toMatch(/coins 3 times/);
  });

  it('phase count', () => {
    expect(phaseCount.check(s)).toBeNull();
    expect(phaseCount.check(corrupt(s, (d) => (d.phase = 8)))).toMatch(/action phase 8/);
    expect(phaseCount.check(corrupt(s, (d) => (d.flipped[5] = true)))).toMatch(/1 tiles turned over in phase 1/);
  });

  it('free tiles to the warehouse', () => {
    const buy: NauticusMove = { type: 'buy', player: 0, piece: 'hull', to: 'new' };
    expect(freeTilesToWarehouse.check(s, buy, corrupt(s, (d) => (d.players[0]!.coins -= 1)))).toBeNull();
    expect(freeTilesToWarehouse.check(s, buy, s)).toMatch(/cost nothing/);
    expect(freeTilesToWarehouse.check(s, { type: 'bonus', player: 0, piece: 'hull' }, corrupt(s, (d) => (d.players[0]!.ships = [{ ...ship, masts: [] } as never])))).toMatch(/shipyard changed/);
  });

  it('extra action once', () => {
    const used = edit(s, (d) => (d.players[0]!.extra = { round: 1, phase: 1, tile: 'crown' }));
    expect(extraOnce.check(s, { type: 'extra', player: 0, tile: 'crown' }, used)).toBeNull();
    expect(extraOnce.check(used, { type: 'extra', player: 0, tile: 'crown' }, used)).toMatch(/twice/);
    expect(extraOnce.check(used, { type: 'finish', player: 0 }, s)).toMatch(/changed/);
  });

  it('game length', () => {
    const { states } = randomGame(2, 1);
    expect(gameLength.check(states)).toBeNull();
    expect(gameLength.check(states.slice(0, -1))).not.toBeNull();
    expect(gameLength.check([s])).toMatch(/0 rounds played, expected 5/);
  });
});
