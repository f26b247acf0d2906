/**
 * `fromView`: a full state a seat could be in, from its table and view alone, with what
 * it cannot know dealt at random.
 *
 * @module
 */
import type { Random } from '../core/random.js';
import type { ShipyardTable } from './table.js';
import type { ShipyardView } from './view.js';
import type { ByColour, PlayerState, ShipyardState } from './state.js';
import { canalsInSight, shipCardsElsewhere, shipCardsInSight, trainsInSight, unseen } from './whereabouts.js';

/** Throws when a dealt pile does not have the size the view shows: the table and view do not belong together. */
function sized<T>(cards: T[], size: number, what: string): T[] {
  if (cards.length !== size) throw new Error(`the view shows ${size} cards in the ${what}, but ${cards.length} are not in sight`);
  return cards;
}

/**
 * A state the viewer of `view` could be in. Everything public is copied from the table
 * and the view; each deck gets, shuffled, the cards of its kind that are nowhere in sight
 * (the middle deck keeps the back of its top card on top); the contracts the viewer has
 * not seen (the other players' hands until the end, their discards, the box) are dealt
 * colour for colour from those it has not seen; the generator is a fork of `random`.
 *
 * @group View
 */
export function fromView(table: ShipyardTable, view: ShipyardView, random: Random): ShipyardState {
  const data = table.components;
  const seats = view.seats;
  if (seats.length !== table.players) throw new Error(`the view has ${seats.length} seats, the table ${table.players}`);
  if (view.viewer !== 'spectator' && view.viewer >= table.players) throw new Error(`seat index ${view.viewer} is not a seat of this ${table.players}-seat table`);

  // The contracts: those the viewer has not seen, dealt by colour.
  const contracts = data.contracts.contracts;
  const known = new Set<number>();
  for (const p of seats) for (const c of [...(p.contracts ?? []), ...(p.discarded ?? [])]) known.add(c);
  const unknown = { green: [] as number[], blue: [] as number[] };
  contracts.forEach((c, i) => {
    if (!known.has(i)) unknown[c.colour].push(i);
  });
  const pool = { green: random.shuffle(unknown.green), blue: random.shuffle(unknown.blue) };
  const deal = (count: ByColour): number[] => {
    if (!(count.green >= 0 && count.blue >= 0 && pool.green.length >= count.green && pool.blue.length >= count.blue)) throw new Error('more hidden contracts than there are');
    // Green first, as they are dealt: the order within a hand is nobody's business.
    return [...pool.green.splice(0, count.green), ...pool.blue.splice(0, count.blue)];
  };
  const players = seats.map(
    (p): PlayerState => ({
      florins: p.florins,
      score: p.score,
      held: p.held,
      turns: p.turns,
      yard: p.yard,
      pieces: p.pieces,
      trains: p.trains,
      employees: p.employees,
      contracts: p.contracts ?? deal(p.contractCount),
      discarded: p.discarded ?? deal(p.discardedCount),
      canals: p.canals,
      boat: p.boat,
      usedCanals: p.usedCanals,
      fleet: p.fleet,
      dismantled: p.dismantled,
    }),
  );
  const contractBox = sized([...pool.green, ...pool.blue], view.contractBoxSize, 'contract box').sort((a, b) => a - b);

  // The decks: the cards of their kind nowhere in sight, in a random order.
  const seen = shipCardsInSight(view, seats);
  const gone = new Set(view.shipsGone);
  const sizes = view.shipDeckSizes;
  const middles = shipCardsElsewhere(data, 'middle', seen, gone);
  const cards = data.shipCards.cards;
  const onTop = middles.filter((i) => cards[i]?.back === view.middleTop);
  const below = middles.filter((i) => cards[i]?.back !== view.middleTop);
  const shipDecks = {
    bow: sized(random.shuffle(shipCardsElsewhere(data, 'bow', seen, gone)), sizes.bow, 'bow deck'),
    middle: sized([...random.shuffle(onTop), ...random.shuffle(below)], sizes.middle, 'middle deck'),
    stern: sized(random.shuffle(shipCardsElsewhere(data, 'stern', seen, gone)), sizes.stern, 'stern deck'),
  };
  const trainDeck = sized(random.shuffle(unseen(data.trains.deck.length, trainsInSight(view, seats))), view.trainDeckSize, 'train deck');
  const canalDeck = sized(random.shuffle(unseen(data.canals.cards.length, canalsInSight(view, seats))), view.canalDeckSize, 'canal deck');

  return {
    game: 'shipyard',
    rules: { players: table.players, strictCanals: table.strictCanals, components: data },
    era: view.era,
    step: view.step,
    current: view.current,
    firstPlayer: table.firstPlayer,
    turnNumber: view.turnNumber,
    track: view.track,
    lead: view.lead,
    countdown: view.countdown,
    lapEnded: view.lapEnded,
    earlyEnd: view.earlyEnd,
    chosen: view.chosen,
    act: view.act,
    trial: view.trial,
    discards: view.discards,
    players,
    ships: view.ships,
    shipDecks,
    trainDisplay: view.trainDisplay,
    trainDeck,
    trainDiscard: view.trainDiscard,
    canalDisplay: view.canalDisplay,
    canalDeck,
    canalDiscard: view.canalDiscard,
    markers: view.markers,
    oval: view.oval,
    contractBox,
    rng: random.fork(),
    // What the last move set off is told in the logs, not kept in the view.
    events: [],
  };
}
