/**
 * Bremerhaven's vocabulary and the journal that rule code writes to while it runs, for
 * `describe`: how every label and log line names the spaces, ranks, cards and goods
 * (seats as references the core names: "Player 2", or the name the frontend gives).
 *
 * The state keeps no log (a log written during a simultaneous step would depend on the
 * order in which players act). Instead, `describe` runs the move again on a copy of the
 * state with a journal that collects lines; `apply` runs it with {@link silent}, none.
 *
 * @module
 */
import { seatRef, type Vocabulary } from '../core/words.js';
import type { BremerhavenTable } from './table.js';
import { SPACES, spaceName, spaceNumber } from './spaces.js';
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
 * A seat as a reference the core renders as its name ("Player 3", or the name the
 * frontend gives), or "the dummy".
 *
 * @group Rules
 */
export function who(p: Participant): string {
  return p === 'dummy' ? 'the dummy' : seatRef(p);
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

/**
 * The goods a Contract card asks for: "2 passengers" rather than "passenger, passenger",
 * in the order the card lists them.
 *
 * @group Rules
 */
export function goodsWords(goods: readonly string[]): string[] {
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

/** The words of Bremerhaven's sentences beyond the names of its things and the plain English every game shares. */
const WORDS = `
bid bids bidding face-down influence money prestige harbour harbours dock docks loading quay wall walls bollard
bollards cover building buildings permit permits town sea land board boards ship ships contract contracts
time marker markers token progress voyage newspaper newspapers event events price prices container containers
crate crates barrel barrels passenger passengers good goods wild captain mate cook ladder career parking lot
captain's ship's dummy dummy's supply grow grows growing upgrade upgrades upgrades produce produces unload unloads
deliver delivers delivered pack packs unpack unpacks berths berth leave leaves refill swap swaps swapped
rank ranks income penalty reward complete incomplete charge charges highest further free worth rises
track evaluation aha long short solo phase general individual action clean-up ahoy advances sets changes
collects bank kind kinds remains discarded fits moves still aboard lay leftover resolved due goes built
becomes wins won whole box clears stack offer upgrades plays against points starting chooses
cost costs discard bremerhaven change changes finish finished build builds use uses shuffle shuffles reach reached remove removes
landlubber officer lonely kobold loses gains rating
`;

/**
 * Bremerhaven's vocabulary for a table's cards (see {@link Vocabulary}): the spaces, the
 * ranks, the goods, and the names printed on its Ships, Buildings and Newspapers. The
 * rulebook numbers of the spaces are in `sections`, for tools; no player text shows them.
 *
 * @group Rules
 */
export function vocabulary(catalog: BremerhavenTable): Vocabulary {
  const byName = <C extends { readonly name: string }>(cards: Readonly<Record<string, C>>): Record<string, string> =>
    Object.fromEntries(Object.entries(cards).map(([id, c]) => [id, c.name]));
  return {
    names: {
      spaces: Object.fromEntries(SPACES.map((s) => [s, spaceName(s)])),
      ranks: Object.fromEntries(RANK_NAMES.map((r, i) => [String(i), r])),
      goods: { barrel: 'barrel', crate: 'crate', container: 'container', passenger: 'passenger', wild: 'any good' },
      ships: byName(catalog.ships),
      buildings: byName(catalog.buildings),
      newspapers: Object.fromEntries(Object.entries(catalog.newspapers).map(([id, c]) => [id, c.headline])),
    },
    words: WORDS.split(/\s+/u).filter((w) => w !== ''),
    sections: Object.fromEntries(SPACES.map((s) => [spaceName(s), spaceNumber(s)])),
  };
}
