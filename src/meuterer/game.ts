/**
 * The `meuterer` game object.
 *
 * @module
 */
import { rank } from '../core/ranking.js';
import { defineGame } from '../core/define.js';
import type { Game } from '../core/game.js';
import { MeutererConfigCodec, type MeutererConfig } from './config.js';
import { describe, describeStart } from './describe.js';
import { undoable } from './undo.js';
import { fromView } from './from-view.js';
import { MeutererTableCodec } from './seat-codecs.js';
import { MeutererViewCodec } from './view-codec.js';
import { moveGroup, moveLabel } from './labels.js';
import { vocabulary } from './names.js';
import { activePlayers, candidates, check } from './legal.js';
import { MeutererMoveCodec, MOVE_TYPES, type MeutererMove } from './moves.js';
import { perform } from './perform.js';
import { setupMeuterer } from './setup.js';
import { PHASES, type MeutererDraft, type MeutererState } from './state.js';
import { MeutererStateCodec } from './state-codec.js';
import { meutererStrategy } from './strategy.js';
import { table, type MeutererTable } from './table.js';
import { view, type MeutererView } from './view.js';

/**
 * Meuterer (Adlung-Spiele, 2000) for 3 or 4 players, with the pirate variant as an
 * option. Implements {@link Game}; see the module page for an example.
 *
 * @example
 * ```ts
 * import { randomSeed } from 'nautical-rules';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const start = meuterer.setup({ players: 4, pirates: true }, randomSeed());
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!meuterer.isOver(state)) {
 *   const seat = meuterer.activePlayers(state)[0]!;
 *   const next = meuterer.apply(state, meuterer.legalMoves(state, seat)[0]!);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(meuterer.result(state).ranking);
 * ```
 *
 * @group Game
 */
export const meuterer: Game<MeutererConfig, MeutererState, MeutererMove, MeutererView, MeutererTable> = defineGame({
  id: 'meuterer',
  title: 'Meuterer',
  players: { min: 3, max: 4 },
  codecs: { config: MeutererConfigCodec, move: MeutererMoveCodec, state: MeutererStateCodec, table: MeutererTableCodec, view: MeutererViewCodec },
  defaultConfig: (players) => ({ players }),
  // The pirate variant adds a card, not a move: every table can make every move.
  moveTypes: () => MOVE_TYPES,
  phases: PHASES,
  phase: (state) => state.phase,
  setup: setupMeuterer,
  playerCount: (state) => state.rules.players,
  activePlayers,
  candidates,
  check,
  perform: (draft, move) => perform(draft as MeutererDraft, move),
  // Every field that holds an object: rule code replaces what it changes and shares the
  // rest (see `MeutererDraft`), so a move copies only the paths it changes. The other
  // fields are numbers, strings and booleans, copied with the top-level object.
  sharedFields: [
    'rules', 'hands', 'hauled', 'offered', 'passed', 'roles', 'roleSupply', 'choosers', 'mutiny', 'sales',
    'loader', 'refillQueue', 'scores', 'deck', 'discard', 'returned', 'rng', 'history',
  ],
  // One object literal for every state: V8 then keeps one hidden class for all Meuterer
  // states (fields in setup's order), which the generic copy cannot (see define.ts).
  copyState: (s) => ({
    game: s.game, rules: s.rules, round: s.round, phase: s.phase, captain: s.captain, reward: s.reward,
    ship: s.ship, previousShip: s.previousShip, pirateShip: s.pirateShip, hands: s.hands, hauled: s.hauled,
    offered: s.offered, passed: s.passed, roles: s.roles, revealed: s.revealed, roleSupply: s.roleSupply,
    choosers: s.choosers, turn: s.turn, captainDestination: s.captainDestination,
    mutineerDestination: s.mutineerDestination, mutiny: s.mutiny, saleIsland: s.saleIsland, sales: s.sales,
    loader: s.loader, refillQueue: s.refillQueue, scores: s.scores, deck: s.deck, discard: s.discard,
    returned: s.returned, rng: s.rng, history: s.history,
  }),
  candidatesAreLegal: true,
  isOver: (state) => state.phase === 'over',
  /** Most points wins; the rulebook has no tie-break, so tied players share the place (ruling M15). */
  result: (state) => rank(state.scores),
  table,
  view,
  fromView,
  moveLabel,
  moveGroup,
  vocabulary: (t) => vocabulary(t.islands),
  describeStart,
  describe,
  undoable,
  components: (state) => [{ label: 'islands', provenance: state.rules.islandProvenance }],
  knowledge: meutererStrategy,
});
