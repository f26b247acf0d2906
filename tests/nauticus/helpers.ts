import { expect } from 'vitest';
import { cloneJson } from '../../src/core/clone.js';
import { decodeWith } from '../../src/core/codecs.js';
import { StateStructureCodec } from '../../src/nauticus/state.js';
import type { Draft } from '../../src/core/draft.js';
import {
  nauticus,
  SYNTHETIC_BOARD,
  type ActionTile,
  type Board,
  type NauticusConfig,
  type NauticusMove,
  type NauticusState,
  type Ship,
} from '../../src/nauticus/index.js';

/** Sets up a table, failing the test on a refusal. */
export function setup(config: NauticusConfig, seed = 1): NauticusState {
  const r = nauticus.setup(config, seed);
  if (r._tag === 'Left') throw new Error(`setup refused: ${r.left.message}`);
  return r.right;
}

/** Applies moves in order, checking each is listed, failing the test (with the step) on a refusal. */
export function play(state: NauticusState, ...moves: NauticusMove[]): NauticusState {
  let s = state;
  moves.forEach((m, i) => {
    expect(nauticus.legalMoves(s, m.player), `move ${i} ${JSON.stringify(m)} is listed`).toContainEqual(m);
    const r = nauticus.apply(s, m);
    if (r._tag === 'Left') throw new Error(`move ${i} ${JSON.stringify(m)} refused: ${r.left.code} ${r.left.message}`);
    s = r.right;
  });
  return s;
}

/** Applies a move that must be refused, returning the error. */
export function refuse(state: NauticusState, move: unknown) {
  const r = nauticus.apply(state, move as NauticusMove);
  if (r._tag === 'Right') throw new Error(`move ${JSON.stringify(move)} was accepted`);
  return r.left;
}

/** A state edited by hand (to build a rulebook situation), then checked by the state codec. */
export function edit(state: NauticusState, change: (d: Draft<NauticusState>) => void): NauticusState {
  const d = cloneJson(state) as Draft<NauticusState>;
  change(d);
  const decoded = decodeWith(nauticus.codecs.state, d, 'INVALID_STATE', 'state');
  if (decoded._tag === 'Left') throw new Error(`the edited state does not decode: ${decoded.left.message}`);
  return d;
}

/**
 * The board of the rulebook's examples, passed through the config: at position 3 (bonus
 * « 2 points ») the prices 0/1/2/3 fall on hull/bow/middle/stern, whale/anchor masts and
 * coffee/fish/grain/salt; the turntable gives 2 blue workers there in round 1.
 */
export const EXAMPLE_BOARD: Board = {
  ...SYNTHETIC_BOARD,
  provenance: { kind: 'synthetic', source: 'test fixture: the prices the rulebook examples show' },
};

/** A round-1 layout with `tile` at position 3 (the example position) and the rest in a fixed order. */
export function layoutWith(tile: ActionTile): ActionTile[] {
  const others: ActionTile[] = (['buyHulls', 'buyMasts', 'buySails', 'buyGoods', 'transport', 'withdraw', 'deliver', 'crown'] as const).filter(
    (t) => t !== tile,
  );
  return [...others.slice(0, 3), tile, ...others.slice(3)];
}

/**
 * A rulebook situation built by hand that skips the play leading to it (a later round or
 * phase, pass tiles already turned over, a tally): checked for structure only, since the
 * state codec rightly refuses, say, a fourth round without the three before it.
 */
export function arrange(state: NauticusState, change: (d: Draft<NauticusState>) => void): NauticusState {
  const d = cloneJson(state) as Draft<NauticusState>;
  change(d);
  const decoded = decodeWith(StateStructureCodec, d, 'INVALID_STATE', 'state');
  if (decoded._tag === 'Left') throw new Error(`the arranged state is malformed: ${decoded.left.message}`);
  return d;
}

/** A state edited by hand without any check, to feed a broken state to an invariant. */
export function corrupt(state: NauticusState, change: (d: Draft<NauticusState>) => void): NauticusState {
  const d = cloneJson(state) as Draft<NauticusState>;
  change(d);
  return d;
}

/** Gives seat `seat` these ships, taking their tiles from the supply (inside an `edit`). */
export function giveShips(d: Draft<NauticusState>, seat: number, ships: readonly Ship[]): void {
  d.players[seat]!.ships = cloneJson(ships) as Draft<Ship>[];
  for (const s of ships) {
    for (const p of [...s.parts, ...s.goods]) d.stock[p] -= 1;
    for (const e of s.masts) d.stock[`mast-${e}`] -= 1;
    for (const e of s.sails) d.stock[`sail-${e}`] -= 1;
  }
}
