/**
 * The mutable working copy that rule code edits.
 *
 * Public state types are deeply `readonly`, so that users cannot change a state by
 * accident. Inside `perform`, a game edits a private deep copy; `Draft<State>` is the
 * same shape with every `readonly` removed (tuples stay tuples).
 *
 * @module
 */

/**
 * `T` with `readonly` removed at every depth.
 *
 * @group Defining a game
 */
export type Draft<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { -readonly [K in keyof T]: Draft<T[K]> }
    : T;
