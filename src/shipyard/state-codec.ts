/**
 * The state codec of Shipyard, in a module of its own above the rules: the
 * structure (`state.ts`, at the bottom with the types) and the consistency
 * (`consistency.ts`, which asks the rules) meet here, so no rule module imports it.
 *
 * @module
 */
import type * as t from 'io-ts';
import { consistentState } from '../core/codecs.js';
import { STATE_LIMITS } from '../core/plain.js';
import { stateProblem } from './consistency.js';
import { ShipyardStateStructure, type ShipyardState } from './state.js';

/**
 * Codec for {@link ShipyardState}: its structure, then its consistency (see `stateProblem`
 * in `consistency.ts`), so that a state from outside decodes only if the rules can go on
 * from it. Untrusted input is first copied within {@link STATE_LIMITS}.
 *
 * @group Codecs
 */
export const ShipyardStateCodec: t.Type<ShipyardState, unknown, unknown> = consistentState(ShipyardStateStructure, stateProblem, STATE_LIMITS);
