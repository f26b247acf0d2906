/**
 * Bremerhaven's moves: one decision each, plain JSON with a `type` and the `player`.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, safeId, taggedUnion } from '../core/codecs.js';
import { DOCKS, LOADING_DOCKS, SPACE_COUNT, WALLS } from './board.js';
import { GoodCodec, type Good } from './goods.js';
import { SpaceIdCodec, type SpaceId } from './spaces.js';

/**
 * Short and solo setup: take one starting good (not one named on your starting contract).
 *
 * @group Moves
 */
export interface StartingGoodMove {
  readonly type: 'startingGood';
  readonly player: number;
  readonly good: Good;
}

/**
 * Bidding phase: place the Influence card of value `value` face down on `space`.
 *
 * @group Moves
 */
export interface BidMove {
  readonly type: 'bid';
  readonly player: number;
  readonly space: SpaceId;
  readonly value: number;
}

/**
 * 1.2: use a Building permit (paying its price) to place a Bollard on quay wall `wall` (0-3, top first).
 *
 * @group Moves
 */
export interface BollardMove {
  readonly type: 'bollard';
  readonly player: number;
  readonly wall: number;
}

/**
 * 1.2: use a Building permit to clear Storage space `storageSpace` (0-11) of its Cover card.
 *
 * @group Moves
 */
export interface UncoverMove {
  readonly type: 'uncover';
  readonly player: number;
  readonly storageSpace: number;
}

/**
 * 1.2: use a Building permit to build the gained Building `building` on an empty space.
 *
 * @group Moves
 */
export interface BuildMove {
  readonly type: 'build';
  readonly player: number;
  readonly building: string;
}

/**
 * 1.2: use no (more) Building permits this round.
 *
 * @group Moves
 */
export interface EndPermitsMove {
  readonly type: 'endPermits';
  readonly player: number;
}

/**
 * 1.3: pay the difference to the highest bid and take the next Influence card.
 *
 * @group Moves
 */
export interface GrowMove {
  readonly type: 'grow';
  readonly player: number;
}

/**
 * 1.3: do not pay, do not grow.
 *
 * @group Moves
 */
export interface SkipGrowMove {
  readonly type: 'skipGrow';
  readonly player: number;
}

/**
 * 1.4: put Price card `card` on top of the stack (the current top card keeps the prices).
 *
 * @group Moves
 */
export interface SetPricesMove {
  readonly type: 'setPrices';
  readonly player: number;
  readonly card: string;
}

/**
 * 1.4, Commodity Exchange owner only: leave it to the stack (the top card goes to the bottom).
 *
 * @group Moves
 */
export interface RotatePricesMove {
  readonly type: 'rotatePrices';
  readonly player: number;
}

/**
 * 1.5: swap the tokens on ranks `rank` and `rank + 1` (0 = Captain).
 *
 * @group Moves
 */
export interface SwapRanksMove {
  readonly type: 'swapRanks';
  readonly player: number;
  readonly rank: number;
}

/**
 * 1.5: leave the Career ladder as it is.
 *
 * @group Moves
 */
export interface KeepRanksMove {
  readonly type: 'keepRanks';
  readonly player: number;
}

/**
 * 2: place the Ship won in Dock `dock` (0-2, top first) with its goods of type `cargo` (the printed type, or the one chosen for wild cargo).
 *
 * @group Moves
 */
export interface PlaceShipMove {
  readonly type: 'placeShip';
  readonly player: number;
  readonly dock: number;
  readonly cargo: Good;
}

/**
 * 3: place the Contract won in Loading dock `loadingDock` (0-3, left first).
 *
 * @group Moves
 */
export interface PlaceContractMove {
  readonly type: 'placeContract';
  readonly player: number;
  readonly loadingDock: number;
}

/**
 * 4.1: let production building `building` produce.
 *
 * @group Moves
 */
export interface ProduceMove {
  readonly type: 'produce';
  readonly player: number;
  readonly building: string;
}

/**
 * 4.2: move one good from the Ship in Dock `dock` onto an empty Storage space.
 *
 * @group Moves
 */
export interface UnloadMove {
  readonly type: 'unload';
  readonly player: number;
  readonly dock: number;
}

/**
 * 4.2: move one `good` from storage onto the Contract in Loading dock `loadingDock`.
 *
 * @group Moves
 */
export interface DeliverMove {
  readonly type: 'deliver';
  readonly player: number;
  readonly loadingDock: number;
  readonly good: Good;
}

/**
 * 4.2: turn two crates into one container for 1 money.
 *
 * @group Moves
 */
export interface PackMove {
  readonly type: 'pack';
  readonly player: number;
}

/**
 * 4.2: turn one container into two crates for 1 money.
 *
 * @group Moves
 */
export interface UnpackMove {
  readonly type: 'unpack';
  readonly player: number;
}

/**
 * 4: finish the harbour: 4.3 prestige and 4.4 Time markers follow.
 *
 * @group Moves
 */
export interface EndHarbourMove {
  readonly type: 'endHarbour';
  readonly player: number;
}

/**
 * Any Bremerhaven move.
 *
 * @group Moves
 */
export type BremerhavenMove =
  | StartingGoodMove
  | BidMove
  | BollardMove
  | UncoverMove
  | BuildMove
  | EndPermitsMove
  | GrowMove
  | SkipGrowMove
  | SetPricesMove
  | RotatePricesMove
  | SwapRanksMove
  | KeepRanksMove
  | PlaceShipMove
  | PlaceContractMove
  | ProduceMove
  | UnloadMove
  | DeliverMove
  | PackMove
  | UnpackMove
  | EndHarbourMove;

const player = intRange(0, 3);
const bare = <K extends string>(type: K) => closed(type, { type: t.literal(type), player });

/**
 * Codec for {@link BremerhavenMove}; unknown fields are refused.
 *
 * @group Codecs
 */
export const BremerhavenMoveCodec = codecFor<BremerhavenMove>()(
  taggedUnion('BremerhavenMove', 'type', {
    startingGood: closed('startingGood', { type: t.literal('startingGood'), player, good: GoodCodec }),
    bid: closed('bid', { type: t.literal('bid'), player, space: SpaceIdCodec, value: intRange(1, 9) }),
    bollard: closed('bollard', { type: t.literal('bollard'), player, wall: intRange(0, WALLS - 1) }),
    uncover: closed('uncover', { type: t.literal('uncover'), player, storageSpace: intRange(0, SPACE_COUNT - 1) }),
    build: closed('build', { type: t.literal('build'), player, building: safeId }),
    endPermits: bare('endPermits'),
    grow: bare('grow'),
    skipGrow: bare('skipGrow'),
    setPrices: closed('setPrices', { type: t.literal('setPrices'), player, card: safeId }),
    rotatePrices: bare('rotatePrices'),
    swapRanks: closed('swapRanks', { type: t.literal('swapRanks'), player, rank: intRange(0, 2) }),
    keepRanks: bare('keepRanks'),
    placeShip: closed('placeShip', { type: t.literal('placeShip'), player, dock: intRange(0, DOCKS - 1), cargo: GoodCodec }),
    placeContract: closed('placeContract', { type: t.literal('placeContract'), player, loadingDock: intRange(0, LOADING_DOCKS - 1) }),
    produce: closed('produce', { type: t.literal('produce'), player, building: safeId }),
    unload: closed('unload', { type: t.literal('unload'), player, dock: intRange(0, DOCKS - 1) }),
    deliver: closed('deliver', { type: t.literal('deliver'), player, loadingDock: intRange(0, LOADING_DOCKS - 1), good: GoodCodec }),
    pack: bare('pack'),
    unpack: bare('unpack'),
    endHarbour: bare('endHarbour'),
  }),
);
