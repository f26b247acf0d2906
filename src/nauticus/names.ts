/**
 * Nauticus's vocabulary: the English names of its components and choices, for logs, move
 * labels and a frontend's drawing alike (one name for each thing: the buttons, the board
 * and the log all say « fourth-arms sail », never the id `sail-fourth`). The rulebook's
 * French terms are given where the name translates one.
 *
 * @module
 */
import { seatRef, type Vocabulary } from '../core/words.js';
import type { ActionTile, Bonus } from './board.js';
import { emblemOf, isMast, isSail, PIECES, type Emblem, type Piece } from './components.js';
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

/**
 * A seat as labels and log lines name it: a reference the core renders as the seat's
 * name ("Player 1", or the name the frontend gives).
 *
 * @group Names
 */
export const seatName = (seat: number): string => seatRef(seat);

/**
 * A player's ship as a player counts them, from 1: `shipName(0)` is « ship 1 ».
 *
 * @group Names
 */
export const shipName = (index: number): string => `ship ${index + 1}`;

/**
 * A board position as a player counts them, clockwise from 1: `positionName(0)` is « position 1 ».
 *
 * @group Names
 */
export const positionName = (index: number): string => `position ${index + 1}`;

/** The words of Nauticus's sentences beyond the names of its things and the plain English every game shares. */
const WORDS = `
action actions phase bonus extra worker workers blue coin coins ship ships warehouse tile tiles hull hulls mast masts
sail sails goods good item items reward rewards crown crowns evaluate evaluates evaluation withdraw withdraws
deliver delivers delivered cargo transport transports buy buys bought finish finishes finished use uses used
flip flips flipped unflipped pass penalty penalties turntable anchor section layout layouts prices price
marker complete completed supply tally track config fixes fixed four unflipped start penalty evaluation
parts part one-tile fourth-arms whale wheel bow middle stern coffee fish salt grain arms
position positions turned buying final
`;

/**
 * Nauticus's vocabulary (see {@link Vocabulary}): the action tiles, bonuses, rewards and
 * tiles by the names every text uses.
 *
 * @group Names
 */
export function vocabulary(): Vocabulary {
  return {
    names: {
      actions: TILE_NAME,
      bonuses: BONUS_NAME,
      rewards: REWARD_NAME,
      pieces: Object.fromEntries(PIECES.map((p) => [p, pieceName(p)])),
    },
    words: WORDS.split(/\s+/u).filter((w) => w !== ''),
  };
}
