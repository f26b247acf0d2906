/**
 * boardgame.io names seats with strings (`'0'`, `'1'`, ...; `null` for a spectator); the
 * games number them from 0. Only the canonical spelling of a seat of the match is a seat:
 * `'01'`, `' 1'`, `'1.0'` or `'9'` at a table of four are not, so they cannot stand for
 * another seat.
 *
 * @module
 */
import type { Seat, Viewer } from '../core/game.js';

/** Whether `u` is spelled as a seat's player id (`'0'` to `'999'`, canonical), whatever the table. */
export function isSeatName(u: unknown): u is string {
  return typeof u === 'string' && /^(0|[1-9][0-9]{0,2})$/.test(u);
}

/** The seat a boardgame.io player id stands for at a table of `players`, or `null`. */
export function seatOf(playerID: unknown, players: number): Seat | null {
  if (!isSeatName(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/** Who a client with this player id is: its seat, or `'spectator'` for anything else. */
export function viewerOf(playerID: unknown, players: number): Viewer {
  return seatOf(playerID, players) ?? 'spectator';
}

/** Where a viewer's log lines are kept: seats first, then the spectator. */
export function logIndex(viewer: Viewer, players: number): number {
  return viewer === 'spectator' ? players : viewer;
}

/** Every viewer of a table of `players`: the seats, then the spectator. */
export function viewersOf(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, i) => i), 'spectator'];
}
