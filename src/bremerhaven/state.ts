/**
 * Bremerhaven's state: everything on the table, hidden parts included. Plain JSON.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural, nullable, oneOf } from '../core/codecs.js';
import type { Draft } from '../core/draft.js';
import type { Seat } from '../core/game.js';
import { RngStateCodec, type RngState } from '../core/random.js';
import { catalogProps, type Catalog } from './catalog.js';
import { VariantCodec, type Variant } from './config.js';
import { GoodCodec, GoodCountsCodec, type Good, type GoodCounts } from './goods.js';
import { SpaceIdCodec, type SpaceId } from './spaces.js';
import { PriceMemoryCodec, type PriceMemory } from './price-memory.js';

/**
 * Someone on the Career ladder: a seat, or the solo game's dummy player.
 *
 * @group State
 */
export type Participant = Seat | 'dummy';

/**
 * Where the round is; each phase waits for decisions, everything between them is automatic.
 *
 * - `startingGoods`: short and solo setup, every player takes 3 starting goods (simultaneous).
 * - `bidding`: the Bidding phase, one Influence card at a time in rank order.
 * - `permits`: 1.2 Building permit, its bidders build (simultaneous).
 * - `grow`: 1.3 Grow influence, bidders who must pay decide (simultaneous).
 * - `prices`: 1.4, the winner (or the Commodity Exchange's owner) picks the Price card.
 * - `career`: 1.5, the winner may swap two adjacent ranks.
 * - `ship`: 2, the winner of a Ship places it in a Dock.
 * - `contract`: 3, the winner of a Contract places it in a Loading dock.
 * - `harbour`: 4, the Individual action phase (simultaneous).
 * - `over`: the game has ended.
 *
 * @group State
 */
export type Phase = 'startingGoods' | 'bidding' | 'permits' | 'grow' | 'prices' | 'career' | 'ship' | 'contract' | 'harbour' | 'over';

/**
 * The fixed rules of this table, resolved from the config at setup: the player count and
 * variant, and the card catalogue in play. No move edits them.
 *
 * @group State
 */
export interface BremerhavenRules extends Catalog {
  /** Seats at the table (1 in the solo game). */
  readonly players: number;
  /** The long, the short or the solo game. */
  readonly variant: Variant;
  /** Cards on the Sea and on the Land board: one per player, 2 in the solo game. */
  readonly slots: number;
}

/**
 * One Influence card placed face down on a space.
 *
 * @group State
 */
export interface Bid {
  readonly space: SpaceId;
  readonly by: Participant;
  readonly value: number;
}

/**
 * A Ship in a Dock: its Time markers and the goods still on it (all of one type).
 *
 * @group State
 */
export interface DockedShip {
  /** The Ship card's id. */
  readonly card: string;
  /** Time markers left on it: the rounds it still stays. */
  readonly timers: number;
  /** The type of the goods on it. */
  readonly cargo: Good;
  /** Goods still on it. */
  readonly count: number;
}

/**
 * A Contract in a Loading dock: its Time markers and the goods delivered onto it.
 *
 * @group State
 */
export interface LoadedContract {
  /** The Contract card's id. */
  readonly card: string;
  /** Time markers left on it: the rounds until it is due. */
  readonly timers: number;
  /** The goods delivered onto it so far, by type. */
  readonly delivered: GoodCounts;
}

/**
 * A player's 12 Influence cards: in hand (unplayed; the dummy's face-down pile, top first),
 * in the supply (ascending), back in the box. Cards on the boards are in `bids`.
 *
 * @group State
 */
export interface Influence {
  readonly hand: readonly number[];
  readonly supply: readonly number[];
  readonly boxed: readonly number[];
}

/**
 * What a player has done in the current round's simultaneous steps.
 *
 * @group State
 */
export interface RoundProgress {
  /** Building permits used in 1.2 this round. */
  readonly permits: number;
  /** Whether the player has finished with the Building permits this round. */
  readonly permitsDone: boolean;
  /** Whether the player has taken or declined 1.3 this round. */
  readonly growDone: boolean;
  /** Production buildings that produced in 4.1 this round. */
  readonly produced: readonly string[];
  /** Whether the player has begun 4.2 (no production after that). */
  readonly moving: boolean;
  /** Whether the player has finished the Individual action phase this round. */
  readonly harbourDone: boolean;
  /** Starting goods still to take (short and solo setup). */
  readonly startingGoods: number;
}

/**
 * One player's Harbor board and everything in front of them.
 *
 * @group State
 */
export interface Harbor {
  /** Money in front of the player (counts in the score). */
  readonly money: number;
  /** Money on the Bank: pays penalties and charges only, not counted in the score (ruling B19). */
  readonly bank: number;
  /** The Prestige track. */
  readonly prestige: number;
  /** Prestige lost so far to penalties and events (the only ways the track goes down). */
  readonly prestigeLost: number;
  /** Cover cards still on the 12 spaces (`row * 4 + column`). */
  readonly covered: readonly boolean[];
  /** Bollards on the 4 quay walls, top to bottom. */
  readonly walls: readonly number[];
  /** The 3 Docks, top first: the Ship in each, or `null`. */
  readonly docks: readonly (DockedShip | null)[];
  /** The 4 Loading docks, left first: the Contract in each, or `null`. */
  readonly loadingDocks: readonly (LoadedContract | null)[];
  /** Goods on Storage spaces and storage buildings. */
  readonly storage: GoodCounts;
  /** Buildings built on the Harbor board, in the order built. */
  readonly buildings: readonly string[];
  /** Buildings won but not yet built (next to the board). */
  readonly gained: readonly string[];
  /** The player's Influence cards (in the state only: views show them as `owned`, `hand`, `supply`, `boxed`). */
  readonly influence: Influence;
  /** What the player has done in this round's simultaneous steps. */
  readonly progress: RoundProgress;
}

/**
 * The Newspaper rack (long game) or the dummy's Newspaper stack (solo game).
 *
 * @group State
 */
export interface NewspaperRack {
  /** Long game: the right side, "Ship ahoy!" up, top first. Solo: the face-down draw stack. */
  readonly stack: readonly string[];
  /** The Event card on the left side (long game). */
  readonly event: string | null;
  readonly discard: readonly string[];
}

/**
 * The full state of a Bremerhaven game.
 *
 * @group State
 */
export interface BremerhavenState {
  readonly game: 'bremerhaven';
  readonly rules: BremerhavenRules;
  /** 1-based round number. */
  readonly round: number;
  readonly phase: Phase;
  /** Bidding: how many Influence cards have been placed this round. */
  readonly turn: number;
  /** The Career ladder, Captain first. */
  readonly ranks: readonly Participant[];
  /** The Ship token on the Progress track. */
  readonly token: number;
  /** The Price cards, top first: a face-up stack, only its top card in sight (ruling B17). */
  readonly priceStack: readonly string[];
  /** What the players know of the Price stack's order (ruling B17); rule code replaces it. */
  readonly priceMemory: PriceMemory;
  /** The Building cards, top first (only the top one is visible). */
  readonly buildingStack: readonly string[];
  /** Buildings put back into the box (unbid, or won by the dummy). */
  readonly boxedBuildings: readonly string[];
  readonly shipDeck: readonly string[];
  readonly shipDiscard: readonly string[];
  readonly contractDeck: readonly string[];
  readonly contractDiscard: readonly string[];
  /** The Sea board, left to right. */
  readonly sea: readonly (string | null)[];
  /** The Land board, left to right. */
  readonly land: readonly (string | null)[];
  readonly newspapers: NewspaperRack;
  /** Influence cards on the boards this round, in the order placed. */
  readonly bids: readonly Bid[];
  /** Whether the bids have been turned face up. */
  readonly revealed: boolean;
  /** Who decides now in the `prices`, `career`, `ship` and `contract` phases. */
  readonly chooser: Seat | null;
  /** The Sea or Land slot being placed (`ship`, `contract`). */
  readonly slot: number | null;
  /** Why the chooser picks the Price card: won the bid, or owns the Commodity Exchange. */
  readonly priceMode: 'winner' | 'exchange' | null;
  readonly harbors: readonly Harbor[];
  /** The solo game's dummy player: its face-down pile, supply and boxed cards. */
  readonly dummy: Influence | null;
  /** The generator state for the dummy's shuffles (solo game). */
  readonly rng: RngState;
}

const seat = natural;
const ParticipantCodec = t.union([natural, t.literal('dummy')]);
/** Card ids. */
export const ids = t.readonlyArray(t.string);
/** Influence card numbers. */
export const values = t.readonlyArray(intRange(1, 9));

/** Codec for a {@link Phase}. */
export const PhaseCodec = oneOf(
  ['startingGoods', 'bidding', 'permits', 'grow', 'prices', 'career', 'ship', 'contract', 'harbour', 'over'] as const,
  'Phase',
);

const RulesCodec = codecFor<BremerhavenRules>()(closed('BremerhavenRules', {
  players: intRange(1, 4),
  variant: VariantCodec,
  slots: intRange(2, 4),
  ...catalogProps,
}));

const BidCodec = codecFor<Bid>()(closed('Bid', { space: SpaceIdCodec, by: ParticipantCodec, value: intRange(1, 9) }));

const DockedShipCodec = codecFor<DockedShip>()(closed('DockedShip', {
  card: t.string,
  timers: natural,
  cargo: GoodCodec,
  count: natural,
}));

const LoadedContractCodec = codecFor<LoadedContract>()(closed('LoadedContract', {
  card: t.string,
  timers: natural,
  delivered: GoodCountsCodec,
}));

/**
 * Codec for {@link Influence}.
 *
 * @group Codecs
 */
export const InfluenceCodec = codecFor<Influence>()(closed('Influence', { hand: values, supply: values, boxed: values }));

const RoundProgressCodec = codecFor<RoundProgress>()(closed('RoundProgress', {
  permits: natural,
  permitsDone: t.boolean,
  growDone: t.boolean,
  produced: ids,
  moving: t.boolean,
  harbourDone: t.boolean,
  startingGoods: natural,
}));

/** The fields of a {@link Harbor} (a seat's view shows its Influence cards otherwise). */
export const harborProps = {
  money: natural,
  bank: natural,
  prestige: natural,
  prestigeLost: natural,
  covered: t.readonlyArray(t.boolean),
  walls: t.readonlyArray(natural),
  docks: t.readonlyArray(nullable(DockedShipCodec)),
  loadingDocks: t.readonlyArray(nullable(LoadedContractCodec)),
  storage: GoodCountsCodec,
  buildings: ids,
  gained: ids,
  influence: InfluenceCodec,
  progress: RoundProgressCodec,
};

/**
 * Codec for {@link Harbor}.
 *
 * @group Codecs
 */
export const HarborCodec = codecFor<Harbor>()(closed('Harbor', harborProps));

/** The structure of a {@link BremerhavenState}; `BremerhavenStateCodec` (in `state-codec.ts`) adds its consistency. */
export const BremerhavenStateShape = codecFor<BremerhavenState>()(closed('BremerhavenState', {
  game: t.literal('bremerhaven'),
  rules: RulesCodec,
  round: natural,
  phase: PhaseCodec,
  turn: natural,
  ranks: t.readonlyArray(ParticipantCodec),
  token: natural,
  priceStack: ids,
  priceMemory: PriceMemoryCodec,
  buildingStack: ids,
  boxedBuildings: ids,
  shipDeck: ids,
  shipDiscard: ids,
  contractDeck: ids,
  contractDiscard: ids,
  sea: t.readonlyArray(nullable(t.string)),
  land: t.readonlyArray(nullable(t.string)),
  newspapers: closed('NewspaperRack', { stack: ids, event: nullable(t.string), discard: ids }),
  bids: t.readonlyArray(BidCodec),
  revealed: t.boolean,
  chooser: nullable(seat),
  slot: nullable(natural),
  priceMode: nullable(oneOf(['winner', 'exchange'] as const)),
  harbors: t.readonlyArray(HarborCodec),
  dummy: nullable(InfluenceCodec),
  rng: RngStateCodec,
}));


/**
 * A deep-mutable copy of a state, for tests and tools that build a position by copying a
 * state (`cloneJson`) and editing it anywhere. Rule code edits a {@link WorkingState}.
 *
 * @group State
 */
export type BremerhavenDraft = Draft<BremerhavenState>;
/**
 * A deep-mutable copy of a harbour (see {@link BremerhavenDraft}).
 *
 * @group State
 */
export type HarborDraft = Draft<Harbor>;
/**
 * `T` with its own fields writable and everything inside them still read-only.
 *
 * @group State
 */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };
/**
 * The working copy that `perform` edits, by replacement: a fresh top-level object whose
 * fields are the previous state's own values (every field is in `sharedFields`, so
 * nothing is copied up front). Rule code sets fields, and to change something inside a
 * field it builds a new value for that field, copying only the path that changes and
 * sharing the rest; the types forbid editing anything below the top level in place.
 *
 * @group State
 */
export type WorkingState = Writable<BremerhavenState>;
/**
 * A harbour being edited by replacement: a fresh copy whose own fields rule code may set
 * (see `harborToEdit`); arrays and objects inside it are shared, so they are replaced.
 *
 * @group State
 */
export type WorkingHarbor = Writable<Harbor>;
/**
 * Either a state or a draft: what read-only rule helpers take.
 *
 * @group State
 */
export type AnyState = BremerhavenState | BremerhavenDraft;
