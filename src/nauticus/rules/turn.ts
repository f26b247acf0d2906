/**
 * A player's turn within an action phase: performing the phase's action (one use at a
 * time), passing, and the extra action before or after it.
 *
 * @module
 */
import { seatsFrom } from '../../core/seats.js';
import { blueWorkersAt, type ActionTile } from '../board.js';
import type { Activity, NauticusDraft, NauticusState, TurnState } from '../state.js';
import { copyPlayer, copyTurn, playerAt, setActivity, setPlayer, turnOf } from './edits.js';
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
  return newActivity('main', state.layout[position] ?? 'withdraw', position, blueWorkersAt(state.rules.board, state.rotation, position));
}

/** An action about to be carried out, nothing used yet (one literal for both kinds, so they share one shape). */
function newActivity(source: Activity['source'], tile: ActionTile, position: number | null, blue: number): Activity {
  return { source, tile, position, blue, uses: 0, bought: [], free: 'none', crownPoints: 0 };
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
  const seat = turnOf(d).player;
  const player = copyPlayer(playerAt(d, seat));
  player.workers += EXTRA_WORKERS;
  player.extra = { round: d.round, phase: d.phase, tile };
  setPlayer(d, seat, player);
  setActivity(d, newActivity('extra', tile, null, 0));
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
  const turn = copyTurn(d);
  if (turn.activity?.source === 'main') turn.main = 'done';
  turn.activity = null;
  d.turn = turn;
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
  const turn = copyTurn(d);
  const player = copyPlayer(playerAt(d, turn.player));
  player.passFlipped = Math.min(3, player.passFlipped + 1);
  setPlayer(d, turn.player, player);
  turn.main = 'passed';
  d.turn = turn;
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
