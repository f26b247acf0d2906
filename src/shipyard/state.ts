/**
 * Shipyard's state: everything on the table, hidden parts included. Plain JSON.
 *
 * Cards are referred to by their index in the data sets in use, which the state carries
 * in `rules.components` (shared, never copied, from move to move).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, integer, intRange, natural, nullable, oneOf } from '../core/codecs.js';
import type { Draft } from '../core/draft.js';
import type { Seat } from '../core/game.js';
import { RngStateCodec, type RngState } from '../core/random.js';
import { ShipyardComponentsCodec, type ShipyardComponents } from './data/index.js';
import { ActionCodec, EdgeCodec, ItemCodec, ShipKindCodec, type Action, type Edge, type Item, type Pieces, type ShipKind } from './items.js';

/**
 * Where the game is.
 *
 * - `play`: normal turns (the first turn(s) of each player included).
 * - `finalAction`: each player's final action, from the first player.
 * - `finalChance`: each player's last chance to complete a ship with one card.
 * - `over`: contracts and traders scored.
 *
 * @group State
 */
export type Era = 'play' | 'finalAction' | 'finalChance' | 'over';

/**
 * Where the current turn is.
 *
 * - `choose`: step 2, the player puts a pawn on an action card (step 1 ran automatically).
 * - `act`: step 4, the chosen action and the optional bonus action.
 * - `trial`: step 5, the sea trials of the ships completed this turn.
 * - `discard`: between turns, every player who must give up contracts does so.
 *
 * @group State
 */
export type Step = 'choose' | 'act' | 'trial' | 'discard';

/**
 * A card in a shipyard or a ship: a ship card of the data set, or a free substitute (`card: null`).
 *
 * @group State
 */
export interface ShipPart {
  /** Bow, middle or stern. */
  readonly kind: ShipKind;
  /** The ship card (index into `components.shipCards.cards`), `null` for a free substitute. */
  readonly card: number | null;
}

/**
 * A canal card in a player's canal system, on a grid; `turned` = rotated end for end (ruling S13).
 *
 * @group State
 */
export interface PlacedCanal {
  /** The canal card (index into `components.canals.cards`). */
  readonly card: number;
  /** The grid column, in cards from the first canal (east is positive). */
  readonly x: number;
  /** The grid row, in cards from the first canal (south is positive). */
  readonly y: number;
  /** `true` when the card lies turned end for end (180°). */
  readonly turned: boolean;
}

/**
 * Where a player's boat came from: an edge of its canal (just placed), or a square.
 *
 * @group State
 */
export type BoatFrom =
  | {
      /** The boat entered from the edge of its canal card (just placed). */
      readonly kind: 'edge';
      /** The edge of the card, as laid, the boat's stern points out of. */
      readonly edge: Edge;
    }
  | {
      /** The boat came from a square. */
      readonly kind: 'square';
      /** The canal card of that square (index into `components.canals.cards`). */
      readonly canal: number;
      /** The square on that card (index into its `squares`). */
      readonly square: number;
    };

/**
 * A player's boat in the canal system: the canal card (data index), the square, where it came from.
 *
 * @group State
 */
export interface Boat {
  /** The canal card the boat is on (index into `components.canals.cards`). */
  readonly canal: number;
  /** The square it is on (index into that card's `squares`). */
  readonly square: number;
  /** Where it came from: it never sails back that way. */
  readonly from: BoatFrom;
}

/**
 * The points a ship scored, by the four criteria of the shipyard board.
 *
 * @group State
 */
export interface ShipPoints {
  /** Points for the crew (victory points). */
  readonly crew: number;
  /** Points for the equipment (victory points). */
  readonly equipment: number;
  /** Points for the speed (victory points). */
  readonly speed: number;
  /** Points of the voyage through the canals (victory points). */
  readonly voyage: number;
}

/**
 * A ship that passed its sea trial and stays in the owner's fleet.
 *
 * @group State
 */
export interface FleetShip {
  /** Its cards, bow to stern. */
  readonly parts: readonly ShipPart[];
  /** Pieces on board; `captain` counts the captain and the officers. */
  readonly load: Pieces;
  /** Its speed at the trial, in canal squares. */
  readonly speed: number;
  /** What it scored at its trial. */
  readonly points: ShipPoints;
}

/**
 * One player's side of the table.
 *
 * @group State
 */
export interface PlayerState {
  /** Money, in florins. */
  readonly florins: number;
  /** Victory points so far. */
  readonly score: number;
  /**
   * The action cards with this player's pawns, oldest first. With 3-4 players at most
   * one; with 2 players the first holds two pawns and the second one.
   */
  readonly held: readonly Action[];
  /** Normal and first turns played. */
  readonly turns: number;
  /** The shipyard's spaces, left (bows) to right (sterns). */
  readonly yard: readonly (ShipPart | null)[];
  /** Equipment and crew stored in the shipyard. */
  readonly pieces: Pieces;
  /** Freight trains held (indices into the trains' deck followed by the starting trains). */
  readonly trains: readonly number[];
  /** Employees hired (indices into the employee list). */
  readonly employees: readonly number[];
  /** Government contracts held, secret (indices into the contract list). */
  readonly contracts: readonly number[];
  /** Government contracts given up, secret even from the end. */
  readonly discarded: readonly number[];
  /** The canal system, in the order laid. */
  readonly canals: readonly PlacedCanal[];
  /** The boat in the canal system, `null` before the first canal. */
  readonly boat: Boat | null;
  /** Canals used in sea trials (the pile of used canals). */
  readonly usedCanals: number;
  /** Ships that passed their sea trial. */
  readonly fleet: readonly FleetShip[];
  /** Completed ships that failed a scoring condition and were dismantled. */
  readonly dismantled: number;
}

/**
 * The action being performed in step 4 (or the final action / final chance).
 *
 * @group State
 */
export interface Doing {
  /** The action card being performed. */
  readonly action: Action;
  /** `main`: the chosen action; `bonus`: the bonus action bought for 6 florins. */
  readonly role: 'main' | 'bonus';
  /** Build: ship cards placed so far; Rent Canal: 1 once the canal is rented. */
  readonly placed: number;
  /** Build: the ship card taken and not yet placed. */
  readonly holding: ShipPart | null;
  /** Rent canal: the canal rented, not yet placed (or whose boat is not yet placed). */
  readonly canal: number | null;
  /** Exchange: the train being exchanged (train index), `null` otherwise. */
  readonly train: number | null;
  /** Exchange: the next wagon of the train to sell or swap (0-based). */
  readonly wagon: number;
  /** Exchange: the items taken for wagons so far (no item twice). */
  readonly swapped: readonly Item[];
}

/**
 * Step 4: the chosen (main) action and the bonus action.
 *
 * @group State
 */
export interface ActState {
  /** Whether the chosen (main) action is still to do. */
  readonly main: 'pending' | 'done';
  /** `none`: no bonus action is possible (final action, final chance). */
  readonly bonus: 'unused' | 'done' | 'none';
  /** The action under way, `null` between actions. */
  readonly doing: Doing | null;
}

/**
 * Step 5: the sea trials of this turn's completed ships.
 *
 * @group State
 */
export interface TrialState {
  /** Completed ships that have left the yard and still wait for their trial. */
  readonly waiting: readonly (readonly ShipPart[])[];
  /** The ship on trial now. */
  readonly ship: readonly ShipPart[] | null;
  /** `load`: pieces go aboard; `voyage`: the boat sails. */
  readonly stage: 'load' | 'voyage';
  /** Pieces loaded so far. */
  readonly load: Pieces;
  /** The ship's speed once launched, in canal squares (0 while loading). */
  readonly speed: number;
  /** Squares still to sail. */
  readonly remaining: number;
  /** Points of the voyage so far, officials only. */
  readonly officials: number;
  /** Squares sailed when the last Blue Riband was reached. */
  readonly riband: number;
}

/**
 * A public fact that a move set off automatically, for logs (see `describe`).
 *
 * @group State
 */
export type ShipyardEvent =
  | { readonly kind: 'turn'; readonly seat: Seat; readonly number: number }
  | { readonly kind: 'advance'; readonly seat: Seat; readonly action: Action; readonly space: number; readonly pushed: number }
  | { readonly kind: 'income'; readonly seat: Seat; readonly florins: number; readonly cards: number; readonly empty: number }
  | { readonly kind: 'noAction'; readonly seat: Seat; readonly action: Action }
  | { readonly kind: 'noLastChance'; readonly seat: Seat }
  | { readonly kind: 'reshuffle'; readonly deck: 'trains' | 'canals' }
  | { readonly kind: 'lastCard'; readonly deck: ShipKind }
  | { readonly kind: 'shipsLeave'; readonly seat: Seat; readonly ships: number }
  | {
      readonly kind: 'trial';
      readonly seat: Seat;
      readonly cards: number;
      readonly points: ShipPoints | null;
      readonly failed: 'captain' | 'canal' | null;
      readonly speed: number;
    }
  | { readonly kind: 'canals'; readonly seat: Seat; readonly used: number; readonly cutOff: number }
  | { readonly kind: 'countdown'; readonly marker: number }
  | { readonly kind: 'discardsDue'; readonly discards: readonly number[] }
  | { readonly kind: 'era'; readonly era: Era; readonly reason: 'countdown' | 'ships' | null }
  | { readonly kind: 'contract'; readonly seat: Seat; readonly contract: number; readonly points: number }
  | { readonly kind: 'traders'; readonly seat: Seat; readonly points: number };

/**
 * The fixed rules of this table, resolved from the config at setup.
 *
 * @group State
 */
export interface ShipyardRules {
  /** Seats, 2 to 4. */
  readonly players: number;
  /** Ruling S13's stricter reading: every edge a new canal shares with the system must match (config `strictCanals`). */
  readonly strictCanals: boolean;
  /** The data sets that replace the defaults (absent: the default, synthetic, set). */
  readonly components: ShipyardComponents;
}

/**
 * The ship display: 5 bows, two columns of 5 middles, 5 sterns; row 0 is the bottom (free) row.
 *
 * @group State
 */
export interface ShipDisplay {
  /** The bow column, bottom row first: ship card indices, `null` for an empty row. */
  readonly bow: readonly (number | null)[];
  /** The two middle columns (left, right), each bottom row first. */
  readonly middle: readonly (readonly (number | null)[])[];
  /** The stern column, bottom row first. */
  readonly stern: readonly (number | null)[];
}

/**
 * A number of contracts of each colour (the colour of their backs).
 *
 * @group State
 */
export interface ByColour {
  /** Green contracts. */
  readonly green: number;
  /** Blue contracts. */
  readonly blue: number;
}

/**
 * The markers on the board (each a 0-based space of its ring, circle, oval or hexagon).
 *
 * @group State
 */
export interface Markers {
  /** The equipment marker's sector of the equipment ring. */
  readonly equipment: number;
  /** The crew marker's sector of the crew circle. */
  readonly crew: number;
  /** The employee marker's space of the employee oval. */
  readonly employee: number;
  /** The exchange marker's space of the exchange hexagon. */
  readonly exchange: number;
}

/**
 * Where the turn and the track stand: the same fields in the state and in every seat's
 * view (all public).
 *
 * @group State
 */
export interface TurnFields {
  /** The action track: the action card on each space, `null` for an empty space; space 0 is the start space. */
  readonly track: readonly (Action | null)[];
  /** The track space of the lead (first) action card. */
  readonly lead: number;
  /** The countdown marker: 0 = space "4", 1 = "3", 2 = "2", 3 = the unmarked space, 4 = the end. */
  readonly countdown: number;
  /** `true` once the lead card reached the start space this turn: the countdown marker moves when the turn ends. */
  readonly lapEnded: boolean;
  /** `true` once the last card of a ship deck is revealed: the game ends when everyone has had as many turns. */
  readonly earlyEnd: boolean;
  /** The action card the current player chose this turn, `null` before he chooses. */
  readonly chosen: Action | null;
  /** Step 4 (the actions) in progress, `null` outside it. */
  readonly act: ActState | null;
  /** Step 5 (the sea trials) in progress, `null` outside it. */
  readonly trial: TrialState | null;
  /** Per seat, the contracts it must still give up now, by colour. */
  readonly discards: readonly ByColour[];
}

/**
 * The full state of a Shipyard game.
 *
 * @group State
 */
export interface ShipyardState extends TurnFields {
  readonly game: 'shipyard';
  readonly rules: ShipyardRules;
  readonly era: Era;
  readonly step: Step;
  /** Whose turn it is. */
  readonly current: Seat;
  readonly firstPlayer: Seat;
  /** Turns started so far, all players together. */
  readonly turnNumber: number;
  readonly players: readonly PlayerState[];
  readonly ships: ShipDisplay;
  /** Ship decks, top first. The middle deck holds the larger back on top of the smaller. */
  readonly shipDecks: { readonly bow: readonly number[]; readonly middle: readonly number[]; readonly stern: readonly number[] };
  /** The train display (row 0 is the free bottom row), deck (top first) and discard pile. */
  readonly trainDisplay: readonly (number | null)[];
  readonly trainDeck: readonly number[];
  readonly trainDiscard: readonly number[];
  /** The canal display (row 0 = bottom), deck (top first), and the used and cut-off canals set aside. */
  readonly canalDisplay: readonly (number | null)[];
  readonly canalDeck: readonly number[];
  readonly canalDiscard: readonly number[];
  /** Markers: equipment ring and crew circle sectors, employee oval space, exchange hexagon space. */
  readonly markers: Markers;
  /** The employee oval: per space, 3 stacks of employee indices (bottom first; the top is last). */
  readonly oval: readonly (readonly (readonly number[])[])[];
  /** Contracts back in the box (secret). */
  readonly contractBox: readonly number[];
  /** Generator state for reshuffles (hidden from everyone). */
  readonly rng: RngState;
  /** What the last move set off automatically. */
  readonly events: readonly ShipyardEvent[];
}

const seat = natural;
const index = natural;
const PiecesCodec = codecFor<Pieces>()(closed('Pieces', {
  captain: natural,
  businessman: natural,
  soldier: natural,
  sail: natural,
  funnel: natural,
  propeller: natural,
  crane: natural,
  cannon: natural,
}));
/**
 * Codec for {@link ShipPart}.
 *
 * @group Codecs
 */
export const ShipPartCodec = codecFor<ShipPart>()(closed('ShipPart', { kind: ShipKindCodec, card: nullable(index) }));
const PointsCodec = codecFor<ShipPoints>()(closed('ShipPoints', { crew: natural, equipment: natural, speed: natural, voyage: natural }));
const BoatFromCodec = codecFor<BoatFrom>()(t.union([
  closed('FromEdge', { kind: t.literal('edge'), edge: EdgeCodec }),
  closed('FromSquare', { kind: t.literal('square'), canal: index, square: index }),
]));

/** The fields of a {@link PlayerState} (a seat's view hides two of them). */
export const playerProps = {
  florins: natural,
  score: natural,
  held: t.readonlyArray(ActionCodec),
  turns: natural,
  yard: t.readonlyArray(nullable(ShipPartCodec)),
  pieces: PiecesCodec,
  trains: t.readonlyArray(index),
  employees: t.readonlyArray(index),
  contracts: t.readonlyArray(index),
  discarded: t.readonlyArray(index),
  canals: t.readonlyArray(closed('PlacedCanal', { card: index, x: integer, y: integer, turned: t.boolean })),
  boat: nullable(closed('Boat', { canal: index, square: index, from: BoatFromCodec })),
  usedCanals: natural,
  fleet: t.readonlyArray(closed('FleetShip', { parts: t.readonlyArray(ShipPartCodec), load: PiecesCodec, speed: natural, points: PointsCodec })),
  dismantled: natural,
};

const PlayerCodec = codecFor<PlayerState>()(closed('PlayerState', playerProps));

const DoingCodec = codecFor<Doing>()(closed('Doing', {
  action: ActionCodec,
  role: oneOf(['main', 'bonus'] as const),
  placed: natural,
  holding: nullable(ShipPartCodec),
  canal: nullable(index),
  train: nullable(index),
  wagon: natural,
  swapped: t.readonlyArray(ItemCodec),
}));

/** Codec for a {@link TrialState}. */
export const TrialCodec = codecFor<TrialState>()(closed('TrialState', {
  waiting: t.readonlyArray(t.readonlyArray(ShipPartCodec)),
  ship: nullable(t.readonlyArray(ShipPartCodec)),
  stage: oneOf(['load', 'voyage'] as const),
  load: PiecesCodec,
  speed: natural,
  remaining: natural,
  officials: natural,
  riband: natural,
}));

/** Codec for an {@link Era}. */
export const EraCodec = oneOf(['play', 'finalAction', 'finalChance', 'over'] as const, 'Era');
/** Codec for a {@link Step}. */
export const StepCodec = oneOf(['choose', 'act', 'trial', 'discard'] as const, 'Step');

const EventCodec = codecFor<ShipyardEvent>()(t.union([
  closed('TurnEvent', { kind: t.literal('turn'), seat, number: natural }),
  closed('AdvanceEvent', { kind: t.literal('advance'), seat, action: ActionCodec, space: natural, pushed: natural }),
  closed('IncomeEvent', { kind: t.literal('income'), seat, florins: natural, cards: natural, empty: natural }),
  closed('NoActionEvent', { kind: t.literal('noAction'), seat, action: ActionCodec }),
  closed('NoLastChanceEvent', { kind: t.literal('noLastChance'), seat }),
  closed('ReshuffleEvent', { kind: t.literal('reshuffle'), deck: oneOf(['trains', 'canals'] as const) }),
  closed('LastCardEvent', { kind: t.literal('lastCard'), deck: ShipKindCodec }),
  closed('ShipsLeaveEvent', { kind: t.literal('shipsLeave'), seat, ships: natural }),
  closed('TrialEvent', {
    kind: t.literal('trial'),
    seat,
    cards: natural,
    points: nullable(PointsCodec),
    failed: nullable(oneOf(['captain', 'canal'] as const)),
    speed: natural,
  }),
  closed('CanalsEvent', { kind: t.literal('canals'), seat, used: natural, cutOff: natural }),
  closed('CountdownEvent', { kind: t.literal('countdown'), marker: natural }),
  closed('DiscardsDueEvent', { kind: t.literal('discardsDue'), discards: t.readonlyArray(natural) }),
  closed('EraEvent', { kind: t.literal('era'), era: EraCodec, reason: nullable(oneOf(['countdown', 'ships'] as const)) }),
  closed('ContractEvent', { kind: t.literal('contract'), seat, contract: index, points: natural }),
  closed('TradersEvent', { kind: t.literal('traders'), seat, points: natural }),
]));

/** Display rows: a card index or `null` for an empty row. */
export const slots = t.readonlyArray(nullable(index));
/** Codec for an {@link ActState}. */
export const ActStateCodec = closed('ActState', {
  main: oneOf(['pending', 'done'] as const),
  bonus: oneOf(['unused', 'done', 'none'] as const),
  doing: nullable(DoingCodec),
});
/** Codec for a {@link ByColour}. */
export const ByColourCodec = closed('ByColour', { green: natural, blue: natural });
/** Codec for a {@link ShipDisplay}. */
export const ShipDisplayCodec = closed('ShipDisplay', { bow: slots, middle: t.readonlyArray(slots), stern: slots });
/** Codec for the {@link Markers}. */
export const MarkersCodec = closed('Markers', { equipment: natural, crew: natural, employee: natural, exchange: natural });
/** Codec for the employee oval: per space, 3 stacks of employee indices. */
export const OvalCodec = t.readonlyArray(t.readonlyArray(t.readonlyArray(index)));

/** The codecs of {@link TurnFields}, shared by the state's codec and the view's. */
export const turnProps = {
  track: t.readonlyArray(nullable(ActionCodec)),
  lead: natural,
  countdown: intRange(0, 4),
  lapEnded: t.boolean,
  earlyEnd: t.boolean,
  chosen: nullable(ActionCodec),
  act: nullable(ActStateCodec),
  trial: nullable(TrialCodec),
  discards: t.readonlyArray(ByColourCodec),
};

/**
 * The structure of {@link ShipyardState}: fields and types, before its consistency (for
 * tests that build a situation by hand).
 *
 * @group Codecs
 */
export const ShipyardStateStructure = codecFor<ShipyardState>()(closed('ShipyardState', {
  game: t.literal('shipyard'),
  rules: closed('ShipyardRules', { players: intRange(2, 4), strictCanals: t.boolean, components: ShipyardComponentsCodec }),
  era: EraCodec,
  step: StepCodec,
  current: seat,
  firstPlayer: seat,
  turnNumber: natural,
  ...turnProps,
  players: t.readonlyArray(PlayerCodec),
  ships: ShipDisplayCodec,
  shipDecks: closed('ShipDecks', { bow: t.readonlyArray(index), middle: t.readonlyArray(index), stern: t.readonlyArray(index) }),
  trainDisplay: slots,
  trainDeck: t.readonlyArray(index),
  trainDiscard: t.readonlyArray(index),
  canalDisplay: slots,
  canalDeck: t.readonlyArray(index),
  canalDiscard: t.readonlyArray(index),
  markers: MarkersCodec,
  oval: OvalCodec,
  contractBox: t.readonlyArray(index),
  rng: RngStateCodec,
  events: t.readonlyArray(EventCodec),
}));


/**
 * A mutable deep copy of a state, for code that builds a state field by field (tests, tools).
 *
 * @group State
 */
export type ShipyardDraft = Draft<ShipyardState>;
/**
 * The state a move builds: its top-level fields may be assigned, but what they hold is
 * shared with the state before the move, so rule code replaces it instead of editing it
 * (see `edit.ts`).
 *
 * @group State
 */
export type NextState = { -readonly [K in keyof ShipyardState]: ShipyardState[K] };
/**
 * A state or its draft: what the rules that only read accept.
 *
 * @group State
 */
export type StateOrDraft = ShipyardState | ShipyardDraft | NextState;
/**
 * The mutable copy of one player's state.
 *
 * @group State
 */
export type PlayerDraft = Draft<PlayerState>;
