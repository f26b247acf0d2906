/**
 * Codecs for what a seat receives from outside: the table (see {@link BremerhavenTable}).
 * The seat functions decode a table with it before anything reads it.
 *
 * @module
 */
import type * as t from 'io-ts';
import { closed, codecFor, intRange } from '../core/codecs.js';
import { checkedTable } from '../core/seat-input.js';
import { catalogProblem, catalogProps } from './catalog.js';
import { VariantCodec } from './config.js';
import { tableSize, variantProblem } from './setup.js';
import type { BremerhavenTable } from './table.js';

/**
 * Codec for a {@link BremerhavenTable} from outside: its fields, a variant the player
 * count plays, the cards on each board that count gives, and a catalogue that checks.
 *
 * @group Codecs
 */
export const BremerhavenTableCodec: t.Type<BremerhavenTable, unknown, unknown> = checkedTable(
  codecFor<BremerhavenTable>()(closed('BremerhavenTable', {
    players: intRange(1, 4),
    variant: VariantCodec,
    slots: intRange(2, 4),
    ...catalogProps,
  })),
  (table) => {
    const mismatch = variantProblem(table.players, table.variant);
    if (mismatch !== null) return `variant: '${table.variant}' with ${table.players} player(s): ${mismatch}`;
    const size = tableSize(table.players, table.variant);
    if (table.slots !== size) return `slots: ${table.slots}, but this game has ${size} cards on the Sea and on the Land board`;
    return catalogProblem(table, size, table.variant === 'long');
  },
);
