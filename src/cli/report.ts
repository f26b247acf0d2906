/**
 * What `simulate` and `replay` both print about a game: its component data and its
 * final ranking.
 *
 * @module
 */
import type { AnyGame } from '../core/game.js';
import { describeProvenance } from '../core/provenance.js';
import { defaultName } from '../core/words.js';

/** How a seat is called in the output. */
export const seatName = (s: number): string => defaultName(s); // as the games' log lines name seats: Player 1 for seat 0

/** The final ranking, place by place, with scores and ties. */
export function printRanking(game: AnyGame, state: unknown, out: (line: string) => void): void {
  const result = game.result(state);
  out('Final ranking:');
  result.ranking.forEach((place, i) => {
    out(`  ${i + 1}. ${place.map((s) => `${seatName(s)} (${result.scores[s]})`).join(', ')}${place.length > 1 ? ' (tied)' : ''}`);
  });
}

/** Where each set of component data comes from (printed before a game). */
export function printComponents(game: AnyGame, state: unknown, out: (line: string) => void): void {
  for (const c of game.components(state)) out(`Data — ${describeProvenance(c.label, c.provenance)}`);
}
