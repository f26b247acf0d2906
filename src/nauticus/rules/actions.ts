/**
 * The uses of an action, one worker each: buying (blue tiles), transport, withdrawing
 * money, delivering goods and crown evaluation (beige tiles).
 *
 * @module
 */
import { removeFirst, replaceAt } from '../../core/edit.js';
import { isBlue, itemsOf, printedPrice, type ActionTile } from '../board.js';
import type { Piece } from '../components.js';
import type { Destination, UseMove } from '../moves.js';
import { buyMove, crownMove, deliverMove, transportMove, withdrawMove } from '../listed-moves.js';
import type { Activity, NauticusDraft, NauticusState, PlayerState, Shallow } from '../state.js';
import { copyActivity, copyPlayer, copyShip, playerAt, setActivity, setPlayer, takeFromStock } from './edits.js';
import { checkCompletion } from './rewards.js';
import { settleFree } from './free.js';
import { build, buildProblem, crownsOf, fits, isComplete, shipyardDestinations, store } from './shipyard.js';
import { currentActivity } from './turn.js';

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
export function priceOf(state: NauticusState, activity: Activity, piece: Piece): number {
  if (activity.bought.includes(piece)) return DUPLICATE_PRICE;
  if (activity.position === null || !isBlue(activity.tile)) return EXTRA_PRICE;
  return printedPrice(state.rules.board, activity.position, activity.tile, piece);
}

/** Workers available for the action: the blue ones left, then the player's own. */
function workersFor(activity: Activity, player: PlayerState): number {
  return activity.blue + player.workers;
}

/**
 * Points the next crown evaluation would bring: one per visible crown, up to the cap of the action; a use must score (ruling N15).
 *
 * @group Rules
 */
export function crownGain(activity: Activity, player: PlayerState): number {
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
      const price = priceOf(state, activity, move.piece);
      return purchaseProblem(state, player, move.piece, price) ?? destinationProblem(player, move.piece, move.to, price);
    }
    case 'transport':
      return heldProblem(player, move.piece) ?? buildProblem(player, move.piece, move.to);
    case 'withdraw':
      return null;
    case 'deliver':
      return deliverProblem(activity, player, move.ship);
    case 'crown':
      return crownProblem(activity, player);
  }
}

/**
 * Why `piece` cannot be bought now for `price` ({@link priceOf}), wherever it would go:
 * none left in the supply, or too dear. With `explain: false` (listing moves) the refusal
 * is a fixed word instead of a message, as in {@link buildProblem}.
 */
function purchaseProblem(state: NauticusState, player: PlayerState, piece: Piece, price: number, explain = true): string | null {
  if (state.stock[piece] <= 0) return explain ? `no ${piece} is left in the supply` : 'sold out';
  if (player.coins >= price) return null;
  return explain ? `a ${piece} costs ${price} coins; only ${player.coins} left` : 'too dear';
}

/**
 * The golden rule: a tile that cost no coin goes to the warehouse, and only if it fits;
 * a paid one may be built at once instead, or stored like a free one (hull parts too,
 * ruling N23).
 *
 * @rulebook La règle d'or; 3.1: « Une tuile que vous achetez pour 0 pièce est considérée comme gratuite ».
 */
function destinationProblem(player: PlayerState, piece: Piece, to: Destination, price: number, explain = true): string | null {
  if (to === 'warehouse') return fits(player, piece) ? null : explain ? `the warehouse has no room for a ${piece}` : 'no room';
  if (price === 0) return explain ? `a ${piece} that cost nothing goes to the warehouse (golden rule)` : 'golden rule';
  return buildProblem(player, piece, to, explain);
}

/** Why `piece` cannot be transported, wherever it would go: there is none in the warehouse. */
function heldProblem(player: PlayerState, piece: Piece): string | null {
  return player.warehouse.includes(piece) ? null : `there is no ${piece} in the warehouse`;
}

/** Why ship `index` cannot be delivered: it must be complete and fully loaded, with a worker per good. */
function deliverProblem(activity: Activity, player: PlayerState, index: number): string | null {
  const ship = player.ships[index];
  if (ship === undefined) return `there is no ship ${index}`;
  if (!isComplete(ship)) return `ship ${index} is not complete`;
  if (ship.goods.length < ship.parts.length) return `ship ${index} is not fully loaded`;
  if (workersFor(activity, player) < ship.goods.length) return `delivering ${ship.goods.length} goods needs as many workers`;
  return null;
}

/** Why a crown evaluation would score nothing now. */
function crownProblem(activity: Activity, player: PlayerState): string | null {
  if (crownGain(activity, player) > 0) return null;
  return activity.crownPoints >= CROWN_CAP ? 'this action has already scored the 15 points it may' : 'no visible crown to score';
}

/**
 * The use moves allowed now in the action `activity`, in a stable order (each item of
 * the tile, or each distinct tile of the warehouse, to the warehouse, a new ship, then
 * each ship): exactly those {@link useProblem} accepts. They are built from the same rule
 * functions, asked once for what every destination shares (the worker, the supply, the
 * price, the tile in the warehouse) and then per destination, without the message of a
 * refusal (`explain: false`, see {@link buildProblem}), which nobody reads here.
 *
 * @group Rules
 */
export function useMoves(state: NauticusState, player: number, activity: Activity): UseMove[] {
  const me = state.players[player] as PlayerState;
  const moves: UseMove[] = [];
  if (workersFor(activity, me) < 1) return moves;
  switch (activity.tile) {
    case 'buyHulls':
    case 'buyMasts':
    case 'buySails':
    case 'buyGoods': {
      const places = shipyardDestinations(me);
      for (const piece of itemsOf(state.rules.board, activity.tile)) {
        const price = priceOf(state, activity, piece);
        if (purchaseProblem(state, me, piece, price, false) !== null) continue;
        if (destinationProblem(me, piece, 'warehouse', price, false) === null) moves.push(buyMove(player, piece, 'warehouse'));
        for (const to of places) if (destinationProblem(me, piece, to, price, false) === null) moves.push(buyMove(player, piece, to));
      }
      return moves;
    }
    case 'transport': {
      const places = shipyardDestinations(me);
      const held = me.warehouse;
      for (let i = 0; i < held.length; i++) {
        const piece = held[i] as Piece;
        // Each distinct tile once, in canonical order: a warehouse is kept sorted in that
        // order (`store`; the state codec refuses any other), so equal tiles are neighbours
        // and no set or sort is needed.
        if (i > 0 && held[i - 1] === piece) continue;
        if (heldProblem(me, piece) !== null) continue;
        for (const to of places) if (buildProblem(me, piece, to, false) === null) moves.push(transportMove(player, piece, to));
      }
      return moves;
    }
    case 'withdraw':
      moves.push(withdrawMove(player));
      return moves;
    case 'deliver':
      for (let ship = 0; ship < me.ships.length; ship++) if (deliverProblem(activity, me, ship) === null) moves.push(deliverMove(player, ship));
      return moves;
    case 'crown':
      if (crownProblem(activity, me) === null) moves.push(crownMove(player));
      return moves;
  }
}


/** Spends `n` workers on the action: the blue ones first (they vanish anyway), then the player's (ruling N16). */
function spendWorkers(activity: Shallow<Activity>, player: Shallow<PlayerState>, n: number): void {
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
  const seat = move.player;
  // The action under way, or the phase's action, which its first use begins (setActivity puts it on the turn).
  const activity = copyActivity(currentActivity(d) as Activity);
  const player = copyPlayer(playerAt(d, seat));
  let ship: number | null = null;
  switch (move.type) {
    case 'buy':
      player.coins -= priceOf(d, activity, move.piece);
      spendWorkers(activity, player, 1);
      activity.bought = [...activity.bought, move.piece];
      takeFromStock(d, move.piece);
      ship = place(player, move.piece, move.to);
      break;
    case 'transport':
      spendWorkers(activity, player, 1);
      player.warehouse = removeFirst(player.warehouse, move.piece);
      ship = place(player, move.piece, move.to);
      break;
    case 'withdraw':
      spendWorkers(activity, player, 1);
      player.coins += WITHDRAW_COINS;
      break;
    case 'deliver':
      deliver(player, activity, move.ship);
      break;
    case 'crown': {
      const gain = crownGain(activity, player);
      spendWorkers(activity, player, 1);
      player.score += gain;
      player.crownPoints += gain;
      activity.crownPoints += gain;
      break;
    }
  }
  setActivity(d, activity);
  setPlayer(d, seat, player);
  // A completed ship interrupts the action; buying all four items earns a free one.
  if (ship !== null) checkCompletion(d, seat, ship);
  if (move.type === 'buy') earnFreeTile(d);
}

/** Puts a tile taken out of the supply or the warehouse at its destination; the index of the ship it went to, if any. */
function place(player: Shallow<PlayerState>, piece: Piece, to: Destination): number | null {
  if (to === 'warehouse') {
    store(player, piece);
    return null;
  }
  return build(player, piece, to);
}

/**
 * Delivers the whole cargo of one ship, one worker per good; the goods are put beside the
 * warehouse and the ship may be loaded again.
 *
 * @rulebook 3.2.2.3 Livrer des marchandises.
 */
function deliver(player: Shallow<PlayerState>, activity: Shallow<Activity>, index: number): void {
  const ship = player.ships[index];
  if (ship === undefined) return;
  spendWorkers(activity, player, ship.goods.length);
  const delivered = { ...player.delivered };
  for (const good of ship.goods) delivered[good] += 1;
  player.delivered = delivered;
  const emptied = copyShip(ship);
  emptied.goods = [];
  player.ships = replaceAt(player.ships, index, emptied);
}

/**
 * Buying all four items of a blue tile in one action earns one more item of that tile,
 * free, without a worker, into the warehouse (ruling N3).
 *
 * @rulebook 3.1: « Si dans l'action le joueur achète les 4 tuiles parties de navire ou marchandise
 *   différentes, il reçoit gratuitement une tuile supplémentaire disponible sur la tuile action ».
 */
function earnFreeTile(d: NauticusDraft): void {
  const activity = d.turn?.activity;
  // Fewer than four items bought (most uses) cannot be all four of the tile.
  if (activity == null || activity.free !== 'none' || !isBlue(activity.tile) || activity.bought.length < 4) return;
  const items = itemsOf(d.rules.board, activity.tile);
  if (!items.every((item) => activity.bought.includes(item))) return;
  const pending = copyActivity(activity);
  pending.free = 'pending';
  setActivity(d, pending);
  settleFree(d);
}

// The free tile's rules live in free.ts, which the reward rules share without importing this module.
export { freeChoices, settleFree, takeFree } from './free.js';
