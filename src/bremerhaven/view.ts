/**
 * What one seat (or a spectator) sees of a Bremerhaven table.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import type { NewspaperCard, PriceCard } from './cards.js';
import { cards, lookup } from './catalog.js';
import type { SpaceId } from './spaces.js';
import type { BremerhavenRules, BremerhavenState, Harbor, Participant, Phase } from './state.js';
import { activePlayers } from './legal.js';
import { finalScore, soloRating, type SoloRating } from './scoring.js';

/**
 * An Influence card on a space: its value, or `null` while it lies face down and is not the viewer's.
 *
 * @group View
 */
export interface BidView {
  readonly space: SpaceId;
  readonly by: Participant;
  readonly value: number | null;
}

/**
 * A harbour as everyone sees it, with the Influence cards its owner alone sees.
 *
 * @group View
 */
export interface HarborView extends Omit<Harbor, 'influence'> {
  /** All Influence cards the player owns this round, in hand or on the boards (public: everyone can follow them). */
  readonly owned: readonly number[];
  /** The cards still in hand: shown to their owner only. */
  readonly hand: readonly number[] | null;
  readonly handSize: number;
  readonly supply: readonly number[];
  readonly boxed: readonly number[];
}

/**
 * A face-down draw pile: how many cards, and the number on the top card's back.
 *
 * @group View
 */
export interface DeckView {
  readonly size: number;
  readonly topBack: number | null;
}

/**
 * The table as one viewer sees it. Hidden: other players' cards in hand and face-down
 * bids, the dummy's cards, the order of the face-down decks beyond the top card's back,
 * the Building stack below its top card, the Newspaper cards below the top Progress card
 * (whose event side is face down), and the generator.
 *
 * @group View
 */
export interface BremerhavenView {
  readonly viewer: Viewer;
  /** Player count, variant, and every card in play by id with the board values and their provenance (public). */
  readonly rules: BremerhavenRules;
  readonly round: number;
  readonly phase: Phase;
  readonly active: readonly Seat[];
  readonly ranks: readonly Participant[];
  readonly token: number;
  /** The Price stack, top first: face up, so anyone may look through it (ruling B17). */
  readonly priceStack: readonly string[];
  readonly prices: PriceCard | null;
  readonly buildingTop: string | null;
  readonly buildingsLeft: number;
  readonly boxedBuildings: readonly string[];
  readonly sea: readonly (string | null)[];
  readonly land: readonly (string | null)[];
  readonly shipDeck: DeckView;
  readonly contractDeck: DeckView;
  readonly shipDiscard: readonly string[];
  readonly contractDiscard: readonly string[];
  /** The Event card on the left of the rack (long game). */
  readonly event: string | null;
  /** The "Ship ahoy!" side of the top Progress card (long game). */
  readonly progressCard: Pick<NewspaperCard, 'progress' | 'soloSpace'> | null;
  readonly newspapersLeft: number;
  readonly newspaperDiscard: readonly string[];
  readonly bids: readonly BidView[];
  readonly revealed: boolean;
  readonly chooser: Seat | null;
  readonly slot: number | null;
  readonly priceMode: 'winner' | 'exchange' | null;
  readonly harbors: readonly HarborView[];
  /** The dummy's Influence cards (solo game): which it owns, none of their order. */
  readonly dummy: { readonly owned: readonly number[]; readonly pileSize: number; readonly supply: readonly number[]; readonly boxed: readonly number[] } | null;
  /** Money × prestige per seat (final once the game is over). */
  readonly scores: readonly number[];
  /** Captain Aha's evaluation, at the end of a solo game. */
  readonly rating: SoloRating | null;
}

const ascending = (a: number, b: number): number => a - b;

function deckView(deck: readonly string[], backOf: (id: string) => number | undefined): DeckView {
  const top = deck[0];
  return { size: deck.length, topBack: top === undefined ? null : (backOf(top) ?? null) };
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
    rules,
    round: state.round,
    phase: state.phase,
    active: activePlayers(state),
    ranks: state.ranks,
    token: state.token,
    priceStack: state.priceStack,
    prices: lookup(catalog.prices, state.priceStack[0] ?? '') ?? null,
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
    bids: state.bids.map((b) => ({ space: b.space, by: b.by, value: state.revealed || b.by === viewer ? b.value : null })),
    revealed: state.revealed,
    chooser: state.chooser,
    slot: state.slot,
    priceMode: state.priceMode,
    harbors: state.harbors.map(({ influence, ...h }, seat): HarborView => ({
      ...h,
      owned: [...influence.hand, ...placed(seat)].sort(ascending),
      hand: viewer === seat ? influence.hand : null,
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
