/**
 * A bot seat that missed an update does not stall its match. A person plays seat 0 of a
 * toy match and a bot seat 1; the person picks only once the bot has picked in the round.
 * The bot's connection drops (its socket closed by the server's side) and its client
 * reconnects; the storage holds the answer to that sync until the person's next pick is
 * stored and sent, so the bot is answered with the state from before that pick and misses
 * its update (boardgame.io adds a socket to a match's clients only once its sync is read).
 * That pick ended the round: it is the bot's turn, and nobody else will move, so no later
 * patch comes. The bot must notice by itself that nothing comes, ask its state again and
 * play on; the match then finishes.
 *
 * Each step waits for an event (the held read, a state id), so the order holds however
 * slow the machine is.
 */
import { PGlite } from '@electric-sql/pglite';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { afterAll, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import type { SeatG } from '../../src/boardgameio/index.js';
import { onlineTable } from '../../src/boardgameio/server/index.js';
import { toy, type ToyView } from '../testing/toy.js';
import { connect, startServer, stored, until, type Running, type Seat } from './harness.js';
import { SlowSyncs } from './slow-syncs.js';

const pglite = await PGlite.create();
const storage = new SlowSyncs({ pglite, log: () => undefined });
// retryMs: how soon a bot seat that has seen nothing new asks again.
const table = onlineTable({ makers: { Client: Client as never, SocketIO: SocketIOClient as never }, bots: { random: randomBot(7) }, retryMs: 200, log: () => undefined });
const bgio = table.game(toy, { configFields: ['journal', 'rounds'], log: () => undefined });
let running: Running | undefined;
let person: Seat | undefined;
afterAll(async () => {
  person?.client.stop();
  await table.stop();
  await running?.stop();
  await storage.close();
  await pglite.close();
});

const G = (s: Seat): SeatG => s.client.getState()!.G as SeatG;
const stateID = (s: Seat): number => s.client.getState()?._stateID ?? -1;
/** Whether the bot (seat 1) has picked in this round, as the person sees it (face down). */
const botPicked = (s: Seat): boolean => G(s).view !== null && (G(s).view as ToyView).picks[1] !== null;

it('a bot seat that synced during a move and missed its update asks its state again and finishes the match', async () => {
  running = await startServer({ games: [bgio], db: storage as never, pubSub: storage.pubSub });
  table.attach(running.server as never);
  await table.start(running.url);
  const lobby = new LobbyClient({ server: running.url });
  const { matchID } = await lobby.createMatch('toy', { numPlayers: 2, setupData: { rounds: 4 } });
  const { playerCredentials } = await lobby.joinMatch('toy', matchID, { playerID: '0', playerName: 'Person' });
  await table.seatBot(matchID, 1, { name: 'random' });
  const me = (person = connect(running.url, bgio, matchID, '0', playerCredentials));
  await until(() => me.client.getState()?.isConnected === true && stateID(me) === 0, 'the first sync');
  me.client.moves['start']!();
  // The bot picks first in round 1: the person is offered a pick with the bot's made.
  await until(() => stateID(me) === 2 && botPicked(me), "the bot's first pick");

  // The bot's connection drops; its reconnecting sync is answered late.
  const held = storage.holdNextSync();
  const io = (running.server as unknown as { app: { _io: { of(n: string): { sockets: Map<string, { conn: { close(): void } }> } } } }).app._io;
  const mine = (me.socket() as unknown as { id: string }).id;
  const others = [...io.of('/toy').sockets.entries()].filter(([id]) => id !== mine);
  expect(others.length, "the bot's socket").toBe(1);
  others[0]![1].conn.close();
  await held.fetched;
  // The person's pick ends round 1 while the bot's sync is held: the bot misses its update.
  me.client.moves['move']!(G(me).moves[0]!.move, G(me).moved);
  await until(() => stateID(me) === 3, "the person's pick");
  held.release();

  // From here the person picks only after the bot: only the bot can move next.
  while (me.client.getState()?.ctx.gameover === undefined) {
    await until(() => me.client.getState()?.ctx.gameover !== undefined || (botPicked(me) && G(me).moves.length > 0), 'the bot picking, or the end');
    if (me.client.getState()?.ctx.gameover !== undefined) break;
    const at = stateID(me);
    me.client.moves['move']!(G(me).moves[0]!.move, G(me).moved);
    await until(() => stateID(me) > at, "the person's pick stored");
  }
  const { state, log } = await stored(running.db, matchID);
  expect(state.ctx.gameover).toBeDefined();
  // The bot's moves carry its counts 0, 1, 2, 3 once each: none doubled, none lost.
  const counts = log.filter((e) => e.action.payload.type === 'move' && e.action.payload.playerID === '1').map((e) => e.action.payload.args![1]);
  expect(counts).toEqual([0, 1, 2, 3]);
}, 300_000);
