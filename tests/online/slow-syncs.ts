/**
 * A storage that answers one sync late, on demand: what a loaded database does to a client
 * that syncs while other seats' moves are handled (boardgame.io adds its socket to the
 * match's clients only once its sync is read, so it misses the updates sent meanwhile).
 */
import { PostgresStorage } from '../../src/boardgameio/server/index.js';

/** A sync held by {@link SlowSyncs}: `fetched` once its state is read, answered when `release` is called. */
export interface Held {
  readonly fetched: Promise<void>;
  readonly release: () => void;
}

/** PostgresStorage that holds its next answer to a sync (the only fetch with the log), once {@link SlowSyncs.holdNextSync} is called. */
export class SlowSyncs extends PostgresStorage {
  private next: { fetched: () => void; released: Promise<void> } | undefined;
  holdNextSync(): Held {
    let fetched!: () => void;
    let release!: () => void;
    const held = { fetched: new Promise<void>((ok) => (fetched = ok)), release: () => release() };
    this.next = { fetched, released: new Promise<void>((ok) => (release = ok)) };
    return held;
  }
  override async fetch(matchID: string, opts: { state?: boolean; log?: boolean; metadata?: boolean; initialState?: boolean }): Promise<Record<string, unknown>> {
    const found = await super.fetch(matchID, opts);
    const hold = this.next;
    if (hold !== undefined && opts.log === true) {
      this.next = undefined;
      hold.fetched();
      await hold.released;
    }
    return found;
  }
}
