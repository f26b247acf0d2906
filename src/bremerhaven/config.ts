/**
 * What `bremerhaven.setup` takes.
 *
 * @module
 */
import * as t from 'io-ts';
import type { TableOptions } from '../core/game.js';
import { closed, codecFor, intRange, natural, oneOf, optional, safeId } from '../core/codecs.js';
import { BoardDataCodec, type BoardData } from './board.js';
import {
  BuildingSetCodec,
  ContractSetCodec,
  NewspaperSetCodec,
  PriceSetCodec,
  ShipSetCodec,
  type BuildingSet,
  type ContractSet,
  type NewspaperSet,
  type PriceSet,
  type ShipSet,
} from './cards.js';

/**
 * - `long`: the full game for 2-4 players (Cover cards, Newspaper events, long-game cards).
 * - `short`: « The short game » for 2-4 players (no covers, 2 spaces a round, a starting
 *   building and 3 starting goods, leftover cards discarded every round).
 * - `solo`: « The solo game » for one player against the dummy (a 2-player short setup).
 *
 * @group Config
 */
export type Variant = 'long' | 'short' | 'solo';

/**
 * Component data to use instead of the (synthetic) defaults, set by set.
 *
 * @group Config
 */
export interface ComponentOverrides {
  readonly ships?: ShipSet | undefined;
  readonly contracts?: ContractSet | undefined;
  readonly buildings?: BuildingSet | undefined;
  readonly prices?: PriceSet | undefined;
  readonly newspapers?: NewspaperSet | undefined;
  readonly board?: BoardData | undefined;
}

/**
 * A Bremerhaven table. Only `players` is required: 1 is the solo game, 2-4 the long game
 * unless `variant` says `'short'`.
 *
 * The optional arrangements fix what setup would shuffle, to mirror a physical table or
 * rebuild a rulebook example. Decks are given top card first and must hold exactly the
 * cards of this game (filtered by player count and game length).
 *
 * @group Config
 */
export interface BremerhavenConfig extends TableOptions {
  /** 1 (solo) to 4. */
  readonly players: number;
  /** Default `'long'` with 2-4 players, `'solo'` with 1. */
  readonly variant?: Variant | undefined;
  /** Printed (or other) component data; each missing set is the synthetic default. */
  readonly components?: ComponentOverrides | undefined;
  /**
   * The starting Career ladder, Captain first (seats, 2-4 players). Default: drawn with
   * goods through the top Price card, as the rulebook describes.
   */
  readonly ranks?: readonly number[] | undefined;
  /** The Ship draw pile, top first: the first cards fill the Sea board. */
  readonly shipDeck?: readonly string[] | undefined;
  /**
   * The Contract draw pile, top first: the first cards fill the Land board, the next ones
   * are the starting contracts, seat by seat.
   */
  readonly contractDeck?: readonly string[] | undefined;
  /** The Building stack, top first (short and solo games: the first cards are the starting buildings, seat by seat). */
  readonly buildingStack?: readonly string[] | undefined;
  /** The Price stack as it lies when play begins, top first (its top card ranks the players). */
  readonly priceStack?: readonly string[] | undefined;
  /** The Newspaper stack, top first (long game: the Progress cards; solo: the dummy's cards). */
  readonly newspaperStack?: readonly string[] | undefined;
}

const ids = optional(t.readonlyArray(safeId));

/**
 * Codec for {@link Variant}.
 *
 * @group Codecs
 */
export const VariantCodec = oneOf(['long', 'short', 'solo'] as const, 'Variant');

/**
 * Codec for {@link ComponentOverrides}.
 *
 * @group Codecs
 */
export const ComponentOverridesCodec = codecFor<ComponentOverrides>()(closed('ComponentOverrides', {}, {
  ships: optional(ShipSetCodec),
  contracts: optional(ContractSetCodec),
  buildings: optional(BuildingSetCodec),
  prices: optional(PriceSetCodec),
  newspapers: optional(NewspaperSetCodec),
  board: optional(BoardDataCodec),
}));

/**
 * Codec for {@link BremerhavenConfig}.
 *
 * @group Codecs
 */
export const BremerhavenConfigCodec = codecFor<BremerhavenConfig>()(closed(
  'BremerhavenConfig',
  { players: intRange(1, 4) },
  {
    variant: optional(VariantCodec),
    components: optional(ComponentOverridesCodec),
    ranks: optional(t.readonlyArray(natural)),
    shipDeck: ids,
    contractDeck: ids,
    buildingStack: ids,
    priceStack: ids,
    newspaperStack: ids,
  },
));
