/**
 * Nauticus's tiles: hull parts, masts and sails of the four coats of arms and the crown,
 * goods; how many the box holds; how much warehouse room each takes.
 *
 * Every tile is named by a short string (a {@link Piece}), so that a warehouse is a plain
 * list and a stock is a plain record of counts. The counts here are printed in the
 * rulebook (« Matériel du jeu »); only the board's values are synthetic (see `board.ts`).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, natural, oneOf } from '../core/codecs.js';

/**
 * The hull tiles: `hull` is the one-tile ship hull (« tuile navire »), the others combine
 * into ships of 2-4 tiles: a bow (« proue »), 0-2 middles (« partie centrale ») and a
 * stern (« poupe »).
 *
 * @group Components
 */
export const HULL_PARTS = ['hull', 'bow', 'middle', 'stern'] as const;
/**
 * A hull tile; see {@link HULL_PARTS}.
 *
 * @group Components
 */
export type HullPart = (typeof HULL_PARTS)[number];

/**
 * The four coats of arms that can be bought. The rulebook names three: the red-green
 * « baleine » (whale), the pale green « bateau avec ancre » (anchor) and the yellow-brown
 * « roue » (wheel); the fourth is named in no source found, hence `fourth` (ruling N19).
 *
 * @group Components
 */
export const CRESTS = ['whale', 'anchor', 'wheel', 'fourth'] as const;
/**
 * A coat of arms that can be bought; see {@link CRESTS}.
 *
 * @group Components
 */
export type Crest = (typeof CRESTS)[number];
/**
 * The emblem on a mast or sail: a coat of arms, or the crown (wild, only as a reward).
 *
 * @group Components
 */
export type Emblem = Crest | 'crown';
/**
 * Every emblem, the crown last.
 *
 * @group Components
 */
export const EMBLEMS: readonly Emblem[] = [...CRESTS, 'crown'];

/**
 * The four goods.
 *
 * @group Components
 */
export const GOODS = ['coffee', 'grain', 'salt', 'fish'] as const;
/**
 * A good: « café », « céréales », « sel », « poisson ».
 *
 * @group Components
 */
export type Good = (typeof GOODS)[number];

/**
 * Mast tiles, one per emblem.
 *
 * @group Components
 */
export const MASTS = ['mast-whale', 'mast-anchor', 'mast-wheel', 'mast-fourth', 'mast-crown'] as const;
/**
 * A mast tile.
 *
 * @group Components
 */
export type Mast = (typeof MASTS)[number];
/**
 * Sail tiles, one per emblem.
 *
 * @group Components
 */
export const SAILS = ['sail-whale', 'sail-anchor', 'sail-wheel', 'sail-fourth', 'sail-crown'] as const;
/**
 * A sail tile.
 *
 * @group Components
 */
export type Sail = (typeof SAILS)[number];

/**
 * Every kind of tile a player can hold, in the canonical order used to sort warehouses.
 *
 * @group Components
 */
export const PIECES = [...HULL_PARTS, ...MASTS, ...SAILS, ...GOODS] as const;
/**
 * A tile a player can hold: hull part, mast, sail or good.
 *
 * @group Components
 */
export type Piece = (typeof PIECES)[number];

/**
 * How many tiles of each kind there are, or are left in a stock.
 *
 * @group Components
 */
export type PieceCounts = Readonly<Record<Piece, number>>;

/**
 * The box: 18 bows, 9 middles, 18 sterns, 18 one-tile hulls; 15 masts and 15 sails of each
 * coat of arms and 12 of the crown; 12 of each good. Workers and coins are unlimited.
 *
 * @rulebook Matériel du jeu; « Les tuiles navires et marchandises sont en nombre limités ».
 *
 * @group Components
 */
export const BOX: PieceCounts = {
  hull: 18,
  bow: 18,
  middle: 9,
  stern: 18,
  'mast-whale': 15,
  'mast-anchor': 15,
  'mast-wheel': 15,
  'mast-fourth': 15,
  'mast-crown': 12,
  'sail-whale': 15,
  'sail-anchor': 15,
  'sail-wheel': 15,
  'sail-fourth': 15,
  'sail-crown': 12,
  coffee: 12,
  grain: 12,
  salt: 12,
  fish: 12,
};

/**
 * Spaces in a warehouse.
 *
 * @group Components
 */
export const WAREHOUSE_SPACES = 12;

/**
 * Warehouse room a tile takes: a mast 2 spaces, anything else 1.
 *
 * @rulebook 3.2.2.1 Transport: « Chaque partie de coque, chaque voile et chaque marchandise prend
 *   exactement une case, les mâts prennent 2 cases. »
 *
 * @group Components
 */
export function spacesOf(piece: Piece): number {
  return isMast(piece) ? 2 : 1;
}

/**
 * The kinds of tile.
 *
 * @group Components
 */
export type PieceKind = 'hull' | 'mast' | 'sail' | 'good';

/**
 * The kind of each tile, looked up rather than found by a string search: the rules ask
 * for it for every candidate move (where a tile may go, how much room it takes).
 */
const KIND_OF = Object.fromEntries([
  ...HULL_PARTS.map((p) => [p, 'hull']),
  ...MASTS.map((p) => [p, 'mast']),
  ...SAILS.map((p) => [p, 'sail']),
  ...GOODS.map((p) => [p, 'good']),
]) as Record<Piece, PieceKind>;

/**
 * The kind of a tile: hull part, mast, sail or good.
 *
 * @group Components
 */
export function kindOf(piece: Piece): PieceKind {
  return KIND_OF[piece];
}

/**
 * Whether a tile is a hull part.
 *
 * @group Components
 */
export function isHullPart(piece: Piece): piece is HullPart {
  return KIND_OF[piece] === 'hull';
}
/**
 * Whether a tile is a mast.
 *
 * @group Components
 */
export function isMast(piece: Piece): piece is Mast {
  // A switch on the names rather than the lookup: warehouses are measured for room tile
  // by tile whenever moves are listed, and comparing strings is the cheaper of the two.
  switch (piece) {
    case 'mast-whale':
    case 'mast-anchor':
    case 'mast-wheel':
    case 'mast-fourth':
    case 'mast-crown':
      return true;
    default:
      return false;
  }
}
/**
 * Whether a tile is a sail.
 *
 * @group Components
 */
export function isSail(piece: Piece): piece is Sail {
  return KIND_OF[piece] === 'sail';
}
/**
 * Whether a tile is a good.
 *
 * @group Components
 */
export function isGood(piece: Piece): piece is Good {
  return KIND_OF[piece] === 'good';
}
/**
 * The emblem of a mast or sail.
 *
 * @group Components
 */
export function emblemOf(piece: Mast | Sail): Emblem {
  return EMBLEM_OF[piece];
}

/** The emblem of each mast and sail, looked up: cutting the name would make a new string each time. */
const EMBLEM_OF = Object.fromEntries([...MASTS, ...SAILS].map((p) => [p, p.slice(5)])) as Record<Mast | Sail, Emblem>;

// Lookup tables rather than template strings: the rules ask for these names in hot loops
// (prices, bonus and free-tile choices), and a table hands back the same string each time.
const MAST_OF = { whale: 'mast-whale', anchor: 'mast-anchor', wheel: 'mast-wheel', fourth: 'mast-fourth', crown: 'mast-crown' } as const satisfies Record<Emblem, Mast>;
const SAIL_OF = { whale: 'sail-whale', anchor: 'sail-anchor', wheel: 'sail-wheel', fourth: 'sail-fourth', crown: 'sail-crown' } as const satisfies Record<Emblem, Sail>;

/**
 * The mast tile of an emblem.
 *
 * @group Components
 */
export function mastOf(emblem: Emblem): Mast {
  return MAST_OF[emblem];
}
/**
 * The sail tile of an emblem.
 *
 * @group Components
 */
export function sailOf(emblem: Emblem): Sail {
  return SAIL_OF[emblem];
}

/**
 * Sorts tiles in canonical order (a warehouse is rearranged freely, so order tells nothing).
 *
 * @group Components
 */
export function sortPieces<P extends Piece>(pieces: P[]): P[] {
  // An insertion sort: stable like `Array.prototype.sort`, so the same order, but
  // without a comparator call per step; the lists are short (a warehouse holds at most
  // 12 tiles) and nearly always sorted but for the one tile just added, which makes it
  // a single pass.
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i] as P;
    const rank = PIECE_RANK[piece];
    let j = i;
    while (j > 0 && PIECE_RANK[pieces[j - 1] as P] > rank) {
      pieces[j] = pieces[j - 1] as P;
      j--;
    }
    pieces[j] = piece;
  }
  return pieces;
}

/** The place of each tile in the canonical order ({@link PIECES}): a lookup instead of a search. */
const PIECE_RANK = Object.fromEntries(PIECES.map((p, i) => [p, i])) as Record<Piece, number>;

/**
 * Codec for {@link HullPart}.
 *
 * @group Codecs
 */
export const HullPartCodec = oneOf(HULL_PARTS, 'HullPart');
/**
 * Codec for {@link Crest}.
 *
 * @group Codecs
 */
export const CrestCodec = oneOf(CRESTS, 'Crest');
/**
 * Codec for {@link Emblem}.
 *
 * @group Codecs
 */
export const EmblemCodec = oneOf([...CRESTS, 'crown'] as const, 'Emblem');
/**
 * Codec for {@link Good}.
 *
 * @group Codecs
 */
export const GoodCodec = oneOf(GOODS, 'Good');
/**
 * Codec for {@link Piece}.
 *
 * @group Codecs
 */
export const PieceCodec = oneOf(PIECES, 'Piece');

/**
 * Codec for {@link PieceCounts}: exactly one non-negative count per kind of tile.
 *
 * @group Codecs
 */
export const PieceCountsCodec = codecFor<PieceCounts>()(
  closed('PieceCounts', Object.fromEntries(PIECES.map((p) => [p, natural])) as Record<Piece, typeof natural>),
);

/**
 * Goods delivered, per good.
 *
 * @group Components
 */
export type GoodCounts = Readonly<Record<Good, number>>;
/**
 * Codec for {@link GoodCounts}.
 *
 * @group Codecs
 */
export const GoodCountsCodec = codecFor<GoodCounts>()(
  closed('GoodCounts', { coffee: natural, grain: natural, salt: natural, fish: natural }),
);

/**
 * A count of zero for every good.
 *
 * @group Components
 */
export function noGoods(): Record<Good, number> {
  return { coffee: 0, grain: 0, salt: 0, fish: 0 };
}

/**
 * Codec for a list of tiles.
 *
 * @group Codecs
 */
export const PiecesCodec = t.array(PieceCodec);
