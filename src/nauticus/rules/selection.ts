/**
 * The start of an action phase: the start player chooses an action tile and takes the
 * bonus printed at its position.
 *
 * @module
 */
import { appended } from '../../core/edit.js';
import { blueWorkersAt, type Bonus } from '../board.js';
import { CRESTS, GOODS, mastOf, sailOf, type Piece } from '../components.js';
import type { NauticusDraft, NauticusState } from '../state.js';
import { copyPlayer, playerAt, setPlayer } from './edits.js';
import { fits, gainToWarehouse } from './shipyard.js';
import { startTurns } from './turn.js';

/**
 * The workers, coins and points each start-player bonus gives at once (the tiles of the
 * `mast`, `sail` and `workerGood` bonuses are chosen afterwards, see {@link bonusChoices}).
 *
 * @rulebook Exécuter une action, 1. Bonus.
 *
 * @group Rules
 */
export const BONUS_GAINS: Readonly<Record<Bonus, { readonly workers: number; readonly coins: number; readonly points: number }>> = {
  workers3: { workers: 3, coins: 0, points: 0 },
  mast: { workers: 0, coins: 0, points: 0 },
  sail: { workers: 0, coins: 0, points: 0 },
  points2: { workers: 0, coins: 0, points: 2 },
  workers2: { workers: 2, coins: 0, points: 0 },
  workerGood: { workers: 1, coins: 0, points: 0 },
  workerPoint: { workers: 1, coins: 0, points: 1 },
  coins4: { workers: 0, coins: 4, points: 0 },
};

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
  d.phases = appended(d.phases, {
    phase: d.phase,
    position,
    tile: d.layout[position] ?? 'withdraw',
    startPlayer: d.startPlayer,
    blue: blueWorkersAt(board, d.rotation, position),
  });
  const bonus = board.positions[position]?.bonus;
  if (bonus !== undefined) {
    const gain = BONUS_GAINS[bonus];
    const player = copyPlayer(playerAt(d, d.startPlayer));
    player.workers += gain.workers;
    player.coins += gain.coins;
    player.score += gain.points;
    setPlayer(d, d.startPlayer, player);
  }
  if (bonusChoices(d).length > 0) d.step = 'bonus';
  else startTurns(d);
}

/** The bonus masts and sails on offer: the normal ones, never the crown. */
const NORMAL_MASTS: readonly Piece[] = CRESTS.map(mastOf);
const NORMAL_SAILS: readonly Piece[] = CRESTS.map(sailOf);

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
export function bonusChoices(state: NauticusState): Piece[] {
  if (state.selected === null) return [];
  const player = state.players[state.startPlayer];
  if (player === undefined) return [];
  let offered: readonly Piece[];
  switch (state.rules.board.positions[state.selected]?.bonus) {
    case 'mast':
      offered = NORMAL_MASTS;
      break;
    case 'sail':
      offered = NORMAL_SAILS;
      break;
    case 'workerGood':
      offered = GOODS;
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
