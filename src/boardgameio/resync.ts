/**
 * A client that re-syncs instead of freezing. boardgame.io 0.50's client drops, silently, a
 * patch made from a state other than its own: a client that missed one update (it synced
 * while another seat's move was being stored, and the sync answered with the state from
 * before that move) drops every later patch, and the match stalls once it is that client's
 * turn. boardgame.io re-syncs only when a patch fails to apply.
 *
 * @module
 */

/** One message from the server, as boardgame.io's client transport hands it over. */
interface TransportData {
  readonly type: string;
  readonly args: readonly unknown[];
}
/** The parts of boardgame.io 0.50's `Client` that {@link resyncing} uses. */
interface ClientLike {
  receiveTransportData(data: TransportData): void;
  readonly store: { getState(): { readonly _stateID?: unknown; readonly G?: unknown } | null | undefined };
  readonly transport: { requestSync(): void };
  readonly moves?: Record<string, ((...args: unknown[]) => void) | undefined>;
}

/** Options of {@link resyncing}. */
export interface ResyncOptions {
  /**
   * Whether this seat deals when a sync shows a table not dealt yet (default false): after
   * every sync, not once, so that a deal lost with a server killed between receiving `start`
   * and storing it is sent again when the client reconnects. Any seat may deal; a second
   * `start` is refused, harmlessly.
   */
  readonly deal?: boolean;
}

/** Whether a client's `G` is a seat's, with nothing dealt yet and nothing in the way of a deal. */
const undealt = (G: unknown): boolean => {
  const g = G as { dealt?: unknown; problem?: unknown; viewer?: unknown } | null | undefined;
  return typeof g === 'object' && g !== null && g.dealt === false && g.problem === null && typeof g.viewer === 'number';
};

const isClientLike = (c: unknown): c is ClientLike => {
  const o = c as Partial<Record<keyof ClientLike, unknown>> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.receiveTransportData === 'function' &&
    typeof (o.store as { getState?: unknown } | undefined)?.getState === 'function' &&
    typeof (o.transport as { requestSync?: unknown } | undefined)?.requestSync === 'function'
  );
};

/**
 * Makes a boardgame.io 0.50 client re-sync when it receives a patch made from a later
 * state than its own (it missed an update: a gap in state ids) or a patch it cannot apply,
 * instead of dropping every later patch. Returns the same client:
 *
 * ```ts partial
 * const client = resyncing(Client({ game, multiplayer: SocketIO({ server }), matchID, playerID, credentials }));
 * client.start();
 * ```
 *
 * One sync is asked for at a time; a patch from an earlier state (one the client has
 * already passed, after a sync) is only dropped. With `{ deal: true }` it also deals
 * whenever a sync shows the table not dealt (see {@link ResyncOptions.deal}).
 */
export function resyncing<C>(client: C, options: ResyncOptions = {}): C {
  if (!isClientLike(client)) throw new Error('resyncing: this is not a boardgame.io 0.50 client.');
  const receive = client.receiveTransportData.bind(client);
  let asked = false;
  const stateID = (): unknown => client.store.getState()?._stateID;
  client.receiveTransportData = (data) => {
    const before = stateID();
    receive(data);
    if (data.type === 'sync') {
      asked = false;
      // Sent on the next turn: a move sent while the client handles a message re-enters it.
      if (options.deal === true && undealt(client.store.getState()?.G)) setTimeout(() => (undealt(client.store.getState()?.G) ? client.moves?.['start']?.() : undefined), 0);
      return;
    }
    if (data.type !== 'patch') return;
    const from = data.args[1];
    // A patch from a later state: this client missed an update. (A patch that failed to
    // apply, boardgame.io re-syncs by itself.)
    if (typeof from === 'number' && typeof before === 'number' && from > before && stateID() === before && !asked) {
      asked = true;
      client.transport.requestSync();
    }
  };
  return client;
}
