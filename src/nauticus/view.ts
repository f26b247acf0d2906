/**
 * What one seat (or a spectator) sees of a Nauticus table: everything. All a player owns
 * is open information; only the generator and any layouts the config fixed for later
 * rounds are left out (a table would shuffle the tiles then).
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import type { Provenance } from '../core/provenance.js';
import { blueWorkersAt, isBlue, itemsOf, type ActionTile, type Bonus } from './board.js';
import type { Piece, PieceCounts } from './components.js';
import type { FinalTally, NauticusState, PhaseRecord, PlayerState, RoundSummary, Step, TurnState } from './state.js';
import { crownsOf, warehouseRoom } from './rules/shipyard.js';
import { activePlayers } from './legal.js';

/**
 * One board position this round, with what lies there.
 *
 * @group View
 */
export interface PositionView {
  readonly position: number;
  readonly tile: ActionTile;
  readonly bonus: Bonus;
  readonly prices: readonly number[];
  /**
   * The items of the blue tile lying here, in the order of `prices`: `items[i]` costs
   * `prices[i]` (the number printed opposite it); empty for a beige tile. At the table a
   * player reads this off the board, so the view must say it (the slot order is board data,
   * ruling N18).
   *
   * @rulebook 3.1: « Le prix d'une tuile partie de navire ou marchandise est indiqué en face de l'élément à acheter. »
   */
  readonly items: readonly Piece[];
  /** Blue workers of the turntable section facing this position. */
  readonly blue: number;
  /** Played (turned over) this round. */
  readonly flipped: boolean;
}

/**
 * One player's side as everybody sees it, with the derived counts a player would look at.
 *
 * @group View
 */
export interface PlayerView extends PlayerState {
  /** Visible crowns (for crown evaluation). */
  readonly crowns: number;
  /** Free warehouse spaces. */
  readonly warehouseRoom: number;
}

/**
 * The table as one viewer sees it.
 *
 * @group View
 */
export interface NauticusView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly phase: number;
  readonly step: Step;
  /** The seats that may move now. */
  readonly active: readonly Seat[];
  readonly startPlayer: Seat;
  readonly rotation: number;
  readonly anchor: number | null;
  readonly selected: number | null;
  readonly positions: readonly PositionView[];
  readonly queue: readonly Seat[];
  readonly turn: TurnState | null;
  readonly seats: readonly PlayerView[];
  readonly stock: PieceCounts;
  readonly phases: readonly PhaseRecord[];
  readonly history: readonly RoundSummary[];
  readonly final: readonly FinalTally[] | null;
  readonly boardProvenance: Provenance;
}

/**
 * Builds the view of `state` for `viewer` (the same for every viewer).
 *
 * @group View
 */
export function view(state: NauticusState, viewer: Viewer): NauticusView {
  const board = state.rules.board;
  return {
    viewer,
    players: state.rules.players,
    round: state.round,
    rounds: state.rules.rounds,
    phase: state.phase,
    step: state.step,
    active: activePlayers(state),
    startPlayer: state.startPlayer,
    rotation: state.rotation,
    anchor: state.anchor,
    selected: state.selected,
    positions: state.layout.map((tile, position) => ({
      position,
      tile,
      bonus: board.positions[position]?.bonus ?? 'workers3',
      prices: board.positions[position]?.prices ?? [],
      items: isBlue(tile) ? itemsOf(board, tile) : [],
      blue: blueWorkersAt(board, state.rotation, position),
      flipped: state.flipped[position] === true,
    })),
    queue: state.queue,
    turn: state.turn,
    seats: state.players.map((p) => ({ ...p, crowns: crownsOf(p), warehouseRoom: warehouseRoom(p) })),
    stock: state.stock,
    phases: state.phases,
    history: state.history,
    final: state.final,
    boardProvenance: board.provenance,
  };
}
