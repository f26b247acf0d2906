/**
 * Meuterer's state: everything on the table, hidden parts included. Plain JSON.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, consistentState, integer, intRange, natural, nullable, oneOf } from '../core/codecs.js';
import { STATE_LIMITS } from '../core/plain.js';
import type { Seat } from '../core/game.js';
import { RngStateCodec, type RngState } from '../core/random.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { CardsCodec, GoodCodec, RoleCodec, type Card, type Good, type Role } from './cards.js';
import { IslandCodec, type Island } from './islands.js';
import type { MerchantFourWayTie } from './config.js';
import { stateProblem } from './consistency.js';

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
export type Phase = 'reward' | 'offer' | 'chooseRole' | 'mutiny' | 'sale' | 'loader' | 'over';

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
  readonly player: Seat;
  readonly island: number;
  readonly good: Good;
  readonly count: number;
}

/**
 * Points scored, with the reason, for the round summaries.
 *
 * @group State
 */
export interface PointsEntry {
  readonly player: Seat;
  readonly points: number;
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
  readonly mutineer: Seat;
  readonly captainSide: number;
  readonly mutineerSide: number;
  readonly succeeded: boolean;
}

/**
 * What happened in a round, public once scored.
 *
 * @group State
 */
export interface RoundSummary {
  readonly round: number;
  /** Captain at the start of the round. */
  readonly captain: Seat;
  readonly reward: number;
  readonly roles: readonly (Role | null)[];
  readonly captainDestination: number;
  readonly mutineerDestination: number | null;
  readonly mutiny: MutinyOutcome | null;
  /** Where the ship goes. */
  readonly destination: number;
  readonly points: readonly PointsEntry[];
}

/**
 * The mutiny in progress: who still adds conflict cards, and how many each added.
 *
 * @group State
 */
export interface MutinyState {
  readonly queue: readonly Seat[];
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
  /** Cards played in front of each player this round (offer phase and mutiny), in order. */
  readonly offered: readonly (readonly Card[])[];
  readonly passed: readonly boolean[];
  /** Each player's action card this round (face down until `revealed`). */
  readonly roles: readonly (Role | null)[];
  readonly revealed: boolean;
  /** Action cards still in the centre, in canonical order. */
  readonly roleSupply: readonly Role[];
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
  /** Generator state for reshuffles. */
  readonly rng: RngState;
  /** One summary per scored round. */
  readonly history: readonly RoundSummary[];
}

const PhaseCodec = oneOf(['reward', 'offer', 'chooseRole', 'mutiny', 'sale', 'loader', 'over'] as const, 'Phase');
const seat = natural;
const island = natural;

const RulesCodec = codecFor<MeutererRules>()(closed('MeutererRules', {
  players: intRange(3, 4),
  rounds: natural,
  pirates: t.boolean,
  merchantFourWayTie: oneOf(['top', 'nothing'] as const),
  islands: t.readonlyArray(IslandCodec),
  islandProvenance: ProvenanceCodec,
}));

const SaleCodec = codecFor<Sale>()(closed('Sale', { player: seat, island, good: GoodCodec, count: natural }));

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

const RoundSummaryCodec = codecFor<RoundSummary>()(closed('RoundSummary', {
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

/** The shape of a {@link MeutererState}, before its consistency is checked. */
const MeutererStateStructure = codecFor<MeutererState>()(closed('MeutererState', {
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
  offered: t.readonlyArray(CardsCodec),
  passed: t.readonlyArray(t.boolean),
  roles: t.readonlyArray(nullable(RoleCodec)),
  revealed: t.boolean,
  roleSupply: t.readonlyArray(RoleCodec),
  turn: seat,
  captainDestination: nullable(island),
  mutineerDestination: nullable(island),
  mutiny: nullable(closed('MutinyState', { queue: t.readonlyArray(seat), added: t.readonlyArray(natural) })),
  saleIsland: nullable(island),
  sales: t.readonlyArray(SaleCodec),
  loader: nullable(closed('LoaderState', { player: seat, drawn: CardsCodec, toReturn: natural })),
  refillQueue: t.readonlyArray(seat),
  scores: t.readonlyArray(integer),
  deck: CardsCodec,
  discard: CardsCodec,
  rng: RngStateCodec,
  history: t.readonlyArray(RoundSummaryCodec),
}));

/**
 * Codec for {@link MeutererState}: the structure, then the consistency of a state the
 * rules can reach (`stateProblem` in `consistency.ts`), so that a save that decodes plays
 * to its end. Refusals name the field (`inconsistent state: hands[2]: ...`).
 *
 * @group Codecs
 */
export const MeutererStateCodec = consistentState(MeutererStateStructure, stateProblem, STATE_LIMITS);

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
