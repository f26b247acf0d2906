/**
 * What `shipyard.setup` takes.
 *
 * @module
 */
import * as t from 'io-ts';
import type { TableOptions } from '../core/game.js';
import { closed, codecFor, intRange, natural, optional, safeId } from '../core/codecs.js';
import { ComponentOverridesCodec, DATA_LIMITS, type ComponentOverrides, type TrackPlacement } from './data/index.js';
import { listOf } from './data/limits.js';
import { ACTIONS, ActionCodec, EquipmentCodec, ItemCodec, type Equipment, type Item } from './items.js';

/**
 * A fixed arrangement instead of the shuffles of the setup, to mirror a physical table
 * or rebuild a rulebook example. Every field is optional; what is not given is shuffled.
 *
 * @group Config
 */
export interface ShipyardArrangement {
  /** Every action card in play and its space (the subsidy only with 4 players); one on space 0. */
  readonly track?: readonly TrackPlacement[] | undefined;
  /**
   * Ship card ids to put on top of each deck, top first; the rest of the deck is shuffled
   * below them. The display is dealt from the top: bottom row first, and for the middles
   * the left column, then the right one.
   */
  readonly bows?: readonly string[] | undefined;
  readonly middles?: readonly string[] | undefined;
  readonly sterns?: readonly string[] | undefined;
  /** Train ids on top of the train deck, top first (the display is dealt bottom row first). */
  readonly trains?: readonly string[] | undefined;
  /** Canal ids on top of the canal deck, top first (the display is dealt bottom row first). */
  readonly canals?: readonly string[] | undefined;
  /** Each seat's six contract ids (3 green, 3 blue). */
  readonly contracts?: readonly (readonly string[])[] | undefined;
  /** The brown-backed employees on each oval space (3 ids per space, every employee once). */
  readonly employees?: readonly (readonly string[])[] | undefined;
  /** The sector the equipment marker starts on. */
  readonly equipmentMarker?: Equipment | undefined;
  /** The sector the crew marker starts on. */
  readonly crewMarker?: Item | undefined;
  /** The oval space the employee marker starts on. */
  readonly employeeMarker?: number | undefined;
}

/**
 * A Shipyard table. Only `players` is required; everything else defaults to the rulebook
 * and the default (synthetic) component data.
 *
 * @group Config
 */
export interface ShipyardConfig extends TableOptions {
  /** 2, 3 or 4 players. */
  readonly players: number;
  /** Data sets to play with instead of the defaults (e.g. a transcription of the printed cards). */
  readonly components?: ComponentOverrides | undefined;
  /** The first player (default: drawn at random). */
  readonly firstPlayer?: number | undefined;
  /**
   * « Pour votre première partie »: arrange the employees so that every oval space holds
   * an engineer or a recruiter (default `false`).
   */
  readonly firstGame?: boolean | undefined;
  /**
   * The stricter reading of canal placement (ruling S13): every edge a new canal shares
   * with the canal system must match, water to water and land to land. Default `false`:
   * as the rulebook says, one side joined by water is enough (« au moins un côté corresponde »).
   */
  readonly strictCanals?: boolean | undefined;
  /** Fixed arrangements instead of shuffles. */
  readonly arrangement?: ShipyardArrangement | undefined;
}

/** Ids of components of a set of at most `max`: the codec bounds what setup will look up. */
const ids = (max: number) => listOf(safeId, max);

/**
 * Codec for {@link ShipyardArrangement}.
 *
 * @group Codecs
 */
export const ShipyardArrangementCodec = codecFor<ShipyardArrangement>()(closed('ShipyardArrangement', {}, {
  track: optional(listOf(closed('TrackPlacement', { action: ActionCodec, space: natural }), ACTIONS.length)),
  bows: optional(ids(DATA_LIMITS.shipCards)),
  middles: optional(ids(DATA_LIMITS.shipCards)),
  sterns: optional(ids(DATA_LIMITS.shipCards)),
  trains: optional(ids(DATA_LIMITS.trains)),
  canals: optional(ids(DATA_LIMITS.canals)),
  contracts: optional(listOf(ids(DATA_LIMITS.contracts), 4)),
  employees: optional(listOf(ids(DATA_LIMITS.employees), DATA_LIMITS.employeeSpaces)),
  equipmentMarker: optional(EquipmentCodec),
  crewMarker: optional(ItemCodec),
  employeeMarker: optional(natural),
}));

/**
 * Codec for {@link ShipyardConfig}.
 *
 * @group Codecs
 */
export const ShipyardConfigCodec = codecFor<ShipyardConfig>()(closed(
  'ShipyardConfig',
  { players: intRange(2, 4) },
  {
    components: optional(ComponentOverridesCodec),
    firstPlayer: optional(natural),
    firstGame: optional(t.boolean),
    strictCanals: optional(t.boolean),
    arrangement: optional(ShipyardArrangementCodec),
  },
));
