/**
 * A toy match at an online table on an in-process server, both seats joined as people
 * through the Lobby API: what the leaver and clock tests start from. `stop` ends the
 * table and the server.
 */
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { onlineTable, type OnlineTable, type OnlineTableOptions } from '../../src/boardgameio/server/index.js';
import type { OnlineGame } from '../../src/boardgameio/adapter.js';
import { expect } from 'vitest';
import { right } from '../../src/core/either.js';
import { replay } from '../../src/core/index.js';
import { toy } from '../testing/toy.js';
import { startServer, stored, type Running, type ServerOptions } from './harness.js';

/** The table, its server and the match. */
export interface ToyTable {
  readonly table: OnlineTable;
  readonly bgio: OnlineGame;
  readonly running: Running;
  readonly matchID: string;
  readonly credentials: readonly string[];
  stop(): Promise<void>;
}

/** Starts a table with `options` (boardgame.io's client makers added) and creates a toy match of `rounds`, on `server`'s storage (default: boardgame.io's memory). */
export async function toyTable(options: Omit<OnlineTableOptions, 'makers'>, rounds: number, server: Pick<ServerOptions, 'db' | 'pubSub'> = {}): Promise<ToyTable> {
  const table = onlineTable({ makers: { Client: Client as never, SocketIO: SocketIOClient as never }, log: () => undefined, ...options });
  const bgio = table.game(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
  const running = await startServer({ games: [bgio], ...server });
  table.attach(running.server as never);
  await table.start(running.url);
  const lobby = new LobbyClient({ server: running.url });
  const { matchID } = await lobby.createMatch('toy', { numPlayers: 2, setupData: { rounds } });
  const credentials = await Promise.all([0, 1].map(async (seat) => (await lobby.joinMatch('toy', matchID, { playerID: String(seat), playerName: `P${seat}` })).playerCredentials));
  return {
    table,
    bgio,
    running,
    matchID,
    credentials,
    stop: async () => {
      await table.stop();
      await running.stop();
    },
  };
}

/** The finished match's record, read back from the table, replays to the stored state. */
export async function expectReplays(t: ToyTable): Promise<void> {
  const read = await t.table.replay(t.matchID, 0);
  if (read._tag === 'Left') throw new Error(read.left);
  expect(read.right.record).not.toBeNull();
  const { state } = await stored(t.running.db, t.matchID);
  expect(replay(toy, read.right.record!)).toEqual(right(JSON.parse((state.G as { state: string }).state)));
}
