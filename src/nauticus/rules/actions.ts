/**
 * The uses of an action, one worker each: buying (blue tiles), transport, withdrawing
 * money, delivering goods and crown evaluation (beige tiles).
 *
 * @module
 */
import type { Draft } from '../../core/draft.js';
import { isBlue, itemsOf, printedPrice, type ActionTile } from '../board.js';
import { isHullPart, sortPieces, type Good, type Piece } from '../components.js';
import type { Destination, UseMove } from '../moves.js';
import type { Activity, NauticusDraft, NauticusState, PlayerDraft, PlayerState } from '../state.js';
import { checkCompletion } from './rewards.js';
import { build, buildProblem, crownsOf, fits, gainToWarehouse, isComplete, shipyardDestinations, store } from './shipyard.js';
import { beginActivity, currentActivity } from './turn.js';

/**
 * Price of a further identical item in the same action, whatever the first one cost.
 *
 * @group Rules
 */
export const DUPLICATE_PRICE = 4;
/**
 * Price of every item bought with the extra action.
 *
 * @group Rules
 */
export const EXTRA_PRICE = 2;
/**
 * Crown-evaluation points one action can bring in a round (ruling N5).
 *
 * @group Rules
 */
export const CROWN_CAP = 15;
/**
 * Coins per worker when withdrawing money.
 *
 * @group Rules
 */
export const WITHDRAW_COINS = 2;

/** Which action tile each use move belongs to (`buy`: any blue tile). */
const TILE_OF: Record<Exclude<UseMove['type'], 'buy'>, ActionTile> = {
  transport: 'transport',
  withdraw: 'withdraw',
  deliver: 'deliver',
  crown: 'crown',
};

/**
 * What the next `piece` costs in this action: the price printed opposite it at the
 * action's position (2 with the extra action); 4 for each further identical item.
 *
 * @rulebook 3.1 Généralités sur les actions: « chaque tuile identique supplémentaire coûte 4 pièces (et 1
 *   ouvrier) quel que soit le prix réel de la première tuile achetée »; 5 Action supplémentaire.
 *
 * @group Rules
 */
export function priceOf(state: NauticusState | NauticusDraft, activity: Activity, piece: Piece): number {
  if (activity.bought.includes(piece)) return DUPLICATE_PRICE;
  if (activity.position === null || !isBlue(activity.tile)) return EXTRA_PRICE;
  return printedPrice(state.rules.board, activity.position, activity.tile, piece);
}

/** Workers available for the action: the blue ones left, then the player's own. */
function workersFor(activity: Activity, player: PlayerState | PlayerDraft): number {
  return activity.blue + player.workers;
}

/**
 * Points the next crown evaluation would bring: one per visible crown, up to the cap of the action; a use must score (ruling N15).
 *
 * @group Rules
 */
export function crownGain(activity: Activity, player: PlayerState | PlayerDraft): number {
  return Math.max(0, Math.min(crownsOf(player), CROWN_CAP - activity.crownPoints));
}

/**
 * Why a use is refused now, or `null`.
 *
 * @rulebook 3.1: « il faut un ouvrier pour chaque utilisation de l'action »; the rule of each action in
 *   3.2.1 and 3.2.2; La règle d'or: a tile that cost no coin goes to the warehouse.
 *
 * @group Rules
 */
export function useProblem(state: NauticusState, move: UseMove): string | null {
  const activity = currentActivity(state);
  if (activity === null) return 'no action is being carried out';
  const player = state.players[move.player] as PlayerState;
  if (move.type === 'buy') {
    if (!isBlue(activity.tile) || !itemsOf(state.rules.board, activity.tile).includes(move.piece)) {
      return `the ${activity.tile} action does not sell ${move.piece}`;
    }
  } else if (TILE_OF[move.type] !== activity.tile) {
    return `'${move.type}' is not the ${activity.tile} action`;
  }
  if (workersFor(activity, player) < 1) return 'no worker left for another use';
  switch (move.type) {
    case 'buy': {
      if (state.stock[move.piece] <= 0) return `no ${move.piece} is left in the supply`;
      const price = priceOf(state, activity, move.piece);
      if (player.coins < price) return `a ${move.piece} costs ${price} coins; only ${player.coins} left`;
      return destinationProblem(player, move.piece, move.to, price);
    }
    case 'transport':
      if (!player.warehouse.includes(move.piece)) return `there is no ${move.piece} in the warehouse`;
      return buildProblem(player, move.piece, move.to);
    case 'withdraw':
      return null;
    case 'deliver': {
      const ship = player.ships[move.ship];
      if (ship === undefined) return `there is no ship ${move.ship}`;
      if (!isComplete(ship)) return `ship ${move.ship} is not complete`;
      if (ship.goods.length < ship.parts.length) return `ship ${move.ship} is not fully loaded`;
      if (workersFor(activity, player) < ship.goods.length) return `delivering ${ship.goods.length} goods needs as many workers`;
      return null;
    }
    case 'crown':
      if (crownGain(activity, player) <= 0) {
        return activity.crownPoints >= CROWN_CAP ? 'this action has already scored the 15 points it may' : 'no visible crown to score';
      }
      return null;
  }
}

/**
 * The golden rule: a tile that cost no coin goes to the warehouse, and only if it fits;
 * a paid one may be built at once instead, or stored like a free one (hull parts too,
 * ruling N23).
 *
 * @rulebook La règle d'or; 3.1: « Une tuile que vous achetez pour 0 pièce est considérée comme gratuite ».
 */
function destinationProblem(player: PlayerState, piece: Piece, to: Destination, price: number): string | null {
  if (to === 'warehouse') return fits(player, piece) ? null : `the warehouse has no room for a ${piece}`;
  if (price === 0) return `a ${piece} that cost nothing goes to the warehouse (golden rule)`;
  return buildProblem(player, piece, to);
}

/**
 * The use moves worth checking for the action `activity`, in a stable order.
 *
 * @group Rules
 */
export function useCandidates(state: NauticusState, player: number, activity: Activity): UseMove[] {
  const me = state.players[player] as PlayerState;
  const places: Destination[] = shipyardDestinations(me);
  switch (activity.tile) {
    case 'buyHulls':
    case 'buyMasts':
    case 'buySails':
    case 'buyGoods':
      return itemsOf(state.rules.board, activity.tile).flatMap((piece) =>
        (['warehouse', ...places] as Destination[])
          .filter((to) => to !== 'new' || isHullPart(piece))
          .map((to): UseMove => ({ type: 'buy', player, piece, to })),
      );
    case 'transport':
      return distinct(me.warehouse).flatMap((piece) =>
        places.filter((to) => to !== 'new' || isHullPart(piece)).map((to): UseMove => ({ type: 'transport', player, piece, to })),
      );
    case 'withdraw':
      return [{ type: 'withdraw', player }];
    case 'deliver':
      return me.ships.map((_, ship): UseMove => ({ type: 'deliver', player, ship }));
    case 'crown':
      return [{ type: 'crown', player }];
  }
}

function distinct(pieces: readonly Piece[]): Piece[] {
  return sortPieces([...new Set(pieces)]);
}

/** Spends `n` workers on the action: the blue ones first (they vanish anyway), then the player's (ruling N16). */
function spendWorkers(activity: Draft<Activity>, player: PlayerDraft, n: number): void {
  const blue = Math.min(activity.blue, n);
  activity.blue -= blue;
  player.workers -= n - blue;
  activity.uses += n;
}

/**
 * Carries out one use (already checked).
 *
 * @group Rules
 */
export function performUse(d: NauticusDraft, move: UseMove): void {
  const activity = beginActivity(d);
  const player = d.players[move.player] as PlayerDraft;
  switch (move.type) {
    case 'buy': {
      const price = priceOf(d, activity, move.piece);
      spendWorkers(activity, player, 1);
      player.coins -= price;
      activity.bought.push(move.piece);
      d.stock[move.piece] -= 1;
      placeTile(d, move.player, move.piece, move.to);
      earnFreeTile(d, activity);
      return;
    }
    case 'transport':
      spendWorkers(activity, player, 1);
      player.warehouse.splice(player.warehouse.indexOf(move.piece), 1);
      placeTile(d, move.player, move.piece, move.to);
      return;
    case 'withdraw':
      spendWorkers(activity, player, 1);
      player.coins += WITHDRAW_COINS;
      return;
    case 'deliver':
      deliver(player, activity, move.ship);
      return;
    case 'crown': {
      const gain = crownGain(activity, player);
      spendWorkers(activity, player, 1);
      player.score += gain;
      player.crownPoints += gain;
      activity.crownPoints += gain;
      return;
    }
  }
}

/** Puts a tile taken out of the supply or the warehouse at its destination; a completed ship interrupts. */
function placeTile(d: NauticusDraft, seat: number, piece: Piece, to: Destination): void {
  const player = d.players[seat] as PlayerDraft;
  if (to === 'warehouse') store(player, piece);
  else checkCompletion(d, seat, build(player, piece, to));
}

/**
 * Delivers the whole cargo of one ship, one worker per good; the goods are put beside the
 * warehouse and the ship may be loaded again.
 *
 * @rulebook 3.2.2.3 Livrer des marchandises.
 */
function deliver(player: PlayerDraft, activity: Draft<Activity>, index: number): void {
  const ship = player.ships[index];
  if (ship === undefined) return;
  spendWorkers(activity, player, ship.goods.length);
  for (const good of ship.goods) player.delivered[good as Good] += 1;
  ship.goods = [];
}

/**
 * Buying all four items of a blue tile in one action earns one more item of that tile,
 * free, without a worker, into the warehouse (ruling N3).
 *
 * @rulebook 3.1: « Si dans l'action le joueur achète les 4 tuiles parties de navire ou marchandise
 *   différentes, il reçoit gratuitement une tuile supplémentaire disponible sur la tuile action ».
 */
function earnFreeTile(d: NauticusDraft, activity: Draft<Activity>): void {
  if (activity.free !== 'none' || !isBlue(activity.tile)) return;
  const items = itemsOf(d.rules.board, activity.tile);
  if (!items.every((item) => activity.bought.includes(item))) return;
  activity.free = 'pending';
  settleFree(d);
}

/**
 * The items the free tile may be: those of the action's tile still in the supply and fitting into the warehouse.
 *
 * @group Rules
 */
export function freeChoices(state: NauticusState | NauticusDraft): Piece[] {
  const activity = state.turn?.activity;
  const player = state.players[state.turn?.player ?? 0];
  if (activity == null || player === undefined || !isBlue(activity.tile)) return [];
  return itemsOf(state.rules.board, activity.tile).filter((p) => state.stock[p] > 0 && fits(player, p));
}

/**
 * A free tile that cannot be taken (supply empty, warehouse full) is lost (ruling N2).
 *
 * @group Rules
 */
export function settleFree(d: NauticusDraft): void {
  const activity = d.turn?.activity;
  if (activity?.free === 'pending' && d.turn?.rewards === null && freeChoices(d).length === 0) activity.free = 'done';
}

/**
 * Takes the chosen free tile into the warehouse.
 *
 * @group Rules
 */
export function takeFree(d: NauticusDraft, seat: number, piece: Piece): void {
  const activity = d.turn?.activity;
  if (activity == null) return;
  gainToWarehouse(d, seat, piece);
  activity.free = 'done';
}
