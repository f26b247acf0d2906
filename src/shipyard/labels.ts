/**
 * Button texts and menu headings for Shipyard's moves, from what the seat holds (its
 * table and view) alone: ids resolved to the names the component data gives.
 *
 * @module
 */
import { trainAt } from './components.js';
import { ACTION_NAME } from './items.js';
import type { ShipColumn, ShipyardMove } from './moves.js';
import type { PlacedCanal, ShipPart } from './state.js';
import type { ShipyardTable } from './table.js';
import type { ShipyardView } from './view.js';
import { fitParts } from '../core/words.js';
import { COLUMN_WORDS, canalIcons, placedCanalWords, shipCardParts } from './words.js';

const COLUMN = COLUMN_WORDS;

/**
 * How much a text may say: `'short'` for a label (60 characters: the head, which tells
 * moves apart, whole, and as many whole details as fit, "+2 more"), `'full'` for the
 * description (every detail).
 */
type Length = 'short' | 'full';

/** `head: details` in full, or in short as {@link fitParts} makes it. */
function fit(length: Length, head: string, parts: readonly string[]): string {
  return length === 'full' ? (parts.length === 0 ? head : `${head}: ${parts.join(', ')}`) : fitParts(head, parts);
}

/** The card a display column shows on `row`, as the view shows it. */
function displayed(view: ShipyardView, column: ShipColumn, row: number): number | null | undefined {
  const ships = view.ships;
  const cards = column === 'bow' ? ships.bow : column === 'stern' ? ships.stern : ships.middle[column === 'middle-1' ? 0 : 1];
  return cards?.[row];
}

/** What a ship card shows (["1 cabin", "buoy"]), or what stands in for it. */
function shipFeatures(table: ShipyardTable, part: ShipPart | null | undefined): string[] {
  if (part == null) return [];
  if (part.card === null) return ['substitute'];
  const card = table.components.shipCards.cards[part.card];
  const parts = card === undefined ? [] : shipCardParts(card);
  return card !== undefined && parts.length === 0 ? ['nothing printed'] : parts;
}

/** The kind of a ship part: "bow", "middle", "stern". */
function kindOf(table: ShipyardTable, part: ShipPart | null | undefined): string {
  if (part == null) return 'card';
  return (part.card === null ? undefined : table.components.shipCards.cards[part.card]?.kind) ?? part.kind;
}

/** The commodity of the wagon being exchanged, as the view shows the train. */
function wagonOf(table: ShipyardTable, view: ShipyardView, wagon: number): string {
  const train = view.act?.doing?.train;
  return (train == null ? undefined : trainAt(table.components, train)?.wagons[wagon]) ?? 'wagon';
}

/** The canal named `id` that `seat` has laid, as the view shows it. */
function canalNamed(table: ShipyardTable, view: ShipyardView, seat: number, id: string): PlacedCanal | undefined {
  return view.seats[seat]?.canals.find((c) => table.components.canals.cards[c.card]?.id === id);
}

/**
 * A short English text for a button offering `move` ("Choose Build Ships", "Take from
 * bows, row 2: 1 cabin, buoy", "Hire Engineer +1 sail (space 3)"), with components named by
 * what they show and where they lie, never by id: unique among a seat's legal moves, since each names what
 * differs between them.
 *
 * @group View
 */
export function moveLabel(table: ShipyardTable, view: ShipyardView, move: ShipyardMove): string {
  return moveText(table, view, move, 'short');
}

/**
 * The whole of what {@link moveLabel} says in short: every feature of a ship card, every
 * wagon of a train, the whole text of a contract.
 *
 * @group View
 */
export function moveDescription(table: ShipyardTable, view: ShipyardView, move: ShipyardMove): string {
  return moveText(table, view, move, 'full');
}

function moveText(table: ShipyardTable, view: ShipyardView, move: ShipyardMove, length: Length): string {
  const data = table.components;
  switch (move.type) {
    case 'chooseAction':
      return `Choose ${ACTION_NAME[move.action]}`;
    case 'bonus':
      return `Bonus action: ${ACTION_NAME[move.action]} (6 florins)`;
    case 'finishActions':
      return 'No bonus action';
    case 'takeShipCard':
      return fit(length, `Take from ${COLUMN[move.column]}, row ${move.row + 1}`, shipFeatures(table, { kind: 'bow', card: displayed(view, move.column, move.row) ?? null }));
    case 'takeSubstitute':
      return `Take a free substitute ${move.kind}`;
    case 'placeShipCard': {
      const holding = view.act?.doing?.holding;
      return fit(length, `Place the ${kindOf(table, holding)} on space ${move.slot + 1}`, shipFeatures(table, holding));
    }
    case 'endBuild':
      return 'Stop building';
    case 'buyTrain': {
      const train = trainAt(data, view.trainDisplay[move.row] ?? -1);
      return fit(length, `Buy the train on row ${move.row + 1}`, train?.wagons ?? []);
    }
    case 'rentCanal':
      return fit(length, `Rent the canal on row ${move.row + 1}`, [canalIcons(data.canals.cards[view.canalDisplay[move.row] ?? -1])]);
    case 'placeCanal':
      return `Lay the canal at (${move.x}, ${move.y})${move.turned ? ', turned' : ''}`;
    case 'placeBoat':
      return `Put the boat at the ${move.edge} edge`;
    case 'manufacture':
      return `Manufacture a ${move.item}`;
    case 'recruit':
      return `Recruit a ${move.item}`;
    case 'hire': {
      const stack = view.oval[move.space]?.[move.stack] ?? [];
      return `Hire ${data.employees.employees[stack[stack.length - 1] ?? -1]?.name ?? 'an employee'} (space ${move.space + 1})`;
    }
    case 'exchangeTrain': {
      // The seat's trains, in the order it holds them: a train whose wagons another of its trains shares is told apart by its place.
      const mine = (view.seats[move.player]?.trains ?? []).map((i) => trainAt(data, i));
      const at = mine.findIndex((t) => t?.id === move.train);
      const train = mine[at];
      const twin = train !== undefined && mine.some((t, i) => i !== at && t !== undefined && t.wagons.join() === train.wagons.join());
      return fit(length, `Exchange ${twin || train === undefined ? `your train ${at + 1}` : 'the train'}`, train?.wagons ?? []);
    }
    case 'sellWagon':
      return `Sell the ${wagonOf(table, view, move.wagon)} (wagon ${move.wagon + 1})`;
    case 'swapWagon':
      return `Swap the ${wagonOf(table, view, move.wagon)} for a ${move.item}`;
    case 'takeSubsidy':
      return 'Take the subsidy (2 florins)';
    case 'chooseShip':
      return `Sea trial for ship ${move.ship + 1} (${view.trial?.waiting[move.ship]?.length ?? '?'} cards)`;
    case 'load':
      return `Load a ${move.item}`;
    case 'launch': {
      const bonuses = [...(move.rigger > 0 ? [`rigger +${move.rigger}`] : []), ...(move.helmsman ? ['helmsman +1'] : [])];
      return bonuses.length === 0 ? 'Launch' : `Launch with ${bonuses.join(', ')}`;
    }
    case 'sail':
      return `Sail to square ${move.square + 1} of ${placedCanalWords(canalNamed(table, view, move.player, move.canal))}`;
    case 'discardContract': {
      // The seat's contracts, in the order it holds them: one whose text another shares is told apart by its place.
      const list = data.contracts.contracts;
      const mine = (view.seats[move.player]?.contracts ?? []).map((i) => list[i]);
      const at = mine.findIndex((c) => c?.id === move.contract);
      const contract = mine[at];
      const twin = contract !== undefined && mine.some((c, i) => i !== at && c !== undefined && c.text === contract.text && c.colour === contract.colour);
      if (contract === undefined) return 'Give up a contract';
      const whole = `Give up ${twin ? `contract ${at + 1}, ` : ''}${contract.colour} contract: ${contract.text}`;
      // Too long for a button: the contract by its place among the seat's of its colour, which tells it apart.
      const place = mine.slice(0, at).filter((c) => c?.colour === contract.colour).length + 1;
      return length === 'full' || whole.length <= 60 ? whole : `Give up your ${contract.colour} contract ${place}`;
    }
    case 'passFinalChance':
      return 'Complete no ship';
  }
}

/**
 * A heading to group `move` under: the action it belongs to, the display column for ship
 * cards, the oval space for employees.
 *
 * @group View
 */
export function moveGroup(_table: ShipyardTable, _view: ShipyardView, move: ShipyardMove): string {
  switch (move.type) {
    case 'chooseAction':
      return 'Choose an action card';
    case 'bonus':
    case 'finishActions':
      return 'Bonus action';
    case 'takeShipCard':
      return `Build Ships: ${COLUMN[move.column]}`;
    case 'takeSubstitute':
    case 'placeShipCard':
    case 'endBuild':
      return ACTION_NAME.build;
    case 'buyTrain':
      return ACTION_NAME.purchase;
    case 'rentCanal':
    case 'placeCanal':
    case 'placeBoat':
      return ACTION_NAME.canal;
    case 'manufacture':
      return ACTION_NAME.equipment;
    case 'recruit':
      return ACTION_NAME.crew;
    case 'hire':
      return `${ACTION_NAME.employee}: space ${move.space + 1}`;
    case 'exchangeTrain':
    case 'sellWagon':
    case 'swapWagon':
      return ACTION_NAME.exchange;
    case 'takeSubsidy':
      return ACTION_NAME.subsidy;
    case 'chooseShip':
    case 'load':
    case 'launch':
    case 'sail':
      return 'Sea trial';
    case 'discardContract':
      return 'Give up contracts';
    case 'passFinalChance':
      return 'Last chance';
  }
}
