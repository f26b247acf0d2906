/**
 * What one seat (or a spectator) sees of a Nauticus table that changes during the game:
 * the current round, the players' sides, the supply. Everything a player owns is open
 * information, so every viewer sees the same; what never changes (board, box, seats) is
 * on the {@link NauticusTable}, and past rounds are in the log, not here (ruling N24).
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import { blueWorkersAt, isBlue, itemsOf, type ActionTile } from './board.js';
import type { Piece, PieceCounts } from './components.js';
import type { Activity, FinalTally, NauticusState, PhaseRecord, PlayerState, Step, TurnState } from './state.js';
import { priceOf } from './rules/actions.js';
import { crownsOf, warehouseRoom } from './rules/shipyard.js';
import { currentActivity } from './rules/turn.js';
import { activePlayers } from './legal.js';

/**
 * One board position this round: the action tile lying there and the turntable's blue
 * workers facing it. Its bonus and printed prices are on the table (`board.positions`).
 *
 * @group View
 */
export interface PositionView {
  /** The action tile shuffled onto this position for the round. */
  readonly tile: ActionTile;
  /** Blue workers of the turntable section facing this position (0 at the anchor section). */
  readonly blue: number;
  /** Whether the tile has been played (turned over) this round. */
  readonly flipped: boolean;
}

/**
 * What the next purchase of one item costs in the action being carried out.
 *
 * @group View
 */
export interface ItemPrice {
  /** The item, one of the four the action's blue tile sells. */
  readonly piece: Piece;
  /** Its price in coins: the number printed opposite it, 2 with the extra action, 4 for a further identical item. */
  readonly coins: number;
}

/**
 * One player's side as everybody sees it, with the derived counts a player would look at.
 *
 * @group View
 */
export interface PlayerView extends PlayerState {
  /** Visible crowns: crown masts and sails in the shipyard and warehouse, plus flipped pass tiles (points per crown evaluation). */
  readonly crowns: number;
  /** Free warehouse spaces. */
  readonly warehouseRoom: number;
}

/**
 * The changing part of a Nauticus table, as one viewer sees it; the same for every viewer
 * but for `viewer`.
 *
 * @group View
 */
export interface NauticusView {
  /** The seat this view is for, or `'spectator'`. */
  readonly viewer: Viewer;
  /** The round, 1-based (of `table.rounds`). */
  readonly round: number;
  /** The action phase within the round, 1-7. */
  readonly phase: number;
  /** What the game waits for: the start player's choice of an action (`select`) or of his bonus tile (`bonus`), a player's turn (`turn`), or nothing (`over`). */
  readonly step: Step;
  /** The seats that may move now. */
  readonly active: readonly Seat[];
  /** The seat holding the start-player marker. */
  readonly startPlayer: Seat;
  /** The board position (0-7) that the turntable's anchor section faces this round. */
  readonly rotation: number;
  /** The board position under the anchor tile (the first action played this round), once its phase is over. */
  readonly anchor: number | null;
  /** The board position of the action chosen for the current phase, or `null` before the choice. */
  readonly selected: number | null;
  /** The 8 board positions, by index 0-7: the tiles of this round. */
  readonly positions: readonly PositionView[];
  /** The action phases of this round so far, in order (the current one last once chosen). */
  readonly phases: readonly PhaseRecord[];
  /** Seats still to take their turn in this phase after the one in turn, in order. */
  readonly queue: readonly Seat[];
  /** The turn of the player in turn, or `null` outside the players' turns. */
  readonly turn: TurnState | null;
  /**
   * The action a use (buy, transport, withdraw, deliver, crown) would use now: the one under
   * way, or the phase's action if the player in turn has not begun it; `null` otherwise.
   */
  readonly action: Activity | null;
  /** What the next purchase of each item of `action` costs; empty unless `action` is a blue tile. */
  readonly prices: readonly ItemPrice[];
  /** Each seat's side, by seat. */
  readonly seats: readonly PlayerView[];
  /** Tiles left in the general supply, per kind. */
  readonly stock: PieceCounts;
  /** The final tally per seat, once the game is over; `null` before. */
  readonly final: readonly FinalTally[] | null;
}

/**
 * Builds the view of `state` for `viewer` (the same for every viewer).
 *
 * @group View
 */
export function view(state: NauticusState, viewer: Viewer): NauticusView {
  const board = state.rules.board;
  const action = currentActivity(state);
  return {
    viewer,
    round: state.round,
    phase: state.phase,
    step: state.step,
    active: activePlayers(state),
    startPlayer: state.startPlayer,
    rotation: state.rotation,
    anchor: state.anchor,
    selected: state.selected,
    positions: state.layout.map((tile, position) => ({
      tile,
      blue: blueWorkersAt(board, state.rotation, position),
      flipped: state.flipped[position] === true,
    })),
    phases: state.phases,
    queue: state.queue,
    turn: state.turn,
    action,
    prices: action !== null && isBlue(action.tile) ? itemsOf(board, action.tile).map((piece) => ({ piece, coins: priceOf(state, action, piece) })) : [],
    seats: state.players.map((p) => ({ ...p, crowns: crownsOf(p), warehouseRoom: warehouseRoom(p) })),
    stock: state.stock,
    final: state.final,
  };
}
