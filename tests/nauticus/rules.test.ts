/** The rules of Nauticus one by one, and the rulings of docs/nauticus/rulings.md. */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import {
  compensation,
  goodsPoints,
  nauticus,
  passPenalty,
  shipPoints,
  SYNTHETIC_BOARD,
  type NauticusState,
  type Ship,
} from '../../src/nauticus/index.js';
import { arrange, edit, EXAMPLE_BOARD, giveShips, layoutWith, play, refuse, setup } from './helpers.js';
import { steering } from './policy.js';
import { jsonEqual } from '../../src/core/clone.js';
import { Random } from '../../src/core/random.js';
import { finalScoring } from '../../src/nauticus/rules/scoring.js';
import type { NauticusDraft } from '../../src/nauticus/state.js';

const AT = 3;
const ship = (parts: Ship['parts'], more: Partial<Ship> = {}): Ship => ({ parts, masts: [], sails: [], goods: [], rewards: [], ...more });
const table = (players: number, tile: Parameters<typeof layoutWith>[0]): NauticusState =>
  setup({ players, board: EXAMPLE_BOARD, startPlayer: 0, layouts: [layoutWith(tile)] });

describe('Préparation', () => {
  it('deals 4 workers, 15 coins, 10 points, and the seat compensation (N8)', () => {
    const four = setup({ players: 4, startPlayer: 1 });
    expect(four.players.map((p) => [p.workers, p.coins, p.score])).toEqual([
      [6, 17, 10], // 4th from the start player
      [4, 15, 10], // start player
      [4, 16, 10],
      [5, 16, 10],
    ]);
    const three = setup({ players: 3 });
    expect(three.players.map((p) => [p.workers, p.coins])).toEqual([[4, 15], [4, 16], [5, 17]]);
    const two = setup({ players: 2 });
    expect(two.players.map((p) => [p.workers, p.coins])).toEqual([[4, 15], [4, 16]]);
    expect(compensation(4, 3)).toEqual({ coins: 2, workers: 2 });
  });

  it('plays 4 rounds with two players, 5 with three or four (N13)', () => {
    expect(setup({ players: 2 }).rules.rounds).toBe(4);
    expect(setup({ players: 3 }).rules.rounds).toBe(5);
    expect(setup({ players: 4 }).rules.rounds).toBe(5);
  });

  it('starts with the anchor section at the « 3 workers » bonus and the tiles shuffled from the seed', () => {
    const s = setup({ players: 3 }, 5);
    expect(SYNTHETIC_BOARD.positions[s.rotation]?.bonus).toBe('workers3');
    expect(viewOf(nauticus.view(s, 0)).positions[s.rotation]?.blue).toBe(0);
    expect([...s.layout].sort()).toEqual(['buyGoods', 'buyHulls', 'buyMasts', 'buySails', 'crown', 'deliver', 'transport', 'withdraw']);
    expect(setup({ players: 3 }, 5).layout).toEqual(s.layout);
  });

  it('refuses an inconsistent config', () => {
    const bad = (config: unknown) => nauticus.setup(config as never, 1);
    expect(bad({ players: 5 })).toMatchObject({ _tag: 'Left', left: { code: 'INVALID_CONFIG' } });
    expect(bad({ players: 2, startPlayer: 2 })).toMatchObject({ _tag: 'Left' });
    expect(bad({ players: 2, layouts: [['buyHulls']] })).toMatchObject({ _tag: 'Left' });
    expect(bad({ players: 2, board: { ...SYNTHETIC_BOARD, turntable: [1, 1, 1, 1, 1, 1, 1, 1] } })).toMatchObject({ _tag: 'Left' });
    expect(bad({ players: 2, board: { ...SYNTHETIC_BOARD, positions: SYNTHETIC_BOARD.positions.map((p) => ({ ...p, prices: [0, 0, 1, 2] })) } })).toMatchObject({ _tag: 'Left' });
    expect(bad({ players: 2, board: { ...SYNTHETIC_BOARD, positions: SYNTHETIC_BOARD.positions.map((p) => ({ ...p, bonus: 'mast' })) } })).toMatchObject({ _tag: 'Left' });
    expect(bad({ players: 2, extra: true })).toMatchObject({ _tag: 'Left' });
  });
});

describe('1. Bonus and 2. blue workers', () => {
  it('gives the bonus to the start player only, also when he passes', () => {
    let s = setup({ players: 2, board: EXAMPLE_BOARD, startPlayer: 0, layouts: [layoutWith('withdraw')] });
    s = play(s, { type: 'select', player: 0, position: 0 }); // « 3 workers »
    expect(s.players[0]?.workers).toBe(7);
    s = play(s, { type: 'pass', player: 0 });
    expect(s.players[0]?.workers).toBe(7);
    expect(s.players[1]?.workers).toBe(4);
  });

  it('lets the start player choose a normal mast into the warehouse, never a crown one', () => {
    let s = play(table(2, 'withdraw'), { type: 'select', player: 0, position: 1 }); // « 1 mast »
    expect(nauticus.legalMoves(s, 0)).toEqual(['mast-whale', 'mast-anchor', 'mast-wheel', 'mast-fourth'].map((piece) => ({ type: 'bonus', player: 0, piece })));
    s = play(s, { type: 'bonus', player: 0, piece: 'mast-wheel' });
    expect(s.players[0]?.warehouse).toEqual(['mast-wheel']);
  });

  it('loses a bonus tile that does not fit into a full warehouse (N2)', () => {
    let s = edit(table(2, 'withdraw'), (d) => {
      d.players[0]!.warehouse = Array.from({ length: 12 }, () => 'coffee' as const);
      d.stock.coffee = 0;
    });
    s = play(s, { type: 'select', player: 0, position: 2 }); // « 1 sail »
    expect(s.step).toBe('turn');
    expect(s.players[0]?.warehouse).toHaveLength(12);
  });

  it('gives every player all the blue workers of the section (N1)', () => {
    let s = play(table(3, 'withdraw'), { type: 'select', player: 0, position: AT });
    for (const seat of [0, 1, 2]) {
      s = play(s, { type: 'withdraw', player: seat }, { type: 'withdraw', player: seat }, { type: 'withdraw', player: seat }, { type: 'finish', player: seat });
      s = play(s, { type: 'endTurn', player: seat });
    }
    expect(s.players.map((p) => p.workers)).toEqual([3, 3, 4]); // 3 uses each, 2 of them blue
    expect(s.players.map((p) => p.coins)).toEqual([21, 22, 23]);
  });
});

describe('3.1 buying', () => {
  it('charges 4 coins for each further identical item, whatever the first cost', () => {
    let s = play(table(2, 'buyHulls'), { type: 'select', player: 0, position: AT });
    s = play(s, { type: 'buy', player: 0, piece: 'stern', to: 'new' }, { type: 'buy', player: 0, piece: 'stern', to: 'new' }, { type: 'buy', player: 0, piece: 'stern', to: 'new' });
    expect(s.players[0]?.coins).toBe(15 - 3 - 4 - 4);
    expect(s.players[0]?.ships).toHaveLength(3);
  });

  it('gives one free tile only, without a worker, into the warehouse (N3)', () => {
    let s = play(edit(table(2, 'buyHulls'), (d) => Object.assign(d.players[0]!, { coins: 40, workers: 10 })), { type: 'select', player: 0, position: AT });
    for (const piece of ['hull', 'bow', 'middle', 'stern'] as const) s = play(s, { type: 'buy', player: 0, piece, to: 'warehouse' });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'bow', to: 'warehouse' }).message).toMatch(/free tile/);
    s = play(s, { type: 'takeFree', player: 0, piece: 'middle' });
    for (const piece of ['hull', 'bow', 'middle', 'stern'] as const) s = play(s, { type: 'buy', player: 0, piece, to: 'warehouse' });
    expect(s.turn?.activity?.free).toBe('done');
    expect(s.players[0]?.warehouse).toHaveLength(9);
    expect(s.players[0]?.workers).toBe(10 + 2 - 8);
  });

  it('needs a worker for each use and coins for the price', () => {
    let s = edit(table(2, 'buyHulls'), (d) => {
      d.players[0]!.workers = 0;
      d.players[0]!.coins = 1;
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'middle', to: 'new' }).message).toMatch(/costs 2/);
    s = play(s, { type: 'buy', player: 0, piece: 'bow', to: 'new' }, { type: 'buy', player: 0, piece: 'hull', to: 'warehouse' });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'stern', to: 'warehouse' }).message).toMatch(/no worker/);
  });

  it('cannot buy what the supply no longer has', () => {
    const s = play(
      edit(table(2, 'buyHulls'), (d) => {
        d.players[1]!.warehouse = Array.from({ length: d.stock.middle }, () => 'middle' as const);
        d.stock.middle = 0;
      }),
      { type: 'select', player: 0, position: AT },
    );
    expect(refuse(s, { type: 'buy', player: 0, piece: 'middle', to: 'warehouse' }).message).toMatch(/no middle/);
  });

  it('counts a mast as 2 warehouse spaces', () => {
    const s = play(
      edit(table(2, 'buyMasts'), (d) => {
        d.players[0]!.warehouse = Array.from({ length: 11 }, () => 'coffee' as const);
        d.stock.coffee = 1;
      }),
      { type: 'select', player: 0, position: AT },
    );
    expect(refuse(s, { type: 'buy', player: 0, piece: 'mast-anchor', to: 'warehouse' }).message).toMatch(/no room/);
  });
});

describe('3.2.1.1 building hulls', () => {
  const build = (ships: Ship[], piece: string, to: number | 'new') => {
    const s = play(
      edit(table(2, 'transport'), (d) => {
        giveShips(d, 0, ships);
        d.players[0]!.warehouse = [piece as never];
        d.stock[piece as keyof typeof d.stock] -= 1;
      }),
      { type: 'select', player: 0, position: AT },
    );
    return nauticus.apply(s, { type: 'transport', player: 0, piece: piece as never, to });
  };
  const parts = (r: ReturnType<typeof build>, i = 0) => (r._tag === 'Right' ? r.right.players[0]?.ships[i]?.parts : r.left.message);

  it('extends from either end or the middle without gaps, up to bow + 2 middles + stern', () => {
    expect(parts(build([ship(['bow'])], 'middle', 0))).toEqual(['bow', 'middle']);
    expect(parts(build([ship(['stern'])], 'middle', 0))).toEqual(['middle', 'stern']);
    expect(parts(build([ship(['middle', 'stern'])], 'bow', 0))).toEqual(['bow', 'middle', 'stern']);
    expect(parts(build([ship(['middle', 'middle'])], 'stern', 0))).toEqual(['middle', 'middle', 'stern']);
    expect(parts(build([ship(['bow', 'middle', 'middle'])], 'stern', 0))).toEqual(['bow', 'middle', 'middle', 'stern']);
    expect(parts(build([], 'middle', 'new'))).toEqual(['middle']);
  });

  it('refuses a closed hull, a third middle, a second bow, and a one-tile hull on a ship (N9)', () => {
    expect(parts(build([ship(['bow', 'stern'])], 'middle', 0))).toMatch(/closed/);
    expect(parts(build([ship(['middle', 'middle'])], 'middle', 0))).toMatch(/2 middle/);
    expect(parts(build([ship(['bow', 'middle'])], 'bow', 0))).toMatch(/already has a bow/);
    expect(parts(build([ship(['bow'])], 'hull', 0))).toMatch(/ship of its own/);
    expect(parts(build([ship(['hull'])], 'bow', 0))).toMatch(/closed/);
  });

  it('puts masts on hull tiles (also unfinished), sails on masts, goods under hull tiles', () => {
    expect(parts(build([ship(['bow'])], 'mast-whale', 0))).toEqual(['bow']);
    expect(parts(build([ship(['bow'], { masts: ['whale'] })], 'mast-whale', 0))).toMatch(/every hull tile already has a mast/);
    expect(parts(build([ship(['bow', 'stern'])], 'sail-whale', 0))).toMatch(/every mast already has a sail/);
    expect(parts(build([ship(['bow', 'stern'], { masts: ['crown'] })], 'sail-wheel', 0))).toEqual(['bow', 'stern']);
    expect(parts(build([ship(['bow'], { goods: ['fish'] })], 'salt', 0))).toMatch(/every hull tile already carries a good/);
  });
});

describe('4 rewards for completed ships', () => {
  const completing = (): NauticusState =>
    play(
      edit(table(2, 'transport'), (d) => {
        d.players[0]!.ships = [ship(['bow', 'stern'], { masts: ['whale', 'whale'], sails: ['whale'] }), ship(['hull'], { masts: ['wheel'] })] as never;
        d.players[0]!.warehouse = ['sail-whale'];
        d.players[0]!.workers = 0;
        d.stock.bow -= 1;
        d.stock.stern -= 1;
        d.stock.hull -= 1;
        d.stock['mast-whale'] -= 2;
        d.stock['mast-wheel'] -= 1;
        d.stock['sail-whale'] -= 2;
      }),
      { type: 'select', player: 0, position: AT },
    );

  it('interrupts the action for one reward per mast, at most two of each', () => {
    let s = play(completing(), { type: 'transport', player: 0, piece: 'sail-whale', to: 0 });
    expect(s.turn?.rewards).toEqual({ ship: 0, remaining: 2 });
    expect(refuse(s, { type: 'finish', player: 0 }).message).toMatch(/rewards/);
    s = play(s, { type: 'reward', player: 0, reward: 'coins' }, { type: 'reward', player: 0, reward: 'coins' });
    expect(s.players[0]?.coins).toBe(15 + 14);
    expect(s.players[0]?.ships[0]?.rewards).toEqual(['coins', 'coins']);
    expect(s.turn?.rewards).toBeNull();
  });

  it('lets a crown sail taken as a reward be transported in the same action, completing another ship (N10)', () => {
    let s = play(completing(), { type: 'transport', player: 0, piece: 'sail-whale', to: 0 });
    s = play(s, { type: 'reward', player: 0, reward: 'crownSail' }, { type: 'reward', player: 0, reward: 'points' });
    expect(s.players[0]?.warehouse).toEqual(['sail-crown']);
    // The second blue worker carries the crown sail to the one-tile ship: complete again.
    s = play(s, { type: 'transport', player: 0, piece: 'sail-crown', to: 1 });
    expect(s.turn?.rewards).toEqual({ ship: 1, remaining: 1 });
    s = play(s, { type: 'rewardGoods', player: 0, goods: ['coffee', 'fish'] });
    expect(s.players[0]?.warehouse).toEqual(['coffee', 'fish']);
    expect(s.players[0]?.score).toBe(10 + 2 + 3);
  });

  it('refuses a third identical reward and a pair of identical goods', () => {
    let s = play(
      edit(completing(), (d) => {
        d.players[0]!.ships[0] = ship(['bow', 'middle', 'middle', 'stern'], { masts: ['anchor', 'anchor', 'anchor', 'anchor'], sails: ['anchor', 'anchor', 'anchor'] }) as never;
        d.players[0]!.warehouse = ['sail-anchor'];
        d.stock.middle -= 2;
        d.stock['mast-anchor'] -= 4;
        d.stock['sail-anchor'] -= 4;
        d.stock['mast-whale'] += 2;
        d.stock['sail-whale'] += 2;
      }),
      { type: 'transport', player: 0, piece: 'sail-anchor', to: 0 },
    );
    s = play(s, { type: 'reward', player: 0, reward: 'workers' }, { type: 'reward', player: 0, reward: 'workers' });
    expect(refuse(s, { type: 'reward', player: 0, reward: 'workers' }).message).toMatch(/twice/);
    expect(refuse(s, { type: 'rewardGoods', player: 0, goods: ['salt', 'salt'] }).code).toBe('ILLEGAL_MOVE');
    expect(refuse(s, { type: 'rewardGoods', player: 0, goods: ['salt', 'coffee'] }).message).toMatch(/canonical order/);
  });
});

describe('3.2.2 beige actions', () => {
  const loaded = ship(['bow', 'middle', 'stern'], { masts: ['fourth', 'fourth', 'fourth'], sails: ['fourth', 'crown', 'fourth'], goods: ['salt', 'salt', 'fish'], rewards: ['points', 'coins', 'workers'] });

  it('withdraws 2 coins per worker', () => {
    const s = play(table(2, 'withdraw'), { type: 'select', player: 0, position: AT }, { type: 'withdraw', player: 0 });
    expect(s.players[0]?.coins).toBe(17);
  });

  it('delivers only complete, fully loaded ships, the whole cargo, one worker per good; the ship may be loaded again (N11)', () => {
    let s = edit(table(2, 'deliver'), (d) => {
      giveShips(d, 0, [loaded, ship(['bow', 'stern'], { goods: ['coffee', 'coffee'] }), ship(['hull'], { masts: ['whale'], sails: ['whale'], rewards: ['points'] })]);
      d.players[0]!.workers = 1;
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'deliver', player: 0, ship: 1 }).message).toMatch(/not complete/);
    expect(refuse(s, { type: 'deliver', player: 0, ship: 2 }).message).toMatch(/not fully loaded/);
    s = play(s, { type: 'deliver', player: 0, ship: 0 });
    expect(s.players[0]?.delivered).toEqual({ coffee: 0, grain: 0, salt: 2, fish: 1 });
    expect(s.players[0]?.workers).toBe(0);
    expect(s.players[0]?.ships[0]?.goods).toEqual([]);
  });

  it('refuses a delivery without enough workers for the whole cargo', () => {
    const s = play(
      edit(table(2, 'deliver'), (d) => {
        giveShips(d, 0, [loaded]);
        d.players[0]!.workers = 0;
      }),
      { type: 'select', player: 0, position: AT },
    );
    expect(refuse(s, { type: 'deliver', player: 0, ship: 0 }).message).toMatch(/needs as many workers/);
  });

  it('offers crown evaluation only when it scores (N15)', () => {
    const s = play(table(2, 'crown'), { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'crown', player: 0 }).message).toMatch(/no visible crown/);
    expect(nauticus.legalMoves(s, 0).map((m) => m.type)).toEqual(['pass', ...Array(8).fill('extra')]);
  });
});

describe('3 Passer', () => {
  it('flips -3, then -2, then -1; a fourth pass flips nothing (N6)', () => {
    expect([0, 1, 2, 3, 4].map(passPenalty)).toEqual([6, 3, 1, 0, 0]);
    let s = arrange(table(2, 'withdraw'), (d) => (d.players[1]!.passFlipped = 3));
    s = play(s, { type: 'select', player: 0, position: AT }, { type: 'pass', player: 0 }, { type: 'endTurn', player: 0 }, { type: 'pass', player: 1 });
    expect(s.players.map((p) => p.passFlipped)).toEqual([1, 3]);
  });
});

describe('5 the extra action', () => {
  it('gives 2 workers, takes any tile (also a played one), costs 2 per item, 4 per duplicate, and turns no tile (N4)', () => {
    let s = arrange(table(2, 'withdraw'), (d) => (d.flipped[0] = true));
    const played = s.layout[0]!;
    expect(played).toBe('buyHulls');
    s = play(s, { type: 'select', player: 0, position: AT }, { type: 'extra', player: 0, tile: 'buyHulls' });
    expect(s.players[0]?.workers).toBe(6);
    s = play(
      s,
      { type: 'buy', player: 0, piece: 'hull', to: 'new' },
      { type: 'buy', player: 0, piece: 'hull', to: 'new' },
      { type: 'buy', player: 0, piece: 'bow', to: 'new' },
    );
    expect(s.players[0]?.coins).toBe(15 - 2 - 4 - 2);
    expect(s.players[0]?.workers).toBe(3); // no blue workers for the extra action
    s = play(s, { type: 'finish', player: 0 });
    expect(s.players[0]?.extra).toEqual({ round: 1, phase: 1, tile: 'buyHulls' });
    // The phase's own action is still open; then the turn ends at once (no second extra action).
    s = play(s, { type: 'withdraw', player: 0 }, { type: 'finish', player: 0 });
    expect(s.turn?.player).toBe(1);
    expect(s.flipped.filter(Boolean)).toHaveLength(1);
    expect(refuse(play(s, { type: 'pass', player: 1 }, { type: 'extra', player: 1, tile: 'crown' }, { type: 'finish', player: 1 }), { type: 'extra', player: 0, tile: 'crown' }).code).toBe('NOT_YOUR_TURN');
  });

  it('allows 2 × 15 crown points in a round when used for crown evaluation (N5)', () => {
    let s = edit(table(2, 'crown'), (d) => {
      d.players[0]!.warehouse = ['mast-crown', 'mast-crown', 'sail-crown', 'sail-crown', 'sail-crown'];
      d.players[0]!.workers = 10;
      d.stock['mast-crown'] -= 2;
      d.stock['sail-crown'] -= 3;
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'crown', player: 0 });
    expect(s.players[0]?.crownPoints).toBe(15);
    s = play(s, { type: 'finish', player: 0 }, { type: 'extra', player: 0, tile: 'crown' });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'crown', player: 0 });
    expect(s.players[0]?.crownPoints).toBe(30);
    expect(s.players[0]?.score).toBe(12 + 30);
    expect(refuse(s, { type: 'crown', player: 0 }).message).toMatch(/15 points/);
  });
});

describe('6 end of a phase and of a round', () => {
  it('passes the start player left after every phase, across rounds (N7), and turns the turntable to the anchor', () => {
    let s = setup({ players: 3, startPlayer: 2 }, 9);
    const starts: number[] = [];
    let firstPosition = -1;
    while (s.round === 1) {
      starts.push(s.startPlayer);
      const position = s.flipped.indexOf(false);
      if (firstPosition < 0) firstPosition = position;
      s = play(s, { type: 'select', player: s.startPlayer, position });
      while (s.step !== 'select' && s.round === 1) {
        const seat = nauticus.activePlayers(s)[0]!;
        const moves = nauticus.legalMoves(s, seat);
        s = play(s, moves.find((m) => m.type === 'bonus' || m.type === 'pass' || m.type === 'endTurn')!);
      }
    }
    expect(starts).toEqual([2, 0, 1, 2, 0, 1, 2]);
    expect(s.startPlayer).toBe(0);
    expect(s.rotation).toBe(firstPosition);
    expect(s.history[0]?.phases).toHaveLength(7);
    expect(s.flipped.every((f) => !f)).toBe(true);
  });
});

describe('Fin du jeu', () => {
  it('scores goods lots, ships by size', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(goodsPoints)).toEqual([2, 5, 9, 14, 20, 25, 30]);
    expect([1, 2, 3, 4].map(shipPoints)).toEqual([2, 8, 20, 35]);
  });

  it("tally: the points if the game ended now are what the end's own scoring gives on a copy", () => {
    // Mid-game, with goods delivered and ships built by purposeful play.
    let s = setup({ players: 3 });
    const random = Random.quick(3);
    let checked = 0;
    while (!nauticus.isOver(s)) {
      if (s.players.some((p) => p.ships.length > 0)) {
        // A plain copy (the rules would refuse a state that ends mid-round as inconsistent).
        const scored = structuredClone(s) as unknown as NauticusDraft;
        finalScoring(scored);
        expect(nauticus.tally(s)).toEqual(nauticus.result(scored as unknown as NauticusState).scores);
        if (!jsonEqual(nauticus.tally(s), s.players.map((p) => p.score))) checked++;
      }
      const seat = random.pick(nauticus.activePlayers(s));
      s = play(s, steering(s, seat, nauticus.legalMoves(s, seat), random));
    }
    expect(checked).toBeGreaterThan(10);
    expect(nauticus.tally(s)).toEqual(nauticus.result(s).scores);
  });

  it('breaks ties by leftover coins (0-2), then by total coins, then shares (N12)', () => {
    const over = (coins: number[], track = [10, 10, 10]): NauticusState =>
      arrange(setup({ players: 3 }), (d) => {
        d.step = 'over';
        d.final = coins.map((c, i) => ({ track: track[i]!, goods: 0, ships: 0, coins: c, coinPoints: Math.floor(c / 3), total: track[i]! + Math.floor(c / 3) }));
      });
    expect(nauticus.result(over([9, 10, 11])).ranking).toEqual([[2], [1], [0]]); // 13 each; 0, 1, 2 coins left over
    expect(nauticus.result(over([3, 6, 0], [11, 10, 12])).ranking).toEqual([[1], [0], [2]]); // 12 each, none left over; 6 coins beat 3 and 0
    expect(nauticus.result(over([4, 4, 3])).ranking).toEqual([[0, 1], [2]]);
  });
});
