/**
 * The spaces players bid on: six action spaces of the Town board, one space below each
 * Ship card on the Sea board and below each Contract card on the Land board.
 *
 * @module
 */
import { oneOf } from '../core/codecs.js';

/**
 * The Town board's spaces, resolved from left to right.
 *
 * @rulebook 1. The Town board: 1.0 Parking lot, 1.1 Building cards, 1.2 Building permit,
 *   1.3 Grow influence, 1.4 Price cards, 1.5 Career ladder.
 *
 * @group Rules
 */
export const TOWN_SPACES = ['parking', 'building', 'permit', 'grow', 'prices', 'career'] as const;
/**
 * One of {@link TOWN_SPACES}.
 *
 * @group Rules
 */
export type TownSpace = (typeof TOWN_SPACES)[number];

/**
 * The Sea board's spaces, left to right (`sea1` is the leftmost); a game uses one per player.
 *
 * @group Rules
 */
export const SEA_SPACES = ['sea1', 'sea2', 'sea3', 'sea4'] as const;
/**
 * The Land board's spaces, left to right; a game uses one per player.
 *
 * @group Rules
 */
export const LAND_SPACES = ['land1', 'land2', 'land3', 'land4'] as const;

/**
 * Every space a card can be bid on.
 *
 * @group Rules
 */
export const SPACES = [...TOWN_SPACES, ...SEA_SPACES, ...LAND_SPACES] as const;
/**
 * A space to bid on: a Town action, or the Ship or Contract card on a Sea or Land space.
 *
 * @group Rules
 */
export type SpaceId = (typeof SPACES)[number];

/**
 * Codec for {@link SpaceId}.
 *
 * @group Codecs
 */
export const SpaceIdCodec = oneOf(SPACES, 'SpaceId');

/**
 * The rulebook's numbers for the spaces, for logs: `1.2`, `2.1`, `3.2`.
 *
 * @group Rules
 */
export function spaceNumber(space: SpaceId): string {
  const town = (TOWN_SPACES as readonly string[]).indexOf(space);
  if (town >= 0) return `1.${town}`;
  const sea = (SEA_SPACES as readonly string[]).indexOf(space);
  if (sea >= 0) return `2.${sea + 1}`;
  return `3.${(LAND_SPACES as readonly string[]).indexOf(space) + 1}`;
}

const TOWN_NAMES: Record<TownSpace, string> = {
  parking: 'Parking lot',
  building: 'Building card',
  permit: 'Building permit',
  grow: 'Grow influence',
  prices: 'Price cards',
  career: 'Career ladder',
};

/**
 * "Building permit", "Sea space 2": a space as players call it. Its rulebook number, for
 * tools, is `spaceNumber`; player text never shows it.
 *
 * @group Rules
 */
export function spaceName(space: SpaceId): string {
  if ((TOWN_SPACES as readonly string[]).includes(space)) return TOWN_NAMES[space as TownSpace];
  const board = space.startsWith('sea') ? 'Sea' : 'Land';
  return `${board} space ${space.slice(-1)}`;
}

/**
 * A space in a sentence: "the Building permit", "Sea space 2".
 *
 * @group Rules
 */
export function spaceWords(space: SpaceId): string {
  return (TOWN_SPACES as readonly string[]).includes(space) ? `the ${spaceName(space)}` : spaceName(space);
}

type BoardSlot = { readonly board: 'sea' | 'land'; readonly slot: number };
const BOARD_SLOT = new Map<string, BoardSlot>([
  ...SEA_SPACES.map((s, slot): [string, BoardSlot] => [s, { board: 'sea', slot }]),
  ...LAND_SPACES.map((s, slot): [string, BoardSlot] => [s, { board: 'land', slot }]),
]);

/**
 * The board and slot (0-based) of a Sea or Land space; `undefined` for a Town space.
 *
 * @group Rules
 */
export function boardSlot(space: SpaceId): BoardSlot | undefined {
  return BOARD_SLOT.get(space);
}

/**
 * The Sea space of slot `i` (0-based, left to right).
 *
 * @group Rules
 */
export function seaSpace(i: number): SpaceId {
  return SEA_SPACES[i] as SpaceId;
}

/**
 * The Land space of slot `i` (0-based, left to right).
 *
 * @group Rules
 */
export function landSpace(i: number): SpaceId {
  return LAND_SPACES[i] as SpaceId;
}
