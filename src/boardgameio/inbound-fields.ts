/**
 * The fields a client may send to a boardgame.io server, one decoder each: match ids,
 * player ids, credentials, state ids, move counts, names, and bounded plain values.
 *
 * Every decoder takes anything (the value came from a stranger) and returns a fresh
 * value of its field, or the reason it is refused; none throws, reads a property twice,
 * or turns a value into a string before it knows it is one. The packet and body decoders
 * (`inbound.ts`, `lobby.ts`) are made of these.
 *
 * @module
 */
import { left, right, type Either } from '../core/either.js';
import { clip, plainCopy, type InputLimits } from '../core/plain.js';
import { isSeatName } from './seats.js';

/** A field decoded, or why it is refused. */
export type Decoded<T> = Either<string, T>;

/** How much each inbound value may hold; beyond that it is refused. */
export const INBOUND_LIMITS = {
  /** A whole socket packet, before its fields are decoded one by one. */
  packet: { depth: 14, nodes: 5_000, stringLength: 2_000 },
  /** A whole Lobby API request body, before its fields are decoded one by one. */
  body: { depth: 20, nodes: 20_000, stringLength: 2_000 },
  /** A chat message's payload. */
  chat: { depth: 6, nodes: 200, stringLength: 1_000 },
  /** A player's `data` in the lobby (sent to every client of the match on each connection). */
  playerData: { depth: 6, nodes: 200, stringLength: 500 },
  /** A match's `setupData` (the game's own decoder checks it further). */
  setupData: { depth: 16, nodes: 20_000, stringLength: 2_000 },
  /** The auth object and query of a socket's handshake (boardgame.io's client sends neither). */
  handshake: { depth: 2, nodes: 32, stringLength: 200 },
} as const satisfies Record<string, InputLimits>;

/** The longest credentials (boardgame.io makes 21 characters; a token of your own may be longer). */
export const CREDENTIALS_LENGTH = 2_000;
/** The longest chat payload, as JSON: a chat message is sent to every process in one notification (under 8,000 bytes), never stored. */
export const CHAT_LENGTH = 1_000;
/** The longest player name. */
export const NAME_LENGTH = 100;
/** Most seats a match may be asked for. */
export const MAX_SEATS = 1_000;

/** Match ids and game names: boardgame.io makes 11 characters of `A-Za-z0-9_-`; a generator of your own may use `.:~` too. */
const ID = /^[A-Za-z0-9_.:~-]{1,128}$/;

/**
 * `value` copied into plain data within `limits` (see `plainCopy`), with no key that names
 * a member every object has (`toString`, `valueOf`, `constructor`, `__proto__`, ...):
 * boardgame.io and socket.io turn values into strings and look keys up on plain objects,
 * and such a key turns that into a throw or into another object's member.
 */
export function plainInbound(value: unknown, limits: InputLimits): Decoded<unknown> {
  const copied = plainCopy(value, limits);
  if (copied._tag === 'Left') return copied;
  // The copy is plain and bounded: walking it again cannot throw nor take long.
  const stack: unknown[] = [copied.right];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      for (const inner of v) stack.push(inner);
      continue;
    }
    for (const [k, inner] of Object.entries(v)) {
      if (k in Object.prototype || k === '__proto__') return left(`the key '${clip(k, 40)}' is not allowed (every object has a member of that name)`);
      stack.push(inner);
    }
  }
  return copied;
}

/**
 * Why a plain value cannot be stored as PostgreSQL's `jsonb`, or `null`: `jsonb` refuses the
 * character U+0000 and a UTF-16 surrogate that is not half of a pair, in strings and in keys.
 */
export function jsonbProblem(value: unknown): string | null {
  const stack: unknown[] = [value];
  const bad = (s: string): boolean => /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (bad(v)) return 'a string holds U+0000 or half of a surrogate pair, which cannot be stored';
    } else if (Array.isArray(v)) stack.push(...(v as unknown[]));
    else if (typeof v === 'object' && v !== null) {
      for (const [k, inner] of Object.entries(v)) {
        if (bad(k)) return 'a key holds U+0000 or half of a surrogate pair, which cannot be stored';
        stack.push(inner);
      }
    }
  }
  return null;
}

/** Whether `u` is a plain object (as `plainInbound` makes them). */
export const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** An own field of a plain object (never one it inherits). */
export const own = (record: Record<string, unknown>, key: string): unknown => (Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined);

/** `u` as a plain object whose keys are all in `allowed`. */
export function recordOf(u: unknown, allowed: readonly string[], what: string): Decoded<Record<string, unknown>> {
  if (!isRecord(u)) return left(`${what} is not an object`);
  for (const key of Object.keys(u)) {
    if (!allowed.includes(key)) return left(`${what} has a field '${clip(key, 40)}' (it may have ${allowed.join(', ')})`);
  }
  return right(u);
}

/** A match id. */
export function matchIdOf(u: unknown): Decoded<string> {
  return typeof u === 'string' && ID.test(u) ? right(u) : left('a match id is 1 to 128 letters, digits or _ - . : ~');
}

/** A game name (as in the socket namespace and the lobby's paths). */
export function gameNameOf(u: unknown): Decoded<string> {
  return typeof u === 'string' && ID.test(u) ? right(u) : left('a game name is 1 to 128 letters, digits or _ - . : ~');
}

/** A seat's player id, spelled as boardgame.io spells it (`'0'`, `'1'`, ...). */
export function seatNameOf(u: unknown): Decoded<string> {
  return isSeatName(u) ? right(u) : left("a player id is a seat's number as a string ('0', '1', ...)");
}

/** A player id or none (a spectator): `null` for none. */
export function seatNameOrNoneOf(u: unknown): Decoded<string | null> {
  return u === undefined || u === null ? right(null) : seatNameOf(u);
}

/** Credentials, or `undefined` when none are sent (an empty string is none, as boardgame.io reads it). */
export function credentialsOf(u: unknown): Decoded<string | undefined> {
  if (u === undefined || u === null || u === '') return right(undefined);
  return typeof u === 'string' && u.length <= CREDENTIALS_LENGTH ? right(u) : left(`credentials are a string of at most ${CREDENTIALS_LENGTH} characters`);
}

/** A state id (boardgame.io's `_stateID`). */
export function stateIdOf(u: unknown): Decoded<number> {
  return typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 ? right(u) : left('a state id is a whole number from 0');
}

/** How many moves a seat has made (`G.moved`), sent with each move. */
export function moveCountOf(u: unknown): Decoded<number> {
  return typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 ? right(u) : left("the move count (the seat's G.moved) is a whole number from 0");
}

/** A number of seats, or `undefined`. */
export function seatCountOf(u: unknown): Decoded<number | undefined> {
  if (u === undefined || u === null) return right(undefined);
  return typeof u === 'number' && Number.isSafeInteger(u) && u >= 1 && u <= MAX_SEATS ? right(u) : left(`a number of players is a whole number from 1 to ${MAX_SEATS}`);
}

/** A player's name, or `undefined`. */
export function nameOf(u: unknown): Decoded<string | undefined> {
  if (u === undefined || u === null) return right(undefined);
  return typeof u === 'string' && u.length > 0 && u.length <= NAME_LENGTH ? right(u) : left(`a player name is a string of 1 to ${NAME_LENGTH} characters`);
}

/** A yes or no, or `undefined`. */
export function flagOf(u: unknown): Decoded<boolean | undefined> {
  if (u === undefined || u === null) return right(undefined);
  return typeof u === 'boolean' ? right(u) : left('expected true or false');
}

/** A plain value within `limits`, or `undefined`. */
export const boundedOf =
  (limits: InputLimits, what: string) =>
  (u: unknown): Decoded<unknown> => {
    if (u === undefined || u === null) return right(undefined);
    const plain = plainInbound(u, limits);
    return plain._tag === 'Left' ? left(`${what}: ${plain.left}`) : plain;
  };
