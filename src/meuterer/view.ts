/**
 * What one seat (or a spectator) sees of a Meuterer table and knows from earlier in the
 * game: the changing part of everything that seat may know (the fixed part is the
 * {@link MeutererTable}).
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import { ROLES, tally, type Card, type Role } from './cards.js';
import type { MeutererState, MutinyState, Phase, RoundSummary, Sale } from './state.js';
import { mutinySides } from './rules/mutiny.js';
import { activePlayers } from './legal.js';
import { activeIslands } from './rules/table.js';

/**
 * The mutiny in progress as everyone sees it: whose turn it still is, what each added,
 * and the strength of both sides now.
 *
 * @group View
 */
export interface MutinyView extends MutinyState {
  /** Conflict cards on the captain's side now: the captain's and the mate's, plus one for the mate himself. */
  readonly captainSide: number;
  /** Conflict cards on the mutineer's side now: the mutineer's and the cabin boy's (a tie wins for them). */
  readonly mutineerSide: number;
}

/**
 * One card a Lademeister put under the deck and nobody has drawn yet.
 *
 * @group View
 */
export interface ReturnedCard {
  /** The seat that put it there. */
  readonly by: Seat;
  /** The card, if the viewer put it there (he remembers it, ruling M21); `null` for anyone else. */
  readonly card: Card | null;
}

/**
 * The table as one viewer sees it now, with what the rules let that viewer know from
 * earlier (rulings M19-M23): their own hand and action card, everyone's played cards, hand
 * sizes and scores, the cards known to be in a hand after a pirate haul, the discard
 * pile's contents, the action cards the viewer saw in the centre, the cards the viewer put
 * under the deck. Other hands, face-down action cards, the deck order and the generator
 * are absent.
 *
 * @group View
 */
export interface MeutererView {
  /** The seat this view is for, or `'spectator'`. */
  readonly viewer: Viewer;
  /** The round being played, 1-based; the table's `rounds` is the last. */
  readonly round: number;
  /** Where the round is (see {@link Phase}); `'over'` once the game has ended. */
  readonly phase: Phase;
  /** The captain's seat. */
  readonly captain: Seat;
  /** The points (0-3) the captain offers the mate this round; `null` until he has chosen (phase 1). */
  readonly reward: number | null;
  /** The merchant ship's island: an index into the table's `islands`. */
  readonly ship: number;
  /** The island the ship sailed from last round, which still buys goods this round; `null` if it did not move. */
  readonly previousShip: number | null;
  /** The islands that buy goods this round (island indices): the ship's, then `previousShip` if set. */
  readonly activeIslands: readonly number[];
  /** The pirate ship's island (island index) in the pirate variant; `null` without it. */
  readonly pirateShip: number | null;
  /** Points per seat so far (victory points; a captain paying the mate may go below 0). */
  readonly scores: readonly number[];
  /** The seats that may move now (one at a time in Meuterer); empty once the game is over. */
  readonly active: readonly Seat[];
  /** The viewer's hand, in canonical card order; `null` for a spectator. */
  readonly hand: readonly Card[] | null;
  /** Cards in each seat's hand, per seat. */
  readonly handSizes: readonly number[];
  /**
   * Per seat, cards everyone knows to be in that hand: taken face up in a pirate haul and
   * not played since, in canonical order (ruling M22). Always empty without pirates.
   */
  readonly hauled: readonly (readonly Card[])[];
  /** Per seat, the cards played face up in front of it this round (goods offer and mutiny), in the order played. */
  readonly offered: readonly (readonly Card[])[];
  /** Per seat, whether it has left the goods offer this round. */
  readonly passed: readonly boolean[];
  /** Per seat, its action card this round: `null` if none, `'hidden'` for one lying face down that the viewer cannot see. */
  readonly roles: readonly (Role | 'hidden' | null)[];
  /** The seats that took an action card this round, in the order they took them. */
  readonly roleOrder: readonly Seat[];
  /**
   * The action cards the viewer has seen in the centre this round (ruling M23): while he
   * chooses, those lying there now; once he has chosen and until they are revealed, those
   * that lay there when he chose, his own among them. `null` otherwise (the captain, a
   * spectator, a seat that has not chosen yet).
   */
  readonly roleSupply: readonly Role[] | null;
  /** How many action cards lie face down in the centre now. */
  readonly roleSupplySize: number;
  /** The captain's destination (island index), placed when he passes; `null` before. */
  readonly captainDestination: number | null;
  /** The mutineer's destination (island index), placed at the reveal; `null` without a mutineer or before. */
  readonly mutineerDestination: number | null;
  /** The mutiny in progress (phase 4); `null` otherwise. */
  readonly mutiny: MutinyView | null;
  /** The active island the seat to move decides about now in the sale (island index); `null` outside phase 5. */
  readonly saleIsland: number | null;
  /** The sales decided so far this round, in order. */
  readonly sales: readonly Sale[];
  /** The cards the Lademeister has just drawn and not yet kept or put back, in draw order: shown to him only, else `null`. */
  readonly loaderDrawn: readonly Card[] | null;
  /** How many cards the Lademeister holds apart while choosing (0 outside phase 7). */
  readonly loaderDrawnCount: number;
  /** How many cards the Lademeister still has to put under the deck (0 outside phase 7). */
  readonly loaderToReturn: number;
  /** Cards in the draw pile. */
  readonly deckSize: number;
  /**
   * The last `deckBottom.length` cards of the draw pile, top first: cards a Lademeister
   * put under the deck and nobody has drawn yet (ruling M21).
   */
  readonly deckBottom: readonly ReturnedCard[];
  /** The discard pile, as a count per card: every card in it was played face up (ruling M20). */
  readonly discard: Readonly<Record<Card, number>>;
  /** One summary per scored round, in order: the public score sheet (ruling M19). */
  readonly history: readonly RoundSummary[];
}

/**
 * Builds the view of `state` for `viewer`.
 *
 * @group View
 */
export function view(state: MeutererState, viewer: Viewer): MeutererView {
  const own = (seat: Seat): boolean => viewer === seat;
  const loader = state.loader;
  const deckBottom = state.returned.map((by, i): ReturnedCard => ({
    by,
    card: own(by) ? (state.deck[state.deck.length - state.returned.length + i] as Card) : null,
  }));
  return {
    viewer,
    round: state.round,
    phase: state.phase,
    captain: state.captain,
    reward: state.reward,
    ship: state.ship,
    previousShip: state.previousShip,
    activeIslands: activeIslands(state),
    pirateShip: state.pirateShip,
    scores: state.scores,
    active: activePlayers(state),
    hand: viewer === 'spectator' ? null : (state.hands[viewer] ?? null),
    handSizes: state.hands.map((h) => h.length),
    hauled: state.hauled,
    offered: state.offered,
    passed: state.passed,
    roles: state.roles.map((role, seat) => (role === null ? null : state.revealed || own(seat) ? role : 'hidden')),
    roleOrder: state.choosers,
    roleSupply: viewer === 'spectator' ? null : roleSupplySeen(state, viewer),
    roleSupplySize: state.roleSupply.length,
    captainDestination: state.captainDestination,
    mutineerDestination: state.mutineerDestination,
    mutiny: state.mutiny === null ? null : { ...state.mutiny, ...mutinySides(state) },
    saleIsland: state.saleIsland,
    sales: state.sales,
    loaderDrawn: loader !== null && own(loader.player) ? loader.drawn : null,
    loaderDrawnCount: loader?.drawn.length ?? 0,
    loaderToReturn: loader?.toReturn ?? 0,
    deckSize: state.deck.length,
    deckBottom,
    discard: tally(state.discard),
    history: state.history,
  };
}

/**
 * The action cards `seat` has seen in the centre this round (ruling M23): those there now
 * while it chooses; after its choice, those that were there then (all but the cards of
 * the seats that chose before it), until the reveal.
 *
 * @rulebook Phase 2: « Il prend l'ensemble des cartes action restantes ... en choisit une ».
 */
function roleSupplySeen(state: MeutererState, seat: Seat): readonly Role[] | null {
  if (state.phase === 'chooseRole' && state.turn === seat) return state.roleSupply;
  const place = state.choosers.indexOf(seat);
  if (place < 0 || state.revealed) return null;
  const before = state.choosers.slice(0, place).map((s) => state.roles[s]);
  return ROLES.filter((role) => !before.includes(role));
}
