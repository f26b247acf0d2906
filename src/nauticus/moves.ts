/**
 * Nauticus's moves: one decision each, plain JSON with a `type` and the `player`.
 *
 * An action is carried out one use at a time (one worker each): a player buys, transports,
 * withdraws, delivers or evaluates crowns as often as he likes and can afford, then
 * `finish`es; or he `pass`es instead (ruling N20). Choices that follow from a use (the free
 * tile, the rewards of a completed ship) are moves of their own.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, oneOf, taggedUnion, exactly } from '../core/codecs.js';
import { ActionTileCodec, type ActionTile } from './board.js';
import { GoodCodec, PieceCodec, type Good, type Piece } from './components.js';
import type { Reward } from './state.js';

/**
 * Where a tile goes: the warehouse, a new ship (hull parts only), or the ship with that
 * index in the player's shipyard.
 *
 * @group Moves
 */
export type Destination = 'warehouse' | 'new' | number;

/**
 * The start player chooses the action tile at board `position` (0-7) and takes its bonus.
 *
 * @group Moves
 */
export interface SelectMove {
  readonly type: 'select';
  readonly player: number;
  readonly position: number;
}

/**
 * The start player chooses the mast, sail or good of his bonus (into the warehouse).
 *
 * @group Moves
 */
export interface BonusMove {
  readonly type: 'bonus';
  readonly player: number;
  readonly piece: Piece;
}

/**
 * Use the extra-action tile (once per game): 2 workers, then perform `tile`'s action.
 *
 * @group Moves
 */
export interface ExtraMove {
  readonly type: 'extra';
  readonly player: number;
  readonly tile: ActionTile;
}

/**
 * Blue action: buy one `piece` and put it `to` the warehouse or the shipyard.
 *
 * @group Moves
 */
export interface BuyMove {
  readonly type: 'buy';
  readonly player: number;
  readonly piece: Piece;
  readonly to: Destination;
}

/**
 * Transport: move one `piece` from the warehouse `to` a ship (or a new ship).
 *
 * @group Moves
 */
export interface TransportMove {
  readonly type: 'transport';
  readonly player: number;
  readonly piece: Piece;
  readonly to: Destination;
}

/**
 * Withdraw money: one worker for 2 coins.
 *
 * @group Moves
 */
export interface WithdrawMove {
  readonly type: 'withdraw';
  readonly player: number;
}

/**
 * Deliver goods: the whole cargo of one complete, fully loaded `ship`, one worker per good.
 *
 * @group Moves
 */
export interface DeliverMove {
  readonly type: 'deliver';
  readonly player: number;
  readonly ship: number;
}

/**
 * Crown evaluation: one worker for as many points as visible crowns (within the cap).
 *
 * @group Moves
 */
export interface CrownMove {
  readonly type: 'crown';
  readonly player: number;
}

/**
 * Choose the free tile earned by buying all four items of a blue tile (into the warehouse).
 *
 * @group Moves
 */
export interface TakeFreeMove {
  readonly type: 'takeFree';
  readonly player: number;
  readonly piece: Piece;
}

/**
 * Choose one reward for the ship just completed (not the goods; see {@link RewardGoodsMove}).
 *
 * @group Moves
 */
export interface RewardMove {
  readonly type: 'reward';
  readonly player: number;
  readonly reward: Exclude<Reward, 'goods'>;
}

/**
 * Choose the « 2 marchandises » reward: two different goods, in canonical order.
 *
 * @group Moves
 */
export interface RewardGoodsMove {
  readonly type: 'rewardGoods';
  readonly player: number;
  readonly goods: readonly [Good, Good];
}

/**
 * Stop carrying out the current action (the phase's or the extra one).
 *
 * @group Moves
 */
export interface FinishMove {
  readonly type: 'finish';
  readonly player: number;
}

/**
 * Do not perform the phase's action: flip the next pass tile.
 *
 * @group Moves
 */
export interface PassMove {
  readonly type: 'pass';
  readonly player: number;
}

/**
 * End the turn without using the extra action after the phase's action.
 *
 * @group Moves
 */
export interface EndTurnMove {
  readonly type: 'endTurn';
  readonly player: number;
}

/**
 * A move that uses the action being carried out (one worker each, a delivery one per good).
 *
 * @group Moves
 */
export type UseMove = BuyMove | TransportMove | WithdrawMove | DeliverMove | CrownMove;

/**
 * Any Nauticus move.
 *
 * @group Moves
 */
export type NauticusMove =
  | SelectMove
  | BonusMove
  | ExtraMove
  | UseMove
  | TakeFreeMove
  | RewardMove
  | RewardGoodsMove
  | FinishMove
  | PassMove
  | EndTurnMove;

const player = intRange(0, 3);
const DestinationCodec = codecFor<Destination>()(t.union([oneOf(['warehouse', 'new'] as const), natural]));

/** The codec of each move, by type. */
const MEMBERS = {
  select: closed('select', { type: t.literal('select'), player, position: intRange(0, 7) }),
  bonus: closed('bonus', { type: t.literal('bonus'), player, piece: PieceCodec }),
  extra: closed('extra', { type: t.literal('extra'), player, tile: ActionTileCodec }),
  buy: closed('buy', { type: t.literal('buy'), player, piece: PieceCodec, to: DestinationCodec }),
  transport: closed('transport', { type: t.literal('transport'), player, piece: PieceCodec, to: DestinationCodec }),
  withdraw: closed('withdraw', { type: t.literal('withdraw'), player }),
  deliver: closed('deliver', { type: t.literal('deliver'), player, ship: natural }),
  crown: closed('crown', { type: t.literal('crown'), player }),
  takeFree: closed('takeFree', { type: t.literal('takeFree'), player, piece: PieceCodec }),
  reward: closed('reward', {
    type: t.literal('reward'),
    player,
    reward: oneOf(['crownMast', 'crownSail', 'points', 'coins', 'workers'] as const, 'Reward (not goods)'),
  }),
  rewardGoods: closed('rewardGoods', { type: t.literal('rewardGoods'), player, goods: exactly(t.tuple([GoodCodec, GoodCodec]), 2) }),
  finish: closed('finish', { type: t.literal('finish'), player }),
  pass: closed('pass', { type: t.literal('pass'), player }),
  endTurn: closed('endTurn', { type: t.literal('endTurn'), player }),
};

/**
 * Codec for {@link NauticusMove}; unknown fields are refused.
 *
 * @group Codecs
 */
export const NauticusMoveCodec = codecFor<NauticusMove>()(taggedUnion('NauticusMove', 'type', MEMBERS));

/**
 * Every move type, in the order of the codec.
 *
 * @group Moves
 */
export const MOVE_TYPES = Object.keys(MEMBERS) as readonly NauticusMove['type'][];

