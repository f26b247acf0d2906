/**
 * Button texts for Nauticus moves, and headings to group them, made from a seat's table
 * and view alone (so they show nothing the seat may not see). Ships are numbered from 1,
 * as a player counts them (`to: 0` is « ship 1 »).
 *
 * @module
 */
import { passPenalty } from './rules/scoring.js';
import { WITHDRAW_COINS, crownGain } from './rules/actions.js';
import type { Destination, NauticusMove } from './moves.js';
import { aPiece, BONUS_NAME, positionName, REWARD_NAME, shipName, TILE_NAME } from './names.js';
import type { NauticusTable } from './table.js';
import type { NauticusView } from './view.js';

const destination = (to: Destination): string => (to === 'warehouse' ? 'into the warehouse' : to === 'new' ? 'as a new ship' : `onto ${shipName(to)}`);

/**
 * The value of the pass tile a pass would flip now, after `flipped` flips this round (3,
 * then 2, then 1: what it saves at the end of the round), or `null` when all are flipped.
 *
 * @group View
 */
export function nextPassTile(flipped: number): number | null {
  const saved = passPenalty(flipped) - passPenalty(flipped + 1);
  return saved > 0 ? saved : null;
}

const coins = (n: number): string => `${n} coin${n === 1 ? '' : 's'}`;

/** The name of the action a use or `finish` belongs to. */
const actionName = (view: NauticusView): string => (view.action === null ? 'the action' : TILE_NAME[view.action.tile]);

/**
 * A short English text for a button offering `move` («Buy a bow for 1 coin as a new ship»,
 * «Take Crown evaluation — bonus 4 coins», «Reward: a crown mast»).
 *
 * @group View
 */
export function moveLabel(table: NauticusTable, view: NauticusView, move: NauticusMove): string {
  switch (move.type) {
    case 'select': {
      const tile = view.positions[move.position]?.tile;
      const bonus = table.board.positions[move.position]?.bonus;
      return `${tile === undefined ? positionName(move.position) : TILE_NAME[tile]} — bonus ${bonus === undefined ? '?' : BONUS_NAME[bonus]}`;
    }
    case 'bonus':
      return `Take ${aPiece(move.piece)} as bonus`;
    case 'extra':
      return `Extra action: ${TILE_NAME[move.tile]}`;
    case 'buy': {
      const price = view.prices.find((p) => p.piece === move.piece)?.coins ?? 0;
      return `Buy ${aPiece(move.piece)} for ${coins(price)} ${destination(move.to)}`;
    }
    case 'transport':
      return `Transport ${aPiece(move.piece)} ${destination(move.to)}`;
    case 'withdraw':
      return `Withdraw ${coins(WITHDRAW_COINS)}`;
    case 'deliver': {
      const goods = view.seats[move.player]?.ships[move.ship]?.goods ?? [];
      return `Deliver ${shipName(move.ship)} (${goods.join(', ')})`;
    }
    case 'crown': {
      const me = view.seats[move.player];
      const gain = view.action === null || me === undefined ? 0 : crownGain(view.action, me);
      return `Evaluate crowns (+${gain} points)`;
    }
    case 'takeFree':
      return `Take ${aPiece(move.piece)} free`;
    case 'reward':
      return `Reward: ${REWARD_NAME[move.reward]}`;
    case 'rewardGoods':
      return `Reward: ${move.goods.join(' and ')}`;
    case 'finish':
      return `Finish: ${actionName(view)}${view.action?.source === 'extra' ? ' (extra action)' : ''}`;
    case 'pass': {
      const left = nextPassTile(view.seats[move.player]?.passFlipped ?? 3);
      return left === null ? 'Pass (no pass tile left to flip)' : `Pass (flip the -${left} pass tile)`;
    }
    case 'endTurn':
      return 'End the turn (keep the extra action)';
  }
}

/**
 * A heading for `move` in a long list: the choice it belongs to («Choose the action»,
 * «Buy a bow», «Rewards for ship 2»).
 *
 * @group View
 */
export function moveGroup(_table: NauticusTable, view: NauticusView, move: NauticusMove): string {
  switch (move.type) {
    case 'select':
      return 'Choose the action';
    case 'bonus':
      return 'Bonus tile';
    case 'extra':
      return 'Extra action';
    case 'buy':
      return `Buy ${aPiece(move.piece)}`;
    case 'transport':
      return `Transport ${aPiece(move.piece)}`;
    case 'withdraw':
    case 'deliver':
    case 'crown':
      return actionName(view);
    case 'takeFree':
      return 'Free tile';
    case 'reward':
    case 'rewardGoods':
      return `Rewards for ${shipName(view.turn?.rewards?.ship ?? 0)}`;
    case 'finish':
    case 'pass':
    case 'endTurn':
      return 'End of the action';
  }
}
