/**
 * The seat functions decode a table once while many matches take turns: a server labels
 * the moves of a hundred matches one after another, each with its own table, so a cache of
 * the last few tables would decode every match's table again at every state. Counted with
 * a table codec that counts its decodes.
 */
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { defineGame, type AnyGame } from '../../src/core/index.js';
import { toyRules } from '../testing/toy.js';

/** The toy game with a table codec that counts what it decodes. */
function countingToy(): { game: AnyGame; decodes: () => number } {
  let decodes = 0;
  const table = new t.Type<unknown, unknown, unknown>(
    'CountedTable',
    (_u): _u is unknown => true,
    (u) => {
      decodes++;
      return t.success(u);
    },
    t.identity,
  );
  const game = defineGame({ ...toyRules, codecs: { ...toyRules.codecs, table } } as typeof toyRules) as unknown as AnyGame;
  return { game, decodes: () => decodes };
}

const MATCHES = 40;
const ROUNDS = 3;

/** Labels (and groups) of every legal move of seat 0, for each match's table in turn, `ROUNDS` times over. */
function labelInTurn(game: AnyGame, tableOf: (match: number) => unknown): string[] {
  const state = (game.setup({ journal: false }, 7) as { right: unknown }).right;
  const view = (game.view(state, 0) as { right: unknown }).right;
  const moves = game.legalMoves(state, 0);
  const labels: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let match = 0; match < MATCHES; match++) {
      const table = tableOf(match);
      for (const move of moves) labels.push(game.moveLabel(table, view, move), game.moveGroup(table, view, move));
    }
  }
  return labels;
}

describe('the decoded-table cache', () => {
  it('decodes each of 40 tables in turn once, found by identity', () => {
    const { game, decodes } = countingToy();
    const tables = Array.from({ length: MATCHES }, (_, match) => ({ name: 'toy', match }));
    const labels = labelInTurn(game, (match) => tables[match]);
    expect(labels).toContain('Pick 1');
    expect(decodes()).toBe(MATCHES);
  });

  it('decodes each of 40 tables in turn once, found by content when each comes in a new object', () => {
    const { game, decodes } = countingToy();
    labelInTurn(game, (match) => JSON.parse(JSON.stringify({ name: 'toy', match })) as unknown);
    expect(decodes()).toBe(MATCHES);
  });

  it('keeps a bounded number of tables found by content: the first of 1,000 is decoded again', () => {
    const { game, decodes } = countingToy();
    const state = (game.setup({ journal: false }, 7) as { right: unknown }).right;
    const view = (game.view(state, 0) as { right: unknown }).right;
    const move = game.legalMoves(state, 0)[0];
    const text = (match: number): unknown => JSON.parse(JSON.stringify({ name: 'toy', match })) as unknown;
    for (let match = 0; match < 1000; match++) game.moveLabel(text(match), view, move);
    expect(decodes()).toBe(1000);
    game.moveLabel(text(999), view, move);
    expect(decodes()).toBe(1000);
    game.moveLabel(text(0), view, move);
    expect(decodes()).toBe(1001);
  });
});
