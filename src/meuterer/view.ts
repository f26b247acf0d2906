/**
 * What one seat (or a spectator) sees of a Meuterer table.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import type { Provenance } from '../core/provenance.js';
import type { Card, Role } from './cards.js';
import type { MerchantFourWayTie } from './config.js';
import type { Island } from './islands.js';
import type { MeutererState, MutinyState, Phase, RoundSummary, Sale } from './state.js';
import { mutinySides } from './rules/mutiny.js';
import { activePlayers } from './legal.js';
import { activeIslands } from './rules/table.js';

/**
 * The table as one viewer sees it: their own hand and action card, everyone's played
 * cards, hand sizes and scores. Other hands, face-down action cards, the action cards in
 * the centre (except to the player picking from them), the deck and discard contents and
 * the generator are absent.
 *
 * @group View
 */
export interface MeutererView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly round: number;
  readonly rounds: number;
  readonly phase: Phase;
  readonly captain: Seat;
  readonly reward: number | null;
  readonly islands: readonly Island[];
  readonly islandProvenance: Provenance;
  /** The table's choice for a merchant in a four-way tie (ruling M8): agreed before play, so known to all. */
  readonly merchantFourWayTie: MerchantFourWayTie;
  readonly ship: number;
  readonly previousShip: number | null;
  /** Where goods sell this round. */
  readonly activeIslands: readonly number[];
  readonly pirateShip: number | null;
  readonly scores: readonly number[];
  /** The seats that may move now. */
  readonly active: readonly Seat[];
  /** The viewer's hand (`null` for a spectator). */
  readonly hand: readonly Card[] | null;
  readonly handSizes: readonly number[];
  readonly offered: readonly (readonly Card[])[];
  readonly passed: readonly boolean[];
  /** Action cards: `'hidden'` for one chosen face down that the viewer cannot see. */
  readonly roles: readonly (Role | 'hidden' | null)[];
  /** The action cards in the centre, shown only to the player picking from them now. */
  readonly roleSupply: readonly Role[] | null;
  readonly roleSupplySize: number;
  readonly captainDestination: number | null;
  readonly mutineerDestination: number | null;
  readonly mutiny: (MutinyState & { readonly captainSide: number; readonly mutineerSide: number }) | null;
  readonly saleIsland: number | null;
  readonly sales: readonly Sale[];
  /** The Lademeister's newly drawn cards, shown to him only. */
  readonly loaderDrawn: readonly Card[] | null;
  readonly loaderDrawnCount: number;
  readonly loaderToReturn: number;
  readonly deckSize: number;
  readonly discardSize: number;
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
  return {
    viewer,
    players: state.rules.players,
    round: state.round,
    rounds: state.rules.rounds,
    phase: state.phase,
    captain: state.captain,
    reward: state.reward,
    islands: state.rules.islands,
    islandProvenance: state.rules.islandProvenance,
    merchantFourWayTie: state.rules.merchantFourWayTie,
    ship: state.ship,
    previousShip: state.previousShip,
    activeIslands: activeIslands(state),
    pirateShip: state.pirateShip,
    scores: state.scores,
    active: activePlayers(state),
    hand: viewer === 'spectator' ? null : (state.hands[viewer] ?? null),
    handSizes: state.hands.map((h) => h.length),
    offered: state.offered,
    passed: state.passed,
    roles: state.roles.map((role, seat) => (role === null ? null : state.revealed || own(seat) ? role : 'hidden')),
    roleSupply: state.phase === 'chooseRole' && own(state.turn) ? state.roleSupply : null,
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
    discardSize: state.discard.length,
    history: state.history,
  };
}
