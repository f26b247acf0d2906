/**
 * The four goods, counts of goods, and the storage arithmetic of a harbour.
 *
 * Goods inside one harbour are interchangeable, and the rules let a player move them
 * between storage spaces freely (4.2), so the engine keeps each harbour's storage as
 * counts per good and checks capacity against the best packing (ruling B13): one space
 * per passenger, barrel or container, one space per two crates.
 *
 * @module
 */
import { closed, codecFor, natural, oneOf } from '../core/codecs.js';

/**
 * The goods in the order the engine lists them: barrels, crates, containers, passengers.
 *
 * @group Rules
 */
export const GOODS = ['barrel', 'crate', 'container', 'passenger'] as const;
/**
 * A good: « tonneau », « caisse », « conteneur », « passager ».
 *
 * @group Rules
 */
export type Good = (typeof GOODS)[number];

/**
 * A good as printed on a card: one of {@link GOODS}, or the wild card symbol.
 *
 * @group Rules
 */
export type CargoType = Good | 'wild';

/**
 * How many of each good (also used for a price card: the price of each good).
 *
 * @group Rules
 */
export interface GoodCounts {
  /** Barrels. */
  readonly barrel: number;
  /** Crates. */
  readonly crate: number;
  /** Containers. */
  readonly container: number;
  /** Passengers. */
  readonly passenger: number;
}

/**
 * Codec for {@link Good}.
 *
 * @group Codecs
 */
export const GoodCodec = oneOf(GOODS, 'Good');
/**
 * Codec for {@link CargoType}.
 *
 * @group Codecs
 */
export const CargoTypeCodec = oneOf([...GOODS, 'wild'] as const, 'CargoType');

/**
 * Codec for {@link GoodCounts}.
 *
 * @group Codecs
 */
export const GoodCountsCodec = codecFor<GoodCounts>()(closed('GoodCounts', {
  barrel: natural,
  crate: natural,
  container: natural,
  passenger: natural,
}));

/**
 * No goods at all.
 *
 * @group Rules
 */
export function noGoods(): { barrel: number; crate: number; container: number; passenger: number } {
  return { barrel: 0, crate: 0, container: 0, passenger: 0 };
}

/**
 * How many goods, all types together.
 *
 * @group Rules
 */
export function totalGoods(c: GoodCounts): number {
  return c.barrel + c.crate + c.container + c.passenger;
}

/**
 * Counts of a list of goods.
 *
 * @group Rules
 */
export function countGoods(goods: readonly Good[]): GoodCounts {
  const out = noGoods();
  for (const g of goods) out[g]++;
  return out;
}

/**
 * Storage spaces that `c` fills when packed as tightly as the rules allow.
 *
 * @rulebook 4.2 Convert and move goods: « Each such space can either hold 1 passenger or
 *   1 barrel or 1 container or up to 2 crates. »
 *
 * @group Rules
 */
export function spacesNeeded(c: GoodCounts): number {
  return c.barrel + c.container + c.passenger + Math.ceil(c.crate / 2);
}

/**
 * `c` with `n` more of `good` (a new object).
 *
 * @group Rules
 */
export function plus(c: GoodCounts, good: Good, n = 1): GoodCounts {
  return { ...c, [good]: c[good] + n };
}

/**
 * "2 barrels, 1 crate" (empty counts read "nothing").
 *
 * @group Rules
 */
export function showGoods(c: GoodCounts): string {
  const parts = GOODS.filter((g) => c[g] > 0).map((g) => `${c[g]} ${g}${c[g] === 1 ? '' : 's'}`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}
