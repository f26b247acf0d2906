/**
 * Shipping canals: the cards a player's ships sail through in their sea trials.
 *
 * A canal card is modelled as a small graph: its squares (each with an icon), the water
 * links between squares, and which square touches each of the card's four edges (at
 * most one per edge). Cards lie on a grid in front of their owner; two neighbouring
 * cards are joined where both have water on the shared edge.
 *
 * The rulebook fixes the count (24) and the icons, not the layout of any card, and no
 * public source has them (research note §5): {@link SYNTHETIC_CANALS} is **synthetic**.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, exactly, natural, nullable, safeId } from '../../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../../core/provenance.js';
import { CanalIconCodec, EDGES, type CanalIcon, type Edge } from '../items.js';
import { repeatedIds } from './ids.js';
import { DATA_LIMITS, listOf } from './limits.js';

/**
 * One shipping canal card, in its printed orientation.
 *
 * @rulebook Location de canal; Résultats du test de navigabilité (the icons).
 *
 * @group Components
 */
export interface CanalCard {
  /** Stable identifier, e.g. `'canal-01'`. */
  readonly id: string;
  /** The icon of each square, by square index. */
  readonly squares: readonly CanalIcon[];
  /** Water links between two squares of this card. */
  readonly links: readonly (readonly [number, number])[];
  /** The square that touches each edge (water leaves the card there), or `null` (land). */
  readonly ports: { readonly [E in Edge]: number | null };
}

/**
 * The canal deck with its provenance.
 *
 * @group Components
 */
export interface CanalSet {
  /** Where the values of this set come from, and whether they are the printed ones. */
  readonly provenance: Provenance;
  /** The canal cards; moves and views refer to them by index in this list. */
  readonly cards: readonly CanalCard[];
}

/**
 * Codec for {@link CanalCard}.
 *
 * @group Codecs
 */
export const CanalCardCodec = codecFor<CanalCard>()(closed('CanalCard', {
  id: safeId,
  squares: listOf(CanalIconCodec, DATA_LIMITS.squares),
  links: listOf(exactly(t.tuple([natural, natural]), 2), DATA_LIMITS.links),
  ports: closed('Ports', { north: nullable(natural), east: nullable(natural), south: nullable(natural), west: nullable(natural) }),
}));

/**
 * Codec for {@link CanalSet} (structure and size; see {@link checkCanalSet}).
 *
 * @group Codecs
 */
export const CanalSetCodec = codecFor<CanalSet>()(closed('CanalSet', {
  provenance: ProvenanceCodec,
  cards: listOf(CanalCardCodec, DATA_LIMITS.canals),
}));

/**
 * Canal cards in the printed game.
 *
 * @rulebook Matériel: « 24 Canaux d'expédition ».
 *
 * @group Components
 */
export const PRINTED_CANALS = 24;

/**
 * Every problem of a canal set, with the path of its field from the set's root
 * (`cards[3].links[1]`); empty when it can be played with. With `printed` (the default)
 * also the printed count (24).
 *
 * @rulebook Matériel: « 24 Canaux d'expédition »; Location de canal.
 *
 * @group Components
 */
export function canalSetProblems(set: CanalSet, check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  const problem = (path: string, text: string): void => void out.push({ path, problem: text });
  if (check.printed !== false && set.cards.length !== PRINTED_CANALS) problem('cards', `the rulebook has ${PRINTED_CANALS} canals, found ${set.cards.length}`);
  for (const i of repeatedIds(set.cards)) problem(`cards[${i}].id`, `'${set.cards[i]?.id}' is used by another canal too`);
  if (set.cards.length < 5) problem('cards', `at least 5 canals are needed to fill the display, got ${set.cards.length}`);
  for (const [i, card] of set.cards.entries()) {
    const n = card.squares.length;
    if (n === 0) {
      problem(`cards[${i}].squares`, `canal '${card.id}' has no square`);
      continue;
    }
    let links = true;
    for (const [j, [a, b]] of card.links.entries()) {
      if (a >= n || b >= n || a === b) {
        problem(`cards[${i}].links[${j}]`, `link ${a}-${b} does not join two squares of canal '${card.id}'`);
        links = false;
      }
    }
    const ports = EDGES.map((e) => card.ports[e]).filter((p): p is number => p !== null);
    if (ports.length === 0) problem(`cards[${i}].ports`, `canal '${card.id}' touches no edge`);
    for (const e of EDGES) {
      const p = card.ports[e];
      if (p !== null && p >= n) problem(`cards[${i}].ports.${e}`, `a port names a square canal '${card.id}' does not have (${p})`);
    }
    if (links && !connected(card)) problem(`cards[${i}].links`, `the squares of canal '${card.id}' are not all joined by water`);
  }
  return out;
}

/**
 * Why a canal set cannot be played with, or `null`: the first of `canalSetProblems`
 * (printed count aside); the message starts with the field's path.
 *
 * @group Components
 */
export function checkCanalSet(set: CanalSet): string | null {
  return firstProblem(canalSetProblems(set, { printed: false }));
}

function connected(card: CanalCard): boolean {
  const seen = new Set<number>([0]);
  const todo = [0];
  while (todo.length > 0) {
    const s = todo.pop() as number;
    for (const [a, b] of card.links) {
      const other = a === s ? b : b === s ? a : -1;
      if (other >= 0 && !seen.has(other)) {
        seen.add(other);
        todo.push(other);
      }
    }
  }
  return seen.size === card.squares.length;
}

const L = (a: number, b: number): readonly [number, number] => [a, b];
const ports = (p: Partial<Record<Edge, number>>): CanalCard['ports'] => ({
  north: p.north ?? null,
  east: p.east ?? null,
  south: p.south ?? null,
  west: p.west ?? null,
});

/** A straight canal from the west edge to the east edge. */
function straight(id: string, squares: readonly CanalIcon[]): CanalCard {
  return { id, squares, links: squares.slice(1).map((_, i) => L(i, i + 1)), ports: ports({ west: 0, east: squares.length - 1 }) };
}

/** A west-east canal of three squares with a fourth branching off the middle one to `branch`. */
function junction(id: string, squares: readonly [CanalIcon, CanalIcon, CanalIcon, CanalIcon], branch: 'north' | 'south'): CanalCard {
  return { id, squares, links: [L(0, 1), L(1, 2), L(1, 3)], ports: ports({ west: 0, east: 2, [branch]: 3 }) };
}

/** A canal of three squares from the west edge turning to `to`. */
function bend(id: string, squares: readonly [CanalIcon, CanalIcon, CanalIcon], to: 'north' | 'south'): CanalCard {
  return { id, squares, links: [L(0, 1), L(1, 2)], ports: ports({ west: 0, [to]: 2 }) };
}

/** A crossing: west-east through the middle square, with branches north and south. */
function crossing(id: string, squares: readonly [CanalIcon, CanalIcon, CanalIcon, CanalIcon, CanalIcon]): CanalCard {
  return { id, squares, links: [L(0, 1), L(1, 2), L(1, 3), L(1, 4)], ports: ports({ west: 0, east: 2, north: 3, south: 4 }) };
}

/**
 * The default canals: **synthetic**. 24 cards as the rulebook says (10 straight canals of
 * three squares, 4 of four squares, 4 junctions, 4 bends, 2 crossings); the layouts and
 * icons are invented, with every icon the rulebook names.
 *
 * @group Components
 */
export const SYNTHETIC_CANALS: CanalSet = {
  provenance: {
    kind: 'synthetic',
    source: 'synthetic: nautical-rules default set (docs/shipyard/data.md)',
    notes: 'The printed layouts, icons and junctions of the 24 canals are not public. Only the count and the kinds of icon follow the rulebook.',
  },
  cards: [
    straight('canal-01', ['buoy', 'none', 'commerce']),
    straight('canal-02', ['military', 'buoy', 'none']),
    straight('canal-03', ['none', 'lantern', 'riband']),
    straight('canal-04', ['lifeboat', 'none', 'buoy']),
    straight('canal-05', ['commerce', 'none', 'military']),
    straight('canal-06', ['none', 'buoy', 'riband']),
    straight('canal-07', ['lantern', 'none', 'lifeboat']),
    straight('canal-08', ['none', 'military', 'none']),
    straight('canal-09', ['commerce', 'lifeboat', 'none']),
    straight('canal-10', ['buoy', 'none', 'lantern']),
    straight('canal-11', ['none', 'commerce', 'none', 'riband']),
    straight('canal-12', ['military', 'none', 'buoy', 'none']),
    straight('canal-13', ['lantern', 'none', 'none', 'riband']),
    straight('canal-14', ['none', 'lifeboat', 'commerce', 'none']),
    junction('canal-15', ['none', 'buoy', 'commerce', 'riband'], 'north'),
    junction('canal-16', ['military', 'none', 'lantern', 'none'], 'south'),
    junction('canal-17', ['none', 'lifeboat', 'none', 'military'], 'north'),
    junction('canal-18', ['commerce', 'none', 'riband', 'buoy'], 'south'),
    bend('canal-19', ['none', 'buoy', 'none'], 'north'),
    bend('canal-20', ['lantern', 'none', 'commerce'], 'south'),
    bend('canal-21', ['none', 'military', 'riband'], 'north'),
    bend('canal-22', ['lifeboat', 'none', 'none'], 'south'),
    crossing('canal-23', ['none', 'riband', 'buoy', 'commerce', 'military']),
    crossing('canal-24', ['buoy', 'none', 'lantern', 'none', 'lifeboat']),
  ],
};
