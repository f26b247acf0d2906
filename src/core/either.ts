/**
 * The two constructors of fp-ts's `Either`, without fp-ts's runtime.
 *
 * Every result of the library is an fp-ts `Either`, and callers use fp-ts on it. The values
 * are plain `{ _tag, left }` / `{ _tag, right }` objects, so building them here gives the
 * same values while keeping fp-ts's CommonJS build out of browser bundles (importing
 * `fp-ts/lib/Either.js` at run time pulled ~27 KB of it next to the ES build io-ts uses).
 */
import type { Either } from 'fp-ts/lib/Either.js';

// Re-exported straight from fp-ts: imported here only to be exported again, they would be
// an import the declarations never use (a warning of declaration bundlers).
export type { Either, Left, Right } from 'fp-ts/lib/Either.js';

/** A refusal: the same value as fp-ts's `left(error)`. */
export const left = <E, A = never>(error: E): Either<E, A> => ({ _tag: 'Left', left: error });

/** A success: the same value as fp-ts's `right(value)`. */
export const right = <A, E = never>(value: A): Either<E, A> => ({ _tag: 'Right', right: value });
