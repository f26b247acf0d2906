/**
 * Government contracts: 12 blue and 12 green cards, kept secret, scored at the end on
 * the player's whole fleet (and, for some, employees and used canals).
 *
 * Each contract is data: a {@link ContractMeasure} (what is counted) and a
 * {@link ContractScoring} (how the count becomes points). The rulebook spells out 18
 * contracts fully; for the other 6 the points are a table printed only on the card, of
 * which it gives at most one entry (research note §7). {@link SYNTHETIC_CONTRACTS} keeps
 * the 18 as written and invents the missing tables around the given entries.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, natural, oneOf, safeId, taggedUnion } from '../../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import { EMPLOYEE_COLOURS, ITEMS, SAFETY, type EmployeeColour, type Item, type Safety } from '../items.js';
import { repeatedIds } from './ids.js';
import { DATA_LIMITS, listOf, printedValue } from './limits.js';

/**
 * What a finished ship can be counted for: a piece it carries (`'captain'` is the one
 * captain of each ship, `'officer'` every further captain), or a safety device printed
 * on its cards.
 *
 * @group Components
 */
export type ShipFeature = Item | 'officer' | Safety;

/**
 * The values of {@link ShipFeature}.
 *
 * @group Components
 */
export const SHIP_FEATURES = [...ITEMS, 'officer', ...SAFETY] as const;

/**
 * What a contract counts.
 *
 * @rulebook Contrats gouvernementaux bleus et verts.
 *
 * @group Components
 */
export type ContractMeasure =
  /** The number of `feature` in the fleet. */
  | {
      /** Counts a feature. */
      readonly kind: 'count';
      /** The feature counted. */
      readonly feature: ShipFeature;
    }
  /** The number of `feature` beyond the first (« pour chaque homme d'affaires additionnel »). */
  | {
      /** Counts a feature beyond the first. */
      readonly kind: 'beyondFirst';
      /** The feature counted. */
      readonly feature: ShipFeature;
    }
  /** Pairs on the same ship: of two features (`min` per ship) or of one (`floor(n / 2)` per ship). */
  | {
      /** Counts pairs on one ship. */
      readonly kind: 'pairs';
      /** The two features of a pair (the same twice for pairs of one). */
      readonly features: readonly [ShipFeature, ShipFeature];
    }
  /** Ships with at least one of each feature. */
  | {
      /** Counts ships with every feature. */
      readonly kind: 'shipsWithAll';
      /** The features each counted ship has. */
      readonly features: readonly ShipFeature[];
    }
  /** How many of the 8 kinds (propeller, funnel, sail, crane, cannon, businessman, soldier, officer) the fleet has. */
  | {
      /** Counts kinds of piece. */
      readonly kind: 'distinctPieces';
    }
  /** Canals used in sea trials. */
  | {
      /** Counts used canals. */
      readonly kind: 'usedCanals';
    }
  /** Ships of exactly `length` ship cards. */
  | {
      /** Counts ships of one length. */
      readonly kind: 'shipsOfLength';
      /** The length, in ship cards. */
      readonly length: number;
    }
  /** Ship cards in the fleet. */
  | {
      /** Counts ship cards. */
      readonly kind: 'shipCards';
    }
  /** Ships in the fleet. */
  | {
      /** Counts ships. */
      readonly kind: 'ships';
    }
  /** Employees hired. */
  | {
      /** Counts employees. */
      readonly kind: 'employees';
    }
  /** Employees of the given colours. */
  | {
      /** Counts employees of some colours. */
      readonly kind: 'employeesOfColours';
      /** The colours counted. */
      readonly colours: readonly EmployeeColour[];
    }
  /** Different types of employee: colours, with a level-2 trader a type apart from level 1. */
  | {
      /** Counts types of employee. */
      readonly kind: 'employeeTypes';
    };

/**
 * How a count becomes points: so many per unit, or a table (the points of the highest
 * step reached, plus `beyond` per unit above the last step).
 *
 * @group Components
 */
export type ContractScoring =
  | {
      /** So many points per unit. */
      readonly kind: 'perUnit';
      /** Victory points per unit counted. */
      readonly points: number;
    }
  | {
      /** Points from a table. */
      readonly kind: 'table';
      /** The steps of the table, ascending. */
      readonly steps: readonly {
        /** The count that reaches this step. */
        readonly count: number;
        /** Victory points for reaching it. */
        readonly points: number;
      }[];
      /** Victory points per unit above the last step. */
      readonly beyond: number;
    };

/**
 * One government contract.
 *
 * @group Components
 */
export interface Contract {
  /** Stable identifier, e.g. `'blue-01'`. */
  readonly id: string;
  /** The colour of its back: green or blue (each player keeps one of each at the end). */
  readonly colour: 'green' | 'blue';
  /** What the card says, in short. */
  readonly text: string;
  /** What it counts in its owner's fleet and business. */
  readonly measure: ContractMeasure;
  /** How the count becomes victory points. */
  readonly scoring: ContractScoring;
}

/**
 * The contracts with their provenance.
 *
 * @group Components
 */
export interface ContractSet {
  /** Where the values of this set come from, and whether they are the printed ones. */
  readonly provenance: Provenance;
  /** The contracts of both colours; moves refer to them by id, views by index in this list. */
  readonly contracts: readonly Contract[];
}

const FeatureCodec = oneOf(SHIP_FEATURES, 'ShipFeature');

/**
 * Codec for {@link ContractMeasure}.
 *
 * @group Codecs
 */
export const ContractMeasureCodec = codecFor<ContractMeasure>()(taggedUnion('ContractMeasure', 'kind', {
  count: closed('count', { kind: t.literal('count'), feature: FeatureCodec }),
  beyondFirst: closed('beyondFirst', { kind: t.literal('beyondFirst'), feature: FeatureCodec }),
  pairs: closed('pairs', { kind: t.literal('pairs'), features: t.tuple([FeatureCodec, FeatureCodec]) }),
  shipsWithAll: closed('shipsWithAll', { kind: t.literal('shipsWithAll'), features: listOf(FeatureCodec, SHIP_FEATURES.length) }),
  distinctPieces: closed('distinctPieces', { kind: t.literal('distinctPieces') }),
  usedCanals: closed('usedCanals', { kind: t.literal('usedCanals') }),
  shipsOfLength: closed('shipsOfLength', { kind: t.literal('shipsOfLength'), length: natural }),
  shipCards: closed('shipCards', { kind: t.literal('shipCards') }),
  ships: closed('ships', { kind: t.literal('ships') }),
  employees: closed('employees', { kind: t.literal('employees') }),
  employeesOfColours: closed('employeesOfColours', { kind: t.literal('employeesOfColours'), colours: listOf(oneOf(EMPLOYEE_COLOURS), EMPLOYEE_COLOURS.length) }),
  employeeTypes: closed('employeeTypes', { kind: t.literal('employeeTypes') }),
}));

/**
 * Codec for {@link ContractScoring}.
 *
 * @group Codecs
 */
export const ContractScoringCodec = codecFor<ContractScoring>()(taggedUnion('ContractScoring', 'kind', {
  perUnit: closed('perUnit', { kind: t.literal('perUnit'), points: printedValue }),
  table: closed('table', {
    kind: t.literal('table'),
    steps: listOf(closed('Step', { count: printedValue, points: printedValue }), DATA_LIMITS.tableSteps),
    beyond: printedValue,
  }),
}));

/**
 * Codec for {@link Contract}.
 *
 * @group Codecs
 */
export const ContractCodec = codecFor<Contract>()(closed('Contract', {
  id: safeId,
  colour: oneOf(['green', 'blue'] as const),
  text: t.string,
  measure: ContractMeasureCodec,
  scoring: ContractScoringCodec,
}));

/**
 * Codec for {@link ContractSet} (structure and size; see {@link checkContractSet}).
 *
 * @group Codecs
 */
export const ContractSetCodec = codecFor<ContractSet>()(closed('ContractSet', {
  provenance: ProvenanceCodec,
  contracts: listOf(ContractCodec, DATA_LIMITS.contracts),
}));

/**
 * Government contracts of each colour in the printed game.
 *
 * @rulebook Matériel: « 2 x 12 contrats gouvernementaux en deux paquets ».
 *
 * @group Components
 */
export const PRINTED_CONTRACTS_PER_COLOUR = 12;

/**
 * Every problem of a contract set (played by up to 4 players, 3 of each colour each),
 * with the path of its field from the set's root (`contracts[3].scoring.steps`); empty
 * when it can be played with. With `printed` (the default) also the printed decks:
 * exactly 12 of each colour.
 *
 * @rulebook Matériel: « 2 x 12 contrats gouvernementaux »; Préparation 6: « 3 contrats verts et 3 contrats bleus ».
 *
 * @group Components
 */
export function contractSetProblems(set: ContractSet, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  const list = set.contracts;
  for (const i of repeatedIds(list)) problem(`contracts[${i}].id`, `'${list[i]?.id}' is used by another contract too`);
  for (const colour of ['green', 'blue'] as const) {
    const n = list.filter((c) => c.colour === colour).length;
    if (n < 12) problem('contracts', `12 ${colour} contracts are needed (3 for each of 4 players), got ${n}`);
    else if (check.printed !== false && n !== PRINTED_CONTRACTS_PER_COLOUR) problem('contracts', `the rulebook has ${PRINTED_CONTRACTS_PER_COLOUR} ${colour} contracts, found ${n}`);
  }
  for (const [i, c] of list.entries()) {
    if (c.scoring.kind === 'table') {
      const counts = c.scoring.steps.map((s) => s.count);
      if (counts.some((n, k) => k > 0 && n <= (counts[k - 1] as number))) problem(`contracts[${i}].scoring.steps`, `the steps of contract '${c.id}' must rise`);
    }
  }
  return out;
}

/**
 * Why a contract set cannot be played with (by up to 4 players, 3 of each colour each), or
 * `null`: the first of `contractSetProblems` (printed counts aside); the message
 * starts with the field's path.
 *
 * @group Components
 */
export function checkContractSet(set: ContractSet): string | null {
  return firstProblem(contractSetProblems(set, { printed: false }));
}

const perUnit = (points: number): ContractScoring => ({ kind: 'perUnit', points });
const table = (pairs: readonly (readonly [number, number])[], beyond = 0): ContractScoring => ({
  kind: 'table',
  steps: pairs.map(([count, points]) => ({ count, points })),
  beyond,
});
const contract = (id: string, colour: 'green' | 'blue', text: string, measure: ContractMeasure, scoring: ContractScoring): Contract => ({
  id,
  colour,
  text,
  measure,
  scoring,
});

/**
 * The default contracts: **synthetic** as a set. The 18 contracts the rulebook describes
 * in full are exact; the tables of blue-09, green-03, green-04, green-07, green-08,
 * green-10 and green-12 are invented, and those of green-01, green-02 and green-05 are
 * invented around the one entry the rulebook gives (6 buoys = 12 and +1 per further buoy;
 * three 5-card ships = 15; two 6-card ships = 10).
 *
 * @group Components
 */
export const SYNTHETIC_CONTRACTS: ContractSet = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes:
      'Contracts described in full by the rulebook are exact; the points tables printed only on the cards (blue-09, green-01 to 05, 07, 08, 10, 12) are invented except for the entries the rulebook quotes.',
  },
  contracts: [
    contract('blue-01', 'blue', '3 per businessman-crane pair on one ship', { kind: 'pairs', features: ['businessman', 'crane'] }, perUnit(3)),
    contract('blue-02', 'blue', '2 per businessman beyond the first', { kind: 'beyondFirst', feature: 'businessman' }, perUnit(2)),
    contract('blue-03', 'blue', '6 per ship with a sail, a funnel and a propeller', { kind: 'shipsWithAll', features: ['sail', 'funnel', 'propeller'] }, perUnit(6)),
    contract('blue-04', 'blue', '3 per cannon-soldier pair on one ship', { kind: 'pairs', features: ['soldier', 'cannon'] }, perUnit(3)),
    contract('blue-05', 'blue', '2 per soldier beyond the first', { kind: 'beyondFirst', feature: 'soldier' }, perUnit(2)),
    contract('blue-06', 'blue', '8 per ship with a businessman, a soldier, a crane and a cannon', { kind: 'shipsWithAll', features: ['businessman', 'soldier', 'crane', 'cannon'] }, perUnit(8)),
    contract('blue-07', 'blue', '3 per pair of sails on one ship', { kind: 'pairs', features: ['sail', 'sail'] }, perUnit(3)),
    contract('blue-08', 'blue', '3 per officer', { kind: 'count', feature: 'officer' }, perUnit(3)),
    contract('blue-09', 'blue', 'different pieces in the fleet (table)', { kind: 'distinctPieces' }, table([[3, 2], [4, 4], [5, 6], [6, 9], [7, 12], [8, 16]])),
    contract('blue-10', 'blue', '3 per pair of funnels on one ship', { kind: 'pairs', features: ['funnel', 'funnel'] }, perUnit(3)),
    contract('blue-11', 'blue', '3 per propeller', { kind: 'count', feature: 'propeller' }, perUnit(3)),
    contract('blue-12', 'blue', '4 per used canal', { kind: 'usedCanals' }, perUnit(4)),
    contract('green-01', 'green', 'buoys (table; 6 = 12, +1 each above)', { kind: 'count', feature: 'buoy' }, table([[1, 1], [2, 2], [3, 4], [4, 6], [5, 9], [6, 12]], 1)),
    contract('green-02', 'green', 'ships of exactly 5 cards (table; 3 = 15)', { kind: 'shipsOfLength', length: 5 }, table([[1, 4], [2, 9], [3, 15], [4, 22]])),
    contract('green-03', 'green', 'ship cards in the fleet (table)', { kind: 'shipCards' }, table([[6, 2], [10, 4], [14, 7], [18, 10], [22, 14], [26, 18]])),
    contract('green-04', 'green', 'lanterns (table)', { kind: 'count', feature: 'lantern' }, table([[1, 1], [2, 2], [3, 4], [4, 6], [5, 9], [6, 12]], 1)),
    contract('green-05', 'green', 'ships of exactly 6 cards (table; 2 = 10)', { kind: 'shipsOfLength', length: 6 }, table([[1, 4], [2, 10], [3, 17]])),
    contract('green-06', 'green', '1 per employee up to 4, 2 per employee above', { kind: 'employees' }, table([[1, 1], [2, 2], [3, 3], [4, 4]], 2)),
    contract('green-07', 'green', 'lifeboats (table)', { kind: 'count', feature: 'lifeboat' }, table([[1, 1], [2, 2], [3, 4], [4, 6], [5, 9], [6, 12]], 1)),
    contract('green-08', 'green', 'ships of exactly 7 cards (table)', { kind: 'shipsOfLength', length: 7 }, table([[1, 5], [2, 12], [3, 20]])),
    contract('green-09', 'green', '2 per blue, yellow or orange employee', { kind: 'employeesOfColours', colours: ['blue', 'yellow', 'orange'] }, perUnit(2)),
    contract('green-10', 'green', 'ships in the fleet (table)', { kind: 'ships' }, table([[1, 1], [2, 3], [3, 6], [4, 10], [5, 14]], 4)),
    contract('green-11', 'green', '5 per ship with a buoy, a lifeboat and a lantern', { kind: 'shipsWithAll', features: ['buoy', 'lifeboat', 'lantern'] }, perUnit(5)),
    contract('green-12', 'green', 'different types of employee (table)', { kind: 'employeeTypes' }, table([[2, 2], [3, 4], [4, 7], [5, 10], [6, 14]])),
  ],
};
