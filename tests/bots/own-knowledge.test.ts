/**
 * A game of your own brings its knowledge: the toy game (two seats pick 0-2 at once each
 * round, the higher total wins), given a playout policy and a cut-off judgement in a few
 * lines as docs/bots.md shows, makes the same search bot at the same budget win clearly
 * against itself without them. Deterministic: fixed seeds and a playout budget, no time.
 */
import { describe, expect, it } from 'vitest';
import { quick } from '../suite/quick.js';
import { playMatch, searchBot, type Bot } from '../../src/bots/index.js';
import { defineGame, weightedPick, type AnyGame, type BaseMove, type BaseView, type Game, type Knowledge } from '../../src/core/index.js';
import { toy, toyRules, type PickMove, type ToyState } from '../testing/toy.js';

// What docs/bots.md ("Knowledge for a game of your own") adds to the toy's rules.
const knowledge: Knowledge<ToyState, PickMove> = {
  // Playouts pick the higher numbers more often.
  policy: (_state, _seat, moves, random) => weightedPick(moves, (m) => 1 + m.value, random),
  // A playout stops once the round under way is scored, and is judged by the totals there.
  stop: (from, state) => state.round > from.round,
  worth: (state) => state.totals,
  scale: 1,
};
const knowing = defineGame({ ...toyRules, knowledge });

/** `bot`, playing with `game`'s knowledge whatever game object the match hands it (the same rules). */
const playingWith = (game: AnyGame, bot: Bot): Bot => ({
  name: bot.name,
  choose: <C, S, M extends BaseMove, V extends BaseView, T>(_given: Game<C, S, M, V, T>, table: T, view: V, seat: number) =>
    bot.choose(game as Game<C, S, M, V, T>, table, view, seat),
});

/** Games won by the bot with `a`'s knowledge against the same bot with `b`'s, each seat in turn. */
function wins(a: AnyGame, b: AnyGame, games: number): number {
  let won = 0;
  for (let g = 0; g < games; g++) {
    const first = g % 2;
    const bots = [0, 1].map((seat) => playingWith(seat === first ? a : b, searchBot({ playouts: 6, seed: 100 * g + seat })));
    const match = playMatch(toy, { journal: false, rounds: 30 }, g, bots);
    if (match._tag === 'Left') throw new Error(match.left.message);
    const top = match.right.result.ranking[0] ?? [];
    if (top.length === 1 && top[0] === first) won++;
  }
  return won;
}

describe('a game of your own with knowledge', () => {
  it('carries it on the game, which the bare rules do not', () => {
    expect(knowing.knowledge).toBe(knowledge);
    expect(toy.knowledge).toBeUndefined();
  });

  // 40 games between bots: in `npm test` only.
  it.skipIf(quick)('makes the search bot win against itself without it, at the same budget', () => {
    const withIt = wins(knowing, toy, 20);
    // Without knowledge on either side, the seats are even (so the margin above is the knowledge's).
    const even = wins(toy, toy, 20);
    console.log(`with knowledge: ${withIt} of 20; without on both sides: ${even} of 20`);
    expect(withIt).toBeGreaterThanOrEqual(17);
    expect(even).toBeLessThanOrEqual(14);
  }, 120_000);
});
