/**
 * The `bremerhaven` game object.
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { ComponentSource, Game } from '../core/game.js';
import { BremerhavenConfigCodec, type BremerhavenConfig } from './config.js';
import { describe, describeStart } from './describe.js';
import { undoable } from './undo.js';
import { activePlayers, candidates, check } from './legal.js';
import { BremerhavenMoveCodec, type BremerhavenMove } from './moves.js';
import { perform } from './perform.js';
import { result } from './scoring.js';
import { setupBremerhaven } from './setup.js';
import { type BremerhavenState, type WorkingState } from './state.js';
import { BremerhavenStateCodec } from './state-codec.js';
import { bremerhavenStrategy } from './strategy.js';
import { view, type BremerhavenView } from './view.js';
import { cards } from './catalog.js';
import { fromView } from './from-view.js';
import { BremerhavenTableCodec } from './seat-codecs.js';
import { BremerhavenViewCodec } from './view-codec.js';
import { moveDescription, moveGroup, moveLabel } from './labels.js';
import { vocabulary } from './log.js';
import { moveTypes, PHASES } from './coverage.js';
import { table, type BremerhavenTable } from './table.js';

/**
 * Every field of a state: the rules edit by replacement (see `WorkingState`), so `apply`
 * shares them all and copies only the paths a move changes. A record, so that a field
 * added to the state and forgotten here is a type error rather than a silent deep copy.
 */
const SHARED: Record<keyof BremerhavenState, true> = {
  game: true, rules: true, round: true, phase: true, turn: true, ranks: true, token: true, priceStack: true,
  priceMemory: true, buildingStack: true, boxedBuildings: true, shipDeck: true, shipDiscard: true, contractDeck: true,
  contractDiscard: true, sea: true, land: true, newspapers: true, bids: true, revealed: true, chooser: true,
  slot: true, priceMode: true, harbors: true, dummy: true, rng: true,
};

/** The component data sets of a game with their provenance, for `components`. */
function components(state: BremerhavenState): ComponentSource[] {
  const p = cards(state).provenance;
  return [
    { label: 'ship cards', provenance: p.ships },
    { label: 'contract cards', provenance: p.contracts },
    { label: 'building cards', provenance: p.buildings },
    { label: 'price cards', provenance: p.prices },
    { label: 'newspaper cards', provenance: p.newspapers },
    { label: 'board values', provenance: p.board },
  ];
}

/**
 * Bremerhaven (Lookout Games, 2013): the long game and the short game for 2-4 players,
 * and the solo game against the dummy. Implements {@link Game}; see the module page for
 * an example.
 *
 * @example
 * ```ts
 * import { randomSeed } from 'nautical-rules';
 * import { bremerhaven } from 'nautical-rules/bremerhaven';
 *
 * const start = bremerhaven.setup({ players: 2, variant: 'short' }, randomSeed());
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!bremerhaven.isOver(state)) {
 *   const seat = bremerhaven.activePlayers(state)[0]!;
 *   const next = bremerhaven.apply(state, bremerhaven.legalMoves(state, seat)[0]!);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(bremerhaven.result(state).ranking);
 * ```
 *
 * @group Game
 */
export const bremerhaven: Game<BremerhavenConfig, BremerhavenState, BremerhavenMove, BremerhavenView, BremerhavenTable> = defineGame({
  id: 'bremerhaven',
  title: 'Bremerhaven',
  players: { min: 1, max: 4 },
  codecs: { config: BremerhavenConfigCodec, move: BremerhavenMoveCodec, state: BremerhavenStateCodec, table: BremerhavenTableCodec, view: BremerhavenViewCodec },
  defaultConfig: (players) => ({ players, variant: players === 1 ? 'solo' : 'long' }),
  setup: setupBremerhaven,
  playerCount: (state) => state.rules.players,
  activePlayers,
  candidates,
  check,
  candidatesAreLegal: true,
  perform: (draft, move) => perform(draft as WorkingState, move),
  sharedFields: Object.keys(SHARED) as (keyof BremerhavenState)[],
  // Every field is shared, so a copy is just a fresh top-level object. One object literal
  // for every state, fields in the order `setup` lays them out: V8 then keeps one hidden
  // class for all Bremerhaven states and the JSON of a state keeps its key order. A field
  // added to the state must be added here too (strict mode checks that every field is copied).
  copyState: (s) => ({
    game: s.game, rules: s.rules, round: s.round, phase: s.phase, turn: s.turn, ranks: s.ranks, token: s.token,
    priceStack: s.priceStack, priceMemory: s.priceMemory, buildingStack: s.buildingStack, boxedBuildings: s.boxedBuildings,
    shipDeck: s.shipDeck, shipDiscard: s.shipDiscard, contractDeck: s.contractDeck, contractDiscard: s.contractDiscard,
    sea: s.sea, land: s.land, newspapers: s.newspapers, bids: s.bids, revealed: s.revealed, chooser: s.chooser,
    slot: s.slot, priceMode: s.priceMode, harbors: s.harbors, dummy: s.dummy, rng: s.rng,
  }),
  isOver: (state) => state.phase === 'over',
  result,
  moveTypes,
  phases: PHASES,
  table,
  view,
  fromView,
  moveLabel,
  moveGroup,
  moveDescription,
  vocabulary,
  describeStart,
  describe,
  undoable,
  components,
  knowledge: bremerhavenStrategy,
});
