/**
 * Employee cards: hired with Hire Employee, they work for their owner for the rest of
 * the game.
 *
 * The rulebook describes every kind of employee (annexe « Employés ») and says 48 cards
 * come in two decks: with 3-4 players each card of the second deck lies on « la carte
 * marron correspondante », so the game has 24 different employees, each twice; with 2
 * players only the brown-backed deck is used. The full list of the 24 is not public
 * (research note §6): {@link SYNTHETIC_EMPLOYEES} is **synthetic**.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, oneOf, safeId, taggedUnion } from '../../core/codecs.js';
import { firstProblem, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import {
  CommodityCodec,
  EmployeeColourCodec,
  EquipmentCodec,
  ItemCodec,
  type Commodity,
  type EmployeeColour,
  type Equipment,
  type Item,
} from '../items.js';
import { repeatedIds } from './ids.js';
import { DATA_LIMITS, listOf, printedValue } from './limits.js';

/**
 * What an employee does.
 *
 * @rulebook Annexe, Employés: ingénieur, recruteur, commerçant, constructeur, barreur,
 *   gréeur, comptable, agent de maîtrise.
 *
 * @group Components
 */
export type EmployeeEffect =
  /** +1 `item` whenever its owner manufactures equipment; 1 florin surcharge to hire. */
  | {
      /** An engineer. */
      readonly kind: 'engineer';
      /** The equipment piece he adds. */
      readonly item: Equipment;
    }
  /** +1 `item` (a crew member or a propeller) whenever its owner recruits; 1 florin surcharge. */
  | {
      /** A recruiter. */
      readonly kind: 'recruiter';
      /** The piece he adds. */
      readonly item: 'captain' | 'businessman' | 'soldier' | 'propeller';
    }
  /** +1 florin per `commodity` sold at the exchange; `points` at the end. Level 2 needs level 1. */
  | {
      /** A trader. */
      readonly kind: 'trader';
      /** The commodity he trades. */
      readonly commodity: Commodity;
      /** His level, 1 or 2. */
      readonly level: 1 | 2;
      /** Victory points at the end of the game. */
      readonly points: number;
    }
  /** Up to `count` of `item` on each ship without cabin or mounting point (2, or 1 propeller). */
  | {
      /** A constructor. */
      readonly kind: 'constructor';
      /** The piece a ship may carry without a cabin or mounting point. */
      readonly item: Item;
      /** How many of it per ship. */
      readonly count: number;
    }
  /** +1 speed for every ship. */
  | {
      /** A helmsman. */
      readonly kind: 'helmsman';
    }
  /** +1 speed per pair of sails, as much of it as the owner wants. */
  | {
      /** A rigger. */
      readonly kind: 'rigger';
    }
  /** 1 or 2 more free steps on the equipment ring and the crew circle. */
  | {
      /** An accountant. */
      readonly kind: 'accountant';
    }
  /** Up to 3 more free steps on the employee oval. */
  | {
      /** A foreman. */
      readonly kind: 'foreman';
    };

/**
 * One employee card. Both copies of an employee (3-4 players) share the same entry.
 *
 * @group Components
 */
export interface Employee {
  /** Stable identifier, e.g. `'engineer-crane'`. */
  readonly id: string;
  /** The name printed on the card. */
  readonly name: string;
  /** The card's colour (its type for the contracts). */
  readonly colour: EmployeeColour;
  /** What the employee does for its owner. */
  readonly effect: EmployeeEffect;
}

/**
 * The 24 different employees with their provenance.
 *
 * @group Components
 */
export interface EmployeeSet {
  /** Where the values of this set come from, and whether they are the printed ones. */
  readonly provenance: Provenance;
  /** The employees, each once; moves and views refer to them by index in this list. */
  readonly employees: readonly Employee[];
}

/**
 * Codec for {@link EmployeeEffect}.
 *
 * @group Codecs
 */
export const EmployeeEffectCodec = codecFor<EmployeeEffect>()(taggedUnion('EmployeeEffect', 'kind', {
  engineer: closed('engineer', { kind: t.literal('engineer'), item: EquipmentCodec }),
  recruiter: closed('recruiter', { kind: t.literal('recruiter'), item: oneOf(['captain', 'businessman', 'soldier', 'propeller'] as const) }),
  trader: closed('trader', { kind: t.literal('trader'), commodity: CommodityCodec, level: t.union([t.literal(1), t.literal(2)]), points: printedValue }),
  constructor: closed('constructor', { kind: t.literal('constructor'), item: ItemCodec, count: intRange(1, 2) }),
  helmsman: closed('helmsman', { kind: t.literal('helmsman') }),
  rigger: closed('rigger', { kind: t.literal('rigger') }),
  accountant: closed('accountant', { kind: t.literal('accountant') }),
  foreman: closed('foreman', { kind: t.literal('foreman') }),
}));

/**
 * Codec for {@link Employee}.
 *
 * @group Codecs
 */
export const EmployeeCodec = codecFor<Employee>()(closed('Employee', {
  id: safeId,
  name: t.string,
  colour: EmployeeColourCodec,
  effect: EmployeeEffectCodec,
}));

/**
 * Codec for {@link EmployeeSet} (structure and size; see {@link checkEmployeeSet}).
 *
 * @group Codecs
 */
export const EmployeeSetCodec = codecFor<EmployeeSet>()(closed('EmployeeSet', {
  provenance: ProvenanceCodec,
  employees: listOf(EmployeeCodec, DATA_LIMITS.employees),
}));

/**
 * Every problem of an employee set on an oval of `spaces` spaces, with the path of its
 * field from the set's root (`employees[3].colour`); empty when it can be played with.
 * The printed count follows from the board's 8 oval spaces (see `boardProblems`).
 *
 * @rulebook Matériel: « 48 employés » (24 different, twice); « ingénieur (carte marron) »; « recruteur (carte verte) ».
 *
 * @group Components
 */
export function employeeSetProblems(set: EmployeeSet, spaces: number): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  const list = set.employees;
  for (const i of repeatedIds(list)) problem(`employees[${i}].id`, `'${list[i]?.id}' is used by another employee too`);
  if (list.length !== spaces * 3) problem('employees', `the oval has ${spaces} spaces of 3 employees: ${spaces * 3} employees are needed, got ${list.length}`);
  for (const [i, e] of list.entries()) {
    const fx = e.effect;
    if (fx.kind === 'engineer' && e.colour !== 'brown') problem(`employees[${i}].colour`, `engineer '${e.id}' must be brown (« ingénieur (carte marron) »)`);
    if (fx.kind === 'recruiter' && e.colour !== 'green') problem(`employees[${i}].colour`, `recruiter '${e.id}' must be green (« recruteur (carte verte) »)`);
    if (fx.kind === 'constructor' && fx.count !== (fx.item === 'propeller' ? 1 : 2)) {
      problem(`employees[${i}].effect.count`, `constructor '${e.id}' allows 2 pieces, or 1 propeller`);
    }
    if (fx.kind === 'trader' && fx.level === 2) {
      const low = list.some((o) => o.effect.kind === 'trader' && o.effect.commodity === fx.commodity && o.effect.level === 1);
      if (!low) problem(`employees[${i}].effect.level`, `trader '${e.id}' (level 2) has no level-1 trader for ${fx.commodity}`);
    }
  }
  return out;
}

/**
 * Why an employee set cannot be played with on an oval of `spaces` spaces, or `null`: the
 * first of `employeeSetProblems`; the message starts with the field's path.
 *
 * @group Components
 */
export function checkEmployeeSet(set: EmployeeSet, spaces: number): string | null {
  return firstProblem(employeeSetProblems(set, spaces));
}

const employee = (id: string, name: string, colour: EmployeeColour, effect: EmployeeEffect): Employee => ({ id, name, colour, effect });
const engineer = (item: Equipment): Employee => employee(`engineer-${item}`, `Engineer +1 ${item}`, 'brown', { kind: 'engineer', item });
const recruiter = (item: 'captain' | 'businessman' | 'soldier' | 'propeller'): Employee =>
  employee(`recruiter-${item}`, `Recruiter +1 ${item}`, 'green', { kind: 'recruiter', item });
const trader = (commodity: Commodity, level: 1 | 2): Employee =>
  employee(`trader-${commodity}-${level}`, `Trader ${commodity}: level ${level}`, 'orange', { kind: 'trader', commodity, level, points: level === 1 ? 1 : 3 });
const constructor = (item: Item): Employee => {
  const count = item === 'propeller' ? 1 : 2;
  return employee(`constructor-${item}`, `Constructor +${count} ${item}`, 'blue', { kind: 'constructor', item, count });
};

/**
 * The default employees: **synthetic**. 24 different employees (each present twice with
 * 3-4 players): 4 engineers (brown), 4 recruiters (green), 6 traders (orange; steel 1 and
 * 3 points as in the rulebook's example, the others alike), an accountant and a foreman
 * (yellow), a helmsman, a rigger and 6 constructors (blue). The effects follow the
 * rulebook; which ones exist, and the colours other than brown and green, are invented.
 *
 * @group Components
 */
export const SYNTHETIC_EMPLOYEES: EmployeeSet = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes:
      'The printed list of the 24 employees is not public. Effects, the engineer (brown) and recruiter (green) colours, the 1/3 points of the steel traders and the pairing of the two decks follow the rulebook; the list and the other colours are invented.',
  },
  employees: [
    engineer('sail'),
    engineer('funnel'),
    engineer('crane'),
    engineer('cannon'),
    recruiter('captain'),
    recruiter('businessman'),
    recruiter('soldier'),
    recruiter('propeller'),
    trader('steel', 1),
    trader('steel', 2),
    trader('coal', 1),
    trader('coal', 2),
    trader('grain', 1),
    trader('grain', 2),
    employee('accountant', 'Accountant', 'yellow', { kind: 'accountant' }),
    employee('foreman', 'Foreman', 'yellow', { kind: 'foreman' }),
    employee('helmsman', 'Helmsman', 'blue', { kind: 'helmsman' }),
    employee('rigger', 'Rigger', 'blue', { kind: 'rigger' }),
    constructor('sail'),
    constructor('funnel'),
    constructor('propeller'),
    constructor('crane'),
    constructor('cannon'),
    constructor('businessman'),
  ],
};
