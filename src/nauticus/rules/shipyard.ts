/**
 * The warehouse and the shipyard: where tiles may be stored and built.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import {
  CRESTS,
  emblemOf,
  isGood,
  isHullPart,
  isMast,
  isSail,
  kindOf,
  sortPieces,
  spacesOf,
  WAREHOUSE_SPACES,
  type Crest,
  type Emblem,
  type HullPart,
  type Mast,
  type Piece,
  type Sail,
} from '../components.js';
import type { Destination } from '../moves.js';
import type { NauticusDraft, PlayerState, Shallow, Ship } from '../state.js';
import { copyPlayer, copyShip, playerAt, setPlayer, takeFromStock } from './edits.js';

/**
 * Free warehouse spaces: 12, less one per tile and two per mast. It is rearranged freely, so
 * only the room counts (ruling N21).
 *
 * @rulebook 3.2.2.1 Transport: « L'entrepôt dispose de 12 emplacements ... les mâts en prennent 2 ...
 *   Si l'entrepôt est plein, plus rien ne peut plus être stocké. »
 *
 * @group Rules
 */
export function warehouseRoom(player: PlayerState): number {
  let used = 0;
  for (const piece of player.warehouse) used += spacesOf(piece);
  return WAREHOUSE_SPACES - used;
}

/**
 * Whether `piece` (and `also`, if given) fit into the warehouse now (it is rearranged
 * freely, so only room counts).
 *
 * @group Rules
 */
export function fits(player: PlayerState, piece: Piece, also?: Piece): boolean {
  return spacesOf(piece) + (also === undefined ? 0 : spacesOf(also)) <= warehouseRoom(player);
}

/**
 * Puts `piece` into the warehouse of `player`, a fresh copy (kept in canonical order).
 *
 * @group Rules
 */
export function store(player: Shallow<PlayerState>, piece: Piece): void {
  player.warehouse = sortPieces([...player.warehouse, piece]);
}

/**
 * Takes `piece` from the supply into the warehouse of the player at `seat`.
 *
 * @group Rules
 */
export function gainToWarehouse(d: NauticusDraft, seat: number, piece: Piece): void {
  const player = copyPlayer(playerAt(d, seat));
  storeFromSupply(d, player, piece);
  setPlayer(d, seat, player);
}

/**
 * Takes `piece` from the supply into the warehouse of `player`, a fresh copy.
 *
 * @group Rules
 */
export function storeFromSupply(d: NauticusDraft, player: Shallow<PlayerState>, piece: Piece): void {
  takeFromStock(d, piece);
  store(player, piece);
}

/**
 * The coat of arms of a ship: the one on its masts and sails that is not the crown, if any.
 *
 * @group Rules
 */
export function shipCrest(ship: Ship): Crest | null {
  for (const e of ship.masts) if (e !== 'crown') return e;
  for (const e of ship.sails) if (e !== 'crown') return e;
  return null;
}

/**
 * Whether the hull is finished: a one-tile hull, or a bow and a stern with 0-2 middles
 * between them. A closed hull takes no more parts.
 *
 * @rulebook 3.2.1.1 Acheter des parties de coque: « Une fois qu'un joueur a mis en place la proue et
 *   la poupe d'un navire, il n'est plus possible d'insérer de nouvelle tuile de partie de coque. »
 *
 * @group Rules
 */
export function hullClosed(ship: Ship): boolean {
  return ship.parts.includes('hull') || (ship.parts.includes('bow') && ship.parts.includes('stern'));
}

/**
 * Whether a ship is complete: closed hull, a mast and a sail on every hull tile. Goods have
 * nothing to do with it.
 *
 * @rulebook 4 Récompenses pour les navires achevés: « Un navire est achevé lorsque toutes ses parties
 *   du navire sont construites ... La marchandise n'a rien à voir avec l'achèvement des navires. »
 *
 * @group Rules
 */
export function isComplete(ship: Ship): boolean {
  const size = ship.parts.length;
  return hullClosed(ship) && ship.masts.length === size && ship.sails.length === size;
}

/**
 * Why a hull part cannot extend `ship`, or `null`. A bow goes in front, a stern behind, a
 * middle wherever the hull is still open; at most two middles and four tiles; the
 * one-tile hull is always a ship of its own (ruling N9).
 *
 * @rulebook 3.2.1.1: « Les navires de 3 ou 4 tuiles de parties coque peuvent être construits à partir
 *   d'un seul côté, ou commencent dans le milieu ... vous ne pouvez pas laisser un espace ».
 */
function hullProblem(ship: Ship, part: HullPart): string | null {
  if (part === 'hull') return 'a one-tile hull is a ship of its own';
  if (hullClosed(ship)) return 'its hull is closed';
  if (ship.parts.length >= 4) return 'a ship has at most 4 hull tiles';
  if (part === 'middle' && ship.parts.filter((p) => p === 'middle').length >= 2) return 'a ship has at most 2 middle parts';
  if (part !== 'middle' && ship.parts.includes(part)) return part === 'bow' ? 'it already has a bow' : 'it already has a stern';
  return null;
}

/** Whether an emblem may join a ship: the crown always; a coat of arms if it is the ship's or the ship has none. */
function emblemFits(ship: Ship, emblem: Emblem): boolean {
  const crest = shipCrest(ship);
  return emblem === 'crown' || crest === null || crest === emblem;
}

/**
 * Why `piece` cannot go onto ship `ship`, or `null`.
 *
 * @rulebook 3.2.1.2 Acheter des mâts (one coat of arms per ship, the crown is wild, unfinished hulls
 *   take masts); 3.2.1.3 Acheter des voiles (sails on masts); 3.2.1.4 Achat de marchandises (one good
 *   per hull tile, also on unfinished ships).
 *
 * @group Rules
 */
export function shipProblem(ship: Ship, piece: Piece): string | null {
  switch (kindOf(piece)) {
    case 'hull':
      return hullProblem(ship, piece as HullPart);
    case 'mast':
      if (ship.masts.length >= ship.parts.length) return 'every hull tile already has a mast';
      return emblemFits(ship, emblemOf(piece as Mast)) ? null : crestClash(ship);
    case 'sail':
      if (ship.sails.length >= ship.masts.length) return 'every mast already has a sail';
      return emblemFits(ship, emblemOf(piece as Sail)) ? null : crestClash(ship);
    case 'good':
      return ship.goods.length >= ship.parts.length ? 'every hull tile already carries a good' : null;
    default:
      return 'not a tile';
  }
}

/** The refusal for a mast or sail of another coat of arms than the ship's (made once per coat of arms). */
function crestClash(ship: Ship): string {
  return CREST_CLASH[shipCrest(ship) as Crest];
}

const CREST_CLASH = Object.fromEntries(CRESTS.map((c) => [c, `its coat of arms is ${c}`])) as Record<Crest, string>;

/**
 * Why `piece` cannot be built at `to` in the shipyard (not the warehouse), or `null`.
 *
 * @group Rules
 */
export function buildProblem(player: PlayerState, piece: Piece, to: Destination, explain = true): string | null {
  if (to === 'warehouse') return 'the warehouse is not in the shipyard';
  if (to === 'new') return isHullPart(piece) ? null : 'only a hull part starts a new ship';
  const ship = player.ships[to];
  if (ship === undefined) return explain ? `there is no ship ${to}` : NO_SHIP;
  const problem = shipProblem(ship, piece);
  // Listing moves asks this for every tile and every ship and only needs to know
  // whether: `explain: false` skips writing where the refusal applies, which costs
  // more than the rule itself. The answer is `null` exactly when it would be anyway.
  return problem === null || !explain ? problem : `ship ${to} cannot take a ${piece}: ${problem}`;
}

const NO_SHIP = 'there is no such ship';

/**
 * A new ship of one hull tile.
 *
 * @group Rules
 */
export function newShip(part: HullPart): Ship {
  return { parts: [part], masts: [], sails: [], goods: [], rewards: [] };
}

/**
 * The ship with `piece` built onto it (already checked): a new ship, the others shared.
 *
 * @group Rules
 */
export function built(ship: Ship, piece: Piece): Ship {
  const out = copyShip(ship);
  if (piece === 'bow') out.parts = ['bow', ...ship.parts];
  else if (piece === 'stern') out.parts = [...ship.parts, 'stern'];
  else if (piece === 'middle') {
    // A middle joins the open end: before the stern if there is one, else behind.
    out.parts = ship.parts.includes('stern') ? ['middle', ...ship.parts] : [...ship.parts, 'middle'];
  } else if (isMast(piece)) out.masts = [...ship.masts, emblemOf(piece)];
  else if (isSail(piece)) out.sails = [...ship.sails, emblemOf(piece)];
  else if (isGood(piece)) out.goods = [...ship.goods, piece];
  return out;
}

/**
 * Builds `piece` at `to` in the shipyard of `player`, a fresh copy (already checked);
 * returns the index of the ship it went to.
 *
 * @group Rules
 */
export function build(player: Shallow<PlayerState>, piece: Piece, to: Exclude<Destination, 'warehouse'>): number {
  const ships = player.ships;
  if (to === 'new') {
    player.ships = [...ships, newShip(piece as HullPart)];
    return ships.length;
  }
  const ship = ships[to];
  if (ship !== undefined) player.ships = replaceAt(ships, to, built(ship, piece));
  return to;
}

/**
 * Every destination a tile might go to in this player's shipyard, in a stable order.
 *
 * @group Rules
 */
export function shipyardDestinations(player: PlayerState): Destination[] {
  const places: Destination[] = ['new'];
  for (let i = 0; i < player.ships.length; i++) places.push(i);
  return places;
}

/**
 * The player's visible crowns: crown masts and sails in the shipyard and the warehouse,
 * plus one per flipped pass tile.
 *
 * @rulebook 3.2.2.4 Evaluation de la Couronne: « la somme des couronnes sur les voiles, les mâts et les
 *   tuiles « passer » retournées (les couronnes du chantier naval et de l'entrepôt sont prises en compte) ».
 *
 * @group Rules
 */
export function crownsOf(player: PlayerState): number {
  let n = player.passFlipped;
  for (const piece of player.warehouse) if (piece === 'mast-crown' || piece === 'sail-crown') n++;
  for (const ship of player.ships) {
    for (const e of ship.masts) if (e === 'crown') n++;
    for (const e of ship.sails) if (e === 'crown') n++;
  }
  return n;
}
