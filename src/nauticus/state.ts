/**
 * Nauticus's state: everything on the table, plain JSON. Everything a player owns is open
 * information; only the generator (and any fixed tile layouts of later rounds) is hidden.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, nullable, oneOf } from '../core/codecs.js';
import type { Seat } from '../core/game.js';
import { RngStateCodec, type RngState } from '../core/random.js';
import { ActionTileCodec, BoardCodec, type ActionTile, type Board } from './board.js';
import {
  EmblemCodec,
  GoodCodec,
  GoodCountsCodec,
  HullPartCodec,
  PieceCodec,
  PieceCountsCodec,
  type Emblem,
  type Good,
  type GoodCounts,
  type HullPart,
  type Piece,
  type PieceCounts,
} from './components.js';

/**
 * The six rewards for a completed ship: a crown mast, a crown sail (both into the
 * warehouse), 3 points, 7 coins, 3 workers, two different goods (into the warehouse).
 *
 * @rulebook 4 Récompenses pour les navires achevés.
 *
 * @group State
 */
export const REWARDS = ['crownMast', 'crownSail', 'points', 'coins', 'workers', 'goods'] as const;
/**
 * A ship reward; see {@link REWARDS}.
 *
 * @group State
 */
export type Reward = (typeof REWARDS)[number];

/**
 * A ship in a player's shipyard. Only counts matter for the rules, so the masts, sails and
 * goods are kept as lists, not per hull tile: a mast stands on some hull tile, a sail on
 * some mast, a good under some hull tile.
 *
 * @group State
 */
export interface Ship {
  /** Hull tiles from bow to stern: `['hull']`, or bow / middles / stern as built so far. */
  readonly parts: readonly HullPart[];
  /** The emblems of the masts standing on the ship (at most one per hull tile). */
  readonly masts: readonly Emblem[];
  /** The emblems of the sails set on those masts (at most one per mast). */
  readonly sails: readonly Emblem[];
  /** Goods loaded, in the order they were loaded. */
  readonly goods: readonly Good[];
  /** The rewards taken when the ship was completed (empty until then). */
  readonly rewards: readonly Reward[];
}

/**
 * When a player used the extra action, and for which tile.
 *
 * @group State
 */
export interface ExtraUse {
  /** The round it was used in, 1-based. */
  readonly round: number;
  /** The action phase it was used in, 1-7. */
  readonly phase: number;
  /** The action it performed. */
  readonly tile: ActionTile;
}

/**
 * One player's side of the table.
 *
 * @group State
 */
export interface PlayerState {
  /** Workers in the player's supply (not the turntable's blue ones). */
  readonly workers: number;
  /** Coins. */
  readonly coins: number;
  /** The score track (starts at 10; may go below 0). */
  readonly score: number;
  /** Tiles in the warehouse, in canonical order. */
  readonly warehouse: readonly Piece[];
  /** The shipyard; a ship keeps its index for the whole game. */
  readonly ships: readonly Ship[];
  /** Goods delivered so far, per good (counted at the end of the game). */
  readonly delivered: GoodCounts;
  /** Pass tiles flipped this round (0-3; -3 first, then -2, then -1). */
  readonly passFlipped: number;
  /** The extra-action tile, once used. */
  readonly extra: ExtraUse | null;
  /** Crown-evaluation points scored this round. */
  readonly crownPoints: number;
}

/**
 * An action being carried out by the player whose turn it is: the phase's action
 * (`main`) or the extra action (`extra`).
 *
 * @group State
 */
export interface Activity {
  /** Which action it is: the phase's (`main`) or the extra action (`extra`). */
  readonly source: 'main' | 'extra';
  /** The action tile being performed. */
  readonly tile: ActionTile;
  /** The board position whose prices apply (`null` for the extra action: 2 coins each). */
  readonly position: number | null;
  /** Blue workers of the turntable still available for this action. */
  readonly blue: number;
  /** Uses so far (one worker each; a delivery uses one per good). */
  readonly uses: number;
  /** Items bought so far in this action, for the price of duplicates and the free tile. */
  readonly bought: readonly Piece[];
  /** The free tile for buying all four items: not earned, to be chosen, or settled. */
  readonly free: 'none' | 'pending' | 'done';
  /** Crown-evaluation points scored by this action (at most 15). */
  readonly crownPoints: number;
}

/**
 * Rewards still to be chosen for a ship just completed.
 *
 * @group State
 */
export interface PendingRewards {
  /** The completed ship, by its index in the player's shipyard (0-based). */
  readonly ship: number;
  /** Rewards still to choose (one per mast, less those taken). */
  readonly remaining: number;
}

/**
 * The turn of one player within an action phase.
 *
 * @group State
 */
export interface TurnState {
  /** The seat in turn. */
  readonly player: Seat;
  /** The phase's action: not yet decided, performed, or passed. */
  readonly main: 'open' | 'done' | 'passed';
  /** The action being carried out (the phase's once begun, or the extra one), or `null` between actions. */
  readonly activity: Activity | null;
  /** Rewards to choose for a ship just completed, before anything else; `null` when none are due. */
  readonly rewards: PendingRewards | null;
}

/**
 * One action phase, as played.
 *
 * @group State
 */
export interface PhaseRecord {
  /** The action phase, 1-7. */
  readonly phase: number;
  /** The board position (0-7) whose action tile the start player chose. */
  readonly position: number;
  /** The action tile lying there. */
  readonly tile: ActionTile;
  /** The seat that chose it (and took the bonus). */
  readonly startPlayer: Seat;
  /** Blue workers of the turntable at that position, for each player who performs the action. */
  readonly blue: number;
}

/**
 * What happened in a round, once it is over.
 *
 * @group State
 */
export interface RoundSummary {
  readonly round: number;
  readonly rotation: number;
  readonly layout: readonly ActionTile[];
  readonly phases: readonly PhaseRecord[];
  /** Points lost for unflipped pass tiles, per seat. */
  readonly penalties: readonly number[];
  /** Crown-evaluation points scored in the round, per seat. */
  readonly crownPoints: readonly number[];
}

/**
 * The final tally of one player.
 *
 * @group State
 */
export interface FinalTally {
  /** The score track at the end of the last round. */
  readonly track: number;
  /** Points for delivered goods. */
  readonly goods: number;
  /** Points for completed ships. */
  readonly ships: number;
  /** Coins plus one per leftover worker, tile and undelivered good. */
  readonly coins: number;
  /** One point per 3 of those coins. */
  readonly coinPoints: number;
  /** The final score: track + goods + ships + coin points. */
  readonly total: number;
}

/**
 * Where the game is.
 *
 * - `select`: the start player chooses an action tile.
 * - `bonus`: the start player chooses the tile of his bonus (mast, sail or good).
 * - `turn`: a player performs the action, passes, or uses the extra action.
 * - `over`: the game has ended.
 *
 * @group State
 */
export type Step = 'select' | 'bonus' | 'turn' | 'over';

/**
 * The fixed rules of this table, resolved from the config at setup.
 *
 * @group State
 */
export interface NauticusRules {
  readonly players: number;
  readonly rounds: number;
  readonly board: Board;
}

/**
 * The full state of a Nauticus game.
 *
 * @group State
 */
export interface NauticusState {
  readonly game: 'nauticus';
  readonly rules: NauticusRules;
  /** 1-based round. */
  readonly round: number;
  /** 1-based action phase within the round (1-7). */
  readonly phase: number;
  readonly step: Step;
  /** The board position the turntable's anchor section faces. */
  readonly rotation: number;
  /** The action tile at each board position this round. */
  readonly layout: readonly ActionTile[];
  /** Action tiles already played (turned over) this round, by position. */
  readonly flipped: readonly boolean[];
  /** The position under the anchor tile (the first action chosen this round). */
  readonly anchor: number | null;
  readonly startPlayer: Seat;
  /** The position of the action of the current phase. */
  readonly selected: number | null;
  /** Seats still to take their turn in this phase, in order. */
  readonly queue: readonly Seat[];
  readonly turn: TurnState | null;
  readonly players: readonly PlayerState[];
  /** Tiles left in the general supply. */
  readonly stock: PieceCounts;
  /** The phases played so far this round. */
  readonly phases: readonly PhaseRecord[];
  readonly history: readonly RoundSummary[];
  /** The final tally, once the game is over. */
  readonly final: readonly FinalTally[] | null;
  /** Layouts fixed by the config for the coming rounds (hidden: a table would shuffle them). */
  readonly fixedLayouts: readonly (readonly ActionTile[])[];
  /** Generator state for the shuffles of the action tiles. */
  readonly rng: RngState;
}

/**
 * A fresh shallow copy of `T` that rule code changes: its own fields may be replaced,
 * everything below them is shared with the state it was copied from and stays
 * `readonly` (see `rules/edits.ts`).
 *
 * @group State
 */
export type Shallow<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The working copy of a state that rule code changes: a fresh top-level object whose
 * fields are the previous state's own values, shared with it. Rule code replaces a field
 * with a changed copy of the path it changes and never edits below the top level.
 *
 * @group State
 */
export type NauticusDraft = Shallow<NauticusState>;

const seat = natural;
const position = intRange(0, 7);

/**
 * Codec for {@link Reward}.
 *
 * @group Codecs
 */
export const RewardCodec = oneOf(REWARDS, 'Reward');

const ShipCodec = codecFor<Ship>()(closed('Ship', {
  parts: t.readonlyArray(HullPartCodec),
  masts: t.readonlyArray(EmblemCodec),
  sails: t.readonlyArray(EmblemCodec),
  goods: t.readonlyArray(GoodCodec),
  rewards: t.readonlyArray(RewardCodec),
}));

const ExtraUseCodec = codecFor<ExtraUse>()(closed('ExtraUse', { round: natural, phase: natural, tile: ActionTileCodec }));

/** The fields of a {@link PlayerState} (a seat's view adds its derived counts). */
export const playerProps = {
  workers: natural,
  coins: natural,
  score: integer,
  warehouse: t.readonlyArray(PieceCodec),
  ships: t.readonlyArray(ShipCodec),
  delivered: GoodCountsCodec,
  passFlipped: intRange(0, 3),
  extra: nullable(ExtraUseCodec),
  crownPoints: natural,
};

const PlayerStateCodec = codecFor<PlayerState>()(closed('PlayerState', playerProps));

/** Codec for its type, shared with the view's. */
export const ActivityCodec = codecFor<Activity>()(closed('Activity', {
  source: oneOf(['main', 'extra'] as const),
  tile: ActionTileCodec,
  position: nullable(position),
  blue: natural,
  uses: natural,
  bought: t.readonlyArray(PieceCodec),
  free: oneOf(['none', 'pending', 'done'] as const),
  crownPoints: natural,
}));

/** Codec for its type, shared with the view's. */
export const TurnStateCodec = codecFor<TurnState>()(closed('TurnState', {
  player: seat,
  main: oneOf(['open', 'done', 'passed'] as const),
  activity: nullable(ActivityCodec),
  rewards: nullable(closed('PendingRewards', { ship: natural, remaining: natural })),
}));

/** Codec for its type, shared with the view's. */
export const PhaseRecordCodec = codecFor<PhaseRecord>()(closed('PhaseRecord', {
  phase: natural,
  position,
  tile: ActionTileCodec,
  startPlayer: seat,
  blue: natural,
}));

const RoundSummaryCodec = codecFor<RoundSummary>()(closed('RoundSummary', {
  round: natural,
  rotation: position,
  layout: t.readonlyArray(ActionTileCodec),
  phases: t.readonlyArray(PhaseRecordCodec),
  penalties: t.readonlyArray(natural),
  crownPoints: t.readonlyArray(natural),
}));

/** Codec for its type, shared with the view's. */
export const FinalTallyCodec = codecFor<FinalTally>()(closed('FinalTally', {
  track: integer,
  goods: natural,
  ships: natural,
  coins: natural,
  coinPoints: natural,
  total: integer,
}));

/** Codec for a {@link Step}. */
export const StepCodec = oneOf(['select', 'bonus', 'turn', 'over'] as const, 'Step');

/**
 * Codec for the structure of a {@link NauticusState}: the fields and their types only. A
 * state from outside is decoded with `NauticusStateCodec` (in `consistency.ts`), which
 * also checks that the state is one the rules can go on from.
 *
 * @group Codecs
 */
export const StateStructureCodec = codecFor<NauticusState>()(closed('NauticusState', {
  game: t.literal('nauticus'),
  rules: closed('NauticusRules', { players: intRange(2, 4), rounds: natural, board: BoardCodec }),
  round: natural,
  phase: natural,
  step: StepCodec,
  rotation: position,
  layout: t.readonlyArray(ActionTileCodec),
  flipped: t.readonlyArray(t.boolean),
  anchor: nullable(position),
  startPlayer: seat,
  selected: nullable(position),
  queue: t.readonlyArray(seat),
  turn: nullable(TurnStateCodec),
  players: t.readonlyArray(PlayerStateCodec),
  stock: PieceCountsCodec,
  phases: t.readonlyArray(PhaseRecordCodec),
  history: t.readonlyArray(RoundSummaryCodec),
  final: nullable(t.readonlyArray(FinalTallyCodec)),
  fixedLayouts: t.readonlyArray(t.readonlyArray(ActionTileCodec)),
  rng: RngStateCodec,
}));
