/**
 * The example table's rule for a menu of amounts (examples/web/ui/amounts.ts), on the
 * games' own moves: random games of every game, and at each decision every group of three
 * or more moves that differ in one number. Bids and offers (each label says its own
 * number) are amounts; an action position, a row, a stack or a ship (whose labels say
 * "Withdraw money", "row 1", "ship 5") never are, so they get a button each with the
 * library's label. Runs in Node (no browser).
 */
import type { AnyGame, BaseMove } from 'nautical-rules';
import { bremerhaven } from 'nautical-rules/bremerhaven';
import { meuterer } from 'nautical-rules/meuterer';
import { nauticus } from 'nautical-rules/nauticus';
import { shipyard } from 'nautical-rules/shipyard';
import { describe, expect, it } from 'vitest';
import { isAmountGroup, type Labelled } from '../../examples/web/ui/amounts.js';
import { clicker } from './page.js';

/** The number field that alone tells a group's moves apart, or `null`. */
function onlyNumber(members: readonly BaseMove[]): string | null {
  const first = members[0] as unknown as Record<string, unknown>;
  for (const key of Object.keys(first)) {
    if (typeof first[key] !== 'number' || key === 'player') continue;
    const rest = (m: BaseMove): string => JSON.stringify({ ...(m as unknown as Record<string, unknown>), [key]: null });
    if (members.every((m) => rest(m) === rest(members[0]!))) return key;
  }
  return null;
}

/** Every group of 3+ moves differing in one number met in `games` random games: `type.field`, amount or not. */
function groupsMet(game: AnyGame, config: unknown, games: number): Map<string, Set<boolean>> {
  const met = new Map<string, Set<boolean>>();
  for (let seed = 1; seed <= games; seed++) {
    const pick = clicker(seed * 31);
    let state = game.setup(config, seed);
    if (state._tag === 'Left') throw new Error(state.left.message);
    const table = game.table(state.right);
    if (table._tag === 'Left') throw new Error(table.left.message);
    for (let i = 0; i < 2000 && !game.isOver(state.right); i++) {
      const seat = game.activePlayers(state.right)[0]!;
      const view = game.view(state.right, seat);
      if (view._tag === 'Left') throw new Error(view.left.message);
      const moves = game.movesFromView(table.right, view.right);
      if (moves._tag === 'Left') throw new Error(moves.left.message);
      const groups = new Map<string, Labelled[]>();
      for (const move of moves.right as readonly BaseMove[]) {
        const group = game.moveGroup(table.right, view.right, move);
        groups.set(group, [...(groups.get(group) ?? []), { move, label: game.moveLabel(table.right, view.right, move) }]);
      }
      for (const members of groups.values()) {
        if (members.length < 3) continue;
        const field = onlyNumber(members.map((m) => m.move));
        if (field === null) continue;
        const key = `${members[0]!.move.type}.${field}`;
        met.set(key, (met.get(key) ?? new Set()).add(isAmountGroup(members)));
      }
      const next = game.apply(state.right, moves.right[pick(moves.right.length)]!);
      if (next._tag === 'Left') throw new Error(next.left.message);
      state = next;
    }
  }
  return met;
}

describe('a menu of amounts in the example table', () => {
  it.each([
    { game: meuterer, config: { players: 3 }, games: 3, amounts: ['offerReward.points'], buttons: [] as string[] },
    { game: nauticus, config: { players: 2 }, games: 8, amounts: [], buttons: ['select.position', 'transport.to', 'buy.to'] },
    { game: shipyard, config: { players: 2 }, games: 3, amounts: [], buttons: ['takeShipCard.row', 'buyTrain.row', 'rentCanal.row', 'hire.stack'] },
    { game: bremerhaven, config: { players: 2, variant: 'long' }, games: 3, amounts: ['bid.value'], buttons: ['placeShip.dock'] },
  ])('holds only amounts in $game.id, never positions', ({ game, config, games, amounts, buttons }) => {
    const met = groupsMet(game, config, games);
    for (const key of amounts) expect([...(met.get(key) ?? [])], `${key} is met, always as a menu of amounts`).toEqual([true]);
    for (const key of buttons) expect([...(met.get(key) ?? [])], `${key} is met, never as a menu`).toEqual([false]);
  });
});
