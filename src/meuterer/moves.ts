/**
 * Meuterer's moves: one decision each, plain JSON with a `type` and the `player`.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, taggedUnion } from '../core/codecs.js';
import { CardCodec, GoodCodec, RoleCodec, type Card, type Good, type Role } from './cards.js';

/**
 * Phase 1: the captain lays the captain card showing `points` (0-3) for the mate.
 *
 * @group Moves
 */
export interface OfferRewardMove {
  readonly type: 'offerReward';
  readonly player: number;
  readonly points: number;
}

/**
 * Phase 2: play one card from hand face up in front of you.
 *
 * @group Moves
 */
export interface PlayMove {
  readonly type: 'play';
  readonly player: number;
  readonly card: Card;
}

/**
 * Phase 2: stop offering; the captain's destination follows from his hand size.
 *
 * @group Moves
 */
export interface PassMove {
  readonly type: 'pass';
  readonly player: number;
}

/**
 * Phase 2, right after passing (not the captain): take one action card from the centre.
 *
 * @group Moves
 */
export interface TakeRoleMove {
  readonly type: 'takeRole';
  readonly player: number;
  readonly role: Role;
}

/**
 * Phase 4: on your one turn of the mutiny, add `count` conflict cards from hand (0 allowed).
 *
 * @group Moves
 */
export interface AddConflictsMove {
  readonly type: 'addConflicts';
  readonly player: number;
  readonly count: number;
}

/**
 * Phase 5: sell `count` played cards of `good` on active island `island` (the one the
 * sale phase is asking about).
 *
 * @group Moves
 */
export interface SellMove {
  readonly type: 'sell';
  readonly player: number;
  readonly island: number;
  readonly good: Good;
  readonly count: number;
}

/**
 * Phase 5: sell nothing on `island`.
 *
 * @group Moves
 */
export interface NoSaleMove {
  readonly type: 'noSale';
  readonly player: number;
  readonly island: number;
}

/**
 * Phase 7, Lademeister: put one of the cards just drawn under the deck.
 *
 * @group Moves
 */
export interface ReturnCardMove {
  readonly type: 'returnCard';
  readonly player: number;
  readonly card: Card;
}

/**
 * Any Meuterer move.
 *
 * @group Moves
 */
export type MeutererMove =
  | OfferRewardMove
  | PlayMove
  | PassMove
  | TakeRoleMove
  | AddConflictsMove
  | SellMove
  | NoSaleMove
  | ReturnCardMove;

const player = intRange(0, 3);

/** One codec per move type, in the order of a round. */
const MEMBERS = {
  offerReward: closed('offerReward', { type: t.literal('offerReward'), player, points: intRange(0, 3) }),
  play: closed('play', { type: t.literal('play'), player, card: CardCodec }),
  pass: closed('pass', { type: t.literal('pass'), player }),
  takeRole: closed('takeRole', { type: t.literal('takeRole'), player, role: RoleCodec }),
  addConflicts: closed('addConflicts', { type: t.literal('addConflicts'), player, count: natural }),
  sell: closed('sell', { type: t.literal('sell'), player, island: natural, good: GoodCodec, count: natural }),
  noSale: closed('noSale', { type: t.literal('noSale'), player, island: natural }),
  returnCard: closed('returnCard', { type: t.literal('returnCard'), player, card: CardCodec }),
};

/**
 * Every move type, in the order of a round.
 *
 * @group Moves
 */
export const MOVE_TYPES = Object.freeze(Object.keys(MEMBERS)) as readonly MeutererMove['type'][];

/**
 * Codec for {@link MeutererMove}; unknown fields are refused.
 *
 * @group Codecs
 */
export const MeutererMoveCodec = codecFor<MeutererMove>()(taggedUnion('MeutererMove', 'type', MEMBERS));
