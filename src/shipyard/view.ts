/**
 * What one seat (or a spectator) sees of a Shipyard table.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';
import { dataOf } from './components.js';
import type { ShipyardComponents } from './data/index.js';
import type { Action } from './items.js';
import type { ActState, Era, PlayerState, ShipDisplay, ShipyardEvent, ShipyardState, Step, TrialState } from './state.js';
import { activePlayers } from './legal.js';

/**
 * One player's side as a viewer sees it: everything but the secret contracts.
 *
 * @group View
 */
export interface PlayerView extends Omit<PlayerState, 'contracts' | 'discarded'> {
  /** The contracts held: the viewer's own, everyone's once the game is over; `null` otherwise. */
  readonly contracts: readonly number[] | null;
  readonly contractCount: number;
  /** The contracts given up: the viewer's own only (they are never revealed). */
  readonly discarded: readonly number[] | null;
  readonly discardedCount: number;
}

/**
 * The table as one viewer sees it: every board, display, shipyard, fleet, canal system
 * and pile is public; the order of the decks, the other players' contracts (until the
 * end), everyone else's discarded contracts, the contracts left in the box and the
 * generator are not (ruling S25).
 *
 * @rulebook Préparation: « Vous pouvez regarder vos contrats gouvernementaux à tout moment, mais
 *   conservez-les secrets ... Tous les autres éléments acquis pendant la partie ... sont publics ».
 *
 * @group View
 */
export interface ShipyardView {
  readonly viewer: Viewer;
  readonly players: number;
  /** The data sets that replace the defaults. */
  readonly components: ShipyardComponents;
  readonly era: Era;
  readonly step: Step;
  readonly current: Seat;
  readonly firstPlayer: Seat;
  readonly turnNumber: number;
  /** The seats that may move now. */
  readonly active: readonly Seat[];
  readonly track: readonly (Action | null)[];
  readonly lead: number;
  readonly countdown: number;
  readonly earlyEnd: boolean;
  readonly chosen: Action | null;
  readonly act: ActState | null;
  readonly trial: TrialState | null;
  readonly discards: readonly { readonly green: number; readonly blue: number }[];
  readonly seats: readonly PlayerView[];
  readonly ships: ShipDisplay;
  /** Cards left in each ship deck; for the middles, how many of each back. */
  readonly shipDeckSizes: { readonly bow: number; readonly middle: number; readonly stern: number };
  readonly middleBacks: { readonly A: number; readonly B: number };
  readonly trainDisplay: readonly (number | null)[];
  readonly trainDeckSize: number;
  readonly trainDiscard: readonly number[];
  readonly canalDisplay: readonly (number | null)[];
  readonly canalDeckSize: number;
  readonly canalDiscard: readonly number[];
  readonly markers: ShipyardState['markers'];
  readonly oval: ShipyardState['oval'];
  readonly contractBoxSize: number;
  readonly events: readonly ShipyardEvent[];
}

/**
 * Builds the view of `state` for `viewer`.
 *
 * @group View
 */
export function view(state: ShipyardState, viewer: Viewer): ShipyardView {
  const cards = dataOf(state).shipCards.cards;
  const backs = state.shipDecks.middle.map((i) => cards[i]?.back);
  return {
    viewer,
    players: state.rules.players,
    components: state.rules.components,
    era: state.era,
    step: state.step,
    current: state.current,
    firstPlayer: state.firstPlayer,
    turnNumber: state.turnNumber,
    active: activePlayers(state),
    track: state.track,
    lead: state.lead,
    countdown: state.countdown,
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
        contractCount: contracts.length,
        discarded: own ? discarded : null,
        discardedCount: discarded.length,
      };
    }),
    ships: state.ships,
    shipDeckSizes: { bow: state.shipDecks.bow.length, middle: state.shipDecks.middle.length, stern: state.shipDecks.stern.length },
    middleBacks: { A: backs.filter((b) => b === 'A').length, B: backs.filter((b) => b === 'B').length },
    trainDisplay: state.trainDisplay,
    trainDeckSize: state.trainDeck.length,
    trainDiscard: state.trainDiscard,
    canalDisplay: state.canalDisplay,
    canalDeckSize: state.canalDeck.length,
    canalDiscard: state.canalDiscard,
    markers: state.markers,
    oval: state.oval,
    contractBoxSize: state.contractBox.length,
    events: state.events,
  };
}
