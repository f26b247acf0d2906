/**
 * The Receive Subsidy action.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { setPlayer } from '../edit.js';
import type { NextState } from '../state.js';
import { SUBSIDY } from './actions.js';
import { finishAction } from './turn.js';

/**
 * Receive Subsidy: 2 florins from the bank (4 players only: the card is not in play otherwise).
 *
 * @rulebook Réception de subvention.
 *
 * @group Rules
 */
export function takeSubsidy(d: NextState, seat: Seat): void {
  const me = d.players[seat];
  if (me) setPlayer(d, seat, { florins: me.florins + SUBSIDY });
  finishAction(d);
}
