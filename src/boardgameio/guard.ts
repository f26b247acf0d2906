/**
 * What a server must add around boardgame.io 0.50's socket transport and Lobby API: they
 * accept more from a client than any game can refuse, and they read it unchecked.
 *
 * - **Decoding.** Every socket packet is decoded by `decodePacket` (`inbound.ts`) and every
 *   Lobby API request by `lobbyGuard` (`lobby.ts`), once, before boardgame.io reads it; only
 *   the decoded copy is passed on. That is where a crash vector found later is closed: in
 *   the decoder of the field it travels in (`inbound-fields.ts`, `move-arguments.ts`).
 * - **What may be sent.** Per packet, only moves of the game (`MAKE_MOVE` with a move name
 *   the game has, its arguments decoded by that move's decoder) made as the player id the
 *   credentials are checked against, syncs and chat, and only for matches that exist and
 *   belong to the game of the namespace (Lobby API requests too: to the game of the path).
 *   boardgame.io's master authenticates the player id a client names next to an action,
 *   then runs the action as whatever player id the action carries, and it runs every
 *   action type its reducer knows, including those that replace the whole state
 *   (`UPDATE`, `SYNC`, `RESET`, `PATCH`); a sync to an unknown match would create one, with
 *   no seat protected by credentials. Nothing is served on socket.io's default namespace,
 *   so connections to it are refused (a packet there reached socket.io's own listeners).
 * - **Size.** Socket messages are limited (socket.io's `maxHttpBufferSize`, 100 KB unless
 *   the transport sets it) and so are Lobby API bodies (100 KB).
 * - **Failures.** A socket handler of boardgame.io that throws or rejects anyway (a storage
 *   that fails, say) is logged instead of ending the process with every match on it, and
 *   so is a connection reset while it upgrades to a WebSocket. The upgrade request itself
 *   is checked first (`upgradeProblem` in `inbound.ts`).
 *
 * It also mends how boardgame.io broadcasts a move made from an earlier state (which a
 * simultaneous step needs: `ignoreStaleStateID`): with `deltaState`, the patch is
 * labelled with the state id the move was sent from instead of the one it applies to,
 * so every client drops it, silently, and stays behind. The guard labels each patch with
 * the id of the state it was made from, and drops the broadcasts of refused actions, which
 * change nothing.
 *
 * And it sends each seat's update once per move, whatever the number of its sockets, with
 * a patch made in one walk (`broadcast.ts`).
 *
 * It needs nothing from boardgame.io at run time: it wraps the transport's `init`, its
 * publisher and its per-match subscription.
 *
 * @module
 */
import { left } from '../core/either.js';
import { canShareBroadcasts, sharedBroadcast } from './broadcast.js';
import { containFailures, errorName, guardUpgrades, type HttpServerLike, safe } from './failures.js';
import { decodeHandshake, decodePacket, type Handshake, packetTypeProblem } from './inbound.js';
import { isRecord } from './inbound-fields.js';
import { gameOfMatch, lobbyGuard, type LobbyContext } from './lobby.js';
import { atomicMetadata, EXPECT_MOVE, type MetadataStorage } from './metadata.js';
import { anyArguments, argumentsOf, type ArgumentsDecoder } from './move-arguments.js';
import { DEFAULT_RATES, type Rates, SeatRates, seatKey, SocketRates } from './rate-limit.js';
import { patchBase } from './seat-view.js';

/** The part of boardgame.io's `SocketIO` transport the guard wraps. */
export interface GuardableTransport {
  /** boardgame.io calls it once with its Koa app and games, when the server is made. */
  init(app: never, games: never[], origins?: never): void;
}

/** Options of {@link guardTransport}. */
export interface GuardOptions {
  /** Where dropped packets, refused requests and failed handlers are logged. Default: `console.warn`. */
  readonly log?: (message: string) => void;
  /** The largest Lobby API request body, in bytes; a larger one is refused (413) before it is read. Default: 100 000. */
  readonly bodyLimit?: number;
  /**
   * The largest socket message, in bytes (socket.io's `maxHttpBufferSize`): socket.io closes a
   * connection that sends a larger one. Default: 100 000, unless the transport's own
   * `socketOpts` set `maxHttpBufferSize`.
   */
  readonly frameLimit?: number;
  /**
   * How many moves, syncs and chat messages each socket may send per second (and at once),
   * and each seat over all its sockets (a seat: a match, a player id and the credentials
   * sent with it; a spectator's sync has none); beyond that packets are dropped before
   * anything is read, and logged (one line a second at most). Default: {@link DEFAULT_RATES}.
   */
  readonly rates?: Partial<Rates>;
}

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
  readonly handshake: Handshake;
  /** socket.io 3's handler of each packet of the socket, before any listener or middleware. */
  _onpacket?: (packet: unknown) => void;
  use(fn: (packet: unknown[], next: (err?: Error) => void) => void): void;
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
}
interface IoNamespace {
  use(fn: (socket: IoSocket, next: (err?: Error) => void) => void): void;
}
interface GuardedApp {
  readonly _io?: { of(name: string): IoNamespace };
  readonly server?: HttpServerLike;
  readonly context?: { readonly db?: { fetch(matchID: string, opts: { metadata: true }): unknown } };
  use(middleware: (ctx: LobbyContext, next: () => Promise<unknown>) => Promise<unknown>): unknown;
}
interface GameLike {
  readonly name?: string;
  readonly moves?: Record<string, unknown>;
}
/** boardgame.io's `SocketIO` transport, as the guard changes it. */
interface SocketIOLike {
  init: (app: GuardedApp, games: GameLike[], origins?: unknown) => void;
  socketOpts?: Record<string, unknown>;
  pubSub?: Publisher;
}

/** Why an `update` packet's arguments are dropped, or `null` when they are a move of the game made as its sender (any arguments within bounds). */
export function updateProblem(args: readonly unknown[], moveNames: ReadonlySet<string>): string | null {
  const moves = new Map<string, ArgumentsDecoder>([...moveNames].map((name) => [name, anyArguments]));
  const decoded = decodePacket(['update', ...args], moves);
  return decoded._tag === 'Left' ? decoded.left : null;
}

/** How many matches' games each namespace remembers. */
const KNOWN_MATCHES = 10_000;

/**
 * The game a match belongs to (`undefined`: no such match), read from boardgame.io's
 * storage (synchronous or not). A match's game never changes, so moves and chat are checked
 * against what this process has read before (one read of the match less per move); a sync
 * always reads, because boardgame.io creates a match a sync names if it is not stored (one
 * wiped since would be made again, with no seat protected).
 */
async function gameOf(app: GuardedApp, matchID: string, known: Map<string, string>, cached: boolean): Promise<string | undefined> {
  const remembered = cached ? known.get(matchID) : undefined;
  if (remembered !== undefined) return remembered;
  const db = app.context?.db;
  if (db === undefined) return undefined;
  const game = gameOfMatch(await db.fetch(matchID, { metadata: true }));
  if (game !== undefined) {
    if (known.size >= KNOWN_MATCHES) known.delete(known.keys().next().value as string);
    known.set(matchID, game);
  }
  return game;
}

/** Tells the storage, if it takes the hint, that boardgame.io's master is about to handle a move of the match (see `EXPECT_MOVE`). */
function expectMove(app: GuardedApp, matchID: string): void {
  const hint = (app.context?.db as { [EXPECT_MOVE]?: unknown } | undefined)?.[EXPECT_MOVE];
  if (typeof hint === 'function') (hint as (matchID: string) => void)(matchID);
}

/** Each move of `game` with the decoder of its arguments. */
function moveTable(game: GameLike): ReadonlyMap<string, ArgumentsDecoder> {
  const moves = isRecord(game.moves) ? game.moves : {};
  return new Map(Object.keys(moves).map((name) => [name, argumentsOf(moves[name])]));
}

/**
 * Guards one namespace: its connections (refused when `moves` is `null`: nothing is served
 * there), and every packet of each socket, which is decoded, checked against the match
 * storage, and passed on as its decoded copy only.
 */
function guardNamespace(app: GuardedApp, nsp: IoNamespace, name: string, moves: ReadonlyMap<string, ArgumentsDecoder> | null, log: (message: string) => void, rates: Rates): void {
  const known = new Map<string, string>();
  const seats = new SeatRates(rates);
  nsp.use((socket, next) => {
    if (moves === null) {
      log(`nautical-rules/boardgameio: refused a connection to ${name}: nothing is served there.`);
      return next(new Error('nothing is served on this namespace'));
    }
    const handshake = decodeHandshake(socket.handshake);
    if (handshake._tag === 'Left') {
      log(`nautical-rules/boardgameio ${name}: refused a connection: ${handshake.left}.`);
      return next(new Error('refused'));
    }
    const onpacket = socket._onpacket;
    if (typeof onpacket !== 'function') {
      log(`nautical-rules/boardgameio ${name}: refused a connection: this socket.io is not the version boardgame.io 0.50 ships (3.1).`);
      return next(new Error('refused'));
    }
    socket._onpacket = (packet) => {
      const problem = packetTypeProblem(packet);
      if (problem === null) onpacket.call(socket, packet);
      else log(`nautical-rules/boardgameio ${name}: dropped a packet: ${problem}.`);
    };
    socket.handshake.auth = handshake.right.auth;
    socket.handshake.query = handshake.right.query;
    // socket.io reports a packet it could not decode as an error of the socket (then closes it).
    socket.on('error', (e) => log(`nautical-rules/boardgameio ${name}: closed a socket: ${errorName(e)}.`));
    containFailures(socket, log);
    const limits = new SocketRates(rates);
    socket.use((packet, pass) => {
      const drop = (why: string): void => log(`nautical-rules/boardgameio ${name}: dropped a packet: ${why}.`);
      const now = Date.now();
      if (!limits.take(typeof packet[0] === 'string' ? packet[0] : '', now)) {
        const n = limits.report(now);
        if (n > 0) log(`nautical-rules/boardgameio ${name}: rate-limited a socket: dropped ${n} packets beyond its limits.`);
        return;
      }
      let decoded;
      try {
        decoded = decodePacket(packet, moves);
      } catch (e) {
        // decodePacket is total; a throw here would end the process, so it is a drop too.
        decoded = left(`it could not be decoded (${errorName(e)})`);
      }
      if (decoded._tag === 'Left') return drop(decoded.left);
      const inbound = decoded.right;
      // The same limits per seat, over all its sockets: a seat that floods through many sockets is held to one's rate.
      const seat = seatKey(inbound.packet);
      if (seat !== undefined && !seats.take(seat, String(inbound.packet[0]), now)) {
        const n = seats.report(now);
        if (n > 0) log(`nautical-rules/boardgameio ${name}: rate-limited a seat: dropped ${n} packets beyond a seat's limits (match ${inbound.matchID}).`);
        return;
      }
      gameOf(app, inbound.matchID, known, inbound.packet[0] !== 'sync').then(
        (game) => {
          if (game === undefined) return drop(`${String(inbound.packet[0])}: no such match`);
          // boardgame.io's transport keeps one room per match id, whichever namespace it was
          // reached through: a match reached through another game's would be served that game's views.
          if (game !== name) return drop(`${String(inbound.packet[0])}: the match is not a match of ${name}`);
          // socket.io emits this very array once the middleware passes it: only the decoded copy goes on.
          packet.splice(0, packet.length, ...inbound.packet);
          if (inbound.packet[0] === 'update') expectMove(app, inbound.matchID);
          pass();
        },
        (e) => drop(`the match could not be read (${errorName(e)})`),
      );
    });
    next();
  });
}

/**
 * Wraps boardgame.io's socket transport so that every socket packet and Lobby API request
 * is decoded before boardgame.io reads it, and clients can send only moves of the game,
 * made as the player their credentials are checked for, for matches that exist. Use it for
 * every server that runs a game made by `toBoardgameIO`:
 *
 * ```ts partial
 * const server = Server({ games: [toBoardgameIO(meuterer)], transport: guardTransport(new SocketIO()) });
 * ```
 *
 * It guards every game of that server, and the Lobby API when it runs on the same port
 * (boardgame.io's default; a separate `lobbyConfig.apiPort` is an app the transport never
 * sees). Dropped packets get no answer (as boardgame.io's own refusals) and are logged;
 * refused requests are answered with a 4xx status.
 */
export function guardTransport<T extends GuardableTransport>(transport: T, options: GuardOptions = {}): T {
  const log = safe(options.log ?? ((message: string) => console.warn(message)));
  const frameLimit = options.frameLimit ?? 100_000;
  const bodyLimit = options.bodyLimit ?? 100_000;
  const rates: Rates = { ...DEFAULT_RATES, ...options.rates };
  const socketIO = transport as unknown as SocketIOLike;
  const init = socketIO.init.bind(socketIO);
  socketIO.init = (app, games, origins) => {
    socketIO.socketOpts = { maxHttpBufferSize: frameLimit, ...socketIO.socketOpts };
    // boardgame.io adds the Lobby API when the server runs: this middleware comes first.
    app.use(lobbyGuard(bodyLimit, log));
    init(app, games, origins);
    const db = app.context?.db;
    if (db !== undefined) atomicMetadata(db as unknown as MetadataStorage);
    const io = app._io;
    if (io === undefined || app.server === undefined) throw new Error('guardTransport: this transport is not boardgame.io 0.50 SocketIO (no socket.io server on the app).');
    guardUpgrades(app.server, log);
    guardNamespace(app, io.of('/'), '/', null, log, rates);
    for (const game of games) {
      const name = game.name ?? 'default';
      guardNamespace(app, io.of(name), name, moveTable(game), log, rates);
    }
  };
  mendPatches(socketIO);
  // Each seat's message made once per publication, not once per socket (broadcast.ts); a
  // transport without the parts it replaces keeps its own broadcast, which is only slower.
  if (canShareBroadcasts(socketIO)) sharedBroadcast(socketIO);
  return transport;
}

const stateIdOf = (state: unknown): unknown => (isRecord(state) ? state['_stateID'] : undefined);

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
  return typeof credentials === 'string' && credentials.length > 0 && typeof player === 'object' && player !== null && credentials === player.credentials;
}
