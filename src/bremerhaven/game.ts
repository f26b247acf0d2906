/**
 * The `bremerhaven` game object.
 *
 * @module
 */
import { defineGame } from '../core/define.js';
import type { ComponentSource, Game } from '../core/game.js';
import { BremerhavenConfigCodec, type BremerhavenConfig } from './config.js';
import { describe, describeStart } from './describe.js';
import { activePlayers, candidates, check } from './legal.js';
import { BremerhavenMoveCodec, type BremerhavenMove } from './moves.js';
import { perform } from './perform.js';
import { result } from './scoring.js';
import { setupBremerhaven } from './setup.js';
import { BremerhavenStateCodec, type BremerhavenDraft, type BremerhavenState } from './state.js';
import { view, type BremerhavenView } from './view.js';
import { cards } from './catalog.js';
import { fromView } from './from-view.js';
import { moveGroup, moveLabel } from './labels.js';
import { moveTypes, PHASES } from './coverage.js';
import { table, type BremerhavenTable } from './table.js';

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
 * @group Game
 */
export const bremerhaven: Game<BremerhavenConfig, BremerhavenState, BremerhavenMove, BremerhavenView, BremerhavenTable> = defineGame({
  id: 'bremerhaven',
  title: 'Bremerhaven',
  players: { min: 1, max: 4 },
  codecs: { config: BremerhavenConfigCodec, move: BremerhavenMoveCodec, state: BremerhavenStateCodec },
  defaultConfig: (players) => ({ players, variant: players === 1 ? 'solo' : 'long' }),
  setup: setupBremerhaven,
  playerCount: (state) => state.rules.players,
  activePlayers,
  candidates,
  check,
  perform: (draft, move) => perform(draft as BremerhavenDraft, move),
  sharedFields: ['rules'],
  isOver: (state) => state.phase === 'over',
  result,
  moveTypes,
  phases: PHASES,
  table,
  view,
  fromView,
  moveLabel,
  moveGroup,
  describeStart,
  describe,
  components,
});
