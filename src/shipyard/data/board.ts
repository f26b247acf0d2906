/**
 * The game board: the action track, the price rows of the displays, the equipment ring,
 * the crew circle, the employee oval and the exchange hexagon.
 *
 * Some of these values are in the rulebook (23 track spaces, the ship prices 0/1/1/2/2,
 * the bottom train free, 4 sectors on the ring with cannon → funnel → crane clockwise,
 * what the crew circle offers, 3 employees per oval space, 6 hexagon spaces, coal for a
 * propeller or a funnel); the others are printed only on the board and not public
 * (research note §1, §3). {@link SYNTHETIC_BOARD} is therefore **synthetic** as a whole.
 *
 * @module
 */
import { closed, codecFor, intRange, natural } from '../../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import {
  ACTIONS,
  ActionCodec,
  COMMODITIES,
  EquipmentCodec,
  ItemCodec,
  type Action,
  type Commodity,
  type Equipment,
  type Item,
} from '../items.js';
import { DATA_LIMITS, listOf, printedValue } from './limits.js';

/**
 * Where an action card starts on the track.
 *
 * @group Components
 */
export interface TrackPlacement {
  /** The action card. */
  readonly action: Action;
  /** Space index, 0 being the start space; spaces count forward in the cards' direction. */
  readonly space: number;
}

/**
 * Prices per commodity.
 *
 * @group Components
 */
export type CommodityPrices = { readonly [C in Commodity]: number };

/**
 * What the exchange swaps each commodity for (the table in the middle of the hexagon).
 *
 * @group Components
 */
export type ExchangeTable = { readonly [C in Commodity]: readonly Item[] };

/**
 * The board's values.
 *
 * @rulebook Préparation de la partie; Le plateau de jeu; Actions.
 *
 * @group Components
 */
export interface BoardData {
  /** Where the values of this set come from, and whether they are the printed ones. */
  readonly provenance: Provenance;
  /** Spaces of the action track (23). */
  readonly trackLength: number;
  /** Action cards printed on the track go on their spaces; one must be on space 0 (the start). */
  readonly trackFixed: readonly TrackPlacement[];
  /** The spaces where the other cards (except the subsidy) are laid in random order. */
  readonly trackRandom: readonly number[];
  /** The space marked for the subsidy card (4 players only). */
  readonly subsidySpace: number;
  /** Spaces of a shipyard (9). */
  readonly yardSize: number;
  /** Price of a ship card by display row, bottom row first (0/1/1/2/2). */
  readonly shipPrices: readonly number[];
  /** Price of a train by display row, bottom row first (the bottom one is free). */
  readonly trainPrices: readonly number[];
  /** Price of a canal by display row, bottom row first. */
  readonly canalPrices: readonly number[];
  /** The equipment ring's sectors, clockwise. */
  readonly equipmentRing: readonly Equipment[];
  /** The crew circle's sectors, clockwise (three crew members and a propeller). */
  readonly crewCircle: readonly Item[];
  /** Spaces of the employee oval (3 employees each). */
  readonly employeeSpaces: number;
  /** Prices on each space of the exchange hexagon, clockwise. */
  readonly exchangePrices: readonly CommodityPrices[];
  /** The hexagon space the exchange marker starts on. */
  readonly exchangeStart: number;
  /** Per commodity, the items a wagon of it may be swapped for at the exchange. */
  readonly exchangeTable: ExchangeTable;
}

/**
 * Display rows: 5 for every display.
 *
 * @group Components
 */
export const DISPLAY_ROWS = 5;
/** Longest price list the codec lets through, so that the check can name a wrong length. */
const DISPLAY_ROWS_MAX = 2 * DISPLAY_ROWS;

const PricesCodec = codecFor<CommodityPrices>()(closed('CommodityPrices', { steel: printedValue, coal: printedValue, grain: printedValue }));
const prices = listOf(printedValue, DISPLAY_ROWS_MAX);
const items = listOf(ItemCodec, 8);

/**
 * Codec for {@link BoardData} (structure and size; see {@link checkBoard}).
 *
 * @group Codecs
 */
export const BoardDataCodec = codecFor<BoardData>()(closed('BoardData', {
  provenance: ProvenanceCodec,
  trackLength: intRange(0, DATA_LIMITS.trackLength),
  trackFixed: listOf(closed('TrackPlacement', { action: ActionCodec, space: natural }), ACTIONS.length),
  trackRandom: listOf(natural, ACTIONS.length),
  subsidySpace: natural,
  yardSize: intRange(0, DATA_LIMITS.yardSize),
  shipPrices: prices,
  trainPrices: prices,
  canalPrices: prices,
  equipmentRing: listOf(EquipmentCodec, 8),
  crewCircle: items,
  employeeSpaces: intRange(0, DATA_LIMITS.employeeSpaces),
  exchangePrices: listOf(PricesCodec, DATA_LIMITS.hexagonSpaces),
  exchangeStart: natural,
  exchangeTable: closed('ExchangeTable', { steel: items, coal: items, grain: items }),
}));

/**
 * Every problem of a board, with the path of its field from the board's root
 * (`trackFixed`, `exchangeStart`); empty when it can be played on. With `printed` (the
 * default) also the values the rulebook prints: 23 track spaces, ship prices 0/1/1/2/2,
 * the bottom train free, 8 oval spaces, 6 hexagon spaces.
 *
 * @rulebook Le plateau de jeu; Préparation de la partie; Actions (the displays' prices, the oval, the hexagon).
 *
 * @group Components
 */
export function boardProblems(b: BoardData, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  if (b.trackLength < 12) problem('trackLength', `the action track needs at least 12 spaces, got ${b.trackLength}`);
  const others = ACTIONS.filter((a) => a !== 'subsidy');
  const fixed = b.trackFixed.map((p) => p.action);
  if (fixed.includes('subsidy') || new Set(fixed).size !== fixed.length) problem('trackFixed', 'fixed track cards must be distinct and not the subsidy');
  if (fixed.length + b.trackRandom.length !== others.length) problem('trackRandom', `the track must place exactly ${others.length} cards besides the subsidy`);
  const spaces = [...b.trackFixed.map((p) => p.space), ...b.trackRandom, b.subsidySpace];
  if (new Set(spaces).size !== spaces.length || spaces.some((s) => s >= b.trackLength)) problem('trackRandom', 'track spaces must be distinct spaces of the track');
  if (!b.trackFixed.some((p) => p.space === 0)) problem('trackFixed', 'a card must start on the start space (space 0)');
  if (b.yardSize < 3) problem('yardSize', `a shipyard needs at least 3 spaces, got ${b.yardSize}`);
  for (const [name, list] of [['shipPrices', b.shipPrices], ['trainPrices', b.trainPrices], ['canalPrices', b.canalPrices]] as const) {
    if (list.length !== DISPLAY_ROWS) problem(name, `one price per display row (${DISPLAY_ROWS}), got ${list.length}`);
  }
  if (b.equipmentRing.length !== 4 || new Set(b.equipmentRing).size !== 4) problem('equipmentRing', 'the equipment ring has 4 different sectors');
  if (b.crewCircle.length !== 4 || new Set(b.crewCircle).size !== 4) problem('crewCircle', 'the crew circle has 4 different sectors');
  if (b.employeeSpaces < 1) problem('employeeSpaces', 'the employee oval needs spaces');
  if (b.exchangePrices.length < 1) problem('exchangePrices', 'the exchange hexagon needs spaces');
  else if (b.exchangeStart >= b.exchangePrices.length) problem('exchangeStart', `the exchange marker must start on one of the ${b.exchangePrices.length} hexagon spaces`);
  for (const c of COMMODITIES) {
    const listed = b.exchangeTable[c];
    if (new Set(listed).size !== listed.length) problem(`exchangeTable.${c}`, 'an item is listed twice');
  }
  if (check.printed !== false) {
    const printed = PRINTED_BOARD;
    if (b.trackLength !== printed.trackLength) problem('trackLength', `the rulebook's action track has ${printed.trackLength} spaces, found ${b.trackLength}`);
    if (b.shipPrices.join() !== printed.shipPrices.join()) problem('shipPrices', `the rulebook's ship prices are ${printed.shipPrices.join('/')} from the bottom row, found ${b.shipPrices.join('/')}`);
    if (b.trainPrices[0] !== 0) problem('trainPrices[0]', `the bottom train is free (0), found ${b.trainPrices[0] ?? 'none'}`);
    if (b.employeeSpaces !== printed.employeeSpaces) problem('employeeSpaces', `the rulebook's employee oval has ${printed.employeeSpaces} spaces, found ${b.employeeSpaces}`);
    if (b.exchangePrices.length !== printed.hexagonSpaces) problem('exchangePrices', `the rulebook's exchange hexagon has ${printed.hexagonSpaces} spaces, found ${b.exchangePrices.length}`);
  }
  return out;
}

/**
 * What the rulebook prints on the board (the rest of {@link SYNTHETIC_BOARD} is invented).
 *
 * @group Components
 */
export const PRINTED_BOARD = { trackLength: 23, shipPrices: [0, 1, 1, 2, 2], employeeSpaces: 8, hexagonSpaces: 6 } as const;

/**
 * Why a board cannot be played on, or `null`: the first of `boardProblems`
 * (printed values aside); the message starts with the field's path.
 *
 * @group Components
 */
export function checkBoard(b: BoardData): string | null {
  return firstProblem(boardProblems(b, { printed: false }));
}

/**
 * The default board: **synthetic** as a whole. From the rulebook: 23 track spaces, ship
 * prices 0/1/1/2/2 from the bottom, the bottom train free, the ring cannon → funnel →
 * crane → sail (the sail's place follows from the engineer example), what the crew circle
 * offers, 8 oval spaces of 3 employees, 6 hexagon spaces, coal for a funnel or a
 * propeller, a 9-space yard (public sources). Invented: which cards are printed on the
 * track and where, the other train prices, the canal prices, the crew circle's order, the
 * hexagon prices and start, the rest of the exchange table.
 *
 * @group Components
 */
export const SYNTHETIC_BOARD: BoardData = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes:
      'From the rulebook: 23 track spaces, ship prices 0/1/1/2/2, free bottom train, ring order cannon-funnel-crane(-sail), crew circle contents, 8x3 employee spaces, 6 hexagon spaces, coal -> funnel/propeller; 9-space yards from public reviews. Invented: track starting spaces, train and canal prices, crew circle order, hexagon prices and start, the rest of the exchange table.',
  },
  trackLength: 23,
  trackFixed: [{ action: 'build', space: 0 }],
  trackRandom: [22, 21, 20, 19, 18, 17],
  subsidySpace: 16,
  yardSize: 9,
  shipPrices: [0, 1, 1, 2, 2],
  trainPrices: [0, 1, 1, 2, 2],
  canalPrices: [0, 1, 1, 2, 2],
  equipmentRing: ['cannon', 'funnel', 'crane', 'sail'],
  crewCircle: ['captain', 'businessman', 'soldier', 'propeller'],
  employeeSpaces: 8,
  exchangePrices: [
    { steel: 3, coal: 1, grain: 2 },
    { steel: 2, coal: 2, grain: 3 },
    { steel: 1, coal: 3, grain: 2 },
    { steel: 2, coal: 3, grain: 1 },
    { steel: 3, coal: 2, grain: 1 },
    { steel: 1, coal: 2, grain: 3 },
  ],
  exchangeStart: 0,
  exchangeTable: {
    steel: ['crane', 'cannon', 'sail'],
    coal: ['funnel', 'propeller'],
    grain: ['captain', 'businessman', 'soldier'],
  },
};
