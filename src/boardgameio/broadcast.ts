/**
 * How a match's publications reach its sockets: each seat's message made once per
 * publication, whatever the number of sockets of that seat (and of spectators, who share
 * one), and each patch made in one walk (`json-patch.ts`).
 *
 * boardgame.io 0.50's socket transport subscribes one `broadcast` per match that filters
 * every publication for every socket, one by one: the seat's view of the states before and
 * after the move, the patch between them with `rfc6902` (a third of the server's time per
 * move, with the seat views), and the redacted log. The guard replaces that subscription
 * (`subscribePubSubChannel` of the transport) with {@link sharedBroadcast}: the same
 * messages as boardgame.io's (the same filtered states, the same redaction), made once per
 * player id and publication.
 *
 * @module
 */
import { isRecord } from './inbound-fields.js';
import { jsonPatch } from './json-patch.js';
import { unmarked } from './seat-view.js';

/** The parts of a processed boardgame.io game the filter reads. */
export interface FilterGame {
  playerView(context: { readonly G: unknown; readonly ctx: unknown; readonly playerID: unknown }): unknown;
  readonly plugins?: readonly { readonly name: string; readonly playerView?: (context: Record<string, unknown>) => unknown }[];
}

/** A publication, or a message to one socket: what `socket.emit(type, ...args)` sends. */
export interface Message {
  readonly type: string;
  readonly args: readonly unknown[];
}

type State = Record<string, unknown>;
interface LogEvent {
  readonly action: { readonly payload: { readonly playerID?: unknown; readonly args?: unknown } };
  readonly redact?: boolean;
}

/**
 * The plugins' data a player sees: as boardgame.io's `PlayerView`, whose default plugins
 * hide only the random plugin's data (its seed), then each plugin of the game that has a
 * `playerView`.
 */
function pluginsView(state: State, game: FilterGame, playerID: unknown): unknown {
  let plugins: Record<string, unknown> = { ...((state['plugins'] as Record<string, unknown> | undefined) ?? {}), random: { data: undefined } };
  for (const { name, playerView } of game.plugins ?? []) {
    if (playerView === undefined) continue;
    const { data } = (plugins[name] as { data?: unknown } | undefined) ?? { data: {} };
    plugins = { ...plugins, [name]: { data: playerView({ G: state['G'], ctx: state['ctx'], game, data, playerID }) } };
  }
  return plugins;
}

/** A state as `playerID` receives it (boardgame.io's `applyPlayerView`). */
function playerState(game: FilterGame, playerID: unknown, state: State): State {
  return { ...state, G: game.playerView({ G: state['G'], ctx: state['ctx'], playerID }), plugins: pluginsView(state, game, playerID), deltalog: undefined, _undo: [], _redo: [] };
}

/** The log as `playerID` receives it: the arguments of redacted moves of other players left out (boardgame.io's `redactLog`). */
function redactLog(log: unknown, playerID: unknown): unknown {
  if (!Array.isArray(log)) return log;
  return (log as LogEvent[]).map((event) => {
    if ((playerID !== null && Number(playerID) === Number(event.action.payload.playerID)) || event.redact !== true) return event;
    const { redact: _redact, ...remaining } = { ...event, action: { ...event.action, payload: { ...event.action.payload, args: null } } };
    return remaining;
  });
}

/** What `playerID` receives of a publication (boardgame.io's `getFilterPlayerView`, the patch made by {@link jsonPatch}). */
export function filterMessage(game: FilterGame, playerID: unknown, payload: Message): Message {
  const args = payload.args;
  if (payload.type === 'patch') {
    const [matchID, stateID, prevState, state] = args as [unknown, unknown, State, State];
    // From the base's own G, not the one marked to leave the view out (`patchBase`): that
    // mark is for boardgame.io's patcher, which would diff the view in cubic time; this one
    // walks it once, so the patch carries what changed in the view (a few values a move)
    // instead of all of it (Meuterer's grows to 3.4 KB along a game), and the client holds
    // the base's whole view, which it was sent.
    const base = isRecord(prevState['G']) ? { ...prevState, G: unmarked(prevState['G']) } : prevState;
    const patch = jsonPatch(playerState(game, playerID, base), playerState(game, playerID, state));
    return { type: 'patch', args: [matchID, stateID, state['_stateID'], patch, redactLog(state['deltalog'], playerID)] };
  }
  if (payload.type === 'update') {
    const [matchID, state] = args as [unknown, State];
    return { type: 'update', args: [matchID, playerState(game, playerID, state), redactLog(state['deltalog'], playerID)] };
  }
  // Chat and who is connected go as they are (a sync is answered to one socket, never published).
  return payload;
}

/** The parts of boardgame.io 0.50's `SocketIO` transport the shared broadcast reads and replaces. */
export interface BroadcastingTransport {
  /** Socket ids by match id. */
  readonly roomInfo: Map<string, Set<string>>;
  /** Each socket's match and player id, by socket id. */
  readonly clientInfo: Map<string, { readonly playerID?: unknown; readonly socket: { emit(type: string, ...args: unknown[]): unknown } }>;
  readonly pubSub: { subscribe(channelId: string, callback: (payload: Message) => void): void };
  /** Called when a match gets its first socket in this process. */
  subscribePubSubChannel(matchID: string, game: FilterGame): void;
}

/** Whether `transport` has the parts {@link sharedBroadcast} replaces. */
export function canShareBroadcasts(transport: unknown): transport is BroadcastingTransport {
  const t = transport as Partial<Record<keyof BroadcastingTransport, unknown>>;
  return t.roomInfo instanceof Map && t.clientInfo instanceof Map && typeof t.subscribePubSubChannel === 'function';
}

/**
 * Replaces the transport's per-match subscription with one that makes each player id's
 * message once per publication and sends it to every socket of that player id.
 */
export function sharedBroadcast(transport: BroadcastingTransport): void {
  transport.subscribePubSubChannel = (matchID, game) => {
    transport.pubSub.subscribe(`MATCH-${matchID}`, (payload) => {
      // By the player id exactly as each socket sent it (a Map tells '0' from 0, null from undefined).
      const made = new Map<unknown, Message>();
      for (const socketID of transport.roomInfo.get(matchID) ?? []) {
        const client = transport.clientInfo.get(socketID);
        if (client === undefined) continue;
        let message = made.get(client.playerID);
        if (message === undefined) {
          message = filterMessage(game, client.playerID, payload);
          made.set(client.playerID, message);
        }
        client.socket.emit(message.type, ...message.args);
      }
    });
  };
}
