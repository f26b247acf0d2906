/**
 * What one seat (or a spectator) sees of a Bremerhaven table, and knows from earlier: the
 * part that changes during a game. The part that never changes (seats, variant, card
 * catalogue, board values) is the {@link BremerhavenTable}, sent once.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import type { NewspaperCard } from './cards.js';
import { cards, lookup } from './catalog.js';
import type { SpaceId } from './spaces.js';
import type { BremerhavenState, Harbor, Participant, Phase } from './state.js';
import { activePlayers } from './legal.js';
import { knownPrices, type PriceMemory } from './price-memory.js';
import { finalScore, soloRating, type SoloRating } from './scoring.js';
import type { BremerhavenTable } from './table.js';

/**
 * An Influence card on a space.
 *
 * @group View
 */
export interface BidView {
  /** The space the card lies on. */
  readonly space: SpaceId;
  /** Who placed it: a seat, or `'dummy'` (solo game). */
  readonly by: Participant;
  /** The number on the card (1-9), or `null` while it lies face down and is not the viewer's. */
  readonly value: number | null;
}

/**
 * A harbour as everyone sees it, with the Influence cards its owner alone sees.
 *
 * @group View
 */
export interface HarborView extends Omit<Harbor, 'influence'> {
  /** The numbers (1-9, ascending) of the Influence cards the player plays with this round, in hand or on the boards: public, since everyone can follow them. */
  readonly owned: readonly number[];
  /** The numbers of the Influence cards still in hand, ascending: shown to their owner only (`null` for everyone else). */
  readonly hand: readonly number[] | null;
  /** How many Influence cards are still in hand. */
  readonly handSize: number;
  /** The numbers of the Influence cards left in the supply, ascending (the lowest is taken next by Grow influence). */
  readonly supply: readonly number[];
  /** The numbers of the Influence cards put back into the box, ascending. */
  readonly boxed: readonly number[];
}

/**
 * A face-down draw pile: how many cards, and the number on the top card's back.
 *
 * @group View
 */
export interface DeckView {
  /** Cards in the pile. */
  readonly size: number;
  /** The number (1-4) on the back of the top card, or `null` when the pile is empty. */
  readonly topBack: number | null;
}

/**
 * The solo game's dummy player as everyone sees it: which cards it owns, none of their order.
 *
 * @group View
 */
export interface DummyView {
  /** The numbers (ascending) of the dummy's Influence cards this round, in its pile or on the boards. */
  readonly owned: readonly number[];
  /** Cards left in its face-down pile. */
  readonly pileSize: number;
  /** The numbers of its Influence cards left in the supply, ascending. */
  readonly supply: readonly number[];
  /** The numbers of its Influence cards put back into the box, ascending. */
  readonly boxed: readonly number[];
}

/**
 * What a viewer knows of a table now, on top of the {@link BremerhavenTable}. Hidden: other
 * players' cards in hand and face-down bids, the dummy's cards, the order of the Ship and
 * Contract piles (only the top card's back shows), the Building stack below its top card,
 * the Price stack's cards that the viewer has not seen at their place (ruling B17), the
 * Newspaper cards below the top Progress card (long game; the solo stack is face down),
 * and the generator. Card ids are keys of the table's catalogue.
 *
 * @group View
 */
export interface BremerhavenView {
  /** The seat this view is for, or `'spectator'`. */
  readonly viewer: Viewer;
  /** The round, from 1. */
  readonly round: number;
  /** Where the round is (see {@link Phase}). */
  readonly phase: Phase;
  /** The seats that may move now (several in the simultaneous steps). */
  readonly active: readonly Seat[];
  /** The Career ladder, Captain first: seats, and `'dummy'` in the solo game. */
  readonly ranks: readonly Participant[];
  /** The Ship token's space on the Progress track (the game ends on the table's `board.progress.last`). */
  readonly token: number;
  /**
   * The Price stack as the viewer knows it, top first: the id of each Price card whose place
   * it knows, `null` where it does not (ruling B17). The top card, which sets the prices, is
   * always known.
   */
  readonly priceStack: readonly (string | null)[];
  /** What everyone knows of the Price stack's order, and which seats know all of it. */
  readonly priceMemory: PriceMemory;
  /** The id of the Building card on top of the face-up Building stack, or `null` when none is left. */
  readonly buildingTop: string | null;
  /** Building cards left in the stack, the top one included. */
  readonly buildingsLeft: number;
  /** Ids of the Building cards put back into the box (unbid, or won by the dummy), sorted. */
  readonly boxedBuildings: readonly string[];
  /** The Sea board, left to right: the id of the Ship card on each space, or `null`. */
  readonly sea: readonly (string | null)[];
  /** The Land board, left to right: the id of the Contract card on each space, or `null`. */
  readonly land: readonly (string | null)[];
  /** The face-down Ship pile. */
  readonly shipDeck: DeckView;
  /** The face-down Contract pile. */
  readonly contractDeck: DeckView;
  /** Ids of the discarded Ship cards, sorted. */
  readonly shipDiscard: readonly string[];
  /** Ids of the discarded Contract cards, sorted. */
  readonly contractDiscard: readonly string[];
  /** The id of the Event card on the left of the Newspaper rack (long game), or `null`. */
  readonly event: string | null;
  /** The "Ship ahoy!" side of the top Progress card (long game), or `null`: its event side is face down. */
  readonly progressCard: Pick<NewspaperCard, 'progress' | 'soloSpace'> | null;
  /** Newspaper cards left in the stack (the rack's right side, or the solo dummy's face-down stack). */
  readonly newspapersLeft: number;
  /** Ids of the Newspaper cards turned and done with, in the order they went there (solo: since the last reshuffle). */
  readonly newspaperDiscard: readonly string[];
  /** The Influence cards on the boards this round, in the order placed. */
  readonly bids: readonly BidView[];
  /** Whether the bids have been turned face up (from the General action phase on). */
  readonly revealed: boolean;
  /** The seat that decides now in the `prices`, `career`, `ship` and `contract` phases, or `null`. */
  readonly chooser: Seat | null;
  /** The Sea or Land space (0-based, left to right) whose card the chooser places (`ship`, `contract`), or `null`. */
  readonly slot: number | null;
  /** Why the chooser picks the Price card: it won the bid on 1.4, or it owns the Commodity Exchange; `null` outside 1.4. */
  readonly priceMode: 'winner' | 'exchange' | null;
  /** The harbours, by seat. */
  readonly harbors: readonly HarborView[];
  /** The dummy player (solo game), or `null`. */
  readonly dummy: DummyView | null;
  /** Money × prestige per seat: the final score once the game is over. */
  readonly scores: readonly number[];
  /** Captain Aha's evaluation at the end of a solo game, or `null`. */
  readonly rating: SoloRating | null;
}

const ascending = (a: number, b: number): number => a - b;

function deckView(deck: readonly string[], backOf: (id: string) => number | undefined): DeckView {
  const top = deck[0];
  return { size: deck.length, topBack: top === undefined ? null : (backOf(top) ?? null) };
}

/**
 * Whether `viewer` sees the value of a bid placed by `by`: its own, and everyone's once
 * the bids are turned face up.
 *
 * @group View
 */
export function seesBid(state: BremerhavenState, by: Participant, viewer: Viewer): boolean {
  return state.revealed || by === viewer;
}

/**
 * Builds the view of `state` for `viewer`.
 *
 * @group View
 */
export function view(state: BremerhavenState, viewer: Viewer): BremerhavenView {
  const placed = (p: Participant): number[] => state.bids.filter((b) => b.by === p).map((b) => b.value);
  const rules = state.rules;
  const catalog = cards(state);
  const top = state.newspapers.stack[0];
  const progressTop = rules.variant === 'long' && top !== undefined ? lookup(catalog.newspapers, top) : undefined;
  const dummy = state.dummy;
  return {
    viewer,
    round: state.round,
    phase: state.phase,
    active: activePlayers(state),
    ranks: state.ranks,
    token: state.token,
    priceStack: knownPrices(state.priceStack, state.priceMemory, viewer),
    priceMemory: state.priceMemory,
    buildingTop: state.buildingStack[0] ?? null,
    buildingsLeft: state.buildingStack.length,
    boxedBuildings: state.boxedBuildings,
    sea: state.sea,
    land: state.land,
    shipDeck: deckView(state.shipDeck, (id) => lookup(catalog.ships, id)?.back),
    contractDeck: deckView(state.contractDeck, (id) => lookup(catalog.contracts, id)?.back),
    shipDiscard: state.shipDiscard,
    contractDiscard: state.contractDiscard,
    event: state.newspapers.event,
    progressCard: progressTop === undefined ? null : { progress: progressTop.progress, soloSpace: progressTop.soloSpace },
    newspapersLeft: state.newspapers.stack.length,
    newspaperDiscard: state.newspapers.discard,
    bids: state.bids.map((b) => ({ space: b.space, by: b.by, value: seesBid(state, b.by, viewer) ? b.value : null })),
    revealed: state.revealed,
    chooser: state.chooser,
    slot: state.slot,
    priceMode: state.priceMode,
    harbors: state.harbors.map(({ influence, ...h }, seat): HarborView => ({
      ...h,
      owned: [...influence.hand, ...placed(seat)].sort(ascending),
      hand: viewer === seat ? influence.hand.slice().sort(ascending) : null,
      handSize: influence.hand.length,
      supply: influence.supply,
      boxed: influence.boxed,
    })),
    dummy:
      dummy === null
        ? null
        : { owned: [...dummy.hand, ...placed('dummy')].sort(ascending), pileSize: dummy.hand.length, supply: dummy.supply, boxed: dummy.boxed },
    scores: state.harbors.map(finalScore),
    rating: state.phase === 'over' && rules.variant === 'solo' ? soloRating(finalScore(state.harbors[0] as Harbor)) : null,
  };
}
