/**
 * Codecs for what a seat receives from outside: the table (see {@link ShipyardTable}).
 * The seat functions decode a table with it before anything reads it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, intRange, natural } from '../core/codecs.js';
import { checkedTable } from '../core/seat-input.js';
import { checkComponents, ShipyardComponentsCodec } from './data/index.js';
import type { ShipyardTable } from './table.js';

/**
 * Codec for a {@link ShipyardTable} from outside: its fields, a first player that is a
 * seat, and component data that checks.
 *
 * @group Codecs
 */
export const ShipyardTableCodec: t.Type<ShipyardTable, unknown, unknown> = checkedTable(
  codecFor<ShipyardTable>()(closed('ShipyardTable', {
    players: intRange(2, 4),
    firstPlayer: natural,
    strictCanals: t.boolean,
    components: ShipyardComponentsCodec,
  })),
  (table) => {
    if (table.firstPlayer >= table.players) return `firstPlayer: seat index ${table.firstPlayer} at a ${table.players}-seat table`;
    const data = checkComponents(table.components);
    return data === null ? null : `components.${data}`;
  },
);
