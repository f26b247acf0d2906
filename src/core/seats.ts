/**
 * Seat arithmetic around the table. Seats are 0-based and clockwise, so "the next player
 * clockwise" is `seat + 1` modulo the number of players.
 *
 * @module
 */
import type { Seat } from './game.js';

/**
 * The seat `steps` places clockwise from `seat`.
 *
 * @group Defining a game
 */
export function nextSeat(seat: Seat, players: number, steps = 1): Seat {
  return (((seat + steps) % players) + players) % players;
}

/**
 * All seats clockwise starting with `first`: `seatsFrom(2, 4)` is `[2, 3, 0, 1]`.
 *
 * @group Defining a game
 */
export function seatsFrom(first: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push(nextSeat(first, players, i));
  return out;
}
