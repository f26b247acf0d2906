/**
 * What a server must add around boardgame.io 0.50's socket transport: it accepts more
 * from a client than any game can refuse.
 *
 * boardgame.io's master authenticates the player id a client names next to an action,
 * then runs the action as whatever player id the action itself carries, and it runs
 * every action type its reducer knows, including those that replace the whole state
 * (`UPDATE`, `SYNC`, `RESET`, `PATCH`), which only the server should ever send. A game
 * sees none of this. The guard lets through, per socket packet, only the moves of the
 * game (`MAKE_MOVE` with a move name the game has) made as the player id the credentials
 * are checked against, syncs and chat, and only for matches that exist (a sync to an
 * unknown match would otherwise create one, with no seat protected by credentials).
 *
 * It also mends how boardgame.io broadcasts a move made from an earlier state (which a
 * simultaneous step needs: `ignoreStaleStateID`): with `deltaState`, the patch is
 * labelled with the state id the move was sent from instead of the one it applies to,
 * so every client drops it, silently, and stays behind. The guard labels each patch with
 * the id of the state it was made from, and drops the broadcasts of refused actions, which
 * change nothing.
 *
 * It needs nothing from boardgame.io at run time: it wraps the transport's `init` and
 * its publisher.
 *
 * @module
 */

/** The part of boardgame.io's `SocketIO` transport the guard wraps. */
export interface GuardableTransport {
  /** boardgame.io calls it once with its Koa app and games, when the server is made. */
  init(app: never, games: never[], origins?: never): void;
}

/** Options of {@link guardTransport}. */
export interface GuardOptions {
  /** Where dropped packets are logged. Default: `console.warn`. */
  readonly log?: (message: string) => void;
}

import { PATCH_BASE } from './seat-view.js';

/** What boardgame.io's master publishes to a match's clients (only the parts the guard reads). */
interface Published {
  readonly type?: unknown;
  readonly args?: unknown[];
}
interface Publisher {
  publish(channel: string, payload: Published): void;
}

/** The parts of a socket.io server, namespace and socket the guard uses. */
interface IoSocket {
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): void;
}
interface IoNamespace {
  use(fn: (socket: IoSocket, next: (err?: Error) => void) => void): void;
}
interface GuardedApp {
  readonly _io?: { of(name: string): IoNamespace };
  readonly context?: { readonly db?: { fetch(matchID: string, opts: { metadata: true }): unknown } };
}
interface GameLike {
  readonly name?: string;
  readonly moves?: Record<string, unknown>;
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);
const isId = (u: unknown): u is string => typeof u === 'string' && u.length > 0 && u.length <= 200;

/** Why an `update` packet is dropped, or `null` when it is a move of the game made as its sender. */
export function updateProblem(args: readonly unknown[], moveNames: ReadonlySet<string>): string | null {
  const [action, stateID, matchID, playerID] = args;
  if (!isRecord(action)) return 'an update without an action';
  if (action['type'] !== 'MAKE_MOVE') return `a ${JSON.stringify(action['type'] ?? null).slice(0, 30)} action: clients may only make moves`;
  const payload = action['payload'];
  if (!isRecord(payload)) return 'a move without a payload';
  if (typeof payload['type'] !== 'string' || !moveNames.has(payload['type'])) return `an unknown move ${JSON.stringify(payload['type'] ?? null).slice(0, 30)}`;
  if (!isId(playerID) || payload['playerID'] !== playerID) return 'a move whose player id is not the one its credentials are checked for';
  if (payload['args'] !== undefined && !Array.isArray(payload['args'])) return 'move arguments that are not a list';
  if (!isId(matchID)) return 'a move without a match id';
  if (typeof stateID !== 'number' || !Number.isSafeInteger(stateID)) return 'a move without a state id';
  return null;
}

/** Whether a match exists in boardgame.io's storage (synchronous or not). */
async function matchExists(app: GuardedApp, matchID: unknown): Promise<boolean> {
  if (!isId(matchID)) return false;
  const db = app.context?.db;
  if (db === undefined) return false;
  const found = (await db.fetch(matchID, { metadata: true })) as { metadata?: unknown } | undefined;
  return found?.metadata !== undefined;
}

/**
 * Wraps boardgame.io's socket transport so that clients can send only moves, made as
 * the player their credentials are checked for, for matches that exist. Use it for every
 * server that runs a game made by `toBoardgameIO`:
 *
 * ```ts
 * const server = Server({ games: [toBoardgameIO(meuterer)], transport: guardTransport(new SocketIO()) });
 * ```
 *
 * It guards every game of that server. Dropped packets get no answer (as boardgame.io's
 * own refusals) and are logged.
 */
export function guardTransport<T extends GuardableTransport>(transport: T, options: GuardOptions = {}): T {
  const log = options.log ?? ((message: string) => console.warn(message));
  const init = transport.init.bind(transport) as (app: GuardedApp, games: GameLike[], origins?: unknown) => void;
  const guarded = (app: GuardedApp, games: GameLike[], origins?: unknown): void => {
    init(app, games, origins);
    if (app._io === undefined) throw new Error('guardTransport: this transport is not boardgame.io 0.50 SocketIO (no socket.io server on the app).');
    for (const game of games) {
      const moveNames = new Set(Object.keys(game.moves ?? {}));
      const name = game.name ?? 'default';
      app._io.of(name).use((socket, next) => {
        socket.use((packet, pass) => {
          const [event, ...args] = packet;
          const drop = (why: string): void => log(`nautical-rules/boardgameio ${name}: dropped ${String(event).slice(0, 20)} packet: ${why}.`);
          if (event !== 'update' && event !== 'sync' && event !== 'chat') {
            drop('not a boardgame.io client event');
            return;
          }
          if (event === 'update') {
            const problem = updateProblem(args, moveNames);
            if (problem !== null) {
              drop(problem);
              return;
            }
          }
          matchExists(app, event === 'update' ? args[2] : args[0]).then(
            (exists) => (exists ? pass() : drop('no such match')),
            () => drop('the match could not be read'),
          );
        });
        next();
      });
    }
  };
  (transport as { init: unknown }).init = guarded;
  mendPatches(transport as { pubSub?: Publisher });
  return transport;
}

const stateIdOf = (state: unknown): unknown => (isRecord(state) ? state['_stateID'] : undefined);

/**
 * The state a patch is computed from, marked so that the adapter's `playerView` leaves the
 * view out of it: each patch then replaces the seat's view whole (a few kilobytes) instead
 * of diffing it, which boardgame.io's patcher does in cubic time on arrays that change.
 */
function patchBase(prevState: unknown): unknown {
  if (!isRecord(prevState) || !isRecord(prevState['G'])) return prevState;
  const G: Record<string | symbol, unknown> = { ...prevState['G'] };
  Object.defineProperty(G, PATCH_BASE, { value: true });
  return { ...prevState, G };
}

/** Relabels patches with the id of the state they apply to, and drops those that change nothing. */
function mendPatches(transport: { pubSub?: Publisher }): void {
  const pubSub = transport.pubSub;
  if (pubSub === undefined) throw new Error('guardTransport: this transport is not boardgame.io 0.50 SocketIO (no publisher).');
  const publish = pubSub.publish.bind(pubSub);
  pubSub.publish = (channel, payload) => {
    if (payload.type === 'patch' && Array.isArray(payload.args)) {
      const [matchID, , prevState, state] = payload.args;
      const from = stateIdOf(prevState);
      if (from === stateIdOf(state)) return;
      publish(channel, { ...payload, args: [matchID, from, patchBase(prevState), state] });
      return;
    }
    publish(channel, payload);
  };
}

/**
 * A stricter `authenticateCredentials` for boardgame.io's `Server`: a seat acts only
 * with the credentials it got when it joined. boardgame.io's default checks credentials
 * only once some seat of the match has joined, so until then anyone could act for any seat.
 */
export function strictCredentials(credentials: unknown, player?: { readonly credentials?: unknown }): boolean {
  return typeof credentials === 'string' && credentials.length > 0 && player !== undefined && credentials === player.credentials;
}
