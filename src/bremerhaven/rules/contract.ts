/**
 * Resolving a Contract (4.4, and every leftover one at the end of the game): the sale at the
 * current prices, then the reward or the penalty. Shared by the Individual action phase
 * (`harbour.ts`) and the Clean-up phase (`cleanup.ts`).
 *
 * @module
 */
import type { Amount, ContractCard } from '../cards.js';
import { GOODS, showGoods, type GoodCounts } from '../goods.js';
import { contractComplete, losePrestige, payCharge } from '../harbor.js';
import { amountText, contractWords, who, type Log } from '../log.js';
import type { WorkingHarbor, WorkingState } from '../state.js';
import { replaceAt } from '../../core/edit.js';
import { intoPile } from './piles.js';
import { cards, lookup } from '../catalog.js';

/**
 * What resolving a Contract gives: the sale, and the reward or the penalty.
 *
 * @group Rules
 */
export interface ContractOutcome {
  /** Money from selling the delivered goods at the current prices. */
  readonly revenue: number;
  readonly complete: boolean;
  /** The reward, if complete; otherwise zero. */
  readonly reward: Amount;
  /** The penalty, if not complete; otherwise zero. */
  readonly penalty: Amount;
}

/**
 * Selling a due Contract: every delivered good at the price on the top Price card; the
 * reward if all goods were delivered, the penalty otherwise (ruling B4).
 *
 * @rulebook 4.4 Remove Time markers: « Sell all the goods from a due Contract at the current rates
 *   ... If you have completed the Contract ... you may get a reward on top of the revenue ... If
 *   you do not have completed the Contract ... you may have to pay a contract penalty. »
 *
 * @group Rules
 */
export function contractOutcome(card: ContractCard, delivered: GoodCounts, prices: GoodCounts): ContractOutcome {
  let revenue = 0;
  for (const g of GOODS) revenue += delivered[g] * prices[g];
  const complete = contractComplete(card, delivered);
  const none = { money: 0, prestige: 0 };
  return { revenue, complete, reward: complete ? card.reward : none, penalty: complete ? none : card.penalty };
}

/**
 * Resolves the Contract in `loadingDock` of `seat` and discards it; `h` is that seat's
 * harbour, already made editable by the caller (see `harborToEdit`).
 *
 * @group Rules
 */
export function resolveContract(d: WorkingState, h: WorkingHarbor, seat: number, loadingDock: number, log: Log): void {
  const slot = h.loadingDocks[loadingDock];
  const card = slot == null ? undefined : lookup(cards(d).contracts, slot.card);
  const prices = lookup(cards(d).prices, d.priceStack[0] ?? '')?.prices ?? { barrel: 0, crate: 0, container: 0, passenger: 0 };
  if (slot == null || card === undefined) return;
  const out = contractOutcome(card, slot.delivered, prices);
  h.money += out.revenue + out.reward.money;
  h.prestige += out.reward.prestige;
  const paid = payCharge(h, out.penalty.money);
  const lost = losePrestige(h, out.penalty.prestige);
  h.loadingDocks = replaceAt(h.loadingDocks, loadingDock, null);
  d.contractDiscard = intoPile(d.contractDiscard, card.id);
  log?.(
    `  ${who(seat)} sells ${contractWords(card)} from Loading dock ${loadingDock + 1} (${showGoods(slot.delivered)} delivered) for ${out.revenue} money; ` +
      (out.complete ? `complete, reward ${amountText(out.reward.money, out.reward.prestige)}.` : `incomplete, penalty ${amountText(paid, lost)}.`),
  );
}
