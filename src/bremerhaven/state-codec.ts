/**
 * The state codec of Bremerhaven, in a module of its own above the rules: the
 * structure (`state.ts`, at the bottom with the types) and the consistency
 * (`consistency.ts`, which asks the rules) meet here, so no rule module imports it.
 *
 * @module
 */
import type * as t from 'io-ts';
import { consistentState } from '../core/codecs.js';
import { STATE_LIMITS } from '../core/plain.js';
import { stateProblem } from './consistency.js';
import { BremerhavenStateShape, type BremerhavenState } from './state.js';

/**
 * Codec for {@link BremerhavenState}: the structure, then the consistency of the game
 * (cards conserved, seats and indices in range, phase fields coherent, see
 * `consistency.ts`), so that a state from outside either is refused with the field that
 * is wrong or plays on to the end.
 *
 * @group Codecs
 */
export const BremerhavenStateCodec: t.Type<BremerhavenState, unknown, unknown> = consistentState(BremerhavenStateShape, stateProblem, STATE_LIMITS);
