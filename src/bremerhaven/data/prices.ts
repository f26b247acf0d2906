/**
 * The default Price cards: SYNTHETIC.
 *
 * The printed prices of the 24 Price cards are not public. The default set is the 24
 * orderings of the prices 1, 2, 3, 4 over the four goods, so that every card ranks the
 * goods without ties (the setup ranks players by the price of a good). It contains the
 * card of the rulebook's sale example (crate 3, container 1, barrel 4; passenger 2 here).
 *
 * @module
 */
import type { PriceCard, PriceSet } from '../cards.js';
import { SYNTHETIC } from './provenance.js';

function permutations(values: readonly number[]): number[][] {
  if (values.length <= 1) return [values.slice()];
  return values.flatMap((v, i) => permutations([...values.slice(0, i), ...values.slice(i + 1)]).map((rest) => [v, ...rest]));
}

/**
 * 24 Price cards, `P01` to `P24`: prices of barrel, crate, container, passenger in lexicographic order.
 *
 * @group Components
 */
export const SYNTHETIC_PRICES: PriceSet = {
  provenance: SYNTHETIC,
  cards: permutations([1, 2, 3, 4]).map((p, i): PriceCard => {
    const [barrel, crate, container, passenger] = p as [number, number, number, number];
    return { id: `P${String(i + 1).padStart(2, '0')}`, prices: { barrel, crate, container, passenger } };
  }),
};
