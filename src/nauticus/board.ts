/**
 * The board and the turntable: the one Nauticus component whose printed values are not
 * public.
 *
 * Eight positions surround the turntable. Each position has a start-player bonus and four
 * prices (0-3) printed on the board; the turntable carries the blue workers (the anchor
 * section 0, every other section 1-3) and turns between rounds; the eight action tiles are
 * shuffled onto the positions each round. Which price of a position applies to which item
 * of a blue tile depends on where that item sits on the tile, so the item order of each
 * blue tile is board data too.
 *
 * The default {@link SYNTHETIC_BOARD} is **synthetic**: it keeps every fact the rulebook
 * fixes (the bonuses in their printed order, the anchor section with 0 blue workers and the
 * others 1-3, each position's prices a permutation of 0-3) and invents the rest. A config
 * may pass a {@link Board} transcribed from the physical board instead (see
 * `docs/nauticus/data.md`).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, oneOf, exactly } from '../core/codecs.js';
import { firstProblem, type DataProblem } from '../core/problems.js';
import { ProvenanceCodec, type Provenance, type ProvenanceKind } from '../core/provenance.js';
import {
  CRESTS,
  CrestCodec,
  GOODS,
  GoodCodec,
  HULL_PARTS,
  HullPartCodec,
  emblemOf,
  isMast,
  isSail,
  mastOf,
  sailOf,
  type Crest,
  type Good,
  type HullPart,
  type Piece,
} from './components.js';

/**
 * The start-player bonuses, in the order the rulebook lists them (« dans l'ordre dans
 * lequel ils sont imprimées »).
 *
 * - `workers3`: 3 workers; `mast` / `sail`: one normal mast / sail of one's choice, into
 *   the warehouse; `points2`: 2 points; `workers2`: 2 workers; `workerGood`: 1 worker and
 *   one good of one's choice, into the warehouse; `workerPoint`: 1 worker and 1 point;
 *   `coins4`: 4 coins.
 *
 * @rulebook Exécuter une action, 1. Bonus: « Bonus possibles (dans l'ordre dans lequel ils sont imprimées) ».
 *
 * @group Components
 */
export const BONUSES = ['workers3', 'mast', 'sail', 'points2', 'workers2', 'workerGood', 'workerPoint', 'coins4'] as const;
/**
 * A start-player bonus; see {@link BONUSES}.
 *
 * @group Components
 */
export type Bonus = (typeof BONUSES)[number];

/**
 * The eight action tiles: four blue ones that buy tiles for coins, four beige ones that
 * cost only workers.
 *
 * @rulebook 3.2 Les actions individuelles.
 *
 * @group Components
 */
export const ACTION_TILES = ['buyHulls', 'buyMasts', 'buySails', 'buyGoods', 'transport', 'withdraw', 'deliver', 'crown'] as const;
/**
 * An action tile; see {@link ACTION_TILES}.
 *
 * @group Components
 */
export type ActionTile = (typeof ACTION_TILES)[number];
/**
 * The blue (paid) action tiles.
 *
 * @group Components
 */
export const BLUE_TILES = ['buyHulls', 'buyMasts', 'buySails', 'buyGoods'] as const;
/**
 * A blue (paid) action tile.
 *
 * @group Components
 */
export type BlueTile = (typeof BLUE_TILES)[number];

/**
 * Whether an action tile is blue (buys tiles for coins).
 *
 * @group Components
 */
export function isBlue(tile: ActionTile): tile is BlueTile {
  return tile === 'buyHulls' || tile === 'buyMasts' || tile === 'buySails' || tile === 'buyGoods';
}

/**
 * One of the eight board positions around the turntable.
 *
 * @group Components
 */
export interface BoardPosition {
  /** The start-player bonus printed at this position. */
  readonly bonus: Bonus;
  /** The prices printed at this position, one per item slot of a blue tile (slot 0 first). */
  readonly prices: readonly [number, number, number, number];
}

/**
 * Where a data set's values come from ({@link Provenance}, with each field explained).
 *
 * @group Components
 */
export interface BoardProvenance extends Provenance {
  /**
   * How far the values can be trusted: `'printed'` (read off the physical components),
   * `'sourced-unverified'` (from a public source not checked against them) or
   * `'synthetic'` (made up within the rulebook's ranges, because no source is public).
   */
  readonly kind: ProvenanceKind;
}

/**
 * Where each item sits on each blue tile: the item in slot `i` costs a position's `prices[i]`.
 *
 * @group Components
 */
export interface TileSlots {
  /** The hull parts on the « Buy hull parts » tile, slot 0 first. */
  readonly buyHulls: readonly [HullPart, HullPart, HullPart, HullPart];
  /** The coats of arms of the masts on the « Buy masts » tile, slot 0 first. */
  readonly buyMasts: readonly [Crest, Crest, Crest, Crest];
  /** The coats of arms of the sails on the « Buy sails » tile, slot 0 first. */
  readonly buySails: readonly [Crest, Crest, Crest, Crest];
  /** The goods on the « Buy goods » tile, slot 0 first. */
  readonly buyGoods: readonly [Good, Good, Good, Good];
}

/**
 * The board, the turntable and the blue tiles' item order, with their provenance.
 *
 * @group Components
 */
export interface Board {
  /** Where these values come from: the printed board, or synthetic (the default). */
  readonly provenance: BoardProvenance;
  /** The eight positions, clockwise. */
  readonly positions: readonly BoardPosition[];
  /**
   * Blue workers on the eight turntable sections, clockwise, starting with the anchor
   * section (which has none).
   */
  readonly turntable: readonly number[];
  /** Where each item sits on each blue tile, so which printed price it costs. */
  readonly slots: TileSlots;
}

/**
 * Codec for {@link Bonus}.
 *
 * @group Codecs
 */
export const BonusCodec = oneOf(BONUSES, 'Bonus');
/**
 * Codec for {@link ActionTile}.
 *
 * @group Codecs
 */
export const ActionTileCodec = oneOf(ACTION_TILES, 'ActionTile');

const price = intRange(0, 3);
const four = <C extends t.Mixed>(c: C) => exactly(t.tuple([c, c, c, c]), 4);

/**
 * Codec for {@link BoardPosition}.
 *
 * @group Codecs
 */
export const BoardPositionCodec = codecFor<BoardPosition>()(closed('BoardPosition', { bonus: BonusCodec, prices: four(price) }));

/**
 * Codec for {@link TileSlots}.
 *
 * @group Codecs
 */
export const TileSlotsCodec = codecFor<TileSlots>()(closed('TileSlots', {
  buyHulls: four(HullPartCodec),
  buyMasts: four(CrestCodec),
  buySails: four(CrestCodec),
  buyGoods: four(GoodCodec),
}));

/**
 * Codec for {@link Board} (structure only; see {@link checkBoard}).
 *
 * @group Codecs
 */
export const BoardCodec = codecFor<Board>()(closed('Board', {
  provenance: ProvenanceCodec,
  positions: t.readonlyArray(BoardPositionCodec),
  turntable: t.readonlyArray(intRange(0, 3)),
  slots: TileSlotsCodec,
}));

const isPermutation = (values: readonly unknown[], of: readonly unknown[]): boolean =>
  values.length === of.length && of.every((v) => values.includes(v));

/**
 * Every problem of a board, each with the path of its field from the board's root
 * (`positions[2].prices`); empty when it can be played with. Everything checked is what
 * the rulebook fixes, so the printed board and any playable board are held to the same.
 *
 * @rulebook Exécuter une action, 1. Bonus (the 8 bonuses); 2. Ouvriers bleus sur la roue: « Chaque
 *   section, à l'exception de la section ancre, contient 1, 2 ou 3 ouvriers »; 3.1: « Les chiffres 0 à
 *   3 sur le pourtour de la roue ».
 *
 * @group Components
 */
export function boardProblems(board: Board): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  if (board.positions.length !== 8) problem('positions', `a board has 8 positions, not ${board.positions.length}`);
  if (!isPermutation(board.positions.map((p) => p.bonus), BONUSES)) {
    const missing = BONUSES.filter((b) => !board.positions.some((p) => p.bonus === b));
    problem('positions', `each of the 8 bonuses must be printed at exactly one position${missing.length > 0 ? ` (missing: ${missing.join(', ')})` : ''}`);
    const seen = new Map<Bonus, number>();
    for (const [i, p] of board.positions.entries()) {
      const other = seen.get(p.bonus);
      if (other !== undefined) problem(`positions[${i}].bonus`, `'${p.bonus}' is already printed at positions[${other}]`);
      else seen.set(p.bonus, i);
    }
  }
  for (const [i, p] of board.positions.entries()) {
    if (!isPermutation(p.prices, [0, 1, 2, 3])) problem(`positions[${i}].prices`, `the prices at a position are 0, 1, 2 and 3 in some order, got ${p.prices.join(', ')}`);
  }
  if (board.turntable.length !== 8) problem('turntable', `the turntable has 8 sections, not ${board.turntable.length}`);
  if (board.turntable.length > 0 && board.turntable[0] !== 0) problem('turntable[0]', 'the anchor section (the first) has no blue workers');
  for (const [i, w] of board.turntable.entries()) {
    if (i > 0 && (w < 1 || w > 3)) problem(`turntable[${i}]`, `every section but the anchor has 1, 2 or 3 blue workers, got ${w}`);
  }
  if (!isPermutation(board.slots.buyHulls, HULL_PARTS)) problem('slots.buyHulls', 'the hull tile must show each hull part once');
  if (!isPermutation(board.slots.buyMasts, CRESTS)) problem('slots.buyMasts', 'the mast tile must show each coat of arms once');
  if (!isPermutation(board.slots.buySails, CRESTS)) problem('slots.buySails', 'the sail tile must show each coat of arms once');
  if (!isPermutation(board.slots.buyGoods, GOODS)) problem('slots.buyGoods', 'the goods tile must show each good once');
  return out;
}

/**
 * Why a board cannot be played with, or `null`: the first of {@link boardProblems}, as
 * `path: problem` (`positions[2].prices: ...`).
 *
 * @group Components
 */
export function checkBoard(board: Board): string | null {
  return firstProblem(boardProblems(board));
}

/**
 * Why a layout (the action tile at each board position in one round) cannot be laid, or
 * `null`: the eight action tiles, each at one of the eight positions.
 *
 * @rulebook Préparation d'un nouveau tour: the eight action tiles are shuffled onto the board.
 *
 * @group Components
 */
export function layoutProblem(layout: readonly ActionTile[]): string | null {
  return isPermutation(layout, ACTION_TILES) ? null : 'a layout lays each of the 8 action tiles once, one per position';
}

/**
 * The items a blue tile sells, in slot order.
 *
 * @group Components
 */
export function itemsOf(board: Board, tile: BlueTile): Piece[] {
  switch (tile) {
    case 'buyHulls':
      return board.slots.buyHulls.slice();
    case 'buyMasts':
      return board.slots.buyMasts.map(mastOf);
    case 'buySails':
      return board.slots.buySails.map(sailOf);
    case 'buyGoods':
      return board.slots.buyGoods.slice();
  }
}

/**
 * The printed price of `piece` when `tile` lies at `position`: the number opposite the
 * item's slot (the slot order is board data, ruling N18).
 *
 * @rulebook 3.1: « Le prix d'une tuile partie de navire ou marchandise est indiqué en face de l'élément à acheter. »
 *
 * @group Components
 */
export function printedPrice(board: Board, position: number, tile: BlueTile, piece: Piece): number {
  return board.positions[position]?.prices[slotOf(board, tile, piece)] ?? 0;
}

/**
 * The slot of `piece` on the blue `tile` (-1 if the tile does not sell it): the index
 * of `piece` in {@link itemsOf}, found without building that list, since prices are
 * asked for every candidate purchase.
 */
function slotOf(board: Board, tile: BlueTile, piece: Piece): number {
  // The mast and sail tiles show coats of arms: compare those (a sail is not on the mast tile).
  let shown: string | null = piece;
  if (tile === 'buyMasts') shown = isMast(piece) ? emblemOf(piece) : null;
  else if (tile === 'buySails') shown = isSail(piece) ? emblemOf(piece) : null;
  return (board.slots[tile] as readonly (string | null)[]).indexOf(shown);
}

/**
 * Blue workers at `position` when the turntable's anchor section faces `rotation`: both are
 * numbered clockwise, so position `p` faces section `p - rotation` (ruling N17).
 *
 * @rulebook Exécuter une action, 2. Ouvriers bleus sur la roue.
 *
 * @group Components
 */
export function blueWorkersAt(board: Board, rotation: number, position: number): number {
  return board.turntable[(((position - rotation) % 8) + 8) % 8] ?? 0;
}

/**
 * The position whose printed bonus is `bonus`.
 *
 * @group Components
 */
export function positionOf(board: Board, bonus: Bonus): number {
  return board.positions.findIndex((p) => p.bonus === bonus);
}

/**
 * A **synthetic** board: not the printed values, which no public source gives.
 *
 * Kept from the rulebook: the eight bonuses in their printed order (assumed clockwise),
 * each position's prices a permutation of 0-3, the anchor section with 0 blue workers and
 * the other seven with 1-3. Invented: which permutation lies at which position, the blue
 * workers of each section, and the item order on each blue tile (chosen so that the
 * rulebook's examples, played at the « 2 points » position in round 1, show their printed
 * numbers: hull 0, bow 1, middle 2, stern 3; whale 0, anchor 1; coffee 0, salt 3; 2 blue
 * workers).
 *
 * @group Components
 */
export const SYNTHETIC_BOARD: Board = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default board (the printed board values are not public)',
    notes:
      'Bonus order as printed in the rulebook (clockwise assumed). Price permutations, blue workers per turntable section and the item order on the blue tiles are invented within the rulebook ranges.',
  },
  positions: [
    { bonus: 'workers3', prices: [3, 2, 1, 0] },
    { bonus: 'mast', prices: [2, 0, 3, 1] },
    { bonus: 'sail', prices: [1, 3, 0, 2] },
    { bonus: 'points2', prices: [0, 1, 2, 3] },
    { bonus: 'workers2', prices: [3, 0, 1, 2] },
    { bonus: 'workerGood', prices: [1, 2, 3, 0] },
    { bonus: 'workerPoint', prices: [2, 3, 0, 1] },
    { bonus: 'coins4', prices: [0, 3, 2, 1] },
  ],
  turntable: [0, 1, 3, 2, 2, 1, 3, 2],
  slots: {
    buyHulls: ['hull', 'bow', 'middle', 'stern'],
    buyMasts: ['whale', 'anchor', 'wheel', 'fourth'],
    buySails: ['whale', 'anchor', 'wheel', 'fourth'],
    buyGoods: ['coffee', 'fish', 'grain', 'salt'],
  },
};
