/**
 * Hire Employee: the marker moves round the employee oval (one step free, 1 florin per
 * further step, 3 more free with a foreman), and the player hires one of the employees
 * on the space reached.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { illegal, type RuleError } from '../../core/errors.js';
import { employeesOf } from '../components.js';
import type { HireMove } from '../moves.js';
import { replaceAt } from '../../core/edit.js';
import { setPlayer } from '../edit.js';
import type { NextState, StateOrDraft } from '../state.js';
import { actionNow, spendable } from './actions.js';
import { finishAction } from './turn.js';
import { hireRefusal, topOf, hireCost } from './hiring.js';
export { FOREMAN_STEPS, surcharge, hireRefusal, topOf, hireCost, hireMinCost } from './hiring.js';

/**
 * The oval stacks whose top employee `seat` may hire now, space by space: exactly the
 * moves {@link checkHire} accepts.
 *
 * @group Rules
 */
export function hireOptions(state: StateOrDraft, seat: Seat): { space: number; stack: number }[] {
  const out: { space: number; stack: number }[] = [];
  if (actionNow(state)?.action !== 'employee') return out;
  const mine = employeesOf(state, seat);
  const budget = spendable(state, seat);
  for (let space = 0; space < state.oval.length; space++) {
    const stacks = state.oval[space] ?? [];
    for (let stack = 0; stack < stacks.length; stack++) {
      const employee = topOf(state, space, stack);
      if (employee !== undefined && hireRefusal(mine, employee) === null && hireCost(state, mine, space, employee) <= budget) out.push({ space, stack });
    }
  }
  return out;
}

/**
 * Hiring the top card of (`space`, `stack`).
 *
 * @group Rules
 */
export function checkHire(state: StateOrDraft, move: HireMove): RuleError | null {
  if (actionNow(state)?.action !== 'employee') return illegal('Employees are hired only with the Hire Employee action.');
  const employee = topOf(state, move.space, move.stack);
  if (employee === undefined) return illegal(`There is no employee on space ${move.space}, stack ${move.stack}.`);
  const mine = employeesOf(state, move.player);
  const refusal = hireRefusal(mine, employee);
  if (refusal !== null) return illegal(`Cannot hire ${employee.name}: ${refusal}.`);
  const cost = hireCost(state, mine, move.space, employee);
  if (cost > spendable(state, move.player)) return illegal(`Hiring ${employee.name} there costs ${cost} florin(s).`);
  return null;
}

/**
 * Hires: the marker moves to the space, the player pays the steps and the surcharge and
 * takes the card.
 *
 * @rulebook Embauche des employés.
 *
 * @group Rules
 */
export function hire(d: NextState, move: HireMove): void {
  const me = d.players[move.player];
  const spaceStacks = d.oval[move.space];
  const stack = spaceStacks?.[move.stack];
  if (me === undefined || spaceStacks === undefined || stack === undefined) return;
  const employee = topOf(d, move.space, move.stack);
  const cost = employee === undefined ? 0 : hireCost(d, employeesOf(d, move.player), move.space, employee);
  d.markers = { ...d.markers, employee: move.space };
  setPlayer(d, move.player, { florins: me.florins - cost, employees: [...me.employees, stack[stack.length - 1] as number] });
  d.oval = replaceAt(d.oval, move.space, replaceAt(spaceStacks, move.stack, stack.slice(0, -1)));
  finishAction(d);
}
