/**
 * A state sampled from what one viewer knows: the public part of the view as it is, the
 * viewer's own cards and memory as it knows them, everything else dealt at random.
 *
 * @module
 */
import type { Random } from '../core/random.js';
import type { DeckCard } from './cards.js';
import { lookup } from './catalog.js';
import type { BidView, BremerhavenView, HarborView } from './view.js';
import type { Bid, BremerhavenState, Harbor, Influence, NewspaperRack, Participant } from './state.js';
import type { BremerhavenTable } from './table.js';

/**
 * A full state that `view`'s viewer could be in:
 *
 * - each other participant's face-down bids and cards in hand are dealt from the cards it
 *   owns (everyone can follow which five cards a player plays with, not where they went);
 *   the dummy's face-down pile always is;
 * - the Ship and Contract piles hold the cards seen nowhere else, a card with the visible
 *   back number on top, the others by back number (the order setup stacks them in),
 *   shuffled within each number;
 * - the Building stack keeps its visible top card, the cards below are shuffled;
 * - the Price stack keeps every card the viewer knows at its place (ruling B17); the
 *   others are shuffled into the places it does not know;
 * - the Newspaper stack holds the cards not turned yet, shuffled, with a top card showing
 *   the visible "Ship ahoy!" side in the long game;
 * - the generator is a fresh one.
 *
 * Throws on a table and view that do not belong together (the core answers INVALID_VIEW).
 *
 * @group View
 */
export function fromView(table: BremerhavenTable, view: BremerhavenView, random: Random): BremerhavenState {
  const viewer = view.viewer;
  if (viewer !== 'spectator' && viewer >= table.players) throw new Error(`seat index ${viewer} is not a seat of this ${table.players}-seat table`);
  if (view.harbors.length !== table.players) throw new Error(`the view has ${view.harbors.length} harbours, the table ${table.players} seats`);
  const hidden = (p: Participant): boolean => p !== viewer;

  // The face-down bids and the hands, dealt participant by participant.
  const values: (number | null)[] = view.bids.map((b) => b.value);
  const dealHand = (p: Participant, owned: readonly number[], handSize: number, own: readonly number[] | null): number[] => {
    const mine = view.bids.map((b, i) => [b, i] as const).filter(([b]) => b.by === p);
    const pool = owned.slice();
    for (const [b] of mine) if (b.value !== null) pool.splice(pool.indexOf(b.value), 1);
    const dealt = hidden(p) || own === null ? random.shuffle(pool) : pool;
    const faceDown = mine.filter(([b]) => b.value === null);
    faceDown.forEach(([, i], k) => (values[i] = dealt[k] as number));
    const hand = own !== null && !hidden(p) ? own.slice() : dealt.slice(faceDown.length);
    if (hand.length !== handSize) throw new Error(`the hand of ${String(p)} does not add up`);
    return p === 'dummy' ? hand : hand.sort((a, b) => a - b);
  };
  const harbors: Harbor[] = view.harbors.map((h: HarborView, seat): Harbor => {
    const { owned, hand, handSize, supply, boxed, ...rest } = h;
    const influence: Influence = { hand: dealHand(seat, owned, handSize, hand), supply: supply.slice(), boxed: boxed.slice() };
    return { ...rest, influence };
  });
  const dummy: Influence | null =
    view.dummy === null ? null : { hand: dealHand('dummy', view.dummy.owned, view.dummy.pileSize, null), supply: view.dummy.supply.slice(), boxed: view.dummy.boxed.slice() };
  const bids: Bid[] = view.bids.map((b: BidView, i): Bid => ({ space: b.space, by: b.by, value: values[i] as number }));

  const unseen = (all: Readonly<Record<string, unknown>>, seen: readonly (string | null | undefined)[]): string[] => {
    const out = new Set(Object.keys(all));
    for (const id of seen) if (id != null) out.delete(id);
    return [...out].sort();
  };
  const shipDeck = pile(
    random,
    unseen(table.ships, [...view.sea, ...view.shipDiscard, ...view.harbors.flatMap((h) => h.docks.map((d) => d?.card))]),
    view.shipDeck.topBack,
    (id) => lookup(table.ships, id) as DeckCard,
  );
  const contractDeck = pile(
    random,
    unseen(table.contracts, [...view.land, ...view.contractDiscard, ...view.harbors.flatMap((h) => h.loadingDocks.map((c) => c?.card))]),
    view.contractDeck.topBack,
    (id) => lookup(table.contracts, id) as DeckCard,
  );
  if (shipDeck.length !== view.shipDeck.size || contractDeck.length !== view.contractDeck.size) throw new Error('the piles do not add up');

  const below = unseen(table.buildings, [view.buildingTop, ...view.boxedBuildings, ...view.harbors.flatMap((h) => [...h.buildings, ...h.gained])]);
  const buildingStack = view.buildingTop === null ? [] : [view.buildingTop, ...random.shuffle(below)];
  if (buildingStack.length !== view.buildingsLeft) throw new Error('the Building stack does not add up');

  const unknownPrices = random.shuffle(unseen(table.prices, view.priceStack));
  const priceStack = view.priceStack.map((id) => id ?? (unknownPrices.pop() as string));

  const state: BremerhavenState = {
    game: 'bremerhaven',
    rules: table,
    round: view.round,
    phase: view.phase,
    turn: view.bids.length,
    ranks: view.ranks.slice(),
    token: view.token,
    priceStack,
    priceMemory: view.priceMemory,
    buildingStack,
    boxedBuildings: view.boxedBuildings.slice(),
    shipDeck,
    shipDiscard: view.shipDiscard.slice(),
    contractDeck,
    contractDiscard: view.contractDiscard.slice(),
    sea: view.sea.slice(),
    land: view.land.slice(),
    newspapers: newspapers(table, view, random),
    bids,
    revealed: view.revealed,
    chooser: view.chooser,
    slot: view.slot,
    priceMode: view.priceMode,
    harbors,
    dummy,
    rng: random.fork(),
  };
  return state;
}

/** A draw pile of `ids`: a card with back `topBack` on top, the rest by back number, shuffled within each. */
function pile(random: Random, ids: readonly string[], topBack: number | null, card: (id: string) => DeckCard): string[] {
  if (ids.length === 0) return [];
  const candidates = ids.filter((id) => card(id).back === topBack);
  if (candidates.length === 0) throw new Error('no card shows the visible back');
  const top = random.pick(candidates);
  const rest: string[] = [];
  for (let back = 1; back <= 4; back++) rest.push(...random.shuffle(ids.filter((id) => id !== top && card(id).back === back)));
  return [top, ...rest];
}

/** The Newspaper rack: the turned cards as seen, the others shuffled, the long game's top card with the visible "Ship ahoy!" side. */
function newspapers(table: BremerhavenTable, view: BremerhavenView, random: Random): NewspaperRack {
  const discard = view.newspaperDiscard.slice();
  if (table.variant === 'short') return { stack: [], event: null, discard };
  const gone = new Set([...discard, ...(view.event === null ? [] : [view.event])]);
  const left = random.shuffle(Object.keys(table.newspapers).sort().filter((id) => !gone.has(id)));
  const front = view.progressCard;
  if (front !== null) {
    const i = left.findIndex((id) => {
      const card = lookup(table.newspapers, id);
      return card?.progress === front.progress && card.soloSpace === front.soloSpace;
    });
    if (i < 0) throw new Error('no Newspaper card shows the visible Progress side');
    left.unshift(...left.splice(i, 1));
  }
  if (left.length !== view.newspapersLeft) throw new Error('the Newspaper stack does not add up');
  return { stack: left, event: view.event, discard };
}
