/**
 * Applies an accepted move to a private copy of the state, then lets the automatic steps
 * (end of a turn, of a phase, of a round, the final tally) run until the next decision.
 *
 * @module
 */
import type { NauticusMove } from './moves.js';
import type { NauticusDraft } from './state.js';
import { performUse, takeFree } from './rules/actions.js';
import { takeReward } from './rules/rewards.js';
import { select, takeBonus } from './rules/selection.js';
import { endTurn, finish, pass, startExtra } from './rules/turn.js';

/**
 * Dispatches a move (already checked) to the rule that performs it.
 *
 * @group Rules
 */
export function perform(d: NauticusDraft, move: NauticusMove): void {
  switch (move.type) {
    case 'select':
      return select(d, move.position);
    case 'bonus':
      return takeBonus(d, move.piece);
    case 'extra':
      return startExtra(d, move.tile);
    case 'buy':
    case 'transport':
    case 'withdraw':
    case 'deliver':
    case 'crown':
      return performUse(d, move);
    case 'takeFree':
      return takeFree(d, move.player, move.piece);
    case 'reward':
      return takeReward(d, move.player, move.reward, []);
    case 'rewardGoods':
      return takeReward(d, move.player, 'goods', move.goods);
    case 'finish':
      return finish(d);
    case 'pass':
      return pass(d);
    case 'endTurn':
      return endTurn(d);
  }
}
