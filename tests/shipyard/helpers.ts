import { expect } from 'vitest';
import { cloneJson } from '../../src/core/clone.js';
import { ShipyardStateStructure } from '../../src/shipyard/state.js';
import type { Draft } from '../../src/core/draft.js';
import {
  DEFAULT_COMPONENTS,
  shipyard,
  SYNTHETIC_BOARD,
  type ShipyardConfig,
  type ShipyardMove,
  type ShipyardState,
} from '../../src/shipyard/index.js';

/** Sets up a table, failing the test on a refusal. */
export function setup(config: ShipyardConfig, seed = 1): ShipyardState {
  const r = shipyard.setup(config, seed);
  if (r._tag === 'Left') throw new Error(`setup refused: ${r.left.message}`);
  return r.right;
}

/** Applies moves in order, checking each is listed, failing the test (with the step) on the first refusal. */
export function play(state: ShipyardState, ...moves: ShipyardMove[]): ShipyardState {
  let s = state;
  moves.forEach((m, i) => {
    expect(shipyard.legalMoves(s, m.player), `move ${i} ${JSON.stringify(m)} is listed`).toContainEqual(m);
    const r = shipyard.apply(s, m);
    if (r._tag === 'Left') throw new Error(`move ${i} ${JSON.stringify(m)} refused: ${r.left.code} ${r.left.message}`);
    s = r.right;
  });
  return s;
}

/** Applies a move that must be refused, returning the error. */
export function refuse(state: ShipyardState, move: unknown) {
  const r = shipyard.apply(state, move as ShipyardMove);
  if (r._tag === 'Right') throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return r.left;
}

/**
 * A copy of `state` edited by `edit` (to build a situation of the rulebook). The copy must
 * have the structure of a state; it need not be consistent (a situation built by hand,
 * e.g. a card in a yard that is also on display, is not always one the game can reach).
 */
export function patch(state: ShipyardState, edit: (d: Draft<ShipyardState>) => void): ShipyardState {
  const d = cloneJson(state) as Draft<ShipyardState>;
  edit(d);
  const decoded = ShipyardStateStructure.decode(JSON.parse(JSON.stringify(d)));
  if (decoded._tag === 'Left') throw new Error('the patched state does not decode');
  return d as ShipyardState;
}

/** The legal moves of `seat` of one type. */
export function movesOf<T extends ShipyardMove['type']>(state: ShipyardState, seat: number, type: T): Extract<ShipyardMove, { type: T }>[] {
  return shipyard.legalMoves(state, seat).filter((m): m is Extract<ShipyardMove, { type: T }> => m.type === type);
}

/** Index of a ship card by id in the default set (or `cards`). */
export function shipIndex(id: string, cards = DEFAULT_COMPONENTS.shipCards.cards): number {
  const i = cards.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`no ship card ${id}`);
  return i;
}

/** Index of an employee by id in the default set. */
export function employeeIndex(id: string): number {
  const i = DEFAULT_COMPONENTS.employees.employees.findIndex((e) => e.id === id);
  if (i < 0) throw new Error(`no employee ${id}`);
  return i;
}

/** Index of a contract by id in the default set. */
export function contractIndex(id: string): number {
  const i = DEFAULT_COMPONENTS.contracts.contracts.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`no contract ${id}`);
  return i;
}

/** The 4-player track of the default board with a fixed order: build on the start space, the others behind it. */
export const TRACK_4P = [
  { action: 'build', space: 0 },
  { action: 'purchase', space: 22 },
  { action: 'canal', space: 21 },
  { action: 'equipment', space: 20 },
  { action: 'crew', space: 19 },
  { action: 'employee', space: 18 },
  { action: 'exchange', space: 17 },
  { action: 'subsidy', space: 16 },
] as const;

/** The same without the subsidy, for 2 and 3 players. */
export const TRACK_23P = TRACK_4P.filter((p) => p.action !== 'subsidy');

/** Ends step 4 when a bonus action is still on offer. */
export function finish(state: ShipyardState, seat: number): ShipyardState {
  return shipyard.legalMoves(state, seat).some((m) => m.type === 'finishActions') ? play(state, { type: 'finishActions', player: seat }) : state;
}

const QUICK: readonly ShipyardMove['type'][] = ['finishActions', 'passFinalChance', 'launch', 'endBuild'];

/** A short, deterministic move: the first legal one, preferring those that end a step. */
export function quickMove(state: ShipyardState): ShipyardMove {
  const seat = shipyard.activePlayers(state)[0] as number;
  const legal = shipyard.legalMoves(state, seat);
  return legal.find((m) => QUICK.includes(m.type)) ?? (legal[0] as ShipyardMove);
}

/** Plays quick moves until `done` holds (at most `max` moves). */
export function playUntil(state: ShipyardState, done: (s: ShipyardState) => boolean, max = 5000): ShipyardState {
  let s = state;
  for (let i = 0; i < max && !done(s); i++) {
    const r = shipyard.apply(s, quickMove(s));
    if (r._tag === 'Left') throw new Error(r.left.message);
    s = r.right;
  }
  if (!done(s)) throw new Error('playUntil: the condition never held');
  return s;
}

const cards = DEFAULT_COMPONENTS.shipCards.cards;

/** Ship card components with the first `bows`, A-backed and B-backed middles, and `sterns` of the default set. */
function shipDeck(source: string, bows: number, a: number, b: number, sterns: number): ShipyardConfig['components'] {
  return {
    shipCards: {
      provenance: { kind: 'synthetic', source },
      cards: [
        ...cards.filter((c) => c.kind === 'bow').slice(0, bows),
        ...cards.filter((c) => c.back === 'A').slice(0, a),
        ...cards.filter((c) => c.back === 'B').slice(0, b),
        ...cards.filter((c) => c.kind === 'stern').slice(0, sterns),
      ],
    },
  };
}

/** A ship deck that runs out early (7 bows, 14 middles, 7 sterns): the early end, substitutes and the last chance come into play. */
export const SHORT_SHIP_DECK = shipDeck('test: a short ship deck', 7, 8, 6, 7);

/**
 * A ship deck with only the cards the display needs (5 bows, 10 middles, 5 sterns): the
 * game ends after the first round, and a kind sells out once its displayed cards are
 * taken, so substitutes come into play.
 */
export const TINY_SHIP_DECK = shipDeck('test: a tiny ship deck', 5, 5, 5, 5);

/** A smaller board: a 14-space track (short laps) and 12-space yards. */
export const SMALL_BOARD: ShipyardConfig['components'] = {
  board: { ...SYNTHETIC_BOARD, provenance: { kind: 'synthetic', source: 'test: a small board' }, trackLength: 14, trackRandom: [13, 12, 11, 10, 9, 8], subsidySpace: 7, yardSize: 12 },
};

/** Every variant of the table for every player count: the default, a first game, a short ship deck, a small board. */
export const EVERY_TABLE: readonly ShipyardConfig[] = [2, 3, 4].flatMap((players) => [
  { players },
  { players, firstGame: true },
  { players, components: SHORT_SHIP_DECK },
  { players, components: SMALL_BOARD },
]);
