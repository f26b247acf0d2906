/**
 * The state codec of Meuterer, in a module of its own above the rules: the
 * structure (`state.ts`, at the bottom with the types) and the consistency
 * (`consistency.ts`, which asks the rules) meet here, so no rule module imports it.
 *
 * @module
 */
import type * as t from 'io-ts';
import { consistentState } from '../core/codecs.js';
import { STATE_LIMITS } from '../core/plain.js';
import { stateProblem } from './consistency.js';
import { MeutererStateStructure, type MeutererState } from './state.js';

/**
 * Codec for {@link MeutererState}: the structure, then the consistency of a state the
 * rules can reach (`stateProblem` in `consistency.ts`), so that a save that decodes plays
 * to its end. Refusals name the field (`inconsistent state: hands[2]: ...`).
 *
 * @group Codecs
 */
export const MeutererStateCodec: t.Type<MeutererState, unknown, unknown> = consistentState(MeutererStateStructure, stateProblem, STATE_LIMITS);
