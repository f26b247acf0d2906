/**
 * Points: pass penalties at the end of each round and the final tally.
 *
 * @module
 */
import { GOODS } from '../components.js';
import type { FinalTally, NauticusDraft, PlayerState } from '../state.js';
import { isComplete } from './shipyard.js';

/**
 * Points lost at the end of a round by flipped pass tiles 0, 1, 2, 3: the unflipped tiles
 * of -3, -2 and -1 (the -3 is flipped first).
 *
 * @rulebook 3 Passer: « Un joueur qui n'a pas retourné de tuile « passer » dans un tour perd un total de
 *   6 points de victoire. Un joueur a passé une fois réduit sa perte à 3 points ».
 *
 * @group Rules
 */
export const PASS_PENALTIES: readonly number[] = [6, 3, 1, 0];

/**
 * The penalty for `flipped` flipped pass tiles.
 *
 * @group Rules
 */
export function passPenalty(flipped: number): number {
  return PASS_PENALTIES[Math.min(3, Math.max(0, flipped))] ?? 0;
}

/**
 * Points for a lot of `count` delivered goods of one type: 2, 5, 9, 14, 20 for 1-5, then 5
 * more for each further good.
 *
 * @rulebook Points de victoire pour les marchandises livrées.
 *
 * @group Rules
 */
export function goodsPoints(count: number): number {
  const table = [0, 2, 5, 9, 14, 20];
  return count <= 5 ? (table[count] ?? 0) : 20 + 5 * (count - 5);
}

/**
 * Points for a completed ship of `size` hull tiles: 2, 8, 20, 35.
 *
 * @rulebook Points de victoire pour les navires achevés.
 *
 * @group Rules
 */
export function shipPoints(size: number): number {
  return [0, 2, 8, 20, 35][size] ?? 0;
}

/**
 * Coins at the end: the player's coins plus one per unused worker, per tile of an
 * unfinished ship in the shipyard, per tile in the warehouse and per undelivered good
 * (also those loaded on complete ships). The tiles of completed ships do not count
 * (ruling N12).
 *
 * @rulebook Points de victoire pour le matériel restant.
 *
 * @group Rules
 */
export function leftoverCoins(player: PlayerState): number {
  let n = player.coins + player.workers + player.warehouse.length;
  for (const ship of player.ships) {
    n += ship.goods.length;
    if (!isComplete(ship)) n += ship.parts.length + ship.masts.length + ship.sails.length;
  }
  return n;
}

/**
 * The final tally of one player.
 *
 * @group Rules
 */
export function finalTally(player: PlayerState): FinalTally {
  const goods = GOODS.reduce((sum, g) => sum + goodsPoints(player.delivered[g]), 0);
  const ships = player.ships.reduce((sum, s) => sum + (isComplete(s) ? shipPoints(s.parts.length) : 0), 0);
  const coins = leftoverCoins(player);
  const coinPoints = Math.floor(coins / 3);
  return { track: player.score, goods, ships, coins, coinPoints, total: player.score + goods + ships + coinPoints };
}

/**
 * The end of the game: goods, ships and leftovers are scored.
 *
 * @rulebook Fin du jeu.
 *
 * @group Rules
 */
export function finalScoring(d: NauticusDraft): void {
  d.final = d.players.map((p) => finalTally(p));
  d.step = 'over';
  d.turn = null;
  d.selected = null;
  d.queue = [];
}
