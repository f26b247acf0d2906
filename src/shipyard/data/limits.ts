/**
 * How large custom component data may be. The printed game stays far inside these
 * bounds; they exist so that no data set passed in a config (or carried by a save) can
 * make the rules slow or their arithmetic unsafe: the placement check grows with the
 * yard, the length of the game with the track, each move's work with the lists it scans.
 *
 * @module
 */
import * as t from 'io-ts';
import { intRange } from '../../core/codecs.js';

/**
 * The bounds on custom component data; a config beyond them is refused with
 * `INVALID_CONFIG` naming the field.
 *
 * @group Components
 */
export const DATA_LIMITS = {
  /** Spaces of a shipyard (9 printed). */
  yardSize: 20,
  /** Spaces of the action track (23 printed): the game lasts one lap per player. */
  trackLength: 60,
  /** Spaces of the employee oval (8 printed). */
  employeeSpaces: 20,
  /** Spaces of the exchange hexagon (6 printed). */
  hexagonSpaces: 12,
  /** Ship cards in a set (104 printed). */
  shipCards: 400,
  /** Canal cards in a set (24 printed). */
  canals: 100,
  /** Squares on one canal card, and water links between them. */
  squares: 16,
  links: 32,
  /** Trains in the deck (14 printed), starting trains, wagons on one train. */
  trains: 100,
  startingTrains: 8,
  wagons: 8,
  /** Different employees (24 printed): 3 per oval space. */
  employees: 60,
  /** Contracts in a set (24 printed), steps of one contract's table. */
  contracts: 200,
  tableSteps: 20,
  /** Cabins, mounting points of one type or safety devices of one type on one ship card. */
  feature: 9,
  /** A price, a number of points, or a count printed on a component. */
  value: 1000,
} as const;

/**
 * A count printed on a component: 0 to {@link DATA_LIMITS}.value.
 *
 * @group Codecs
 */
export const printedValue = intRange(0, DATA_LIMITS.value);

/**
 * A list of at most `max` items of `codec`, refused (with the count) when longer.
 *
 * @group Codecs
 */
export function listOf<C extends t.Mixed>(codec: C, max: number): t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown> {
  const list = t.readonlyArray(codec);
  return new t.Type<readonly t.TypeOf<C>[], readonly t.OutputOf<C>[], unknown>(
    `${list.name} (at most ${max})`,
    (u): u is readonly t.TypeOf<C>[] => list.is(u) && u.length <= max,
    (u, c) => {
      if (Array.isArray(u) && u.length > max) return t.failure(u, c, `at most ${max} items, got ${u.length}`);
      return list.validate(u, c);
    },
    (a) => list.encode(a),
  );
}
