/**
 * boardgame.io 0.50's Lobby API (HTTP), decoded: its paths, its request bodies, and a
 * limit on their size.
 *
 * boardgame.io keeps what the lobby is sent in each match's metadata and hands it on:
 * player names and `data` go to every client of the match on each connection (a `data`
 * nested thousands deep then overflows the socket encoder, and the process ends), and a
 * player id is a key into the match's seats (`"__proto__"` would reach every object's
 * prototype). So each body is decoded here into fresh plain values, field by field, before
 * boardgame.io's routes read it; a field a route does not take, or a value its decoder
 * refuses, is answered `400`.
 *
 * @module
 */
import { left, right } from '../core/either.js';
import { clip } from '../core/plain.js';
import {
  boundedOf,
  credentialsOf,
  type Decoded,
  flagOf,
  gameNameOf,
  INBOUND_LIMITS,
  isRecord,
  jsonbProblem,
  matchIdOf,
  nameOf,
  plainInbound,
  seatCountOf,
  seatNameOf,
} from './inbound-fields.js';

/** The routes of the Lobby API that take a body. */
type BodyRoute = 'create' | 'join' | 'leave' | 'playAgain' | 'rename' | 'update';

/** A player id in the lobby: a seat's number, as a string or a number. */
const lobbySeat = (u: unknown): Decoded<string | number | undefined> => {
  if (u === undefined || u === null) return right(undefined);
  if (typeof u === 'number') return Number.isSafeInteger(u) && u >= 0 && u < 1_000 ? right(u) : left("a player id is a seat's number");
  return seatNameOf(u);
};

const setupData = boundedOf(INBOUND_LIMITS.setupData, 'setupData');
const playerData = boundedOf(INBOUND_LIMITS.playerData, 'data');

/** The fields each route takes, each with its decoder (a field left out is not sent on). */
const BODIES: Readonly<Record<BodyRoute, Readonly<Record<string, (u: unknown) => Decoded<unknown>>>>> = {
  create: { numPlayers: seatCountOf, setupData, unlisted: flagOf },
  join: { playerID: lobbySeat, playerName: nameOf, data: playerData },
  leave: { playerID: lobbySeat, credentials: credentialsOf },
  playAgain: { playerID: lobbySeat, credentials: credentialsOf, numPlayers: seatCountOf, setupData, unlisted: flagOf },
  rename: { playerID: lobbySeat, credentials: credentialsOf, newName: nameOf, data: playerData },
  update: { playerID: lobbySeat, credentials: credentialsOf, newName: nameOf, data: playerData },
};

/**
 * What a request to the Lobby API is: `null` when it is not one (another route of the app).
 * `game` and `match` are the game name and match id in its path, when it names them.
 */
export type LobbyRequest = { readonly body: BodyRoute | null; readonly game?: string; readonly match?: string } | { readonly refused: string };

/**
 * Which Lobby API request `method` and `path` make: boardgame.io's routes are `/games`,
 * `/games/:name`, `/games/:name/create`, `/games/:name/:id` and
 * `/games/:name/:id/(join|leave|playAgain|rename|update)`; each name and id must be one.
 */
export function lobbyRequest(method: string, path: string): LobbyRequest | null {
  if (path !== '/games' && !path.startsWith('/games/')) return null;
  const parts = path.split('/').slice(2);
  if (parts[parts.length - 1] === '') parts.pop(); // boardgame.io's router takes a trailing slash
  const decoded: string[] = [];
  for (const part of parts) {
    let text: string;
    try {
      text = decodeURIComponent(part);
    } catch {
      return { refused: 'a path that is not URI-encoded' };
    }
    const id = decoded.length === 0 ? gameNameOf(text) : matchIdOf(text);
    if (id._tag === 'Left') return { refused: id.left };
    decoded.push(text);
  }
  const [game, second, third] = decoded;
  // `/games/:name/create` names no match; every other path below a game names one.
  const named = game === undefined ? {} : second === undefined || (second === 'create' && decoded.length === 2) ? { game } : { game, match: second };
  if (method !== 'POST') return { body: null, ...named };
  if (decoded.length === 2 && second === 'create') return { body: 'create', ...named };
  if (decoded.length === 3 && third !== undefined && Object.prototype.hasOwnProperty.call(BODIES, third)) return { body: third as BodyRoute, ...named };
  return { body: null, ...named };
}

/** The query parameters of a listing (`GET /games/:name`) and their decoders: boardgame.io reads each with `parseInt`, and PostgreSQL refuses a number beyond a `bigint`. */
const LISTING_QUERY: Readonly<Record<string, (u: string) => boolean>> = {
  isGameover: (u) => u === 'true' || u === 'false',
  updatedBefore: (u) => /^[0-9]{1,15}$/.test(u),
  updatedAfter: (u) => /^[0-9]{1,15}$/.test(u),
};

/** Why the query of a Lobby API request is refused, or `null`: only a listing takes parameters, each once, each a whole number of at most 15 digits or a flag. */
export function lobbyQueryProblem(request: { readonly game?: string; readonly match?: string }, query: Readonly<Record<string, unknown>>): string | null {
  for (const [key, value] of Object.entries(query)) {
    const decode = request.match === undefined && request.game !== undefined && Object.prototype.hasOwnProperty.call(LISTING_QUERY, key) ? LISTING_QUERY[key] : undefined;
    if (decode === undefined) continue; // boardgame.io reads no other parameter
    if (typeof value !== 'string' || !decode(value)) return `the query parameter ${key} is ${key === 'isGameover' ? 'true or false' : 'a whole number of at most 15 digits'}, given once`;
  }
  return null;
}

/** A request body of `route`, decoded: a fresh object with only the fields the route takes. */
export function decodeLobbyBody(route: BodyRoute, body: unknown): Decoded<Record<string, unknown>> {
  const plain = plainInbound(body, INBOUND_LIMITS.body);
  if (plain._tag === 'Left') return left(`the body: ${plain.left}`);
  // What a body holds is stored in the match's metadata, a jsonb column on PostgreSQL.
  const stored = jsonbProblem(plain.right);
  if (stored !== null) return left(`the body: ${stored}`);
  if (!isRecord(plain.right)) return left('the body is not a JSON object');
  const fields = BODIES[route];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(plain.right)) {
    const decode = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;
    if (decode === undefined) return left(`${route} takes no field '${clip(key, 40)}' (it takes ${Object.keys(fields).join(', ')})`);
    const field = decode(value);
    if (field._tag === 'Left') return left(`${key}: ${field.left}`);
    if (field.right !== undefined) out[key] = field.right;
  }
  return right(out);
}

/** The parts of a Koa context the lobby guard uses. */
export interface LobbyContext {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly request: object;
  readonly query?: Readonly<Record<string, unknown>>;
  /** The match storage boardgame.io's server puts on every request's context. */
  readonly db?: { fetch(matchID: string, opts: { metadata: true }): unknown };
  get(field: string): string;
  is(...types: string[]): string | false | null;
  throw(status: number, message: string): never;
}

/** The game a match belongs to, from what `fetch(matchID, { metadata: true })` found (`undefined`: no such match). */
export function gameOfMatch(found: unknown): string | undefined {
  const metadata = isRecord(found) ? found['metadata'] : undefined;
  if (!isRecord(metadata)) return undefined;
  const name = metadata['gameName'];
  // A match stored without its game's name (boardgame.io always writes it) belongs to none.
  return typeof name === 'string' ? name : '';
}

/** The longest URL of a Lobby API request. */
const URL_LIMIT = 2_048;

/**
 * A Koa middleware for boardgame.io's app that decodes every Lobby API request before
 * boardgame.io's routes see it: names and ids in the path, a JSON body of at most
 * `bodyLimit` bytes (announced by its `Content-Length`, which the body parser holds it
 * to), and each field of the body. Refusals are answered with a 4xx status and logged.
 */
export function lobbyGuard(bodyLimit: number, log: (message: string) => void): (ctx: LobbyContext, next: () => Promise<unknown>) => Promise<unknown> {
  return async (ctx, next) => {
    const request = lobbyRequest(ctx.method, ctx.path);
    if (request === null) return next();
    const refuse = (status: number, why: string): never => {
      log(`nautical-rules/boardgameio lobby: refused ${ctx.method} ${clip(ctx.path, 80)}: ${why}.`);
      return ctx.throw(status, why);
    };
    if ('refused' in request) return refuse(404, request.refused);
    if (ctx.url.length > URL_LIMIT) return refuse(414, `a URL longer than ${URL_LIMIT} characters`);
    const query = lobbyQueryProblem(request, ctx.query ?? {});
    if (query !== null) return refuse(400, query);
    // boardgame.io's routes act on the match id alone, whichever game the path names.
    if (request.match !== undefined && request.game !== undefined && ctx.db !== undefined) {
      const game = gameOfMatch(await ctx.db.fetch(request.match, { metadata: true }));
      if (game !== undefined && game !== request.game) return refuse(404, `match ${clip(request.match, 40)} is not a match of ${clip(request.game, 40)}`);
    }
    const route = request.body;
    if (route === null) return next();
    const length = ctx.get('content-length');
    if (!/^[0-9]{1,12}$/.test(length)) return refuse(411, 'a request body needs its Content-Length');
    if (Number(length) > bodyLimit) return refuse(413, `a request body is at most ${bodyLimit} bytes`);
    const encoding = ctx.get('content-encoding');
    if (encoding !== '' && encoding.toLowerCase() !== 'identity') return refuse(415, 'a request body is sent unencoded');
    if (ctx.is('application/json') === false) return refuse(415, 'a request body is JSON (Content-Type: application/json)');
    // boardgame.io's body parser sets `request.body` once it has read it: the routes then
    // read the decoded copy, or the parser's promise fails with the refusal.
    let decoded: Record<string, unknown> = {};
    Object.defineProperty(ctx.request, 'body', {
      configurable: true,
      enumerable: true,
      get: () => decoded,
      set: (body: unknown) => {
        const d = decodeLobbyBody(route, body);
        if (d._tag === 'Left') refuse(400, d.left);
        else decoded = d.right;
      },
    });
    return next();
  };
}
