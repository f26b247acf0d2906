/**
 * Steps round a ring of spaces (the rondels and the employee oval).
 *
 * @module
 */

/**
 * Clockwise steps from sector `from` to sector `to` of a ring of `size`: 1 to `size` (a full turn back to the start).
 *
 * @group Rules
 */
export function stepsTo(from: number, to: number, size: number): number {
  return ((((to - from - 1) % size) + size) % size) + 1;
}
