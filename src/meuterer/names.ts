/**
 * How labels and log lines name the components: the action cards by their printed German
 * names (with the role in English), islands by their printed names, seats by number.
 *
 * @module
 */
import type { Role } from './cards.js';
import type { Island } from './islands.js';

/**
 * The printed name of each action card, with what it is in English.
 *
 * @group Components
 */
export const ROLE_NAME: Readonly<Record<Role, string>> = {
  mutineer: 'Meuterer (mutineer)',
  cabinBoy: 'Schiffsjunge (cabin boy)',
  mate: 'Maat (mate)',
  merchant: 'Händler (merchant)',
  loader: 'Lademeister (loader)',
};

/** A seat as logs and labels name it: `Seat 2`. */
export function seatName(seat: number): string {
  return `Seat ${seat}`;
}

/** The printed name of island `index` of a circle (`island 14` if there is none). */
export function islandName(islands: readonly Island[], index: number | null): string {
  if (index === null) return '?';
  return islands[index]?.name ?? `island ${index}`;
}
