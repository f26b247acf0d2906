/**
 * The provenance of the default data sets.
 *
 * @module
 */
import type { Provenance } from '../../core/provenance.js';

/**
 * The label every default Bremerhaven data set carries: the printed card contents and
 * board values are not public (see `docs/bremerhaven/data.md`), so the defaults are made
 * up within the counts and ranges the rulebook states.
 *
 * @group Components
 */
export const SYNTHETIC: Provenance = {
  kind: 'synthetic',
  source: 'synthetic: nautical-rules src/bremerhaven/data (the printed values are not public)',
  notes:
    'Counts and ranges follow the rulebook (Lookout Games 2013); the values on the cards and boards are invented. Transcribe the printed components into the config to play the real game.',
};
