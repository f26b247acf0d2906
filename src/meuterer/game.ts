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
import { determinize } from './determinize.js';
import { activePlayers, candidates, check } from './legal.js';
import { MeutererMoveCodec, type MeutererMove } from './moves.js';
import { perform } from './perform.js';
import { setupMeuterer } from './setup.js';
import { MeutererStateCodec, type MeutererDraft, type MeutererState } from './state.js';
import { view, type MeutererView } from './view.js';

/**
 * Meuterer (Adlung-Spiele, 2000) for 3 or 4 players, with the pirate variant as an
 * option. Implements {@link Game}; see the module page for an example.
 *
 * @group Game
 */
export const meuterer: Game<MeutererConfig, MeutererState, MeutererMove, MeutererView> = defineGame({
  id: 'meuterer',
  title: 'Meuterer',
  players: { min: 3, max: 4 },
  codecs: { config: MeutererConfigCodec, move: MeutererMoveCodec, state: MeutererStateCodec },
  defaultConfig: (players) => ({ players }),
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
    'rules', 'hands', 'offered', 'passed', 'roles', 'roleSupply', 'mutiny', 'sales',
    'loader', 'refillQueue', 'scores', 'deck', 'discard', 'rng', 'history',
  ],
  // One object literal for every state: V8 then keeps one hidden class for all Meuterer
  // states (fields in setup's order), which the generic copy cannot (see define.ts).
  copyState: (s) => ({
    game: s.game, rules: s.rules, round: s.round, phase: s.phase, captain: s.captain, reward: s.reward,
    ship: s.ship, previousShip: s.previousShip, pirateShip: s.pirateShip, hands: s.hands, offered: s.offered,
    passed: s.passed, roles: s.roles, revealed: s.revealed, roleSupply: s.roleSupply, turn: s.turn,
    captainDestination: s.captainDestination, mutineerDestination: s.mutineerDestination, mutiny: s.mutiny,
    saleIsland: s.saleIsland, sales: s.sales, loader: s.loader, refillQueue: s.refillQueue, scores: s.scores,
    deck: s.deck, discard: s.discard, rng: s.rng, history: s.history,
  }),
  candidatesAreLegal: true,
  isOver: (state) => state.phase === 'over',
  /** Most points wins; the rulebook has no tie-break, so tied players share the place (ruling M15). */
  result: (state) => rank(state.scores),
  view,
  determinize,
  describeStart,
  describe,
  components: (state) => [{ label: 'islands', provenance: state.rules.islandProvenance }],
});
