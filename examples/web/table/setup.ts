/**
 * A table as the start screen sets it up, and as the URL carries it, so that a reload
 * (or a test) gets the same game: `?game=shipyard&players=3&seats=human,default,random&seed=7`.
 *
 * URL parameters: `game` (a choice id; without it the start screen shows), `players`,
 * `seats` (`human`, `default` or `random` per seat; default: a human in seat 0, the default
 * bot after; `ismcts` and `search`, the names of earlier links, are read as `default`), `names` (comma-separated, for human seats), `seed` (an integer or a text;
 * default from the clock), `botIterations` (for tests: the tree search with that many
 * iterations a decision in the bots' seats, a small and steady budget) and `botDelay`
 * (milliseconds between bot moves).
 */
import type { GameChoice } from './choices.js';

/** Who sits in a seat: a person, the library's default bot (`defaultBot`), or the random bot. */
export type SeatKind = 'human' | 'default' | 'random';
export const SEAT_KINDS: readonly SeatKind[] = ['human', 'default', 'random'];

/** The seat kinds of a `seats` parameter; the older names of the default bot still open their links. */
const SEAT_ALIASES: Readonly<Record<string, SeatKind>> = { ismcts: 'default', search: 'default' };

/** The seat kind a URL's word names, or `null` for none. */
export function seatKind(word: string): SeatKind | null {
  const w = word.trim();
  return (SEAT_KINDS as readonly string[]).includes(w) ? (w as SeatKind) : (SEAT_ALIASES[w] ?? null);
}

export interface TableSetup {
  readonly choice: GameChoice;
  readonly players: number;
  readonly seats: readonly SeatKind[];
  /** The name typed for each seat ('' when none). */
  readonly names: readonly string[];
  readonly seed: number | string;
  /** ISMCTS iterations per decision; `undefined`: the bot's default budget. */
  readonly botIterations: number | undefined;
  /** Milliseconds between two bot moves, so a person can follow them. */
  readonly botDelay: number;
}

export const DEFAULT_BOT_DELAY = 250;

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/** A seed from the clock: short enough to read out, to replay a game someone liked. */
export const clockSeed = (): number => Date.now() % 1_000_000_000;

/** A seed as typed or found in the URL: an integer stays a number (as the CLI's `--seed`). */
export function parseSeed(text: string | null): number | string {
  if (text === null || text.trim() === '') return clockSeed();
  const trimmed = text.trim();
  return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Fits seat kinds and names to a player count: missing seats get a bot, and the first seat a human. */
export function fitSeats(players: number, seats: readonly SeatKind[], names: readonly string[]): { seats: SeatKind[]; names: string[] } {
  return {
    seats: Array.from({ length: players }, (_, s) => seats[s] ?? (s === 0 ? 'human' : 'default')),
    names: Array.from({ length: players }, (_, s) => names[s] ?? ''),
  };
}

/** The table the URL asks for, or `null` when it names no game (then the start screen shows). */
export function setupFromUrl(params: URLSearchParams, choices: readonly GameChoice[]): TableSetup | null {
  const id = params.get('game');
  if (id === null) return null;
  const choice = choices.find((c) => c.id === id) ?? choices[0]!;
  const asked = Number(params.get('players') ?? String(choice.players.max));
  const players = clamp(Number.isInteger(asked) ? asked : choice.players.max, choice.players.min, choice.players.max);
  const kinds = (params.get('seats') ?? '').split(',').flatMap((word) => seatKind(word) ?? []);
  const fitted = fitSeats(players, kinds, (params.get('names') ?? '').split(',').map((n) => n.trim().slice(0, 24)));
  const iterations = Number(params.get('botIterations'));
  const delay = Number(params.get('botDelay') ?? String(DEFAULT_BOT_DELAY));
  return {
    choice,
    players,
    seats: fitted.seats,
    names: fitted.names,
    seed: parseSeed(params.get('seed')),
    botIterations: Number.isInteger(iterations) && iterations > 0 ? iterations : undefined,
    botDelay: Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_BOT_DELAY,
  };
}

/** The URL query that sets up the same table again. */
export function setupToUrl(setup: TableSetup, keep: URLSearchParams): string {
  const params = new URLSearchParams();
  params.set('game', setup.choice.id);
  params.set('players', String(setup.players));
  params.set('seats', setup.seats.join(','));
  if (setup.names.some((n) => n !== '')) params.set('names', setup.names.join(','));
  params.set('seed', String(setup.seed));
  // Test knobs travel along when they were given, and never appear otherwise.
  for (const knob of ['botIterations', 'botDelay']) {
    const value = keep.get(knob);
    if (value !== null) params.set(knob, value);
  }
  return `?${params.toString()}`;
}

/**
 * How the page calls each seat, everywhere (seat list, drawings, log, ranking): the typed
 * name, "Player 1" for the first seat's person who typed none, "Bot 3" for a bot in the
 * third seat (counting from 1, as people count). A name is never "You": "you" belongs only
 * in sentences about the person at the screen ("Your move"), and the seat number only in
 * a tooltip.
 */
export function seatNames(setup: TableSetup): string[] {
  return setup.seats.map((kind, s) => {
    const typed = setup.names[s]?.trim() ?? '';
    if (kind !== 'human') return `Bot ${s + 1}`;
    return typed !== '' ? typed : `Player ${s + 1}`;
  });
}

/**
 * `line` (a refusal of the rules, an undo reason) with the library's default names of
 * seats, "Player 3" for seat 2 (counting from 1, as every text of the library does),
 * replaced by the page's, so one person has one name. One pass, so a page name put in
 * ("Player 1") is never read again. (Labels and log lines take the names directly.)
 */
export function withNames(line: string, names: readonly string[]): string {
  return line.replace(/\bPlayer (\d+)\b/g, (whole, n: string) => names[Number(n) - 1] ?? whole);
}
