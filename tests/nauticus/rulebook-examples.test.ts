/**
 * Every worked example of the rulebook, with its numbers as the assertions. The board
 * positions the examples need are passed through the config (EXAMPLE_BOARD, layouts).
 */
import { viewOf } from '../../src/testing/view.js';
import { describe, expect, it } from 'vitest';
import { finalTally, nauticus, type NauticusState, type Ship } from '../../src/nauticus/index.js';
import { arrange, edit, EXAMPLE_BOARD, giveShips, layoutWith, play, refuse, setup } from './helpers.js';

/** Position 3 carries the bonus « 2 points », prices 0/1/2/3, 2 blue workers in round 1. */
const AT = 3;

function table(players: number, tile: Parameters<typeof layoutWith>[0]): NauticusState {
  return setup({ players, board: EXAMPLE_BOARD, startPlayer: 0, layouts: [layoutWith(tile)] });
}

describe('3.1 example: buying hull parts', () => {
  it('reproduces the three players of the example', () => {
    let s = table(3, 'buyHulls');
    expect(viewOf(nauticus.view(s, 'spectator')).positions[AT]).toEqual({ tile: 'buyHulls', blue: 2, flipped: false });
    expect(viewOf(nauticus.table(s)).board.positions[AT]).toEqual({ bonus: 'points2', prices: [0, 1, 2, 3] });

    // Player A chooses « Acheter des parties de coque » and takes the bonus of 2 points.
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(s.players[0]?.score).toBe(12);

    // He buys the four parts: 6 coins, 4 workers, 2 of them blue.
    s = play(
      s,
      { type: 'buy', player: 0, piece: 'bow', to: 'new' },
      { type: 'buy', player: 0, piece: 'stern', to: 0 },
      { type: 'buy', player: 0, piece: 'middle', to: 'new' },
      { type: 'buy', player: 0, piece: 'hull', to: 'warehouse' },
    );
    expect(s.players[0]?.coins).toBe(15 - 6);
    expect(s.players[0]?.workers).toBe(4 - 2);
    // All four: one more hull part of his choice, free, into the warehouse (he takes a second one-tile hull).
    expect(nauticus.legalMoves(s, 0).map((m) => m.type)).toEqual(['takeFree', 'takeFree', 'takeFree', 'takeFree']);
    s = play(s, { type: 'takeFree', player: 0, piece: 'hull' }, { type: 'finish', player: 0 });
    const a = s.players[0];
    expect(a?.warehouse).toEqual(['hull', 'hull']);
    expect(a?.ships.map((ship) => ship.parts)).toEqual([['bow', 'stern'], ['middle']]);
    expect(a?.workers).toBe(2);

    // Player B endorses the action (unless he uses the extra action) and buys a bow and a stern for 1 + 3.
    s = play(s, { type: 'endTurn', player: 0 });
    s = play(s, { type: 'buy', player: 1, piece: 'bow', to: 'new' }, { type: 'buy', player: 1, piece: 'stern', to: 0 }, { type: 'finish', player: 1 });
    expect(s.players[1]?.coins).toBe(16 - 4);
    expect(s.players[1]?.workers).toBe(4); // both blue workers, none of his own

    // Player C buys a one-tile hull for 0: it must go to the warehouse, and it uses one blue worker.
    s = play(s, { type: 'endTurn', player: 1 });
    expect(refuse(s, { type: 'buy', player: 2, piece: 'hull', to: 'new' }).message).toMatch(/golden rule/);
    s = play(s, { type: 'buy', player: 2, piece: 'hull', to: 'warehouse' }, { type: 'finish', player: 2 });
    expect(s.players[2]?.coins).toBe(17);
    expect(s.players[2]?.workers).toBe(5);
    expect(s.players[2]?.warehouse).toEqual(['hull']);
    // The unused blue worker is lost; the phase ends after the last player.
    s = play(s, { type: 'endTurn', player: 2 });
    expect(s.phase).toBe(2);
    expect(s.flipped[AT]).toBe(true);
    expect(s.anchor).toBe(AT);
    expect(s.startPlayer).toBe(1);
  });
});

describe('3.2.1.2 example: buying masts', () => {
  it('a whale mast for 0 to the warehouse, two anchor masts for 1 + 4 onto the ship, 3 workers', () => {
    let s = table(2, 'buyMasts');
    s = edit(s, (d) => {
      d.players[0]!.ships = [{ parts: ['bow', 'middle', 'stern'], masts: [], sails: [], goods: [], rewards: [] }];
      d.stock.bow -= 1;
      d.stock.middle -= 1;
      d.stock.stern -= 1;
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'mast-whale', to: 0 }).message).toMatch(/golden rule/);
    s = play(
      s,
      { type: 'buy', player: 0, piece: 'mast-whale', to: 'warehouse' },
      { type: 'buy', player: 0, piece: 'mast-anchor', to: 0 },
      { type: 'buy', player: 0, piece: 'mast-anchor', to: 0 },
      { type: 'finish', player: 0 },
    );
    const a = s.players[0];
    expect(a?.coins).toBe(15 - (0 + 1 + 4));
    expect(a?.workers).toBe(4 - 1); // 3 workers: 2 blue and 1 of his own
    expect(a?.warehouse).toEqual(['mast-whale']);
    expect(a?.ships[0]?.masts).toEqual(['anchor', 'anchor']);
    // The whale mast cannot join the anchor ship.
    expect(nauticus.legalMoves(s, 0)).not.toContainEqual({ type: 'transport', player: 0, piece: 'mast-whale', to: 0 });
  });

  it('the illustrated ships: anchor and crown complete a ship, a wheel sail cannot join anchor masts', () => {
    let s = table(2, 'buySails');
    s = edit(s, (d) => {
      d.players[0]!.ships = [{ parts: ['bow', 'stern'], masts: ['anchor', 'crown'], sails: [], goods: [], rewards: [] }];
      d.stock.bow -= 1;
      d.stock.stern -= 1;
      d.stock['mast-anchor'] -= 1;
      d.stock['mast-crown'] -= 1;
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'sail-wheel', to: 0 }).message).toMatch(/coat of arms is anchor/);
    s = play(s, { type: 'buy', player: 0, piece: 'sail-anchor', to: 0 }, { type: 'buy', player: 0, piece: 'sail-anchor', to: 0 });
    // Complete: the sail purchase is interrupted by two rewards (one per mast).
    expect(s.turn?.rewards).toEqual({ ship: 0, remaining: 2 });
  });
});

describe('3.2.1.4 example: buying goods', () => {
  const withShip = (s: NauticusState): NauticusState =>
    edit(s, (d) => {
      d.players[0]!.ships = [{ parts: ['bow', 'middle', 'stern'], masts: [], sails: [], goods: [], rewards: [] }];
      d.stock.bow -= 1;
      d.stock.middle -= 1;
      d.stock.stern -= 1;
    });

  it('fish, grain and two coffees: 7 coins and 4 workers; the paid ones may be loaded at once', () => {
    let s = play(withShip(table(2, 'buyGoods')), { type: 'select', player: 0, position: AT });
    expect(refuse(s, { type: 'buy', player: 0, piece: 'coffee', to: 0 }).message).toMatch(/golden rule/);
    s = play(
      s,
      { type: 'buy', player: 0, piece: 'coffee', to: 'warehouse' },
      { type: 'buy', player: 0, piece: 'fish', to: 'warehouse' },
      { type: 'buy', player: 0, piece: 'grain', to: 0 },
      { type: 'buy', player: 0, piece: 'coffee', to: 0 },
    );
    const a = s.players[0];
    expect(a?.coins).toBe(15 - 7);
    expect(a?.workers).toBe(4 - 2); // 4 workers, 2 of them blue
    expect(a?.warehouse).toEqual(['coffee', 'fish']);
    expect(a?.ships[0]?.goods).toEqual(['grain', 'coffee']);
    // « il pourrait aussi mettre le poisson sur la coque disponible »: one hull tile is still free.
    expect(nauticus.legalMoves(s, 0)).toContainEqual({ type: 'buy', player: 0, piece: 'fish', to: 0 });
  });

  it('salt for 3 instead of the second coffee: 6 coins and a free coffee, both coffees in the warehouse', () => {
    let s = play(withShip(table(2, 'buyGoods')), { type: 'select', player: 0, position: AT });
    s = play(
      s,
      { type: 'buy', player: 0, piece: 'coffee', to: 'warehouse' },
      { type: 'buy', player: 0, piece: 'fish', to: 'warehouse' },
      { type: 'buy', player: 0, piece: 'grain', to: 0 },
      { type: 'buy', player: 0, piece: 'salt', to: 0 },
      { type: 'takeFree', player: 0, piece: 'coffee' },
    );
    const a = s.players[0];
    expect(a?.coins).toBe(15 - 6);
    expect(a?.workers).toBe(4 - 2); // the free coffee needs no worker
    expect(a?.warehouse).toEqual(['coffee', 'coffee', 'fish']);
  });
});

describe('3.2.2.4 example: crown evaluation', () => {
  // Player B has a crown mast on a ship, a crown in his warehouse and one flipped pass tile.
  const crowned = (): NauticusState =>
    arrange(table(2, 'crown'), (d) => {
      d.players[1]!.ships = [{ parts: ['hull'], masts: ['crown'], sails: [], goods: [], rewards: [] }];
      d.players[1]!.warehouse = ['sail-crown'];
      d.players[1]!.passFlipped = 1;
      d.players[1]!.workers = 4;
      d.stock.hull -= 1;
      d.stock['mast-crown'] -= 1;
      d.stock['sail-crown'] -= 1;
    });

  it('3 crowns × 3 workers (2 blue, 1 his own) = 9 points', () => {
    let s = play(crowned(), { type: 'select', player: 0, position: AT }, { type: 'pass', player: 0 }, { type: 'endTurn', player: 0 });
    expect(viewOf(nauticus.view(s, 1)).seats[1]?.crowns).toBe(3);
    s = play(s, { type: 'crown', player: 1 }, { type: 'crown', player: 1 }, { type: 'crown', player: 1 });
    expect(s.players[1]?.score).toBe(10 + 9);
    expect(s.players[1]?.workers).toBe(3);
  });

  it('two more workers reach the maximum of 15 points; a sixth use is refused', () => {
    let s = play(crowned(), { type: 'select', player: 0, position: AT }, { type: 'pass', player: 0 }, { type: 'endTurn', player: 0 });
    for (let i = 0; i < 5; i++) s = play(s, { type: 'crown', player: 1 });
    expect(s.players[1]?.score).toBe(10 + 15);
    expect(refuse(s, { type: 'crown', player: 1 }).message).toMatch(/15 points/);
  });
});

describe('4 example: rewards for a completed ship of size 4', () => {
  const ship = (parts: Ship['parts'], more: Partial<Ship> = {}): Ship => ({ parts, masts: [], sails: [], goods: [], rewards: [], ...more });
  const completing = (): NauticusState =>
    play(
      edit(table(2, 'transport'), (d) => {
        giveShips(d, 0, [ship(['bow', 'middle', 'middle', 'stern'], { masts: ['wheel', 'wheel', 'wheel', 'wheel'], sails: ['wheel', 'wheel', 'wheel'] })]);
        d.players[0]!.warehouse = ['sail-wheel'];
        d.stock['sail-wheel'] -= 1;
      }),
      { type: 'select', player: 0, position: AT },
      { type: 'transport', player: 0, piece: 'sail-wheel', to: 0 },
    );

  it('« 2 mâts de la Couronne et 2 voiles de la Couronne »', () => {
    let s = completing();
    expect(s.turn?.rewards).toEqual({ ship: 0, remaining: 4 });
    s = play(s, { type: 'reward', player: 0, reward: 'crownMast' }, { type: 'reward', player: 0, reward: 'crownMast' }, { type: 'reward', player: 0, reward: 'crownSail' });
    expect(refuse(s, { type: 'reward', player: 0, reward: 'crownMast' }).message).toMatch(/twice/);
    s = play(s, { type: 'reward', player: 0, reward: 'crownSail' });
    expect(s.players[0]?.warehouse).toEqual(['mast-crown', 'mast-crown', 'sail-crown', 'sail-crown']);
    expect(s.turn?.rewards).toBeNull();
  });

  it('« ou 4 récompenses différentes »', () => {
    const s = play(
      completing(),
      { type: 'reward', player: 0, reward: 'points' },
      { type: 'reward', player: 0, reward: 'coins' },
      { type: 'reward', player: 0, reward: 'workers' },
      { type: 'rewardGoods', player: 0, goods: ['coffee', 'salt'] },
    );
    const a = s.players[0];
    expect(a?.score).toBe(10 + 2 + 3);
    expect(a?.coins).toBe(15 + 7);
    expect(a?.workers).toBe(4 + 3);
    expect(a?.warehouse).toEqual(['coffee', 'salt']);
    expect(a?.ships[0]?.rewards).toEqual(['points', 'coins', 'workers', 'goods']);
  });
});

describe('3 Passer: pass penalties 6 / 3 / 1 / 0', () => {
  it('charges each player the unflipped pass tiles at the end of the round, then turns them back', () => {
    let s = setup({ players: 4, startPlayer: 0, layouts: [layoutWith('withdraw')] });
    // The round's last phase: six tiles played; the seats have passed 0, 1, 2 and 2 times so far.
    s = arrange(s, (d) => {
      d.phase = 7;
      d.flipped = [true, true, true, false, true, true, true, false];
      d.anchor = 0;
      d.players.forEach((p, seat) => (p.passFlipped = [0, 1, 2, 2][seat] ?? 0));
    });
    s = play(s, { type: 'select', player: 0, position: AT });
    for (const seat of [0, 1, 2]) s = play(s, { type: 'withdraw', player: seat }, { type: 'finish', player: seat }, { type: 'endTurn', player: seat });
    const before = s.players.map((p) => p.score);
    s = play(s, { type: 'pass', player: 3 }, { type: 'endTurn', player: 3 });
    expect(s.history[0]?.penalties).toEqual([6, 3, 1, 0]);
    expect(s.players.map((p, i) => (before[i] ?? 0) - p.score)).toEqual([6, 3, 1, 0]);
    expect(s.players.map((p) => p.passFlipped)).toEqual([0, 0, 0, 0]);
    expect(s.round).toBe(2);
    expect(s.rotation).toBe(0); // the anchor section now faces the anchor tile
  });
});

describe('Exemple de compte final', () => {
  const player = {
    workers: 2,
    coins: 8,
    score: 0,
    warehouse: ['hull', 'sail-whale', 'coffee'] as const,
    ships: [
      { parts: ['hull'], masts: ['whale'], sails: ['whale'], goods: ['fish'], rewards: ['points'] },
      { parts: ['hull'], masts: ['anchor'], sails: ['crown'], goods: [], rewards: ['coins'] },
      { parts: ['hull'], masts: ['wheel'], sails: ['wheel'], goods: ['salt'], rewards: ['workers'] },
      { parts: ['bow', 'stern'], masts: ['anchor', 'anchor'], sails: ['anchor', 'anchor'], goods: ['grain'], rewards: ['points', 'coins'] },
      { parts: ['bow', 'middle', 'stern'], masts: ['whale', 'whale', 'crown'], sails: ['whale', 'whale', 'whale'], goods: [], rewards: ['points', 'coins', 'workers'] },
      // Unfinished: 3 hull parts, a mast, a sail.
      { parts: ['bow', 'middle'], masts: ['fourth'], sails: ['fourth'], goods: [], rewards: [] },
      { parts: ['stern'], masts: [], sails: [], goods: [], rewards: [] },
    ],
    delivered: { coffee: 6, grain: 2, salt: 0, fish: 3 },
    passFlipped: 0,
    extra: null,
    crownPoints: 0,
  } as const;

  it('goods 39, ships 34, leftovers 21 coins for 7 points', () => {
    const tally = finalTally(player as never);
    expect(tally.goods).toBe(5 + 9 + 25);
    expect(tally.ships).toBe(3 * 2 + 8 + 20);
    expect(tally.coins).toBe(8 + 5 + 5 + 3);
    expect(tally.coinPoints).toBe(7);
  });

  it('is what the game scores at its end', () => {
    let s = setup({ players: 2, startPlayer: 0 });
    s = arrange(s, (d) => {
      d.round = 4;
      d.phase = 7;
      d.startPlayer = 1; // the other seat takes the last bonus
      d.flipped = d.flipped.map((_, i) => i < 6);
      d.players[0] = JSON.parse(JSON.stringify({ ...player, score: 20, passFlipped: 3 }));
      d.players[1]!.passFlipped = 3;
      // Keep the supply consistent with what is on the table.
      const taken: Record<string, number> = { hull: 5, bow: 2, middle: 2, stern: 3, coffee: 7, grain: 3, salt: 1, fish: 4 };
      for (const [k, n] of Object.entries(taken)) d.stock[k as keyof typeof d.stock] -= n;
      d.stock['mast-whale'] -= 3;
      d.stock['sail-whale'] -= 5;
      d.stock['mast-anchor'] -= 3;
      d.stock['sail-anchor'] -= 2;
      d.stock['mast-wheel'] -= 1;
      d.stock['sail-wheel'] -= 1;
      d.stock['mast-crown'] -= 1;
      d.stock['sail-crown'] -= 1;
      d.stock['mast-fourth'] -= 1;
      d.stock['sail-fourth'] -= 1;
    });
    const position = s.flipped.indexOf(false);
    s = play(s, { type: 'select', player: s.startPlayer, position });
    while (!nauticus.isOver(s)) {
      const seat = nauticus.activePlayers(s)[0]!;
      const moves = nauticus.legalMoves(s, seat);
      s = play(s, moves.find((m) => m.type === 'pass' || m.type === 'endTurn' || m.type === 'bonus')!);
    }
    const f = s.final?.[0];
    expect(f).toMatchObject({ track: 20, goods: 39, ships: 34, coins: 21, coinPoints: 7, total: 100 });
    expect(f?.total).toBe((f?.track ?? 0) + 39 + 34 + 7);
    expect(nauticus.result(s).scores[0]).toBe(f?.total);
  });
});
