/**
 * Shipyard's vocabulary: its components in words, by what the card shows and where it
 * lies, for button texts, log lines and a frontend's drawing: people never read an
 * internal id ("bow-05", "start-1"); the ids stay in the data. Seats are written as
 * references the core names ("Player 2", or the name the frontend gives).
 *
 * @module
 */
import { seatRef, type Vocabulary } from '../core/words.js';
import type { ShipyardComponents } from './data/index.js';
import { ACTION_NAME, CANAL_ICONS, COMMODITIES, ITEMS, SAFETY, SHIP_KINDS } from './items.js';
import type { CanalCard } from './data/canals.js';
import type { Contract } from './data/contracts.js';
import type { ShipCard } from './data/ship-cards.js';
import type { TrainCard } from './data/trains.js';
import type { ShipColumn } from './moves.js';
import type { PlacedCanal } from './state.js';

/**
 * `n` and the word, singular or plural: "1 cabin", "2 cabins", "3 florins".
 *
 * @group View
 */
export function countWords(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "sail/funnel", or "2 sail/funnel" when the card shows more than one. */
const times = (n: number, word: string): string[] => (n <= 0 ? [] : [n === 1 ? word : `${n} ${word}`]);

/**
 * What a ship card shows, in words: "1 cabin, sail/funnel, crane, buoy" (cabins, then
 * the mounting points by what they hold, then the safety devices); "nothing printed".
 *
 * @group View
 */
export function shipCardFeatures(card: ShipCard): string {
  const parts = shipCardParts(card);
  return parts.length === 0 ? 'nothing printed' : parts.join(', ');
}

/**
 * What a ship card shows, one feature a part: `['1 cabin', 'sail/funnel', 'crane']`.
 *
 * @group View
 */
export function shipCardParts(card: ShipCard): string[] {
  return [
    ...(card.cabins > 0 ? [countWords(card.cabins, 'cabin')] : []),
    ...times(card.mounts.sailFunnel, 'sail/funnel'),
    ...times(card.mounts.propeller, 'propeller'),
    ...times(card.mounts.crane, 'crane'),
    ...times(card.mounts.cannon, 'cannon'),
    ...times(card.safety.buoy, 'buoy'),
    ...times(card.safety.lifeboat, 'lifeboat'),
    ...times(card.safety.lantern, 'lantern'),
  ];
}

/**
 * A ship card in words: "a bow (1 cabin, buoy)", "a middle (crane)"; a substitute card
 * (which shows nothing) is "a substitute bow".
 *
 * @group View
 */
export function shipCardWords(card: ShipCard | undefined, kind: string, substitute = false): string {
  if (substitute) return `a substitute ${kind}`;
  if (card === undefined) return `a ${kind}`;
  return `a ${card.kind} (${shipCardFeatures(card)})`;
}

/**
 * A column of the ship display in words: "bows", "left middles".
 *
 * @group View
 */
export const COLUMN_WORDS: Readonly<Record<ShipColumn, string>> = { bow: 'bows', 'middle-1': 'left middles', 'middle-2': 'right middles', stern: 'sterns' };

/**
 * A train in words, by its wagons front to back: "the train steel, coal, grain".
 *
 * @group View
 */
export function trainWords(train: TrainCard | undefined): string {
  return train === undefined ? 'the train' : `the train ${train.wagons.join(', ')}`;
}

/**
 * The icons a canal card shows, in square order ("buoy, commerce"), or "no icons".
 *
 * @group View
 */
export function canalIcons(canal: CanalCard | undefined): string {
  const icons = canal?.squares.filter((s) => s !== 'none') ?? [];
  return icons.length === 0 ? 'no icons' : icons.join(', ');
}

/**
 * Where a placed canal lies, in words: "the canal at (1, 0)" (cards from the first canal,
 * east and south positive), or "the first canal".
 *
 * @group View
 */
export function placedCanalWords(placed: PlacedCanal | undefined): string {
  if (placed === undefined) return 'the canal';
  return placed.x === 0 && placed.y === 0 ? 'the first canal' : `the canal at (${placed.x}, ${placed.y})`;
}

/**
 * A government contract in words: its colour and what it counts ("the blue contract
 * '3 per officer'").
 *
 * @group View
 */
export function contractWords(contract: Contract | undefined): string {
  return contract === undefined ? 'a contract' : `the ${contract.colour} contract "${contract.text}"`;
}

/**
 * A seat as labels and log lines name it: a reference the core renders as the seat's name.
 *
 * @group View
 */
export const seatName = (seat: number): string => seatRef(seat);

/**
 * A space of the action track as a player counts it: the start space, then space 1, 2, ...
 *
 * @group View
 */
export const trackSpace = (space: number): string => (space === 0 ? 'the start space' : `space ${space}`);

/** The words of Shipyard's sentences beyond the names of its things and the plain English every game shares. */
const WORDS = `
action actions bonus florin florins ship ships shipyard display bows middles sterns middle left right substitute
train trains wagon wagons canal canals boat edge north east south west turned lay lays laid rent rents rented
manufacture manufactures recruit recruits hire hires employee employees exchange subsidy receives sea trial trials
sails steers square squares launch launches launched rigger helmsman speed voyage crew equipment captain
contract contracts green blue secret government colour traders trader marker countdown unmarked lap completes
oval hexagon ring circle track lead card cards ahead occupied income empty late being pushes aboard load loads
dismantled route finds cut set aside used rebuilt deck decks sold kind normal final chance reached ran leave
gives complete completed mounting nothing printed wagon stops building builds stop sends reveals swap swaps
revealed everyone had turns lead cabin cabins sail/funnel space cannot perform perform one-card scores
gain gains discard discards
`;

/**
 * Shipyard's vocabulary for a table's component data (see {@link Vocabulary}): the
 * actions, pieces and icons, and the names and texts printed on its employees and
 * contracts.
 *
 * @group View
 */
export function vocabulary(data: ShipyardComponents): Vocabulary {
  const own = (list: readonly string[]): Record<string, string> => Object.fromEntries(list.map((w) => [w, w === 'none' ? 'no icon' : w]));
  return {
    names: {
      actions: ACTION_NAME,
      pieces: own(ITEMS),
      commodities: own(COMMODITIES),
      safety: own(SAFETY),
      shipKinds: own(SHIP_KINDS),
      canalIcons: own(CANAL_ICONS),
      columns: COLUMN_WORDS,
      employees: Object.fromEntries(data.employees.employees.map((e) => [e.id, e.name])),
      contracts: Object.fromEntries(data.contracts.contracts.map((c) => [c.id, c.text])),
    },
    words: WORDS.split(/\s+/u).filter((w) => w !== ''),
  };
}
