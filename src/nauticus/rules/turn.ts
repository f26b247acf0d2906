/**
 * A player's turn within an action phase: performing the phase's action (one use at a
 * time), passing, and the extra action before or after it.
 *
 * @module
 */
import { seatsFrom } from '../../core/seats.js';
import { blueWorkersAt, type ActionTile } from '../board.js';
import type { Activity, NauticusDraft, NauticusState, PlayerState, TurnState } from '../state.js';
import { setPlayer, setTurn } from './edits.js';
import { endPhase } from './round.js';

/**
 * The phase's action as the player in turn would start it: the tile at the selected
 * position, its prices, and the turntable's blue workers there (for every player anew).
 *
 * @rulebook Exécuter une action, 2. Ouvriers bleus sur la roue (ruling N1: every player gets them all).
 *
 * @group Rules
 */
export function mainActivity(state: NauticusState): Activity {
  const position = state.selected ?? 0;
  return {
    source: 'main',
    tile: state.layout[position] ?? 'withdraw',
    position,
    blue: blueWorkersAt(state.rules.board, state.rotation, position),
    uses: 0,
    bought: [],
    free: 'none',
    crownPoints: 0,
  };
}

/**
 * The action a use move would use now: the one under way, or the phase's action not yet begun.
 *
 * @group Rules
 */
export function currentActivity(state: NauticusState): Activity | null {
  const turn = state.turn;
  if (state.step !== 'turn' || turn === null) return null;
  if (turn.activity !== null) return turn.activity;
  return turn.main === 'open' ? mainActivity(state) : null;
}

/**
 * The action under way in a draft, beginning the phase's action on its first use.
 *
 * @group Rules
 */
export function beginActivity(d: NauticusDraft): Activity {
  const turn = d.turn as TurnState;
  if (turn.activity !== null) return turn.activity;
  const activity = mainActivity(d);
  setTurn(d, { activity });
  return activity;
}

function newTurn(player: number): TurnState {
  return { player, main: 'open', activity: null, rewards: null };
}

/**
 * The start player begins; every other player follows clockwise.
 *
 * @rulebook 3.1 Généralités sur les actions: « Quand une action est choisie, tous les autres joueurs
 *   pourront la jouer après le premier joueur dans le sens horaire. »
 *
 * @group Rules
 */
export function startTurns(d: NauticusDraft): void {
  const order = seatsFrom(d.startPlayer, d.rules.players);
  d.step = 'turn';
  d.queue = order.slice(1);
  d.turn = newTurn(order[0] as number);
}

/**
 * Whether the player in turn may still use his extra-action tile.
 *
 * @group Rules
 */
export function extraAvailable(state: NauticusState): boolean {
  const turn = state.turn;
  return turn !== null && state.players[turn.player]?.extra === null;
}

/**
 * Workers the extra action brings from the supply.
 *
 * @rulebook 5 Action supplémentaire.
 *
 * @group Rules
 */
export const EXTRA_WORKERS = 2;

/**
 * The extra action: 2 workers from the supply, then any of the 8 actions, also one already
 * played this round, without turning its tile; no bonus and no blue workers (ruling N4);
 * paid items cost 2 coins (4 for a duplicate).
 *
 * @rulebook 5 Action supplémentaire.
 *
 * @group Rules
 */
export function startExtra(d: NauticusDraft, tile: ActionTile): void {
  const seat = (d.turn as TurnState).player;
  const player = d.players[seat] as PlayerState;
  setPlayer(d, seat, { workers: player.workers + EXTRA_WORKERS, extra: { round: d.round, phase: d.phase, tile } });
  setTurn(d, { activity: { source: 'extra', tile, position: null, blue: 0, uses: 0, bought: [], free: 'none', crownPoints: 0 } });
}

/**
 * The player stops carrying out the current action; unused blue workers are lost.
 *
 * @rulebook Exécuter une action, 2. Ouvriers bleus sur la roue: « Si un joueur n'utilise pas tous les
 *   ouvriers ou choisit de passer, il perd ces ouvriers. »
 *
 * @group Rules
 */
export function finish(d: NauticusDraft): void {
  const turn = d.turn as TurnState;
  setTurn(d, { main: turn.activity?.source === 'main' ? 'done' : turn.main, activity: null });
  settle(d);
}

/**
 * Not performing the phase's action flips the next pass tile (-3, then -2, then -1; a
 * fourth pass in a round flips nothing, ruling N6).
 *
 * @rulebook 3 Passer; 3.1: « Si un joueur passe, il retourne l'une de ses 3 tuiles « passer » ».
 *
 * @group Rules
 */
export function pass(d: NauticusDraft): void {
  const seat = (d.turn as TurnState).player;
  setPlayer(d, seat, { passFlipped: Math.min(3, (d.players[seat] as PlayerState).passFlipped + 1) });
  setTurn(d, { main: 'passed' });
  settle(d);
}

/**
 * The player declines the extra action after the phase's action.
 *
 * @group Rules
 */
export function endTurn(d: NauticusDraft): void {
  nextTurn(d);
}

/**
 * Moves on once the player has dealt with the phase's action and nothing is under way,
 * unless he may still use the extra action after it.
 *
 * @group Rules
 */
export function settle(d: NauticusDraft): void {
  const turn = d.turn;
  if (turn === null || turn.activity !== null || turn.rewards !== null || turn.main === 'open') return;
  if (extraAvailable(d)) return;
  nextTurn(d);
}

function nextTurn(d: NauticusDraft): void {
  const next = d.queue[0];
  if (next === undefined) endPhase(d);
  else {
    d.queue = d.queue.slice(1);
    d.turn = newTurn(next);
  }
}
