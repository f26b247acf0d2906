/**
 * The start of an action phase: the start player chooses an action tile and takes the
 * bonus printed at its position.
 *
 * @module
 */
import { blueWorkersAt } from '../board.js';
import { CRESTS, GOODS, mastOf, sailOf, type Piece } from '../components.js';
import type { NauticusDraft, NauticusState, PlayerDraft } from '../state.js';
import { fits, gainToWarehouse } from './shipyard.js';
import { startTurns } from './turn.js';

/**
 * The start player chooses one of the action tiles not yet played this round and takes
 * its bonus at once, whether he then performs the action or passes.
 *
 * @rulebook Tour de jeu; Exécuter une action, 1. Bonus: « Le premier joueur reçoit le bonus qu'il
 *   exécute l'action ou qu'il passe. »
 *
 * @group Rules
 */
export function select(d: NauticusDraft, position: number): void {
  const board = d.rules.board;
  d.selected = position;
  d.phases.push({
    phase: d.phase,
    position,
    tile: d.layout[position] ?? 'withdraw',
    startPlayer: d.startPlayer,
    blue: blueWorkersAt(board, d.rotation, position),
  });
  const player = d.players[d.startPlayer] as PlayerDraft;
  switch (board.positions[position]?.bonus) {
    case 'workers3':
      player.workers += 3;
      break;
    case 'workers2':
      player.workers += 2;
      break;
    case 'points2':
      player.score += 2;
      break;
    case 'workerGood':
      player.workers += 1;
      break;
    case 'workerPoint':
      player.workers += 1;
      player.score += 1;
      break;
    case 'coins4':
      player.coins += 4;
      break;
    default:
      break;
  }
  if (bonusChoices(d).length > 0) d.step = 'bonus';
  else startTurns(d);
}

/**
 * The tiles the start player may choose for the bonus of the selected position: a normal
 * mast or sail (never the crown) or a good, still in the supply and fitting into his
 * warehouse. None: the bonus tile is lost (ruling N2).
 *
 * @rulebook Exécuter une action, 1. Bonus: « un mât « normal » (pas un mât de la couronne) de son
 *   choix ... dans son entrepôt (voir la règle d'or) ».
 *
 * @group Rules
 */
export function bonusChoices(state: NauticusState | NauticusDraft): Piece[] {
  if (state.selected === null) return [];
  const player = state.players[state.startPlayer];
  if (player === undefined) return [];
  let offered: Piece[];
  switch (state.rules.board.positions[state.selected]?.bonus) {
    case 'mast':
      offered = CRESTS.map(mastOf);
      break;
    case 'sail':
      offered = CRESTS.map(sailOf);
      break;
    case 'workerGood':
      offered = [...GOODS];
      break;
    default:
      return [];
  }
  return offered.filter((p) => state.stock[p] > 0 && fits(player, p));
}

/**
 * The start player takes the chosen bonus tile into his warehouse; the turns begin.
 *
 * @group Rules
 */
export function takeBonus(d: NauticusDraft, piece: Piece): void {
  gainToWarehouse(d, d.startPlayer, piece);
  startTurns(d);
}
