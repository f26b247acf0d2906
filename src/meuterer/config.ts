/**
 * What `meuterer.setup` takes.
 *
 * @module
 */
import * as t from 'io-ts';
import type { TableOptions } from '../core/game.js';
import { closed, codecFor, intRange, natural, oneOf, optional } from '../core/codecs.js';
import { CardsCodec, type Card } from './cards.js';
import { IslandSetCodec, type IslandSet } from './islands.js';

/**
 * How the merchant (Händler) scores when all four players tie for most goods on an
 * island. The rulebook says both "a four-way tie scores nothing" and "the merchant in a
 * tie scores as if alone"; see `docs/meuterer/rulings.md`.
 *
 * - `'top'` (default): the merchant takes the island's top value, the others nothing.
 * - `'nothing'`: nobody scores.
 *
 * @group Config
 */
export type MerchantFourWayTie = 'top' | 'nothing';

/**
 * A Meuterer table. Only `players` is required; everything else defaults to the rulebook.
 *
 * The optional `captain`, `hands` and `deck` fix the arrangement instead of shuffling it,
 * to mirror a physical table or rebuild a rulebook example.
 *
 * @group Config
 */
export interface MeutererConfig extends TableOptions {
  /** 3 or 4 players. */
  readonly players: number;
  /** Play with the pirate card and the pirate ship (« Variante: les pirates »). Default `false`. */
  readonly pirates?: boolean | undefined;
  /** The island circle (default {@link STANDARD_ISLANDS}). */
  readonly islands?: IslandSet | undefined;
  /**
   * Shuffle the circle instead of the standard order (default `false`). The start island
   * stays first, so the ship still starts there.
   */
  readonly shuffleIslands?: boolean | undefined;
  /** See {@link MerchantFourWayTie}. Default `'top'`. */
  readonly merchantFourWayTie?: MerchantFourWayTie | undefined;
  /** The first captain (default: drawn at random). */
  readonly captain?: number | undefined;
  /** Each seat's starting hand (default: dealt from the shuffled deck). */
  readonly hands?: readonly (readonly Card[])[] | undefined;
  /**
   * The draw pile after the deal, top card first. Requires `hands`; together they must
   * hold exactly the deck (36 cards, 37 with pirates).
   */
  readonly deck?: readonly Card[] | undefined;
}

/**
 * Codec for {@link MeutererConfig}.
 *
 * @group Codecs
 */
export const MeutererConfigCodec = codecFor<MeutererConfig>()(closed(
  'MeutererConfig',
  { players: intRange(3, 4) },
  {
    pirates: optional(t.boolean),
    islands: optional(IslandSetCodec),
    shuffleIslands: optional(t.boolean),
    merchantFourWayTie: optional(oneOf(['top', 'nothing'] as const)),
    captain: optional(natural),
    hands: optional(t.readonlyArray(CardsCodec)),
    deck: optional(CardsCodec),
  },
));
