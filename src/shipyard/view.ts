/**
 * What one seat (or a spectator) sees of a Shipyard table, and knows from earlier: the
 * changing part; the unchanging part is the {@link ShipyardTable}.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import { dataOf } from './components.js';
import type { ByColour, Era, Markers, PlayerState, ShipDisplay, ShipyardState, Step, TurnFields } from './state.js';
import { activePlayers } from './legal.js';
import { shipCardsInSight } from './whereabouts.js';

/**
 * One player's side as a viewer sees it: everything but the secret contracts, of which
 * only the number of each colour shows (the backs are green or blue).
 *
 * @group View
 */
export interface PlayerView extends Omit<PlayerState, 'contracts' | 'discarded'> {
  /**
   * The government contracts this player holds (indices into the table's
   * `components.contracts.contracts`): the viewer's own; everyone's once the game is over
   * (they are revealed for scoring); `null` while they are secret from the viewer.
   */
  readonly contracts: readonly number[] | null;
  /** How many contracts this player holds, by the colour of their backs. */
  readonly contractCount: ByColour;
  /**
   * The contracts this player has given up (indices, as `contracts`): the viewer's own
   * only, since discarded contracts are never revealed (ruling S22); `null` otherwise.
   */
  readonly discarded: readonly number[] | null;
  /** How many contracts this player has given up, by the colour of their backs. */
  readonly discardedCount: ByColour;
}

/**
 * How many cards are left in each ship deck.
 *
 * @group View
 */
export interface ShipDeckSizes {
  /** Cards in the bow deck. */
  readonly bow: number;
  /** Cards in the middle deck (both backs together). */
  readonly middle: number;
  /** Cards in the stern deck. */
  readonly stern: number;
}

/**
 * How many cards of each back the middle deck holds.
 *
 * @group View
 */
export interface MiddleBacks {
  /** Middles with back A. */
  readonly A: number;
  /** Middles with back B. */
  readonly B: number;
}

/**
 * The table as one viewer sees it, minus what never changes (the {@link ShipyardTable}).
 * Every board, display, shipyard, fleet, canal system and pile is public; the order of
 * the decks, the other players' contracts (until the end), everyone else's discarded
 * contracts and the contracts left in the box are not (ruling S25). What the viewer knows
 * from earlier is here in compact form (ruling S26): its own given-up contracts, and the
 * ship cards that left the game, from which the contents of every deck follow (a deck
 * holds the cards of its kind that are nowhere else). What happened on the last move is
 * in the seat's log (`describe`), not in the view.
 *
 * @rulebook Préparation: « Vous pouvez regarder vos contrats gouvernementaux à tout moment, mais
 *   conservez-les secrets ... Tous les autres éléments acquis pendant la partie ... sont publics ».
 *
 * @group View
 */
export interface ShipyardView extends TurnFields {
  /** The seat this view is for, or `'spectator'`. */
  readonly viewer: Viewer;
  /** Where the game is: normal play, the final actions, the last chances, or over. */
  readonly era: Era;
  /** Where the current turn is: choosing an action card, acting, sea trials, or giving up contracts. */
  readonly step: Step;
  /** The seat whose turn it is. */
  readonly current: Seat;
  /** Turns started so far, all players together (1 during the first turn). */
  readonly turnNumber: number;
  /** The seats that may move now (several while contracts are given up). */
  readonly active: readonly Seat[];
  /** Every player's side of the table, by seat. */
  readonly seats: readonly PlayerView[];
  /** The ship display (card indices into the table's `components.shipCards.cards`). */
  readonly ships: ShipDisplay;
  /** Cards left in each ship deck. */
  readonly shipDeckSizes: ShipDeckSizes;
  /** Cards left in the middle deck, by back. */
  readonly middleBacks: MiddleBacks;
  /** The back of the top card of the middle deck ('A' or 'B'), `null` when the deck is empty. */
  readonly middleTop: 'A' | 'B' | null;
  /**
   * The ship cards that left the game with dismantled ships (indices into the table's
   * `components.shipCards.cards`, ascending): every other ship card not in sight is in
   * its deck.
   */
  readonly shipsGone: readonly number[];
  /** The train display, bottom (free) row first: train indices (deck, then starting trains), `null` for an empty row. */
  readonly trainDisplay: readonly (number | null)[];
  /** Cards left in the train deck. */
  readonly trainDeckSize: number;
  /** The train discard pile (train indices), oldest first. */
  readonly trainDiscard: readonly number[];
  /** The canal display, bottom row first: canal indices into the table's `components.canals.cards`, `null` for an empty row. */
  readonly canalDisplay: readonly (number | null)[];
  /** Cards left in the canal deck. */
  readonly canalDeckSize: number;
  /** The used and cut-off canals set aside (canal indices), oldest first. */
  readonly canalDiscard: readonly number[];
  /** The markers on the board's rings and spaces. */
  readonly markers: Markers;
  /** The employee oval: per space, its 3 stacks of employee indices (into the table's `components.employees.employees`), bottom first. */
  readonly oval: ShipyardState['oval'];
  /** Contracts left in the box (never dealt), all colours together. */
  readonly contractBoxSize: number;
}

/**
 * How many of `contracts` have each colour.
 *
 * @group View
 */
export function byColour(state: ShipyardState, contracts: readonly number[]): ByColour {
  const list = dataOf(state).contracts.contracts;
  let green = 0;
  for (const c of contracts) if (list[c]?.colour === 'green') green++;
  return { green, blue: contracts.length - green };
}

/**
 * Builds the view of `state` for `viewer`.
 *
 * @group View
 */
export function view(state: ShipyardState, viewer: Viewer): ShipyardView {
  const cards = dataOf(state).shipCards.cards;
  const decks = state.shipDecks;
  const inDecks = new Set([...decks.bow, ...decks.middle, ...decks.stern]);
  const inSight = shipCardsInSight(state, state.players);
  const gone: number[] = [];
  for (let i = 0; i < cards.length; i++) if (!inDecks.has(i) && !inSight.has(i)) gone.push(i);
  const top = decks.middle[0];
  let a = 0;
  for (const i of decks.middle) if (cards[i]?.back === 'A') a++;
  return {
    viewer,
    era: state.era,
    step: state.step,
    current: state.current,
    turnNumber: state.turnNumber,
    active: activePlayers(state),
    track: state.track,
    lead: state.lead,
    countdown: state.countdown,
    lapEnded: state.lapEnded,
    earlyEnd: state.earlyEnd,
    chosen: state.chosen,
    act: state.act,
    trial: state.trial,
    discards: state.discards,
    seats: state.players.map((p, seat) => {
      const { contracts, discarded, ...open } = p;
      const own = viewer === seat;
      return {
        ...open,
        contracts: own || state.era === 'over' ? contracts : null,
        contractCount: byColour(state, contracts),
        discarded: own ? discarded : null,
        discardedCount: byColour(state, discarded),
      };
    }),
    ships: state.ships,
    shipDeckSizes: { bow: decks.bow.length, middle: decks.middle.length, stern: decks.stern.length },
    middleBacks: { A: a, B: decks.middle.length - a },
    middleTop: top === undefined ? null : (cards[top]?.back ?? null),
    shipsGone: gone,
    trainDisplay: state.trainDisplay,
    trainDeckSize: state.trainDeck.length,
    trainDiscard: state.trainDiscard,
    canalDisplay: state.canalDisplay,
    canalDeckSize: state.canalDeck.length,
    canalDiscard: state.canalDiscard,
    markers: state.markers,
    oval: state.oval,
    contractBoxSize: state.contractBox.length,
  };
}
