/**
 * The journal that rule code writes to while it runs, for `describe`.
 *
 * The state keeps no log (a log written during a simultaneous step would depend on the
 * order in which players act). Instead, `describe` runs the move again on a copy of the
 * state with a journal that collects lines; `apply` runs it with {@link silent}, none.
 *
 * @module
 */
import type { Participant } from './state.js';

/**
 * Receives one line of the journal; `undefined` is no journal at all (what `apply` uses).
 * Rule code writes `log?.(line)`: with no journal, the optional call skips evaluating its
 * argument too, so `apply` does not build lines that nobody reads (building them all cost
 * a sixth of the time of a game).
 *
 * @group Rules
 */
export type Log = ((line: string) => void) | undefined;

/**
 * No journal (what `apply` uses).
 *
 * @group Rules
 */
export const silent: Log = undefined;

/**
 * The names of the ranks on the Career ladder, Captain first.
 *
 * @group Rules
 */
export const RANK_NAMES: readonly string[] = ['Captain', 'First Mate', 'Mate', "Ship's Cook"];

/**
 * "Seat 2", or "the dummy".
 *
 * @group Rules
 */
export function who(p: Participant): string {
  return p === 'dummy' ? 'the dummy' : `Seat ${p}`;
}

/**
 * "2 money and 1 prestige", "1 prestige", "nothing".
 *
 * @group Rules
 */
export function amountText(money: number, prestige: number): string {
  const parts = [...(money > 0 ? [`${money} money`] : []), ...(prestige > 0 ? [`${prestige} prestige`] : [])];
  return parts.length === 0 ? 'nothing' : parts.join(' and ');
}

/** "barrel", "any good" (a wild space takes any good). */
const goodWord = (good: string): string => (good === 'wild' ? 'any good' : good);

/** "crate", "barrel and crate", "barrel, crate and passenger". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? 'nothing';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/**
 * A Contract card in words, by what it shows (the goods it asks for), never by its id:
 * "the Contract for barrel and crate", "the Contract for any good".
 *
 * @group Rules
 */
export function contractWords(contract: { readonly goods: readonly string[] } | undefined): string {
  return contract === undefined ? 'the Contract' : `the Contract for ${listWords(goodsWords(contract.goods))}`;
}

/** "2 passengers" rather than "passenger, passenger", in the order the card lists them. */
function goodsWords(goods: readonly string[]): string[] {
  return [...new Set(goods)].map((g) => {
    const n = goods.filter((x) => x === g).length;
    return n === 1 ? goodWord(g) : g === 'wild' ? `${n} goods of any kind` : `${n} ${g}s`;
  });
}

/**
 * A Contract card in a few words, for buttons: "the barrel + crate Contract", "the any good
 * Contract".
 *
 * @group Rules
 */
export function contractShortWords(contract: { readonly goods: readonly string[] } | undefined): string {
  return contract === undefined ? 'the Contract' : `the ${goodsWords(contract.goods).join(' + ')} Contract`;
}

/**
 * The prices a Price card shows, in words: "barrel 1, crate 4, container 3, passenger 2".
 *
 * @group Rules
 */
export function priceWords(card: { readonly prices: { readonly barrel: number; readonly crate: number; readonly container: number; readonly passenger: number } } | undefined): string {
  if (card === undefined) return 'no Price card';
  const p = card.prices;
  return `barrel ${p.barrel}, crate ${p.crate}, container ${p.container}, passenger ${p.passenger}`;
}

/**
 * `n` and the word, singular or plural: "1 Time marker", "3 Time markers", "2 barrels".
 *
 * @group Rules
 */
export function countWords(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
