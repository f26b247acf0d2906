/**
 * What hiring an employee costs and allows, and the cheapest one a player may hire. Below
 * the actions (`actions.ts`), which ask what hiring costs at least.
 *
 * @module
 */
import type { Seat } from '../../core/game.js';
import { dataOf, employeesOf } from '../components.js';
import type { Employee } from '../data/index.js';
import type { StateOrDraft } from '../state.js';
import { stepsTo } from './rings.js';

/**
 * Extra free steps the foreman gives. @rulebook Agent de maîtrise: « jusqu'à 3 cases supplémentaires gratuitement ».
 *
 * @group Rules
 */
export const FOREMAN_STEPS = 3;

/**
 * The surcharge of an employee: 1 florin for engineers and recruiters.
 *
 * @rulebook Embauche des employés, NOTE: « Si vous prenez un ingénieur (carte marron) ou un
 *   recruteur (carte verte), vous devez payer 1 florin supplémentaire ».
 *
 * @group Rules
 */
export function surcharge(employee: Employee): number {
  return employee.effect.kind === 'engineer' || employee.effect.kind === 'recruiter' ? 1 : 0;
}

/**
 * Why a player employing `mine` may not hire `employee`, or `null`: not exactly the same as
 * one already hired, and a level-2 trader only with the level-1 trader of that commodity.
 *
 * @rulebook Embauche des employés: « Vous ne pouvez pas embaucher un employé qui est exactement le
 *   même qu'un employé que vous avez déjà »; Commerçant: « Vous ne pouvez pas embaucher le
 *   commerçant de haut niveau à moins que vous ayez déjà le commerçant de bas niveau ».
 *
 * @group Rules
 */
export function hireRefusal(mine: readonly Employee[], employee: Employee): string | null {
  if (mine.some((e) => e.id === employee.id)) return `already employed`;
  const fx = employee.effect;
  if (fx.kind === 'trader' && fx.level === 2) {
    const low = mine.some((e) => e.effect.kind === 'trader' && e.effect.commodity === fx.commodity && e.effect.level === 1);
    if (!low) return `the level-2 ${fx.commodity} trader needs the level-1 one first`;
  }
  return null;
}

/**
 * The top employee of a stack, if any.
 *
 * @group Rules
 */
export function topOf(state: StateOrDraft, space: number, stack: number): Employee | undefined {
  const cards = state.oval[space]?.[stack];
  const top = cards === undefined ? undefined : cards[cards.length - 1];
  return top === undefined ? undefined : dataOf(state).employees.employees[top];
}

/**
 * What hiring `employee` on oval `space` costs a player: the steps beyond the first free
 * one (3 more free with a foreman), and the surcharge.
 *
 * @group Rules
 */
export function hireCost(state: StateOrDraft, mine: readonly Employee[], space: number, employee: Employee): number {
  const steps = stepsTo(state.markers.employee, space, state.oval.length);
  return Math.max(0, steps - freeSteps(mine)) + surcharge(employee);
}

/** The steps round the oval a player employing `mine` moves the marker for free: the first, 3 more with a foreman. */
function freeSteps(mine: readonly Employee[]): number {
  return 1 + (mine.some((e) => e.effect.kind === 'foreman') ? FOREMAN_STEPS : 0);
}

/**
 * The cheapest employee `seat` may hire, `Infinity` if none (ruling S12).
 *
 * @group Rules
 */
export function hireMinCost(state: StateOrDraft, seat: Seat): number {
  const mine = employeesOf(state, seat);
  const size = state.oval.length;
  let best = Infinity;
  // The spaces in the order the marker reaches them: a space `steps` away costs at least
  // `steps - free` florins (see `hireCost`), a bound that only grows with the distance, so
  // the search stops at the first space whose bound cannot beat the best found (often the
  // second space). The answer is the minimum over every space, as before.
  const free = freeSteps(mine);
  for (let steps = 1; steps <= size && Math.max(0, steps - free) < best; steps++) {
    const space = (state.markers.employee + steps) % size;
    const stacks = state.oval[space] ?? [];
    for (let stack = 0; stack < stacks.length; stack++) {
      const employee = topOf(state, space, stack);
      if (employee !== undefined && hireRefusal(mine, employee) === null) best = Math.min(best, hireCost(state, mine, space, employee));
    }
  }
  return best;
}
