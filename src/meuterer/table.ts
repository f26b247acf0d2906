/**
 * The public part of a Meuterer table that never changes during a game: what a server
 * sends each seat once, before the first view.
 *
 * @module
 */
import type { Provenance, ProvenanceKind } from '../core/provenance.js';
import { fullDeck, tally, type Card } from './cards.js';
import type { MerchantFourWayTie } from './config.js';
import type { Island } from './islands.js';
import type { MeutererRules, MeutererState } from './state.js';

/**
 * Where the island values come from ({@link Provenance}, restated here so that every
 * field of the table is documented where a frontend reads it).
 *
 * @group View
 */
export interface IslandProvenance extends Provenance {
  /**
   * How far the values can be trusted: `'printed'` (transcribed from the cards and
   * checked), `'sourced-unverified'` (one public source, not checked) or `'synthetic'`.
   */
  readonly kind: ProvenanceKind;
}

/**
 * What is public and fixed for the whole game: the seats, the rule options and the
 * component data. Nothing a config may fix in secret (the first captain, the hands, the
 * deck order) is here: a table dealt from a fixed arrangement has the same `MeutererTable`
 * as one dealt at random. What changes is in {@link MeutererView}.
 *
 * @group View
 */
export interface MeutererTable {
  /** Number of seats, 3 or 4. Seats are numbered 0 to `players - 1`, clockwise. */
  readonly players: number;
  /** Rounds in the game (8 with four players, 9 with three); the game ends after the last one's sale. */
  readonly rounds: number;
  /** Whether the pirate variant is played (« Variante: les pirates »): the pirate card and the pirate ship. */
  readonly pirates: boolean;
  /** How a merchant in a four-way tie scores (ruling M8), agreed before play. */
  readonly merchantFourWayTie: MerchantFourWayTie;
  /** The island circle, clockwise from the start island; every island index in views and moves points into this list. */
  readonly islands: readonly Island[];
  /** Where the island values come from: show it when they are not `'printed'`. */
  readonly islandProvenance: IslandProvenance;
  /** The goods deck: how many cards of each kind the game holds (`pirate` is 0 without the variant). */
  readonly deck: Readonly<Record<Card, number>>;
}

/**
 * The table of `state`.
 *
 * @group View
 */
export function table(state: MeutererState): MeutererTable {
  const { players, rounds, pirates, merchantFourWayTie, islands, islandProvenance } = state.rules;
  return { players, rounds, pirates, merchantFourWayTie, islands, islandProvenance, deck: tally(fullDeck(pirates)) };
}

/**
 * The rules a state keeps, from its table: the inverse of {@link table} for what a state
 * holds.
 *
 * @group View
 */
export function rulesOf(t: MeutererTable): MeutererRules {
  const { players, rounds, pirates, merchantFourWayTie, islands, islandProvenance } = t;
  return { players, rounds, pirates, merchantFourWayTie, islands, islandProvenance };
}
