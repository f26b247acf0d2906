/**
 * Button texts and menu headings for Shipyard's moves, from what the seat holds (its
 * table and view) alone: ids resolved to the names the component data gives.
 *
 * @module
 */
import { trainAt } from './components.js';
import { ACTION_NAME } from './items.js';
import type { ShipColumn, ShipyardMove } from './moves.js';
import type { ShipPart } from './state.js';
import type { ShipyardTable } from './table.js';
import type { ShipyardView } from './view.js';

const COLUMN: Readonly<Record<ShipColumn, string>> = { bow: 'bows', 'middle-1': 'middles (left)', 'middle-2': 'middles (right)', stern: 'sterns' };

/** The card a display column shows on `row`, as the view shows it. */
function displayed(view: ShipyardView, column: ShipColumn, row: number): number | null | undefined {
  const ships = view.ships;
  const cards = column === 'bow' ? ships.bow : column === 'stern' ? ships.stern : ships.middle[column === 'middle-1' ? 0 : 1];
  return cards?.[row];
}

/** The printed name of a ship card, or what stands in for it. */
function shipName(table: ShipyardTable, part: ShipPart | null | undefined): string {
  if (part == null) return 'the card';
  return part.card === null ? `a substitute ${part.kind}` : (table.components.shipCards.cards[part.card]?.id ?? part.kind);
}

/** The commodity of the wagon being exchanged, as the view shows the train. */
function wagonOf(table: ShipyardTable, view: ShipyardView, wagon: number): string {
  const train = view.act?.doing?.train;
  return (train == null ? undefined : trainAt(table.components, train)?.wagons[wagon]) ?? 'wagon';
}

/**
 * A short English text for a button offering `move` ("Choose Build Ships", "Take bow-07",
 * "Hire Engineer (space 3)"): unique among a seat's legal moves, since each names what
 * differs between them.
 *
 * @group View
 */
export function moveLabel(table: ShipyardTable, view: ShipyardView, move: ShipyardMove): string {
  const data = table.components;
  switch (move.type) {
    case 'chooseAction':
      return `Choose ${ACTION_NAME[move.action]}`;
    case 'bonus':
      return `Bonus action: ${ACTION_NAME[move.action]} (6 florins)`;
    case 'finishActions':
      return 'No bonus action';
    case 'takeShipCard':
      return `Take ${shipName(table, { kind: 'bow', card: displayed(view, move.column, move.row) ?? null })} (${COLUMN[move.column]}, row ${move.row + 1})`;
    case 'takeSubstitute':
      return `Take a free substitute ${move.kind}`;
    case 'placeShipCard':
      return `Place ${shipName(table, view.act?.doing?.holding)} on space ${move.slot + 1}`;
    case 'endBuild':
      return 'Stop building';
    case 'buyTrain': {
      const train = trainAt(data, view.trainDisplay[move.row] ?? -1);
      return `Buy ${train?.id ?? 'the train'} (${train?.wagons.join(', ') ?? `row ${move.row + 1}`})`;
    }
    case 'rentCanal':
      return `Rent ${data.canals.cards[view.canalDisplay[move.row] ?? -1]?.id ?? `the canal on row ${move.row + 1}`}`;
    case 'placeCanal':
      return `Lay ${data.canals.cards[view.act?.doing?.canal ?? -1]?.id ?? 'the canal'} at (${move.x}, ${move.y})${move.turned ? ', turned' : ''}`;
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
      const train = [...data.trains.deck, ...data.trains.starting].find((t) => t.id === move.train);
      return `Exchange ${move.train}${train === undefined ? '' : ` (${train.wagons.join(', ')})`}`;
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
      return `Sail to square ${move.square + 1} of ${move.canal}`;
    case 'discardContract': {
      const contract = data.contracts.contracts.find((c) => c.id === move.contract);
      return `Give up ${move.contract}${contract === undefined ? '' : `: ${contract.text}`}`;
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
