/**
 * Island data: the one Meuterer component whose values are not in the rulebook.
 *
 * The default {@link STANDARD_ISLANDS} comes from one public source and is marked
 * `sourced-unverified`; a config may pass its own {@link IslandSet} (for example one
 * transcribed from the physical cards).
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, exactly, natural, oneOf, safeId } from '../core/codecs.js';
import { firstProblem, type DataCheck, type DataProblem } from '../core/problems.js';
import { ProvenanceCodec, type Provenance } from '../core/provenance.js';
import { GOODS, type Good } from './cards.js';

/**
 * One island card (light side).
 *
 * @rulebook Mise en place: the good symbol, the three circles, the number in the ship's shadow.
 *
 * @group Components
 */
export interface Island {
  /**
   * Stable identifier, e.g. `'hochland'`: 1-64 letters, digits or `-_.:`, never a name
   * every object has (`__proto__`, `constructor`, ...).
   */
  readonly id: string;
  /** Printed name, e.g. `'Hochland'`. */
  readonly name: string;
  /** The good sold here, or `'any'` (the « ? » of Hochland and Piratennest). */
  readonly sells: Good | 'any';
  /**
   * Points for most goods sold here: `[alone, each of 2 tied, each of 3 tied]`.
   * Four tied score nothing.
   */
  readonly majority: readonly [number, number, number];
  /** Points for whoever brings the ship here (the number in the ship's shadow). */
  readonly destination: number;
}

/**
 * A circle of islands with its provenance.
 *
 * @group Components
 */
export interface IslandSet {
  readonly provenance: Provenance;
  /** Islands in clockwise order around the circle. */
  readonly islands: readonly Island[];
  /** Id of the island the merchant ship starts on (Hochland). */
  readonly start: string;
  /** Id of the island the pirate ship starts on in the pirate variant (Piratennest). */
  readonly pirateStart: string;
}

/**
 * Codec for {@link Island}.
 *
 * @group Codecs
 */
export const IslandCodec = codecFor<Island>()(closed('Island', {
  id: safeId,
  name: t.string,
  sells: oneOf([...GOODS, 'any'] as const, 'Good | any'),
  majority: exactly(t.tuple([natural, natural, natural]), 3),
  destination: natural,
}));

/**
 * Codec for {@link IslandSet} (structure only; see {@link checkIslandSet}).
 *
 * @group Codecs
 */
export const IslandSetCodec = codecFor<IslandSet>()(closed('IslandSet', {
  provenance: ProvenanceCodec,
  islands: t.readonlyArray(IslandCodec),
  start: safeId,
  pirateStart: safeId,
}));

/**
 * Islands in the printed circle.
 *
 * @rulebook Matériel: « 12 cartes d'île avec deux faces chacune ».
 *
 * @group Components
 */
export const ISLAND_COUNT = 12;

/**
 * Every problem of a circle of islands, each with the path of its field under `at`
 * (`islands[3].id`); empty when it can be played with. Checked for a supplied
 * {@link IslandSet} and again for the circle a saved state carries.
 *
 * @rulebook Matériel: « 12 cartes d'île »; Phase 5: « il reçoit le plus grand nombre de PV (le premier) ».
 *
 * @group Components
 */
export function islandsProblems(islands: readonly Island[], at = 'islands', check: DataCheck = {}): DataProblem[] {
  const out: DataProblem[] = [];
  if (check.printed !== false && islands.length !== ISLAND_COUNT) {
    out.push({ path: at, problem: `the rulebook has ${ISLAND_COUNT} islands in the circle, found ${islands.length}` });
  }
  if (islands.length < 2) out.push({ path: at, problem: `${islands.length} island(s), but a circle needs at least 2` });
  const first = new Map<string, number>();
  for (const [i, isle] of islands.entries()) {
    const other = first.get(isle.id);
    if (other !== undefined) out.push({ path: `${at}[${i}].id`, problem: `'${isle.id}' is already the id of ${at}[${other}]; ids must be unique` });
    else first.set(isle.id, i);
    // « il reçoit le plus grand nombre de PV (le premier) »: the sole top seller's value is the
    // island's largest, which the merchant's rule and ruling M7 (sell all that is left) rely on.
    if (isle.majority[1] > isle.majority[0] || isle.majority[2] > isle.majority[0]) {
      out.push({ path: `${at}[${i}].majority`, problem: `'${isle.id}' pays a tie more than a sole top seller (${isle.majority.join('/')}); the first value is the largest` });
    }
  }
  return out;
}

/**
 * Why a circle of islands cannot be played with, or `null`: the first of
 * `islandsProblems` without the printed game's count, as `path: problem`.
 *
 * @group Components
 */
export function islandsProblem(islands: readonly Island[], at = 'islands'): string | null {
  return firstProblem(islandsProblems(islands, at, { printed: false }));
}

/**
 * Every problem of an island set (paths from the set's root, e.g. `islands[3].majority`,
 * `start`): `islandsProblems`, both start islands in the circle, and with
 * `printed` (the default, as `data validate` checks a transcription) the printed game's
 * « ? » on exactly the two start islands (once both are found). Empty when it can be played with.
 *
 * @rulebook Matériel: « Sur Hochland et Piratennest, le ? indique que n'importe quel type de marchandise peut être vendu ».
 *
 * @group Components
 */
export function islandSetProblems(set: IslandSet, check: DataCheck = {}): DataProblem[] {
  const out = islandsProblems(set.islands, 'islands', check);
  const ids = new Set(set.islands.map((i) => i.id));
  if (!ids.has(set.start)) out.push({ path: 'start', problem: `'${set.start}' is not an island of the circle` });
  if (!ids.has(set.pirateStart)) out.push({ path: 'pirateStart', problem: `'${set.pirateStart}' is not an island of the circle` });
  if (check.printed !== false && ids.has(set.start) && ids.has(set.pirateStart)) {
    if (set.start === set.pirateStart) out.push({ path: 'pirateStart', problem: `the pirate ship starts on Piratennest, not on the merchant ship's start island '${set.start}'` });
    for (const [i, isle] of set.islands.entries()) {
      const startIsland = isle.id === set.start || isle.id === set.pirateStart;
      if (startIsland !== (isle.sells === 'any')) {
        out.push({
          path: `islands[${i}].sells`,
          problem: startIsland
            ? `'${isle.id}' is a start island: Hochland and Piratennest sell any good (« ? »)`
            : `'${isle.id}' sells 'any', but only Hochland and Piratennest (the start islands) have the « ? »`,
        });
      }
    }
  }
  return out;
}

/**
 * Why an island set cannot be played with, or `null`: the first of
 * {@link islandSetProblems} without the printed game's counts, as `path: problem`.
 *
 * @group Components
 */
export function checkIslandSet(set: IslandSet): string | null {
  return firstProblem(islandSetProblems(set, { printed: false }));
}

function island(
  id: string,
  name: string,
  sells: Good | 'any',
  majority: readonly [number, number, number],
  destination: number,
): Island {
  return { id, name, sells, majority, destination };
}

/**
 * The twelve islands in the standard circle, clockwise from Hochland.
 *
 * Circle order: confirmed by the rulebook's example and superfred.de. Values: one public
 * source only, the open-source Java implementation `vanechipi/Game-Meuterer-in-Java`
 * (`Server/src/dad/Game/CardsPack.java`); the rulebook confirms Hochland 4 / 2 and
 * Eisfelsen 5. Piratennest (identical to Hochland there) and Fingerhut (3-way value 0)
 * are the least certain rows.
 *
 * @group Components
 */
export const STANDARD_ISLANDS: IslandSet = {
  provenance: {
    kind: 'sourced-unverified',
    source:
      'github.com/vanechipi/Game-Meuterer-in-Java Server/src/dad/Game/CardsPack.java; circle order from superfred.de/meuterer.html',
    notes:
      'Not checked against the physical cards. Piratennest and Fingerhut rows are the least certain; the rulebook confirms Hochland 4/2 and Eisfelsen 5.',
  },
  islands: [
    island('hochland', 'Hochland', 'any', [4, 3, 2], 5),
    island('frosthoehle', 'Frosthöhle', 'cloth', [3, 2, 1], 3),
    island('gruenland', 'Grünland', 'salt', [5, 3, 2], 4),
    island('karge-zunge', 'Karge Zunge', 'grain', [6, 3, 2], 4),
    island('eisfelsen', 'Eisfelsen', 'ruby', [6, 4, 3], 5),
    island('affeninsel', 'Affeninsel', 'grain', [2, 1, 1], 2),
    island('kalte-klippe', 'Kalte Klippe', 'cloth', [5, 2, 2], 4),
    island('sommerland', 'Sommerland', 'salt', [3, 1, 1], 2),
    island('rotes-riff', 'Rotes Riff', 'wine', [4, 2, 2], 3),
    island('piratennest', 'Piratennest', 'any', [4, 3, 2], 5),
    island('fingerhut', 'Fingerhut', 'ruby', [2, 1, 0], 2),
    island('sandkap', 'Sandkap', 'wine', [4, 2, 1], 3),
  ],
  start: 'hochland',
  pirateStart: 'piratennest',
};

/**
 * Whether `good` may be sold on `island`. Conflict and pirate cards never sell.
 *
 * @group Components
 */
export function accepts(island: Island, good: Good): boolean {
  return island.sells === 'any' || island.sells === good;
}
