/**
 * Setting up a Bremerhaven table.
 *
 * @module
 */
import { right, type Either } from '../core/either.js';
import { cloneJson } from '../core/clone.js';
import { invalidConfig, type RuleError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import { COLUMNS, COVERED_COLUMNS, DOCKS, LOADING_DOCKS, SPACE_COUNT, STARTING_BOLLARDS } from './board.js';
import { inGame, type DeckCard } from './cards.js';
import type { BremerhavenConfig, Variant } from './config.js';
import { DEFAULT_COMPONENTS, deepFrozen, type BremerhavenComponents } from './data/index.js';
import { buildCatalog, componentsProblem } from './catalog.js';
import { GOODS, noGoods, type Good, type GoodCounts } from './goods.js';
import { silent } from './log.js';
import { beginBidding } from './rules/bidding.js';
import { enterStartingGoods } from './rules/start.js';
import { freshPriceMemory } from './price-memory.js';
import type { BremerhavenRules, BremerhavenState, Harbor, Influence, Participant, WorkingState } from './state.js';

/**
 * Starting money by starting rank, Captain first.
 *
 * @rulebook Setup 4 Ranking: « Captain: 4 money, First Mate: 6 money, Mate: 8 money, Ship's Cook: 12 money ».
 *
 * @group Rules
 */
export const STARTING_MONEY: readonly number[] = [4, 6, 8, 12];

/**
 * A player's 12 Influence cards: 1-5 in hand, 5-9 in the supply.
 *
 * @rulebook 1.3: « The numbers on the 12 Influence cards are: 1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9. »
 *
 * @group Rules
 */
export const INFLUENCE_VALUES: readonly number[] = [1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 9];

/**
 * The influence cards a player starts with.
 *
 * @group Rules
 */
export function startingInfluence(): Influence {
  return { hand: [1, 2, 3, 4, 5], supply: [5, 6, 6, 7, 7, 8, 9], boxed: [] };
}

/**
 * The player count whose cards and board spaces a game uses (the solo game is set up like 2 players).
 *
 * @group Rules
 */
export function tableSize(players: number, variant: Variant): 2 | 3 | 4 {
  return (variant === 'solo' ? 2 : players) as 2 | 3 | 4;
}

/**
 * The components of a config: each set it supplies, or the synthetic default.
 *
 * @group Rules
 */
export function componentsOf(config: BremerhavenConfig): BremerhavenComponents {
  const c = config.components;
  return {
    ships: c?.ships ?? DEFAULT_COMPONENTS.ships,
    contracts: c?.contracts ?? DEFAULT_COMPONENTS.contracts,
    buildings: c?.buildings ?? DEFAULT_COMPONENTS.buildings,
    prices: c?.prices ?? DEFAULT_COMPONENTS.prices,
    newspapers: c?.newspapers ?? DEFAULT_COMPONENTS.newspapers,
    board: c?.board ?? DEFAULT_COMPONENTS.board,
  };
}

/**
 * Why `players` cannot play `variant`, or `null`.
 *
 * @rulebook The solo game: one player against the dummy; the long and the short game: 2-4 players.
 *
 * @group Rules
 */
export function variantProblem(players: number, variant: Variant): string | null {
  return (variant === 'solo') === (players === 1) ? null : 'The solo game is for exactly 1 player; the long and short games for 2 to 4.';
}

/**
 * The draw pile: the cards of each back number shuffled separately, pile 1 on top, then
 * 2, 3 and 4 (ruling B11).
 *
 * @rulebook Setup 1 Sea board: « Separate the chosen Ship cards by the numbers on the card backs.
 *   Shuffle the resulting stacks individually, then combine them to a single one ».
 *
 * @group Rules
 */
export function stackDeck(random: Random, cards: readonly DeckCard[]): string[] {
  const out: string[] = [];
  for (let back = 1; back <= 4; back++) out.push(...random.shuffle(cards.filter((c) => c.back === back).map((c) => c.id)));
  return out;
}

/** The fixed order if the config gives one (it must hold exactly `ids`), or `make()`. */
function arrange(what: string, fixed: readonly string[] | undefined, ids: readonly string[], make: () => string[]): string[] | string {
  if (fixed === undefined) return make();
  const want = new Set(ids);
  if (fixed.length !== ids.length || new Set(fixed).size !== fixed.length || fixed.some((id) => !want.has(id))) {
    return `the ${what} must hold each of these cards once: ${ids.join(', ')}`;
  }
  return fixed.slice();
}

/**
 * Ranks drawn through the top Price card: each player takes a different good at random;
 * the most valuable good makes its holder Captain, and so on (equal prices: random order,
 * ruling B10).
 *
 * @rulebook Setup 4 Ranking.
 */
function drawRanks(random: Random, players: number, prices: GoodCounts): number[] {
  const goods = random.shuffle(GOODS);
  const price = (seat: number): number => prices[goods[seat] as Good];
  const seats = random.shuffle(Array.from({ length: players }, (_, i) => i));
  return seats.sort((a, b) => price(b) - price(a));
}

// The rules of the tables played with the default components, made once per player count
// and variant: building the catalogue and copying it away from the component data was
// most of the work of a setup, and it always gives the same value. Every such table shares
// it, as the states of one game share their `rules`: nothing edits it (it is deep-frozen),
// and the default components it comes from cannot change (they are frozen too).
const defaultRules = new Map<string, BremerhavenRules>();

/** The fixed rules of a table, copied away from `comps` (shared for the default components). */
function rulesOf(comps: BremerhavenComponents, players: number, variant: Variant): BremerhavenRules {
  const table = tableSize(players, variant);
  const make = (): BremerhavenRules => cloneJson({ players, variant, slots: table, ...buildCatalog(comps, table, variant === 'long') });
  const defaults = (Object.keys(DEFAULT_COMPONENTS) as (keyof BremerhavenComponents)[]).every((k) => comps[k] === DEFAULT_COMPONENTS[k]);
  if (!defaults) return make();
  const key = `${players}/${variant}`;
  let rules = defaultRules.get(key);
  if (rules === undefined) {
    rules = deepFrozen(make());
    defaultRules.set(key, rules);
  }
  return rules;
}

/**
 * Lays out the boards, decks, harbours and ranks; in the short and solo games the players
 * then choose their starting goods, otherwise the first Bidding phase begins.
 *
 * @rulebook Setup 1-8; The short game (Setup); The solo game.
 *
 * @group Rules
 */
export function setupBremerhaven(config: BremerhavenConfig, random: Random): Either<RuleError, BremerhavenState> {
  const players = config.players;
  const variant: Variant = config.variant ?? (players === 1 ? 'solo' : 'long');
  const mismatch = variantProblem(players, variant);
  if (mismatch !== null) return invalidConfig(mismatch);
  const comps = componentsOf(config);
  // The default sets are checked by the tests, and frozen: only the config's own need it.
  const problem = componentsProblem('components', config.components ?? {});
  if (problem !== null) return invalidConfig(`Invalid components: ${problem}.`);
  const long = variant === 'long';
  const table = tableSize(players, variant);

  const ships = comps.ships.cards.filter((c) => inGame(c, table, long));
  const contracts = comps.contracts.cards.filter((c) => inGame(c, table, long));
  const shipDeck = arrange('shipDeck', config.shipDeck, ships.map((c) => c.id), () => stackDeck(random, ships));
  const contractDeck = arrange('contractDeck', config.contractDeck, contracts.map((c) => c.id), () => stackDeck(random, contracts));
  const buildingIds = comps.buildings.cards.map((c) => c.id);
  const buildingStack = arrange('buildingStack', config.buildingStack, buildingIds, () => random.shuffle(buildingIds));
  const priceIds = comps.prices.cards.map((c) => c.id);
  const priceStack = arrange('priceStack', config.priceStack, priceIds, () => random.shuffle(priceIds));
  const paperIds = variant === 'short' ? [] : comps.newspapers.cards.map((c) => c.id);
  const newspaperStack = arrange('newspaperStack', config.newspaperStack, paperIds, () => random.shuffle(paperIds));
  for (const arranged of [shipDeck, contractDeck, buildingStack, priceStack, newspaperStack]) {
    if (typeof arranged === 'string') return invalidConfig(`Invalid arrangement: ${arranged}.`);
  }
  const decks = { ships: shipDeck as string[], contracts: contractDeck as string[], buildings: buildingStack as string[] };

  let ranks: Participant[];
  if (variant === 'solo') {
    if (config.ranks !== undefined) return invalidConfig('The solo game always starts with the dummy as Captain.');
    ranks = ['dummy', 0];
  } else if (config.ranks !== undefined) {
    const sorted = config.ranks.slice().sort((a, b) => a - b);
    if (sorted.length !== players || sorted.some((s, i) => s !== i)) return invalidConfig(`ranks must list each of the ${players} seats once.`);
    ranks = config.ranks.slice();
  } else {
    const top = comps.prices.cards.find((c) => c.id === (priceStack as string[])[0]);
    ranks = drawRanks(random, players, top?.prices ?? noGoods());
  }

  const sea = decks.ships.splice(0, table);
  const land = decks.contracts.splice(0, table);
  const harbors: Harbor[] = Array.from({ length: players }, (_, seat) => {
    const rank = ranks.indexOf(seat);
    const starting = decks.contracts.shift();
    const startingContract = starting === undefined ? undefined : contracts.find((c) => c.id === starting);
    const building = variant === 'long' ? undefined : decks.buildings.shift();
    return {
      money: STARTING_MONEY[rank] ?? 0,
      bank: 0,
      prestige: 0,
      prestigeLost: 0,
      covered: Array.from({ length: SPACE_COUNT }, (_, i) => long && COVERED_COLUMNS.includes(i % COLUMNS)),
      walls: STARTING_BOLLARDS.slice(),
      docks: Array.from({ length: DOCKS }, () => null),
      loadingDocks: Array.from({ length: LOADING_DOCKS }, (_, i) =>
        i === 0 && startingContract !== undefined ? { card: startingContract.id, timers: startingContract.time, delivered: noGoods() } : null,
      ),
      storage: noGoods(),
      buildings: building === undefined ? [] : [building],
      gained: [],
      influence: startingInfluence(),
      progress: { permits: 0, permitsDone: false, growDone: false, produced: [], moving: false, harbourDone: false, startingGoods: 0 },
    };
  });

  // Everything below is made here, fresh, except `rules`, which holds the component data:
  // so only `rules` is copied away from the config.
  const laidOut: BremerhavenState = {
    game: 'bremerhaven',
    rules: rulesOf(comps, players, variant),
    round: 1,
    phase: 'bidding',
    turn: 0,
    ranks,
    token: comps.board.progress.start[String(table) as '2' | '3' | '4'],
    priceStack: priceStack as string[],
    priceMemory: freshPriceMemory((priceStack as string[]).length),
    buildingStack: decks.buildings,
    boxedBuildings: [],
    shipDeck: decks.ships,
    shipDiscard: [],
    contractDeck: decks.contracts,
    contractDiscard: [],
    sea: Array.from({ length: table }, (_, i) => sea[i] ?? null),
    land: Array.from({ length: table }, (_, i) => land[i] ?? null),
    newspapers: { stack: newspaperStack as string[], event: null, discard: [] },
    bids: [],
    revealed: false,
    chooser: null,
    slot: null,
    priceMode: null,
    harbors,
    dummy: variant === 'solo' ? startingInfluence() : null,
    rng: random.state(),
  };
  // An object literal, like every later state (`copyState` in game.ts), with the fields in
  // the same order: so all the states of a game share one V8 hidden class.
  const d: WorkingState = laidOut;
  if (variant === 'long') beginBidding(d, silent);
  else enterStartingGoods(d, silent);
  return right(d);
}
