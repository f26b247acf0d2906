/**
 * The English names of Nauticus's components and choices, for logs and move labels. The
 * rulebook's French terms are given where the name translates one.
 *
 * @module
 */
import type { ActionTile, Bonus } from './board.js';
import { emblemOf, isMast, isSail, type Emblem, type Piece } from './components.js';
import type { Reward } from './state.js';

/**
 * The action tiles, as their actions are called.
 *
 * @group Names
 */
export const TILE_NAME: Readonly<Record<ActionTile, string>> = {
  buyHulls: 'Buy hull parts',
  buyMasts: 'Buy masts',
  buySails: 'Buy sails',
  buyGoods: 'Buy goods',
  transport: 'Transport',
  withdraw: 'Withdraw money',
  deliver: 'Deliver goods',
  crown: 'Crown evaluation',
};

/**
 * The start-player bonuses, as printed.
 *
 * @group Names
 */
export const BONUS_NAME: Readonly<Record<Bonus, string>> = {
  workers3: '3 workers',
  mast: '1 mast',
  sail: '1 sail',
  points2: '2 points',
  workers2: '2 workers',
  workerGood: '1 worker + 1 good',
  workerPoint: '1 worker + 1 point',
  coins4: '4 coins',
};

/**
 * The rewards for a completed ship, with their article.
 *
 * @group Names
 */
export const REWARD_NAME: Readonly<Record<Reward, string>> = {
  crownMast: 'a crown mast',
  crownSail: 'a crown sail',
  points: '3 points',
  coins: '7 coins',
  workers: '3 workers',
  goods: 'two goods',
};

/** The coats of arms (« baleine », « bateau avec ancre », « roue »; the fourth is unnamed, ruling N19). */
const EMBLEM_NAME: Readonly<Record<Emblem, string>> = {
  whale: 'whale',
  anchor: 'anchor',
  wheel: 'wheel',
  fourth: 'fourth-arms',
  crown: 'crown',
};

const PLAIN_NAME: Readonly<Record<string, string>> = {
  hull: 'one-tile hull',
  bow: 'bow',
  middle: 'middle part',
  stern: 'stern',
  coffee: 'coffee',
  grain: 'grain',
  salt: 'salt',
  fish: 'fish',
};

/**
 * A tile's English name: « one-tile hull », « bow », « whale mast », « crown sail », « salt ».
 *
 * @group Names
 */
export function pieceName(piece: Piece): string {
  if (isMast(piece)) return `${EMBLEM_NAME[emblemOf(piece)]} mast`;
  if (isSail(piece)) return `${EMBLEM_NAME[emblemOf(piece)]} sail`;
  return PLAIN_NAME[piece] ?? piece;
}

/**
 * A tile's name with its indefinite article: « a bow », « an anchor mast »; goods without
 * one (« salt »).
 *
 * @group Names
 */
export function aPiece(piece: Piece): string {
  const name = pieceName(piece);
  if (piece === 'coffee' || piece === 'grain' || piece === 'salt' || piece === 'fish') return name;
  // « one » sounds like « won »: a one-tile hull.
  return /^[aeiu]|^o(?!ne)/.test(name) ? `an ${name}` : `a ${name}`;
}
