/**
 * `POST /replays/:name/:id`: a match's replay over HTTP, for one viewer. The body is
 * `{ "playerID": "1", "credentials": "..." }` for a seat (the credentials it joined
 * with; a seat reads its own replay while the match runs), or `{}` for the spectator's
 * replay, which is given only once the match is over (unless the table allows it while
 * it runs). The game record, seed included, is in the answer only once the match is over:
 * until then the seed would tell every hand. Refusals: 400 (a body that is not this),
 * 403 (credentials that are not the seat's, a spectator on a running match), 404 (no such
 * match of that game). A POST, so that credentials stay out of URLs and their logs.
 *
 * @module
 */
import type { Either } from '../../core/either.js';
import type { Viewer } from '../../core/game.js';
import type { MatchReplay } from './replay.js';

/** The part of `@koa/router` (boardgame.io's `server.router`) the route uses. */
export interface RouterLike {
  post(path: string, handler: (ctx: RouteContext) => Promise<void>): unknown;
}

/** The part of a Koa context the route uses. */
export interface RouteContext {
  readonly params: Record<string, string>;
  readonly req: AsyncIterable<unknown>;
  status: number;
  body: unknown;
}

/** What the route needs of the table. */
export interface ReplaySource {
  fetch(matchID: string): Promise<{ readonly metadata?: { readonly gameName?: string; readonly players?: Record<string, { readonly credentials?: string }> } } | undefined>;
  replay(matchID: string, viewer: Viewer): Promise<Either<string, MatchReplay>>;
  readonly spectatorsWhileRunning: boolean;
}

/** The largest body the route reads. */
const BODY_LIMIT = 4096;

/** The body, parsed, or `undefined` when it is too long or not a JSON object. */
async function readBody(req: AsyncIterable<unknown>): Promise<Record<string, unknown> | undefined> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > BODY_LIMIT) return undefined;
  }
  try {
    const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Adds the route to `router`. */
export function replayRoute(router: RouterLike, source: ReplaySource): void {
  router.post('/replays/:name/:id', async (ctx) => {
    const refuse = (status: number, error: string): void => {
      ctx.status = status;
      ctx.body = { error };
    };
    const body = await readBody(ctx.req);
    if (body === undefined) return refuse(400, 'the body is a JSON object of at most 4 KB');
    const { playerID, credentials } = body;
    const keys = Object.keys(body);
    if (keys.some((k) => k !== 'playerID' && k !== 'credentials') || (playerID !== undefined && (typeof playerID !== 'string' || !/^(0|[1-9][0-9]{0,2})$/.test(playerID)))) {
      return refuse(400, 'the body holds a playerID (a seat number as a string) and its credentials, or nothing');
    }
    const matchID = ctx.params['id'] ?? '';
    const stored = await source.fetch(matchID);
    if (stored?.metadata === undefined || stored.metadata.gameName !== ctx.params['name']) return refuse(404, 'no such match');
    let viewer: Viewer = 'spectator';
    if (playerID !== undefined) {
      const seat = stored.metadata.players?.[playerID];
      if (seat === undefined || typeof credentials !== 'string' || credentials.length === 0 || seat.credentials !== credentials) return refuse(403, 'these are not the credentials of that seat');
      viewer = Number(playerID);
    } else if (credentials !== undefined) return refuse(400, 'credentials go with a playerID');
    const replayed = await source.replay(matchID, viewer);
    if (replayed._tag === 'Left') return refuse(replayed.left === 'no such match' ? 404 : 409, replayed.left);
    if (viewer === 'spectator' && !replayed.right.over && !source.spectatorsWhileRunning) return refuse(403, 'a running match is replayed for its seats only');
    ctx.status = 200;
    ctx.body = replayed.right;
  });
}
