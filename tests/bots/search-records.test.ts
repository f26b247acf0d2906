/**
 * The search bot's moves, recorded: every game, a few tables and seeds, each seat played
 * by `defaultBot` on a playout-move budget (no time budget, so each record is the same on
 * any machine at any load). The records in `fixtures/search-records/` were written by the
 * code before the game knowledge moved from `src/bots/policies/` into the game folders;
 * replaying them now must give the very same moves, hence the same strength.
 *
 * To write them again (only when a change of the bot's play is meant, and said so in a
 * changeset): `UPDATE_SEARCH_RECORDS=1 npx vitest run tests/bots/search-records.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBot, playMatch, type SearchOptions } from '../../src/bots/index.js';
import type { AnyGame } from '../../src/core/game.js';
import { bremerhaven } from '../../src/bremerhaven/index.js';
import { meuterer } from '../../src/meuterer/index.js';
import { nauticus } from '../../src/nauticus/index.js';
import { shipyard } from '../../src/shipyard/index.js';

interface SearchRecord {
  readonly game: string;
  readonly config: unknown;
  readonly seed: number;
  /** The options of every seat's bot; seat `i` adds `seed: i + 1`. */
  readonly bot: SearchOptions;
  readonly scores: readonly number[];
  readonly moves: readonly unknown[];
}

const dir = join(new URL('.', import.meta.url).pathname, 'fixtures', 'search-records');
const update = process.env['UPDATE_SEARCH_RECORDS'] === '1';

/** Each game on two tables, with a small budget (a whole game costs seconds); some with `lookahead`. */
const TABLES: readonly { readonly name: string; readonly game: AnyGame; readonly config: unknown; readonly seed: number; readonly bot: SearchOptions; readonly replayed?: number }[] = [
  { name: 'meuterer-3p-seed1', game: meuterer, config: { players: 3 }, seed: 1, bot: { steps: 120 } },
  // The default budget (the game's own number of playout moves), once; its first 60 moves
  // only when replayed (the whole game costs as much as all the others together).
  { name: 'meuterer-3p-default-seed9', game: meuterer, config: { players: 3 }, seed: 9, bot: {}, replayed: 60 },
  { name: 'meuterer-4p-pirates-seed2', game: meuterer, config: { players: 4, pirates: true }, seed: 2, bot: { steps: 120, lookahead: 1 } },
  { name: 'nauticus-2p-seed3', game: nauticus, config: { players: 2 }, seed: 3, bot: { steps: 120 } },
  { name: 'nauticus-4p-seed4', game: nauticus, config: { players: 4 }, seed: 4, bot: { steps: 120, lookahead: 1 } },
  { name: 'shipyard-2p-seed5', game: shipyard, config: { players: 2 }, seed: 5, bot: { steps: 120 } },
  { name: 'shipyard-4p-seed6', game: shipyard, config: { players: 4 }, seed: 6, bot: { steps: 80 } },
  { name: 'bremerhaven-short-2p-seed7', game: bremerhaven, config: { players: 2, variant: 'short' }, seed: 7, bot: { steps: 80 } },
  { name: 'bremerhaven-solo-seed8', game: bremerhaven, config: { players: 1, variant: 'solo' }, seed: 8, bot: { steps: 80 } },
];

/** The table's game played by the bots, or its first `moves` moves (the scores then those of the state reached). */
function play(table: (typeof TABLES)[number], moves = Infinity): SearchRecord {
  const players = (table.config as { players: number }).players;
  const bots = Array.from({ length: players }, (_, seat) => defaultBot({ ...table.bot, seed: seat + 1 }));
  const played: unknown[] = [];
  let scores: readonly number[] = [];
  const match = playMatch(table.game, table.config, table.seed, bots, {
    maxSteps: moves,
    onMove: (_before, move, after) => {
      played.push(move);
      scores = table.game.result(after).scores;
    },
  });
  if (match._tag === 'Left' && played.length < moves) throw new Error(match.left.message);
  return { game: table.game.id, config: table.config, seed: table.seed, bot: table.bot, scores, moves: played };
}

/** One move a line, so that a diff shows where the play parted. */
const write = (r: SearchRecord): string =>
  `{\n  "game": ${JSON.stringify(r.game)},\n  "config": ${JSON.stringify(r.config)},\n  "seed": ${r.seed},\n  "bot": ${JSON.stringify(r.bot)},\n  "scores": ${JSON.stringify(r.scores)},\n  "moves": [\n${r.moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n')}\n  ]\n}\n`;

describe('the search bot plays the recorded games move for move', () => {
  for (const table of TABLES) {
    it(table.name, () => {
      const path = join(dir, `${table.name}.json`);
      const played = play(table, update ? Infinity : table.replayed);
      if (update) writeFileSync(path, write(played));
      const whole = JSON.parse(readFileSync(path, 'utf8')) as SearchRecord;
      const recorded = table.replayed === undefined ? whole : { ...whole, scores: played.scores, moves: whole.moves.slice(0, table.replayed) };
      expect(recorded.moves.length).toBeGreaterThan(20);
      // Where the play parted first, then the whole record.
      const parted = played.moves.findIndex((m, i) => JSON.stringify(m) !== JSON.stringify(recorded.moves[i]));
      expect(parted, `first different move at ${parted}`).toBe(played.moves.length === recorded.moves.length ? -1 : parted);
      expect(played).toEqual(recorded);
    }, 300_000);
  }
});
