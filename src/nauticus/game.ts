/**
 * The `nauticus` game object.
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { Game } from '../core/game.js';
import { rank } from '../core/ranking.js';
import { NauticusConfigCodec, type NauticusConfig } from './config.js';
import { describe, describeStart } from './describe.js';
import { undoable } from './undo.js';
import { fromView } from './from-view.js';
import { NauticusTableCodec } from './seat-codecs.js';
import { NauticusViewCodec } from './view-codec.js';
import { moveGroup, moveLabel } from './labels.js';
import { vocabulary } from './names.js';
import { activePlayers, candidates, check } from './legal.js';
import { MOVE_TYPES, NauticusMoveCodec, type NauticusMove } from './moves.js';
import { perform } from './perform.js';
import { setupNauticus } from './setup.js';
import { NauticusStateCodec } from './consistency.js';
import type { NauticusDraft, NauticusState } from './state.js';
import { finalTally } from './rules/scoring.js';
import { PHASES, phaseOf } from './phase.js';
import { nauticusStrategy } from './strategy.js';
import { table, type NauticusTable } from './table.js';
import { view, type NauticusView } from './view.js';

/**
 * The standing: once over, the final totals; before, the score track. Ties go to the most
 * coins left over after the conversion into points (0-2), then to the most coins in all,
 * then are shared.
 *
 * @rulebook Points de victoire pour le matériel restant: « En cas d'égalité, le joueur avec le plus
 *   d'argent qui n'a pas pu être converti en point (0, 1 ou 2 pièces restantes) gagne. S'il y a toujours
 *   égalité, le joueur avec le plus de pièces au total gagne ».
 */
function result(state: NauticusState) {
  const tallies = state.final ?? state.players.map((p) => finalTally(p));
  const scores = state.final === null ? state.players.map((p) => p.score) : tallies.map((f) => f.total);
  return rank(scores, [tallies.map((f) => f.coins % 3), tallies.map((f) => f.coins)]);
}

/** Every field of the state, in the state's own order (`satisfies` keeps the list complete). */
const SHARED_FIELDS = Object.keys({
  game: true,
  rules: true,
  round: true,
  phase: true,
  step: true,
  rotation: true,
  layout: true,
  flipped: true,
  anchor: true,
  startPlayer: true,
  selected: true,
  queue: true,
  turn: true,
  players: true,
  stock: true,
  phases: true,
  history: true,
  final: true,
  fixedLayouts: true,
  rng: true,
} satisfies Record<keyof NauticusState, true>) as (keyof NauticusState)[];

/**
 * Nauticus (Kramer & Kiesling) for 2 to 4 players. Implements {@link Game}; see the module
 * page for an example.
 *
 * @example
 * ```ts
 * import { randomSeed } from 'nautical-rules';
 * import { nauticus } from 'nautical-rules/nauticus';
 *
 * const start = nauticus.setup({ players: 3 }, randomSeed());
 * if (start._tag === 'Left') throw new Error(start.left.message);
 * let state = start.right;
 * while (!nauticus.isOver(state)) {
 *   const seat = nauticus.activePlayers(state)[0]!;
 *   const next = nauticus.apply(state, nauticus.legalMoves(state, seat)[0]!);
 *   if (next._tag === 'Right') state = next.right;
 * }
 * console.log(nauticus.result(state).ranking);
 * ```
 *
 * @group Game
 */
export const nauticus: Game<NauticusConfig, NauticusState, NauticusMove, NauticusView, NauticusTable> = defineGame({
  id: 'nauticus',
  title: 'Nauticus',
  players: { min: 2, max: 4 },
  codecs: { config: NauticusConfigCodec, move: NauticusMoveCodec, state: NauticusStateCodec, table: NauticusTableCodec, view: NauticusViewCodec },
  defaultConfig: (players) => ({ players }),
  setup: setupNauticus,
  playerCount: (state) => state.rules.players,
  activePlayers,
  candidates,
  check,
  // `candidates` is built from the rule functions `check` asks (see legal.ts).
  candidatesAreLegal: true,
  perform: (draft, move) => perform(draft as NauticusDraft, move),
  // Every field: rule code replaces what it changes and never edits a state in place
  // (see rules/edits.ts), so apply copies nothing but the top-level object.
  sharedFields: SHARED_FIELDS,
  // One object literal for every state, fields in setup's order: V8 then keeps one hidden
  // class for all Nauticus states, which the generic copy cannot (see define.ts), and the
  // JSON of a state keeps its key order. Strict mode checks that no field is left out.
  copyState: (s) => ({
    game: s.game, rules: s.rules, round: s.round, phase: s.phase, step: s.step, rotation: s.rotation,
    layout: s.layout, flipped: s.flipped, anchor: s.anchor, startPlayer: s.startPlayer, selected: s.selected,
    queue: s.queue, turn: s.turn, players: s.players, stock: s.stock, phases: s.phases, history: s.history,
    final: s.final, fixedLayouts: s.fixedLayouts, rng: s.rng,
  }),
  isOver: (state) => state.step === 'over',
  result,
  /** The track plus the final tally of goods, ships and leftovers if the game ended now (the final scores once over). */
  tally: (state) => (state.final ?? state.players.map((p) => finalTally(p))).map((f) => f.total),
  // Every move type can come up at every table: each board has every bonus, each round every tile.
  moveTypes: () => MOVE_TYPES,
  phases: PHASES,
  phase: phaseOf,
  table,
  view,
  fromView,
  moveLabel,
  moveGroup,
  vocabulary,
  describeStart,
  describe,
  undoable,
  components: (state) => [{ label: 'board', provenance: state.rules.board.provenance }],
  knowledge: nauticusStrategy,
});
