/**
 * Rewards for completed ships: one per mast, each of the six at most twice per ship,
 * chosen at once and usable at once.
 *
 * @module
 */
import { replaceAt } from '../../core/edit.js';
import { GOODS, type Good } from '../components.js';
import type { RewardGoodsMove, RewardMove } from '../moves.js';
import { REWARDS, type NauticusDraft, type NauticusState, type PlayerState, type Reward } from '../state.js';
import { settleFree } from './free.js';
import { copyPlayer, copyShip, copyTurn, playerAt, setPlayer, turnOf } from './edits.js';
import { fits, isComplete, storeFromSupply } from './shipyard.js';

/**
 * Points of the « 3 points de victoire » reward.
 *
 * @group Rules
 */
export const REWARD_POINTS = 3;
/**
 * Coins of the « 7 pièces » reward.
 *
 * @group Rules
 */
export const REWARD_COINS = 7;
/**
 * Workers of the « 3 ouvriers » reward.
 *
 * @group Rules
 */
export const REWARD_WORKERS = 3;
/**
 * How often one reward may be chosen for the same ship.
 *
 * @group Rules
 */
export const REWARD_LIMIT = 2;

/**
 * A ship just completed interrupts the action: its owner chooses one reward per mast
 * before going on.
 *
 * @rulebook 4 Récompenses pour les navires achevés: « A chaque fois qu'un joueur achève un navire, il
 *   interrompt son tour et reçoit immédiatement une ou plusieurs récompenses ».
 *
 * @group Rules
 */
export function checkCompletion(d: NauticusDraft, seat: number, index: number): void {
  const ship = d.players[seat]?.ships[index];
  if (ship === undefined || ship.rewards.length > 0 || !isComplete(ship)) return;
  const turn = copyTurn(d);
  turn.rewards = { ship: index, remaining: ship.masts.length };
  d.turn = turn;
}

/** The pairs of different goods that could be taken now, in canonical order. */
function goodsPairs(state: NauticusState, player: PlayerState): [Good, Good][] {
  const available = GOODS.filter((g) => state.stock[g] > 0);
  const pairs: [Good, Good][] = [];
  available.forEach((a, i) => available.slice(i + 1).forEach((b) => pairs.push([a, b])));
  return fits(player, 'coffee', 'coffee') ? pairs : [];
}

/**
 * Why a reward is refused, or `null`: at most twice the same per ship; crown tiles and
 * goods only while the supply has them and the warehouse has room (ruling N10).
 *
 * @rulebook 4: « Chaque récompense peut être choisie au maximum de 2 fois par navire achevé. »
 *
 * @group Rules
 */
export function rewardProblem(state: NauticusState, move: RewardMove | RewardGoodsMove): string | null {
  const pending = state.turn?.rewards;
  if (pending == null) return 'no completed ship is waiting for rewards';
  const player = state.players[move.player] as PlayerState;
  const ship = player.ships[pending.ship];
  const reward: Reward = move.type === 'rewardGoods' ? 'goods' : move.reward;
  if (ship !== undefined && ship.rewards.filter((r) => r === reward).length >= REWARD_LIMIT) {
    return `this ship has already given the ${reward} reward twice`;
  }
  switch (reward) {
    case 'crownMast':
      if (state.stock['mast-crown'] <= 0) return 'no crown mast is left';
      return fits(player, 'mast-crown') ? null : 'the warehouse has no room for a crown mast';
    case 'crownSail':
      if (state.stock['sail-crown'] <= 0) return 'no crown sail is left';
      return fits(player, 'sail-crown') ? null : 'the warehouse has no room for a crown sail';
    case 'goods': {
      const goods = (move as RewardGoodsMove).goods;
      const ok = goodsPairs(state, player).some(([a, b]) => a === goods[0] && b === goods[1]);
      return ok ? null : 'two different goods, in canonical order, from the supply and fitting into the warehouse';
    }
    default:
      return null;
  }
}

/**
 * The reward moves allowed now, in a stable order: exactly those {@link rewardProblem}
 * accepts (rewards come rarely, so each conceivable one is simply asked).
 *
 * @group Rules
 */
export function rewardMoves(state: NauticusState, player: number): (RewardMove | RewardGoodsMove)[] {
  const me = state.players[player] as PlayerState;
  const conceivable: (RewardMove | RewardGoodsMove)[] = [
    ...REWARDS.filter((r) => r !== 'goods').map((reward): RewardMove => ({ type: 'reward', player, reward: reward as RewardMove['reward'] })),
    ...goodsPairs(state, me).map((goods): RewardGoodsMove => ({ type: 'rewardGoods', player, goods })),
  ];
  return conceivable.filter((m) => rewardProblem(state, m) === null);
}

/**
 * Takes one reward (already checked); after the last one the interrupted action goes on.
 *
 * @group Rules
 */
export function takeReward(d: NauticusDraft, seat: number, reward: Reward, goods: readonly Good[]): void {
  const pending = turnOf(d).rewards;
  if (pending === null) return;
  const player = copyPlayer(playerAt(d, seat));
  const ship = player.ships[pending.ship];
  if (ship !== undefined) {
    const rewarded = copyShip(ship);
    rewarded.rewards = [...ship.rewards, reward];
    player.ships = replaceAt(player.ships, pending.ship, rewarded);
  }
  switch (reward) {
    case 'crownMast':
      storeFromSupply(d, player, 'mast-crown');
      break;
    case 'crownSail':
      storeFromSupply(d, player, 'sail-crown');
      break;
    case 'points':
      player.score += REWARD_POINTS;
      break;
    case 'coins':
      player.coins += REWARD_COINS;
      break;
    case 'workers':
      player.workers += REWARD_WORKERS;
      break;
    case 'goods':
      for (const good of goods) storeFromSupply(d, player, good);
      break;
  }
  setPlayer(d, seat, player);
  const turn = copyTurn(d);
  turn.rewards = pending.remaining > 1 ? { ...pending, remaining: pending.remaining - 1 } : null;
  d.turn = turn;
  if (turn.rewards === null) settleFree(d);
}
