/**
 * Meuterer's state: everything on the table, hidden parts included. Plain JSON.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, nullable, oneOf } from '../core/codecs.js';
import type { Seat } from '../core/game.js';
import { RngStateCodec, type RngState } from '../core/random.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { CardsCodec, GoodCodec, RoleCodec, type Card, type Good, type Role } from './cards.js';
import { IslandCodec, type Island } from './islands.js';
import type { MerchantFourWayTie } from './config.js';

/**
 * Every phase of a round, in order (`over` last): the values of {@link Phase}.
 *
 * @group State
 */
export const PHASES = ['reward', 'offer', 'chooseRole', 'mutiny', 'sale', 'loader', 'over'] as const;

/**
 * Where the round is.
 *
 * - `reward`: phase 1, the captain chooses the offer card (0-3).
 * - `offer`: phase 2, players play goods or pass in turn.
 * - `chooseRole`: phase 2, a player who has just passed picks an action card.
 * - `mutiny`: phase 4, the involved players add conflict cards in turn.
 * - `sale`: phase 5, players decide what they sell on each active island.
 * - `loader`: phase 7, the Lademeister puts three of his newly drawn cards under the deck.
 * - `over`: the game has ended.
 *
 * @group State
 */
export type Phase = (typeof PHASES)[number];

/**
 * The fixed rules of this table, resolved from the config at setup.
 *
 * @group State
 */
export interface MeutererRules {
  readonly players: number;
  readonly rounds: number;
  readonly pirates: boolean;
  readonly merchantFourWayTie: MerchantFourWayTie;
  readonly islands: readonly Island[];
  readonly islandProvenance: Provenance;
}

/**
 * A decision made in the sale phase: `count` cards of `good` sold on island `island`.
 *
 * @group State
 */
export interface Sale {
  /** The seat selling. */
  readonly player: Seat;
  /** The island sold on (island index). */
  readonly island: number;
  /** The good sold: one kind per seat and island. */
  readonly good: Good;
  /** How many cards of it (at least 1). */
  readonly count: number;
}

/**
 * Points scored, with the reason, for the round summaries.
 *
 * @group State
 */
export interface PointsEntry {
  /** The seat scoring. */
  readonly player: Seat;
  /** Victory points won, or lost (negative) by a captain paying the mate. */
  readonly points: number;
  /**
   * Why: `'destination'` (bringing the ship to its destination), `'mate'` (1 + the offer),
   * `'reward-paid'` (the captain paying it), `'cabin-boy'` (2 after a successful mutiny),
   * `'sale'` (most goods sold on an island).
   */
  readonly reason: 'destination' | 'mate' | 'reward-paid' | 'cabin-boy' | 'sale';
  /** The island, for destination and sale points. */
  readonly island?: number | undefined;
}

/**
 * The outcome of a mutiny.
 *
 * @group State
 */
export interface MutinyOutcome {
  /** The mutineer's seat. */
  readonly mutineer: Seat;
  /** Conflict cards on the captain's side at the end (the mate counting one). */
  readonly captainSide: number;
  /** Conflict cards on the mutineer's side at the end. */
  readonly mutineerSide: number;
  /** Whether the mutiny succeeded (at least as many cards as the captain's side). */
  readonly succeeded: boolean;
}

/**
 * What happened in a round, public once scored.
 *
 * @group State
 */
export interface RoundSummary {
  /** The round, 1-based. */
  readonly round: number;
  /** Captain at the start of the round. */
  readonly captain: Seat;
  /** The points (0-3) the captain offered the mate. */
  readonly reward: number;
  /** Per seat, the action card it held (`null` for the captain). */
  readonly roles: readonly (Role | null)[];
  /** The captain's destination (island index). */
  readonly captainDestination: number;
  /** The mutineer's destination (island index), `null` without a mutineer. */
  readonly mutineerDestination: number | null;
  /** The mutiny's outcome, `null` without a mutineer. */
  readonly mutiny: MutinyOutcome | null;
  /** Where the ship goes (island index). */
  readonly destination: number;
  /** The points scored this round, in the order scored: the mutiny's, then the sales'. */
  readonly points: readonly PointsEntry[];
}

/**
 * The mutiny in progress: who still adds conflict cards, and how many each added.
 *
 * @group State
 */
export interface MutinyState {
  /** The seats still to take their one turn, in order; the first is to move. */
  readonly queue: readonly Seat[];
  /** Per seat, how many conflict cards it added in the mutiny. */
  readonly added: readonly number[];
}

/**
 * The Lademeister choosing which of his new cards go back under the deck.
 *
 * @group State
 */
export interface LoaderState {
  readonly player: Seat;
  /** The cards he drew this refill, not yet kept or returned (private to him). */
  readonly drawn: readonly Card[];
  /** How many he still has to return. */
  readonly toReturn: number;
}

/**
 * The full state of a Meuterer game.
 *
 * @group State
 */
export interface MeutererState {
  readonly game: 'meuterer';
  readonly rules: MeutererRules;
  /** 1-based round number. */
  readonly round: number;
  readonly phase: Phase;
  readonly captain: Seat;
  /** Points offered by the captain this round (the captain card), once chosen. */
  readonly reward: number | null;
  /** Island index of the merchant ship. */
  readonly ship: number;
  /** The other active island (where the ship was last round), if the ship moved. */
  readonly previousShip: number | null;
  /** Island index of the pirate ship (pirate variant). */
  readonly pirateShip: number | null;
  /** Hands, each sorted in canonical card order. */
  readonly hands: readonly (readonly Card[])[];
  /**
   * Per seat, the cards everyone knows to be in that hand: taken face up in a pirate haul
   * and not played since (sorted; empty without pirates). Ruling M22.
   */
  readonly hauled: readonly (readonly Card[])[];
  /** Cards played in front of each player this round (offer phase and mutiny), in order. */
  readonly offered: readonly (readonly Card[])[];
  readonly passed: readonly boolean[];
  /** Each player's action card this round (face down until `revealed`). */
  readonly roles: readonly (Role | null)[];
  readonly revealed: boolean;
  /** Action cards still in the centre, in canonical order. */
  readonly roleSupply: readonly Role[];
  /** The seats that took an action card this round, in the order they took them (public). Ruling M23. */
  readonly choosers: readonly Seat[];
  /** Whose decision it is (offer, chooseRole, mutiny, sale, loader phases). */
  readonly turn: Seat;
  readonly captainDestination: number | null;
  readonly mutineerDestination: number | null;
  readonly mutiny: MutinyState | null;
  /** The island the seat in `turn` decides about in the sale phase. */
  readonly saleIsland: number | null;
  readonly sales: readonly Sale[];
  readonly loader: LoaderState | null;
  /** Seats still to refill their hands after the Lademeister's choice. */
  readonly refillQueue: readonly Seat[];
  readonly scores: readonly number[];
  /** Draw pile, top card first. */
  readonly deck: readonly Card[];
  readonly discard: readonly Card[];
  /**
   * Who put each of the last `returned.length` cards of the deck there: the Lademeister's
   * returns still in the deck, top first (each seat remembers its own). Ruling M21.
   */
  readonly returned: readonly Seat[];
  /** Generator state for reshuffles. */
  readonly rng: RngState;
  /** One summary per scored round. */
  readonly history: readonly RoundSummary[];
}

/** Codec for a {@link Phase}. */
export const PhaseCodec = oneOf(PHASES, 'Phase');
const seat = natural;
const island = natural;

/** The fields of {@link MeutererRules}: the table (`seat-codecs.ts`) repeats them with its deck. */
export const rulesProps = {
  players: intRange(3, 4),
  rounds: natural,
  pirates: t.boolean,
  merchantFourWayTie: oneOf(['top', 'nothing'] as const),
  islands: t.readonlyArray(IslandCodec),
  islandProvenance: ProvenanceCodec,
};

const RulesCodec = codecFor<MeutererRules>()(closed('MeutererRules', rulesProps));

/** Codec for a {@link Sale}. */
export const SaleCodec = codecFor<Sale>()(closed('Sale', { player: seat, island, good: GoodCodec, count: natural }));

const PointsEntryCodec = codecFor<PointsEntry>()(closed(
  'PointsEntry',
  {
    player: seat,
    points: integer,
    reason: oneOf(['destination', 'mate', 'reward-paid', 'cabin-boy', 'sale'] as const),
  },
  { island: t.union([island, t.undefined]) },
));

const MutinyOutcomeCodec = codecFor<MutinyOutcome>()(closed('MutinyOutcome', {
  mutineer: seat,
  captainSide: natural,
  mutineerSide: natural,
  succeeded: t.boolean,
}));

/** Codec for a {@link RoundSummary}. */
export const RoundSummaryCodec = codecFor<RoundSummary>()(closed('RoundSummary', {
  round: natural,
  captain: seat,
  reward: intRange(0, 3),
  roles: t.readonlyArray(nullable(RoleCodec)),
  captainDestination: island,
  mutineerDestination: nullable(island),
  mutiny: nullable(MutinyOutcomeCodec),
  destination: island,
  points: t.readonlyArray(PointsEntryCodec),
}));

/** The fields of a {@link MutinyState} (a view's mutiny adds the two sides). */
export const mutinyProps = { queue: t.readonlyArray(seat), added: t.readonlyArray(natural) };

/** The shape of a {@link MeutererState}, before its consistency is checked. */
export const MeutererStateStructure = codecFor<MeutererState>()(closed('MeutererState', {
  game: t.literal('meuterer'),
  rules: RulesCodec,
  round: natural,
  phase: PhaseCodec,
  captain: seat,
  reward: nullable(intRange(0, 3)),
  ship: island,
  previousShip: nullable(island),
  pirateShip: nullable(island),
  hands: t.readonlyArray(CardsCodec),
  hauled: t.readonlyArray(CardsCodec),
  offered: t.readonlyArray(CardsCodec),
  passed: t.readonlyArray(t.boolean),
  roles: t.readonlyArray(nullable(RoleCodec)),
  revealed: t.boolean,
  roleSupply: t.readonlyArray(RoleCodec),
  choosers: t.readonlyArray(seat),
  turn: seat,
  captainDestination: nullable(island),
  mutineerDestination: nullable(island),
  mutiny: nullable(closed('MutinyState', mutinyProps)),
  saleIsland: nullable(island),
  sales: t.readonlyArray(SaleCodec),
  loader: nullable(closed('LoaderState', { player: seat, drawn: CardsCodec, toReturn: natural })),
  refillQueue: t.readonlyArray(seat),
  scores: t.readonlyArray(integer),
  deck: CardsCodec,
  discard: CardsCodec,
  returned: t.readonlyArray(seat),
  rng: RngStateCodec,
  history: t.readonlyArray(RoundSummaryCodec),
}));


/**
 * The working copy of a state that rule code edits: a fresh top-level object whose fields
 * are the previous state's own values, shared with it (every field is in `sharedFields`).
 * So rule code sets top-level fields and replaces whatever it changes below them (copy
 * the path it changes, share the rest, see `core/edit.ts`); the nested parts stay
 * `readonly`, so an edit in place of a shared part does not compile.
 *
 * @group State
 */
export type MeutererDraft = { -readonly [K in keyof MeutererState]: MeutererState[K] };
