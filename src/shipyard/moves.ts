/**
 * Shipyard's moves: one decision each, plain JSON with a `type` and the `player`.
 *
 * Display positions are given by column and row (row 0 is the bottom, free row); cards a
 * player holds (trains, canals, contracts) by their id.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, oneOf, taggedUnion } from '../core/codecs.js';
import { ActionCodec, EdgeCodec, EquipmentCodec, ItemCodec, ShipKindCodec, type Action, type Edge, type Equipment, type Item, type ShipKind } from './items.js';

/**
 * A column of the ship display. The two middle columns are filled from one deck.
 *
 * @group Moves
 */
export const SHIP_COLUMNS = ['bow', 'middle-1', 'middle-2', 'stern'] as const;
/**
 * A column of the ship display.
 *
 * @group Moves
 */
export type ShipColumn = (typeof SHIP_COLUMNS)[number];

/**
 * Step 2 (and the final action): put a pawn on an action card; income follows automatically.
 *
 * @group Moves
 */
export interface ChooseActionMove {
  readonly type: 'chooseAction';
  readonly player: number;
  readonly action: Action;
}

/**
 * Step 4: pay 6 florins for a bonus action (any card but the one chosen this turn), before or after the main one.
 *
 * @group Moves
 */
export interface BonusMove {
  readonly type: 'bonus';
  readonly player: number;
  readonly action: Action;
}

/**
 * Step 4: end the actions (after the main one) without a bonus action.
 *
 * @group Moves
 */
export interface FinishActionsMove {
  readonly type: 'finishActions';
  readonly player: number;
}

/**
 * Build Ships (also the last chance): take a ship card from the display and pay its row's price.
 *
 * @group Moves
 */
export interface TakeShipCardMove {
  readonly type: 'takeShipCard';
  readonly player: number;
  readonly column: ShipColumn;
  readonly row: number;
}

/**
 * Build Ships: take a free substitute for a kind of ship card that is sold out.
 *
 * @group Moves
 */
export interface TakeSubstituteMove {
  readonly type: 'takeSubstitute';
  readonly player: number;
  readonly kind: ShipKind;
}

/**
 * Build Ships: put the ship card just taken on an empty space of the shipyard.
 *
 * @group Moves
 */
export interface PlaceShipCardMove {
  readonly type: 'placeShipCard';
  readonly player: number;
  readonly slot: number;
}

/**
 * Build Ships: stop after one or two cards (the display then slides down and refills).
 *
 * @group Moves
 */
export interface EndBuildMove {
  readonly type: 'endBuild';
  readonly player: number;
}

/**
 * Purchase Commodities: buy the train on `row` of the display.
 *
 * @group Moves
 */
export interface BuyTrainMove {
  readonly type: 'buyTrain';
  readonly player: number;
  readonly row: number;
}

/**
 * Rent Canal: rent the canal on `row` of the display.
 *
 * @group Moves
 */
export interface RentCanalMove {
  readonly type: 'rentCanal';
  readonly player: number;
  readonly row: number;
}

/**
 * Rent Canal: lay the rented canal at grid cell (x, y), turned end for end or not.
 *
 * @group Moves
 */
export interface PlaceCanalMove {
  readonly type: 'placeCanal';
  readonly player: number;
  readonly x: number;
  readonly y: number;
  readonly turned: boolean;
}

/**
 * Rent Canal, first canal only: put the boat on the square at `edge`, its stern pointing out.
 *
 * @group Moves
 */
export interface PlaceBoatMove {
  readonly type: 'placeBoat';
  readonly player: number;
  readonly edge: Edge;
}

/**
 * Manufacture Equipment: move the ring's marker to `item` (one step free, then 1 florin a step).
 *
 * @group Moves
 */
export interface ManufactureMove {
  readonly type: 'manufacture';
  readonly player: number;
  readonly item: Equipment;
}

/**
 * Recruit Crew: move the circle's marker to `item` (one step free, then 1 florin a step).
 *
 * @group Moves
 */
export interface RecruitMove {
  readonly type: 'recruit';
  readonly player: number;
  readonly item: Item;
}

/**
 * Hire Employee: move the oval's marker to `space` and hire the top card of `stack` there.
 *
 * @group Moves
 */
export interface HireMove {
  readonly type: 'hire';
  readonly player: number;
  readonly space: number;
  readonly stack: number;
}

/**
 * Exchange Commodities: exchange the train `train` (its id); the hexagon's marker moves one space.
 *
 * @group Moves
 */
export interface ExchangeTrainMove {
  readonly type: 'exchangeTrain';
  readonly player: number;
  readonly train: string;
}

/**
 * Exchange Commodities: sell the cargo of wagon `wagon` at the current price.
 *
 * @group Moves
 */
export interface SellWagonMove {
  readonly type: 'sellWagon';
  readonly player: number;
  readonly wagon: number;
}

/**
 * Exchange Commodities: swap the cargo of wagon `wagon` for `item` from the exchange table.
 *
 * @group Moves
 */
export interface SwapWagonMove {
  readonly type: 'swapWagon';
  readonly player: number;
  readonly wagon: number;
  readonly item: Item;
}

/**
 * Receive Subsidy (4 players): take 2 florins.
 *
 * @group Moves
 */
export interface TakeSubsidyMove {
  readonly type: 'takeSubsidy';
  readonly player: number;
}

/**
 * Sea trial: send ship `ship` (index among those waiting, left to right) next.
 *
 * @group Moves
 */
export interface ChooseShipMove {
  readonly type: 'chooseShip';
  readonly player: number;
  readonly ship: number;
}

/**
 * Sea trial: put one piece from the shipyard aboard (a captain beyond the first is an officer).
 *
 * @group Moves
 */
export interface LoadMove {
  readonly type: 'load';
  readonly player: number;
  readonly item: Item;
}

/**
 * Sea trial: done loading; sail, using `rigger` points of the rigger's bonus (0 without
 * one) and, if `helmsman`, the helmsman's +1 (`false` without one).
 *
 * @group Moves
 */
export interface LaunchMove {
  readonly type: 'launch';
  readonly player: number;
  readonly rigger: number;
  readonly helmsman: boolean;
}

/**
 * Sea trial: at a junction, sail on to square `square` of canal `canal` (its id).
 *
 * @group Moves
 */
export interface SailMove {
  readonly type: 'sail';
  readonly player: number;
  readonly canal: string;
  readonly square: number;
}

/**
 * Between laps: give up one secret contract (its id).
 *
 * @group Moves
 */
export interface DiscardContractMove {
  readonly type: 'discardContract';
  readonly player: number;
  readonly contract: string;
}

/**
 * The last chance: do not complete a ship.
 *
 * @group Moves
 */
export interface PassFinalChanceMove {
  readonly type: 'passFinalChance';
  readonly player: number;
}

/**
 * Any Shipyard move.
 *
 * @group Moves
 */
export type ShipyardMove =
  | ChooseActionMove
  | BonusMove
  | FinishActionsMove
  | TakeShipCardMove
  | TakeSubstituteMove
  | PlaceShipCardMove
  | EndBuildMove
  | BuyTrainMove
  | RentCanalMove
  | PlaceCanalMove
  | PlaceBoatMove
  | ManufactureMove
  | RecruitMove
  | HireMove
  | ExchangeTrainMove
  | SellWagonMove
  | SwapWagonMove
  | TakeSubsidyMove
  | ChooseShipMove
  | LoadMove
  | LaunchMove
  | SailMove
  | DiscardContractMove
  | PassFinalChanceMove;

const player = intRange(0, 3);
const m = <T extends string, P extends t.Props>(type: T, props: P) => closed(type, { type: t.literal(type), player, ...props });

/**
 * Codec for {@link ShipyardMove}; unknown fields are refused.
 *
 * @group Codecs
 */
export const ShipyardMoveCodec = codecFor<ShipyardMove>()(
  taggedUnion('ShipyardMove', 'type', {
    chooseAction: m('chooseAction', { action: ActionCodec }),
    bonus: m('bonus', { action: ActionCodec }),
    finishActions: m('finishActions', {}),
    takeShipCard: m('takeShipCard', { column: oneOf(SHIP_COLUMNS, 'ShipColumn'), row: natural }),
    takeSubstitute: m('takeSubstitute', { kind: ShipKindCodec }),
    placeShipCard: m('placeShipCard', { slot: natural }),
    endBuild: m('endBuild', {}),
    buyTrain: m('buyTrain', { row: natural }),
    rentCanal: m('rentCanal', { row: natural }),
    placeCanal: m('placeCanal', { x: integer, y: integer, turned: t.boolean }),
    placeBoat: m('placeBoat', { edge: EdgeCodec }),
    manufacture: m('manufacture', { item: EquipmentCodec }),
    recruit: m('recruit', { item: ItemCodec }),
    hire: m('hire', { space: natural, stack: natural }),
    exchangeTrain: m('exchangeTrain', { train: t.string }),
    sellWagon: m('sellWagon', { wagon: natural }),
    swapWagon: m('swapWagon', { wagon: natural, item: ItemCodec }),
    takeSubsidy: m('takeSubsidy', {}),
    chooseShip: m('chooseShip', { ship: natural }),
    load: m('load', { item: ItemCodec }),
    launch: m('launch', { rigger: natural, helmsman: t.boolean }),
    sail: m('sail', { canal: t.string, square: natural }),
    discardContract: m('discardContract', { contract: t.string }),
    passFinalChance: m('passFinalChance', {}),
  }),
);
