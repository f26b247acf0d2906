/**
 * What the actions have in common: whether an action can be performed and for how much,
 * and what the player may spend while a bonus action is taken before the main one (the
 * Receive Subsidy action is in `subsidy.ts`).
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import type { Action } from '../items.js';
import type { Doing, StateOrDraft } from '../state.js';
import { hireMinCost } from './hiring.js';
import { bestSale } from './sales.js';
import { buildMinCost } from './shipcards.js';
import { cardsInPlay } from './track.js';
import { purchaseMinCost } from './trainprices.js';
import { canalMinCost } from './waterways.js';


/**
 * What a bonus action costs. @rulebook 4) Effectuez les actions: « Si vous payez 6 florins ».
 *
 * @group Rules
 */
export const BONUS_COST = 6;

/**
 * Florins the Receive Subsidy action gives. @rulebook Réception de subvention.
 *
 * @group Rules
 */
export const SUBSIDY = 2;

/**
 * The fewest florins `seat` needs to perform `action` now, or `Infinity` if it cannot be
 * performed at all.
 *
 * @rulebook 2) Choisissez une nouvelle action: « Vous devez pouvoir effectuer l'action choisie ».
 *
 * @group Rules
 */
export function minCost(state: StateOrDraft, seat: Seat, action: Action): number {
  switch (action) {
    case 'build':
      return buildMinCost(state, seat);
    case 'purchase':
      return purchaseMinCost(state);
    case 'canal':
      return canalMinCost(state, seat);
    case 'equipment':
    case 'crew':
    case 'subsidy':
      return 0;
    case 'employee':
      return hireMinCost(state, seat);
    case 'exchange':
      return (state.players[seat]?.trains.length ?? 0) > 0 ? 0 : Infinity;
  }
}

/**
 * The action the player's next sub-move belongs to: the one in progress, else the main one if still to do.
 *
 * @group Rules
 */
export function actionNow(state: StateOrDraft): { readonly action: Action; readonly role: Doing['role'] } | null {
  const act = state.act;
  if (state.step !== 'act' || act === null) return null;
  if (act.doing !== null) return { action: act.doing.action, role: act.doing.role };
  if (act.main === 'pending' && state.chosen !== null) return { action: state.chosen, role: 'main' };
  return null;
}

/**
 * Florins the current player may spend now. While a bonus action is taken before the
 * main one, enough stays back for the main action to remain possible (ruling S10): the
 * main action must still be performed.
 *
 * @group Rules
 */
export function spendable(state: StateOrDraft, seat: Seat): number {
  const florins = state.players[seat]?.florins ?? 0;
  const act = state.act;
  if (act?.main === 'pending' && act.doing?.role === 'bonus' && state.chosen !== null) {
    return florins - minCost(state, seat, state.chosen);
  }
  return florins;
}

/**
 * The most florins bonus action `action` can bring before the main action: the subsidy's
 * 2, or what selling every wagon of one of the player's trains fetches; nothing otherwise.
 *
 * @group Rules
 */
export function bonusEarnings(state: StateOrDraft, seat: Seat, action: Action): number {
  if (action === 'subsidy') return SUBSIDY;
  if (action === 'exchange') return bestSale(state, seat);
  return 0;
}

/**
 * The actions `seat` may buy as a bonus now: any card in play but the one chosen this
 * turn (ruling S10), once per turn, for 6 florins paid up front, and only if it can be
 * performed with what is left, leaving the main action possible if it comes second: what
 * the main action needs is held back, less what the bonus action brings (the subsidy, an
 * exchange's sales), since only the bonus action itself may not be paid with its earnings.
 *
 * @rulebook 4) Effectuez les actions: « Votre action bonus peut être n'importe quelle autre
 *   action »; « Vous ne pouvez pas acheter plus d'une action bonus »; « Il n'est pas
 *   possible d'utiliser des florins gagnés par votre action bonus pour contribuer à la payer
 *   elle-même ».
 *
 * @group Rules
 */
export function bonusOptions(state: StateOrDraft, seat: Seat): Action[] {
  const act = state.act;
  if (state.era !== 'play' || state.step !== 'act' || act === null || act.bonus !== 'unused' || act.doing !== null) return [];
  const florins = state.players[seat]?.florins ?? 0;
  if (florins < BONUS_COST) return [];
  const reserve = act.main === 'pending' && state.chosen !== null ? minCost(state, seat, state.chosen) : 0;
  const budget = florins - BONUS_COST - reserve;
  return cardsInPlay(state).filter((a) => a !== state.chosen && minCost(state, seat, a) <= budget + bonusEarnings(state, seat, a));
}

/**
 * Florins the main action still lacks while a bonus action is taken before it: an
 * exchange must sell at least that much (ruling S10).
 *
 * @group Rules
 */
export function mainShortfall(state: StateOrDraft, seat: Seat): number {
  return Math.max(0, -spendable(state, seat));
}
