/**
 * Online play on boardgame.io (0.50.x): any game of this package behind boardgame.io's
 * server, lobby and clients, with our rules and our hidden information intact.
 *
 * ```ts
 * import { Server, SocketIO } from 'boardgame.io/server';
 * import { guardTransport, strictCredentials, toBoardgameIO } from 'nautical-rules/boardgameio';
 * import { meuterer } from 'nautical-rules/meuterer';
 *
 * const server = Server({
 *   games: [toBoardgameIO(meuterer)],
 *   transport: guardTransport(new SocketIO()),
 *   authenticateCredentials: strictCredentials,
 * });
 * server.run(8000);
 * ```
 *
 * boardgame.io is an optional peer dependency: only this subpath uses it, and only its
 * types. See the online guide (`docs/online.md`) for a client, and for what is redacted or
 * refused and why.
 *
 * @module boardgameio
 */
export { toBoardgameIO, type OnlineGame, type SeatGOf } from './adapter.js';
export { logLines } from './seat-view.js';
export { resyncing, type ResyncOptions } from './resync.js';
export { guardTransport, strictCredentials, updateProblem, type GuardableTransport, type GuardOptions } from './guard.js';
export { DEFAULT_RATES, type Rate, type Rates } from './rate-limit.js';
export { configFields, onlineConfig } from './config.js';
export type { MatchG, OfferedMove, OnlineOptions, SeatG } from './types.js';
export type { TableEvent } from './types.js';
export type { Clocks } from './table/clocks.js';
