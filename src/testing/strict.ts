/**
 * Strict mode for tests.
 *
 * @module
 */
import { setStrict } from '../core/define.js';

/**
 * Turns strict mode on (default) or off, for every game built with `defineGame` in this
 * process. In strict mode every state that `setup` and `apply` return is deep-frozen, so
 * rule code that edits a shared object in place (instead of replacing it) throws at once
 * instead of silently changing an earlier state; and games that declare
 * `candidatesAreLegal` have every listed move checked. Turn it on in your test setup; it
 * costs too much for production.
 */
export function strictMode(on = true): void {
  setStrict(on);
}
