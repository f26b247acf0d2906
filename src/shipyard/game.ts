/**
 * The `shipyard` game object.
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game } from '../core/game.js';
import { rank } from '../core/ranking.js';
import { dataOf } from './components.js';
import { ShipyardConfigCodec, type ShipyardConfig } from './config.js';
import { componentSources } from './data/index.js';
import { endTally } from './rules/contracts.js';
import { describe, describeStart } from './describe.js';
import { undoable } from './undo.js';
import { fromView } from './from-view.js';
import { ShipyardTableCodec } from './seat-codecs.js';
import { ShipyardViewCodec } from './view-codec.js';
import { moveDescription, moveGroup, moveLabel } from './labels.js';
import { vocabulary } from './words.js';
import { activePlayers, candidates, check } from './legal.js';
import { ShipyardMoveCodec, type ShipyardMove } from './moves.js';
import { perform } from './perform.js';
import { phase, PHASES } from './phases.js';
import { setupShipyard } from './setup.js';
import { copyState, SHARED_FIELDS } from './edit.js';
import { type ShipyardState } from './state.js';
import { ShipyardStateCodec } from './state-codec.js';
import { shipyardStrategy } from './strategy.js';
import { table, type ShipyardTable } from './table.js';
import { view, type ShipyardView } from './view.js';

/** Every move type, in the move codec's order. */
const MOVE_TYPES: readonly string[] = (ShipyardMoveCodec as { readonly tags?: readonly string[] }).tags ?? [];

/**
 * Shipyard (Czech Games Edition, 2009, first edition) for 2 to 4 players. Implements
 * {@link Game}; see the module page for an example.
 *
 * @example
 * ```ts
 * import { randomSeed } from 'nautical-rules';
 * import { shipyard } from 'nautical-rules/shipyard';
 *
 * const start = shipyard.setup({ players: 2 }, randomSeed());
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!shipyard.isOver(state)) {
 *   const seat = shipyard.activePlayers(state)[0]!;
 *   const next = shipyard.apply(state, shipyard.legalMoves(state, seat)[0]!);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(shipyard.result(state).ranking);
 * ```
 *
 * @group Game
 */
export const shipyard: Game<ShipyardConfig, ShipyardState, ShipyardMove, ShipyardView, ShipyardTable> = defineGame({
  id: 'shipyard',
  title: 'Shipyard',
  players: { min: 2, max: 4 },
  codecs: { config: ShipyardConfigCodec, move: ShipyardMoveCodec, state: ShipyardStateCodec, table: ShipyardTableCodec, view: ShipyardViewCodec },
  defaultConfig: (players) => ({ players }),
  // The subsidy card is in play only with 4 players (Préparation, 9).
  moveTypes: (config) => MOVE_TYPES.filter((type) => type !== 'takeSubsidy' || config.players === 4),
  phases: PHASES,
  phase,
  setup: setupShipyard,
  playerCount: (state) => state.rules.players,
  activePlayers,
  candidates,
  check,
  candidatesAreLegal: true,
  perform,
  // Every field: the rules replace what they change, never edit it (see `edit.ts`).
  sharedFields: SHARED_FIELDS,
  // A copy as one object literal: one hidden class for every state (see `copyState`).
  copyState,
  isOver: (state) => state.era === 'over',
  /**
   * Most points wins; ties go to the player with more florins; players still tied share
   * the place (ruling S18).
   *
   * @rulebook Gain de la partie.
   */
  result: (state) => rank(state.players.map((p) => p.score), [state.players.map((p) => p.florins)]),
  /** The scores, plus the contracts and traders the end would score now. */
  tally: endTally,
  table,
  view,
  fromView,
  moveLabel,
  moveDescription,
  moveGroup,
  vocabulary: (t) => vocabulary(t.components),
  describeStart,
  describe,
  undoable,
  components: (state) => componentSources(dataOf(state)),
  knowledge: shipyardStrategy,
});
