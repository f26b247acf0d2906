/**
 * Where component data comes from.
 *
 * Printed card contents and board values are data, not rules. Each data set says how far
 * it can be trusted, so that a frontend, a CLI or a researcher can tell players plainly
 * when the cards on screen are not the printed ones.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, oneOf } from './codecs.js';

/**
 * - `printed`: transcribed from the physical components and checked.
 * - `sourced-unverified`: taken from a public source that has not been checked against
 *   the physical components.
 * - `synthetic`: made up for this library because no source is public; it keeps every
 *   count and range the rulebook states, so the rules are exercised exactly, but the
 *   values are not those of the printed game.
 *
 * @group Component data
 */
export type ProvenanceKind = 'printed' | 'sourced-unverified' | 'synthetic';

/**
 * The provenance of a component data set.
 *
 * @group Component data
 */
export interface Provenance {
  /** How far the values can be trusted: `printed`, `sourced-unverified` or `synthetic` (see {@link ProvenanceKind}). */
  readonly kind: ProvenanceKind;
  /** Where the values come from (a URL, a repository path, "synthetic: ..."). */
  readonly source: string;
  /** What is known to be uncertain. */
  readonly notes?: string | undefined;
}

/**
 * Codec for {@link ProvenanceKind}.
 *
 * @group Component data
 */
export const ProvenanceKindCodec = oneOf(['printed', 'sourced-unverified', 'synthetic'] as const, 'ProvenanceKind');

/**
 * Codec for {@link Provenance}.
 *
 * @group Component data
 */
export const ProvenanceCodec = codecFor<Provenance>()(closed(
  'Provenance',
  { kind: ProvenanceKindCodec, source: t.string },
  { notes: t.union([t.string, t.undefined]) },
));

/**
 * A one-line, plain-language statement of a data set's provenance, for CLI and UI output.
 *
 * @group Component data
 */
export function describeProvenance(label: string, p: Provenance): string {
  switch (p.kind) {
    case 'printed':
      return `${label}: printed values (${p.source}).`;
    case 'sourced-unverified':
      return `${label}: from a public source, not verified against the printed components (${p.source}).`;
    case 'synthetic':
      return `${label}: SYNTHETIC — not the printed values, which are not public; counts and ranges follow the rulebook.`;
  }
}
