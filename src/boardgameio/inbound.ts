/**
 * Every socket packet a client sends to a boardgame.io 0.50 server, decoded: the one place
 * where the server reads what arrives on a socket.
 *
 * boardgame.io's socket transport listens to three events, `update` (a move), `sync` (join
 * a match, or rejoin it) and `chat`, and reads their arguments as they come: it turns a
 * player id into a property key, an event name into a listener key, refused move arguments
 * into a log string, and encodes whatever it broadcasts recursively. A value that cannot
 * become a string (`{"toString":null}`), or is nested a few thousand deep, then throws
 * where nothing catches it, and the process ends with every match on it.
 *
 * socket.io itself reads a few packets before any listener: one that only a server sends
 * (`CONNECT_ERROR`, whose data it turns into an error message) ends the process the same
 * way.
 *
 * So `guardTransport` hands each socket.io packet to {@link packetTypeProblem}, then each
 * event to {@link decodePacket}, before anything else sees them, and passes on only the
 * fresh value it returns: a known event, each argument decoded by its own field decoder
 * (`inbound-fields.ts`; a move's arguments by the move's own, `move-arguments.ts`),
 * nothing extra. A crash vector found later is closed here, by a tighter decoder for the
 * field it travels in.
 *
 * @module
 */
import { left, right } from '../core/either.js';
import { preview } from '../core/plain.js';
import {
  CHAT_LENGTH,
  credentialsOf,
  type Decoded,
  INBOUND_LIMITS,
  isRecord,
  matchIdOf,
  own,
  plainInbound,
  recordOf,
  seatCountOf,
  seatNameOf,
  seatNameOrNoneOf,
  stateIdOf,
} from './inbound-fields.js';
import type { ArgumentsDecoder } from './move-arguments.js';

/** A packet that may be passed on to boardgame.io: its match, and the packet itself (event name first). */
export interface InboundPacket {
  readonly matchID: string;
  readonly packet: readonly unknown[];
}

/** The events of boardgame.io's socket transport that a client may send. */
const EVENTS = ['update', 'sync', 'chat'] as const;

/** The refusal of a field, said with where it was (`update: a state id is ...`). */
const fail = (where: string, d: Decoded<unknown>): Decoded<never> => left(`${where}: ${d._tag === 'Left' ? d.left : ''}`);

/**
 * Decodes one packet as socket.io hands it over (event name first, then the arguments;
 * an acknowledgement callback last when the client asked for one, which is dropped: the
 * server never answers one). `moves` maps each move of the game to its argument decoder.
 */
export function decodePacket(packet: unknown, moves: ReadonlyMap<string, ArgumentsDecoder>): Decoded<InboundPacket> {
  if (!Array.isArray(packet)) return left('not a packet');
  const n = typeof packet[packet.length - 1] === 'function' ? packet.length - 1 : packet.length;
  if (n === 0 || n > 5) return left(`a packet of ${n} values (an event name and at most four arguments)`);
  const event: unknown = packet[0];
  if (typeof event !== 'string') return left(`an event name that is not a string (${preview(event, 30)})`);
  if (!(EVENTS as readonly string[]).includes(event)) return left(`the event ${preview(event, 30)}: clients may send update, sync and chat`);
  const args = plainInbound(packet.slice(1, n), INBOUND_LIMITS.packet);
  if (args._tag === 'Left') return left(`${event}: ${args.left}`);
  const list = args.right as unknown[];
  if (event === 'update') return decodeUpdate(list, moves);
  if (event === 'sync') return decodeSync(list);
  return decodeChat(list);
}

/** `update`: `[action, stateID, matchID, playerID]`, the action a move of the game made as that player. */
function decodeUpdate(args: readonly unknown[], moves: ReadonlyMap<string, ArgumentsDecoder>): Decoded<InboundPacket> {
  if (args.length !== 4) return left(`update: ${args.length} arguments (the action, the state id, the match id, the player id)`);
  const [rawAction, rawStateID, rawMatchID, rawPlayerID] = args;
  const action = recordOf(rawAction, ['type', 'payload'], 'the action');
  if (action._tag === 'Left') return fail('update', action);
  const type = own(action.right, 'type');
  if (type !== 'MAKE_MOVE') return left(`update: a ${preview(type, 30)} action: clients may only make moves`);
  const payload = recordOf(own(action.right, 'payload'), ['type', 'args', 'playerID', 'credentials'], 'the move');
  if (payload._tag === 'Left') return fail('update', payload);
  const name = own(payload.right, 'type');
  const decode = typeof name === 'string' ? moves.get(name) : undefined;
  if (decode === undefined) return left(`update: an unknown move ${preview(name, 30)}`);
  const playerID = seatNameOf(rawPlayerID);
  if (playerID._tag === 'Left') return fail('update', playerID);
  if (own(payload.right, 'playerID') !== playerID.right) return left('update: a move whose player id is not the one its credentials are checked for');
  const credentials = credentialsOf(own(payload.right, 'credentials'));
  if (credentials._tag === 'Left') return fail('update', credentials);
  const given = own(payload.right, 'args') ?? [];
  if (!Array.isArray(given)) return left('update: move arguments that are not a list');
  const moveArgs = decode(given);
  if (moveArgs._tag === 'Left') return left(`update: ${name as string}: ${moveArgs.left}`);
  const stateID = stateIdOf(rawStateID);
  if (stateID._tag === 'Left') return fail('update', stateID);
  const matchID = matchIdOf(rawMatchID);
  if (matchID._tag === 'Left') return fail('update', matchID);
  const move = { type: name, args: moveArgs.right, playerID: playerID.right, ...(credentials.right === undefined ? {} : { credentials: credentials.right }) };
  return right({ matchID: matchID.right, packet: ['update', { type: 'MAKE_MOVE', payload: move }, stateID.right, matchID.right, playerID.right] });
}

/** `sync`: `[matchID, playerID, credentials, numPlayers]`; no player id for a spectator. */
function decodeSync(args: readonly unknown[]): Decoded<InboundPacket> {
  const [rawMatchID, rawPlayerID, rawCredentials, rawSeats] = args;
  const matchID = matchIdOf(rawMatchID);
  if (matchID._tag === 'Left') return fail('sync', matchID);
  const playerID = seatNameOrNoneOf(rawPlayerID);
  if (playerID._tag === 'Left') return fail('sync', playerID);
  const credentials = credentialsOf(rawCredentials);
  if (credentials._tag === 'Left') return fail('sync', credentials);
  const seats = seatCountOf(rawSeats);
  if (seats._tag === 'Left') return fail('sync', seats);
  return right({ matchID: matchID.right, packet: ['sync', matchID.right, playerID.right, credentials.right, seats.right] });
}

/** `chat`: `[matchID, { id, sender, payload }, credentials]`, sent by a seat. */
function decodeChat(args: readonly unknown[]): Decoded<InboundPacket> {
  if (args.length < 2 || args.length > 3) return left(`chat: ${args.length} arguments (the match id, the message, the credentials)`);
  const [rawMatchID, rawMessage, rawCredentials] = args;
  const matchID = matchIdOf(rawMatchID);
  if (matchID._tag === 'Left') return fail('chat', matchID);
  const message = recordOf(rawMessage, ['id', 'sender', 'payload'], 'the message');
  if (message._tag === 'Left') return fail('chat', message);
  const id = own(message.right, 'id');
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return left('chat: a message id is a string of 1 to 64 characters');
  const sender = seatNameOf(own(message.right, 'sender'));
  if (sender._tag === 'Left') return fail('chat', sender);
  const payload = plainInbound(own(message.right, 'payload') ?? null, INBOUND_LIMITS.chat);
  if (payload._tag === 'Left') return fail('chat: the payload', payload);
  // Small enough to travel in a notification (never stored), whatever its shape.
  if (JSON.stringify(payload.right).length > CHAT_LENGTH) return left(`chat: the payload is at most ${CHAT_LENGTH} characters of JSON`);
  const credentials = credentialsOf(rawCredentials);
  if (credentials._tag === 'Left') return fail('chat', credentials);
  return right({ matchID: matchID.right, packet: ['chat', matchID.right, { id, sender: sender.right, payload: payload.right }, credentials.right] });
}

/**
 * socket.io packet types a client may send on a namespace it joined: events (2, and 5 with
 * binary attachments, whose event the guard then refuses) and leaving (1). Acknowledgements
 * (3, 6) answer what the server never asks, and `CONNECT_ERROR` (4) only a server sends.
 */
const CLIENT_PACKETS: ReadonlySet<unknown> = new Set([1, 2, 5]);

/** Why socket.io must not handle `packet` (as its parser made it), or `null`. */
export function packetTypeProblem(packet: unknown): string | null {
  const type = isRecord(packet) ? own(packet, 'type') : undefined;
  return CLIENT_PACKETS.has(type) ? null : `a socket.io packet of type ${preview(type, 10)}: clients send events and leave`;
}

/**
 * Why an HTTP upgrade request must not reach socket.io's WebSocket server, or `null`. The
 * `ws` that boardgame.io 0.50's socket.io ships reads the handshake's headers as strings
 * without checking them, and Node drops headers beyond its 2,000th: a request with that
 * many ended the process.
 */
export function upgradeProblem(request: { readonly method?: unknown; readonly headers?: unknown }): string | null {
  const headers = request.headers;
  if (typeof headers !== 'object' || headers === null) return 'an upgrade without headers';
  for (const name of ['upgrade', 'sec-websocket-key', 'sec-websocket-version']) {
    if (typeof (headers as Record<string, unknown>)[name] !== 'string') return `an upgrade without its ${name} header`;
  }
  return request.method === 'GET' ? null : 'an upgrade that is not a GET';
}

/** A socket's handshake as socket.io keeps it (the parts the guard decodes). */
export interface Handshake {
  auth?: unknown;
  query?: unknown;
}

/**
 * The auth object and query of a socket's handshake, decoded: small plain objects
 * (boardgame.io reads neither; a handler added later might).
 */
export function decodeHandshake(handshake: Handshake): Decoded<{ auth: Record<string, unknown>; query: Record<string, unknown> }> {
  const auth = plainInbound(handshake.auth ?? {}, INBOUND_LIMITS.handshake);
  if (auth._tag === 'Left' || !isRecord(auth.right)) return left(`the handshake's auth: ${auth._tag === 'Left' ? auth.left : 'not an object'}`);
  const query = plainInbound(handshake.query ?? {}, INBOUND_LIMITS.handshake);
  if (query._tag === 'Left' || !isRecord(query.right)) return left(`the handshake's query: ${query._tag === 'Left' ? query.left : 'not an object'}`);
  return right({ auth: auth.right, query: query.right });
}
