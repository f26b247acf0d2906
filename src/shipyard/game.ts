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
import { describe, describeStart } from './describe.js';
import { determinize } from './determinize.js';
import { activePlayers, candidates, check } from './legal.js';
import { ShipyardMoveCodec, type ShipyardMove } from './moves.js';
import { perform } from './perform.js';
import { setupShipyard } from './setup.js';
import { copyState, SHARED_FIELDS } from './edit.js';
import { ShipyardStateCodec, type ShipyardState } from './state.js';
import { view, type ShipyardView } from './view.js';

/**
 * Shipyard (Czech Games Edition, 2009, first edition) for 2 to 4 players. Implements
 * {@link Game}; see the module page for an example.
 *
 * @group Game
 */
export const shipyard: Game<ShipyardConfig, ShipyardState, ShipyardMove, ShipyardView> = defineGame({
  id: 'shipyard',
  title: 'Shipyard',
  players: { min: 2, max: 4 },
  codecs: { config: ShipyardConfigCodec, move: ShipyardMoveCodec, state: ShipyardStateCodec },
  defaultConfig: (players) => ({ players }),
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
  view,
  determinize,
  describeStart,
  describe,
  components: (state) => componentSources(dataOf(state)),
});
