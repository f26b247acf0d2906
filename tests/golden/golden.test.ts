/**
 * Golden game records: every `tests/golden/*.json` holds a seeded random game with, per
 * step, the move, how many legal moves its player had, and a digest of that whole list
 * in its order. Replaying them must give the same numbers, so any change to the rules or
 * to the order of the legal moves shows up as a visible, deliberate diff.
 *
 * To add one: write `{ "game": "...", "config": {...}, "seed": N }` to a new JSON file
 * here and run `npm run golden:update`, which (re)plays every file from its config and
 * seed and writes the steps and the result.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { canonicalJson } from '../../src/core/clone.js';
import { playout } from '../../src/core/playout.js';
import { CLI_GAMES } from '../../src/cli/games.js';
import type { AnyGame, GameResult } from '../../src/core/game.js';

interface GoldenStep {
  readonly move: { readonly type: string; readonly player: number };
  readonly legalMoves: number;
  /** The first 16 hex digits of the SHA-256 of the canonical JSON of the mover's legal moves, in order. */
  readonly legal: string;
}
interface Golden {
  readonly game: string;
  readonly config: unknown;
  readonly seed: number | string;
  readonly steps?: readonly GoldenStep[];
  readonly result?: GameResult;
}

const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const update = process.env['UPDATE_GOLDEN'] === '1';

function gameOf(id: string): AnyGame {
  const found = CLI_GAMES.find((g) => g.game.id === id);
  if (found === undefined) throw new Error(`golden record for unknown game '${id}'`);
  return found.game;
}

/** A short digest of a move list, order included. */
function digest(moves: readonly unknown[]): string {
  return bytesToHex(sha256(utf8ToBytes(moves.map((m) => canonicalJson(m)).join('\n'))).slice(0, 8));
}

function record(game: AnyGame, golden: Golden): Golden {
  const steps: GoldenStep[] = [];
  const played = playout(game, golden.config, golden.seed, {
    onMove: (before, move) => {
      const legal = game.legalMoves(before, move.player);
      steps.push({ move, legalMoves: legal.length, legal: digest(legal) });
    },
  });
  if (played._tag === 'Left') throw new Error(played.left.message);
  return { game: golden.game, config: golden.config, seed: golden.seed, result: game.result(played.right.state), steps };
}

describe('golden game records', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(`replays ${file}`, () => {
      const path = join(dir, file);
      const golden = JSON.parse(readFileSync(path, 'utf8')) as Golden;
      const game = gameOf(golden.game);
      if (update) {
        writeFileSync(path, formatGolden(record(game, golden)));
        return;
      }
      expect(golden.steps, `${file} has no steps; run npm run golden:update`).toBeDefined();
      const start = game.setup(golden.config, golden.seed);
      if (start._tag === 'Left') throw new Error(start.left.message);
      let state = start.right;
      (golden.steps ?? []).forEach((step, i) => {
        const legal = game.legalMoves(state, step.move.player);
        expect(legal.length, `${file} step ${i}: number of legal moves for ${JSON.stringify(step.move)}`).toBe(step.legalMoves);
        expect(digest(legal), `${file} step ${i}: the legal moves of seat ${step.move.player} (or their order) changed`).toBe(step.legal);
        const next = game.apply(state, step.move);
        if (next._tag === 'Left') throw new Error(`${file} step ${i}: ${JSON.stringify(step.move)} refused: ${next.left.message}`);
        state = next.right;
      });
      expect(game.isOver(state), `${file}: the game does not end where the record does`).toBe(true);
      expect(game.result(state)).toEqual(golden.result);
    });
  }
});

/** One step per line, so that a rule change gives a readable diff. */
function formatGolden(g: Golden): string {
  const steps = (g.steps ?? []).map((s) => `    ${JSON.stringify(s)}`).join(',\n');
  return [
    '{',
    `  "game": ${JSON.stringify(g.game)},`,
    `  "config": ${JSON.stringify(g.config)},`,
    `  "seed": ${JSON.stringify(g.seed)},`,
    `  "result": ${JSON.stringify(g.result)},`,
    '  "steps": [',
    steps,
    '  ]',
    '}',
    '',
  ].join('\n');
}
