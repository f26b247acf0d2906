/**
 * Codecs for what a seat receives from outside: the table (see {@link MeutererTable}).
 * The seat functions decode a table with it before anything reads it.
 *
 * @module
 */
import * as t from 'io-ts';
import { closed, codecFor, natural } from '../core/codecs.js';
import { checkedTable } from '../core/seat-input.js';
import { CARDS } from './cards.js';
import { islandsProblem } from './islands.js';
import { roundsFor } from './setup.js';
import { rulesProps } from './state.js';
import type { MeutererTable } from './table.js';

/** A count per card (a deck's make-up, the discard pile seen as counts). */
export const DeckCodec = closed('Deck', Object.fromEntries(CARDS.map((card) => [card, natural])) as Record<(typeof CARDS)[number], typeof natural>);

/**
 * Codec for a {@link MeutererTable} from outside: its fields, the rounds the player count
 * plays, and islands that check. (That the deck is the one the variant plays is checked
 * against the rules when the table is first used.)
 *
 * @group Codecs
 */
export const MeutererTableCodec: t.Type<MeutererTable, unknown, unknown> = checkedTable(
  codecFor<MeutererTable>()(closed('MeutererTable', {
    ...rulesProps,
    deck: DeckCodec,
  })),
  (table) => {
    if (table.rounds !== roundsFor(table.players)) return `rounds: ${table.rounds}, but ${table.players} players play ${roundsFor(table.players)} rounds`;
    return islandsProblem(table.islands, 'islands');
  },
);
